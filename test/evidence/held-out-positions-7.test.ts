/**
 * The seventh held-out corpus (115 planted secrets, 59 look-alikes): each shape that reached the judge as a
 * rule about what its position means, against the real command, file, log or prose line, in plain text and
 * in the JSON a transcript holds it in; and look-alikes of each position that must stay as they are.
 */
import { Buffer } from "node:buffer";
import { describe, expect, test } from "vitest";
import { printedSecretSpans } from "../../src/evidence/printed-secrets.js";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["38AibNy", "yurlGFb"].join("");
const PW2 = ["0EkjKWR", "EhbiGj"].join("");
const PW3 = ["lvhkTp", "3SKQOo"].join("");
const PW_MARK = ["%6Cd6rv", "au5kHvR"].join("");
const RANDOM32 = ["wMzzuVtYkwMJFrCf", "Z4U2EqkNk6sEr6f4"].join("");
const ADO_PAT = ["gy356o7og422opxnyftdng3ab3", "nq37n3wpk3ayh7o5xshjbbld5i"].join("");
const HEX40 = ["67ab4a36ee0987b35442", "42b30e58d656ec4f3378"].join("");
const HEX64 = ["C19CD5840F1AEC544AD77BF39768915E", "2ED4A22437740AF0DC481EE214E69886"].join("");
const GOSSIP = ["rW9vT4ACPUVvpx+UeKzA", "0nIFVgOoQEU8XnByDVB8X38="].join("");
const UNSEAL = ["V9wjLeSrFuairESQ0k1zBt", "jtBUeWE9C/+mAeLUXthiCR"].join("");
const TUNNEL = ["eyJhIjoiNTIzNTg5MDJmZjMxNzdlN2U4YzkyNjM3ZTY0YjZiYTAiLCJ0IjoiMWIyZTZmMGEtNWMzZC00ZThmLTlhN2It",
  "MmM0ZDZlOGYwYTFiIiwicyI6ImxrSXdMM0Y3dkN4VTVKVGFVQmpkT1lzRGNoVnpIdmZrQXBwWWJGbU01TTg9In0="].join("");
const TSKEY = ["tskey-auth-", "kQ3vN8xPdW2CNTRL-", "Zr7mYc4TbHs9LpXq2VfJw6KdGn5RtE"].join("");
const SCRAM = ["SCRAM-SHA-256$4096:", "c2FsdHNhbHRzYWx0c2E=$", "q1vN7Lm2XcT8bR4kP0sYwZ9aHfGjEuIo5DnCpKrVt6M=:",
  "Jx3Wq8ZtR2mLb7NcYv4KpF9sHdGaE1uToXiQn5Bk0rU="].join("");
const APPLE = ["qwer-tyui", "-opas-dfgh"].join("");
const DIGITS_DASHED = ["4821-3390", "-7715"].join("");
const PIN = ["7306", "2958"].join("");
const PKCS12_HEAD = ["MIIKYQIBAzCCCicGCSqGSIb3DQEHAaCC", "ChgEggoUMIIKEDCCBMcGCSqGSIb3DQEH"].join("");
const PKCS12_LINE = ["FcNcVQ+lQFlx3cqAlsEV2KK3vGzOo2Ob", "hjNpfdZaXu8pmL4ahHOCnUE3j3UbTGCJ"].join("");
const SMTP_PASSWORD_B64 = Buffer.from(PW).toString("base64");

