/**
 * Session 30, the fourth held-out corpus (85 planted secrets, 38 look-alikes): the positions it found
 * wrong, each a general rule against the real line shape, in plain text and in the JSON a transcript
 * holds it in, with look-alikes beside them that must stay as they are.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_BASH_CALL, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const DJANGO = ["django-insecure-", "k3vq8zr", "(t#mwp+", "x7#41j", "=9hb%cs2"].join("");
const BARE_PAREN = ["p4Lq9", "(Zw#e7", "%rT2"].join("");
const HEX128 = "c0ffee4d".repeat(16);
const BANG = ["Mq8vT3", "xZ7pLw", "!"].join("");

describe("a dotenv value holding a `(` that opens no call is hidden whole", () => {
  const cases: RedactionCase[] = [
    { rule: "env-secret", text: `$ cat .env\nDEBUG=0\nDJANGO_SECRET_KEY=${DJANGO}\nALLOWED_HOSTS=*`, secret: DJANGO },
    { rule: "env-secret", text: `SECRET_KEY=${BARE_PAREN}`, secret: BARE_PAREN },
  ];
  // a call whose argument is a prefixed string (held-out round 6 s05: Django's `help_text.format(f'…')` was read as a secret)
  const lookAlikes = ["DB_PASSWORD = getPassword(env)", "SECRET = resolve(a, b)", "TOKEN=mk(x)", 'password: str = field(default="", repr=False)',
    "password.help_text = password.help_text.format(f'../../{self.instance.pk}/password/')", "token = sign(b'payload')"];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("a placeholder phrase stays, after a token's prefix or not", () => {
  const lookAlikes = [
    "DJANGO_SECRET_KEY=changeme-in-production",
    "STRIPE_WEBHOOK_SECRET=whsec_your-signing-secret-here",
    "API_KEY=replace_me_with_your_key",
  ];
  const cases: RedactionCase[] = [{ rule: "env-secret", text: `DJANGO_SECRET_KEY=${DJANGO}`, secret: DJANGO }];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("a file named for a secret in grep's `path:line:` output is no name: the line's own name is", () => {
  const cases: RedactionCase[] = [
    {
      rule: "env-secret",
      text: `./ruby/config/initializers/secret.rb:1:Rails.application.config.secret_key_base = '${HEX128}'`,
      secret: HEX128,
    },
  ];
  const lookAlikes = ["./config/secrets.yml:12:production: true", "src/token.py:4:import os"];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
  it("leaves the setting's name in place", () => {
    const line = `./ruby/config/initializers/secret.rb:1:Rails.application.config.secret_key_base = '${HEX128}'`;
    expect(redactSecrets(line).text).toContain("secret.rb:1:Rails.application.config.secret_key_base = '[REDACTED:");
  });
});

describe("a value's final `!` is its own in a config line and between its quotes", () => {
  const cases: RedactionCase[] = [
    { rule: "key-assignment", text: `server.ssl.key-store-password=${BANG}\nserver.port=8443`, secret: BANG },
    { rule: "password-flag", text: `keytool -genkeypair -alias app -storepass '${BANG}' -keystore app.p12`, secret: BANG },
  ];
  describeRedaction(cases, ["the password is required!"], IN_BASH_CALL);
  it.each(cases.map((item) => [item.text] as const))("leaves no `!` after the marker in %s", (text) => {
    expect(redactSecrets(text).text).not.toMatch(/\]!/);
  });
  it("still ends a sentence before its full stop", () => {
    expect(redactSecrets(`password=${BANG}.`).text).toMatch(/\]\.$/);
  });
});

describe("an `id=` naming a secret is not one", () => {
  const lookAlikes = [
    "docker build --secret id=pip_index_url,env=PIP_INDEX_URL -t app .",
    "RUN --mount=type=secret,id=pip_index_url PIP_INDEX_URL=$(cat /run/secrets/pip_index_url) pip install -r requirements.txt",
  ];
  const cases: RedactionCase[] = [{ rule: "secret-flag", text: `mytool --secret ${BARE_PAREN.replace(/[(#%]/g, "")}X9`, secret: "p4Lq9Zw" }];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

// Built at run time from parts, as above.
const SESSION = ["4vxkvshru2b9", "m3dwknq1qi9l", "wjnfxn1p"].join("");
const SID = ["s%3A-j6w40pYgTMDMke", "SyRDHrrQEWvDfUHnU.G6jHIrlR3t"].join("");
const APR1 = ["$apr1$", "i0es6ZOt$", "mAnoJaRuCJgFt0JCA3wmAX"].join("");
const BCRYPT = ["$2y$10$", "N9qo8uLOickgx2ZMRZoMye", "IjZAgcfl7p92ldGxad68LJZdL17lhWy"].join("");

describe("a session cookie's value and a password hash are hidden", () => {
  const cases: RedactionCase[] = [
    { rule: "session-cookie", text: `curl https://app.acme.dev/api -H 'Cookie: sessionid=${SESSION}; theme=dark'`, secret: SESSION },
    { rule: "session-cookie", text: `Set-Cookie: PHPSESSID=${SESSION}; path=/; HttpOnly`, secret: SESSION },
    { rule: "session-cookie", text: `#HttpOnly_legacy.acme.dev\tFALSE\t/\tTRUE\t0\tconnect.sid\t${SID}`, secret: SID },
    { rule: "password-hash", text: `$ cat /etc/nginx/.htpasswd\nmetrics:${APR1}`, secret: APR1 },
    { rule: "password-hash", text: `admin:${BCRYPT}`, secret: BCRYPT },
  ];
  const lookAlikes = [
    "Cookie: theme=dark; lang=en",
    "Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "request.session['sessionid'] = new_id",
    "password_hash() returns a string that starts with $2y$ for bcrypt",
    "the price went from $5 to $6 per seat",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

const PDO_PASSWORD = ["L0k9G6KM", "Jc5&uxVrB"].join("");

describe("a PHP connector's password, given by position after two string literals", () => {
  const cases: RedactionCase[] = [
    { rule: "php-connector-password", text: `./php/config.php:4:$db = new PDO('mysql:host=db;dbname=shop', 'shop', '${PDO_PASSWORD}');`, secret: PDO_PASSWORD },
    { rule: "php-connector-password", text: `$link = mysqli_connect("db", "shop", "${PDO_PASSWORD}", "shop");`, secret: PDO_PASSWORD },
  ];
  const lookAlikes = [
    "$db = new PDO($dsn, $user, $password);",
    "$db = new PDO('sqlite:/tmp/app.db');",
    "$db = new PDO('mysql:host=db', 'shop', getenv('DB_PASSWORD'));",
    "$db = new PDO('mysql:host=db', 'shop', '');",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});
