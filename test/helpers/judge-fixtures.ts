/** Synthetic trajectories for the judge's tests and bench (the real readers are tested elsewhere). */
import type { CheckResult, ToolCall, Trajectory } from "../../src/model.js";
import { TRAJECTORY_SCHEMA } from "../../src/model.js";

export function call(step: number, command: string, output: string, exitCode: number | null = 0): ToolCall {
  return { id: `toolu_${step}`, name: "Bash", input: { command }, output, isError: exitCode !== null && exitCode !== 0, exitCode, step, command, resultStep: step + 1 };
}

export function editCall(step: number, path: string, text: string): ToolCall {
  return { id: `toolu_${step}`, name: "Edit", input: { file_path: path, old_string: "a", new_string: text }, output: "ok", isError: false, exitCode: null, step, command: null, resultStep: step + 1 };
}

export function trajectory(overrides: Partial<Trajectory> = {}): Trajectory {
  return {
    schema: TRAJECTORY_SCHEMA,
    format: "claude-code-jsonl",
    task: "Fix the off-by-one error in src/range.ts and make the tests pass.",
    finalAnswer: "Fixed the bug; all tests pass.",
    messages: [
      { role: "user", text: "Fix the off-by-one error in src/range.ts and make the tests pass.", step: 0 },
      { role: "assistant", text: "I think the loop bound is wrong. Let me reason privately about it.", step: 1 },
    ],
    toolCalls: [
      call(2, "npm test", "FAIL test/range.test.ts\n  expected 3 received 2\n1 failed", 1),
      editCall(4, "src/range.ts", "for (let i = 0; i <= n; i++)"),
      call(6, "npm test", "PASS test/range.test.ts\nTests: 12 passed, 12 total", 0),
    ],
    edits: [{ path: "src/range.ts", kind: "update", step: 4, toolCall: 1, inferred: false }],
    ending: { kind: "completed", detail: "", step: 7 },
    warnings: [],
    meta: { agent: "claude-code", model: null, sessionId: null, records: 8 },
    ...overrides,
  };
}

/** A long run: `steps` shell calls with outputs of `lines` lines each, a verification last. */
export function longTrajectory(steps: number, lines: number, seed = 1): Trajectory {
  const calls: ToolCall[] = [];
  for (let i = 0; i < steps; i += 1) {
    const output = Array.from({ length: lines }, (_, l) => `out ${seed}-${i}-${l}: value=${(i * 31 + l * 7 + seed) % 997}`).join("\n");
    calls.push(call(2 + 2 * i, `grep -rn "symbol${i}" src/`, output, 0));
  }
  const test = Array.from({ length: lines * 4 }, (_, l) => `  ✓ case ${l} (${l % 13} ms)`).join("\n");
  calls.push(call(2 + 2 * steps, "npx vitest run", `${test}\nTests  ${lines * 4} passed`, 0));
  return trajectory({ toolCalls: calls });
}

export function check(id: string, status: CheckResult["status"], summary: string, quote = ""): CheckResult {
  return { id, status, blocking: true, required: true, summary, evidence: quote ? [{ step: 6, path: null, quote }] : [] };
}

export const PASSING_CHECKS: CheckResult[] = [check("verified_after_last_edit", "pass", "Tests ran after the last edit and passed.", "12 passed")];
