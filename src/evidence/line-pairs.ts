/**
 * Credentials whose meaning a file format gives on another line or by a member's role, not a name right
 * before the value: a HAR's or an API's name/value entries (`{"name": "X-CSRF-Token", "value": "X"}`),
 * Composer's auth.json tokens keyed by host (`"gitlab-token": {"gitlab.acme.dev": "X"}`), Subversion's auth
 * cache (`K 8` / `password` / `V 16` / `X`), CouchDB's `[admins]` section (`admin = X`: the key is a user),
 * PgBouncer's userlist.txt (`"app" "X"`), Dovecot's passwd-file scheme (`ops:{PLAIN}X`), Jetty's
 * obfuscated `OBF:X`, PostgreSQL's SCRAM verifier, `vault operator init`'s unseal keys, a Consul or Nomad
 * gossip key (`encrypt = "<32 bytes>"`), and the password line of an SMTP `AUTH LOGIN` exchange (swaks' trace);
 * a token split by Python's implicit concatenation over two lines is split-literals.ts'.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too (a value never spans a quote or a
 * backslash, `\n` counts as a line break) and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { wholeKey } from "./credential-keys.js";
import { labelRule, LINE_NUMBER, NEWLINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const QUOTE = `(?:\\\\{1,3})?"`;
/** Blanks and line breaks between a JSON member and the next. */
const GAP = `(?:[ \\t]|${NEWLINE})*`;
/**
 * The name of an entry whose value is a credential, the name's last word a password, a token, a secret or an API key
 * (`X-CSRF-Token`, `api_key`): a setting about one (`PASSWORD_HASH_ALGORITHM`, `password_policy`) names none.
 */
const ENTRY_NAME = wholeKey("(?:[Pp]ass(?:word|wd)?|PASS(?:WORD|WD)?|[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Aa]pi[_-]?[Kk]ey|API[_-]?KEY)");
/** A JSON string's body: no quote or backslash. */
const JSON_BODY = "[^\"\\\\]+";
/** A config value: no blank, quote, backslash. */
const CONFIG_VALUE = "[^\\s\"'\\\\]+";
/** A host's name, dotted (`gitlab.acme.dev`): OpenAPI's `"bearer": {"description": …}` keys no host. */
const HOST = "[\\w-]+(?:\\.[\\w-]+)+";
/** The base64 of 32 bytes: a gossip key. */
const KEY_32_BYTES = "[A-Za-z0-9+/]{43}=";
/** Lines of a section read after its header, at most (a CouchDB `[admins]` section holds a few). */
const MAX_SECTION_LINES = 20;
/** A line of an INI section: anything but a line break or a section's `[`. */
const SECTION_LINE = `(?:${NEWLINE}[^\\[\\n\\\\]*)`;

const rule = labelRule;

