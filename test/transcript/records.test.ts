import { describe, expect, it } from "vitest";
import { LARGE_LINE_CHARS, parseRecords } from "../../src/transcript/records.js";
import { MAX_TEXT_CHARS } from "../../src/transcript/text.js";
import { jsonl, parse } from "./helpers.js";

function codexLine(type: string, payload: Record<string, unknown>) {
  return { timestamp: "t", type, payload };
}

describe("tolerant JSONL reading", () => {
  it("skips noise lines and a truncated last line with warnings, and keeps the steps of the file", () => {
    const text = `${jsonl({ a: 1 })}\nnpm WARN something\n\n${jsonl({ b: 2 })}\r\n{"c": `;
    const records = parseRecords(text, "t");
    expect(records.items.map((item) => item.step)).toEqual([0, 3]);
    expect(records.warnings).toEqual(["line 2: not valid JSON, skipped", "line 5: truncated JSON, skipped"]);
  });

  it("reads a line over 10 MB with a warning, cutting its long output", () => {
    const huge = "x".repeat(10 * 1024 * 1024);
    const text = jsonl(
      codexLine("session_meta", { id: "s" }),
      codexLine("response_item", { type: "function_call", name: "shell", arguments: '{"command":"cat big"}', call_id: "c" }),
      codexLine("response_item", { type: "function_call_output", call_id: "c", output: huge }),
    );
    expect(text.split("\n")[2]!.length).toBeGreaterThan(LARGE_LINE_CHARS);
    const trajectory = parse(text);
    expect(trajectory.warnings.some((warning) => /^line 3: a 10\.0 MB record, read/.test(warning))).toBe(true);
    expect(trajectory.warnings).toContain(`1 text over ${MAX_TEXT_CHARS} chars cut in the middle`);
    expect(trajectory.toolCalls[0]?.output?.length).toBeLessThan(MAX_TEXT_CHARS + 100);
    expect(trajectory.toolCalls[0]?.output).toMatch(/\[… \d+ chars omitted\]/);
  });

  it("strips ANSI colour codes from outputs", () => {
    const text = jsonl(
      { role: "user", content: "test" },
      { role: "assistant", content: null, tool_calls: [{ id: "t", type: "function", function: { name: "sh", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "t", content: "\u001b[32m✓ 3 passed\u001b[0m \u001b]0;title\u0007done" },
    );
    expect(parse(text).toolCalls[0]?.output).toBe("✓ 3 passed done");
  });
});
