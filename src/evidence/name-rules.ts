/**
 * Secrets found by the name before them, all in one scan: `DB_PASSWORD=X`, `"password": "X"`,
 * `--db-password X`, `- name: DB_PASSWORD` then `value: X`, `<password>X</password>`,
 * `define('DB_PASSWORD', 'X')`, `auth=("user", "X")`, `Pwd={X}`, `Authorization: Bearer X`, and
 * prose ("the password is X", "log in with secret X").
 *
 * Why one scan: each of these positions opens on a credential name, and a regex that looks for a
 * dozen names costs about as much as JSON.parse of the same text (profiled on a word-rich session);
 * thirteen such scans were most of the redaction time. One scan matches the name and every position
 * after it; which alternative matched, and which kind of name, decide the rule (`NAME_RULES`).
 * The value is guarded (secret-shape.ts) so `password = getPassword()` and `${{ secrets.X }}` stay.
 */
import { looksLikeSecret, type Confidence } from "./secret-shape.js";

/** A value's characters: not white space, quotes, backslashes or the punctuation around values. */
const VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
/**
 * A value, rejected inside the regex when it is plainly not a secret, since each candidate handed
 * back to JavaScript costs more than the scan: `===`, a reference (`$X`, `%X%`, `@x`, `***`), a
 * number (`"max_tokens": 4096`), a call or an index (`resolveKey(env)`; inside quotes a bracket is
 * the secret's own: `"k(3x)m9&q2"`), a scope (`test_auth.py::test_x` assigns nothing). The look-ahead
 * and back-reference take the value whole, as an atomic group would, so no shorter prefix is tried.
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
 * boundaries they stood for are checked on each match (`isName`). The scan looks for them all as
 * NAME_SCAN; a name's kind is the first kind here whose names spell it.
 */
export const NAMES = {
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
  // the blank is read before the look-behind, which then walks back only where one follows
  flag: `(?=[ \\t])(?<=(?:^|[\\s"'=])--?[A-Za-z0-9_-]*)[ \\t]+${OPEN_QUOTE}`,
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
 * the name's word before them, anything (`flag`'s look-behind). The blank is read before that
 * look-behind, which walked back over the word at each length of the name's rest (7% of the scan's
 * time on the bench's texts, Run 43). test/evidence/name-guard.test.ts holds the scan with it to the scan
 * without it.
 */
export const POSITION_GUARD = "(?=[\\\\\"'\\r\\n:=(\\[>]"
  + "|s?[ \\t]+(?:[\\\\\"'`\\r\\n:=(\\[vV-]|(?:for|of|to|are|is|was|will)[ \\t:=]|[A-Za-z_-]*[0-9])"
  + "|[ \\t](?<=-[A-Za-z0-9_-]*[ \\t]))";

/**
 * The names of NAMES as the scan looks for them: one alternation in one group, the names that open
 * alike joined (`[Aa]uth(?:orization)?`, `[Aa]pi…` beside them), so that fewer alternatives are tried
 * at each position of the text (the scan took 8% less time on the bench's texts, bench/RESULTS.md,
 * Run 43). The same matches as NAMES' alternation, each name's kind read from its text (`kindOfName`):
 * two names NAMES tries at one position that can both match are one the other's prefix (`Authorization`
 * and `Auth`, `Passwd` and `Pass`, `Credentials` and `Credential`), which both try longer first, or the
 * same text (`Key`), whose kind is the first kind that spells it. test/evidence/name-rules.test.ts
 * holds the two to the same names.
 */
export const NAME_SCAN = [
  "[Aa]uth(?:orization)?", "[Aa]pi[_-]?[Kk]ey", "AUTH", "API[_-]?(?:KEY|Key)", "[Pp]ass(?:word|wd|phrase)?", "[Pp]wd",
  "PASS(?:WORD|WD|PHRASE)?", "PWD", "[Ss]ecret", "SECRET", "[Tt]oken", "TOKEN", "[Cc]redentials?", "CREDENTIALS?", "KEY",
  "[_.-]key", "[Kk]ey", "[Ll]ogin",
].join("|");

