/**
 * A JSON string kept as its bytes, undecoded, until what is kept of it is known. Claude Code's tool
 * outputs are most of a session's text once `toolUseResult` is cut (partial-member.ts), and the
 * output budget cuts all but the latest to head + tail: an output held so is never decoded whole,
 * parsed or scanned, only the ends a cut keeps (bench/RESULTS.md, Run 38).
 *
 * Fail closed: a string is held so only when its text is what cleaning leaves as it is and its
 * ends can be read without the rest: no `\u` escape (so no terminal escape, no NUL, no lone
 * surrogate), no inline image, no private key block (the one redaction rule that reads back past a
 * cut), at most LAZY_MAX_BYTES (under the text bound, and within the redaction's back walk), valid
 * UTF-8, and a valid JSON string (no raw control character, only the short escapes). Anything else
 * answers null and is parsed as it always was.
 */
import { isUtf8 } from "node:buffer";

/** Longest string held as bytes: its text is then under MAX_TEXT_CHARS and within the redaction's back walk. */
export const LAZY_MAX_BYTES = 64 * 1024;
/** Shortest string held as bytes: shorter ones cost less to parse than to hold. */
export const LAZY_MIN_BYTES = 2 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_N = 0x6e;
/** The escapes a held string may use: each is two bytes for one character. */
const SHORT_ESCAPES = new Set([..."\"\\/bfnrt"].map((char) => char.charCodeAt(0)));
/** Escapes whose character is not white space (\s): a line's first such character is text. */
const TEXT_ESCAPES = new Set([..."\"\\/b"].map((char) => char.charCodeAt(0)));
const REFUSED = [";base64,", "-----BEGIN"].map((literal) => Buffer.from(literal));
/** A run of backslashes this long before a character is not walked back (the text is decoded whole instead). */
const MAX_BACKSLASH_RUN = 64;

export class LazyText {
  private decoded: string | null = null;

  private constructor(
    /** The string's bytes between its quotes, an own copy. */
    private readonly bytes: Buffer,
    /** The length of its text, in UTF-16 units, as JSON.parse would give it. */
    readonly length: number,
  ) {}

  /**
   * The string whose opening quote is at `open` in `bytes`, if it ends before `limit` and may be held
   * as bytes (above); its closing quote is at `open + 1 + held.byteLength`.
   */
  static at(bytes: Buffer, open: number, limit: number): LazyText | null {
    if (bytes[open] !== QUOTE) return null;
    const body = bytes.subarray(open + 1, Math.min(limit, open + 2 + LAZY_MAX_BYTES));
    const scanned = scanString(body);
    if (scanned === null || scanned.bytes < LAZY_MIN_BYTES || scanned.bytes > LAZY_MAX_BYTES) return null;
    const raw = body.subarray(0, scanned.bytes);
    if (!isUtf8(raw) || REFUSED.some((literal) => raw.indexOf(literal) !== -1)) return null;
    return new LazyText(ownCopy(raw), scanned.units);
  }

  /** Bytes the string took between its quotes. */
  get byteLength(): number {
    return this.bytes.length;
  }

  /** The whole text, as JSON.parse gives it. */
  text(): string {
    this.decoded ??= decode(this.bytes, 0, this.bytes.length);
    return this.decoded;
  }

  /**
   * The text up to the end of the line that holds its first character other than white space (or
   * the whole text): an anchored pattern that reads no further than that line's end (`^\s*Exit code
   * (\d+)\b`) answers on it as on the whole text.
   */
  firstLine(): string {
    if (this.decoded !== null) return this.decoded;
    const bytes = this.bytes;
    let seenText = false;
    for (let at = 0; at < bytes.length; ) {
      const byte = bytes[at]!;
      if (byte === BACKSLASH) {
        const escaped = bytes[at + 1]!;
        if (escaped === LETTER_N && seenText) return decode(bytes, 0, at);
        seenText ||= TEXT_ESCAPES.has(escaped);
        at += 2;
      } else {
        // a character beyond ASCII may be white space (U+00A0, U+3000): only ASCII counts as text here
        seenText ||= byte > 0x20 && byte < 0x80;
        at += 1;
      }
    }
    return this.text();
  }

  /** The text's first characters, at least `chars` of them (or the whole text), or null when its escapes are not walked back. */
  head(chars: number): string | null {
    const bytes = this.bytes;
    // a character takes one byte or more (an escape two, a pair four for two units): first try a little over `chars` bytes
    for (let want = firstTry(chars); this.decoded === null && chars < this.length && want < bytes.length; want *= 2) {
      const end = charStart(bytes, want);
      if (end === -1) return null;
      const head = decode(bytes, 0, end);
      if (head.length >= chars) return head;
    }
    return this.text();
  }

  /** The text's last characters, at least `chars` of them (or the whole text), or null when its escapes are not walked back. */
  tail(chars: number): string | null {
    const bytes = this.bytes;
    for (let want = firstTry(chars); this.decoded === null && chars < this.length && want < bytes.length; want *= 2) {
      const start = charStart(bytes, bytes.length - want);
      if (start === -1) return null;
      const tail = decode(bytes, start, bytes.length);
      if (tail.length >= chars) return tail;
    }
    return this.text();
  }
}

