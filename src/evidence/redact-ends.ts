/**
 * Redaction of only the ends of a text that a cut keeps, its head and its tail: a loader that cuts
 * a long tool output to head + tail anyway need not scan the middle it drops (on a word-rich
 * session the scan of every byte cost 6 to 10 times JSON.parse; bench/RESULTS.md, Run 14).
 *
 * Each end is scanned with a margin, so that every secret a whole-text redaction would hide in the
 * kept part is hidden here too: a rule reads a bounded context around its value (a name and its
 * position, a look-behind, a quoted value), a value with no white space is read whole wherever the
 * margin falls in it, since a margin ends at white space, and a margin goes on to its line's end
 * (after the head) or start (before the tail), where a client's flag finds its program. The one
 * unbounded rule, a private key block, is found back to its `-----BEGIN`.
 * A secret that crosses a cut is hidden up to the cut; the middle is gone, so nothing of it shows.
 */
import { MAX_COMMAND_CHARS } from "./credential-flags.js";
import { applySpans, redactionSpans, type Span } from "./redact.js";
import type { SeenSecrets } from "./seen-secrets.js";

/**
 * Scanned before the tail, then back to white space and the line's start. The line extension
 * reads every context on the value's own line (a flag's program, a rule's `before`, prose's words
 * before "is"); the margin is for contexts over line breaks: a name then `value:` lines below, a
 * credential tuple whose first element (up to 64) holds a line break, a .netrc login line. Tests
 * put such names ~100 characters before their values (they fail at a margin of 80). 256 scanned a
 * third more of each end for nothing (bench/RESULTS.md, Run 15).
 *
 * The head needs no margin: every rule's context stands before its value, and the head holds all
 * that comes before. Past the head's cut a rule reads only the rest of a value that crosses it: a
 * value without white space (to the next white space), a quoted or braced one (to its closing
 * mark, never past the line's end). So the head is scanned to the end of its last line (Run 17).
 */
export const END_MARGIN = 128;
/** A run without white space longer than this is not walked back char by char: the whole start is scanned. */
const MAX_RUN_WALK = 64 * 1024;
const PRIVATE_KEY_OPEN = "-----BEGIN";
const PRIVATE_KEY_CLOSE = "-----END";
const WHITE_SPACE = /\s/g;

export interface RedactedEnds {
  head: string;
  tail: string;
  /** Secrets hidden in the head and the tail. */
  count: number;
}

/**
 * The first `headChars` and the last `tailChars` of `text`, each redacted as in the whole text. `seen`
 * keeps the values found in what was scanned (redact.ts `redactSecrets`).
 */
export function redactEnds(text: string, headChars: number, tailChars: number, seen?: SeenSecrets): RedactedEnds {
  const tailFrom = Math.max(headChars, text.length - tailChars);
  const headTo = runEnd(text, lineEnd(text, runEnd(text, Math.min(text.length, headChars))));
  if (tailFrom === text.length) {
    const headWindow = text.slice(0, headTo);
    const head = keptPart(headWindow, redactionSpans(headWindow, seen), 0, headChars);
    return { head: head.text, tail: "", count: head.count };
  }
  const tailAt = tailWindowStart(text, tailFrom);
  if (tailAt <= headTo) {
    const spans = redactionSpans(text, seen);
    const head = keptPart(text, spans, 0, headChars);
    const tail = keptPart(text, spans, tailFrom, text.length);
    return { head: head.text, tail: tail.text, count: head.count + tail.count };
  }
  const headWindow = text.slice(0, headTo);
  const tailWindow = text.slice(tailAt);
  const head = keptPart(headWindow, redactionSpans(headWindow, seen), 0, headChars);
  const tail = keptPart(tailWindow, redactionSpans(tailWindow, seen), tailFrom - tailAt, tailWindow.length);
  return { head: head.text, tail: tail.text, count: head.count + tail.count };
}

/** The part [from, to) of `text` with the spans that reach into it hidden, cut at its edges. */
function keptPart(text: string, spans: Span[], from: number, to: number): { text: string; count: number } {
  const inside: Span[] = [];
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    inside.push({ start: Math.max(span.start, from) - from, end: Math.min(span.end, to) - from, kind: span.kind });
  }
  return applySpans(text.slice(from, to), inside);
}

/** Where the scan before the tail starts: a margin before the run the tail starts in, back to white space, or to an open key block. */
function tailWindowStart(text: string, tailFrom: number): number {
  let start = runStart(text, lineStart(text, runStart(text, Math.max(0, runStart(text, tailFrom) - END_MARGIN))));
  const opened = lastIndexFrom(text, PRIVATE_KEY_OPEN, start);
  if (opened !== -1 && opened < start) {
    const closed = text.indexOf(PRIVATE_KEY_CLOSE, opened);
    if (closed === -1 || closed >= start) start = opened;
  }
  return start;
}

/**
 * `text.lastIndexOf(needle, at)`, found forwards: V8 searches backwards char by char but forwards
 * with skips, ten times faster on a two-byte text (the whole middle of each cut output is searched).
 */
export function lastIndexFrom(text: string, needle: string, at: number): number {
  const until = Math.max(0, at);
  let last = -1;
  for (let found = text.indexOf(needle); found !== -1 && found <= until; found = text.indexOf(needle, found + 1)) last = found;
  return last;
}

/** The end of the line `at` is on, or `at` plus MAX_COMMAND_CHARS (a client's command is no longer). */
function lineEnd(text: string, at: number): number {
  const end = text.indexOf("\n", at);
  return end === -1 || end > at + MAX_COMMAND_CHARS ? Math.min(text.length, at + MAX_COMMAND_CHARS) : end;
}

/** The start of the line `at` is on, or `at` less MAX_COMMAND_CHARS: how far back a flag's program is read. */
function lineStart(text: string, at: number): number {
  const limit = Math.max(0, at - MAX_COMMAND_CHARS);
  let start = at;
  while (start > limit && text.charCodeAt(start - 1) !== NEWLINE) start -= 1;
  return start;
}
const NEWLINE = 10;

/** The index of the first white space at or after `at`, or the text's end. */
function runEnd(text: string, at: number): number {
  WHITE_SPACE.lastIndex = at;
  return WHITE_SPACE.exec(text)?.index ?? text.length;
}

/** The start of the run of non-white-space characters that `at` is in (or `at`, after white space). */
function runStart(text: string, at: number): number {
  const limit = Math.max(0, at - MAX_RUN_WALK);
  let start = at;
  while (start > limit && !isWhiteSpace(text.charCodeAt(start - 1))) start -= 1;
  return start === limit ? 0 : start;
}

function isWhiteSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2028 || code === 0x2029;
}
