import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { ranWholeSuite, selectionOf } from "../../src/checks/selection.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// session 39: a runner's mode word is no selection, and vitest's and jest's failing files are named

const twoFiles = "diff --git a/src/index.ts b/src/index.ts\n--- a/src/index.ts\n+++ b/src/index.ts\n@@ -10,4 +10,5 @@\n x\n+y\n"
  + "diff --git a/src/index.spec.ts b/src/index.spec.ts\n--- a/src/index.spec.ts\n+++ b/src/index.spec.ts\n@@ -20,4 +20,5 @@\n x\n+  it(\"takes numbers\", () => {});\n";
const context = (actions: Action[]) => checkContext(trajectoryOf([{ edit: "src/index.ts" }, { edit: "src/index.spec.ts" }, ...actions]), parseUnifiedDiff(twoFiles), null);

describe("a runner's mode word", () => {
  test("vitest run, watch and dev, bun test, deno test and playwright test name their mode, not tests", () => {
    expect(selectionOf(["vitest", "run"], "vitest")).toEqual([]);
    expect(selectionOf(["vitest", "run", "src/redos.spec.ts"], "vitest")).toEqual(["src/redos.spec.ts"]);
    expect(selectionOf(["vitest", "watch"], "vitest")).toEqual([]);
    expect(selectionOf(["bun", "test", "src/a.test.ts"], "bun")).toEqual(["src/a.test.ts"]);
    expect(ranWholeSuite({ selection: selectionOf(["vitest", "run"], "vitest"), runner: "vitest" })).toBe(true);
  });

  test("only as the first operand: a file or label named so later is still selected", () => {
    expect(selectionOf(["vitest", "run", "run"], "vitest")).toEqual(["run"]);
    // another runner's bare `run` is a label, as before
    expect(selectionOf(["pytest", "run"], "pytest")).toEqual(["run"]);
  });

  test("a vitest run of another spec file does not run the PR's new tests (round 17 s04)", () => {
    const redos: Action = { run: "npx vitest run src/redos.spec.ts", exit: 0, output: " Test Files  1 passed (1)\n      Tests  101 passed (101)\n" };
    const result = verifiedAfterLastEdit(context([redos]));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR's test file `src/index.spec.ts` did not run");
    const own: Action = { ...redos, run: "npx vitest run src/index.spec.ts" };
    expect(verifiedAfterLastEdit(context([own])).status).toBe("pass");
  });
});

describe("vitest's and jest's failing files and tests", () => {
  test("a file that failed whole, a failing test in a file, a workspace project's, jest's file with its time", () => {
    expect(failingTests(" FAIL  src/cases.spec.ts [ src/cases.spec.ts ]\nError: No test suite found in file\n")).toEqual(["src/cases.spec.ts"]);
    expect(failingTests(" FAIL  src/index.spec.ts > path-to-regexp > compile > keeps zeros\n")).toEqual(["src/index.spec.ts > path-to-regexp > compile > keeps zeros"]);
    expect(failingTests(" FAIL  |unit| test/a.test.ts > adds\n")).toEqual(["test/a.test.ts > adds"]);
    expect(failingTests("FAIL src/decode.test.ts (5.21 s)\n  ● decode › strips\n")).toEqual(["src/decode.test.ts"]);
  });

  test("other FAIL lines are no such names: a script's own, go's package, unittest's header", () => {
    expect(failingTests("FAIL sim 3: got 4 exp 5\nFAIL (foo.py not ignored)\n")).toEqual([]);
    expect(failingTests("FAIL\tgithub.com/x/y\t0.01s\n")).toEqual([]);
    expect(failingTests("FAIL: test_x (pkg.tests.T)\n")).toEqual(["pkg.tests.T.test_x"]);
  });

  test("a file failing whole, shown failing on the original code by a run of just that file, is not the change's (round 17 s05)", () => {
    const whole: Action = { run: "npx vitest run 2>&1 | tail -12", exit: 0,
      output: " FAIL  src/cases.spec.ts [ src/cases.spec.ts ]\nError: No test suite found in file /w/src/cases.spec.ts\n\n Test Files  1 failed | 2 passed (3)\n      Tests  478 passed (478)\n" };
    const stashed: Action = { run: "git stash && npx vitest run src/cases.spec.ts 2>&1 | tail -8; git stash pop", exit: 0,
      output: "Saved working directory and index state WIP on main: 7c3c23f base\n\n Test Files  1 failed (1)\n      Tests  no tests\nDropped refs/stash@{0} (5ad9187)\n" };
    const own: Action = { run: "npx vitest run src/index.spec.ts", exit: 0, output: " Test Files  1 passed (1)\n      Tests  377 passed (377)\n" };
    const result = finalChecksGreen(context([whole, stashed, own]));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("fails on the original code too");
    // the same file's failure with no run on the original code stays unanswered
    expect(finalChecksGreen(context([whole, own])).status).toBe("fail");
  });

  test("a failing test inside a file is not answered by an unnamed failure of that file on the original code", () => {
    const failing: Action = { run: "npx vitest run src/index.spec.ts", exit: 1,
      output: " FAIL  src/index.spec.ts > compile > takes numbers\n\n Test Files  1 failed (1)\n      Tests  1 failed | 376 passed (377)\n" };
    const stashed: Action = { run: "git stash && npx vitest run src/index.spec.ts 2>&1 | tail -3; git stash pop", exit: 0,
      output: "Saved working directory and index state WIP on main: 7c3c23f base\n Test Files  1 failed (1)\n      Tests  2 failed | 374 passed (376)\n" };
    expect(finalChecksGreen(context([failing, stashed])).status).toBe("fail");
  });
});
