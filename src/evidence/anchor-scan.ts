import { LeadScan } from "./lead-scan.js";

/** What one scan of a text found: the anchors it holds, where the ordered literals start, and where the patterns may match. */
export interface LiteralScan {
  anchors: Set<string>;
  /** Where the ordered literals start, as a global scan for them alone finds them: leftmost first, never overlapping. */
  starts: number[];
  /** For each pattern the scan was given: where it may match, in order, every position where it does among them. */
  opens: Map<LeadPattern, number[]>;
}

/**
 * A pattern found with the literals: every match of it opens on one of its leads, in any case (the walk folds case).
 * Its owner tries it in place where the scan says it may open, and nowhere else.
 */
export interface LeadPattern {
  leads: readonly string[];
}

/** The literals' bit in the walk (lead-scan.ts); each pattern's is the next. */
const LITERAL_BIT = 1;

/**
 * Which of some literals a text holds, found in one scan. Redaction's label rules each open on a
 * literal (`aws configure set `, `sqlplus`, `://`) and each scanned the whole text for it: one scan
 * for all of them, then only the rules whose literal is there (bench/RESULTS.md, Run 30).
 *
 * The same scan finds the provider tokens' prefixes that have no separator to be found by (`AKIA`,
 * `eyJ`), which were a scan of their own (Run 31): `ordered`, tried before the anchors in their order.
 * Their starts are reported as their own global scan reported them. Exact as long as no literal of one
 * set starts one of the other, so that where one of them starts the other's never does.
 *
 * And where patterns that open on literals may match (`patterns`: the credential words' stems, the credential names), which
 * were each a regex tried at every position (Run 66): the walk of lead-scan.ts finds where any literal or pattern's lead may
 * start, the literals are compared there, and each pattern's owner tries it only there.
 */
export class AnchorScan {
  private readonly anchors: ReadonlySet<string>;
  /** The literals in the alternation's order (ordered, then the anchors), by their first two characters' codes. */
  private readonly byPair = new Map<number, string[]>();
  /** The one-character literals, by their code. */
  private readonly bySingle = new Map<number, string[]>();
  private readonly leads: LeadScan;
  private readonly patterns: readonly LeadPattern[];

  constructor(anchors: Iterable<string>, ordered: readonly string[] = [], patterns: readonly LeadPattern[] = []) {
    const unique = [...new Set(anchors)];
    if (ordered.includes("")) throw new Error("an ordered literal is empty");
    // a literal that starts another would hide it where both start: the scan moves on by one character
    for (const anchor of unique) {
      if (anchor === "" || [...unique, ...ordered].some((other) => other !== anchor && other.startsWith(anchor))) throw new Error(`anchor ${anchor} starts another`);
      if (ordered.some((literal) => anchor.startsWith(literal))) throw new Error(`an ordered literal starts anchor ${anchor}`);
    }
    this.anchors = new Set(unique);
    const literals = [...new Set([...ordered, ...unique])];
    for (const literal of literals) {
      const [table, key] = literal.length === 1 ? [this.bySingle, literal.charCodeAt(0)] : [this.byPair, pairKey(literal, 0)];
      table.set(key, [...(table.get(key) ?? []), literal]);
    }
    this.patterns = patterns;
    this.leads = new LeadScan([literals, ...patterns.map((pattern) => pattern.leads)]);
  }

  /** The anchors `text` holds. */
  present(text: string): Set<string> {
    return this.scan(text).anchors;
  }

  /** The anchors `text` holds, where the ordered literals start, and where the patterns may match. */
  scan(text: string): LiteralScan {
    const opens = this.patterns.map((): number[] => []);
    const byPattern = new Map(this.patterns.map((pattern, at) => [pattern, opens[at]!]));
    const found: LiteralScan = { anchors: new Set(), starts: [], opens: byPattern };
    // an ordered literal found here starts before this is ignored: its own scan would have passed it
    let orderedEnd = 0;
    this.leads.walk(text, (at, sets) => {
      for (let pattern = 0; pattern < opens.length; pattern += 1) {
        if ((sets & (LITERAL_BIT << (pattern + 1))) !== 0) opens[pattern]!.push(at);
      }
      if ((sets & LITERAL_BIT) === 0) return;
      const literal = this.literalAt(text, at);
      if (literal === undefined) return;
      if (this.anchors.has(literal)) found.anchors.add(literal);
      else if (at >= orderedEnd) {
        found.starts.push(at);
        orderedEnd = at + literal.length;
      }
    });
    return found;
  }

  /** The first literal in the alternation's order that starts at `at`: the one the alternation would match there. */
  private literalAt(text: string, at: number): string | undefined {
    const pair = this.byPair.get(pairKey(text, at));
    const literal = pair?.find((candidate) => text.startsWith(candidate, at));
    return literal ?? this.bySingle.get(text.charCodeAt(at))?.[0];
  }
}

/** A key of two characters' codes (NaN past the end: no literal's). */
function pairKey(text: string, at: number): number {
  return text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);
}
