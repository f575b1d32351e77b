import { describe, expect, test } from "vitest";
import { failureBranchCondition } from "../../src/checks/failure-branch.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { read, runsOf } from "../helpers/runs.js";

/** A search for an input the work fails on: it prints only when one fails (the shape of a Terminal-Bench agent's probe). */
const SEARCH = [
  "import numpy as np",
  "from eigen import dominant",
  "for _ in range(10000):",
  "    A = np.random.randn(4, 4)",
  "    lam, v = dominant(A)",
  "    if not np.allclose(A @ v, lam * v):",
  "        print('A =')",
  "        print(A)",
  "        print('res', np.linalg.norm(A @ v - lam * v))",
  "        break",
].join("\n");

describe("code that prints only where its own test of the work failed", () => {
  test("every print under `if not …:` or `if … != …:` gives that condition; a print anywhere else gives none", () => {
    expect(failureBranchCondition(SEARCH)).toBe("not np.allclose(A @ v, lam * v)");
    expect(failureBranchCondition("for c in cases:\n    got = f(c)\n    if got != want[c]: print(c, got)")).toBe("got != want[c]");
    expect(failureBranchCondition("r = f()\nif r != 3:\n    for x in r:\n        print(x)")).toBe("r != 3");
    // a success line, an else branch, a test that holds, a function body, a print after `;`
    expect(failureBranchCondition(`${SEARCH}\nprint('searched 10000')`)).toBeNull();
    expect(failureBranchCondition("if not ok:\n    print('bad')\nelse:\n    print('good')")).toBeNull();
    expect(failureBranchCondition("if np.allclose(a, b):\n    print('close')")).toBeNull();
    expect(failureBranchCondition("if x == 3:\n    print(x)")).toBeNull();
    expect(failureBranchCondition("def show(a):\n    print(a)\nif not ok:\n    show(a)")).toBeNull();
    expect(failureBranchCondition("if not ok:\n    x = 1; print(x)")).toBeNull();
    expect(failureBranchCondition("x = 1")).toBeNull();
  });

  test("its output is a failure whatever its exit; no output is no failure found", () => {
    const run = (output: string) => runsOf([
      { edit: "/app/eigen.py", tool: "Edit" },
      { run: `cd /app && python -c "\n${SEARCH}\n"`, exit: 0, output },
    ]).runs;
    const found = run("A =\n[[ 6.36e-07 -9.06e-09]\n [ 2.11e-03  5.97e-01]]\nres 0.000172");
    expect(read(found)).toEqual([["python (inline)", "failed"]]);
    expect(found[0]!.quote).toBe("A = (printed only when not np.allclose(A @ v, lam * v))");
    expect(read(run(""))).toEqual([["python (inline)", "passed"]]);
  });

  test("the comment names it failed, not passed", () => {
    const { context } = runsOf([
      { edit: "/app/eigen.py", tool: "Edit" },
      { run: `cd /app && python -c "\n${SEARCH}\n"`, exit: 0, output: "A =\n[[1. 2.]]\nres 0.0002" },
    ]);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("fail");
    expect(green.summary).not.toContain("passed");
  });
});
