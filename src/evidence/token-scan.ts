import { escapeRegExp } from "../words.js";

/**
 * Finds where the prefixes of the token rules occur, fast. One alternation of ~120 literals is
 * tried at every position of the text (three times slower, measured); instead, most prefixes hold a separator
 * (`ghp_`, `glpat-`, `hvs.`), so the scan looks for each separator with `indexOf` and checks only
 * the prefixes that end in the character before it. A regex for the separator with a look-behind
 * for the letters took 11 ms per separator on the bench's kept texts, whether the separator
 * occurred or not (`~` never does); `indexOf` and the checks took 4–9 (bench/RESULTS.md, Run 17).
 */

export interface PrefixHit {
  index: number;
  prefix: string;
}

interface Candidate {
  prefix: string;
  /** Where the prefix's first separator is in it. */
  offset: number;
}

interface SeparatorScan {
  separator: string;
  /** Prefixes whose first separator is this one, by the code of the character just before it. */
  byCodeBefore: Map<number, Candidate[]>;
}

export class PrefixScanner {
  private readonly separatorScans: SeparatorScan[] = [];
  /** Prefixes without a separator, or opening on one (`.atlasv1.`): found by one alternation. */
  private readonly literalScan: { pattern: RegExp; candidates: Candidate[] };
  /** Those prefixes in the order the alternation tries them: redact.ts scans for them with its anchors. */
  readonly literalPrefixes: readonly string[];

  constructor(prefixes: readonly string[]) {
    const bySeparator = new Map<string, Candidate[]>();
    const literal: string[] = [];
    for (const prefix of new Set(prefixes)) {
      const offset = prefix.search(/[^A-Za-z0-9]/);
      if (offset <= 0) literal.push(prefix);
      else bySeparator.set(prefix[offset]!, [...(bySeparator.get(prefix[offset]!) ?? []), { prefix, offset }]);
    }
    for (const [separator, candidates] of bySeparator) {
      const byCodeBefore = new Map<number, Candidate[]>();
      for (const candidate of candidates) {
        const code = candidate.prefix.charCodeAt(candidate.offset - 1);
        byCodeBefore.set(code, [...(byCodeBefore.get(code) ?? []), candidate]);
      }
      this.separatorScans.push({ separator, byCodeBefore });
    }
    const sorted = literal.sort((a, b) => b.length - a.length);
    this.literalPrefixes = sorted;
    this.literalScan = { pattern: new RegExp(sorted.map(escapeRegExp).join("|"), "g"), candidates: sorted.map((prefix) => ({ prefix, offset: 0 })) };
  }

  /**
   * Every place a prefix starts, in no particular order; a place may be reported for several prefixes.
   * `literalStarts`: where the alternation of `literalPrefixes` matches, when a scan of the caller's found it.
   */
  hits(text: string, literalStarts?: readonly number[]): PrefixHit[] {
    const hits: PrefixHit[] = [];
    for (const { separator, byCodeBefore } of this.separatorScans) {
      for (let at = text.indexOf(separator, 1); at !== -1; at = text.indexOf(separator, at + 1)) {
        const candidates = byCodeBefore.get(text.charCodeAt(at - 1));
        if (candidates !== undefined) addHits(text, at, candidates, hits);
      }
    }
    const { pattern, candidates } = this.literalScan;
    if (literalStarts !== undefined) {
      for (const at of literalStarts) addHits(text, at, candidates, hits);
      return hits;
    }
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) addHits(text, match.index, candidates, hits);
    return hits;
  }
}

/** The candidates whose prefix is in `text` with its separator (or its start) at `at`. */
function addHits(text: string, at: number, candidates: readonly Candidate[], hits: PrefixHit[]): void {
  for (const { prefix, offset } of candidates) {
    const index = at - offset;
    if (index >= 0 && text.startsWith(prefix, index)) hits.push({ index, prefix });
  }
}