function firstTry(chars: number): number {
  return chars + (chars >> 2) + 16;
}

/**
 * The start of the character or escape that byte `at` is in (at a multi-byte character's lead, at
 * an escape's backslash), or -1 when a run of backslashes before it is too long to walk back.
 */
function charStart(bytes: Buffer, at: number): number {
  let start = at;
  while (start > 0 && (bytes[start]! & 0xc0) === 0x80) start -= 1;
  // a byte is the second of an escape when an odd run of backslashes stands before it
  let run = 0;
  while (start - run > 0 && bytes[start - run - 1] === BACKSLASH) {
    run += 1;
    if (run > MAX_BACKSLASH_RUN) return -1;
  }
  return run % 2 === 1 ? start - 1 : start;
}

/** The text of `bytes[from, to)`, a run of whole characters and escapes of a valid JSON string. */
function decode(bytes: Buffer, from: number, to: number): string {
  return JSON.parse(`"${bytes.toString("utf8", from, to)}"`) as string;
}

/** The slab held strings are copied into: one allocation for many (a Buffer each cost more than its copy). */
let slab = Buffer.allocUnsafeSlow(0);
let slabUsed = 0;
const SLAB_BYTES = 1024 * 1024;

function ownCopy(raw: Buffer): Buffer {
  if (slabUsed + raw.length > slab.length) {
    slab = Buffer.allocUnsafeSlow(Math.max(SLAB_BYTES, raw.length));
    slabUsed = 0;
  }
  const copy = slab.subarray(slabUsed, slabUsed + raw.length);
  raw.copy(copy);
  // the next copy starts on a four-byte boundary
  slabUsed += (raw.length + 3) & ~3;
  return copy;
}

const SHORT_ESCAPE = new Uint8Array(256);
for (const code of SHORT_ESCAPES) SHORT_ESCAPE[code] = 1;

/**
 * The JSON string body at the start of `body`, up to its closing quote: its length in bytes, and in
 * UTF-16 units as JSON.parse would give it (an escape is one unit, a continuation byte 10xxxxxx none,
 * a four-byte lead 11110xxx one more for its surrogate pair). Null at a raw control character, an
 * escape other than the short ones, or no closing quote. Read four bytes at a time: a word holding
 * no quote, backslash or control byte (nine in ten here) is only counted.
 */
function scanString(body: Buffer): { bytes: number; units: number } | null {
  const state = new ScanState();
  const aligned = Math.min(body.length, (4 - (body.byteOffset % 4)) % 4);
  let end = state.bytes(body, 0, aligned);
  const count = (body.length - aligned) >> 2;
  const words = new Int32Array(body.buffer, body.byteOffset + aligned, count);
  let continuations = 0;
  let longLeads = 0;
  for (let index = 0; end === -1 && index < count; index += 1) {
    const word = words[index]!;
    // per byte, in its top bit: a quote, a backslash, a byte below 0x20
    const marks = zeroBytes(word ^ 0x22222222) | zeroBytes(word ^ 0x5c5c5c5c) | ~(word | (word << 1) | (word << 2));
    if ((marks & 0x80808080) === 0 && !state.escaping) {
      // per byte, in its top bit: 10xxxxxx; 1111xxxx
      continuations += Math.imul((word & ~(word << 1) & 0x80808080) >>> 7, 0x01010101) >>> 24;
      longLeads += Math.imul((word & (word << 1) & (word << 2) & (word << 3) & 0x80808080) >>> 7, 0x01010101) >>> 24;
    } else end = state.bytes(body, aligned + 4 * index, aligned + 4 * index + 4);
  }
  if (end === -1) end = state.bytes(body, aligned + 4 * count, body.length);
  if (end < 0) return null;
  return { bytes: end, units: end - continuations - state.continuations + longLeads + state.longLeads - state.escapes };
}

/** The byte-by-byte reading of scanString: the unaligned start, a word with a mark, the last bytes. */
class ScanState {
  continuations = 0;
  longLeads = 0;
  escapes = 0;
  escaping = false;

  /** The closing quote's index in `body[from, to)`, -1 for none, -2 for a byte the string may not hold. */
  bytes(body: Buffer, from: number, to: number): number {
    for (let at = from; at < to; at += 1) {
      const byte = body[at]!;
      if (this.escaping) {
        if (SHORT_ESCAPE[byte] !== 1) return -2;
        this.escaping = false;
      } else if (byte === QUOTE) return at;
      else if (byte === BACKSLASH) {
        this.escaping = true;
        this.escapes += 1;
      } else if (byte < 0x20) return -2;
      else if ((byte & 0xc0) === 0x80) this.continuations += 1;
      else if (byte >= 0xf0) this.longLeads += 1;
    }
    return -1;
  }
}

/** Per byte of `word`, its top bit set where the byte is zero (exact: no borrow from a lower byte). */
function zeroBytes(word: number): number {
  return ~(((word & 0x7f7f7f7f) + 0x7f7f7f7f) | word);
}
