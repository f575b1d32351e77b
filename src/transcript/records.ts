import { InputError } from "../errors.js";

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
  const bad: number[] = [];
  body.split(/\r?\n/).forEach((line, step) => {
    if (line.trim() === "") return;
    const parsed = tryParse(line);
    if (parsed.ok) items.push({ step, value: parsed.value });
    else bad.push(step);
  });
  if (items.length === 0) {
    throw new InputError(`${source}: not JSON or JSON lines (line 1 does not parse); expected a transcript file`);
  }
  const warnings = bad.slice(0, MAX_LINE_WARNINGS).map((step) => `line ${step + 1}: not valid JSON, skipped`);
  if (bad.length > MAX_LINE_WARNINGS) warnings.push(`${bad.length - MAX_LINE_WARNINGS} more unparsable lines skipped`);
  return { shape: "lines", items, warnings };
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
