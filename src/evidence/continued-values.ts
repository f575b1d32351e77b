/**
 * The rest of a secret that goes on past where a rule found it, on the next line: a string literal that
 * continues a redacted one is the same secret's rest. Read after the rules, from the end of each span they
 * found (one sticky match per span, nothing scanned), so a rule's secret need not know how its literal goes on:
 *
 * - adjacent literals, which Python and C join (`("sk_live_…"` newline `"DCgkJVYA…")`), or an explicit `+`
 *   before or after the line break (Java, JavaScript, Go); a diff's `+` or a listing's line number before the line;
 * - a backslash and a line break inside a quoted scalar, which YAML's and a shell's double quotes and C's strings
 *   join (`SLACK_TOKEN: "xoxb-…\` newline `ccb21b35…"`);
 * - a log line wrapped at the logger's width: a line that ends on the secret, then a line holding one random
 *   word after the same timestamp (`…REGISTRY_TOKEN=rt_K4Uo…` newline `2026-06-12T07:35:01Z QSsa…`). Only where the
 *   line can have been cut: it ends at a terminal's or a logger's width, and its token is not of a format whose length
 *   is fixed (a whole `gho_…` is complete); the rest holds the token's own alphabet, no separator it lacks, and is not a
 *   value of its own (a commit's SHA, a UUID): `gh auth token; git rev-parse HEAD` prints two values, not one.
 *
 * The rest must look random (a digit, or both cases, and no plain words): `"…" + "\n"` or a wrapped line of prose stays.
 */
import { LINE_NUMBER, NEWLINE } from "./rule-parts.js";
import { isPlainWords } from "./secret-shape.js";
import { TOKEN_RULES } from "./token-rules.js";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** A token's characters (base64's and base64url's, and a token's separators), `=` only as padding: `NAME=value` is a line of its own. */
const REST = "(?<rest>[A-Za-z0-9_+/-]{8,}={0,2})";
/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const QUOTE = `\\\\{0,3}["']`;
/** A line's lead before its text: a diff's marker or a listing's line number, then its indent. */
const LEAD = `(?:[+ ]|${LINE_NUMBER})[ \\t]*`;
/** The closing quote, the break (a `+` joining the literals before or after it), and the next literal's opening quote. */
const ADJACENT = new RegExp(`(?<close>${QUOTE})[ \\t]*\\+?[ \\t]*${NEWLINE}${LEAD}\\+?[ \\t]*\\k<close>${REST}\\k<close>`, "yd");
/** A backslash (JSON-escaped or not), a line break, the next line's indent, and the rest up to the closing quote. */
const ESCAPED_BREAK = new RegExp(`(?:\\\\\\\\|\\\\)${NEWLINE}[ \\t]*${REST}(?=${QUOTE}|\\\\{1,2}${NEWLINE})`, "y");
/** An ISO timestamp a logger opens its lines with (GitHub Actions', Docker's `--timestamps`). */
const TIMESTAMP = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d+)?(?:Z|[+-]\\d\\d:?\\d\\d)?[ \\t]+";
/** A line break, then the next line: the same logger's timestamp, and one word (the wrapped rest) alone or before a blank. */
const WRAPPED = new RegExp(`\\r?${NEWLINE}(?<stamp>${TIMESTAMP})?${REST}(?=[ \\t]|\\r|${NEWLINE}|$)`, "y");
/** A line's end: raw, JSON-escaped, or the text's. */
const LINE_END = new RegExp(`^(?:\\r|${NEWLINE}|$)`);
/** The lead of the span's line, as the wrapped line must repeat it: a timestamp (a JSON text's line opens on its own marks) or nothing. */
const LINE_STAMP = new RegExp(TIMESTAMP);

