/**
 * Secrets recognized by their label rather than their shape: `KEY=value`, `"password": "…"`, YAML
 * `password:`, `curl --user user:pw`, URLs with credentials, connection strings, private keys
 * (whole or cut), credential files and prose ("log in with secret X"); password positions (flags,
 * clients, XML, prose) are in password-rules.ts and credential-flags.ts. The value is guarded
 * (secret-shape.ts) so code such as `password = getPassword()` stays.
 *
 * Every pattern reads raw JSON text as well as plain text: a value never spans a quote or a
 * backslash, so redacting it keeps JSON valid, and `\n` counts as a line break.
 */
import type { Confidence } from "./secret-shape.js";

export interface LabelRule {
  kind: string;
  /** Global, with indices (`d`); the named group `secret` is what is redacted, else the whole match. */
  pattern: RegExp;
  /** Guard the value; absent when the shape alone is proof (a private key block). */
  confidence?: Confidence;
}

/** A value after a label: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE_ESCAPE = "(?:\\\\{1,3})?";
const OPEN_QUOTE = `(?:${QUOTE_ESCAPE}["'\`])?`;
/** The separator of an assignment in env files, YAML, JSON, TOML, INI, connection strings and flags. */
const SEPARATOR = `(?:${QUOTE_ESCAPE}["'])?[ \\t]*(?::=|=>|=|:)[ \\t]*${OPEN_QUOTE}`;
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** Spelled out in the cases names use: a case-insensitive scan is ten times slower on large text. */
const STRONG_NAMES = [
  "[Pp]ass(?:word|wd|phrase)",
  "PASS(?:WORD|WD|PHRASE)",
  "[Pp]ass(?![a-z])",
  "PASS(?![A-Z])",
  "[Pp]wd(?![a-z])",
  "PWD(?![A-Z])",
  "[Ss]ecret",
  "SECRET",
  "[Tt]oken",
  "TOKEN",
  "[Aa]uth(?![a-z])",
  "AUTH(?![A-Z])",
  "[Cc]redentials?",
  "CREDENTIALS?",
].join("|");
/** `API_KEY`, `api-key`, `AccountKey`, `secret_key`: a key named as such, never the bare word `key`. */
const KEY_NAMES = "[Aa]pi[_-]?[Kk]ey|API[_-]?KEY|KEY(?<=(?:^|[^A-Za-z])KEY)|[_.-]key|Key(?<=[a-z]Key)";
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
const BASE64_LINE = "[A-Za-z0-9+/=]+";
const PEM_HEADER_LINE = "[A-Za-z-]+:[^\\n\\\\\"]*";
const PEM_LABEL = "[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----";

const rule = (kind: string, source: string, confidence?: Confidence): LabelRule => ({
  kind,
  pattern: new RegExp(source, "gd"),
  ...(confidence ? { confidence } : {}),
});

export const LABEL_RULES: readonly LabelRule[] = [
  // a whole or a cut private key block: the body ends at the END line or at the first line that is not base64
  rule(
    "private-key",
    `-----BEGIN${PEM_LABEL}(?:${NEWLINE}*(?:${BASE64_LINE}|${PEM_HEADER_LINE}))*(?:${NEWLINE}*-----END${PEM_LABEL})?`,
  ),
  rule("env-secret", `(?:${STRONG_NAMES})${NAME_REST}${SEPARATOR}(?<secret>${VALUE})`, "labelled"),
  rule("key-assignment", `(?:${KEY_NAMES})${NAME_REST}${SEPARATOR}(?<secret>${VALUE})`, "key"),
  // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
  // up to the last `@` before the host: a password may hold an unescaped `@` (`u:p@ss@host`)
  rule("url-credentials", `://(?<secret>[^\\s:/@"'\\\\]*:[^\\s/"'\\\\]+)(?=@)`),
  rule(
    "basic-auth-user",
    `curl[^\\n"]{0,200}?[ \\t](?:-u|--user)(?:[ \\t]+|=)${OPEN_QUOTE}[^\\s:"'\\\\]*:(?<secret>[^\\s"'\\\\]+)`,
    "labelled",
  ),
  rule("netrc-password", `login[ \\t]+[^\\s"\\\\]+(?:[ \\t]+|${NEWLINE}[ \\t]*)password[ \\t]+(?<secret>${VALUE})`, "labelled"),
  rule(
    "aws-configure",
    `aws configure set [\\w.-]*(?:secret|key|token|password)[\\w.-]*[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "labelled",
  ),
  // prose: "log in with secret X", "the password is X", "AWS secret key X"; the value must look random
  rule(
    "secret-in-prose",
    `(?:[Pp]assword|[Pp]assphrase|[Ss]ecret|[Tt]oken|[Kk]ey|[Cc]redentials?)(?:[ \\t]+(?:is|was|of|to|for|are))?[ \\t]*[:=]?[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "prose",
  ),
];
