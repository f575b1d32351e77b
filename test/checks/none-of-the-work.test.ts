import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const ADDS_REPRO = "diff --git a/reproduce_issue.py b/reproduce_issue.py\nnew file mode 100644\n--- /dev/null\n+++ b/reproduce_issue.py\n"
  + "@@ -0,0 +1,2 @@\n+import xarray as xr\n+print(xr.Variable(('x',), [1]).values)\n";
const MODIFIES_OTHER = "diff --git a/xarray/core/indexing.py b/xarray/core/indexing.py\n--- a/xarray/core/indexing.py\n+++ b/xarray/core/indexing.py\n"
  + "@@ -1,1 +1,1 @@\n-old = 1\n+new = 1\n";
const WRITE_REPRO: Action = { run: "cat <<'EOF' > reproduce_issue.py\nimport xarray as xr\nprint(xr.Variable(('x',), [1]).values)\nEOF", exit: 0 };
const FIX: Action = { run: "sed -i 's/values = data/values = as_compatible_data(data)/' xarray/core/variable.py", exit: 0 };
const TESTS: Action = { run: "python -m pytest xarray/tests/test_variable.py -q", exit: 0, output: "412 passed in 21.40s" };
const REPRO: Action = { run: "python reproduce_issue.py", exit: 0, output: "[1]" };
const CHECKOUT: Action = { run: "git checkout xarray/core/variable.py && git status --short", exit: 0, output: "Updated 1 path from the index\n?? reproduce_issue.py" };

describe("a PR that holds none of the change the agent checked", () => {
  test("only the agent's check script is in it, the checked change put back by git checkout: Request changes, the put-back cited", () => {
    const trajectory = trajectoryOf([WRITE_REPRO, FIX, REPRO, TESTS, CHECKOUT]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(ADDS_REPRO), null));
    expect(result).toMatchObject({ status: "fail", blocking: true, required: true });
    expect(result.summary).toBe("The PR holds none of the change the agent checked: it only adds `reproduce_issue.py` (the agent's own check script), "
      + "while the agent's change to `xarray/core/variable.py`, which its checks ran on, was put back by "
      + "`git checkout xarray/core/variable.py` (step 5) and is not in the PR.");
    expect(result.evidence).toContainEqual({ step: 4, path: "xarray/core/variable.py", quote: "put back, not in the PR: xarray/core/variable.py" });
  });

  test("a change put back that no check ran on is left as the older warning", () => {
    const trajectory = trajectoryOf([WRITE_REPRO, REPRO, FIX, CHECKOUT]);
    expect(editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(ADDS_REPRO), null)).status).not.toBe("fail");
  });

  test("a PR that also changes a tracked file holds work: a debug edit put back beside it is no finding", () => {
    const trajectory = trajectoryOf([WRITE_REPRO, { edit: "xarray/core/indexing.py" }, FIX, TESTS, CHECKOUT]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(ADDS_REPRO + MODIFIES_OTHER), null));
    expect(result.status).not.toBe("fail");
    expect(result.summary).not.toContain("none of the change");
  });

  test("a change that stays in the tree is not put back, whatever the PR holds", () => {
    const trajectory = trajectoryOf([WRITE_REPRO, FIX, TESTS, { run: "git status --short", exit: 0, output: " M xarray/core/variable.py" }]);
    expect(editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(ADDS_REPRO), null)).summary).not.toContain("none of the change");
  });

  test("a change set aside by a git stash nothing popped, the PR only adding the agent's new test file: Request changes", () => {
    const stash: Action = { run: "git stash && python -m pytest xarray/tests/test_variable.py -q", exit: 0, output: "Saved working directory and index state WIP on main: ef369c4\n412 passed" };
    const trajectory = trajectoryOf([WRITE_REPRO, FIX, TESTS, stash]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(ADDS_REPRO), null));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.summary).toContain("was put back by `git stash` (step 4)");
  });

  test("a PR that only changes a test file, the checked fix stashed and never popped: Request changes; a green check after the put-back is not", () => {
    const changesTest = "diff --git a/xarray/tests/test_variable.py b/xarray/tests/test_variable.py\n--- a/xarray/tests/test_variable.py\n"
      + "+++ b/xarray/tests/test_variable.py\n@@ -1,1 +1,2 @@\n def test_a():\n+    assert True\n";
    const editTest: Action = { run: "sed -i '1a\\    assert True' xarray/tests/test_variable.py", exit: 0 };
    const stash: Action = { run: "git stash push xarray/core/variable.py && python -m pytest xarray/tests/test_variable.py -q", exit: 1, output: "Saved working directory and index state WIP on main: ef369c4\n1 failed, 411 passed" };
    const stashed = editsMatchDiff(checkContext(trajectoryOf([FIX, editTest, TESTS, stash]), parseUnifiedDiff(changesTest), null));
    expect(stashed).toMatchObject({ status: "fail", blocking: true });
    expect(stashed.summary).toContain("it only changes `xarray/tests/test_variable.py` (a test file), while the agent's change to `xarray/core/variable.py`");
    // the agent put the change back and then ran the tests green on what was left: the PR is what it checked last
    const rerun = editsMatchDiff(checkContext(trajectoryOf([FIX, editTest, TESTS, stash, TESTS]), parseUnifiedDiff(changesTest), null));
    expect(rerun.status).not.toBe("fail");
  });
});
