/**
 * Passwords recognized by where they stand, since they have no format of their own: after a
 * password flag, under a password-like name in a syntax the generic `NAME=value` form misses (a
 * name then a `value`, an XML element, PHP's define, a credential tuple), inside a connection
 * string, and in prose ("the password is …"). Each rule is one position; the value is guarded
 * (secret-shape.ts) so placeholders, references and code that reads a secret stay.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too: a value never spans a quote or a
 * backslash. Each pattern opens on a literal (`-`, `<`, `@`, a keyword) so that V8 skips ahead to it.
 */
import type { LabelRule } from "./assignment-rules.js";
import type { Confidence } from "./secret-shape.js";

/** A value: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = `(?:(?:\\\\{1,3})?["'\`])?`;
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** Names that mean a password, in the cases names are written (a case-insensitive scan is slower). */
const PASSWORD_NAMES = "[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD";
/** Names that mean a secret of any kind. */
const SECRET_NAMES = `${PASSWORD_NAMES}|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Cc]redentials?|CREDENTIALS?|[Aa]pi[_-]?[Kk]ey|API[_-]?KEY`;
/** A flag's words before its keyword: `--db-`, `--http-`, `-store` (keytool's `-storepass`). */
const FLAG_HEAD = "-(?<=(?:^|[\\s\"'=])-)-?(?:[A-Za-z0-9]+[-_])*[A-Za-z]*";

const rule = (kind: string, source: string, confidence: Confidence): LabelRule => ({ kind, pattern: new RegExp(source, "gd"), confidence });

export const PASSWORD_RULES: readonly LabelRule[] = [
  // `--password X`, `--db-password=X`, `-storepass X`, `--passphrase X`: the flag's value is the password
  rule("password-flag", `${FLAG_HEAD}(?:${PASSWORD_NAMES})(?:[ \\t]+|=)${OPEN_QUOTE}(?<secret>${VALUE})`, "position"),
  // `--token X`, `--client-secret X`, `--api-key X`: the value must look like a secret
  rule("secret-flag", `${FLAG_HEAD}(?:[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Aa]pi-?[Kk]ey|API-?KEY)[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "labelled"),
  // openssl's `-passin pass:X`, `-passout pass:X`, `-pass pass:X`
  rule("openssl-pass-arg", `pass:(?<=(?:^|[\\s"'])pass:)(?<secret>${VALUE})`, "position"),
  // Kubernetes and compose env lists (`- name: DB_PASSWORD` then `value: X`), XML settings
  // (`<add key="DbPassword" value="X"/>`, `<property name="password" value="X"/>`)
  rule(
    "name-then-value",
    `(?:${SECRET_NAMES})${NAME_REST}(?:${QUOTE})?(?:[ \\t]|${NEWLINE})+[ \\t-]*(?:value|Value|VALUE)(?:${QUOTE})?[ \\t]*[:=][ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`,
    "labelled",
  ),
  // `<password>X</password>`, `<db:Password>X</db:Password>` (Maven settings, Spring XML, .NET config)
  rule("xml-password-element", `<(?:[\\w.-]+:)?[\\w.-]{0,24}?(?:${SECRET_NAMES})${NAME_REST}>(?<secret>[^<\\s"'\\\\]+)</`, "labelled"),
  // PHP `define('DB_PASSWORD', 'X');`
  rule("php-define", `define\\([ \\t]*${QUOTE}[\\w.-]*(?:${SECRET_NAMES})[\\w.-]*${QUOTE}[ \\t]*,[ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`, "labelled"),
  // requests' `auth=("user", "X")`, `HTTPBasicAuth("user", "X")`, `credentials = ('user', 'X')`, `login("user", "X")`
  rule(
    "credential-tuple",
    `(?:[Aa]uth|AUTH|[Cc]redentials?|CREDENTIALS?|[Ll]ogin)[ \\t]*=?[ \\t]*[(\\[][ \\t]*${QUOTE}[^"'\\\\,()]{1,64}${QUOTE}[ \\t]*,[ \\t]*${QUOTE}(?<secret>${VALUE})${QUOTE}`,
    "labelled",
  ),
  // ODBC and ADO.NET values in braces may hold `;`: `PWD={p;w}`, `Password={…}`
  rule("connection-string-braced", `(?:[Pp]ass(?:word)?|PASSWORD|[Pp]wd|PWD)[ \\t]*=[ \\t]*\\{(?<secret>[^}"'\\\\]+)\\}`, "position"),
  // Go's MySQL DSN has no scheme: `user:X@tcp(host:3306)/db`, `user:X@unix(/tmp/sock)/db`
  rule("dsn-user-password", `@(?<=[\\w.-]:(?<secret>[^\\s:@/"'\\\\]{1,128})@)(?:tcp|unix)\\(`, "position"),
  // Oracle logons `user/X@db`: sqlplus, Data Pump, SQL*Loader, and the JDBC thin and OCI URLs
  rule(
    "oracle-logon",
    `(?:sqlplus|expdp|impdp|sqlldr|jdbc:oracle:(?:thin|oci)):?[ \\t]*(?:-[A-Za-z]+[ \\t]+)*${OPEN_QUOTE}[\\w$#.]+/(?<secret>[^\\s@/"'\\\\]+)@`,
    "position",
  ),
  // prose: "the password is X", "Password: X", "the password for the admin account was X"
  rule(
    "password-in-prose",
    `(?:[Pp]ass(?:word|phrase)|PASSWORD)s?(?:[ \\t]+(?:for|of)(?:[ \\t]+[^\\s.,;:"'\\\\]+){1,4}?)?(?:[ \\t]+(?:is|was|will be)(?:[ \\t]+(?:now|still))?[ \\t]*:?|[ \\t]*[:=])[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "labelled",
  ),
];
