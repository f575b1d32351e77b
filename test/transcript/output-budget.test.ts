import { describe, expect, it } from "vitest";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { RECENT_OUTPUTS, RETAINED_OUTPUT_CHARS } from "../../src/transcript/output-budget.js";
import { cutMiddle } from "../../src/transcript/text.js";

/** A builder given `calls` shell calls, each answered with `output(index)`. */
function session(calls: number, output: (index: number) => string) {
  const builder = new TrajectoryBuilder("codex-rollout");
  for (let index = 0; index < calls; index += 1) {
    builder.call({ id: `c${index}`, name: "shell", input: { command: `npm test -- ${index}` }, step: 2 * index });
    builder.resultFor(`c${index}`, { output: output(index), isError: false, exitCode: 0, step: 2 * index + 1 });
  }
  return builder.build();
}

const OUTPUT_CHARS = 64 * 1024;
/** Enough calls that their outputs are twice the budget. */
const CALLS = Math.ceil((2 * RETAINED_OUTPUT_CHARS) / OUTPUT_CHARS) + RECENT_OUTPUTS;
const testOutput = (index: number) => `HEAD ${index}\n${"x".repeat(OUTPUT_CHARS)}\nTests: ${index} passed, 0 failed`;

describe("the tool output budget", () => {
  const trajectory = session(CALLS, testOutput);
  const outputs = trajectory.toolCalls.map((call) => call.output ?? "");

  it("keeps the outputs before the latest ones under the budget", () => {
    const older = outputs.slice(0, -RECENT_OUTPUTS).reduce((sum, output) => sum + output.length, 0);
    expect(older).toBeLessThanOrEqual(RETAINED_OUTPUT_CHARS);
    expect(older).toBeGreaterThan(0);
  });

  it("keeps the latest outputs whole", () => {
    for (const index of [CALLS - 1, CALLS - RECENT_OUTPUTS]) expect(outputs[index]).toBe(testOutput(index));
  });

  it("cuts older outputs to head and tail, keeping the last test summary and saying how much of the original is gone", () => {
    const first = outputs[0]!;
    expect(first.startsWith("HEAD 0\n")).toBe(true);
    expect(first.endsWith("Tests: 0 passed, 0 failed")).toBe(true);
    const marker = /\n\[… (\d+) chars omitted\]\n/.exec(first);
    expect(first.length - marker![0].length + Number(marker![1])).toBe(testOutput(0).length);
    expect(trajectory.warnings.some((warning) => /^tool outputs over \d+ chars in all: outputs before the last 100 calls cut to \d+ chars/.test(warning))).toBe(
      true,
    );
  });

  it("leaves a session under the budget untouched", () => {
    const small = session(10, testOutput);
    expect(small.toolCalls.map((call) => call.output)).toEqual(Array.from({ length: 10 }, (_, index) => testOutput(index)));
    expect(small.warnings).toEqual([]);
  });
});

describe("cutMiddle", () => {
  it("keeps head and tail and counts the chars gone from the original, when cut again", () => {
    const text = `${"a".repeat(1000)}${"b".repeat(1000)}`;
    const once = cutMiddle(text, 400);
    expect(once).toBe(`${"a".repeat(200)}\n[… 1600 chars omitted]\n${"b".repeat(200)}`);
    expect(cutMiddle(once, 100, text.length)).toBe(`${"a".repeat(50)}\n[… 1900 chars omitted]\n${"b".repeat(50)}`);
  });
});
