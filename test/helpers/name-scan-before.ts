/**
 * The credential-name scan and its value guard as they were before Run 31 (bench/RESULTS.md),
 * copied from 3b99581 (src/evidence/name-rules.ts, and `looksLikeSecret` of secret-shape.ts): the
 * scan with named groups, its refusals by regex. test/evidence/name-scan-same.test.ts holds the
 * faster scan to it. Only the imports, the names and exports of functions and this header differ,
 * and the rules both were given since (session 26: `::` no assignment and `PASS:` a test's status, written
 * here as in the scan; a quoted value read to its closing quote, the scan's own `quotedValue`, shared).
 */
import { quotedValue } from "../../src/evidence/name-rules.js";
import { MIN_KEY_LENGTH, MIN_LABELLED_LENGTH, MIN_POSITIONAL_LENGTH, MIN_PROSE_ENTROPY, MIN_PROSE_LENGTH, shannonEntropy, type Confidence } from "../../src/evidence/secret-shape.js";

const MIN_PASSPHRASE_LENGTH = 20;
/** Words that stand where a value goes in code, docs and types, not values themselves. */
const PLACEHOLDERS = new Set([
  "true", "false", "null", "none", "nil", "undefined", "string", "str", "bool", "boolean", "int", "number",
  "required", "optional", "changeme", "example", "placeholder", "redacted", "dummy", "secret", "password",
  "token", "value", "your-token", "your-password", "your_token", "your_password", "xxxxxxxx",
  "change-me", "change_me", "changeit", "passwd", "pass", "your-secret", "your_secret", "mypassword", "prompt",
]);

