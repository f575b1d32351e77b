/**
 * Credentials known by a configuration file's or a client's syntax rather than by `NAME=value`: a server
 * directive whose name holds a password's word (Apache's `AuthLDAPBindPassword "X"`), a header set by a
 * directive (`RequestHeader set Authorization "Bearer X"`, nginx's `proxy_set_header X-Api-Token "X";`),
 * a keyword joined to `password` (HAProxy's `user admin insecure-password X`), a client's user flag given
 * `name:password` (`etcdctl --user root:X`, `skopeo --creds u:X`), Bundler's per-host credentials
 * (`BUNDLE_GEMS__EXAMPLE__COM=user:X`), a `_PAT` name (a personal access token), a call named for a
 * password taking a user and a password (`client.username_pw_set("u", "X")`), a quoted credential value
 * that opens on `%` or `#` (`password: '%0TW…'`), and PuTTY's `.ppk` private lines and MAC.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too (a value never spans a quote or a
 * backslash, `\n` counts as a line break), and each opens on a literal whose first character another
 * anchor opens on (redact.ts, `LITERALS`); where the literal is not the match's start, a look-behind reads back.
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A value after a keyword: stops at white space, quotes, backslashes and the punctuation around values. */
const VALUE = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** A line's start as a tool prints it: raw or escaped, after `cat -n`'s number and tab, a diff's `-`/`+`. */
const LINE_START = `(?:^|${NEWLINE}|"|\\t|\\\\t|→)[-+]?[ \\t]*`;
/** The value is all that is left of the line: a closing quote, a `;`, then the line's or the JSON string's end. */
const LINE_END = `(?=(?:${QUOTE})?[ \\t]*;?[ \\t]*(?:[\\r\\n"\\\\]|$))`;
/** A credential's word in a header's name (`Authorization`, `X-Upstream-Token`, `X-Api-Key`, `X-Auth-Secret`). */
const HEADER_NAME = "[\\w-]*(?:[Aa]uthorization|[Tt]oken|TOKEN|[Kk]ey|KEY|[Ss]ecret|SECRET|[Pp]assword|PASSWORD)[\\w-]*";
/** A header value's scheme word before the credential (`Bearer`, `Basic`, `Token`, `SSWS`). */
const SCHEME = "(?:[A-Z][A-Za-z-]{1,20}[ \\t]+)?";
/** A credential's word in a name (`db_password`, `MasterUserPassword`, `API_TOKEN`, `client_secret`). */
const NAME_WORD = "(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_?KEY)";
/** A string literal argument, its quotes escaped or not. */
const STRING_ARG = `${QUOTE}[^"'\\\\\\n]{1,64}${QUOTE}`;
/** The longest block a Terraform variable's default is looked for in. */
const MAX_BLOCK_CHARS = 300;
/** A line of a key's base64 body, whole (PuTTY's 64-column lines and the shorter last one). */
const KEY_LINE = `[A-Za-z0-9+/=]{4,}(?=[ \\t]*(?:${NEWLINE}|$|"))`;

const rule = labelRule;

