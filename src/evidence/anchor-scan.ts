import { LeadScan } from "./lead-scan.js";

/** What one scan of a text found: the anchors it holds, where the ordered literals start, and where the stems match. */
export interface LiteralScan {
  anchors: Set<string>;
  /** Where the ordered literals start, as a global scan for them alone finds them: leftmost first, never overlapping. */
  starts: number[];
  /** Every position where the stems' pattern matches in place, in order (none when the scan was given no stems). */
  stems: number[];
}

/** A case-insensitive pattern found with the literals: every match opens on one of its leads, and `at` tells in place. */
export interface Stems {
  leads: readonly string[];
  /** Sticky: tried at each position a lead may start. */
  at: RegExp;
}

/** The lead sets' bits in the walk (lead-scan.ts). */
const LITERAL_BIT = 1;
const STEM_BIT = 2;

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
 * And the credential words' stems (`stems`), which were a case-insensitive scan of their own (Run 66): the walk of
 * lead-scan.ts finds where any literal or stem may start, and only there are the literals compared and the stems tried.
 */
export class AnchorScan {
  private readonly anchors: ReadonlySet<string>;
  /** The literals in the alternation's order (ordered, then the anchors), by their first two characters' codes. */
  private readonly byPair = new Map<number, string[]>();
  /** The one-character literals, by their code. */
  private readonly bySingle = new Map<number, string[]>();
  private readonly leads: LeadScan;
  private readonly stems: Stems | undefined;

  constructor(anchors: Iterable<string>, ordered: readonly string[] = [], stems?: Stems) {
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
    this.stems = stems;
    this.leads = new LeadScan([literals, stems?.leads ?? []]);
  }

  /** The anchors `text` holds. */
  present(text: string): Set<string> {
    return this.scan(text).anchors;
  }

  /** The anchors `text` holds, where the ordered literals start, and where the stems match. */
  scan(text: string): LiteralScan {
    const found: LiteralScan = { anchors: new Set(), starts: [], stems: [] };
    // an ordered literal found here starts before this is ignored: its own scan would have passed it
    let orderedEnd = 0;
    this.leads.walk(text, (at, sets) => {
      if ((sets & STEM_BIT) !== 0 && this.stemAt(text, at)) found.stems.push(at);
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

  private stemAt(text: string, at: number): boolean {
    const pattern = this.stems!.at;
    pattern.lastIndex = at;
    return pattern.test(text);
  }
}

/** A key of two characters' codes (NaN past the end: no literal's). */
function pairKey(text: string, at: number): number {
  return text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);
}
