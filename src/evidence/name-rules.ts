/**
 * Secrets found by the name before them, all in one scan: `DB_PASSWORD=X`, `"password": "X"`,
 * `--db-password X`, `- name: DB_PASSWORD` then `value: X`, `<password>X</password>`,
 * `define('DB_PASSWORD', 'X')`, `auth=("user", "X")`, `Pwd={X}`, `Authorization: Bearer X`, and
 * prose ("the password is X", "log in with secret X"); since session 28 also a call's arguments
 * (`os.getenv("JWT_SECRET", "X")`, an argv array's `"--requirepass", "X"`), a setter (`setPassword("X")`),
 * an env read's fallback (`process.env.SESSION_SECRET || 'X'`), a wrapped literal (`String::from("X")`),
 * Terraform's `default = "X"`, Make's `?=`, and prose that describes the secret before a colon
 * ("the secret you need: X"). Where the value ends is name-values.ts.
 *
 * Why one scan: each of these positions opens on a credential name, and a regex that looks for a
 * dozen names costs about as much as JSON.parse of the same text (profiled on a word-rich session);
 * thirteen such scans were most of the redaction time. One scan matches the name and every position
 * after it; which alternative matched, and which kind of name, decide the rule (`NAME_RULES`).
 * The value is guarded (secret-shape.ts) so `password = getPassword()` and `${{ secrets.X }}` stay.
 */
import { AnchorScan, type LeadPattern, type LiteralScan } from "./anchor-scan.js";
import { schemeCredential } from "./header-schemes.js";
import { isActionFlag, isIdentifierKeyName, isKeyIdName, isSecretsStoreIdName } from "./key-names.js";
import { cutValueEnd, isCutValue, MAX_SCANNED_VALUE_CHARS } from "./long-values.js";
import { secretLength } from "./name-values.js";
import type { Confidence } from "./secret-shape.js";

export { quotedValue } from "./name-values.js";

/** A value's characters: not white space, quotes, backslashes or the punctuation around values. */
const VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
/**
 * A `(` after a value opens a call (`resolveKey(env)`, `get(a, b)`, `f("x")`) unless what follows it runs to the
 * value's end with no `)` or `,`, nor `=` before its end (`field(default="")`), three characters at least (a string's
 * prefix, `f(f'…')`, is a call's argument): a dotenv value that holds one (`SECRET_KEY=django-insecure-o2dr(w#zz+tk`).
 * A name's index right after it is an argument's (`bytes.fromhex(os.environ["KEY_HEX"])`, `f(ENV['X'])`: an env read, never a
 * secret), a quoted key or a number in it; a `[` later in the run is the value's own (`q(7Zr[Kp2!w`, review H4).
 */
const CALL_PAREN = "\\((?:(?=[A-Za-z_][\\w.]{1,40}\\[(?:\\\\{0,3}[\"']|\\d{1,3}\\]))|(?![^\\s\"'\\\\`,;()]{3,}(?<!=)(?:[\\s\"'\\\\`;]|$)))";
/**
 * Inside quotes a password may open on a closing bracket or a separator (`'}Kq8#vLp2!xZ'`): the quote, not the
 * punctuation, bounds it. An opening bracket still does not (`"{password}"` is a template, `"(none)"` prose).
 */
const QUOTED_PUNCTUATION = "(?:(?<=[\"'`])[}\\])|;,](?=" + VALUE_CHAR + "))";
/**
 * A value, rejected inside the regex when it is plainly not a secret, since each candidate handed
 * back to JavaScript costs more than the scan: `===`, a reference (`$X`, `%X%`, `@x`, `***`), a
 * number (`"max_tokens": 4096`), a call or an index (`resolveKey(env)`; inside quotes a bracket is
 * the secret's own: `"k(3x)m9&q2"`), a scope (`test_auth.py::test_x` assigns nothing). The look-ahead
 * and back-reference take the value whole, as an atomic group would, so no shorter prefix is tried. A value is read
 * `MAX_SCANNED_VALUE_CHARS` at most: a longer run is judged on those and goes on to its end once found (long-values.ts).
 */
