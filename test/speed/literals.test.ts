/**
 * Run 21 replaced spreads and flatMaps on the loader's and the checks' hot paths by literals and
 * loops: the same values, with the same keys in the same order (reports are JSON, so order shows).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { contentText, toolResultBlocks } from "../../src/transcript/formats/anthropic-content.js";
import { countedLine, lineSummary, notRunIn } from "../../src/checks/test-summary.js";
import { saysTimedOut, TIMED_OUT } from "../../src/transcript/builder.js";

/** toolResultBlocks as it read before: a flatMap over the blocks. */
function formerBlocks(content: unknown): unknown[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((block: unknown) => {
    if (typeof block !== "object" || block === null || Array.isArray(block)) return [];
    const record = block as Record<string, unknown>;
    if (record.type !== "tool_result" || typeof record.tool_use_id !== "string") return [];
    return [{ toolUseId: record.tool_use_id, output: contentText(record.content), isError: record.is_error === true }];
  });
}

describe("hot-path literals keep values and key order", () => {
  it("toolResultBlocks lists the result blocks in order, skipping other blocks and blocks without an id", () => {
    const block = fc.oneof(
      fc.record({ type: fc.constantFrom("tool_result", "text", "image"), tool_use_id: fc.oneof(fc.string(), fc.constant(undefined)), content: fc.string(), is_error: fc.oneof(fc.boolean(), fc.constant(undefined)) }, { requiredKeys: ["type"] }),
      fc.constant(null),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(block, { maxLength: 6 }), fc.string(), fc.constant(null)), (content) => {
        expect(JSON.stringify(toolResultBlocks(content))).toBe(JSON.stringify(formerBlocks(content)));
      }),
      { numRuns: 2000 },
    );
  });

  it("lineSummary gives the spread's keys in its order", () => {
    for (const line of ["Tests:       2 failed, 148 passed, 150 total", "ok 3 - passes", "FAIL", "ok  pkg/x 0.1s", "3 passed, 2 skipped in 0.2s", "nothing"]) {
      const counted = countedLine(line);
      const former = counted === null ? null : { ...counted, notRun: notRunIn(line) };
      expect(JSON.stringify(lineSummary(line))).toBe(JSON.stringify(former));
    }
  });
});

describe("the timed-out words go before the timed-out pattern", () => {
  it("saysTimedOut answers as the pattern alone, in any case", () => {
    const piece = fc.constantFrom("timed out after 30s", "TIMED OUT AFTER 2.5 seconds", "Command timed out", "COMMAND TIMED OUT", "timed  out", "timed out after", "timedout", " ", "\n", "x", "12", "ms", "Timed Out after 10 ms");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join("");
        expect(saysTimedOut(text)).toBe(TIMED_OUT.test(text));
      }),
      { numRuns: 3000 },
    );
    expect(saysTimedOut("$ make\nCommand timed out")).toBe(true);
    expect(saysTimedOut("the job timed out")).toBe(false);
  });
});
