import { InputError } from "../errors.js";
import { parseJson } from "./json.js";

/** A transcript file read as JSON records: a JSON array, one JSON object, or JSON lines. */
export interface Records {
  shape: "array" | "object" | "lines";
  /** Each record with its step: the array index, or the 0-based line number. */
  items: { step: number; value: unknown }[];
  warnings: string[];
}

/** At most this many unparsable JSONL lines are named one by one; the rest are counted. */
const MAX_LINE_WARNINGS = 20;

export function parseRecords(text: string, source: string): Records {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") throw new InputError(`${source}: the file is empty; expected a JSON or JSONL transcript`);
  const whole = tryParse(body);
  if (whole.ok) {
    if (Array.isArray(whole.value)) {
      return { shape: "array", items: whole.value.map((value, step) => ({ step, value })), warnings: [] };
    }
    return { shape: "object", items: [{ step: 0, value: whole.value }], warnings: [] };
  }
  return parseLines(body, source);
}

function parseLines(body: string, source: string): Records {
  const items: Records["items"] = [];
  const bad: string[] = [];
  const notes: string[] = [];
  let step = 0;
  for (let start = 0; start < body.length; step += 1) {
    const end = nextLineEnd(body, start);
    const line = body.slice(start, end > start && body.charCodeAt(end - 1) === CR ? end - 1 : end);
    start = end + 1;
    if (isBlank(line)) continue;
    if (line.length > MAX_LINE_CHARS) {
      notes.push(`line ${step + 1}: ${megabytes(line.length)} MB record over the ${megabytes(MAX_LINE_CHARS)} MB line limit, skipped`);
      continue;
    }
    if (line.length > LARGE_LINE_CHARS) notes.push(`line ${step + 1}: a ${megabytes(line.length)} MB record, read; long texts in it are cut`);
    const parsed = tryParse(line);
    if (parsed.ok) items.push({ step, value: parsed.value });
    else bad.push(start >= body.length && line.trimStart().startsWith("{") ? `line ${step + 1}: truncated JSON, skipped` : `line ${step + 1}: not valid JSON, skipped`);
  }
  if (items.length === 0) {
    throw new InputError(`${source}: not JSON or JSON lines (line 1 does not parse); expected a transcript file`);
  }
  const warnings = [...notes, ...bad.slice(0, MAX_LINE_WARNINGS)];
  if (bad.length > MAX_LINE_WARNINGS) warnings.push(`${bad.length - MAX_LINE_WARNINGS} more unparsable lines skipped`);
  return { shape: "lines", items, warnings };
}

const CR = 13;
/** A line longer than this is not parsed: one record that size is not a transcript line. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** Lines longer than this are read but noted: usually one huge tool output or an inline file. */
export const LARGE_LINE_CHARS = 8 * 1024 * 1024;

function nextLineEnd(body: string, start: number): number {
  const end = body.indexOf("\n", start);
  return end === -1 ? body.length : end;
}

/** Trims only a line that starts with whitespace: trimming every line of a large file costs a copy each. */
function isBlank(line: string): boolean {
  return line.length === 0 || (line.charCodeAt(0) <= SPACE && line.trim() === "");
}

const SPACE = 32;

function megabytes(chars: number): string {
  return (chars / (1024 * 1024)).toFixed(1);
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseJson(text) };
  } catch {
    return { ok: false };
  }
}
