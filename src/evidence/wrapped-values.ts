/**
 * A credential's value wrapped in a language's syntax after its name, where the name scan (name-rules.ts)
 * reads no `=` or `:` right before a quote: Groovy's method-call form `storePassword 'X'`, Kotlin's infix
 * pair `"apiKey" to "X"`, Rust's `Some("X")`, a decode call `HMAC_KEY = bytes.fromhex("X")`, the literal
 * default after an env read (`System.getenv("API_PASSWORD") ?: "X"`: the fallback ships in the code),
 * an HMAC's key given as a literal (`createHmac('sha256', 'X')`, `hmac.new(b'X', …)`), Go's `%+v` print of a
 * struct (`{User:app Password:X SSLMode:require}`), and a registry copy's `--dest-creds user:X`.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too (a value never spans a quote or a
 * backslash) and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { CREDENTIAL_KEY, WORD_LITERAL } from "./credential-keys.js";
import { CREDENTIAL_NAME } from "./position-rules.js";
import { labelRule } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = `(?:\\\\{1,3})?["']`;
/** A value that is a word: no blank, quote, backslash or the punctuation around values. */
const WORD = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]+";
/** Env reads whose variable a fallback stands for: Java/Kotlin, Python, Node, Ruby, Rust, Deno, PHP. */
const ENV_READ = "(?:getenv\\(|environ(?:\\.get\\(|\\[)|process\\.env\\.|ENV(?:\\.fetch\\(|\\[)|env::var\\(|env\\.get\\()";
/** A fallback operator: Kotlin's Elvis, JavaScript's `||` and `??`, Python's `or`, Rust's `.unwrap_or("X")`, `.unwrap_or_else(|| "X")`. */
const FALLBACK = "(?:\\?:|\\|\\||\\?\\?| or|\\.unwrap_or(?:_else)?\\([ \\t]*(?:\\|\\|[ \\t]*)?)";
/** Calls that turn a literal into a key's bytes. */
const DECODE_CALL = "(?:bytes\\.fromhex|(?:base64\\.)?(?:urlsafe_|standard_)?b64decode|(?:binascii\\.)?unhexlify|Buffer\\.from)";
/** The most characters of a struct's print read back from a credential field to its `{`. */
const MAX_STRUCT_CHARS = 300;

const rule = labelRule;
/** A rule whose value is a whole string literal: a leading `!` or `#` is the value's own (secret-shape.ts). */
const literalRule = (kind: string, anchors: readonly string[], source: string): LabelRule => ({ ...rule(kind, anchors, source, "labelled"), literal: true });

export const WRAPPED_VALUE_RULES: readonly LabelRule[] = [
  // Gradle's signingConfigs in Groovy: `storePassword 'X'`, `keyPassword "X"` (a call without parentheses); opens on the name's end
  literalRule(
    "groovy-credential-call",
    ["Password ", "Secret "],
    `(?:Password|Secret)(?<=(?:^|[^\\w.])[a-z]\\w*(?:Password|Secret)) [ \\t]*${QUOTE}(?<secret>${WORD_LITERAL})(?=${QUOTE}[ \\t]*(?:$|\\\\{1,2}[nr]|[\\r\\n;,)}"]))`,
  ),
  // Kotlin's `mapOf("apiKey" to "X")`: opens on the infix `to`
  literalRule(
    "kotlin-credential-pair",
    ['" to ', "' to "],
    ` to (?<=${QUOTE}${CREDENTIAL_KEY}${QUOTE} to )[ \\t]*${QUOTE}(?<secret>${WORD_LITERAL})`,
  ),
  // Rust's optional password: reqwest's `.basic_auth("svc", Some("X"))`, `password: Some("X")`
  literalRule(
    "rust-some-credential",
    ["Some("],
    `Some\\((?<=(?:basic_auth\\([^,\\n]{1,80},|(?<![\\w.-])${CREDENTIAL_KEY}[ \\t]*[:=])[ \\t]*Some\\()${QUOTE}(?<secret>${WORD_LITERAL})`,
  ),
  // a key's bytes decoded from a literal: `ADYEN_HMAC_KEY = bytes.fromhex("…")`, `SECRET = base64.b64decode("…")`; opens on the call
  rule(
    "decoded-credential-literal",
    ["fromhex(", "b64decode(", "unhexlify(", "Buffer.from("],
    `(?:fromhex|b64decode|unhexlify|Buffer\\.from)\\((?<=${CREDENTIAL_NAME}[ \\t]*[:=][ \\t]*${DECODE_CALL}\\()[ \\t]*b?${QUOTE}`
      + "(?<secret>[A-Za-z0-9+/=_-]+)",
    "key",
  ),
  // the literal default of a credential's env read: `System.getenv("UPLOAD_KEY_PASSWORD") ?: "X"`, `process.env.API_KEY || 'X'`;
  // opens on the read, far rarer than the operators (` or` is in most prose)
  literalRule(
    "env-fallback-literal",
    ["getenv(", "environ", "process.env.", "ENV[", "ENV.fetch(", "env::var(", "env.get("],
    `${ENV_READ}${QUOTE}?${CREDENTIAL_KEY}${QUOTE}?[\\])]*[ \\t]*${FALLBACK}[ \\t]*${QUOTE}(?<secret>${WORD_LITERAL})`,
  ),
  // an HMAC's key as a literal argument: Node's `createHmac('sha256', 'X')`, Python's `hmac.new(b'X', msg, sha256)`
  rule(
    "hmac-key-literal",
    ["createHmac(", "hmac.new("],
    `(?:createHmac\\([ \\t]*${QUOTE}[\\w-]+${QUOTE}[ \\t]*,|hmac\\.new\\()[ \\t]*b?${QUOTE}(?<secret>[^\\s"'\\\\]+)`,
    "key",
  ),
  // Go's `%+v` of a config struct: `{Host:db User:app Password:X SSLMode:require}`; opens on the field's name
  {
    ...rule(
    "go-struct-credential",
    ["Password:", "Secret:", "Token:"],
    `(?:Password|Secret|Token):(?<=[{ ][A-Z]?[A-Za-z]*(?:Password|Secret|Token):)(?<=\\{[^{}\\n"\\\\]{0,${MAX_STRUCT_CHARS}})(?<secret>[^\\s{}"'\\\\,]+)(?=[ }])`,
    "labelled",
    ),
    // printed unquoted: a leading `%` or `!` is the value's own, not a reference's; `%+v` parts fields with blanks, so a `,`
    // ends no value of one (minified JavaScript's `{clientSecret:e.clientSecret,…}`, review 33, L4)
    literal: true,
  },
  // skopeo's `--src-creds`, `--dest-creds user:X` (`--creds` is name-rules.ts's user-flag-password)
  rule("registry-creds-flag", ["-creds"], `--(?:src|dest)-creds(?:=|[ \\t]+)${QUOTE}?[^\\s:"'\\\\]+:(?<secret>${WORD})`, "position"),
];
