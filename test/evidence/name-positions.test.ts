/**
 * Secrets after a credential's name in the positions session 28 added (name-rules.ts, name-values.ts):
 * a call's arguments, a setter, an env read's literal fallback, a wrapped literal, a Terraform default,
 * Make's `?=`, an argv array's flag, prose that describes the secret before a colon; and the ends
 * of values (`&` in an unquoted value, a quoted passphrase of words, openssl's quoted `pass:`). Each
 * against a real command or file shape, in plain text and in a tool call's JSON, and the look-alikes
 * beside each that must stay.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Kq7#vT2", "mZx9"].join("");
const KEY = ["c3f1e9a7", "4b2d8c6e0f1a"].join("");
const SHORT_KEY = ["Tg4wQ", "8zLmP"].join("");
const AMPERSAND = ["Hb5", "&", "kW9pLz"].join("");
const DOTTED = ["ab12cd", ".ef34gh56", ".ij78kl"].join("");
const PHRASE = ["amber", "lantern", "1987"].join(" ");
const PHRASE_2 = ["blue", "Whale", "7", "sun"].join(" ");
const PROSE_PW = ["Sc5#r", "T9tQz"].join("");

const CASES: RedactionCase[] = [
  // a call whose first argument names the credential and whose second is its literal
  { rule: "credential-argument", text: `os.environ.setdefault("DJANGO_SECRET_KEY", "${PW}")`, secret: PW },
  { rule: "credential-argument", text: `JWT_SECRET = os.getenv("JWT_SECRET", "${PW}")`, secret: PW },
  { rule: "credential-argument", text: `System.setProperty("javax.net.ssl.keyStorePassword", "${PW}");`, secret: PW },
  { rule: "credential-argument", text: `await page.fill('#password', '${PW}');`, secret: PW },
  // a flag and its value as an argv array's items (compose `command:`, a pod's `args:`)
  { rule: "password-flag", text: `    command: ["redis-server", "--appendonly", "yes", "--requirepass", "${PW}"]`, secret: PW },
  { rule: "secret-flag", text: `        args: ["--token", "${KEY}", "--port", "8080"]`, secret: KEY },
  // a literal fallback of a credential read from the environment
  { rule: "credential-fallback", text: `const secret = process.env.SESSION_SECRET || '${PW}';`, secret: PW },
  { rule: "credential-fallback", text: `const db = process.env["DB_PASSWORD"] ?? "${PW}";`, secret: PW },
  { rule: "credential-fallback", text: `api_key = os.environ.get("OPENAI_API_KEY") or "${KEY}"`, secret: KEY },
  // a setter or a builder's method named for the credential
  { rule: "credential-setter", text: `        dataSource.setPassword("${PW}");`, secret: PW },
  { rule: "credential-setter", text: `admin.set_password("${PW}")\nadmin.save()`, secret: PW },
  { rule: "credential-setter", text: `Client client = Client.builder().apiKey("${KEY}").build();`, secret: KEY },
  // literals wrapped where they are assigned
  { rule: "env-secret", text: `let password = String::from("${PW}");`, secret: PW },
  { rule: "env-secret", text: `    password: Some("${PW}".into()),`, secret: PW },
  { rule: "env-secret", text: `string adminPassword = @"${PW}";`, secret: PW },
  { rule: "env-secret", text: `settings = Settings(token=SecretStr("${KEY}"))`, secret: KEY },
  // Terraform's variable default, Make's conditional assignment
  { rule: "variable-default", text: `variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${PW}"\n}`, secret: PW },
  { rule: "env-secret", text: `DB_PASS ?= ${PW}\nmigrate:\n\t./migrate --password $(DB_PASS)`, secret: PW },
  // where a value ends: past a `&` in a .env value, a dotted token, a short key named an API key, openssl's quoted pass:
  { rule: "env-secret", text: `DB_HOST=db.internal\nDB_PASSWORD=${AMPERSAND}\nDB_PORT=5432`, secret: AMPERSAND },
  { rule: "env-secret", text: `export API_TOKEN=${DOTTED}`, secret: DOTTED },
  { rule: "key-assignment", text: `export API_KEY='${SHORT_KEY}'`, secret: SHORT_KEY },
  { rule: "openssl-pass-arg", text: `openssl rsa -in enc.key -out plain.key -passin 'pass:${AMPERSAND}'`, secret: AMPERSAND },
  { rule: "connection-string-braced", text: `Driver={ODBC Driver 18};Server=db;Uid=app;Pwd={Zx8;${PW}};`, secret: `Zx8;${PW}` },
  // a passphrase of words, quoted under a password's name or after "passphrase" to the line's end
  { rule: "env-secret", text: `deploy_user: ci\nssh_key_passphrase: '${PHRASE}'`, secret: PHRASE },
  { rule: "env-secret", text: `{"username": "svc", "password": "${PHRASE_2}"}`, secret: PHRASE_2 },
  { rule: "secret-in-prose", text: `Passphrase for the backup key: ${PHRASE}`, secret: PHRASE },
  // prose that describes the secret before a colon
  { rule: "secret-in-prose", text: `Here's the secret you need: ${PROSE_PW} (paste it into the webhook settings)`, secret: PROSE_PW },
  { rule: "secret-in-prose", text: `Generated password for user 'grafana': ${PROSE_PW}`, secret: PROSE_PW },
  { rule: "secret-in-prose", text: `Here is the new password for the admin account:\n\n    ${PROSE_PW}\n\nStore it somewhere safe.`, secret: PROSE_PW },
];

const LOOK_ALIKES: readonly string[] = [
  // calls: a keyword argument, an empty or a variable default, a translation
  'parser.add_argument("--password", help="database password (prompted if omitted)")',
  'parser.add_argument("--token", default=None, help="API token")',
  'DB_PASSWORD = os.getenv("DB_PASSWORD", "")',
  'SECRET_KEY = os.environ.get("SECRET_KEY", default_secret_key)',
  'label = t("password", "Passwort")',
  // fallbacks and setters of variables
  "const secret = process.env.SESSION_SECRET || defaultSecret;",
  "const token = process.env.GITHUB_TOKEN ?? '';",
  "user.set_password(raw_password)",
  "dataSource.setPassword(config.getPassword());",
  "let password = String::from(input.trim());",
  'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
  "DB_PASS ?= $(shell cat .secrets/db)",
  // messages under a password's name, and a query's next parameter after a `&`
  '{"password": "Enter your password"}',
  'password_hint = "Use three words you will remember"',
  '"passphrase": "Choose a passphrase of four words or more"',
  "curl 'https://api.example.com/v1/items?token=abc&limit=10&offset=20'",
  // prose with a credential's name before a colon that holds no secret
  "Token usage: input 1234, output 567",
  "password reset link: https://example.com/reset",
  "Secret scanning alerts: 3 open, 1 dismissed",
  "the secret manager console: https://console.aws.amazon.com/secretsmanager/home",
  // values that are not secrets under credentials' names
  "OAUTH_REDIRECT_URI=https://portal.example.com/oauth/callback",
  "AUTH_CALLBACK_URL=https://portal.example.com/auth/callback",
  "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
  "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX",
  'secret_id = "prod/orders/db-password"',
  "vault kv get -field=password secret/data/app/db",
  "DB_SECRET_ARN=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
  "INFO  auth.hashers: password_hash_iterations=260000 algorithm=pbkdf2_sha256",
  "token = settings.oauth2.client_secret",
  "GPG_KEY=A035C8C19219BA821ECEA86B64E628F8D684696D",
  "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
  "DATABASE_URL=postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:5432/app",
];

describeRedaction(CASES, LOOK_ALIKES, IN_TOOL_RESULT);

describe("a URL's user-info is hidden up to its `@`, the host and path kept", () => {
  it.each([
    `pip install --extra-index-url=https://__token__:${KEY}@gitlab.example.com/api/v4/projects/42/packages/pypi/simple pkg`,
    `origin\thttps://oauth2:${KEY}@gitlab.example.com/group/proj.git (fetch)`,
  ])("%s", (line) => {
    const { text } = redactSecrets(line);
    expect(text).not.toContain(KEY);
    expect(text).toContain("@gitlab.example.com/");
  });
});