const VALUE = `(?![=$%@*!#?:])(?![0-9][0-9_.]*(?!${VALUE_CHAR}))(?=(?<secret>${QUOTED_PUNCTUATION}?${VALUE_CHAR}{1,${MAX_SCANNED_VALUE_CHARS}}))\\k<secret>(?:(?![[{]|${CALL_PAREN})|(?<=["'\`]\\k<secret>))`;
/** Prose's value has a character other than a letter, or is a passphrase (20 letters or more). */
const NOT_A_WORD = `(?=${VALUE_CHAR}*[^A-Za-z_\\s"'\\\\\`,;&<>(){}\\[\\]|-]|[A-Za-z_-]{20})`;
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/**
 * A reading tool's line number after a line break (`cat -n`'s number and tab, Claude Code's Read `N→`): a manifest read with
 * them keeps `- name: DB_PASSWORD` and its `value:` apart by it (corpus 16). rule-parts.ts `LINE_NUMBER`.
 */
const GUTTER = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→|⇥))?";
/** The rest of a name around its keyword (`DB_PASSWORD_FILE`, `spring.datasource.password`). */
const NAME_REST = "[\\w.-]{0,24}";
/** A quote inside a value (`wp-Pa"ss7Kz`, `wp-Pa\\"ss7Kz` in JSON text): before a letter or a digit, the value's (value-escapes.ts). */
const INNER_QUOTE = `(?:\\\\{0,3}"(?=[A-Za-z0-9]))`;
/** A value that looks random: ten characters or more, with a letter and a digit (prose without a verb). */
const RANDOM_AHEAD = `(?=(?:[A-Za-z_-]|${INNER_QUOTE})*[0-9])(?=[0-9_-]*[A-Za-z])(?=(?:${VALUE_CHAR}|${INNER_QUOTE}){10})`;
/**
 * A literal a credential is wrapped in where it is assigned: Rust's `String::from("X")` and `Some("X")`,
 * secret types (`SecretString::new("X")`, pydantic's `SecretStr("X")`), Java's `new String("X")`, Go's
 * `[]byte("X")`, C#'s verbatim `@"X"`. Only before a quote: `Some(x)` is a variable.
 */
const WRAPPER = `(?:@|(?:String::from|SecretString::(?:new|from)|Secret(?:Str|String)?::new|SecretStr|Some|new[ \\t]+String|\\[\\]byte)\\([ \\t]*)(?=${QUOTE})`;
/** A word between a name, then `for`, `of`, `to` or `you`, and a colon ("the secret you need:", "password for user 'grafana':"). */
const DESCRIBED_WORD = "[A-Za-z0-9'@_-]+";

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
export type NameKind = keyof typeof NAMES;

