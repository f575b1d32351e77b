import { escapeRegExp } from "../words.js";

/** What one scan of a text found: the anchors it holds, and where the ordered literals start. */
export interface LiteralScan {
  anchors: Set<string>;
  /** Where the ordered literals start, as a global scan for them alone finds them: leftmost first, never overlapping. */
  starts: number[];
}

/**
 * Which of some literals a text holds, found in one scan. Redaction's label rules each open on a
 * literal (`aws configure set `, `sqlplus`, `://`) and each scanned the whole text for it: one scan
 * for all of them, then only the rules whose literal is there (bench/RESULTS.md, Run 30).
 *
 * The same scan finds the provider tokens' prefixes that have no separator to be found by (`AKIA`,
 * `eyJ`), which were a scan of their own (Run 31): `ordered`, tried before the anchors in their order.
 * Their starts are reported as their own global scan reported them. Exact as long as no literal of one
 * set starts one of the other, so that where one of them starts the other's never does.
 */
export class AnchorScan {
  private readonly pattern: RegExp;
  private readonly anchors: ReadonlySet<string>;

  constructor(anchors: Iterable<string>, ordered: readonly string[] = []) {
    const unique = [...new Set(anchors)];
    if (ordered.includes("")) throw new Error("an ordered literal is empty");
    // a literal that starts another would hide it where both start: the scan moves on by one character
    for (const anchor of unique) {
      if (anchor === "" || [...unique, ...ordered].some((other) => other !== anchor && other.startsWith(anchor))) throw new Error(`anchor ${anchor} starts another`);
      if (ordered.some((literal) => anchor.startsWith(literal))) throw new Error(`an ordered literal starts anchor ${anchor}`);
    }
    this.anchors = new Set(unique);
    this.pattern = new RegExp([...ordered, ...unique].map(escapeRegExp).join("|"), "g");
  }

  /** The anchors `text` holds. */
  present(text: string): Set<string> {
    return this.scan(text).anchors;
  }

  /** The anchors `text` holds and where the ordered literals start. */
  scan(text: string): LiteralScan {
    const found: LiteralScan = { anchors: new Set(), starts: [] };
    // an ordered literal found here starts before this is ignored: its own scan would have passed it
    let orderedEnd = 0;
    this.pattern.lastIndex = 0;
    for (let match = this.pattern.exec(text); match !== null; match = this.pattern.exec(text)) {
      const literal = match[0];
      if (this.anchors.has(literal)) found.anchors.add(literal);
      else if (match.index >= orderedEnd) {
        found.starts.push(match.index);
        orderedEnd = match.index + literal.length;
      }
      // the next literal may start inside this one
      this.pattern.lastIndex = match.index + 1;
    }
    return found;
  }
}
