/**
 * Positions held-out corpus 17 found leaking on first contact, each a named rule about where a credential stands:
 * a password given by an abbreviation and "is" ("the wifi pw is X"), a quoted passphrase after its word, a short
 * password of three kinds of characters after a password's name (`password: x9!k`), a session cookie's value in an
 * HTTP trace, a credential's name keyed to a `value` member (`terraform output -json`, Postman's environments), a
 * connection string's password holding braces (`Password=Pi{k}e9;`), a client's `-p` (Cloud Foundry's `cf login`,
 * Hive's `beeline`), neo4j's `set-initial-password X`, a literal handed to a password-hashing call (`Hash::make('X')`),
 * OpenVPN's credentials fed by `printf` to `--auth-user-pass`, Consul's ACL tokens by their settings' names, and a
 * query's key by the names weather and map APIs give it (`appid=`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule } from "./rule-parts.js";
import { looksLikeLiteralSecret, type Confidence } from "./secret-shape.js";
import { looksStated } from "./stated-values.js";

/** An opening quote, raw or escaped in JSON text, or none. */
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A quote, raw or escaped. */
const QUOTE = "(?:\\\\{1,3})?[\"']";
/** A value's characters: no blank, quote, backslash, bracket or a list's separator. */
const VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/** A UUID (Consul's tokens). */
const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/** A name that means a credential, inside a JSON key (`db_password`, `apiKey`, `stripe_secret`). */
const CREDENTIAL_NAME = "[\\w.-]*(?:password|passwd|passphrase|secret|token|api[_-]?key|credential)[\\w.-]*";

/** A hashing algorithm's name, the argument a template's `password_hash` filter takes. */
const HASH_ALGORITHM = /^(?:sha\d{3}|md5|bcrypt|blowfish|des|pbkdf2|argon2\w*|scrypt)$/i;

/** A value a position states as a password: a literal's guard, or a stated one (stated-values.ts). */
function statedGuard(value: string, next: string, confidence: Confidence): boolean {
  return looksLikeLiteralSecret(value, next, confidence) || looksStated(value);
}

/** A short password: four or five characters of letters, digits and other marks all three (`x9!k`), no placeholder (`***`). */
function shortPasswordGuard(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value) && !/^[*x.•-]+$/i.test(value);
}

/** A quoted passphrase: three words or more, or a value a label's guard takes. */
function passphraseGuard(value: string, next: string): boolean {
  return value.trim().split(/\s+/).length >= 3 || looksLikeLiteralSecret(value, next, "labelled");
}