/** What follows a name, in the order tried: the first that fits decides. */
const POSITIONS = {
  bearer: `${QUOTE}?[ \\t]*[:=][ \\t]*${OPEN_QUOTE}[ \\t]*(?:[Bb]earer|BEARER|[Bb]asic|BASIC|[Tt]oken)[ \\t]+`,
  braced: "[ \\t]*=[ \\t]*\\{",
  tuple: `[ \\t]*=?[ \\t]*[(\\[][ \\t]*${QUOTE}[^"'\\\\,()]{1,64}${QUOTE}[ \\t]*,[ \\t]*${QUOTE}`,
  call: `[ \\t]*\\([ \\t]*${QUOTE}`,
  define: `${QUOTE}[ \\t]*,[ \\t]*${OPEN_QUOTE}`,
  block: `${QUOTE}[ \\t]*\\{[^{}]{0,200}?(?<![\\w])default[ \\t]*=[ \\t]*${OPEN_QUOTE}`,
  then: `(?:${QUOTE})?(?:[ \\t]|${NEWLINE}${GUTTER})+[ \\t-]*(?:value|Value|VALUE)(?:${QUOTE})?[ \\t]*[:=][ \\t]*${OPEN_QUOTE}`,
  typed: `[ \\t]*:[ \\t]*&?[A-Za-z_][\\w.]*(?:<[\\w ,]{0,40}>)?(?:\\[\\])?[ \\t]*=[ \\t]*@?(?:${WRAPPER})?${OPEN_QUOTE}`,
  assign: `(?:${QUOTE}\\]?)?[ \\t]*(?::=|=>|=|:|(?<=[ \\t])\\?=)[ \\t]*(?:${WRAPPER})?${OPEN_QUOTE}`,
  fallback: `(?:${QUOTE}[\\])]{1,2}[ \\t]*|[ \\t]+)(?:\\|\\||\\?\\?|or[ \\t])[ \\t]*${QUOTE}`,
  // the blank is read before the look-behind, which then walks back only where one follows
  flag: `(?=[ \\t])(?<=(?:^|[\\s"'=])--?[A-Za-z0-9_-]*)[ \\t]+${OPEN_QUOTE}`,
  copula: `s?(?:[ \\t]+(?:for|of)(?:[ \\t]+[^\\s.,;:"'\\\\]+){1,4}?)?[ \\t]+(?:is|was|will be)(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed|reset|updated)[ \\t]+to)?[ \\t]*:?[ \\t]+${OPEN_QUOTE}${NOT_A_WORD}`,
  xml: ">",
  prose: `(?:[ \\t]+(?:of|to|for|are))?[ \\t]*[:=]?[ \\t]+${OPEN_QUOTE}${RANDOM_AHEAD}`,
  described: `s?[ \\t]+(?:for|of|to|you)(?:[ \\t]+${DESCRIBED_WORD}){0,4}?[ \\t]*:(?:[ \\t]|${NEWLINE})+${OPEN_QUOTE}`,
} as const;
export type Position = keyof typeof POSITIONS;
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
 * a value of letters, `_`, `-` and quotes then a digit (prose's `RANDOM_AHEAD`), or, when a dash stands in
 * the name's word before them, anything (`flag`'s look-behind); after blanks also `??`, `?=`, `||`,
 * `or` and a quote (`fallback`, Make's `?=`), and `you` then words and a colon (`described`; its `for`,
 * `of`, `to` are above). Each of these is as narrow as its position: `)`, `?`, `|` alone or `or` alone
 * let through most names of code and prose and cost a third more scan (profiled). The blank after a dash's word is
 * read before its look-behind, which walked back over the word at each length (7% of the scan, Run 43). test/evidence/name-guard.test.ts
 * holds the scan with it to the scan without it.
 */
export const POSITION_GUARD = "(?=[\\\\\"'\\r\\n:=(\\[>]"
  + "|s?[ \\t]+(?:[\\\\\"'`\\r\\n:=(\\[vV-]|(?:for|of|to|are|is|was|will)[ \\t:=]|(?:[A-Za-z_-]|\\\\{0,3}\")*[0-9]"
  + `|\\?[?=]|\\|\\||or[ \\t]+[\\\\"']|you(?:[ \\t]+${DESCRIBED_WORD}){0,4}[ \\t]*:)`
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

/**
 * What every name of `NAME_SCAN` opens on, in any case: a scan finds where one may start (anchor-scan.ts), and the scan
 * is tried in place only there, not at every position of the text (bench/RESULTS.md, Run 66).
 */
export const NAME_LEADS: LeadPattern = { leads: ["auth", "api", "pass", "pwd", "secret", "token", "credential", "key", "_key", ".key", "-key", "login"] };

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
/** Sticky: tried in place where a name may start. */
const SCAN = new RegExp(numberedSource(scanSource(true)), "y");
/** The names' scan when the rule runs alone, made then; redaction's scan finds them with its anchors (redact.ts). */
let namesAlone: AnchorScan | undefined;

interface NameRule {
  kind: string;
  confidence: Confidence;
  /** The text before the name must end so (`<` for an XML element, `define(` for PHP). */
  before?: RegExp;
  /** The value must open on a quote. */
  quoted?: boolean;
}

