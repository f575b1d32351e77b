/**
 * A long string a cut member repeats, byte for byte, from the head of its own line. Claude Code writes
 * each tool output twice: in the tool_result block's `content` and in `toolUseResult` (`stdout`,
 * `file.content`). The member is checked by parsing it (partial-member.ts), a second parse of that
 * output; when the member's copy is the same bytes as a string of the line's head, the member is parsed
 * with a short stand-in for its copy, the head with a stand-in for the string, and the string's token
 * alone (bench/RESULTS.md, Run 40).
 *
 * Why that is exact (the caller accepts the line only when all three parse):
 * - The head with the stand-in (`\u0000`: no quote) for `[start, end)`: the quote before `:` in
 *   `"content":"` follows a letter, so no backslash escapes it; had it opened a string, the quote after
 *   `:` would close that one and the stand-in's backslash would stand outside any string, which does
 *   not parse. So where the head parses, the quote before `start` opens a string, which the quote at
 *   `end` closes (the stand-in holds none).
 * - The token `"…"` of `[start, end)` parses alone exactly when those bytes are one string's whole
 *   text, and then the line itself is valid JSON holding the same values, that string's value being
 *   the token's. (A wrong `end`, inside the string or past it, gives a token that does not parse.)
 * - The member's bytes `[from, to)` are the same bytes: valid string text with no quote that ends a
 *   string and none escaping the quote at `to`. With the stand-in in their place the member parses
 *   only if the quote before `from` opens a string (as above), closed at `to`; so the member itself is
 *   valid JSON exactly when it parses so, holding the same values but for that string. The caller
 *   refuses the cut where the stand-in would be read (a key of the member, or a field's value).
 * The depth bound is the same with a stand-in for a string: a string nests nothing. UTF-8 decoding keeps
 * every ASCII byte as it is and makes no ASCII character of other bytes, so the bytes hold the quotes,
 * backslashes and control characters the decoded text holds, and the member's one-byte reading too.
 */

/** Shorter repeats are parsed as they are: the search and the compare would cost more than they save. */
export const MIN_REPEAT_BYTES = 256;
/** How far before the member the head's string is looked for to end (Claude Code writes a few short members after it). */
const END_WINDOW_BYTES = 512;
/** How far into the member its copy is looked for (Claude Code writes it after one or two short fields). */
const COPY_WINDOW_BYTES = 1024;
/** The copy is found by the string's quote and this many of its first bytes, then compared whole. */
const NEEDLE_BYTES = 32;
const [QUOTE, BACKSLASH] = [0x22, 0x5c];

/** The head's string text, `[start, end)`, and the member's copy of it, `[from, to)`, each between its quotes. */
export interface RepeatedString {
  start: number;
  end: number;
  from: number;
  to: number;
}

/**
 * Where the member `[valueStart, valueEnd)` repeats the string that `opening` (`"content":"`) opens in
 * the line's head `[lineStart, headEnd)`, or null (then the member is parsed whole). The string's end is
 * taken as the first quote no backslash escapes in the head's last bytes, not found by reading the
 * whole string: the caller's parse of the token `"…"` is what proves it (a token holding a quote that
 * ends a string, or ending on an escaped one, does not parse).
 */
export function repeatedString(
  bytes: Buffer,
  opening: Buffer,
  lineStart: number,
  headEnd: number,
  valueStart: number,
  valueEnd: number,
): RepeatedString | null {
  const openAt = bytes.subarray(0, headEnd).indexOf(opening, lineStart);
  if (openAt === -1) return null;
  const start = openAt + opening.length;
  const end = firstUnescapedQuote(bytes, Math.max(start, headEnd - END_WINDOW_BYTES), headEnd);
  const length = end - start;
  if (end === -1 || length < MIN_REPEAT_BYTES) return null;
  const needle = bytes.subarray(start - 1, start + NEEDLE_BYTES);
  const window = bytes.subarray(0, Math.min(valueEnd, valueStart + COPY_WINDOW_BYTES));
  const quoteAt = window.indexOf(needle, valueStart);
  if (quoteAt === -1) return null;
  const from = quoteAt + 1;
  const to = from + length;
  if (to >= valueEnd || bytes[to] !== QUOTE || bytes.compare(bytes, start, end, from, to) !== 0) return null;
  return { start, end, from, to };
}

/** The first quote in `[from, end)` after an even run of backslashes (none, or escaped ones), or -1. */
function firstUnescapedQuote(bytes: Buffer, from: number, end: number): number {
  for (let at = bytes.indexOf(QUOTE, from); at !== -1 && at < end; at = bytes.indexOf(QUOTE, at + 1)) {
    let before = at - 1;
    while (bytes[before] === BACKSLASH) before -= 1;
    if ((at - 1 - before) % 2 === 0) return at;
  }
  return -1;
}
