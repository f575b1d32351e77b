/**
 * The sixth held-out corpus (106 planted secrets, 51 look-alikes): each shape that reached the judge as a
 * rule about what its position means, against the real command, file or config line, in plain text and in
 * the JSON a transcript holds it in; and look-alikes of each position that must stay as they are.
 */
import { Buffer } from "node:buffer";
import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { encodedCredentialSpan } from "../../src/evidence/key-objects.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["%0TWlXW9g", "_y9nO7aFA"].join("");
const HASH_PW = ["#lZ#sF5DA", "3nVRSWjrq"].join("");
const MARK_PW = ["zPp#WhJc", "RuDXex2r"].join("");
const B64URL = ["f89_Ry3sD-3RCMi3D7mjJNJ", "C7H4raC9CqSA7q80QWt9"].join("");
const HEX32 = ["ffe86fe3c831879f", "8ce2c012c504875f"].join("");
const PLAIN = ["RAgFV2V2q", "kW3X%"].join("");
const MOSQUITTO = ["$7$101$vMPVj65x+d9COYxX$wYFwIE/xTKJXAgDFTwQZt+bMh75TNfpIUUHjc5EQlLk+", "cATEV5//YIWO3TGxjE5i0kI/7w/SP+y7XK7mMBjU9N=="].join("");
const YESCRYPT = ["$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.", "9agCG9G317fhZg9SqC.5i5rd.RhAtQ7"].join("");
const PBKDF2 = ["$pbkdf2-sha256$29000$N2bMWQsBQGjN$", "1dWmuxx7AY7Uw8qK4T9E3pGBm/kJ5GwBaLpyHiA"].join("");
const PASSPHRASE = ["t9it5 tl9vdi6", "ivnvjl dokm"].join(" ");
const BUNDLE = ["7b2f5230", "457ce965"].join(":");
const JWK_D = ["_KJ-TTVu9sT6yaZ54WT6d", "LGc1LE-5xzHphQCYr-1Tzm"].join("");
const PPK = ["AAAAIUx/X+lQR9CSeNiFti", "iJE9WK5DBaZbmgddIEnSmc"].join("");
const PPK_MAC = ["bb3c11de880e3821b5fe70e654dc97d8", "3ff74f2a2a82e87eec2e2ff01402d180"].join("");
const PEM_LINE = ["IJcId5V4iZC16OuX6dfDsP6lz1Ni1CVx", "L6mwnmUPsL8U9BtRc8t+89eCsi4NNQ7k"].join("");
const AIRTABLE = ["patLO5scWYrHX2P24.", "e5f5b6ea23a1818852d5bbf92f0261e7", "f883ec575a1719b038359cde4a16bace"].join("");
const DOCKER_CONFIG = Buffer.from(JSON.stringify({ auths: { "ghcr.io": { username: "acme-bot", password: ["oFVtYyu14gWN", "lEqPCS1zvtUD"].join("") } } }))
  .toString("base64");

