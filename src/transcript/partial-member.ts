/**
 * A JSON line read without most of one top-level member. Claude Code repeats each tool output in a
 * record's `toolUseResult` (close to half a session's bytes), of which its reader wants a few small
 * fields. That member's value is checked with JSON.parse on a one-byte copy of its bytes (never
 * decoded as UTF-8, never kept) and the rest of the line is parsed with `null` in its place; the
 * member then holds only the fields asked for. Where the member's copy of the output is the same bytes
 * as the tool_result's string earlier in the line, neither copy is parsed twice (repeated-string.ts).
 *
 * Fail closed: the line is accepted only when the value parses on its own and the rest parses with
 * `null` standing for it, so the line as a whole is valid JSON (a valid value substituted for a
 * value); and only when the member belongs to the record itself (the rest closes exactly one level)
 * and is its last of that name. Anything else answers null: the caller reads the line whole, as
 * any line is read, with the same errors and warnings.
 */
import { isObject, MAX_JSON_DEPTH, nestsDeeperThan, parseJson, parseJsonHolding, type Json } from "./json.js";
import { LiteralSearch } from "./literal-search.js";
import { repeatedString, type RepeatedString } from "./repeated-string.js";

/** A top-level member of a sink's records of which it reads only these fields. */
export interface PartlyRead {
  key: string;
  fields: readonly string[];
  /**
   * The name of a string in the line before the member that the member may repeat byte for byte
   * (Claude Code's tool output): the member is then parsed without its copy (repeated-string.ts).
   */
  repeats?: string;
}

/**
 * How far before a line's end the rest after the member is looked for: Claude Code writes one or
 * two short members after it (`sourceToolAssistantUUID`, or `uuid` and `timestamp`).
 */
const REST_WINDOW_BYTES = 1024;
/** Places in that window tried as the member's end (`,"` or the closing brace), at most. */
const MAX_END_TRIES = 64;

