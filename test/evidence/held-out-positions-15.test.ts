/**
 * The shapes held-out corpus 15 found leaking on first contact (session 40), and the look-alikes it found hidden, each as
 * a line of that shape that is not the corpus's own, with near variants (other languages, other names, other values).
 * Values are made at run time from parts so that no scanner takes this file for one holding credentials.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

const join = (...parts: string[]) => parts.join("");
const FIRST = join("Ab3-Qw9z", "X1vB");
const SECOND = join("Hs5~tQ9z", "Bv2r+");
const SHARED = join("Hq7#mZ2-", "Lw9x!");
const ELASTIC = join("Wq7XvB2mKz9", "LpR4tYs3N");
const DOTTED = join("k.Zr8mQ2", "vXw4");
const CLIENT_SECRET = join("Zq9Lm4Xv8Kw2", "Rt6Yp3Nb7Cs");
/** The Azure Storage emulator's account key, as Microsoft's docs and Azurite's README print it. */
const AZURITE_KEY = join(
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVEr",
  "Cz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
);
/** A key of the same shape that no one published. */
const OTHER_ACCOUNT_KEY = join(
  "Qm3vT8kLp2XwZ9rN4bY7cH1dF6gJ0sA5eU8iO3qW2tR7yP9lK4",
  "mN6bV1cX8zS5aD2fG7hJ0kL3qW9eR4tY6uI1oP==",
);

describe("shapes of held-out corpus 15", () => {
  const cases: RedactionCase[] = [
    // a second password in the same sentence, by a pronoun that stands for the credential (French, then the same in others)
    { rule: "credential-pronoun-of", text: `Le mot de passe du compte est ${FIRST}, et celui du serveur de secours était ${SECOND} si besoin.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `La contraseña de la base es ${FIRST}, y la del servidor antiguo era ${SECOND} por si acaso.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `A senha do painel é ${FIRST}, e a do servidor antigo era ${SECOND} caso precise.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `Das Passwort für den Admin ist ${FIRST}, und das des alten Servers war ${SECOND} falls nötig.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `La password dell'utente è ${FIRST} e quella del vecchio server era ${SECOND} se serve.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `The password for the relay is ${FIRST}, and that of the old server was ${SECOND} just in case.`, secret: SECOND },
    { rule: "credential-pronoun-of", text: `The token for CI is ${FIRST} and the one for the staging runner is ${SECOND}.`, secret: SECOND },
    // Japanese's shared key, private key's passphrase and encryption key, with the copula は; Taiwan's 金鑰 with 是
    { rule: "credential-window", text: `社内Wi-Fiの共有鍵は ${SHARED} です。`, secret: SHARED },
    { rule: "credential-window", text: `IPsecの事前共有鍵は「${SHARED}」です。`, secret: SHARED },
    { rule: "credential-window", text: `署名用の秘密鍵のパスフレーズは ${SHARED} です。`, secret: SHARED },
    { rule: "credential-window", text: `バックアップの暗号鍵は ${SHARED} です。`, secret: SHARED },
    { rule: "credential-window", text: `API 金鑰是 ${SHARED} 。`, secret: SHARED },
    // elasticsearch-setup-passwords: a built-in user's name holds an underscore
    { rule: "credential-window", text: `Changed password for user apm_system\nPASSWORD apm_system = ${ELASTIC}\n`, secret: ELASTIC },
    { rule: "credential-window", text: `PASSWORD remote_monitoring_user = ${ELASTIC}`, secret: ELASTIC },
    // a dotted password after a client's user and its separator: no member access stands there
    { rule: "ftp-password", text: `lftp -u deploy,${DOTTED} -e 'mirror -R dist /www; quit' sftp://files.example.com`, secret: DOTTED },
    { rule: "smb-password", text: `smbclient //fs01/backup -U svc-backup%${DOTTED} -c ls`, secret: DOTTED },
    // the look-alikes' secrets beside them stay hidden
    { rule: "env-secret", text: `curl -d 'grant_type=client_credentials&client_id=my-app-prod&client_secret=${CLIENT_SECRET}'`, secret: CLIENT_SECRET },
    { rule: "key-assignment", text: `AccountName=shopstorage01;AccountKey=${OTHER_ACCOUNT_KEY};EndpointSuffix=core.windows.net`, secret: OTHER_ACCOUNT_KEY },
    // Vault AppRole's secret_id is one secret's, no store's id
    { rule: "env-secret", text: "vault write auth/approle/login role_id=7f2c9a1e-3b4d-4c5e secret_id=9e8d7c6b-5a49-4382-b1c0-d9e8f7a6b5c4", secret: "9e8d7c6b" },
  ];
  const lookAlikes = [
    // a pronoun's clause that gives no password
    "Le mot de passe est incorrect, et celui de l'ancien serveur était inconnu.",
    "The password field is required, and that of the email is optional.",
    "Le serveur est lent, et celui de l'ancien site était Ab3-cD4eF5gH.",
    // a public key is no secret
    "公開鍵は ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 です。",
    // Postfix lookup tables: a type and a path name where the passwords are
    "smtp_sasl_password_maps = lmdb:/etc/postfix/relay_passwords",
    "lmtp_sasl_password_maps = proxy:mysql:/etc/postfix/mysql-sasl.cf",
    // an ARN names a secret, in a region whose name makes the head longer than a name's look-back
    'secret_arn = "arn:aws:secretsmanager:ap-southeast-2:210987654321:secret:staging/payments-api-Xy12Ab"',
    '"SecretArn": "arn:aws-us-gov:secretsmanager:us-gov-west-1:210987654321:secret:prod/ledger-db-Qr7sT2"',
    // the emulator's published key
    `"StorageConnection": "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${AZURITE_KEY};"`,
    `AZURITE_KEY=${AZURITE_KEY}`,
    // .NET's user-secrets store id names a folder
    "    <UserSecretsId>b81f2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d</UserSecretsId>",
    "    <UserSecretsId>my-web-app-8e9f0a1b2c3d</UserSecretsId>",
    // a service account's key id
    '  "private_key_id": "a9c4e7b2d5f8a1c3e6b9d2f5a8c1e4b7d0f3a6c9",',
    // a query whose grant type holds a credential's word, the parameters after it each read by their own name
    "https://auth.example.com/token?grant_type=client_credentials&client_id=4Hq9Zp2Lw7Xv3Kc8",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);

  it("a form's public client id stays beside its hidden secret", () => {
    const text = `curl -d 'grant_type=client_credentials&client_id=3MVG9xK2pLq7Wz4RtYb8&client_secret=${CLIENT_SECRET}' https://login.example.com`;
    expect(redactSecrets(text).text).toBe(
      "curl -d 'grant_type=client_credentials&client_id=3MVG9xK2pLq7Wz4RtYb8&client_secret=[REDACTED:env-secret]' https://login.example.com",
    );
  });

  it("a value before a query's next parameter ends at it", () => {
    const text = `token=${CLIENT_SECRET}&grant_type=refresh_token&scope=openid`;
    expect(redactSecrets(text).text).toBe("token=[REDACTED:env-secret]&grant_type=refresh_token&scope=openid");
  });

  it("the first password of the sentence stays hidden with the second", () => {
    const { text } = redactSecrets(`Le mot de passe du compte relay@ est ${FIRST}, et celui de l'ancien serveur était ${SECOND} au cas où.`);
    expect(text).not.toContain(FIRST);
    expect(text).not.toContain(SECOND);
  });
});