/** Widths a terminal or a logger wraps at; the line may end a few columns short of one (a marker, a tab's stop). */
const WRAP_WIDTHS = [80, 100, 120, 132, 160, 200, 256];
const WRAP_SLACK = 4;
/** Provider tokens whose format has one length: the rule found one whole, so a line after it is no rest. */
const FIXED_LENGTH_KINDS = fixedLengthKinds();
/** A value that stands on its own: a commit's or a digest's hex (lower-case), a UUID. */
const OWN_VALUE = /^(?:[0-9a-f]{7,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Characters that separate a token's parts: a rest may hold one only where its head's body does. */
const SEPARATORS = /[-_./+]/g;
/** The head's body read for its alphabet: its last characters, past any prefix. */
const BODY_CHARS = 16;

/** The spans of each rest that continues a span of `spans` on the next line. */
export function continuedSpans(text: string, spans: readonly Found[]): Found[] {
  const continued: Found[] = [];
  for (const span of spans) {
    const rest = continuationAt(text, span);
    if (rest !== null) continued.push({ ...rest, kind: span.kind });
  }
  return continued;
}

function continuationAt(text: string, span: Found): { start: number; end: number } | null {
  const next = text[span.end];
  if (next === '"' || next === "'" || next === "\\") {
    for (const pattern of [ADJACENT, ESCAPED_BREAK]) {
      pattern.lastIndex = span.end;
      const found = pattern.exec(text);
      if (found !== null) return randomRest(found);
    }
  }
  if (next !== "\n" && next !== "\r" && next !== "\\") return null;
  WRAPPED.lastIndex = span.end;
  const found = WRAPPED.exec(text);
  if (found === null) return null;
  // the wrapped line repeats the first line's lead: a timestamp after a timestamp, nothing after nothing
  const escapedBreak = text.lastIndexOf("\\n", span.start);
  const lineStart = Math.max(text.lastIndexOf("\n", span.start) + 1, escapedBreak === -1 ? 0 : escapedBreak + 2);
  const stamped = found.groups!.stamp !== undefined;
  if (stamped !== LINE_STAMP.test(text.slice(lineStart, span.start))) return null;
  // without a logger's timestamp the rest stands alone on its line
  if (!stamped && !LINE_END.test(text.slice(WRAPPED.lastIndex, WRAPPED.lastIndex + 3))) return null;
  const head = text.slice(span.start, span.end);
  const stampLength = LINE_STAMP.exec(text.slice(lineStart, span.start))?.[0].length ?? 0;
  if (!couldBeCut(span, span.end - lineStart, stampLength) || !continuesHead(head, found.groups!.rest!)) return null;
  return randomRest(found);
}

/** Whether the line that ends on the span can have been cut by a wrap: not a fixed-length token's whole, and at a wrap's width. */
function couldBeCut(span: Found, lineLength: number, stampLength: number): boolean {
  if (FIXED_LENGTH_KINDS.has(span.kind)) return false;
  // the width counts the logger's timestamp, or only the message after it (a wrapper inside the process)
  const atWidth = (length: number) => WRAP_WIDTHS.some((width) => length <= width && length >= width - WRAP_SLACK);
  return atWidth(lineLength) || atWidth(lineLength - stampLength);
}

/** Whether `rest` can be the rest of `head`: no separator the head's body lacks, and not a hex value or a UUID that stands alone. */
function continuesHead(head: string, rest: string): boolean {
  const body = head.slice(-BODY_CHARS);
  if (OWN_VALUE.test(rest.replace(/=+$/, "")) && !/^[0-9a-f]+$/.test(body)) return false;
  return (rest.match(SEPARATORS) ?? []).every((separator) => body.includes(separator));
}

function fixedLengthKinds(): Set<string> {
  const variable = new Set<string>();
  const fixed = new Set<string>();
  for (const rule of TOKEN_RULES) {
    // a rest whose every quantifier is a count (`{36}`), classes aside
    const quantifiers = rule.rest.replace(/\\./g, "").replace(/\[[^\]]*\]/g, "").replace(/\(\?:/g, "(");
    if (/[*+?]|\{\d+,/.test(quantifiers)) variable.add(rule.id);
    else fixed.add(rule.id);
  }
  return new Set([...fixed].filter((kind) => !variable.has(kind)));
}

/** The rest's span, when it looks random: not a word, a path or a name. */
function randomRest(found: RegExpExecArray): { start: number; end: number } | null {
  const rest = found.groups!.rest!;
  // the rest ends the match, but for adjacent literals' closing quote
  const end = found.indices === undefined ? found.index + found[0].length : found.indices.groups!.rest![1];
  const random = /\d/.test(rest) || (/[a-z]/.test(rest) && /[A-Z]/.test(rest));
  if (!random || isPlainWords(rest)) return null;
  return { start: end - rest.length, end };
}