/** Each kind's names as a whole text (`^(?:…)$`), in NAMES' order: the first that spells a name is its kind. */
const KIND_SPELLINGS = NAME_KINDS.map((kind) => ({ kind, spelled: new RegExp(`^(?:${NAMES[kind].join("|")})$`) }));
/** The kind of each name the scan met; the names are a few dozen spellings, each read once. */
const kindsOfNames = new Map<string, NameKind>();

/** The kind of a name the scan matched: the first kind of NAMES whose names spell it. */
export function kindOfName(name: string): NameKind | undefined {
  const known = kindsOfNames.get(name);
  if (known !== undefined) return known;
  const kind = KIND_SPELLINGS.find(({ spelled }) => spelled.test(name))?.kind;
  if (kind !== undefined) kindsOfNames.set(name, kind);
  return kind;
}

const group = (name: string, source: string) => `(?<${name}>${source})`;
/** The scan's source with its groups named, the guard left out when `guard` is false (the tests' reference). */
export function scanSource(guard: boolean): string {
  return `${group("name", NAME_SCAN)}${NAME_REST}`
    + (guard ? POSITION_GUARD : "")
    + `(?:${Object.entries(POSITIONS).map(([position, source]) => group(position, source)).join("|")})`
    + VALUE;
}

/**
 * The scan numbers its groups: exec built a groups object per match, and finding the position looked
 * names up in it (with the cheaper refusals below, a sixth of the scan's time on a word-rich session's
 * 24,000 refused matches; bench/RESULTS.md, Run 31). The same regex otherwise, so the same matches:
 * groups open in this order, the name's, the positions', the value's.
 */
