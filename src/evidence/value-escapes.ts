/**
 * A backslash or a double quote inside a value does not end it (issue #23): smbclient's
 * `-U 'DOM\user%pa\ss'`, an INI `pass=Fs\7kP`, prose's `password wp-Pa"ss7Kz`, ODBC's `Pwd={C0rp\Adm1n#42}`,
 * JDBC's `;password=x\y`. The rules' value classes stop at both, so that redacting JSON text keeps it
 * JSON; a value goes on past them here, by whole escapes: in JSON text a backslash is `\\` and a quote
 * `\"`, in plain text each stands alone. Redacting whole escapes keeps JSON text valid, as the classes did:
 * a span never ends between a backslash and what it escapes, and never takes a quote of JSON's own.
 */

/**
 * One escape or mark inside a value: a JSON-escaped backslash or quote, a JSON `\u` escape, a backslash
 * of plain text (not one that opens a JSON escape of a line break or a tab), or a bare quote.
 */
const INSIDE = String.raw`(?:\\\\|\\"|\\u[0-9A-Fa-f]{4}|\\(?![nrtbfu"\\])|")`;

const tails = new Map<string, RegExp>();

/**
 * Where a value that stops at `at` on a backslash or a quote ends when those go on inside it: past
 * escapes and marks that a letter or a digit follows, and the run of the value's characters (`valueChar`,
 * a regex class) from there. `at` itself when none does: a quote of JSON's own is followed by `:`, `,`,
 * `}`, `]` or a blank, never by a letter or a digit, and neither is a value's closing quote.
 */
export function escapedValueEnd(text: string, at: number, valueChar: string): number {
  const next = text.charCodeAt(at);
  if (next !== BACKSLASH && next !== QUOTE) return at;
  let tail = tails.get(valueChar);
  if (tail === undefined) {
    tail = new RegExp(`(?:${INSIDE}+(?=[A-Za-z0-9])${valueChar}*)+`, "y");
    tails.set(valueChar, tail);
  }
  tail.lastIndex = at;
  return tail.test(text) ? tail.lastIndex : at;
}
const BACKSLASH = 0x5c;
const QUOTE = 0x22;

/**
 * The body of a quoted value whose opening quote (`quote`, after `escapes` backslashes in JSON text)
 * ends at `from`: up to the same quote after as many backslashes, past one a further backslash escapes
 * (`"pa\"ss"`, `\"pa\\\"ss\"` in JSON text); in plain text, at a quote no backslash escapes (as code's
 * strings read: a shell's `'…\'` is read on). It stops unclosed at a line's end (raw, or JSON's
 * `\n`), at a quote of JSON's own (a bare `"` inside single quotes, or one after fewer backslashes than
 * the opening's), and after `most` characters. `escapedBreaks` false: a `\n` is the text's own (a printf
 * format's), not a line break of JSON text.
 */
export function quotedBody(
  text: string, from: number, quote: string, escapes: number, most: number, escapedBreaks = true,
): { body: string; closed: boolean } {
  const limit = Math.min(text.length, from + most);
  const open = (at: number) => ({ body: text.slice(from, at), closed: false });
  for (let at = from; at < limit; at += 1) {
    const char = text[at]!;
    if (char === "\n" || char === "\r") return open(at);
    if (escapedBreaks && char === "\\" && /[nr]/.test(text[at + 1] ?? "") && oddRunEndsAt(text, at)) return open(at);
    if (char !== '"' && char !== quote) continue;
    let run = 0;
    while (text[at - 1 - run] === "\\") run += 1;
    if (char !== quote) {
      // a bare `"` inside single quotes may close JSON's string: the value stops before it
      if (run % 2 === 0) return open(at);
      continue;
    }
    if (escapes === 0) {
      if (run % 2 === 0) return { body: text.slice(from, at), closed: true };
    } else if (run === escapes) {
      return { body: text.slice(from, at - escapes), closed: true };
    } else if (run !== 2 * escapes + 1) {
      return open(at - run);
    }
  }
  return open(limit);
}

/** How many backslashes stand right before `at` (JSON text escapes a quote with one, a JSON string inside JSON with three). */
export function backslashesBefore(text: string, at: number): number {
  let count = 0;
  while (text[at - 1 - count] === "\\") count += 1;
  return count;
}

/** Whether the run of backslashes that ends at `at` is odd: its last one escapes the next character. */
function oddRunEndsAt(text: string, at: number): boolean {
  let run = 0;
  while (text[at - run] === "\\") run += 1;
  return run % 2 === 1;
}
