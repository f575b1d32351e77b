import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { editedFiles } from "../../src/report/edit-count.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const REPRO = "diff --git a/test_mode_repro.py b/test_mode_repro.py\nnew file mode 100644\n--- /dev/null\n+++ b/test_mode_repro.py\n@@ -0,0 +1,2 @@\n+def test_mode(capfd):\n+    assert 'b' not in sys.stdout.mode\n";
const FIX: Action = { run: "python - <<'EOF'\np = 'src/_pytest/capture.py'\ns = open(p).read()\nopen(p, 'w').write(s.replace('x', 'y'))\nEOF", exit: 0 };
const WRITE_REPRO: Action = { run: "cat <<'EOF' > test_mode_repro.py\ndef test_mode(capfd):\n    assert 'b' not in sys.stdout.mode\nEOF", exit: 0 };
const RUN: Action = { run: "python -m pytest testing/test_capture.py -q", exit: 1, output: "1 failed, 172 passed in 8.3s" };
const STASH: Action = { run: "git stash && python -m pytest testing/test_capture.py -q", exit: 1, output: "Saved working directory and index state WIP on main: ef369c4\n1 failed, 172 passed in 8.1s" };

describe("a change set aside with git stash and never brought back", () => {
  test("is named as the change the PR lacks, and the PR's own new file is not said to be put back", () => {
    // no check ran on the change before it was set aside (none-of-the-work.test.ts has the one that did)
    const trajectory = trajectoryOf([WRITE_REPRO, FIX, STASH]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(REPRO), null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toBe("`src/_pytest/capture.py` was changed, then set aside with `git stash` (step 3) and never brought back: the PR does not hold that change.");
    expect(editedFiles(trajectory, ["test_mode_repro.py"])).toBe("edited 2 files (1 of them put back as it was)");
  });

  test("a stash popped again, or a PR that holds the file, is no finding", () => {
    const popped = trajectoryOf([WRITE_REPRO, FIX, RUN, STASH, { run: "git stash pop", exit: 0, output: "Dropped refs/stash@{0}" }]);
    const both = `${REPRO}diff --git a/src/_pytest/capture.py b/src/_pytest/capture.py\n--- a/src/_pytest/capture.py\n+++ b/src/_pytest/capture.py\n@@ -1,1 +1,1 @@\n-x\n+y\n`;
    expect(editsMatchDiff(checkContext(popped, parseUnifiedDiff(both), null)).status).toBe("pass");
    expect(editsMatchDiff(checkContext(trajectoryOf([WRITE_REPRO, FIX, RUN, STASH]), parseUnifiedDiff(both), null)).summary).not.toContain("git stash");
  });

  test("a PR path a restored file's name ends with is another file: the restore is still counted", () => {
    const trajectory = trajectoryOf([
      { edit: "requests/cookies.py" },
      { run: "git checkout requests/cookies.py", exit: 0, output: "Updated 1 path from the index" },
    ]);
    expect(editedFiles(trajectory, ["build/lib/requests/cookies.py"])).toBe("edited 1 file (put back as it was)");
  });
});
