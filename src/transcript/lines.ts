/**
 * JSON lines read a piece at a time: each piece of text ends at a line end (or is the file's last
 * text), so that a record is never split and no more than one piece is held at once.
 */
import { NestingTooDeep, parseJson, type Json } from "./json.js";
import { MemberCut, type PartlyRead } from "./partial-member.js";

/** One record of a transcript with its step: the array index, or the 0-based line number. */
export interface RecordItem {
  step: number;
  value: unknown;
}

/** At most this many unparsable JSONL lines are named one by one; the rest are counted. */
const MAX_LINE_WARNINGS = 20;
/** A line longer than this is not parsed: one record that size is not a transcript line. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Lines longer than this are read but noted: usually one huge tool output or an inline file. */
export const LARGE_LINE_CHARS = 8 * 1024 * 1024;
const CR = 13;
const SPACE = 32;
const NEWLINE = 0x0a;

/** Thrown when the first line is not a JSON record: the text is then read as one JSON document. */
export class NotJsonLines extends Error {
  override name = "NotJsonLines";
}

/**
 * Splits line-ending text into records for `onRecord`, keeping the warnings a reader reports: long
 * lines, unparsable lines (a last line cut short is named as truncated).
 */
export class LineRecords {
  private step = 0;
  private parsed = 0;
  private started = false;
  private readonly notes: string[] = [];
  private readonly bad: string[] = [];
  /** The last unparsable line waits to learn whether it was the file's last: then it was truncated. */
  private pendingBad: { step: number; opensObject: boolean } | null = null;
  private cut: MemberCut | null = null;

  constructor(
    /** `chars`: the length of the record's line. */
    private readonly onRecord: (record: RecordItem, chars: number) => void,
    /** Throw NotJsonLines when the first non-blank line is not a JSON record (nor starts a JSON array). */
    private readonly requireFirstRecord = false,
  ) {}

  /** Records parsed so far. */
  get count(): number {
    return this.parsed;
  }

  /** Reads the lines of `text`; every line but the last must end here (the last may end the file). */
  add(text: string): void {
    const body = this.started ? text : text.replace(/^\uFEFF/, "");
    this.started = true;
    for (let start = 0; start < body.length; ) {
      const end = nextLineEnd(body, start);
      this.line(body.slice(start, end > start && body.charCodeAt(end - 1) === CR ? end - 1 : end));
      start = end + 1;
    }
  }

  /**
   * Reads the lines of `bytes` (as `add`), where a line's member that `partlyRead` names is cut to its
   * fields without being decoded (partial-member.ts); a line that cannot be cut so is read whole.
   */
  addBytes(bytes: Buffer, partlyRead: PartlyRead | null): void {
    if (partlyRead === null || !this.started || this.parsed === 0) return this.add(bytes.toString("utf8"));
    if (this.cut?.partlyRead !== partlyRead) this.cut = new MemberCut(partlyRead);
    const cut = this.cut;
    let from = 0;
    for (let at = cut.markerAt(bytes); at !== -1; at = cut.markerAt(bytes, from)) {
      const start = bytes.lastIndexOf(NEWLINE, at) + 1;
      const newline = bytes.indexOf(NEWLINE, at);
      const next = newline === -1 ? bytes.length : newline + 1;
      if (start > from) this.add(bytes.toString("utf8", from, start));
      const end = newline === -1 ? bytes.length : newline > start && bytes[newline - 1] === CR ? newline - 1 : newline;
      const record = end - start > LARGE_LINE_CHARS ? null : cut.read(bytes, start, end, at);
      if (record === null) this.add(bytes.toString("utf8", start, next));
      else this.cutLine(record, end - start);
      from = next;
    }
    if (from < bytes.length) this.add(bytes.toString("utf8", from));
  }

  /** The reading warnings, once the text has ended. */
  finish(): string[] {
    if (this.pendingBad) this.settleBad(true);
    const warnings = [...this.notes, ...this.bad.slice(0, MAX_LINE_WARNINGS)];
    if (this.bad.length > MAX_LINE_WARNINGS) warnings.push(`${this.bad.length - MAX_LINE_WARNINGS} more unparsable lines skipped`);
    return warnings;
  }

  private line(line: string): void {
    const step = this.step;
    this.step += 1;
    if (this.pendingBad) this.settleBad(false);
    if (isBlank(line)) return;
    if (line.length > MAX_LINE_CHARS) {
      this.notes.push(`line ${step + 1}: ${megabytes(line.length)} MB record over the ${megabytes(MAX_LINE_CHARS)} MB line limit, skipped`);
      return;
    }
    if (line.length > LARGE_LINE_CHARS) this.notes.push(`line ${step + 1}: a ${megabytes(line.length)} MB record, read; long texts in it are cut`);
    const first = this.requireFirstRecord && this.parsed === 0 && this.bad.length === 0 && this.pendingBad === null;
    if (first && line.trimStart().startsWith("[")) throw new NotJsonLines("the text starts a JSON array");
    const value = tryParse(line);
    if (value === UNPARSABLE) {
      if (first) throw new NotJsonLines("the first line is not a JSON record");
      this.pendingBad = { step, opensObject: line.trimStart().startsWith("{") };
      return;
    }
    this.parsed += 1;
    this.onRecord({ step, value }, line.length);
  }

  /** A line read by a member cut: valid JSON, a record, within the line limits; `bytes` stands for its length. */
  private cutLine(record: Json, bytes: number): void {
    const step = this.step;
    this.step += 1;
    if (this.pendingBad) this.settleBad(false);
    this.parsed += 1;
    this.onRecord({ step, value: record }, bytes);
  }

  private settleBad(isLast: boolean): void {
    const { step, opensObject } = this.pendingBad!;
    this.bad.push(isLast && opensObject ? `line ${step + 1}: truncated JSON, skipped` : `line ${step + 1}: not valid JSON, skipped`);
    this.pendingBad = null;
  }
}

function nextLineEnd(body: string, start: number): number {
  const end = body.indexOf("\n", start);
  return end === -1 ? body.length : end;
}

/** Trims only a line that starts with whitespace: trimming every line of a large file costs a copy each. */
function isBlank(line: string): boolean {
  return line.length === 0 || (line.charCodeAt(0) <= SPACE && line.trim() === "");
}

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toFixed(1);
}

const UNPARSABLE = Symbol("unparsable");

function tryParse(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof NestingTooDeep) throw error;
    return UNPARSABLE;
  }
}
