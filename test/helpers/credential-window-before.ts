/**
 * The window rule as it read before Run 67 (src/evidence/credential-window.ts at 27b67dc): each character tested by its
 * patterns, each token judged whole. Kept so that test/evidence/window-reading.test.ts holds the faster reading to it.
 */
import { AnchorScan, type LiteralScan } from "../../src/evidence/anchor-scan.js";
import { CREDENTIAL_STEM_AT, CREDENTIAL_STEM_LEADS, CREDENTIAL_WORD_AT, FOREIGN_ENDING, NOT_A_PASS, WHOLE_WORDS_ONLY } from "../../src/evidence/credential-words.js";
import { COMMIT_ID_LENGTH, looksChosen, looksGenerated } from "../../src/evidence/generated-values.js";
import { isSecretsStoreIdName } from "../../src/evidence/key-names.js";
import { nextSentenceValueAt } from "../../src/evidence/next-sentence.js";
import { looksStated } from "../../src/evidence/stated-values.js";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** The marker kind of a value this rule finds. */
const CREDENTIAL_WINDOW = "credential-window";
/** Characters read after the word's name for its value: a sentence's few words and a separator, not the next clause. */
const MAX_WINDOW_CHARS = 80;
/** Plain words that may stand between a value and a strong word after it ("X is the password", "X as the temporary password"). */
const MAX_WORDS_BEFORE = 3;
/** The word right after a value that a sentence names before its credential's word: "X is the password", "X as the password". */
const NAMING_VERB = /^(?:is|as|was)$/i;
/** Plain words that may stand between a strong word and its value ("für den Testnutzer ist"). */
const MAX_GAP_WORDS = 6;
/** A name around the word is this long at most (`spring.datasource.hikari.password`); a longer run is a blob, no name. */
const MAX_NAME_CHARS = 64;
/** A value is this long at most: a longer run is data (a base64 body), whose own rules read it. */
const MAX_VALUE_CHARS = 512;

