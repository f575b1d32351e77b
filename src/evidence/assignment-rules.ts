/**
 * Secrets recognized by a label that is not a credential name before them: private keys (whole or
 * cut), URLs with credentials, `curl --user user:pw`, .netrc lines and `aws configure set`. What
 * follows a credential name (`KEY=value`, `"password": "…"`, flags, prose) is in name-rules.ts,
 * clients' flags in credential-flags.ts, other password positions in password-rules.ts. The value
 * is guarded (secret-shape.ts) so code such as `password = getPassword()` stays.
 *
 * Every pattern reads raw JSON text as well as plain text: a value never spans a quote or a
 * backslash, so redacting it keeps JSON valid, and `\n` counts as a line break.
 */
import type { Confidence } from "./secret-shape.js";
import { BASE64_LINE, labelRule, NEWLINE, PEM_HEADER_LINE } from "./rule-parts.js";

export interface LabelRule {
  kind: string;
  /**
   * Global; the named group `secret` is what is redacted, else the whole match. Without indices
   * (`d`) the secret must end the match; a pattern whose secret does not asks for them.
   */
  pattern: RegExp;
  /** Guard the value; absent when the shape alone is proof (a private key block). */
  confidence?: Confidence;
  /** The value is a whole string literal: a leading `!`, `&`, `#` or `?` is its own (secret-shape.ts `looksLikeLiteralSecret`). */
  literal?: boolean;
  /** A guard of the rule's own, in place of the confidence's (a config file's value, where member access is no code). */
  guard?: (value: string, next: string, confidence: Confidence) => boolean;
  /** The pattern ends the value where the sentence does: its end is not trimmed of `!` or `?` (prose-positions.ts). */
  wholeValue?: true;
  /**
   * Literals of which every match holds one: a text with none is not scanned (redact.ts, `secretSpans`).
   * A part that opens on a rarer character where there is one (`BEGIN`, `qlplus`): the one scan for them all is faster.
   * Which part was measured (bench/RESULTS.md, Runs 30, 31): `configure set` and `c:oracle:` for `ws configure set `
   * and `jdbc:` took that scan (with the tokens' prefixes) from 42 to 30 ms on a word-rich session's texts (Node 20).
   */
  anchors: readonly string[];
}

/** A value after a label: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE_ESCAPE = "(?:\\\\{1,3})?";
const OPEN_QUOTE = `(?:${QUOTE_ESCAPE}["'\`])?`;
/** A string literal argument, its quotes escaped or not (`'mysql:host=db;dbname=shop'`). */
const STRING_ARG = `${QUOTE_ESCAPE}["'][^"'\\\\\\n]*${QUOTE_ESCAPE}["']`;
const PEM_LABEL = "[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----";
/** A line's number is no base64 line: `cat -n`'s tab (or an editor's arrow) follows it. */
const NOT_LINE_NUMBER = "(?![\\t→]|\\\\{1,2}t)";
/** A key's line indented in a YAML block scalar (`  key: |`), after `cat -n`'s number and tab or not. */
const PEM_INDENT = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→))?[ \\t]*";

const rule = labelRule;

