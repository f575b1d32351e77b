import { TOOL_USE_RESULT_READ } from "../../src/transcript/formats/claude-code-jsonl.js";

/**
 * The record a Claude Code line holds as its reader sees it: `toolUseResult` cut to the fields it reads.
 * `parse` is how the whole line is read (`JSON.parse`, or the loader's `parseJson`, which drops keys
 * that shadow Object.prototype).
 */
export function expectedRecord(line: string, parse: (text: string) => unknown = JSON.parse): Record<string, unknown> {
  const record = parse(line) as Record<string, unknown>;
  const full = record.toolUseResult;
  const fields: Record<string, unknown> = {};
  if (typeof full === "object" && full !== null && !Array.isArray(full)) {
    const read = full as Record<string, unknown>;
    for (const field of TOOL_USE_RESULT_READ.fields) if (Object.hasOwn(read, field)) fields[field] = read[field];
  }
  return { ...record, toolUseResult: fields };
}

/** Whether a text parses as JSON: a property test keeps only the edits of a line that still do. */
export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
