/**
 * `bytes.indexOf(literal, from)`, found by the literal's part from its first uppercase letter on,
 * its head compared at each place that part is found. Buffer.indexOf finds a needle by looking for
 * its first byte (memchr) and comparing there: a needle that opens on `,` or `"` stops at nearly
 * every member of a JSON line. On the bench's 100 MB session, `,"toolUseResult":` took 30-38 ms to
 * find this way, `UseResult":` 10 (bench/RESULTS.md, Run 34). Where the literal has no uppercase
 * letter, it is searched for whole, as before.
 */
export class LiteralSearch {
  /** Where the part searched for starts in the literal. */
  private readonly offset: number;
  private readonly part: Buffer;

  constructor(readonly literal: Buffer) {
    this.offset = Math.max(0, literal.findIndex((byte) => byte >= UPPER_A && byte <= UPPER_Z));
    this.part = literal.subarray(this.offset);
  }

  /** The first place at or after `from` where the literal starts in `bytes`, or -1. */
  indexIn(bytes: Buffer, from = 0): number {
    const { literal, offset, part } = this;
    for (let at = bytes.indexOf(part, from + offset); at !== -1; at = bytes.indexOf(part, at + 1)) {
      if (bytes.compare(literal, 0, offset, at - offset, at) === 0) return at - offset;
    }
    return -1;
  }
}

/** JSON text holds fewer uppercase letters than punctuation, digits or lowercase letters. */
const [UPPER_A, UPPER_Z] = [0x41, 0x5a];