/** A name's characters: an identifier's, a dotted key's, a flag's. */
const NAME_CHAR = /[A-Za-z0-9_.-]/;
/** A character of base64 or of a name (not `=`, which joins a name to its value). */
const BLOB_CHAR = /[A-Za-z0-9+/_.-]/;
/** A value's characters: printable ASCII but blanks, quotes, the backslash, brackets, and the separators `,;:|`. */
const VALUE_CHAR = /[!#$%&*+\-./0-9=?@A-Z^_a-z~]/;
/** A value's first character: not `=`, `-` or `~`, which open a separator (`=>`, `->`, `--`) there. */
const VALUE_START = /[!#$%&*+./0-9?@A-Z^_a-z]/;
/** A URL's scheme ends here: its user-info and query are read by their own rules (url-credentials), not as a value. */
const URL_SCHEME_END = "://";
/** A word of another script, or with its accents: any character past ASCII but the CJK and full-width punctuation. */
const WIDE_CHAR = /[^\s!-~\u3000-\u303f\uff00-\uff0f\uff1a-\uff20]/;
/** What ends a line, raw or escaped in JSON text (`\n`, `\\n`). */
const LINE_END = /\r|\n|\\{1,3}[nr]/y;
/** The characters `LINE_END` starts with. */
const LINE_END_FIRST = "\r\n\\";
/** An escape of JSON text that stands for a blank or a quote: a separator. */
const ESCAPE = /\\{1,3}(?:[t"'/]|u[0-9A-Fa-f]{4})/y;
/** A sentence's end before the value: the word belongs to the sentence before it. */
const SENTENCE_END = /[.!?](?:\s|\\{1,3}[nrt])|[。！？]/y;
/** The characters `SENTENCE_END` starts with. */
const SENTENCE_MARKS = ".!?。！？";
/** A marker of a text redacted before: what it hid is not read again. */
const MARKER = "[REDACTED:";
/** A verb that gives the value ("is", "to" as in "set it to", "lautet", a past tense's "foi"), in the languages of the credential words. */
const COPULA = /^(?:is|was|to|ist|est|es|é|è|är|je|jest|er|on|là|este|εἶναι|είναι|это|是|は|는|은|هي|هو|היא|הוא|คือ|lautet|foi|fue|war|était|var|oli|był[oa]?)$/i;
/** A shell's control operators' characters: a command after them is another command, not the word's value. */
const SHELL_CONTROL = /[|&;]/;
/** Gap words this many at most, all of another script, before a Latin value: the value stands out as the word's (corpus 17). */
const MAX_WIDE_GAP_WORDS = 4;
/** Marks alone that stand between a word and its value as separators do (Kotlin's `?:`, a pointer's `*`, an ellipsis). */
const SKIPPED_MARKS = /^[?*+.]+$/;
/** A path's separator before a name. */
const PATH_SEPARATOR = /[/\\]/;
/** A bracket's opening, and a quote (an index's key stands in quotes). */
const OPEN_BRACKET = /[([{]/;
const QUOTE = /["'`]/;
/** A bracket's close: a token right after it goes on with the expression. */
const CLOSE_BRACKET = /[)\]}]/;
/** A query's next parameter: `&` (or `?` first), a name, `=`. */
const NEXT_PARAMETER = /(?:^\?|&)[A-Za-z_][\w.-]*=/;
/** A word's last mark that ends its sentence. */
const SENTENCE_MARK = /[.!?]$/;
/** Trailing punctuation that ends a sentence, not the value. */
const TRAILING = /[.,:;*]+$/;
/** Marks that end a word between the credential's word and its value: an attribute's `=`, a sentence's `!`. */
const GAP_WORD_END = /[=!?]+$/;
/**
 * A plain word that may stand between a strong word and its value: letters of any script, an apostrophe, a hyphen, an
 * underscore (a user's name: elasticsearch-setup-passwords' `PASSWORD kibana_system = X`); an e-mail address (the
 * account's); a short number ("Unseal Key 1: X").
 */
const GAP_WORD = /^(?:[A-Za-zÀ-ɏ][A-Za-zÀ-ɏ'’_-]{0,29}|[^\s!-~]{1,30}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d{1,3})$/;

/** The stems' scan when the rule runs alone, made then; redaction's scan finds them with its anchors (redact.ts). */
let stemsAlone: AnchorScan | undefined;

/**
 * The credential words of `text`, in order, as a case-insensitive scan for them finds them: from where a stem starts,
 * each word then the next after it (another stem may start inside one that opened no word: `db-password`).
 * `literals`: the text's scan, with the stems' leads found.
 */
function credentialWords(text: string, literals?: LiteralScan): RegExpExecArray[] {
  const words: RegExpExecArray[] = [];
  let next = 0;
  const scan = literals ?? (stemsAlone ??= new AnchorScan([], [], [CREDENTIAL_STEM_LEADS])).scan(text);
  for (const stem of scan.opens.get(CREDENTIAL_STEM_LEADS)!) {
    if (stem < next || !startsAt(CREDENTIAL_STEM_AT, text, stem)) continue;
    // the whole pattern in place where a stem starts: a scan for stems alone is the cheaper one
    CREDENTIAL_WORD_AT.lastIndex = stem;
    const match = CREDENTIAL_WORD_AT.exec(text);
    if (match === null) continue;
    words.push(match);
    next = match.index + match[0].length;
  }
  return words;
}

/** Every random-looking value that stands beside a credential's word in `text`; `literals`: its scan, stems' leads found. */
export function credentialWindowSpansBefore(text: string, literals?: LiteralScan): Found[] {
  const spans: Found[] = [];
  for (const match of credentialWords(text, literals)) {
    const groups = match.groups!;
    const weak = groups.weak !== undefined;
    let end = match.index + match[0].length;
    if (groups.foreign !== undefined) {
      FOREIGN_ENDING.lastIndex = end;
      end += FOREIGN_ENDING.exec(text)![0].length;
    } else if (!boundedWord(text, match.index, end, weak)) continue;
    const name = nameAround(text, match.index, end);
    // a word that is a path's part names a file or a route (`/etc/passwd`, `/basic-auth/user/pass`), no value
    if (name === null || PATH_SEPARATOR.test(text[name.start - 1] ?? "")) continue;
    // a name that goes on after the word names something else (`login_cmd`, `secret_commit`, `token_lengths`): a weak
    // word's is none, a strong word's holds no hex (a commit's id) and calls nothing (`tiktoken.encoding_for_model(`)
    const last = name.end === end;
    if (!last && (weak || text[name.end] === "(" || isSecretsStoreIdName(text.slice(name.start, name.end)))) continue;
    // a flag's hex value is a commit's (`git cat-file -p 95b4cf8…`), a word's may be a key (`master_key: c9f1…`)
    const flag = weak && !/^[A-Za-z]/.test(match[0]);
    // a commit's id (40 hex) is a key only under a compound name (`api_token=`, `X-Api-Secret:`), not after a bare word
    const hex = flag || !last ? "none" : name.start < match.index ? "any" : "keys";
    const before = !weak && namedBefore(text, name.start);
    const after = valueAfter(text, name.end, weak ? 0 : MAX_GAP_WORDS, hex) ?? (weak && !flag ? qualifiedLabelValue(text, name.end) : null);
    const value = after ?? (before ? valueBefore(text, name.start) : null);
    if (value !== null) spans.push({ ...value, kind: CREDENTIAL_WINDOW });
  }
  return spans;
}

const isLetter = (char: string | undefined) => char !== undefined && /[A-Za-z]/.test(char);
const sameCase = (a: string, b: string) => (a === a.toLowerCase()) === (b === b.toLowerCase());

/**
 * Whether an English or weak word stands as a word of a name: the next letter starts another word (`passwordHash`,
 * `PASSWORD_FILE`) rather than going on with this one (`tokenizer`, `PASSED`), and a weak word is no English word's
 * end (`bypass`) nor, for the whole words, any word's (`enclave`).
 */
function boundedWord(text: string, start: number, end: number, weak: boolean): boolean {
  const next = text[end];
  if (isLetter(next) && sameCase(text[end - 1]!, next!)) return false;
  if (!weak) return true;
  const word = text.slice(start, end);
  const before = text[start - 1];
  if (WHOLE_WORDS_ONLY.test(word)) return !isLetter(before);
  return !/^pass$/i.test(word) || !NOT_A_PASS.test(text.slice(Math.max(0, start - MAX_NAME_CHARS), start));
}

/**
 * The name the word is part of (`DB_PASSWORD_PROD`, `spring.datasource.password`, `--auth-password`), bounded; null when
 * it is no name but a blob that holds the word by chance (`sha512-…pwX…`): a name reads as one, a blob looks generated.
 */
function nameAround(text: string, start: number, end: number): { start: number; end: number } | null {
  let from = start;
  // a JSON text's escaped line break or tab (`\nPASSWORD x = …`) ends the name: its letter is none of it, its backslash no path's
  while (from > 0 && start - from < MAX_NAME_CHARS && NAME_CHAR.test(text[from - 1]!) && !isEscapeLetter(text, from - 1)) from -= 1;
  let to = end;
  while (to < text.length && to - end < MAX_NAME_CHARS && NAME_CHAR.test(text[to]!)) to += 1;
  const name = text.slice(from, to).replace(/^[-.]+|[-.]+$/g, "");
  if (start - from >= MAX_NAME_CHARS || to - end >= MAX_NAME_CHARS || isBlob(name)) return null;
  // base64 holds `+`, `/` and `=` that no name does: a word inside a run of them is the blob's (`…AQEFAAOBjQAwgYkCgYEA…`)
  let blobFrom = from;
  while (blobFrom > 0 && from - blobFrom < MAX_NAME_CHARS && BLOB_CHAR.test(text[blobFrom - 1]!)) blobFrom -= 1;
  let blobTo = to;
  while (blobTo < text.length && blobTo - to < MAX_NAME_CHARS && BLOB_CHAR.test(text[blobTo]!)) blobTo += 1;
  if ((blobFrom < from || blobTo > to) && isBlob(text.slice(blobFrom, blobTo))) return null;
  return { start: from, end: to };
}

/** Whether the letter at `at` is an escape's: `n`, `r` or `t` after a backslash. */
function isEscapeLetter(text: string, at: number): boolean {
  return text[at - 1] === "\\" && (text[at] === "n" || text[at] === "r" || text[at] === "t");
}

/** A run that looks generated and holds digits: a blob's; a name without digits is one, whatever its abbreviations (`mail.smtp`). */
function isBlob(run: string): boolean {
  return /\d/.test(run) && looksGenerated(run, true);
}

/**
 * The value after a word's name: the first token past the separators that looks generated, with at most `gapWords`
 * plain words before it, on the same line and sentence and within the window. Any other token ends the search.
 */
function valueAfter(text: string, from: number, gapWords: number, hex: HexValues): { start: number; end: number } | null {
  const limit = Math.min(text.length, from + MAX_WINDOW_CHARS);
  let at = from;
  let words = 0;
  let lastWord = "";
  let opened = 0;
  // every gap word so far is of another script ("пароль адміністратора X", "رمز عبور سرور X است"): the Latin value is named
  let wide = true;
  while (at < limit) {
    const char = text[at]!;
    // each pattern is tried only on its own first characters: most positions are a word's letters or a blank
    if (SENTENCE_MARKS.includes(char) && startsAt(SENTENCE_END, text, at)) return gapWords > 0 ? valueOfNextSentence(text, at) : null;
    if (LINE_END_FIRST.includes(char) && startsAt(LINE_END, text, at)) return null;
    if (char === MARKER[0] && text.startsWith(MARKER, at)) return null;
    const escape = char === "\\" ? matchLength(ESCAPE, text, at) : 0;
    if (escape > 0) {
      at += escape;
      continue;
    }
    const token = tokenAt(text, at);
    if (token > 0 && text.startsWith(URL_SCHEME_END, at + token)) return null;
    if (token === 0) {
      // a bracket that closes one the word stood in ends its phrase ("(potential secret) X", "[AWS Secret Access Key] X");
      // an index's quoted key does not (`ENV['PASSWORD'] = "X"`)
      if (OPEN_BRACKET.test(char)) opened += 1;
      else if (CLOSE_BRACKET.test(char) && opened-- === 0 && !QUOTE.test(text[at - 1] ?? "")) return null;
      at += 1;
      continue;
    }
    // a token joined to a bracket's close goes on with an expression (`%(password)s@host`), no value
    if (at > 0 && CLOSE_BRACKET.test(text[at - 1]!)) return null;
    // a name called (`Ed25519PrivateKey.generate()`, `ec.SECP256R1()`) is code that makes a key, not one
    if (text[at + token] === "(") return null;
    // a template's expression (`"{{ vault_smtp_secret }}"`, `{%- if … %}`) names a variable that holds the value (corpus 16)
    if (opened > 0 && TEMPLATE_OPEN.test(text.slice(Math.max(0, at - 6), at))) return null;
    // a query's next parameter (`grant_type=client_credentials&client_id=…`) is read by its own name: the word was a value, or
    // the value ends before it (`token=X&grant_type=…`), as the name scan's does
    const run = text.slice(at, at + token);
    const parameter = run.includes("&") || char === "?" ? run.search(NEXT_PARAMETER) : -1;
    if (parameter === 0) return null;
    const raw = parameter > 0 ? run.slice(0, parameter) : run;
    const value = raw.replace(TRAILING, "");
    // right after a strong word or its verb, a chosen password too ("the password is Wint3r-Harb0r-92")
    const named = gapWords > 0 && (words === 0 || (words === 1 && COPULA.test(lastWord)) || (wide && words <= MAX_WIDE_GAP_WORDS));
    // the length first: a run longer than any value is no value, and judging its shape cost most of the rule's time
    const fits = VALUE_START.test(char) && token <= MAX_VALUE_CHARS;
    const generated = fits && hexAllowed(value, hex, words) && looksGenerated(value, hex !== "none" && words === 0);
    // a stated one too, in a shape a name has (`Sen_Hong_5`): only so named (stated-values.ts, corpus 17)
    // a stated one's shape is also a program's (`python3`): not across a shell's `|`, `&` or `;`, which start another command
    // (`detect-secrets || python3 -m detect_secrets`)
    const stated = named && looksStated(value) && !SHELL_CONTROL.test(text.slice(from, at));
    if (fits && (generated || (named && looksChosen(value)) || stated)) {
      return { start: at, end: at + value.length };
    }
    if (parameter > 0) return null;
    at += token;
    // a separator of marks alone (`?:`, `*`, `...`) is passed over, as blanks are; a shell's (`&&`, `#`) ends the search
    if (VALUE_START.test(char) && !/[A-Za-z0-9]/.test(raw)) {
      if (SKIPPED_MARKS.test(raw)) continue;
      return null;
    }
    // a word's trailing marks are the sentence's or an attribute's (`it!)`, `value="`)
    if (words >= gapWords || !GAP_WORD.test(value.replace(GAP_WORD_END, ""))) return null;
    // a word that ends a sentence ends the search: what follows is the next sentence's
    if (SENTENCE_MARK.test(raw) && endsSentence(text, at)) return gapWords > 0 ? valueOfNextSentence(text, at - 1) : null;
    wide &&= WIDE_CHAR.test(value);
    words += 1;
    lastWord = value;
  }
  return null;
}

/** A template's opening right before a token: Jinja's, Go's, Handlebars' and Helm's `{{`, `{{-`, Jinja's `{%`. */
const TEMPLATE_OPEN = /\{[{%]-?[ \t]*$/;
/**
 * A weak word's label that says what it is for before its colon, then the value (corpus 16: "mdp du compte sftp : X",
 * "pw for the vpn: X"): up to four plain words, no digits (a count: "pass 3 of 4:"), a colon (French puts a blank before it).
 */
const QUALIFIED_LABEL = /(?:[ \t]+[A-Za-zÀ-ɏ'’_-]{1,20}){1,4}[ \t]*[:：][ \t]*(?:\\{0,3}["'`])?/y;

/** The value after a weak word's qualified label, when it looks generated or chosen; not a URL's rest (`login via https://…`). */
function qualifiedLabelValue(text: string, from: number): { start: number; end: number } | null {
  const length = matchLength(QUALIFIED_LABEL, text, from);
  if (length === 0) return null;
  const start = from + length;
  const token = tokenAt(text, start);
  if (token === 0 || token > MAX_VALUE_CHARS || !VALUE_START.test(text[start]!) || text.startsWith("//", start)) return null;
  const value = text.slice(start, start + token).replace(TRAILING, "");
  return looksGenerated(value, false) || looksChosen(value) ? { start, end: start + value.length } : null;
}

/** A strong word's sentence ended at `at`: the value the next sentence gives by referring back ("It's now X."; next-sentence.ts). */
function valueOfNextSentence(text: string, at: number): { start: number; end: number } | null {
  const start = nextSentenceValueAt(text, at);
  if (start === -1) return null;
  const token = tokenAt(text, start);
  if (token === 0 || token > MAX_VALUE_CHARS || !VALUE_START.test(text[start]!)) return null;
  const value = text.slice(start, start + token).replace(TRAILING, "");
  return looksGenerated(value, false) || looksChosen(value) ? { start, end: start + value.length } : null;
}

/**
 * The value a sentence gives before a strong word: "X is the password for the admin console", "I'll use X as the
 * temporary password". One to `MAX_WORDS_BEFORE` plain words stand between, on the same line and sentence.
 */
function valueBefore(text: string, to: number): { start: number; end: number } | null {
  const limit = Math.max(0, to - MAX_WINDOW_CHARS);
  let at = to;
  let words = 0;
  let nextWord = "";
  while (at > limit) {
    const char = text[at - 1]!;
    if (char === "\n" || char === "\r" || /[nrt]/.test(char) && text[at - 2] === "\\") return null;
    const start = tokenStart(text, at, limit);
    if (start === at) {
      at -= 1;
      continue;
    }
    const raw = text.slice(start, at);
    const ended = SENTENCE_MARK.test(raw) && endsSentence(text, at);
    // a quoted value stated so is a password in a name's shape too ("'Quince_Lark8' is the root password", corpus 17)
    const before = raw.replace(TRAILING, "");
    const stated = QUOTE.test(text[start - 1] ?? "") && looksStated(before);
    if (words > 0 && NAMING_VERB.test(nextWord) && !ended && VALUE_START.test(text[start]!) && (stated || looksGenerated(before, false))) {
      return { start, end: start + raw.replace(TRAILING, "").length };
    }
    // a sentence's end between: the word is the next sentence's
    if (words >= MAX_WORDS_BEFORE || ended || !GAP_WORD.test(raw)) return null;
    words += 1;
    nextWord = raw;
    at = start;
  }
  return null;
}

/** Whether a mark right before `at` ends a sentence: a blank, a line's end or the text's end follows it. */
function endsSentence(text: string, at: number): boolean {
  return at >= text.length || /\s/.test(text[at]!) || text[at] === "\\";
}

/** Whether a naming verb stands a few words before `at` ("X is the password"): read back first, it spares the walk. */
function namedBefore(text: string, at: number): boolean {
  return NAMING_VERB_BEFORE.test(text.slice(Math.max(0, at - MAX_NAMING_REACH), at));
}
const NAMING_VERB_BEFORE = /[ \t](?:is|as|was|IS|AS|WAS)[ \t]/;
/** The words a naming verb stands back from a strong word at most ("as the temporary admin"). */
const MAX_NAMING_REACH = 40;

/** Where the token that ends at `at` starts: a run of a value's characters or of a wider script's, read back. */
function tokenStart(text: string, at: number, limit: number): number {
  const test = VALUE_CHAR.test(text[at - 1]!) ? VALUE_CHAR : WIDE_CHAR.test(text[at - 1]!) ? WIDE_CHAR : null;
  if (test === null) return at;
  let start = at;
  while (start > limit && test.test(text[start - 1]!)) start -= 1;
  return start;
}

/**
 * Which hex values a word's name takes: none after a flag (`-p 95b4cf8…`, a commit's) or a longer name; keys but not a
 * commit id's length after a bare word ("potential secret: 8752c70…", a scan's listing); any after a compound name.
 */
type HexValues = "none" | "keys" | "any";
function hexAllowed(value: string, hex: HexValues, words: number): boolean {
  return hex === "any" || words > 0 || value.length !== COMMIT_ID_LENGTH || !/^[0-9a-f]+$/i.test(value);
}

/** The length of the token at `at`: a run of a value's characters, or of a wider script's; 0 on a separator. */
function tokenAt(text: string, at: number): number {
  const run = VALUE_START.test(text[at]!) ? VALUE_RUN : WIDE_CHAR.test(text[at]!) ? WIDE_RUN : null;
  if (run === null) return 0;
  return matchLength(run, text, at);
}
/**
 * A token's run, read one past `MAX_VALUE_CHARS` at most (a longer one is no value): by the regex engine, not a test
 * per character, which cost most of the rule's time on a long line of words and values (`password=` repeated).
 */
const VALUE_RUN = new RegExp(`${VALUE_CHAR.source}{1,${MAX_VALUE_CHARS + 1}}`, "y");
const WIDE_RUN = new RegExp(`${WIDE_CHAR.source}{1,${MAX_VALUE_CHARS + 1}}`, "y");

function startsAt(pattern: RegExp, text: string, at: number): boolean {
  return matchLength(pattern, text, at) > 0;
}

/** The length of a sticky pattern's match at `at`, 0 when none: read from `lastIndex`, with no match array to collect. */
function matchLength(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex - at : 0;
}