export const LINE_PAIR_RULES: readonly LabelRule[] = [
  // a HAR's headers, cookies and form params, and any API's name/value list: the value of an entry named as a credential
  rule(
    "name-value-entry",
    ['name":', 'name\\":', 'name\\\\\\":'],
    `${QUOTE}name(?:\\\\|\\\\{3})?":[ \\t]*${QUOTE}${ENTRY_NAME}${QUOTE}[ \\t]*,${GAP}${QUOTE}value${QUOTE}[ \\t]*:[ \\t]*${QUOTE}(?<secret>${JSON_BODY})`,
    "labelled",
  ),
  // Composer's auth.json: `"gitlab-token": {"host": "X"}`, `"github-oauth": {"github.com": "X"}`, `"bearer": {…}`
  rule(
    "host-keyed-token",
    ["-token", "-oauth", "bearer"],
    `(?:gitlab-token|github-oauth|gitlab-oauth|bitbucket-oauth|bearer)${QUOTE}[ \\t]*:[ \\t]*\\{${GAP}${QUOTE}${HOST}${QUOTE}[ \\t]*:[ \\t]*`
      + `${QUOTE}(?<secret>${CONFIG_VALUE})(?=${QUOTE})`,
    "labelled",
  ),
  // Subversion's ~/.subversion/auth/svn.simple/*: a key's length, its name, the value's length, the value
  rule("svn-auth-password", ["K 8"], `K 8${NEWLINE}${LINE_NUMBER}password${NEWLINE}${LINE_NUMBER}V \\d{1,4}${NEWLINE}${LINE_NUMBER}(?<secret>[^\\r\\n\\\\"]+)`, "position"),
  // CouchDB's local.ini: every `user = X` line of the `[admins]` section; opens on the `=`, the section read back
  rule(
    "ini-admins-password",
    ["admins]"],
    `=(?<=\\[admins\\]${SECTION_LINE}{0,${MAX_SECTION_LINES}}${NEWLINE}${LINE_NUMBER}[ \\t]*[\\w.@-]+[ \\t]*=)[ \\t]*(?<secret>${CONFIG_VALUE})`,
    "position",
  ),
  // PgBouncer's userlist.txt: a line of two quoted strings, a user and a password (or its hash); a JSON string may open or end on the
  // line, a file's view number it (review 33, M1);
  // opens on the quote and blank between them, the user read back
  rule(
    "pgbouncer-userlist",
    ['" "', '" \\'],
    `" (?<=(?:^|${NEWLINE}|[:,[][ \\t]*")${LINE_NUMBER}${QUOTE}[\\w.@-]+${QUOTE} )${QUOTE}(?<secret>${JSON_BODY})`
      + `(?=${QUOTE}[ \\t]*(?:$|${NEWLINE}|(?<=\\\\")"))`,
    "labelled",
  ),
  // Dovecot's passwd-file and its auth's schemes: `user:{PLAIN}X::::::`, `{CLEARTEXT}X`
  rule("dovecot-plain-password", ["PLAIN}", "CLEARTEXT}"], `\\{(?:PLAIN|CLEARTEXT)\\}(?<secret>[^\\s:"'\\\\]+)`, "position"),
  // Jetty's `OBF:` obfuscation is reversible by anyone (org.eclipse.jetty.util.security.Password): hidden with its scheme
  rule("jetty-obfuscated", ["OBF:"], "(?<![\\w-])(?<secret>OBF:[a-z0-9]{8,})"),
  // PostgreSQL's stored SCRAM verifier (`pg_authid.rolpassword`, a userlist's hash): crackable offline, as a crypt hash is;
  // hidden whole, its scheme with it
  rule("scram-verifier", ["SCRAM-SHA-256$"], "(?<secret>SCRAM-SHA-256\\$\\d{3,7}:[A-Za-z0-9+/=]{8,}\\$[A-Za-z0-9+/=]{16,}:[A-Za-z0-9+/=]{16,})"),
  // `vault operator init`: "Unseal Key 1: X", "Recovery Key 1: X" (the root token is vault-token's)
  rule("vault-unseal-key", ["Unseal Key", "Recovery Key"], "(?:Unseal|Recovery) Key \\d{1,2}:[ \\t]*(?<secret>[A-Za-z0-9+/]{20,}={0,2})"),
  // Consul's and Nomad's gossip encryption key: `encrypt = "…"` (HCL), `"encrypt": "…"` (JSON), 32 bytes in base64
  // (Consul's `-encrypt=…` flag and unquoted YAML too; `re-encrypt`, `auto_encrypt` are other words)
  rule(
    "gossip-encrypt-key",
    ["encrypt"],
    `encrypt(?<=(?:^|[^\\w.-])(?:--?)?encrypt)${QUOTE}?(?:[ \\t]*[=:][ \\t]*|[ \\t]+)(?:${QUOTE})?(?<secret>${KEY_32_BYTES})(?![A-Za-z0-9+/=])`,
  ),
  // SMTP AUTH LOGIN: the server's `334 UGFzc3dvcmQ6` (base64 "Password:"), then the client's base64 answer on the next line
  rule(
    "smtp-auth-login-password",
    ["UGFzc3dvcmQ6"],
    `334 UGFzc3dvcmQ6[ \\t]*${NEWLINE}[ \\t]*(?:[-~]>|C:)?[ \\t]*(?<secret>[A-Za-z0-9+/]{4,}={0,2})`,
  ),
];
