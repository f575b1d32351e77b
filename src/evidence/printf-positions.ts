/**
 * A password that `printf` writes where its format names one: `printf 'machine h login u password %s\n' 'PW'
 * >> ~/.netrc`, `printf 'password=%s\n' "PW" > .env`. The format is a template of what the command
 * writes; the argument that fills the conversion right after a password's name is the password, wherever
 * the output goes (a file, a pipe, the screen), as it would be in the written text.
 *
 * Found where a format holds `password %s` or `password=%s` (the anchors: each opens on a character the
 * other anchors open on, redact.ts), then from the `printf` of that command: its format, then its arguments.
 */
import { valueSpan, type CredentialSpan } from "./credential-flags.js";
import { quotedBody } from "./value-escapes.js";

/** Literals every format this finds holds (`password %s`, `passwd=%s`, `netrc`'s `password %s`). */
export const PRINTF_ANCHORS = ["d %s", "d=%s"] as const;

const PRINTF = /(?:^|[\s;|&(`'"]|\\[nrt])printf[ \t]+(?:--[ \t]+)?/g;
/** A format's or an argument's opening quote, possibly escaped inside JSON text. */
const OPEN_QUOTE = /^(?:\\{1,3})?["']/;
/** A format's conversions in order (`%%` is a literal `%`). */
const CONVERSION = /%(?:%|[-+ #0]*\d*(?:\.\d+)?[a-zA-Z])/g;
/** A password's name right before a conversion: the argument it takes is the password. */
const NAMED_BEFORE = /(?:pass(?:word|wd|phrase)?|pwd)[ \t]*[=:]?[ \t]*$/i;
/** The arguments after a format: quoted or bare words, up to the command's end or a redirection. */
const ARGUMENT = /(?:\\{0,3}["'][^\n]*?\\{0,3}["']|[^\s"'\\;&|<>()`]+)/y;
const MOST_ARGUMENTS = 8;
const MAX_FORMAT_CHARS = 400;

export function printfPasswordSpans(text: string): CredentialSpan[] {
  const spans: CredentialSpan[] = [];
  PRINTF.lastIndex = 0;
  for (let hit = PRINTF.exec(text); hit !== null; hit = PRINTF.exec(text)) {
    const span = namedArgument(text, hit.index + hit[0].length);
    if (span !== null) spans.push({ ...span, kind: "printf-password" });
  }
  return spans;
}

/** The argument that fills the conversion after a password's name in the format at `at`. */
function namedArgument(text: string, at: number): { start: number; end: number } | null {
  const quote = OPEN_QUOTE.exec(text.slice(at, at + 4))?.[0];
  if (quote === undefined) return null;
  const { body: format, closed } = quotedBody(text, at + quote.length, quote.slice(-1), quote.length - 1, MAX_FORMAT_CHARS, false);
  if (!closed) return null;
  let index = -1;
  let taken = 0;
  for (const conversion of format.matchAll(CONVERSION)) {
    if (conversion[0] === "%%") continue;
    if (NAMED_BEFORE.test(format.slice(0, conversion.index))) {
      index = taken;
      break;
    }
    taken += 1;
  }
  if (index === -1) return null;
  let cursor = at + 2 * quote.length + format.length;
  for (let argument = 0; argument < MOST_ARGUMENTS; argument += 1) {
    const blanks = /^[ \t]+/.exec(text.slice(cursor, cursor + MAX_FORMAT_CHARS))?.[0].length ?? 0;
    if (blanks === 0) return null;
    cursor += blanks;
    if (argument === index) return valueSpan(text, cursor);
    ARGUMENT.lastIndex = cursor;
    const word = ARGUMENT.exec(text);
    if (word === null) return null;
    cursor = ARGUMENT.lastIndex;
  }
  return null;
}