/** References and expressions: variables, templates, member access, calls, paths, numbers. */
const CODE_SHAPES: readonly RegExp[] = [
  /^[$%{<@*[(&!#?]/, // $VAR, ${{ … }}, %VAR%, {{ … }}, <placeholder>, @var, *** masks
  /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+$/, // member access: os.environ, process.env.X, match.groups?.secret
  /^(?:\.{0,2}\/|~\/)/, // paths
  /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
  /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
  /^[xX*.•-]+$/, // masks
];

/** A value the label is followed by, judged with the character right after it. */
export function looksLikeSecretBefore(value: string, next: string, confidence: Confidence): boolean {
  if (next === "(" || next === "[" || next === "{") return false; // a call or an index
  if (PLACEHOLDERS.has(value.toLowerCase())) return false;
  if (CODE_SHAPES.some((shape) => shape.test(value))) return false;
  const lettersOnly = /^[A-Za-z_-]+$/.test(value);
  if (confidence === "position") return value.length >= MIN_POSITIONAL_LENGTH;
  if (confidence === "labelled") {
    if (value.length < MIN_LABELLED_LENGTH) return false;
    return !lettersOnly || value.length >= MIN_PASSPHRASE_LENGTH;
  }
  if (confidence === "key") return value.length >= MIN_KEY_LENGTH && !lettersOnly && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
  if (value.length < MIN_PROSE_LENGTH || lettersOnly) return false;
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
}
/** A value's characters: not white space, quotes, backslashes or the punctuation around values. */
const VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
/**
 * A value, rejected inside the regex when it is plainly not a secret, since each candidate handed
 * back to JavaScript costs more than the scan: `===`, a reference (`$X`, `%X%`, `@x`, `***`), a
 * number (`"max_tokens": 4096`), a call or an index (`resolveKey(env)`). The look-ahead and
 * back-reference take the value whole, as an atomic group would, so no shorter prefix is tried.
 */
const VALUE = `(?![=$%@*!#?:])(?![0-9][0-9_.]*(?!${VALUE_CHAR}))(?=(?<secret>${VALUE_CHAR}+))\\k<secret>(?:(?![([{])|(?<=["'\`]\\k<secret>))`;
/** Prose's value has a character other than a letter, or is a passphrase (20 letters or more). */
const NOT_A_WORD = `(?=${VALUE_CHAR}*[^A-Za-z_\\s"'\\\\\`,;&<>(){}\\[\\]|-]|[A-Za-z_-]{20})`;
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** A value that looks random: ten characters or more, with a letter and a digit (prose without a verb). */
const RANDOM_AHEAD = `(?=[A-Za-z_-]*[0-9])(?=[0-9_-]*[A-Za-z])(?=${VALUE_CHAR}{10})`;

/**
 * Kinds of names, spelled out in the cases names use (a case-insensitive scan is ten times slower).
 * No look-around here: one in the alternation halved the scan's speed (profiled); the word
 * boundaries they stood for are checked on each match (`isName`).
 */
const NAMES = {
  header: ["[Aa]uthorization"],
  password: ["[Pp]ass(?:word|wd|phrase)?", "PASS(?:WORD|WD|PHRASE)?", "[Pp]wd", "PWD"],
  credential: ["[Ss]ecret", "SECRET", "[Tt]oken", "TOKEN", "[Aa]uth", "AUTH", "[Cc]redentials?", "CREDENTIALS?"],
  /** `API_KEY`, `api-key`, `AccountKey`, `secret_key`: a key named as such. */
  key: ["[Aa]pi[_-]?[Kk]ey", "API[_-]?(?:KEY|Key)", "KEY", "[_.-]key", "Key"],
  /** The bare word `key`: a name only in prose ("the key is X"). */
  word: ["[Kk]ey"],
  /** `login`: a name only in a credential tuple (`login("user", "X")`). */
  login: ["[Ll]ogin"],
} as const;
type NameKind = keyof typeof NAMES;

/** What follows a name, in the order tried: the first that fits decides. */
const POSITIONS = {
  bearer: `${QUOTE}?[ \\t]*[:=][ \\t]*${OPEN_QUOTE}[ \\t]*(?:[Bb]earer|BEARER|[Bb]asic|BASIC|[Tt]oken)[ \\t]+`,
  braced: "[ \\t]*=[ \\t]*\\{",
  tuple: `[ \\t]*=?[ \\t]*[(\\[][ \\t]*${QUOTE}[^"'\\\\,()]{1,64}${QUOTE}[ \\t]*,[ \\t]*${QUOTE}`,
  define: `${QUOTE}[ \\t]*,[ \\t]*${OPEN_QUOTE}`,
  then: `(?:${QUOTE})?(?:[ \\t]|${NEWLINE})+[ \\t-]*(?:value|Value|VALUE)(?:${QUOTE})?[ \\t]*[:=][ \\t]*${OPEN_QUOTE}`,
  typed: `[ \\t]*:[ \\t]*&?[A-Za-z_][\\w.]*(?:<[\\w ,]{0,40}>)?(?:\\[\\])?[ \\t]*=[ \\t]*@?${OPEN_QUOTE}`,
  assign: `(?:${QUOTE}\\]?)?[ \\t]*(?::=|=>|=|:)[ \\t]*${OPEN_QUOTE}`,
  flag: `(?<=(?:^|[\\s"'=])--?[A-Za-z0-9_-]*)[ \\t]+${OPEN_QUOTE}`,
  copula: `s?(?:[ \\t]+(?:for|of)(?:[ \\t]+[^\\s.,;:"'\\\\]+){1,4}?)?[ \\t]+(?:is|was|will be)(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed|reset|updated)[ \\t]+to)?[ \\t]*:?[ \\t]+${OPEN_QUOTE}${NOT_A_WORD}`,
  xml: ">",
  prose: `(?:[ \\t]+(?:of|to|for|are))?[ \\t]*[:=]?[ \\t]+${OPEN_QUOTE}${RANDOM_AHEAD}`,
} as const;
type Position = keyof typeof POSITIONS;
const NAME_KINDS = Object.keys(NAMES) as NameKind[];
const POSITION_KEYS = Object.keys(POSITIONS) as Position[];

/**
 * What must follow a name and its rest for any position to fit, tried before the ten positions:
 * prose names a credential every few words (`the token budget`), and each of those tried all ten.
 * Only a necessary condition, so it changes no match: the rest and every position but copula's `s`
 * end or open on a character outside `[\w.-]`, so a position opens on a mark (`bearer` to `assign`,
 * `xml`) or on blanks; after blanks, on a mark (`bearer`, `braced`, `tuple`, `assign`, prose's `:`),
 * a line break, `-` or the `v` of `value` (`then`), a quote (prose's `OPEN_QUOTE`), a word then a
 * blank, `:` or `=` (copula's `for`, `of`, `is`, `was`, `will be`; prose's `of`, `to`, `for`, `are`),
 * a value of letters, `_` and `-` then a digit (prose's `RANDOM_AHEAD`), or, when a dash stands in
 * the name's word before them, anything (`flag`'s look-behind). test/evidence/name-guard.test.ts
 * holds the scan with it to the scan without it.
 */
const POSITION_GUARD = "(?=[\\\\\"'\\r\\n:=(\\[>]"
  + "|s?[ \\t]+(?:[\\\\\"'`\\r\\n:=(\\[vV-]|(?:for|of|to|are|is|was|will)[ \\t:=]|[A-Za-z_-]*[0-9])"
  + "|(?<=-[A-Za-z0-9_-]*)[ \\t])";

const group = (name: string, source: string) => `(?<${name}>${source})`;
/** The scan's source, the guard left out when `guard` is false (the test's reference). */
function scanSource(guard: boolean): string {
  return `(?:${Object.entries(NAMES).map(([kind, names]) => group(kind, names.join("|"))).join("|")})${NAME_REST}`
    + (guard ? POSITION_GUARD : "")
    + `(?:${Object.entries(POSITIONS).map(([position, source]) => group(position, source)).join("|")})`
    + VALUE;
}
const SCAN = new RegExp(scanSource(true), "g");

interface NameRule {
  kind: string;
  confidence: Confidence;
  /** The text before the name must end so (`<` for an XML element, `define(` for PHP). */
  before?: RegExp;
}

/**
 * The rule for a kind of name in a position; absent: not a secret there (`login = X` names a user,
 * `Token>` closes a generic type).
 */
const NAME_RULES: Record<Position, Partial<Record<NameKind, NameRule>>> = {
  bearer: { header: { kind: "auth-header", confidence: "position" } },
  braced: { password: { kind: "connection-string-braced", confidence: "position" } },
  tuple: {
    credential: { kind: "credential-tuple", confidence: "labelled" },
    login: { kind: "credential-tuple", confidence: "labelled" },
  },
  define: {
    password: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    credential: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    key: { kind: "php-define", confidence: "key", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
  },
  then: {
    password: { kind: "name-then-value", confidence: "labelled" },
    credential: { kind: "name-then-value", confidence: "labelled" },
    key: { kind: "name-then-value", confidence: "key" },
  },
  typed: {
    password: { kind: "env-secret", confidence: "labelled" },
    credential: { kind: "env-secret", confidence: "labelled" },
    key: { kind: "key-assignment", confidence: "key" },
  },
  assign: {
    password: { kind: "env-secret", confidence: "labelled" },
    credential: { kind: "env-secret", confidence: "labelled" },
    header: { kind: "auth-header", confidence: "key" },
    key: { kind: "key-assignment", confidence: "key" },
    word: { kind: "secret-in-prose", confidence: "prose" },
  },
  flag: {
    password: { kind: "password-flag", confidence: "position" },
    credential: { kind: "secret-flag", confidence: "labelled" },
    key: { kind: "secret-flag", confidence: "labelled" },
  },
  copula: {
    password: { kind: "password-in-prose", confidence: "labelled" },
    credential: { kind: "secret-in-prose", confidence: "prose" },
    key: { kind: "secret-in-prose", confidence: "prose" },
    word: { kind: "secret-in-prose", confidence: "prose" },
  },
  xml: {
    password: { kind: "xml-password-element", confidence: "labelled", before: /<(?:[\w.-]+:)?[\w.-]*$/ },
    credential: { kind: "xml-password-element", confidence: "labelled", before: /<(?:[\w.-]+:)?[\w.-]*$/ },
  },
  prose: {
    password: { kind: "secret-in-prose", confidence: "prose" },
    credential: { kind: "secret-in-prose", confidence: "prose" },
    key: { kind: "secret-in-prose", confidence: "prose" },
    word: { kind: "secret-in-prose", confidence: "prose" },
  },
};
/** A flag's dashes and words before its name (`--http-`, keytool's `-store`). */
const FLAG_HEAD = /(?:^|[\s"'=])--?[A-Za-z0-9_-]*$/;
/** An ODBC braced value, up to its closing brace. */
const BRACED_BODY = /^[^}"'\\\n]+(?=\})/;
const MAX_BRACED_CHARS = 256;
/** How far back a rule's `before` context is read. */
const BEFORE_CHARS = 48;

interface NameSpan {
  start: number;
  end: number;
  kind: string;
}

/** Every secret after a credential name, with the rule that found it. */
export function nameSpansBefore(text: string): NameSpan[] {
  const spans: NameSpan[] = [];
  SCAN.lastIndex = 0;
  for (let match = SCAN.exec(text); match !== null; match = SCAN.exec(text)) {
    const span = spanOf(text, match);
    if (span !== null) {
      spans.push(span);
      continue;
    }
    // a later name may start inside this match ("secret key is X": not "key", but "X")
    SCAN.lastIndex = match.index + 1;
  }
  return spans;
}

/** An assignment, unless it is a flag's (`--http-password=X`) or openssl's `pass:X` argument. */
function assignmentRule(matched: string, before: string, nameKind: NameKind): NameRule | undefined {
  if (nameKind === "password" && /^pass:\S/.test(matched) && OPENSSL_ARG_BEFORE.test(before)) return OPENSSL_PASS_ARG;
  return FLAG_HEAD.test(before) ? NAME_RULES.flag[nameKind] : NAME_RULES.assign[nameKind];
}
/** openssl's `-passin pass:X`, `-passout pass:X`, `-pass pass:X`: a password whatever it looks like. */
const OPENSSL_PASS_ARG: NameRule = { kind: "openssl-pass-arg", confidence: "position" };
const OPENSSL_ARG_BEFORE = /(?:^|[\s"'])$/;

/**
 * Whether the name found is a whole name: `pass`, `pwd` and `auth` are not when a letter of their
 * case follows (`passes`, `author`); `KEY` not after a letter (`MONKEY`); `Key` ends a name only
 * after a lower-case letter (`apiKey`), else it is the bare word.
 */
function nameKindAt(text: string, index: number, name: string, kind: NameKind): NameKind | null {
  const next = text[index + name.length] ?? "";
  const short = /^(?:[Pp]ass|[Pp]wd|[Aa]uth)$/.test(name) ? /[a-z]/ : /^(?:PASS|PWD|AUTH)$/.test(name) ? /[A-Z]/ : null;
  if (short !== null && short.test(next)) return null;
  const previous = text[index - 1] ?? "";
  if (name === "KEY" && /[A-Za-z]/.test(previous)) return null;
  if (name === "Key" && !/[a-z]/.test(previous)) return "word";
  return kind;
}

/** Prose names a secret by a whole word (`token`, `tokens`), not a longer one (`tokenizers`, `keystrokes`). */
function isWholeWord(text: string, index: number, name: string): boolean {
  const end = index + name.length;
  const after = text[end] === "s" ? end + 1 : end;
  return !WORD_CHAR.test(text[after] ?? "") && !WORD_CHAR.test(text[index - 1] ?? "");
}
const WORD_CHAR = /[\w.-]/;
/** Positions that only prose has: there, and for the bare word `key`, the name must be a whole word. */
const PROSE_POSITIONS: ReadonlySet<Position> = new Set(["copula", "prose"]);

function spanOf(text: string, match: RegExpExecArray): NameSpan | null {
  const groups = match.groups!;
  const foundKind = NAME_KINDS.find((kind) => groups[kind] !== undefined)!;
  const nameKind = nameKindAt(text, match.index, groups[foundKind]!, foundKind);
  if (nameKind === null) return null;
  if (groups[foundKind] === "PASS" && text[match.index + 4] === ":" && !WORD_CHAR.test(text[match.index - 1] ?? "")) return null;
  const position = POSITION_KEYS.find((key) => groups[key] !== undefined)!;
  const name = groups[foundKind]!;
  if ((nameKind === "word" || PROSE_POSITIONS.has(position)) && !isWholeWord(text, match.index, name)) return null;
  // the tuple is the name's own (`auth=(…)`, `HTTPBasicAuth(…)`), not a member's call (`auth.build_header('GET', …)`)
  if (position === "tuple" && WORD_CHAR.test(text[match.index + name.length] ?? "")) return null;
  const before = text.slice(Math.max(0, match.index - BEFORE_CHARS), match.index);
  const rule = position === "assign" ? assignmentRule(match[0], before, nameKind) : NAME_RULES[position][nameKind];
  if (rule === undefined) return null;
  if (rule.before !== undefined && !rule.before.test(before)) return null;
  // the value ends the match, so it needs no indices (`d` doubles the cost of this scan)
  const end = match.index + match[0].length;
  const start = end - groups.secret!.length;
  const secret = quotedValue(text, start, groups.secret!) ?? trimSentenceEnd(groups.secret!);
  if (secret.startsWith("[REDACTED:")) return null;
  if (!looksLikeSecretBefore(secret, text[start + secret.length] ?? "", rule.confidence)) return null;
  // a braced value may hold `;` and spaces: it ends at its closing brace
  const braced = position === "braced" ? BRACED_BODY.exec(text.slice(start, start + MAX_BRACED_CHARS)) : null;
  if (braced !== null) return { start, end: start + braced[0].length, kind: rule.kind };
  return { start, end: start + secret.length, kind: rule.kind };
}

/** Prose puts a full stop or a colon after a value; it is not part of the secret. */
function trimSentenceEnd(value: string): string {
  return value.replace(/[.:!?]+$/, "");
}

