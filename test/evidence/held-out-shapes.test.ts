/**
 * Issue #23, session 30: the shapes a held-out corpus (162 planted secrets, 99 look-alikes) found reaching
 * the judge, each as a named rule against the real command or file line it came from, in plain text and in
 * the JSON a transcript holds it in, with the look-alikes beside them that must stay as they are.
 * A value found in one place and hidden everywhere else is seen-secrets.test.ts's; a command's printed
 * secret is printed-secrets.test.ts's.
 */
import { describe } from "vitest";
import { describeRedaction, IN_BASH_CALL, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Tr1cky", "Horse", "93"].join("-");
/** A password with a backslash, and one with a double quote, as the corpus planted them. */
const BACKSLASH_PW = ["Fs", "7kP!q2zR"].join("\\");
const QUOTE_PW = ["wp-Pa", "ss7Kz"].join('"');
const TOKEN = ["9fKq2LmX7vTz4RwB", "8nYc3HdJ6pUe1SaG"].join("");
const HEX = ["0b64d84e3042afec", "95f914500babe8b9"].join("");
const WEBHOOK = ["544732148330203518", ["jNHpbf5JUtpeAQzH6HQiyCa7DIVzxYe7729FHF5vVO6Q8BI1", "X3Cn-nch-knMVKdbTVM"].join("_")].join("/");
const SAS = ["q8Xv3LmN2pR7tK5wYz1Bc4Df6Gh9", "Jk0Ls%2BMn%3D"].join("");
/** base64 of `svc-report:` and a password. */
const BASIC = Buffer.from(`svc-report:${PW}`).toString("base64");

describe("a backslash or a double quote inside a value does not end it", () => {
  const cases: RedactionCase[] = [
    { rule: "smb-password", text: `smbclient //fs01.acme.corp/projects -U 'ACME\\svc-files%${BACKSLASH_PW}' -c 'ls' | head -3`, secret: BACKSLASH_PW },
    { rule: "smb-password", text: `smbclient //fs01/projects -U "ACME\\svc-files%${BACKSLASH_PW}" -c 'ls'`, secret: BACKSLASH_PW },
    { rule: "env-secret", text: `[ldap]\nhost = ldap.acme.corp\npass=${BACKSLASH_PW}\nbase=dc=acme`, secret: BACKSLASH_PW },
    { rule: "env-secret", text: `jdbc:sqlserver://db:1433;user=sa;password=${BACKSLASH_PW};encrypt=true`, secret: BACKSLASH_PW },
    {
      rule: "connection-string-braced",
      text: `"Legacy": "Driver={ODBC Driver 18 for SQL Server};Server=legacy-sql.acme.local;Uid=etl;Pwd={${BACKSLASH_PW}};"`,
      secret: BACKSLASH_PW,
    },
    { rule: "connection-string-braced", text: `Uid=etl;Pwd={${BACKSLASH_PW}};`, secret: BACKSLASH_PW },
    { rule: "secret-in-prose", text: `Move the blog (db: newdb.hostco.net, user wp_blog, password ${QUOTE_PW}). Thanks`, secret: QUOTE_PW },
    { rule: "password-flag", text: `mysql -h newdb.hostco.net -u wp_blog --password='${QUOTE_PW}' -e 'select 1'`, secret: QUOTE_PW },
    { rule: "env-secret", text: `export DB_PASSWORD="${QUOTE_PW.replace('"', '\\"')}"`, secret: QUOTE_PW.replace('"', '\\"') },
  ];
  const lookAlikes = [
    "set DB_PASSWORD_FILE=C:\\secrets\\db.txt",
    'echo "the password \\"reset\\" link works"',
    "PASSWORD_MIN_LENGTH=12\\nnext line",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("shapes of commands that carry a credential", () => {
  const cases: RedactionCase[] = [
    // combined short flags: getopt reads `-su X` as `-s -u X`
    { rule: "curl-user-password", text: `curl -su admin:${PW} https://10.20.4.17:8443/health -k`, secret: PW },
    { rule: "curl-user-password", text: `curl -sSku 'admin:${PW}' https://10.20.4.17:8443/health`, secret: PW },
    // a here-string feeding a command that reads a password on its input
    { rule: "here-string-password", text: `sshpass -p x ssh deploy@10.20.4.17 'sudo -S supervisorctl restart app <<< ${PW}'`, secret: PW },
    { rule: "here-string-password", text: `docker login ghcr.io -u bot --password-stdin <<< "${PW}"`, secret: PW },
    { rule: "here-string-password", text: `sudo chpasswd <<< 'deploy:${PW}'`, secret: PW },
    // printf's argument that fills the format's password
    { rule: "printf-password", text: `printf 'machine 10.20.4.17 login admin password %s\\n' '${PW}' >> ~/.netrc && chmod 600 ~/.netrc`, secret: PW },
    { rule: "printf-password", text: `cd /srv/app\nprintf 'user=%s\\npassword=%s\\n' admin "${PW}" > .env`, secret: PW },
    // poetry's repository credentials by position
    { rule: "poetry-http-basic", text: `cd /testbed && poetry config http-basic.acme deploy ${PW}`, secret: PW },
    { rule: "poetry-pypi-token", text: `poetry config pypi-token.acme ${TOKEN}`, secret: TOKEN },
  ];
  const lookAlikes = [
    "curl -su admin https://10.20.4.17:8443/health",
    'curl -sku "$API_USER:$API_PASS" https://10.20.4.17:8443/health',
    "ls -la /tmp && rm -rf build && tar -xzf app.tgz -C /opt/app",
    'sudo -S true <<< "$SUDO_PASS"',
    'grep -c ERROR <<< "$log_output"',
    "printf 'password=%s\\n' \"$DB_PASSWORD\" > .env",
    "printf '%s\\n' done",
    "poetry config http-basic.acme deploy",
    "poetry config virtualenvs.in-project true",
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

describe("shapes of code, configuration and output lines", () => {
  const cases: RedactionCase[] = [
    // Go's `[]byte("X")` wraps the literal assigned to a secret's name
    { rule: "key-assignment", text: `var jwtKey = []byte("${TOKEN}")`, secret: TOKEN },
    { rule: "env-secret", text: `var jwtSecret = []byte("${PW}")`, secret: PW },
    // Terraform's default under its variable: a diff's hunk header names the block (without it, seen-secrets.test.ts)
    {
      rule: "variable-default",
      text: `@@ -3,4 +3,3 @@ variable "db_password" {\n   type      = string\n-  default   = "${PW}"\n   sensitive = true`,
      secret: PW,
    },
    // provider shapes without a name before them
    { rule: "stripe-webhook-secret", text: `Ready! Your webhook signing secret is\nwhsec_${TOKEN}`, secret: TOKEN },
    { rule: "discord-webhook", text: `$discord = 'https://discord.com/api/webhooks/${WEBHOOK}';`, secret: WEBHOOK },
    {
      rule: "url-signature",
      text: `curl -s 'https://acmeorders.blob.core.windows.net/exports/o.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig=${SAS}' -o /dev/null`,
      secret: SAS,
    },
    { rule: "url-signature", text: `AZURE_STORAGE_SAS_TOKEN="?sv=2022-11-02&ss=b&sp=rl&sig=${SAS}"`, secret: SAS },
    { rule: "basic-credentials", text: `>>> r.request.headers['Proxy-Authorization']\n'Basic ${BASIC}'\nBasic ${BASIC}`, secret: BASIC },
    { rule: "url-token-user", text: `SENTRY_DSN=https://${HEX}@o44102.ingest.sentry.io/4504417`, secret: HEX },
    // prose: a service's user and password joined by a spaced slash
    { rule: "service-credential-pair", text: `Local stack is up: postgres (ledger / ${PW}), redis with requirepass`, secret: PW },
    { rule: "service-credential-pair", text: `Move the blog.\nFTP for uploads: wpdeploy / ${PW}.`, secret: PW },
  ];
  const lookAlikes = [
    'var jwtKey = []byte(os.Getenv("JWT_KEY"))',
    'buf := []byte("hello world, this is a longer literal")',
    "process.env.STRIPE_WEBHOOK_SECRET",
    "whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "POST https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
    'curl "https://acme.blob.core.windows.net/exports/o.csv?$SAS_TOKEN"',
    "Basic usage: agent-verdict verify --transcript t.jsonl",
    "Basic SGVsbG8gV29ybGQgYWdhaW4=",
    "git clone https://git@github.com/acme/app.git && ssh://deploy@10.0.0.5",
    "the branch (main / develop) and postgres (read / write), a ratio (3 / 4)",
    // issue #23's look-alikes: a placeholder, a default, a setting, a path, an error code
    "DATABASE_URL=postgresql+psycopg2://webapp:<password>@pg.internal:5432/webapp",
    "Plain `amqp://guest:guest@localhost:5672//` works; SQLAlchemy prints postgresql://app:***@db/app",
    "+-- password_encryption = scram-sha-256 is set server-side",
    "server.ssl.key-store=classpath:old.jks\nserver.ssl.key-store-password=${KEYSTORE_PASSWORD}",
    "Command: redis-cli -h redis-prod.internal ping\nOutput: AUTH failed: WRONGPASS invalid username-password pair or user is disabled.",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});