export const LABEL_RULES: readonly LabelRule[] = [
  // a whole or a cut private key block: the body ends at the END line or at the first line that is not base64
  rule(
    "private-key",
    ["BEGIN"],
    `-----BEGIN${PEM_LABEL}(?:${NEWLINE}*${PEM_INDENT}(?:${BASE64_LINE}${NOT_LINE_NUMBER}|${PEM_HEADER_LINE}))*(?:${NEWLINE}*${PEM_INDENT}-----END${PEM_LABEL})?`,
  ),
  // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
  // up to the last `@` before the host: a password may hold an unescaped `@` (`u:p@ss@host`); a reference
  // there (`${DB_PASS}`, `$DB_PASS`, `{{ pass }}`, `%DB_PASS%`, Python's `%(password)s` and `{password}`) is a template's
  // placeholder, not a password, as is a
  // placeholder
  // (`webapp:<password>@`, `user:***@`), or the user's own name (`guest:guest@`: it hides nothing the user does not show);
  // a password may hold a `/` (`redis://:ab/cd9X@host`) up to the first `@`, unless what comes before it is a port's digits
  // (`https://host:8443/users/@me`)
  rule(
    "url-credentials",
    ["://"],
    `://(?<secret>(?<user>[^\\s:/@"'\\\\]*):(?!\\$\\{|\\$[A-Za-z_]|\\{\\{|%[A-Za-z_]|%\\([\\w.-]+\\)[sdr]@|\\{[\\w.]*\\}@|<[^\\s<>@/]*>@|\\*+@|\\k<user>@)(?:[^\\s/"'\\\\]+(?=@)|(?!\\d*[/?#])[^\\s/"'\\\\@]+/[^\\s"'\\\\@]*(?=@[\\w-])))`,
  ),
  // a URL's user-info that is a key, not a name (a Sentry DSN's `https://<32 hex>@o1.ingest.sentry.io/2`): long and random
  rule("url-token-user", ["://"], "://(?<secret>[A-Za-z0-9_-]{20,})(?=@)", "key"),
  // the signature of a signed URL or an Azure SAS token (`?sv=2022-11-02&…&sig=…`), which grants what it signs
  // also S3's and GCS's presigned URLs (`X-Amz-Signature=`, `X-Goog-Signature=`), and CloudFront's and S3 V2's `Signature=`
  // (the STS session token an S3 URL carries, `X-Amz-Security-Token=`, is name-rules.ts's: a token's name)
  rule("url-signature", ["sig=", "Signature="], "[?&;](?:sig|(?:X-(?:Amz|Goog)-)?Signature)=(?<secret>[A-Za-z0-9%+/=_~-]{16,})", "key"),
  rule(
    "basic-auth-user",
    ["curl"],
    `curl[^\\n"]{0,200}?[ \\t](?:-u|--user|--proxy-user)(?:[ \\t]+|=)${OPEN_QUOTE}[^\\s:"'\\\\]*:(?<secret>[^\\s"'\\\\]+)`,
    "labelled",
  ),
  rule("netrc-password", ["login"], `login[ \\t]+[^\\s"\\\\]+(?:[ \\t]+|${NEWLINE}[ \\t]*)password[ \\t]+(?<secret>${VALUE})`, "labelled"),
  rule(
    "aws-configure",
    ["configure set"],
    `aws configure set [\\w.-]*(?:secret|key|token|password)[\\w.-]*[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "labelled",
  ),
  // a session cookie's value, in a `Cookie:`/`Set-Cookie:` header (`sessionid=…; csrftoken=…`, `__Host-session=…`) or a cookie jar's line
  // (`legacy.acme.dev\tFALSE\t/\tTRUE\t0\tconnect.sid\ts%3A…`): whoever holds it is logged in
  rule(
    "session-cookie",
    ["ession", "ESSION", "SESSID", ".sid"],
    `(?:^|[\\s;:"']|\\\\t)(?:__(?:Host|Secure)-session|(?:__(?:Host|Secure)-)?(?:sessionid|session_id|sessid|PHPSESSID|JSESSIONID|connect\\.sid|_session(?:_id)?|[a-z][a-z0-9-]*_session|`
      + "ASP\\.NET_SessionId))"
      + `(?:=|\\t|\\\\t)(?<secret>[^\\s;"'\\\\,]{16,})`,
    "key",
  ),
  // a crypt(3) or htpasswd password hash (`metrics:$apr1$i0es6ZOt$mAno…`, `$2y$10$…`, `{SHA}…=`): crackable offline;
  // also phpass's (WordPress, phpBB: `$P$B…`, `$H$9…`, a count and a salt then 22 characters, 31 in all)
  // the modular crypt format's other ids too: MD5-crypt `$1$`, scrypt-based yescrypt `$y$` and `$gy$`, mosquitto's PBKDF2
  // `$7$`, passlib's `$pbkdf2-sha256$`, `$scrypt$`, argon2's `$argon2i$`, `$argon2d$`; a salt or digest of 8 or more
  // characters in it, so a shell's run of positional parameters (`"$1$2$3$4$5$6$7$8$9$10"`) is none
  rule("password-hash", ["$apr1$", "$2y$", "$2a$", "$2b$", "$1$", "$5$", "$6$", "$7$", "$y$", "$gy$", "$argon2", "$pbkdf2", "$scrypt$", "$P$", "$H$"],
    "(?:(?<![\\w$])|(?<=\\\\[nrt]))(?<secret>\\$(?:(?:apr1|2[aby]|[1567]|g?y|argon2(?:id|i|d)?|pbkdf2(?:-sha\\d+)?|scrypt)\\$(?=[A-Za-z0-9./$=,+-]{0,64}?[A-Za-z0-9./]{8})[A-Za-z0-9./$=,+-]{16,}"
      + "|[PH]\\$[A-Za-z0-9./]{31,}))"),
  // LDAP's and htpasswd's scheme-tagged hashes: `{SHA}`, salted `{SSHA}`, their SHA-2 kinds and `{MD5}`, `{SMD5}`
  rule("password-hash-sha", ["{SHA", "{SSHA", "{MD5}", "{SMD5}"], "\\{(?:S?SHA(?:256|384|512)?|S?MD5)\\}(?<secret>[A-Za-z0-9+/]{20,}={0,2})"),
  // PHP's database connectors take the password by position: `new PDO($dsn, 'user', 'pw')`, `new mysqli('h', 'u', 'pw', 'db')`,
  // `mysqli_connect('h', 'u', 'pw')`: the third argument, when the two before it are string literals
  // a string literal: a leading `!` is the password's (`'!We&XobfE7!ISEq'`)
  {
    ...rule(
      "php-connector-password",
      ["PDO", "mysqli"],
      `(?:new[ \\t]+(?:PDO|mysqli)|mysqli_connect)[ \\t]*\\([ \\t]*(?:${STRING_ARG}[ \\t]*,[ \\t]*){2}${QUOTE_ESCAPE}["'](?<secret>[^\\s"'\\\\]+)`,
      "labelled",
    ),
    literal: true,
  },
];