describe("credentials by the position a file format, a command or prose gives them (corpus 7)", () => {
  const cases: RedactionCase[] = [
    // prose with a copula: French, Portuguese, Japanese, Chinese, German
    { rule: "password-word-copula", text: `Le mot de passe du compte de service est ${PW}. Merci`, secret: PW },
    { rule: "password-word-copula", text: `The Lisbon team says a senha do banco é ${PW2}, and more`, secret: PW2 },
    { rule: "password-word-copula", text: `ステージングDBのパスワードは ${PW3} です。`, secret: PW3 },
    { rule: "password-word-copula", text: `供应商测试账号的密码是 ${PW}。请勿外传`, secret: PW },
    { rule: "password-word-copula", text: `Das Passwort für den Testnutzer ist ${PW2}.`, secret: PW2 },
    // a parenthetical between the credential's word and "is"
    { rule: "credential-word-aside", text: `The API secret (don't commit it!) is: ${RANDOM32}. Thanks`, secret: RANDOM32 },
    { rule: "credential-word-aside", text: `The Azure DevOps PAT for the mirror (expires Friday) is ${ADO_PAT}. Please sort it out.`, secret: ADO_PAT },
    // PINs and passcodes in digits
    { rule: "pin-digits", text: `For testing: log in as \`support\` with passcode ${DIGITS_DASHED}. Then`, secret: DIGITS_DASHED },
    { rule: "pin-digits", text: `The PIN for the HSM partition is ${PIN}.`, secret: PIN },
    // Groovy's signingConfigs, Kotlin's infix pair, Rust's Some, T-SQL's unicode literal
    { rule: "groovy-credential-call", text: `        release {\n            storePassword '${PW}'\n            keyAlias 'field'`, secret: PW },
    { rule: "groovy-credential-call", text: `            keyPassword "${PW2}"\n        }`, secret: PW2 },
    { rule: "kotlin-credential-pair", text: `Config.kt:11:    val headers = mapOf("apiKey" to "${RANDOM32}", "client" to "android")`, secret: RANDOM32 },
    { rule: "rust-some-credential", text: `upstream.rs:31:        .basic_auth("svc-edge", Some("${PW3}"))`, secret: PW3 },
    { rule: "sql-password", text: `CREATE LOGIN etl_svc WITH PASSWORD = N'${PW}', CHECK_POLICY = OFF;`, secret: PW },
    // a key decoded from a literal, an env read's literal default, an HMAC's literal key
    { rule: "decoded-credential-literal", text: `ADYEN_HMAC_KEY = bytes.fromhex("${HEX64}")`, secret: HEX64 },
    { rule: "env-fallback-literal", text: `    val uploadKeyPassword = System.getenv("UPLOAD_KEY_PASSWORD") ?: "${PW2}"`, secret: PW2 },
    { rule: "env-fallback-literal", text: `const apiKey = process.env.PAYMENTS_API_KEY || '${RANDOM32}';`, secret: RANDOM32 },
    { rule: "hmac-key-literal", text: `  const mac = crypto.createHmac('sha256', '${HEX40}').update(base).digest('hex');`, secret: HEX40 },
    { rule: "hmac-key-literal", text: `sig = hmac.new(b'${RANDOM32}', body, hashlib.sha256).hexdigest()`, secret: RANDOM32 },
    // Go's %+v of a config struct; skopeo's --dest-creds
    { rule: "go-struct-credential", text: `db: connecting with config: {Host:db.acme.lan Port:5432 User:app Password:${PW_MARK} SSLMode:require}`, secret: PW_MARK },
    { rule: "registry-creds-flag", text: `skopeo copy docker://ghcr.io/acme/app:1 \\\n  --dest-creds ci:${PW} \\\n  docker://registry.acme.dev/app:1`, secret: PW },
    // name/value entries (HAR), Composer's host-keyed token, Subversion's auth cache, CouchDB's admins, PgBouncer, Dovecot
    { rule: "name-value-entry", text: `"headers": [\n  {\n    "name": "X-CSRF-Token",\n    "value": "${RANDOM32}"\n  }\n]`, secret: RANDOM32 },
    { rule: "name-value-entry", text: `"params": [{"name": "username", "value": "ops"}, {"name": "password", "value": "${PW}"}]`, secret: PW },
    { rule: "host-keyed-token", text: `{\n    "github-oauth": {},\n    "gitlab-token": {\n        "gitlab.acme.dev": "${PW2}"\n    }\n}`, secret: PW2 },
    { rule: "svn-auth-password", text: `K 8\nusername\nV 6\ndeploy\nK 8\npassword\nV 14\n${PW}\nK 8\npasstype\nV 6\nsimple\nEND`, secret: PW },
    { rule: "ini-admins-password", text: `[chttpd]\nbind_address = 0.0.0.0\n\n[admins]\nadmin = ${PW3}\n`, secret: PW3 },
    { rule: "pgbouncer-userlist", text: `"app" "${PW2}"\n"stats" "md5${HEX40.slice(0, 32)}"`, secret: PW2 },
    { rule: "dovecot-plain-password", text: `3:ops:{PLAIN}${PW}::::::`, secret: PW },
    { rule: "jetty-obfuscated", text: `readonly: OBF:1v2j1uum1xtv1zej1zer1xtn1uvk1v1v, viewer`, secret: "OBF:1v2j1uum1xtv1zej1zer1xtn1uvk1v1v" },
    { rule: "scram-verifier", text: `app_rw|${SCRAM}`, secret: SCRAM },
    // what tools print: vault's unseal keys, a gossip key, the SMTP AUTH LOGIN password line
    { rule: "vault-unseal-key", text: `Unseal Key 1: ${UNSEAL}\nUnseal Key 2: ${UNSEAL.slice(2)}ab`, secret: UNSEAL },
    { rule: "gossip-encrypt-key", text: `server {\n  enabled          = true\n  encrypt          = "${GOSSIP}"\n}`, secret: GOSSIP },
    {
      rule: "smtp-auth-login-password",
      text: ` ~> AUTH LOGIN\n<~  334 VXNlcm5hbWU6\n ~> YWxlcnRzQGFjbWUuZGV2\n<~  334 UGFzc3dvcmQ6\n ~> ${SMTP_PASSWORD_B64}\n<~  235 2.7.0 Authentication successful`,
      secret: SMTP_PASSWORD_B64,
    },
    {
      rule: "split-credential-literal",
      text: `     4\tUPSTREAM_TOKEN = ("${RANDOM32.slice(0, 16)}"\n     5\t                  "${RANDOM32.slice(16)}")`,
      secret: RANDOM32.slice(16),
    },
    // a decode call's literal that decodes to a token; a PKCS#12 bundle's base64, every line
    { rule: "decoded-token-literal", text: `     6\tLEGACY = base64.b64decode("${Buffer.from(RANDOM32).toString("base64")}")`, secret: Buffer.from(RANDOM32).toString("base64") },
    { rule: "pkcs12-base64", text: `$ head -c 130 certs/client.pfx.b64\n${PKCS12_HEAD}\n${PKCS12_LINE}`, secret: PKCS12_LINE },
    // commands that take a credential by position or by an option of their own
    { rule: "wandb-login-key", text: `wandb login ${HEX40}`, secret: HEX40 },
    { rule: "cloudflared-service-token", text: `sudo cloudflared service install ${TUNNEL}`, secret: TUNNEL },
    { rule: "databricks-secret-value", text: `databricks secrets put-secret etl sf_password --string-value '${PW}' && databricks secrets list-secrets etl`, secret: PW },
    { rule: "tailscale-auth-key", text: `sudo tailscale up --authkey=${PW2}${PW3} --hostname demo-01 --ssh`, secret: `${PW2}${PW3}` },
    { rule: "piped-secret", text: `echo -n '${RANDOM32}' | circleci context store-secret github acme deploy-prod SLACK_WEBHOOK_SECRET`, secret: RANDOM32 },
    { rule: "apple-app-password", text: `xcrun altool --upload-app -f build/Field.ipa -t ios -u ios-release@acme.dev -p ${APPLE}`, secret: APPLE },
    // token formats: Tailscale's keys, a Cloudflare Tunnel's token anywhere
    { rule: "tailscale-key", text: `TS_AUTHKEY=${TSKEY}`, secret: TSKEY },
    { rule: "cloudflare-tunnel-token", text: `TUNNEL=${TUNNEL}`, secret: TUNNEL },
  ];

  const lookAlikes = [
    // prose that names a password and gives none
    "Mot de passe oublié ?",
    "パスワードをお忘れですか？",
    "senha incorreta para o usuário",
    "Le mot de passe est incorrect.",
    "The API token (see the docs) is invalid.",
    "The PIN must be 6 digits long.",
    // code that reads the credential rather than holding it
    '            storePassword providers.gradleProperty("releaseStorePassword").get()',
    'AES_KEY = bytes.fromhex(os.environ["SYNC_AES_KEY_HEX"])',
    'val headers = mapOf("apiKey" to BuildConfig.API_KEY, "client" to "android")',
    '.basic_auth("svc", Some(&password))',
    'const port = process.env.PORT || "8080";',
    "const mac = crypto.createHmac('sha256', secret).update(base).digest('hex');",
    "{Host:db.acme.lan Port:5432 User:app Password:******** SSLMode:require}",
    '--dest-creds "$CI_USER:$CI_PASS"',
    "wandb login --relogin",
    'databricks secrets put-secret etl sf_password --string-value "$SF_PASSWORD"',
    "sudo tailscale up --authkey=$TS_AUTHKEY --hostname demo-01",
    'echo -n "$SLACK_SECRET" | circleci context store-secret github acme deploy-prod SLACK_WEBHOOK_SECRET',
    "xcrun altool --upload-app -f build/Field.ipa -u ios-release@acme.dev -p @keychain:AC_PASSWORD",
    // ids, empty values, method names, public keys, dates
    '{"name": "X-Request-Id", "value": "872bea9b-5320-4a58-91f8-acf2e706f1f9"}',
    '{"name": "otp", "value": ""}',
    "[chttpd]\nbind_address = 0.0.0.0",
    "auth_type = scram-sha-256",
    "host    all    all    0.0.0.0/0    scram-sha-256",
    "sf_password    2024-06-01 10:11:02",
    "MAPBOX_PUBLIC_TOKEN=pk.eyJ1IjoiYWNtZSIsImEiOiJjbHc0YnFzZ2cwMDFqMmtvNTBnZGJ3aGRpIn0.SwIzvbyTpxY24ny2Calo_D",
    "const publishableKey = 'pk_test_TYooMQauvdEDq54NiTphI7jx';",
    " ~> AUTH LOGIN\n<~  334 VXNlcm5hbWU6\n ~> YWxlcnRzQGFjbWUuZGV2",
    "encrypt = true",
    'MESSAGE = ("Hello, "\n           "world")',
    "Unseal Progress: 1/3",
    // RFC 4231's test case 1 key, a test vector labelled so
    'RFC4231_KEY = bytes.fromhex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b")',
    "swaks --to oncall@acme.dev --from alerts@acme.dev --server smtp.acme.dev:587 --tls --auth LOGIN --auth-user alerts@acme.dev",
    'FIXTURE = base64.b64decode("aGVsbG8gd29ybGQ=")',
    'payload = base64.b64decode("eyJ1c2VyIjoib3BzIiwicm9sZSI6ImFkbWluIn0=")',
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIUJx3Wq8ZtR2mLb7NcYv4KpF9sHdGaE1uToXiQn5Bk0rU\n-----END CERTIFICATE-----",
  ];

  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("a command that prints one secret (corpus 7)", () => {
  test("terraform output -raw of a password prints the password", () => {
    const spans = printedSecretSpans("cd infra/grafana && terraform output -raw grafana_admin_password", `${PW}\n`);
    expect(spans.map(({ start, end }) => `${PW}\n`.slice(start, end))).toEqual([PW]);
  });

  test("Codex's Output: label before the printed value is no value", () => {
    const output = `Process exited with code 0\nOriginal token count: 25\nOutput:\n${PW}\n`;
    const spans = printedSecretSpans("terraform output -raw grafana_admin_password", output);
    expect(spans.map(({ start, end }) => output.slice(start, end))).toEqual([PW]);
  });

  test("terraform output -raw of another name prints no secret", () => {
    expect(printedSecretSpans("terraform output -raw grafana_url", "https://grafana.acme.dev\n")).toEqual([]);
  });

  test("an env read in a decode call stays whole", () => {
    const line = 'AES_KEY = bytes.fromhex(os.environ["SYNC_AES_KEY_HEX"])';
    expect(redactSecrets(line).text).toBe(line);
  });
});