export const STATED_POSITION_RULES: readonly LabelRule[] = [
  // "the wifi pw is X", "pwd was X": the abbreviation a whole word, then "is" or "was"
  {
    ...labelRule("pw-copula", ["pw is", "pw was", "PW is", "PW was", "pwd is", "pwd was", "PWD is", "PWD was"],
      `(?<![A-Za-z0-9_])(?:pw|pwd|PW|PWD)[ \\t]+(?:is|was)[ \\t]*:?[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "prose"),
    guard: statedGuard,
  },
  // "with passphrase 'blue canoe forty seven'": a quoted passphrase right after its word, blanks and all
  {
    ...labelRule("passphrase-quoted", ["assphrase '", "assphrase \"", "assphrase \\"],
      `[Pp]assphrase[ \\t]+${QUOTE}(?<secret>[^"'\\\\\\n]{10,100})(?=${QUOTE})`, "labelled"),
    guard: passphraseGuard,
    wholeValue: true,
  },
  // `password: x9!k`, `DB_PASSWORD=x9!k`: shorter than a label's least length, but letters, digits and a mark (a person's short
  // password); the word opens the pattern, so the scan looks for it alone (a name's prefix is the lookbehind's `_`)
  {
    ...labelRule("short-password", ["assword: ", "assword=", "PASSWORD"],
      `(?<![A-Za-z0-9])(?:[Pp]assword|PASSWORD)[ \\t]*[:=][ \\t]*${OPEN_QUOTE}(?<secret>[^\\s"'\\\\\`,;<>(){}\\[\\]|]{4,5})(?=$|[\\s"'\\\\.,;)])`,
      "position", "gm"),
    guard: shortPasswordGuard,
    wholeValue: true,
  },
  // an HTTP trace's session cookie (`> cookie: sid=X`, `< set-cookie: session=X; Path=/`): a session's, an auth's or a token's name
  labelRule("trace-session-cookie", ["ookie:"],
    `[Cc]ookie:[ \\t]*(?:[^\\s;=]+=[^\\s;]*;[ \\t]*){0,8}?[\\w.-]*(?:sess|sid|SID|token|auth|jwt|remember)[\\w.-]*=(?<secret>[^\\s;"'\\\\]{16,})`,
    "labelled"),
  // a credential's name keyed to an object whose `value` holds it (`terraform output -json`), or a `key` member naming a
  // credential beside its `value` (Postman's environments, `[{"key": "password", "value": X}]`)
  labelRule("credential-value-member", ["value\"", "value\\\""],
    `${QUOTE}(?:${CREDENTIAL_NAME}${QUOTE}[ \\t]*:[ \\t]*\\{[^{}]{0,300}?|key${QUOTE}[ \\t]*:[ \\t]*${QUOTE}${CREDENTIAL_NAME}${QUOTE}[ \\t]*,[ \\t]*)`
      + `${QUOTE}?value${QUOTE}[ \\t]*:[ \\t]*${QUOTE}(?<secret>[^"\\\\\\n]+)`,
    "labelled", "gi"),
  // a connection string's password that holds braces or other marks up to its `;` (ADO.NET's `Password=Pi{k}e9;`)
  {
    ...labelRule("connection-string-password", ["Password=", "Pwd=", "PWD="],
      `;[ \\t]*(?:Password|PASSWORD|Pwd|PWD)[ \\t]*=[ \\t]*(?<secret>[^;"'\\\\\\n]{1,128})(?=;|${QUOTE}|$)`, "labelled", "gm"),
    literal: true,
  },
  // Cloud Foundry's `cf login -u USER -p X` and Hive's `beeline -n USER -p X`
  labelRule("client-p-flag", ["cf login", "beeline "],
    `(?<![\\w.-])(?:cf[ \\t]+login|beeline)(?:[ \\t]+[^\\s|;&]+)*?[ \\t]+-p[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "position"),
  // neo4j's `neo4j-admin dbms set-initial-password X` (and the older `neo4j-admin set-initial-password X`)
  labelRule("set-initial-password", ["set-initial-password"],
    `set-initial-password(?:[ \\t]+--[\\w-]+(?:=[^\\s]+)?)*[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "position"),
  // a literal handed to a password-hashing call: Laravel's `Hash::make('X')`, PHP's `password_hash('X', …)`, Django's
  // `make_password('X')`, Werkzeug's `generate_password_hash('X')`, `BCrypt::Password.create('X')`, `bcrypt.hash('X', …)`
  {
    ...labelRule("hashed-password-literal",
      ["Hash::make(", "password_hash", "make_password(", "Password.create(", "bcrypt.hash", "hashpw("],
      `(?<!\\|[ \\t]{0,3})(?:Hash::make|password_hash|make_password|BCrypt::Password\\.create|bcrypt\\.hash(?:Sync)?|hashpw)\\([ \\t]*b?${QUOTE}`
        + `(?<secret>[^"'\\\\\\n]+)`,
      "labelled"),
    literal: true,
    // a template's filter (`{{ pw | password_hash('sha512') }}`) is refused above; its argument is the algorithm's name there
    guard: (value, next, confidence) => !HASH_ALGORITHM.test(value) && looksLikeLiteralSecret(value, next, confidence),
  },
  // OpenVPN's credentials fed by a process substitution: `--auth-user-pass <(printf 'USER\nX\n')`
  labelRule("vpn-printf-password", ["auth-user-pass <("],
    `auth-user-pass <\\([ \\t]*(?:printf|echo[ \\t]+-e)[ \\t]+${QUOTE}[^"'\\\\\\n]*\\\\{1,2}n(?<secret>[^"'\\\\\\n]+)`, "position"),
  // Consul's ACL tokens by their settings' names (HCL's `initial_management = "…"`, JSON's `"agent_recovery": "…"`)
  labelRule("consul-acl-token", ["initial_management", "agent_recovery", "agent_master"],
    `(?:initial_management|agent_recovery|agent_master)${QUOTE}?[ \\t]*[=:][ \\t]*${QUOTE}(?<secret>${UUID})`),
  // a query's key by the names weather and map APIs give it (OpenWeather's `appid=`, `app_key=`, `appkey=`)
  labelRule("query-app-key", ["appid=", "app_key=", "appkey="],
    `[?&](?:appid|app_key|appkey)=(?<secret>[A-Za-z0-9_-]{16,})`),
];
