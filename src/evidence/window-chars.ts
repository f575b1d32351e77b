/**
 * The characters the window rule (credential-window.ts) reads after a credential's word, by kind: the patterns that say
 * what a character is, and a table of their answers for ASCII. The rule read ~80 characters after each of ~31,000 words a
 * pass of the bench's 4 MB session with a pattern or a string search per kind and character, its largest cost on
 * word-rich text (bench/RESULTS.md, Run 67); each ASCII code is now tested by the same patterns once, when the module
 * loads, and a code past ASCII on first sight.
 */

/** A value's characters: printable ASCII but blanks, quotes, the backslash, brackets, and the separators `,;:|`. */
export const VALUE_CHAR = /[!#$%&*+\-./0-9=?@A-Z^_a-z~]/;
/** A value's first character: not `=`, `-` or `~`, which open a separator (`=>`, `->`, `--`) there. */
export const VALUE_START = /[!#$%&*+./0-9?@A-Z^_a-z]/;
/** A word of another script, or with its accents: any character past ASCII but the CJK and full-width punctuation. */
export const WIDE_CHAR = /[^\s!-~\u3000-\u303f\uff00-\uff0f\uff1a-\uff20]/;
/** A name's characters: an identifier's, a dotted key's, a flag's. */
const NAME_CHAR = /[A-Za-z0-9_.-]/;
/** A character of base64 or of a name (not `=`, which joins a name to its value). */
const BLOB_CHAR = /[A-Za-z0-9+/_.-]/;
/** A bracket's opening, and its close (a token right after a close goes on with the expression). */
const OPEN_BRACKET = /[([{]/;
const CLOSE_BRACKET = /[)\]}]/;
/** The characters a sentence's end starts with (credential-window.ts `SENTENCE_END`). */
const SENTENCE_MARKS = ".!?。！？";
/** The characters a line's end starts with, raw or escaped in JSON text (credential-window.ts `LINE_END`). */
const LINE_END_FIRST = "\r\n\\";
/** A letter of ASCII: a token of them alone is a plain word to the window (credential-window.ts `valueAfter`). */
const LETTER = /[A-Za-z]/;
/** The characters a name may end on that are trimmed before it is judged: a flag's dashes, a key's dots. */
const NAME_END_MARK = /[-.]/;

/** A value is this long at most: a longer run is data (a base64 body), whose own rules read it. */
export const MAX_VALUE_CHARS = 512;

/** The kinds, a bit each. */
export const SENTENCE_MARK_KIND = 1 << 0;
export const LINE_END_KIND = 1 << 1;
export const VALUE_START_KIND = 1 << 2;
const VALUE_CHAR_KIND = 1 << 3;
const WIDE_KIND = 1 << 4;
export const OPEN_BRACKET_KIND = 1 << 5;
export const CLOSE_BRACKET_KIND = 1 << 6;
const LETTER_KIND = 1 << 7;
export const NAME_KIND = 1 << 8;
export const BLOB_KIND = 1 << 9;
export const NAME_END_KIND = 1 << 10;
/** Set on a wide code's kinds once they are worked out. */
const KNOWN = 1 << 15;

/** Each kind by what tells it, tried on one character. */
const KIND_TESTS: readonly [number, (char: string) => boolean][] = [
  [SENTENCE_MARK_KIND, (char) => SENTENCE_MARKS.includes(char)],
  [LINE_END_KIND, (char) => LINE_END_FIRST.includes(char)],
  [VALUE_START_KIND, (char) => VALUE_START.test(char)],
  [VALUE_CHAR_KIND, (char) => VALUE_CHAR.test(char)],
  [WIDE_KIND, (char) => WIDE_CHAR.test(char)],
  [OPEN_BRACKET_KIND, (char) => OPEN_BRACKET.test(char)],
  [CLOSE_BRACKET_KIND, (char) => CLOSE_BRACKET.test(char)],
  [LETTER_KIND, (char) => LETTER.test(char)],
  [NAME_KIND, (char) => NAME_CHAR.test(char)],
  [BLOB_KIND, (char) => BLOB_CHAR.test(char)],
  [NAME_END_KIND, (char) => NAME_END_MARK.test(char)],
];

/** The first code past ASCII. */
const WIDE = 128;
/** The kinds the patterns give the character whose code is `code`. */
function kindsByTest(code: number): number {
  const char = String.fromCharCode(code);
  return KIND_TESTS.reduce((kinds, [kind, isOf]) => (isOf(char) ? kinds | kind : kinds), 0);
}
const ASCII_KINDS = Uint16Array.from({ length: WIDE }, (_, code) => kindsByTest(code));
/** A wide code's kinds, worked out on first sight (0 until then). */
const wideKinds = new Uint16Array(1 << 16);

/** The kinds of the character whose code is `code`; none past the text's end (`NaN`). */
export function kindsOf(code: number): number {
  if (code < WIDE) return ASCII_KINDS[code]!;
  if (Number.isNaN(code)) return 0;
  const known = wideKinds[code]!;
  if (known !== 0) return known;
  const kinds = kindsByTest(code) | KNOWN;
  wideKinds[code] = kinds;
  return kinds;
}

/** Whether the character at `at` is of `kind`. */
export function isKind(text: string, at: number, kind: number): boolean {
  return (kindsOf(text.charCodeAt(at)) & kind) !== 0;
}

/**
 * The length of the token at `at`: a run of a value's characters, or of a wider script's, read one past
 * `MAX_VALUE_CHARS` at most (a longer one is no value); 0 on a separator.
 */
export function tokenLength(text: string, at: number): number {
  const kinds = kindsOf(text.charCodeAt(at));
  if ((kinds & VALUE_START_KIND) !== 0) return runLength(text, at, VALUE_CHAR_KIND);
  return (kinds & WIDE_KIND) !== 0 ? runLength(text, at, WIDE_KIND) : 0;
}

function runLength(text: string, at: number, kind: number): number {
  const end = Math.min(text.length, at + MAX_VALUE_CHARS + 1);
  let to = at + 1;
  while (to < end && (kindsOf(text.charCodeAt(to)) & kind) !== 0) to += 1;
  return to - at;
}

/** Whether the `length` characters at `at` are ASCII letters alone. */
export function isLetters(text: string, at: number, length: number): boolean {
  for (let to = at; to < at + length; to += 1) if ((kindsOf(text.charCodeAt(to)) & LETTER_KIND) === 0) return false;
  return true;
}