/** A setter's or a builder's head before the name: `.set`, `set_`, `.with`, or a member's dot (`.password(`). */
const SETTER_BEFORE = /(?:\.|(?<![A-Za-z])(?:set|with)_?|[a-z.](?:Set|With))$/;
/** Terraform's `variable "` before the name. */
const VARIABLE_BEFORE = /variable[ \t]+(?:\\{1,3})?["'][\w.-]*$/;

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
  // a setter or a builder's method named for the credential: `ds.setPassword("X")`, `user.set_password("X")`, `.token("X")`
  call: {
    password: { kind: "credential-setter", confidence: "labelled", before: SETTER_BEFORE },
    credential: { kind: "credential-setter", confidence: "labelled", before: SETTER_BEFORE },
    key: { kind: "credential-setter", confidence: "key", before: SETTER_BEFORE },
  },
  // the name as a call's first argument, the value its second: `define('DB_PASSWORD', 'X')`; others in `defineRule`
  define: {
    password: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    credential: { kind: "php-define", confidence: "labelled", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
    key: { kind: "php-define", confidence: "key", before: /define\(\s*(?:\\{1,3})?["'][\w.-]*$/ },
  },
  // Terraform's `variable "db_password" { default = "X" }`
  block: {
    password: { kind: "variable-default", confidence: "labelled", before: VARIABLE_BEFORE },
    credential: { kind: "variable-default", confidence: "labelled", before: VARIABLE_BEFORE },
    key: { kind: "variable-default", confidence: "key", before: VARIABLE_BEFORE },
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
  // a literal fallback of a credential read from the environment: `process.env.SESSION_SECRET || 'X'`, `os.environ.get("SECRET") or "X"`
  fallback: {
    password: { kind: "credential-fallback", confidence: "labelled" },
    credential: { kind: "credential-fallback", confidence: "labelled" },
    key: { kind: "credential-fallback", confidence: "key" },
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
  // "the secret you need: X", "Generated password for user 'grafana': X", "the password for the admin account:\n\n    X"
  described: {
    password: { kind: "secret-in-prose", confidence: "prose" },
    credential: { kind: "secret-in-prose", confidence: "prose" },
  },
};
/** A flag's dashes and words before its name (`--http-`, keytool's `-store`). */
const FLAG_HEAD = /(?:^|[\s"'=])--?[A-Za-z0-9_-]*$/;
/** How far back a rule's `before` context is read. */
const BEFORE_CHARS = 48;

export interface NameSpan {
  start: number;
  end: number;
  kind: string;
}

/** Every secret after a credential name, with the rule that found it; `literals`: the text's scan, names' leads found. */
export function nameSpans(text: string, literals?: LiteralScan): NameSpan[] {
  const spans: NameSpan[] = [];
  // where the next name is looked for, as a global scan's `lastIndex` would stand
  let next = 0;
  const scan = literals ?? (namesAlone ??= new AnchorScan([], [], [NAME_LEADS])).scan(text);
  for (const at of scan.opens.get(NAME_LEADS)!) {
    if (at < next) continue;
    SCAN.lastIndex = at;
    const match = SCAN.exec(text);
    if (match === null) continue;
    const span = spanOf(text, match);
    if (span !== null) {
      spans.push(span);
      // a long value found is passed over whole: the names inside it would each read it again (long-values.ts)
      next = span.end - span.start > MAX_SCANNED_VALUE_CHARS ? Math.max(SCAN.lastIndex, span.end) : SCAN.lastIndex;
      continue;
    }
    // a later name may start inside this match ("secret key is X": not "key", but "X")
    next = match.index + 1;
  }
  return spans;
}

/** The rule of a name in a position, where more than the table decides it. */
function ruleFor(position: Position, matched: string, before: string, nameKind: NameKind, name: string): NameRule | undefined {
  const rule = position === "assign" ? assignmentRule(matched, before, nameKind) : position === "define" ? defineRule(before, nameKind)
    : NAME_RULES[position][nameKind];
  // `API_KEY='Ss4dF8gHjW'`: a key named an API key is as sure as a password's name, not a generic `…_key`
  return rule?.confidence === "key" && API_KEY_NAME.test(name) ? { ...rule, confidence: "labelled" } : rule;
}
const API_KEY_NAME = /^[Aa][Pp][Ii]/;

/** An assignment, unless it is a flag's (`--http-password=X`) or openssl's `pass:X` argument. */
function assignmentRule(matched: string, before: string, nameKind: NameKind): NameRule | undefined {
  if (nameKind === "password" && /^pass:\S/.test(matched) && OPENSSL_ARG_BEFORE.test(before)) return OPENSSL_PASS_ARG;
  // a flag's head holds a dash: most assignments have none, and need not try the regex
  return before.includes("-") && FLAG_HEAD.test(before) ? NAME_RULES.flag[nameKind] : NAME_RULES.assign[nameKind];
}
/** openssl's `-passin pass:X`, `-passout pass:X`, `-pass pass:X`: a password whatever it looks like. */
export const OPENSSL_PASS_ARG: NameRule = { kind: "openssl-pass-arg", confidence: "position" };
const OPENSSL_ARG_BEFORE = /(?:^|[\s"'])$/;

/**
 * A quoted name then a quoted value, `"NAME", "X"`: PHP's `define`, any call's first two arguments
 * (`os.environ.setdefault("API_SECRET", "X")`, `os.getenv("JWT_SECRET", "X")`, `props.setProperty("password", "X")`,
 * `page.fill('#password', 'X')`), or a flag and its value in an argv array (`["redis-server", "--requirepass", "X"]`).
 */
function defineRule(before: string, nameKind: NameKind): NameRule | undefined {
  const define = NAME_RULES.define[nameKind];
  if (define === undefined || define.before!.test(before)) return define;
  if (ARGV_FLAG_BEFORE.test(before)) return ARGV_FLAG_RULES[nameKind];
  return CALL_ARGUMENT_BEFORE.test(before) ? CALL_ARGUMENT_RULES[nameKind] : undefined;
}
const ARGV_FLAG_BEFORE = /(?:^|[\s,[(])(?:\\{1,3})?["']--?[A-Za-z0-9_-]*$/;
const CALL_ARGUMENT_BEFORE = /[\w$]\(\s*(?:\\{1,3})?["'][#\w.-]*$/;
// a literal only: `add_argument("--password", help="…")` passes a keyword argument, not the flag's value
const CALL_ARGUMENT_RULES: Partial<Record<NameKind, NameRule>> = {
  password: { kind: "credential-argument", confidence: "labelled", quoted: true },
  credential: { kind: "credential-argument", confidence: "labelled", quoted: true },
  key: { kind: "credential-argument", confidence: "key", quoted: true },
};
const ARGV_FLAG_RULES: Partial<Record<NameKind, NameRule>> = {
  password: { kind: "password-flag", confidence: "position", quoted: true },
  credential: { kind: "secret-flag", confidence: "labelled", quoted: true },
  key: { kind: "secret-flag", confidence: "labelled", quoted: true },
};

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
const PROSE_POSITIONS: ReadonlySet<Position> = new Set(["copula", "prose", "described"]);

function spanOf(text: string, match: RegExpExecArray): NameSpan | null {
  const name = match[NAME_GROUP]!;
  const nameKind = nameKindAt(text, match.index, name, kindOfName(name)!);
  if (nameKind === null || isStatusLabel(text, match.index, name)) return null;
  const position = POSITION_KEYS[firstGroupFrom(match, FIRST_POSITION_GROUP)]!;
  return nameSpanAt(text, match, name, nameKind, position, match[SECRET_GROUP]!);
}

/**
 * The secret after a name the scan found, from what the scan's groups tell: the name, its kind, the
 * position and the value's start. Shared with the frozen copy of the scan (test/helpers/name-scan-before.ts),
 * which reads its groups by name.
 */
export function nameSpanAt(
  text: string, match: RegExpExecArray, name: string, nameKind: NameKind, position: Position, value: string,
): NameSpan | null {
  if ((nameKind === "word" || PROSE_POSITIONS.has(position)) && !isWholeWord(text, match.index, name)) return null;
  // the tuple is the name's own (`auth=(…)`, `HTTPBasicAuth(…)`), not a member's call (`auth.build_header('GET', …)`)
  if (position === "tuple" && WORD_CHAR.test(text[match.index + name.length] ?? "")) return null;
  if (position === "assign" && isGrepLinePrefix(match[0], value)) return null;
  // a flag's next word that is a flag is none of its value (`--passwd-on-stdin --background`: the password is on stdin)
  if (position === "flag" && value.startsWith("-")) return null;
  const before = text.slice(Math.max(0, match.index - BEFORE_CHARS), match.index);
  const rule = ruleFor(position, match[0], before, nameKind, name);
  if (rule === undefined) return null;
  if (rule.before !== undefined && !rule.before.test(before)) return null;
  // the value ends the match, so it needs no indices (`d` doubles the cost of this scan)
  const end = match.index + match[0].length;
  const start = end - value.length;
  if (rule.quoted === true && !QUOTES.has(text[start - 1] ?? "")) return null;
  // openssl's quote opens before `pass:` (`'pass:X'`) or after it (`pass:'X'`)
  const quoteFrom = rule === OPENSSL_PASS_ARG && !QUOTES.has(text[start - 1] ?? "") ? match.index : start;
  let length = secretLength(text, start, value, rule.confidence, position, quoteFrom, nameKind === "password" ? name : null);
  // a value longer than the scan reads, judged a secret on its first characters, goes on to its run's end
  if (length > 0 && isCutValue(text, end, value)) {
    const runEnd = cutValueEnd(text, end);
    if (runEnd === null) return null;
    length = runEnd - start;
  }
  // `Authorization: GenieKey X`: the value read is a scheme the bearer position does not spell (header-schemes.ts)
  if (length === 0) return nameKind === "header" && position === "assign" ? headerSchemeSpan(text, start, rule.kind) : null;
  // names that stand where no secret follows, tested on the few values that look like one
  if (isUserInfo(before) || isArnPart(text, match.index) || isPublicKeyName(before, nameKind) || isInsideTemplate(before)) return null;
  if (isSettingOfSecrets(text, match.index + name.length) || isSecretsStoreId(text, match.index + name.length)) return null;
  if (isNotCredentialName(text, match.index + name.length, before, nameKind, rule.kind)) return null;
  if (isFingerprint(before, nameKind, text.slice(start, start + length))) return null;
  return { start, end: start + length, kind: rule.kind };
}
const QUOTES: ReadonlySet<string> = new Set(['"', "'", "`"]);

function headerSchemeSpan(text: string, start: number, kind: string): NameSpan | null {
  const credential = schemeCredential(text, start);
  return credential === null ? null : { ...credential, kind };
}

/**
 * A file named for a secret in grep's `path:line:text` (`config/secret.rb:1:Rails…secret_key_base = 'X'`):
 * the name is the file's, its value the line number and the line, in which the scan finds the real name.
 */
function isGrepLinePrefix(matched: string, value: string): boolean {
  return /^\d+[:-]/.test(value) && /\.[A-Za-z0-9]{1,6}:$/.test(matched.slice(0, matched.length - value.length));
}

/** A name in a URL's user-info (`https://oauth2:X@host`, `__token__:X@`): url-credentials hides the password, up to its `@`. */
function isUserInfo(before: string): boolean {
  return before.includes("://") && /:\/\/[\w.%+~-]*$/.test(before);
}

/**
 * A name that ends in a setting about secrets, not a secret (`password_encryption = scram-sha-256`,
 * `PASSWORD_MIN_LENGTH`, `token_expiry`, `secret_rotation`): the word after the keyword ends the name.
 * `password_encryption_key` goes on to a key, and is one.
 */
function isSettingOfSecrets(text: string, nameEnd: number): boolean {
  const rest = NAME_REST_AT.exec(text.slice(nameEnd, nameEnd + NAME_REST_CHARS))![0];
  return rest !== "" && SETTING_OF_SECRETS.test(rest);
}
const NAME_REST_CHARS = 24;
const NAME_REST_AT = /^[\w.-]*/;
const SETTING_OF_SECRETS = new RegExp(
  "^(?:[_.-]|(?=[A-Z]))(?:[\\w.-]*[_.-])?(?:encryption|algorithm|algo|policy|min_?length|max_?length|length|expiry|expiration|expires_in|ttl|lifetime|"
    + "rotation|rounds|iterations|scheme|strength|complexity|validators?|history|attempts|retries|"
    // the user half of a credential and the method's name: swaks' `--auth-user alerts@…`, `auth_type = scram-sha-256`
    + "user(?:name)?|type|method|mechanism|"
    // a hash or a fingerprint of a (CA) certificate is public: kubeadm's `--discovery-token-ca-cert-hash sha256:…`
    + "(?:ca[_.-]?)?cert(?:ificate)?[_.-]?(?:hash|digest|fingerprint|sha\\d*|pin))$",
  "i",
);

/** A name that goes on to a store of secrets' id (`UserSecretsId`; key-names.ts). */
function isSecretsStoreId(text: string, nameEnd: number): boolean {
  return text[nameEnd] === "s" && isSecretsStoreIdName(text.slice(nameEnd, nameEnd + NAME_REST_CHARS).match(NAME_REST_AT)![0]);
}

/**
 * A name that holds a credential's word but names no credential: an identifier's key, a key's id, a flag
 * acting on a secret (key-names.ts).
 */
function isNotCredentialName(text: string, nameEnd: number, before: string, nameKind: NameKind, kind: string): boolean {
  if ((kind === "secret-flag" || kind === "password-flag") && isActionFlag(before)) return true;
  if (nameKind !== "key") return false;
  return isIdentifierKeyName(before) || isKeyIdName(before, NAME_REST_AT.exec(text.slice(nameEnd, nameEnd + NAME_REST_CHARS))![0]);
}

/**
 * A name inside a template's `{{ … }}` (CloudFormation's `{{resolve:secretsmanager:prod/db:SecretString:password}}`,
 * `${{ secrets.TOKEN }}`, Helm's `{{ .Values.password }}`): the expression names where a secret is, it holds none.
 */
function isInsideTemplate(before: string): boolean {
  const open = before.lastIndexOf("{{");
  return open !== -1 && !before.includes("}}", open);
}

/**
 * A resource type inside an ARN (`arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db`): a name, not a label. Read
 * back further than a rule's `before`: an ARN's head is longer than it in most regions (`…:eu-central-1:123456789012:`).
 */
function isArnPart(text: string, nameAt: number): boolean {
  if (text[nameAt - 1] !== ":") return false;
  const before = text.slice(Math.max(0, nameAt - ARN_HEAD_CHARS), nameAt);
  return before.includes("arn:") && /arn:[\w-]+:(?:[\w-]+:[\w-]*:\d*:)?$/.test(before);
}
/** An ARN's head at most: `arn:`, a partition (`aws-us-gov`), a service, a region, a 12-digit account, their colons. */
const ARN_HEAD_CHARS = 96;

/** A public key's name (`public key: age1…`, `PUBLIC_KEY=`): what it names is public. */
function isPublicKeyName(before: string, nameKind: NameKind): boolean {
  return (nameKind === "key" || nameKind === "word") && /(?:[Pp]ublic|PUBLIC|[Pp]ub|PUB)[ _.-]?$/.test(before.slice(-PUBLIC_CHARS));
}

const PUBLIC_CHARS = "public_".length;

/** A GPG key's id or fingerprint (`GPG_KEY=A035C8C1…`): hex of 16 or 40 digits names a public key. */
function isFingerprint(before: string, nameKind: NameKind, secret: string): boolean {
  return nameKind === "key" && /(?:gpg|GPG|pgp|PGP)[_.-]?$/.test(before) && /^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{40})$/.test(secret);
}

/**
 * `--- PASS: TestX (0.00s)`, `PASS: tests/run.sh`: the bare upper-case `PASS` before a colon is a test's
 * status (Go, automake, TAP-like runners), not a password's label; `DB_PASS: X` and `PASS=X` still are.
 */
function isStatusLabel(text: string, index: number, name: string): boolean {
  return name === "PASS" && text[index + name.length] === ":" && !WORD_CHAR.test(text[index - 1] ?? "");
}

/** Which of the groups from `first` on took part in the match (one of them does), counted from 0. */
function firstGroupFrom(match: RegExpExecArray, first: number): number {
  let at = first;
  while (match[at] === undefined) at += 1;
  return at - first;
}