describe("credentials by the position a config's, a client's or prose's syntax gives them", () => {
  const cases: RedactionCase[] = [
    // knexfile.js: a credential key mid-object, its string literal opening on `%`; Ruby's keyword argument last before `)`
    { rule: "credential-literal-mark", text: `connection: { host: 'pg.internal', user: 'sync', password: '${PW}', database: 'sync' },`, secret: PW },
    { rule: "credential-literal-mark", text: `establish_connection(adapter: "mysql2", username: "api", password: "${PW}")`, secret: PW },
    // Terraform: the credential's name is the block's label, the value `default`'s on a later line
    {
      rule: "credential-literal-mark",
      text: `variable "admin_password" {\n  type      = string\n  sensitive = true\n  default   = "${HASH_PW}"\n}`,
      secret: HASH_PW,
    },
    // mosquitto_passwd's PBKDF2 line, yescrypt in /etc/shadow, passlib's pbkdf2
    { rule: "password-hash", text: `sensor-gw:${MOSQUITTO}`, secret: MOSQUITTO },
    { rule: "password-hash", text: `deploy:${YESCRYPT}:19800:0:99999:7:::`, secret: YESCRYPT },
    { rule: "password-hash", text: `hashed_password = "${PBKDF2}"`, secret: PBKDF2 },
    // paho-mqtt's positional user and password
    { rule: "password-call-pair", text: `gateway/publish.py:11:client.username_pw_set("sensor-gw", "${MARK_PW}")`, secret: MARK_PW },
    // `kubectl get secret -o yaml` of a kubernetes.io/dockerconfigjson Secret
    { rule: "encoded-credentials", text: `data:\n  .dockerconfigjson: ${DOCKER_CONFIG}\nkind: Secret`, secret: DOCKER_CONFIG },
    // curl -v's response header, a `__Host-` session cookie; the attributes stay
    { rule: "session-cookie", text: `< set-cookie: __Host-bp_session=${B64URL}; Path=/; Secure; HttpOnly`, secret: B64URL },
    // an env prefix whose passphrase has spaces
    { rule: "env-secret", text: `BORG_PASSPHRASE='${PASSPHRASE}' borg create --stats ssh://borg@backup/./repo::x /secure`, secret: PASSPHRASE },
    // Bundler's per-host credentials as a Dockerfile ARG
    { rule: "bundler-host-credentials", text: `ARG BUNDLE_GEMS__CONTRIBSYS__COM=${BUNDLE}`, secret: BUNDLE },
    // a JWKS file's private `d`
    {
      rule: "jwk-private-member",
      text: `{"keys":[{"kty":"EC","crv":"P-256","x":"T_kSM0r8WR3FYwJhQdT5_oNxxYAnaOSACeDhhh2IVNM","d":"${JWK_D}"}]}`,
      secret: JWK_D,
    },
    // PuTTY's .ppk v3, unencrypted
    {
      rule: "putty-private-lines",
      text: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAINhF\nPrivate-Lines: 1\n${PPK}\nPrivate-MAC: ${PPK_MAC}`,
      secret: PPK,
    },
    { rule: "putty-private-mac", text: `Private-Lines: 1\n${PPK}\nPrivate-MAC: ${PPK_MAC}`, secret: PPK_MAC },
    // a PKCS#8 key indented in a YAML block scalar, printed by `cat -n`: every body line and the END line
    {
      rule: "private-key",
      text: `     9\t  key: |\n    10\t    -----BEGIN PRIVATE KEY-----\n    11\t    ${PEM_LINE}\n    12\t    ${PEM_LINE}\n    13\t    -----END PRIVATE KEY-----`,
      secret: PEM_LINE,
    },
    // Apache's mod_authnz_ldap directive; Apache's and nginx's header directives; HAProxy's userlist
    { rule: "config-directive-credential", text: `<Location />\n    AuthLDAPBindPassword "${MARK_PW}"\n</Location>`, secret: MARK_PW },
    { rule: "header-directive", text: `  RequestHeader set Authorization "Bearer ${B64URL}"`, secret: B64URL },
    { rule: "header-directive", text: `    proxy_set_header X-Upstream-Token "${HEX32}";`, secret: HEX32 },
    { rule: "joined-password-keyword", text: `userlist admins\n    user admin insecure-password ${PLAIN}`, secret: PLAIN },
    // etcdctl's `--user name:password`
    { rule: "user-flag-password", text: `etcdctl --endpoints=https://etcd1:2379 --user root:${PLAIN} endpoint health`, secret: PLAIN },
    // prose: `pw:`, Spanish and German words for the password, a dash for the colon
    { rule: "pw-abbreviation", text: `basic auth for the sandbox UI is user \`acme-sandbox\`, pw: ${MARK_PW}; thanks`, secret: MARK_PW },
    { rule: "password-word-other-language", text: `contraseña del usuario de pruebas: ${MARK_PW}.`, secret: MARK_PW },
    { rule: "password-word-other-language", text: `Passwort für den Testnutzer qa@acme.dev: ${MARK_PW}`, secret: MARK_PW },
    { rule: "password-word-dash", text: `Passphrase for the test signing key — ${HEX32} (don't share).`, secret: HEX32 },
    // a `_PAT` name, and Airtable's personal access token by its own shape (gitleaks)
    { rule: "personal-access-token-name", text: `GITHUB_PAT=${MARK_PW}`, secret: MARK_PW },
    { rule: "airtable-personnal-access-token", text: `export TOKEN=${AIRTABLE}`, secret: AIRTABLE },
  ];
  const lookAlikes = [
    // references, formats and templates where a literal would stand
    "password: '%(pw)s'", "password: '%DB_PASSWORD%'", "password: \"#{db_password}\"", "password: '%s'",
    "      MasterUserPassword: '{{resolve:secretsmanager:prod/payments/db:SecretString:password}}'",
    'FAKE_API_KEY = "fake-key-for-unit-tests"  # dummy fixture, not a real key',
    // Symfony's references, a strftime format, a colour (the review's look-alikes)
    "    secret: '%env(APP_SECRET)%'", "password: '%env(resolve:DB_PASS)%'", "token_format: '%Y-%m-%dT%H:%M:%SZ'", "secret_color: '#FF5733'",
    // directives that read a secret from elsewhere, or hold no secret
    "    AuthLDAPBindPassword ${LDAP_BIND_PW}", "proxy_set_header Authorization $http_authorization;",
    'RequestHeader set X-Api-Key "${API_KEY}"', "password_file /etc/mosquitto/passwd", "requirepass foobared",
    // a user and a group, not a password; a reset link in prose; cookie attributes
    "docker run --user 1000:1000 app", "docker exec --user postgres:postgres db psql", "see the forgot_password page for details",
    "Set-Cookie: theme=dark; Path=/; SameSite=Lax",
    // public key material: a JWK's public members, a certificate indented in YAML, PuTTY's public lines
    '{"kty":"EC","crv":"P-256","x":"T_kSM0r8WR3FYwJhQdT5_oNxxYAnaOSACeDhhh2IVNM","y":"Y_wS0HBJ1qStRU8SIRzo8KapfpndA986AhA3Mi7UfzI"}',
    "  crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIDdzCCAl+gAwIBAgIU8e8ZqxSE14W5Y1WDw70w\n    -----END CERTIFICATE-----",
    "Public-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAINhFund5VSs2S6xMjo",
    // prose after a password's word that holds no value; a JWT header's base64 alone; a path under _PATH
    "the password reset — see the docs", "Passwort ändern — hier klicken", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 is the header",
    "LD_LIBRARY_PATH=/usr/local/lib64/openssl3", "BUNDLE_BUILD__NOKOGIRI=--use-system-libraries",
    // a shell's run of positional parameters is no crypt hash (the review's look-alike)
    'echo "$1$2$3$4$5$6$7$8$9${10}${11}" >> args.log', 'printf "%s" "$1$2$3$4$5$6$7$8$9$1$2$3$4$5$6"',
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);

  test("a placeholder phrase that says it is not real stays; a plain-words secret still gets its own marker", () => {
    expect(redactSecrets("API_KEY = 'sample-token-for-the-docs'").count).toBe(0);
    expect(redactSecrets("DB_PASSWORD='correct horse battery staple'").text).toBe("DB_PASSWORD='[REDACTED:plain-words]'");
  });
});

describe("the encoded and JWK finders read around their anchors only", () => {
  test("a base64 run of JSON is read from where the run begins, never again from an `eyJ` inside it", () => {
    // the review's case: the base64 of a JSON array, each inner `eyJ` scanned to the run's end again (quadratic)
    const inner = Buffer.from(JSON.stringify({ username: "deploy-bot", password: "s3cr3t-Value-9-long-enough" })).toString("base64");
    const run = `QUJD${inner}`;
    expect(encodedCredentialSpan(run, run.indexOf("eyJ"))).toBeNull();
    expect(encodedCredentialSpan(` ${inner}`, 1)).toMatchObject({ start: 1, kind: "encoded-credentials" });
  });

  test("an `author` member is no credential's", () => {
    const encoded = Buffer.from(JSON.stringify({ author: "Jane Doe", title: "A book about tokens" })).toString("base64");
    expect(redactSecrets(`payload: ${encoded}`).text).toBe(`payload: ${encoded}`);
  });
});
