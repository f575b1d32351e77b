/**
 * The budget's cut of an output held as bytes (lazy-text.ts): only the pieces its ends need are
 * decoded, and the ends it keeps are redacted from those pieces, the same text as a cut of the whole
 * (redact-ends.ts, `redactEndsOfPieces`). When the pieces do not hold what the scan reads, larger
 * ones are tried, and at last the whole text is decoded and cut as any other.
 */
import { redactEndsOfPieces } from "../evidence/redact-ends.js";
import type { KeptRedaction } from "./kept-redaction.js";
import type { LazyText } from "./lazy-text.js";
import { cutMiddle, joinedEnds } from "./text.js";

/**
 * Characters decoded past each end a cut keeps, at first: the scan reads on to the end of the head's
 * line (at most MAX_COMMAND_CHARS) and back from the tail a margin and to its line's start.
 */
const FIRST_PIECE_MARGIN = 256;
/** How much larger each next try's pieces are. */
const PIECE_GROWTH = 4;

/** `cutMiddle` of the held text: its ends redacted by `kept` when given, as they are otherwise. */
export function cutHeld(held: LazyText, limit: number, wholeChars: number, kept: KeptRedaction | null): string {
  const half = Math.floor(limit / 2);
  const ends = kept === null ? plainEnds(held, half) : redactedEnds(held, half, kept);
  return ends === null ? cutMiddle(held.text(), limit, wholeChars, kept?.endsOf) : joinedEnds(ends, limit, wholeChars);
}

function plainEnds(held: LazyText, half: number): { head: string; tail: string } | null {
  const head = held.head(half);
  const tail = held.tail(half);
  if (head === null || tail === null) return null;
  return { head: head.slice(0, half), tail: tail.slice(tail.length - half) };
}

function redactedEnds(held: LazyText, half: number, kept: KeptRedaction): { head: string; tail: string } | null {
  for (let margin = FIRST_PIECE_MARGIN; half + margin < held.length; margin *= PIECE_GROWTH) {
    const head = held.head(half + margin);
    const tail = held.tail(half + margin);
    if (head === null || tail === null) return null;
    const ends = redactEndsOfPieces(held.length, head, tail, held.length - tail.length, half, half);
    if (ends === null) continue;
    kept.count += ends.count;
    return { head: ends.head, tail: ends.tail };
  }
  return null;
}
