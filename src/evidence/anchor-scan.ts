import { escapeRegExp } from "../words.js";

/**
 * Which of some literals a text holds, found in one scan. Redaction's label rules each open on a
 * literal (`aws configure set `, `sqlplus`, `://`) and each scanned the whole text for it: one scan
 * for all of them, then only the rules whose literal is there (bench/RESULTS.md, Run 30).
 */
export class AnchorScan {
  private readonly pattern: RegExp;

  constructor(anchors: Iterable<string>) {
    const unique = [...new Set(anchors)];
    // a literal that starts another would hide it where both start: the scan moves on by one character
    for (const anchor of unique) {
      if (anchor === "" || unique.some((other) => other !== anchor && other.startsWith(anchor))) throw new Error(`anchor ${anchor} starts another`);
    }
    this.pattern = new RegExp(unique.map(escapeRegExp).join("|"), "g");
  }

  /** The literals `text` holds. */
  present(text: string): Set<string> {
    const found = new Set<string>();
    this.pattern.lastIndex = 0;
    for (let match = this.pattern.exec(text); match !== null; match = this.pattern.exec(text)) {
      found.add(match[0]);
      // the next literal may start inside this one
      this.pattern.lastIndex = match.index + 1;
    }
    return found;
  }
}
