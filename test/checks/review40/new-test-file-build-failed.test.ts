/**
 * Rule 2's gap (failed-as-before.ts `sameFailureOnOriginal(…, added)` reads only `run.failing`): the PR adds
 * `utils/float_test.go`, which calls `ToFloat32`, a function the change never defined (it added `ToFloat`). Go fails the
 * package's build, naming no failing test. With `git stash` the untracked new test file stays, so the original code
 * fails the same way, and the tool says "fails on the original code too … not charged to this change": the failure is
 * in a file the PR adds, which the original code never had (the very case rule 2 states). Wrong Needs human review
 * instead of Request changes. (The code before this change said the same: the new rule does not reach it.)
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { finalChecksGreen } from "../../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const SOURCE = "diff --git a/utils/utils.go b/utils/utils.go\n--- a/utils/utils.go\n+++ b/utils/utils.go\n@@ -50,3 +50,8 @@\n x\n+\n+// ToFloat converts a float32 to a float64 exactly.\n+func ToFloat(v float32) float64 {\n+\treturn float64(v)\n+}\n";
const TEST_TEXT = "package utils\n\nimport \"testing\"\n\nfunc TestToFloat32(t *testing.T) {\n\tif ToFloat32(float32(1.5)) != 1.5 {\n\t\tt.Fail()\n\t}\n}\n";
const NEW_FILE = `diff --git a/utils/float_test.go b/utils/float_test.go\nnew file mode 100644\n--- /dev/null\n+++ b/utils/float_test.go\n@@ -0,0 +1,9 @@\n${TEST_TEXT.trimEnd().split("\n").map((line) => `+${line}`).join("\n")}\n`;
const BUILD = "# github.com/emirpasic/gods/utils [github.com/emirpasic/gods/utils.test]\nutils/float_test.go:6:5: undefined: ToFloat32\nFAIL\tgithub.com/emirpasic/gods/utils [build failed]\nFAIL";
const STASHED = `Saved working directory and index state WIP on master: 1a2b3c4 upstream\n${BUILD}\nOn branch master\nUntracked files:\n\tutils/float_test.go\nDropped refs/stash@{0} (7ac7)`;
const SAID = "Done. The utils build failure is pre-existing: it fails the same way on the original code.";

describe("a build failure in a test file the PR adds is the change's, however it fails with the change stashed", () => {
  test("final_checks_green: the failure is not excused by the stash run", () => {
    const actions: Action[] = [
      { prompt: "Add a float32 helper to utils, with a test." },
      { edit: "utils/utils.go" },
      { edit: "utils/float_test.go", tool: "Write", text: TEST_TEXT },
      { run: "go test ./utils/", exit: 1, output: BUILD },
      { run: "git stash && go test ./utils/; git stash pop", exit: 0, output: STASHED },
      { say: SAID },
      { end: "completed" },
    ];
    const result = finalChecksGreen(checkContext(trajectoryOf(actions), parseUnifiedDiff(SOURCE + NEW_FILE), null));
    expect(result.summary).not.toContain("not charged to this change");
    expect(result.status).toBe("fail");
  });

  test("the whole verdict is Request changes", async () => {
    const { verdict } = await verdictOf("/home/dev/gods", [
      { prompt: "Add a float32 helper to utils, with a test." },
      { edit: "utils/utils.go", old: "\nfunc ToString(", text: "\n// ToFloat converts a float32 to a float64 exactly.\nfunc ToFloat(v float32) float64 {\n\treturn float64(v)\n}\n\nfunc ToString(" },
      { write: "utils/float_test.go", text: TEST_TEXT },
      { run: "go test ./utils/", exit: 1, output: BUILD },
      { run: "git stash && go test ./utils/; git stash pop", exit: 0, output: STASHED },
      { say: SAID },
    ], SOURCE + NEW_FILE);
    expect(verdict).toBe("fail");
  });
});
