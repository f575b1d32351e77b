/**
 * Older outputs the budget cut while it was still halving (output-budget.ts), kept unredacted until
 * their cut is final. Redacting such a cut's ends when it was made scanned ends of up to 8 K
 * characters that a later, smaller cut dropped without a new scan: on the bench's 100 MB session
 * 47% of the ends' redaction (bench/RESULTS.md, Runs 17 and 18). A pending cut keeps instead the
 * windows a redaction at its size scans (prefix and suffix of the whole output, redact-ends.ts),
 * and where the windows of each smaller size the budget may reach end: a smaller size's windows lie
 * inside them. Its ends are redacted once, from the windows of the size it ends at, exactly as a
 * cut of the whole output at that size is; a cut whose windows do not nest so is redacted at once.
 */
import { endScan, mayHoldKeyBlock, redactWindows, type EndScan, type RedactedEnds } from "../evidence/redact-ends.js";
import { plainEnds } from "./text.js";

interface Pending {
  /** [0, headTo) and [tailAt, length) of the whole output, for the largest size still possible. */
  headWindow: string;
  tailWindow: string;
  /** Where the scan of the windows above starts in the whole output's tail: `tailAt` of their size. */
  tailAt: number;
  /** The scan at each size the cut may still take, by limit (as the budget names it: head + tail). */
  scans: Map<number, EndScan>;
  /** The limit of the cut as it stands. */
  limit: number;
  /** The output's length before any cut: the cut's marker names what is gone of it. */
  whole: number;
}

/** A pending cut's final ends, redacted, with the limit and whole length its marker is written from. */
export interface FinalCut {
  ends: RedactedEnds;
  limit: number;
  whole: number;
}

export class PendingCuts {
  private readonly pending = new Map<number, Pending>();

  has(index: number): boolean {
    return this.pending.has(index);
  }

  /**
   * Takes the output of call `index` to cut at `limit`, and later at halves of it down to `floor`;
   * returns its head and tail unredacted, or null when some size's windows do not nest in this
   * size's (the caller then redacts the cut now).
   */
  cut(index: number, text: string, limit: number, whole: number, floor: number): { head: string; tail: string } | null {
    const mayHoldKey = mayHoldKeyBlock(text);
    const scans = new Map<number, EndScan>();
    for (let size = limit; size >= floor; size /= 2) scans.set(size, endScan(text, halfOf(size), halfOf(size), mayHoldKey));
    const first = scans.get(limit)!;
    const nests = (scan: EndScan) => !scan.overlap && scan.headTo <= first.headTo && scan.tailAt >= first.tailAt;
    if (![...scans.values()].every(nests)) return null;
    const windows = { headWindow: ownText(text.slice(0, first.headTo)), tailWindow: ownText(text.slice(first.tailAt)) };
    this.pending.set(index, { ...windows, tailAt: first.tailAt, scans, limit, whole });
    return plainEnds(text, halfOf(limit), halfOf(limit));
  }

  /** The ends of a pending cut cut again at `limit`, unredacted; only what the smaller size scans is kept. */
  recut(index: number, limit: number): { head: string; tail: string } {
    const cut = this.pending.get(index)!;
    const scan = cut.scans.get(limit);
    // the budget halves down to the floor the scans were taken for: any other size is a misuse
    if (scan === undefined) throw new Error(`a pending cut of ${cut.limit} chars was cut again to ${limit}, not a size it was scanned for`);
    cut.headWindow = ownText(cut.headWindow.slice(0, scan.headTo));
    cut.tailWindow = ownText(cut.tailWindow.slice(scan.tailAt - cut.tailAt));
    cut.tailAt = scan.tailAt;
    cut.limit = limit;
    const half = halfOf(limit);
    return { head: cut.headWindow.slice(0, half), tail: cut.tailWindow.slice(cut.tailWindow.length - half) };
  }

  /** The ends of the pending cut of call `index`, redacted at its size as a cut of the whole output is; no longer pending. */
  redacted(index: number): FinalCut {
    const cut = this.pending.get(index)!;
    this.pending.delete(index);
    const scan = cut.scans.get(cut.limit)!;
    const ends = redactWindows(cut.headWindow, cut.tailWindow.slice(scan.tailAt - cut.tailAt), scan, halfOf(cut.limit));
    return { ends, limit: cut.limit, whole: cut.whole };
  }

  /** The output of call `index` was replaced: its cut is gone. */
  drop(index: number): void {
    this.pending.delete(index);
  }

  /** The calls whose cut is pending. */
  indexes(): number[] {
    return [...this.pending.keys()];
  }
}

/** Each end of a cut at `limit`, as cutMiddle halves it. */
function halfOf(limit: number): number {
  return Math.floor(limit / 2);
}

/**
 * A copy of a slice that does not hold the text it was sliced from alive (V8 keeps the parent of a
 * slice): joined to a character, flattened when read, then sliced from that new text.
 */
function ownText(slice: string): string {
  const joined = ` ${slice}`;
  joined.charCodeAt(1);
  return joined.slice(1);
}
