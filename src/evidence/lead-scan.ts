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

/**
 * Characters of a lead the tables read: three let through a tenth of the positions of prose (` to`, `ass`, `con` open
 * anchors), four a fifth of that (profiled on the bench's kept texts). A lead of four or more is looked up by its first
 * three, then by its four.
 */
const LEAD_CHARS = 4;
/** The tables' index width: a hash of up to three characters, collisions only letting more positions through. */
const TABLE_BITS = 16;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
/** What stands past the text's end in the window: no lead's character (a lead holding NUL would only be let through). */
const PAST_END = 0;
/** The first code past ASCII. */
const WIDE = 128;
/** A wide character's fold not yet worked out. */
const UNKNOWN = 0;

/** A set's bit in the tables: at most four sets, each with a second bit in `three` for its longer leads. */
const MAX_SETS = 4;
/** Where the bits of the leads of four characters or more stand in `three`: their fourth is looked up in `four`. */
const LONG_SHIFT = MAX_SETS;
const SET_BITS = (1 << MAX_SETS) - 1;

/** ASCII's folds: a lower-case letter to its upper case, the rest to itself. */
const ASCII_FOLDS = Uint8Array.from({ length: WIDE }, (_, code) => (code >= 0x61 && code <= 0x7a ? code - 0x20 : code));

const hash2 = (a: number, b: number) => ((a << 7) ^ b) & TABLE_MASK;
const hash3 = (a: number, b: number, c: number) => ((a << 10) ^ (b << 5) ^ c) & TABLE_MASK;
const hash4 = (a: number, b: number, c: number, d: number) => ((a << 12) ^ (b << 8) ^ (c << 4) ^ d ^ (d >> 8)) & TABLE_MASK;

export class LeadScan {
  /** By the folded first character, the first two, the first three: the sets whose leads open so (a bit each). */
  private readonly one = new Uint8Array(1 << TABLE_BITS);
  private readonly two = new Uint8Array(1 << TABLE_BITS);
  private readonly three = new Uint8Array(1 << TABLE_BITS);
  private readonly four = new Uint8Array(1 << TABLE_BITS);
  /** Wide characters' folds, worked out on first sight (`UNKNOWN` until then). */
  private readonly wideFolds = new Uint16Array(1 << 16);
  /** The leads' wide characters, each as a case-insensitive pattern, in the order their folds are tried; one class of them all. */
  private readonly wideLeadChars: { code: number; pattern: RegExp }[];
  private readonly wideLeadClass: RegExp | null;

  /** `sets`: each set's leads; every lead at least one character. */
  constructor(sets: readonly (readonly string[])[]) {
    if (sets.length > MAX_SETS) throw new Error(`more than ${MAX_SETS} lead sets`);
    const wide = new Set<string>();
    for (const char of sets.flatMap((leads) => leads.flatMap((lead) => [...lead.slice(0, LEAD_CHARS)]))) {
      if (char.charCodeAt(0) >= WIDE) wide.add(char);
    }
    // one pattern per character, made once: a pattern made per character tried cost a start-up of 100 M instructions
    this.wideLeadChars = [...wide].map((char) => ({ code: char.charCodeAt(0), pattern: new RegExp(escapeClassChar(char), "i") }));
    this.wideLeadClass = wide.size === 0 ? null : new RegExp(`[${[...wide].map(escapeClassChar).join("")}]`, "i");
    sets.forEach((leads, set) => {
      for (const lead of leads) {
        if (lead === "") throw new Error("a lead is empty");
        const folded = (at: number) => (at < lead.length ? this.fold(lead.charCodeAt(at)) : PAST_END);
        const [a, b, c, d] = [folded(0), folded(1), folded(2), folded(3)];
        const bit = 1 << set;
        const long = lead.length >= LEAD_CHARS;
        const [table, at] = lead.length === 1 ? [this.one, a] : lead.length === 2 ? [this.two, hash2(a, b)] : [this.three, hash3(a, b, c)];
        table[at] = table[at]! | (long ? bit << LONG_SHIFT : bit);
        if (long) this.four[hash4(a, b, c, d)] = this.four[hash4(a, b, c, d)]! | bit;
      }
    });
  }

  /**
   * Calls `found(at, sets)` at every position where a lead of some set may start, in order, `sets` the bits of those
   * sets; every position where one starts is among them.
   */
  walk(text: string, found: (at: number, sets: number) => void): void {
    const { one, two, three, four } = this;
    const length = text.length;
    let b = length > 0 ? this.fold(text.charCodeAt(0)) : PAST_END;
    let c = length > 1 ? this.fold(text.charCodeAt(1)) : PAST_END;
    let d = length > 2 ? this.fold(text.charCodeAt(2)) : PAST_END;
    for (let at = 0; at < length; at += 1) {
      const a = b;
      b = c;
      c = d;
      // ASCII folded here, the rest by its table: the call per character was a third of the walk
      const next = at + 3 < length ? text.charCodeAt(at + 3) : PAST_END;
      d = next < WIDE ? ASCII_FOLDS[next]! : this.fold(next);
      const short = one[a]! | two[hash2(a, b)]!;
      const opening = three[hash3(a, b, c)]!;
      if ((short | opening) === 0) continue;
      const long = opening >> LONG_SHIFT === 0 ? 0 : (opening >> LONG_SHIFT) & four[hash4(a, b, c, d)]!;
      const sets = short | (opening & SET_BITS) | long;
      if (sets !== 0) found(at, sets);
    }
  }

  /** The fold of a character's code, as the tables hold it. */
  private fold(code: number): number {
    if (code < WIDE) return ASCII_FOLDS[code]!;
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
    return this.wideLeadChars.find(({ pattern }) => pattern.test(char))?.code ?? code;
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
