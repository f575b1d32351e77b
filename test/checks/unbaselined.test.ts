import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const PR = "diff --git a/src/core.py b/src/core.py\n--- a/src/core.py\n+++ b/src/core.py\n@@ -1,1 +1,1 @@\n-a\n+b\n";
const RED = "FAILED tests/test_env.py::test_redirect - Failed: DID NOT RAISE\n==== 1 failed, 40 passed in 1.2s ====";
const GREEN = "==== 41 passed in 1.2s ====";
const green = (actions: Action[], diff: string | null = PR) =>
  finalChecksGreen(checkContext(trajectoryOf(actions), diff === null ? null : parseUnifiedDiff(diff), null));

const DISCUSSED = "`test_redirect` fails because the test server rejects the port, unrelated to my change.";

describe("on a pull request, a repository test never seen passing, whose failure the agent discussed, is for a person to judge", () => {
  test("its only runs come after the change and fail, and the agent named the failing test: named, not blocking", () => {
    const result = green([{ edit: "src/core.py" }, { run: "pytest tests/test_env.py", exit: 1, output: RED }, { say: DISCUSSED }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`pytest tests/test_env.py` (step 2) failed after the change (`test_redirect`)");
    expect(result.summary).toContain("the transcript never shows these tests passing, before the change or since, and the agent discussed the failure (step 3)");
  });

  test("a failure the agent passed over in silence stays the change's", () => {
    expect(green([{ edit: "src/core.py" }, { run: "pytest tests/test_env.py", exit: 1, output: RED }, { say: "All tests pass." }]).status).toBe("fail");
  });

  test("sympy's runner names a failing test on the line after a rule of underscores when the id is long", () => {
    const output = "sympy/tensor/tests/test_immutable_ndim_array.py[16] F....  [FAIL]\n\n"
      + `${"_".repeat(80)}\n sympy/tensor/tests/test_immutable_ndim_array.py:test_ndim_array_initiation \nTraceback (most recent call last):\n`
      + "AssertionError\n\n===== tests finished: 34 passed, 1 failed, in 0.51 seconds =====";
    const result = green([
      { edit: "src/core.py" },
      { run: "bin/test sympy/tensor", exit: 1, output },
      { say: "It seems I broke test_ndim_array_initiation, which asserts the old length." },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("failed after the change (`test_ndim_array_initiation`)");
  });

  test("seen green before and red after, or failing in a test file the change edits: the change's failure", () => {
    const regressed = green([
      { run: "pytest tests/test_env.py", exit: 0, output: GREEN },
      { edit: "src/core.py" },
      { run: "pytest tests/test_env.py", exit: 1, output: RED },
      { say: DISCUSSED },
    ]);
    expect(regressed.status).toBe("fail");
    const edited = "diff --git a/tests/test_env.py b/tests/test_env.py\n--- a/tests/test_env.py\n+++ b/tests/test_env.py\n@@ -1,1 +1,1 @@\n-a\n+b\n";
    const own = green([{ edit: "src/core.py" }, { edit: "tests/test_env.py" }, { run: "pytest tests/test_env.py", exit: 1, output: RED }, { say: DISCUSSED }], PR + edited);
    expect(own.status).toBe("fail");
  });

  test("without a pull request the work is the agent's own, and a failing test at the end is its failure", () => {
    expect(green([{ edit: "src/core.py" }, { run: "pytest tests/test_env.py", exit: 1, output: RED }, { say: DISCUSSED }], null).status).toBe("fail");
  });
});

describe("failing tests named beside a failed run", () => {
  test("those pytest reports as ERROR (a fixture, setup) are counted apart from those that failed", () => {
    const output = "ERROR tests/test_env.py::test_https - ModuleNotFoundError: No module named 'trustme'\n"
      + "FAILED tests/test_env.py::test_redirect - Failed: DID NOT RAISE\n==== 1 failed, 40 passed, 1 error in 1.2s ====";
    const result = green([{ edit: "src/core.py" }, { run: "pytest tests/test_env.py", exit: 1, output }, { say: DISCUSSED }]);
    expect(result.summary).toContain("failed after the change (`test_redirect`; 1 errored in a fixture or setup, outside the test)");
  });
});