export const DIRECTIVE_RULES: readonly LabelRule[] = [
  // a directive at a line's start whose name ends in a credential's word, then its value alone (Apache's
  // `AuthLDAPBindPassword "X"`, `ProxyRemotePassword X`); CamelCase only: lower-case `requirepass foobared` is the
  // stock redis.conf's documented example, and a name scan reads `password X` in prose
  rule(
    "config-directive-credential",
    ["Password ", "Passwd ", "Secret ", "Token "],
    `(?:Password|Passwd|Secret|Token)(?<=${LINE_START}[A-Z][A-Za-z]*(?:Password|Passwd|Secret|Token))[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})${LINE_END}`,
    "labelled",
  ),
  // a header set by a server's directive, its name and value apart by blanks: Apache's `RequestHeader set Authorization
  // "Bearer X"`, `Header set X-Api-Key X`, nginx's `proxy_set_header X-Upstream-Token "X";`, `add_header`, `grpc_set_header`
  rule(
    "header-directive",
    ["Header set ", "Header add ", "Header append ", "_set_header ", "add_header "],
    `(?:Header[ \\t]+(?:set|add|append)|_set_header|add_header)[ \\t]+(?:${QUOTE})?${HEADER_NAME}(?:${QUOTE})?[ \\t]+${OPEN_QUOTE}`
      + `${SCHEME}(?<secret>${VALUE})`,
    "key",
  ),
  // a keyword joined to `password` then its value, as a config's syntax writes it: HAProxy's `user admin insecure-password X`,
  // `auth-password X`; not a flag (`--admin-password`, credential-flags.ts) nor a word of prose (a value of letters is refused)
  rule(
    "joined-password-keyword",
    ["-password ", "_password "],
    `[-_]password(?<=(?:^|[\\s>]|\\\\[nt])[A-Za-z][A-Za-z0-9]*[-_]password)[ \\t]+(?<secret>${VALUE})`,
    "labelled",
  ),
  // a client's user flag given `name:password` (etcdctl's `--user root:X`, skopeo's `--creds u:X`, `--basic-auth u:X`):
  // the part after the colon; a user and a group (`--user app:app`, `1000:1000`) are short or numbers, and refused
  rule(
    "user-flag-password",
    ["--user", "--auth", "--basic-auth", "--creds"],
    `--(?:user|auth|basic-auth|creds)(?<=(?:^|[\\s"'=]|\\\\[nt])--[a-z-]+)(?:[ \\t]+|=)${OPEN_QUOTE}[^\\s:"'\\\\]+:(?<secret>[^\\s"'\\\\]+)`,
    "labelled",
  ),
  // Bundler's documented per-host credentials, `BUNDLE_<HOST with __ for dots>=user:password` (a gem server's login)
  rule(
    "bundler-host-credentials",
    ["BUNDLE_"],
    `BUNDLE_[A-Z0-9-]+(?:__[A-Z0-9-]+)+(?:${QUOTE})?[ \\t]*[=:][ \\t]*${OPEN_QUOTE}(?<secret>[^\\s:"'\\\\]+:[^\\s"'\\\\]+)`,
    "labelled",
  ),
  // a personal access token by its name's `_PAT` (`GITHUB_PAT=X`, `AIRTABLE_PAT: X`); not `_PATH`
  rule(
    "personal-access-token-name",
    ["_PAT"],
    `_PAT(?![A-Za-z])(?<=[A-Z0-9]_PAT)(?:${QUOTE})?[ \\t]*[=:][ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`,
    "labelled",
  ),
  // a call whose name says it takes a password (`pw`), with a user and a password as string literals: paho-mqtt's
  // `client.username_pw_set("u", "X")`, `set_pw("u", "X")`, `setPw(…)`: the second argument; a literal, so `#` is its own
  {
    ...rule(
      "password-call-pair",
      ["_pw", "Pw("],
      `(?:_pw(?:_?[A-Za-z]+)?[ \\t]*|Pw)\\([ \\t]*${STRING_ARG}[ \\t]*,[ \\t]*(?:\\\\{1,3})?["'](?<secret>[^"'\\\\\\n]+)(?=${QUOTE})`,
      "labelled",
    ),
    literal: true,
  },
  // a credential's quoted value that opens on `%` or `#`, which the name scan reads as a reference or a comment:
  // `password: '%0TW…'` in an object literal or keyword arguments, and Terraform's `variable "db_password" { default = "#…" }`;
  // `'%(pw)s'`, `'%DB_PASS%'` and `"#{password}"` are refused (secret-shape.ts `looksLikeLiteralSecret`)
  {
    ...rule(
      "credential-literal-mark",
      [" '%", " \"%", " \\\"%", " \\\\\\\"%", " '#", " \"#", " \\\"#", " \\\\\\\"#"],
      `(?<=${NAME_WORD}[\\w.-]{0,24}(?:${QUOTE})?[ \\t]*(?:=>|:|=)|variable[ \\t]+${QUOTE}[\\w.-]*${NAME_WORD}[\\w.-]*${QUOTE}[ \\t]*\\{`
        + `[^{}]{0,${MAX_BLOCK_CHARS}}?default[ \\t]*=)[ \\t]+${QUOTE}(?<secret>[%#][^\\s"'\\\\]{5,199})(?=${QUOTE})`,
      "labelled",
    ),
    literal: true,
  },
  // a credential's value joined to its `=` that opens on `!` or `#` (corpus 8): `--password=#X`, `RSYNC_PASSWORD='!X'`, and
  // NuGet's `<add key="ClearTextPassword" value="#X" />`; a literal, so the mark is the value's own (`!$VAR`, `#{x}` refused)
  {
    ...rule(
      "credential-value-mark",
      ["=#", "=!", "='#", "='!", '="#', '="!', '=\\"#', '=\\"!'],
      `=(?<=${NAME_WORD}[\\w.-]{0,24}=|key=${QUOTE}[\\w.-]*${NAME_WORD}[\\w.-]*${QUOTE}[ \\t]+value=)${OPEN_QUOTE}`
        + "(?<secret>[!#][^\\s\"'\\\\`;&|<>]{5,199})",
      "labelled",
    ),
    literal: true,
  },
  // PuTTY's `.ppk`: the lines after `Private-Lines: N` are the private key (unencrypted when `Encryption: none`)
  rule("putty-private-lines", ["Private-Lines"], `Private-Lines:[ \\t]*\\d+(?:[ \\t]*${NEWLINE})+(?<secret>${KEY_LINE}(?:${NEWLINE}+${KEY_LINE})*)`),
  rule("putty-private-mac", ["Private-MAC"], "Private-MAC:[ \\t]*(?<secret>[0-9a-fA-F]{32,128})"),
];