const GROUP_ORDER: readonly string[] = ["name", ...POSITION_KEYS, "secret"];
const NAME_GROUP = 1;
const FIRST_POSITION_GROUP = NAME_GROUP + 1;
const SECRET_GROUP = FIRST_POSITION_GROUP + POSITION_KEYS.length;
function numberedSource(source: string): string {
  const named = [...source.matchAll(/\(\?<([a-z]+)>/g)].map((found) => found[1]);
  if (named.join() !== GROUP_ORDER.join()) throw new Error(`the scan's groups are ${named.join()}, not ${GROUP_ORDER.join()}`);
  return source.replace(/\(\?<[a-z]+>/g, "(").replaceAll("\\k<secret>", `\\${SECRET_GROUP}`);
}
const SCAN = new RegExp(numberedSource(scanSource(true)), "g");

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

export interface NameSpan {
  start: number;
  end: number;
  kind: string;
}

/** Every secret after a credential name, with the rule that found it. */
export function nameSpans(text: string): NameSpan[] {
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
  // a flag's head holds a dash: most assignments have none, and need not try the regex
  return before.includes("-") && FLAG_HEAD.test(before) ? NAME_RULES.flag[nameKind] : NAME_RULES.assign[nameKind];
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
  const next = text.charCodeAt(index + name.length);
  if (SHORT_LOWER_NAMES.has(name) ? isLower(next) : SHORT_UPPER_NAMES.has(name) && isUpper(next)) return null;
  const previous = text.charCodeAt(index - 1);
  if (name === "KEY" && (isLower(previous) || isUpper(previous))) return null;
  if (name === "Key" && !isLower(previous)) return "word";
  return kind;
}
/** Names that a letter of their case may continue (`passes`, `PASSED`), tested by code: a regex per match cost more. */
const SHORT_LOWER_NAMES: ReadonlySet<string> = new Set(["pass", "Pass", "pwd", "Pwd", "auth", "Auth"]);
const SHORT_UPPER_NAMES: ReadonlySet<string> = new Set(["PASS", "PWD", "AUTH"]);
/** ASCII letters only, as `[a-z]` and `[A-Z]` read; NaN (before the start, past the end) is neither. */
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;
const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;

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
  const name = match[NAME_GROUP]!;
  const nameKind = nameKindAt(text, match.index, name, kindOfName(name)!);
  if (nameKind === null || isStatusLabel(text, match.index, name)) return null;
  const position = POSITION_KEYS[firstGroupFrom(match, FIRST_POSITION_GROUP)]!;
  if ((nameKind === "word" || PROSE_POSITIONS.has(position)) && !isWholeWord(text, match.index, name)) return null;
  // the tuple is the name's own (`auth=(…)`, `HTTPBasicAuth(…)`), not a member's call (`auth.build_header('GET', …)`)
  if (position === "tuple" && WORD_CHAR.test(text[match.index + name.length] ?? "")) return null;
  const before = text.slice(Math.max(0, match.index - BEFORE_CHARS), match.index);
  const rule = position === "assign" ? assignmentRule(match[0], before, nameKind) : NAME_RULES[position][nameKind];
  if (rule === undefined) return null;
  if (rule.before !== undefined && !rule.before.test(before)) return null;
  // the value ends the match, so it needs no indices (`d` doubles the cost of this scan)
  const end = match.index + match[0].length;
  const value = match[SECRET_GROUP]!;
  const start = end - value.length;
  // a quoted value runs to its closing quote, whatever punctuation it holds (`"q7&Lm2(Xz)9w"`)
  const secret = quotedValue(text, start, value) ?? trimSentenceEnd(value);
  if (secret.startsWith("[REDACTED:")) return null;
  if (!looksLikeSecret(secret, text[start + secret.length] ?? "", rule.confidence)) return null;
  // a braced value may hold `;` and spaces: it ends at its closing brace
  const braced = position === "braced" ? BRACED_BODY.exec(text.slice(start, start + MAX_BRACED_CHARS)) : null;
  if (braced !== null) return { start, end: start + braced[0].length, kind: rule.kind };
  return { start, end: start + secret.length, kind: rule.kind };
}

/**
 * `--- PASS: TestX (0.00s)`, `PASS: tests/run.sh`: the bare upper-case `PASS` before a colon is a test's
 * status (Go, automake, TAP-like runners), not a password's label; `DB_PASS: X` and `PASS=X` still are.
 */
function isStatusLabel(text: string, index: number, name: string): boolean {
  return name === "PASS" && text[index + name.length] === ":" && !WORD_CHAR.test(text[index - 1] ?? "");
}

/** The longest quoted value read to its closing quote. */
const MAX_QUOTED_CHARS = 200;

/**
 * The whole of a value the scan stopped inside its quotes at a punctuation mark (`&`, `(`, `;`, `,`):
 * up to the same quote, escaped as the opening one was (`\"…\"` in JSON text), on one line and with
 * no blank. Null when the value is not quoted, already whole, or its quote does not close near.
 */
export function quotedValue(text: string, start: number, value: string): string | null {
  const open = text[start - 1];
  if (open !== '"' && open !== "'" && open !== "`") return null;
  let escapes = 0;
  while (text[start - 2 - escapes] === "\\") escapes += 1;
  const close = `${"\\".repeat(escapes)}${open}`;
  let at = text.indexOf(close, start + value.length);
  // an unescaped opening quote closes at a quote no backslash escapes
  while (escapes === 0 && at !== -1 && text[at - 1] === "\\") at = text.indexOf(close, at + 1);
  if (at === -1 || at === start + value.length || at - start > MAX_QUOTED_CHARS) return null;
  const body = text.slice(start, at);
  return /\s/.test(body) || (escapes > 0 && /\\[nrt]/.test(body)) ? null : body;
}

/** Which of the groups from `first` on took part in the match (one of them does), counted from 0. */
function firstGroupFrom(match: RegExpExecArray, first: number): number {
  let at = first;
  while (match[at] === undefined) at += 1;
  return at - first;
}

/** Prose puts a full stop or a colon after a value; it is not part of the secret. */
function trimSentenceEnd(value: string): string {
  return SENTENCE_END.has(value[value.length - 1] ?? "") ? value.replace(/[.:!?]+$/, "") : value;
}
const SENTENCE_END: ReadonlySet<string> = new Set([".", ":", "!", "?"]);
