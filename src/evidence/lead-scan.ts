/**
 * Where any of several sets of literal leads may start in a text, found in one walk of its characters: redaction's
 * anchor alternation and the credential words' stems were each a regex tried at every position of every text, at
 * 10–15 ns a character whatever they found (bench/RESULTS.md, Runs 64–66). Here each position costs a look-up of its
 * first three characters in a table of the leads' first three, and only the positions the table lets through (a
 * superset of the real starts) are handed to the exact test of the set's owner.
 *
 * A set is case-sensitive or folded as a case-insensitive regex folds (non-Unicode `i`): the table folds both alike, a
 * superset for the case-sensitive ones. ASCII letters fold to upper case; a character past ASCII folds to the first lead
 * character that the regex engine itself matches it with under `i`, found once per character on first sight.
 */

/** Characters of a lead the table reads: three tell most of a text's positions from the leads' starts (profiled). */
const LEAD_CHARS = 3;
/** The tables' index width: a hash of up to three characters, collisions only letting more positions through. */
const TABLE_BITS = 16;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** What stands past the text's end in the window: no lead's character (a lead holding NUL would only be let through). */
const PAST_END = 0;
/** The first code past ASCII. */
const WIDE = 128;
/** A wide character's fold not yet worked out. */
const UNKNOWN = 0;

/** A set's bit in the tables: at most eight sets. */
const MAX_SETS = 8;

const hash2 = (a: number, b: number) => ((a << 7) ^ b) & TABLE_MASK;
const hash3 = (a: number, b: number, c: number) => ((a << 10) ^ (b << 5) ^ c) & TABLE_MASK;

export class LeadScan {
  /** By the folded first character, the first two, the first three: the sets whose leads open so (a bit each). */
  private readonly one = new Uint8Array(1 << TABLE_BITS);
  private readonly two = new Uint8Array(1 << TABLE_BITS);
  private readonly three = new Uint8Array(1 << TABLE_BITS);
  /** Wide characters' folds, worked out on first sight (`UNKNOWN` until then). */
  private readonly wideFolds = new Uint16Array(1 << 16);
  /** The leads' wide characters in the order their folds are tried, and one class of them all. */
  private readonly wideLeadChars: string[];
  private readonly wideLeadClass: RegExp | null;

  /** `sets`: each set's leads; every lead at least one character. */
  constructor(sets: readonly (readonly string[])[]) {
    if (sets.length > MAX_SETS) throw new Error(`more than ${MAX_SETS} lead sets`);
    const wide = new Set<string>();
    for (const char of sets.flatMap((leads) => leads.flatMap((lead) => [...lead.slice(0, LEAD_CHARS)]))) {
      if (char.charCodeAt(0) >= WIDE) wide.add(char);
    }
    this.wideLeadChars = [...wide];
    this.wideLeadClass = wide.size === 0 ? null : new RegExp(`[${this.wideLeadChars.map(escapeClassChar).join("")}]`, "i");
    sets.forEach((leads, set) => {
      for (const lead of leads) {
        if (lead === "") throw new Error("a lead is empty");
        const [a, b, c] = [0, 1, 2].map((at) => (at < lead.length ? this.fold(lead.charCodeAt(at)) : PAST_END)) as [number, number, number];
        const bit = 1 << set;
        const [table, at] = lead.length === 1 ? [this.one, a] : lead.length === 2 ? [this.two, hash2(a, b)] : [this.three, hash3(a, b, c)];
        table[at] = table[at]! | bit;
      }
    });
  }

  /**
   * Calls `found(at, sets)` at every position where a lead of some set may start, in order, `sets` the bits of those
   * sets; every position where one starts is among them.
   */
  walk(text: string, found: (at: number, sets: number) => void): void {
    const length = text.length;
    let b = length > 0 ? this.fold(text.charCodeAt(0)) : PAST_END;
    let c = length > 1 ? this.fold(text.charCodeAt(1)) : PAST_END;
    for (let at = 0; at < length; at += 1) {
      const a = b;
      b = c;
      c = at + 2 < length ? this.fold(text.charCodeAt(at + 2)) : PAST_END;
      const sets = this.one[a]! | this.two[hash2(a, b)]! | this.three[hash3(a, b, c)]!;
      if (sets !== 0) found(at, sets);
    }
  }

  /** The fold of a character's code, as the tables hold it. */
  private fold(code: number): number {
    if (code < WIDE) return code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
    const known = this.wideFolds[code]!;
    if (known !== UNKNOWN) return known;
    const folded = this.foldWide(code);
    this.wideFolds[code] = folded;
    return folded;
  }

  /** A wide character folds to the first lead character the engine matches it with case-insensitively, else to itself. */
  private foldWide(code: number): number {
    const char = String.fromCharCode(code);
    if (this.wideLeadClass === null || !this.wideLeadClass.test(char)) return code;
    const lead = this.wideLeadChars.find((candidate) => new RegExp(escapeClassChar(candidate), "i").test(char));
    return lead === undefined ? code : lead.charCodeAt(0);
  }
}

/** A character written so that it stands for itself, in a class or alone. */
function escapeClassChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** A regex's metacharacters: a lead ends before the first. */
const META = "\\^$.|?*+()[]{}";
/** Quantifiers: the character before one is optional or repeated, so no lead's. */
const QUANTIFIERS = "?*+{";

/**
 * The literal that every match of an alternative-free regex source opens on: its characters up to the first
 * metacharacter, less the last when a quantifier follows it (`mots? de`: `mot`).
 */
export function literalLead(source: string): string {
  let end = 0;
  while (end < source.length && !META.includes(source[end]!)) end += 1;
  return end < source.length && QUANTIFIERS.includes(source[end]!) ? source.slice(0, end - 1) : source.slice(0, end);
}
