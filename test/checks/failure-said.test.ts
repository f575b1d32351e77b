import { describe, expect, test } from "vitest";
import { failureSaid, sameFailureSaid } from "../../src/checks/failure-said.js";

describe("what a failed run said, to tell two failures apart", () => {
  test("a runner's summary line; else the whole output, the interpreter's warnings left out", () => {
    expect(failureSaid("F.\n=== 1 failed, 3 passed in 0.1s ===")).toBe("=== 1 failed, 3 passed in 0.1s ===");
    const first = "/testbed/sympy/solvers/diophantine.py:3188: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n  if feasible is 1:\nResult: 'Max(2, x)'\nTest Failed";
    expect(failureSaid(first)).toBe("Result: 'Max(2, x)'\nTest Failed");
    expect(failureSaid("Result: 'Max[2, x]'\nTest Failed")).not.toBe(failureSaid(first));
    expect(failureSaid("Expr: f + 100\nFailed: too many values to unpack\n")).toBe(failureSaid("Expr: f + 100\nFailed: too many values to unpack"));
    expect(failureSaid("")).toBeNull();
  });
});

describe("two runs said the same failure", () => {
  test("when their summaries differ only in the runner's timing", () => {
    expect(sameFailureSaid("1 error in 1.87s", "1 error in 1.43s")).toBe(true);
    expect(sameFailureSaid("Interrupted: 1 error during collection (0:00:01)", "Interrupted: 1 error during collection (0:00:02)")).toBe(true);
    expect(sameFailureSaid("1 error in 1.87s", "2 errors in 1.87s")).toBe(false);
    expect(sameFailureSaid(null, "1 error in 1.87s")).toBe(false);
  });
});