const [QUOTE, BACKSLASH, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [..."\"\\,:{}[]"].map((char) => char.charCodeAt(0));
const [SPACE, TAB, CR, LF] = [32, 9, 13, 10];
const NON_ASCII = /[\u0080-\uffff]/;
const NEXT_MEMBER = Buffer.from(',"');
/** What the member's copy of a repeated string is parsed as (`"\u0000"`); refused where it would be read. */
const STAND_IN_TEXT = "\\u0000";
const STAND_IN = "\u0000";

export class MemberCut {
  /** `,"key":` as bytes: the member as Claude Code writes it, after another member. */
  readonly marker: Buffer;
  private readonly name: Buffer;
  private readonly search: LiteralSearch;
  /** `"name":"` of the repeated string, or null. */
  private readonly repeatOpening: Buffer | null;

  constructor(readonly partlyRead: PartlyRead) {
    this.marker = Buffer.from(`,${JSON.stringify(partlyRead.key)}:`);
    this.name = Buffer.from(partlyRead.key);
    this.search = new LiteralSearch(this.marker);
    this.repeatOpening = partlyRead.repeats === undefined ? null : Buffer.from(`${JSON.stringify(partlyRead.repeats)}:"`);
  }

  /** Where `marker` next starts in `bytes` at or after `from`, or -1 (`bytes.indexOf(marker, from)`). */
  markerAt(bytes: Buffer, from = 0): number {
    return this.search.indexIn(bytes, from);
  }

  /**
   * The record on the line `bytes[start, end)` (no line break in it), whose member `marker` at
   * `at` opens is cut to its fields; null when the line must be read whole.
   */
  read(bytes: Buffer, start: number, end: number, at: number): Json | null {
    const valueStart = at + this.marker.length;
    const valueEnd = this.valueEnd(bytes, valueStart, end);
    if (valueEnd === -1) return null;
    const repeat = this.repeatOpening === null ? null : repeatedString(bytes, this.repeatOpening, start, at, valueStart, valueEnd);
    if (repeat !== null) return this.readRepeat(bytes, start, end, valueStart, valueEnd, repeat);
    const fields = this.fieldsOf(bytes.toString("latin1", valueStart, valueEnd));
    if (fields === null) return null;
    let record: unknown;
    try {
      record = parseJson(`${bytes.toString("utf8", start, valueStart)}null${bytes.toString("utf8", valueEnd, end)}`);
    } catch {
      return null;
    }
    if (!isObject(record)) return null;
    record[this.partlyRead.key] = fields;
    return record;
  }

  /**
   * `read` for a line whose member repeats a string of its head (repeated-string.ts): the member is
   * parsed with a stand-in for its copy, the rest of the line with a stand-in for the string, and the
   * string's own token on its own, put back where its stand-in is (the one place of that name that
   * holds it). So the string is decoded and parsed once, and its brackets are not counted for the
   * depth bound (a string nests nothing).
   */
  private readRepeat(bytes: Buffer, start: number, end: number, valueStart: number, valueEnd: number, repeat: RepeatedString): Json | null {
    const member = `${bytes.toString("latin1", valueStart, repeat.from)}${STAND_IN_TEXT}${bytes.toString("latin1", repeat.to, valueEnd)}`;
    const fields = this.fieldsOf(member, STAND_IN);
    if (fields === null) return null;
    const before = bytes.toString("utf8", start, repeat.start);
    const after = bytes.toString("utf8", repeat.end, valueStart);
    const tail = bytes.toString("utf8", valueEnd, end);
    // the stand-in put back must be the only one: a line spelling it elsewhere is read whole
    if (before.includes(STAND_IN_TEXT) || after.includes(STAND_IN_TEXT) || tail.includes(STAND_IN_TEXT)) return null;
    let read: { parsed: unknown; holders: Json[] };
    let text: unknown;
    try {
      read = parseJsonHolding(`${before}${STAND_IN_TEXT}${after}null${tail}`, this.partlyRead.repeats!, STAND_IN);
      text = JSON.parse(bytes.toString("utf8", repeat.start - 1, repeat.end + 1)) as unknown;
    } catch {
      return null;
    }
    const { parsed: record, holders } = read;
    // the string goes back where its stand-in is, the one place of that name that holds it
    if (!isObject(record) || typeof text !== "string" || holders.length !== 1) return null;
    holders[0]![this.partlyRead.repeats!] = text;
    record[this.partlyRead.key] = fields;
    return record;
  }

  /**
   * Where the member's value ends: the first place in the line's last bytes, at a `,"` or the
   * closing brace, from which the rest reads as members of the record and its closing brace.
   */
  private valueEnd(bytes: Buffer, valueStart: number, end: number): number {
    const line = bytes.subarray(0, end);
    let at = line.indexOf(NEXT_MEMBER, Math.max(valueStart, end - REST_WINDOW_BYTES));
    for (let tries = 0; at !== -1 && tries < MAX_END_TRIES; tries += 1) {
      if (this.closesRecord(bytes, at, end)) return at;
      at = line.indexOf(NEXT_MEMBER, at + 1);
    }
    const last = lastNonWhiteSpace(bytes, valueStart, end);
    return last !== -1 && bytes[last] === CLOSE_BRACE ? last : -1;
  }

  /**
   * Whether `bytes[from, end)` closes exactly one level (the record) at its last byte but white
   * space, naming no member of the record `key` again (a later one would win) nor any with an
   * escape (which could spell it). Exact for text that is valid JSON, which the parse then proves.
   */
  private closesRecord(bytes: Buffer, from: number, end: number): boolean {
    let depth = 0;
    let keyNext = false;
    for (let at = from; at < end; at += 1) {
      const byte = bytes[at];
      if (byte === QUOTE) {
        const isKey = depth === 0 && keyNext;
        const close = stringEnd(bytes, at + 1, end, isKey);
        if (close === -1 || (isKey && this.isName(bytes, at + 1, close))) return false;
        at = close;
      } else if (depth === 0 && (byte === COMMA || byte === COLON)) keyNext = byte === COMMA;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (depth === 0) return byte === CLOSE_BRACE && onlyWhiteSpace(bytes, at + 1, end);
        depth -= 1;
      }
    }
    return false;
  }

  private isName(bytes: Buffer, from: number, to: number): boolean {
    return to - from === this.name.length && bytes.compare(this.name, 0, this.name.length, from, to) === 0;
  }

  /**
   * The fields asked for, from the member's value as one-byte text (the bytes as they are: JSON's
   * grammar is ASCII, so it parses exactly when its UTF-8 reading does). Null when it does not parse,
   * nests too deep to be read, or a field holds what the one-byte reading could change (non-ASCII
   * text) or a nested value: then the line is read whole. With `standIn` (the text stands in for a
   * string of the member), also null when the stand-in is a key of the member or a field's value.
   */
  private fieldsOf(text: string, standIn?: string): Json | null {
    // the record holds the member one level down: deeper than this, the whole line is refused
    if (nestsDeeperThan(text, MAX_JSON_DEPTH - 1)) return null;
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return null;
    }
    const fields: Json = {};
    if (!isObject(value)) return fields;
    if (standIn !== undefined && Object.hasOwn(value, standIn)) return null;
    for (const field of this.partlyRead.fields) {
      if (!Object.hasOwn(value, field)) continue;
      const kept = value[field];
      if ((typeof kept === "object" && kept !== null) || (typeof kept === "string" && NON_ASCII.test(kept)) || (standIn !== undefined && kept === standIn)) return null;
      fields[field] = kept;
    }
    return fields;
  }
}

/** The closing quote of a string whose text starts at `from`, or -1 (also at an escape, when refused). */
function stringEnd(bytes: Buffer, from: number, end: number, refuseEscapes: boolean): number {
  for (let at = from; at < end; at += 1) {
    const byte = bytes[at];
    if (byte === QUOTE) return at;
    if (byte === BACKSLASH) {
      if (refuseEscapes) return -1;
      at += 1;
    }
  }
  return -1;
}

function onlyWhiteSpace(bytes: Buffer, from: number, end: number): boolean {
  return lastNonWhiteSpace(bytes, from, end) === -1;
}

function lastNonWhiteSpace(bytes: Buffer, from: number, end: number): number {
  let at = end - 1;
  while (at >= from && isWhiteSpace(bytes[at]!)) at -= 1;
  return at >= from ? at : -1;
}

function isWhiteSpace(byte: number): boolean {
  return byte === SPACE || byte === TAB || byte === CR || byte === LF;
}
