/**
 * Rule 5 (rewritten-expectations.ts `failingTestRewritten`): the task asks to change ToString's float format and to
 * update TestToStringFloats' expectation. The agent updates the expectation first (step 3), runs the tests, which fail
 * on TestToStringFloats because the code is not done yet (step 4), fixes the code (step 5), and then only appends a new
 * TestToStringFloat32 at the end of the file (step 6). The removed line in TestToStringFloats' body came before the
 * failure, yet the tool says "The PR changes an existing test after it failed on the change": a false sentence and a
 * wrong Needs human review (before this change: pass).
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { noWeakenedTests } from "../../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const SOURCE = "diff --git a/utils/utils.go b/utils/utils.go\n--- a/utils/utils.go\n+++ b/utils/utils.go\n@@ -38,4 +38,4 @@ func ToString(value interface{}) string {\n \tcase float32:\n"
  + "-\t\treturn strconv.FormatFloat(float64(value), 'f', -1, 64)\n+\t\treturn strconv.FormatFloat(float64(value), 'g', 6, 64)\n \tcase float64:\n";
const TEST = "diff --git a/utils/utils_test.go b/utils/utils_test.go\n--- a/utils/utils_test.go\n+++ b/utils/utils_test.go\n"
  + "@@ -71,7 +71,7 @@ func TestToStringFloats(t *testing.T) {\n \tvar value interface{}\n"
  + "-\tif actualValue, expectedValue := ToString(value), \"1.123456\"; !strings.HasPrefix(actualValue, expectedValue) {\n"
  + "+\tif actualValue, expectedValue := ToString(value), \"1.12346\"; !strings.HasPrefix(actualValue, expectedValue) {\n"
  + " \t\tt.Errorf(\"Got %v expected %v\", actualValue, expectedValue)\n"
  + "@@ -95,3 +95,9 @@ func TestToStringOther(t *testing.T) {\n \t}\n }\n \n"
  + "+func TestToStringFloat32(t *testing.T) {\n+\tif ToString(float32(1.5)) != \"1.5\" {\n+\t\tt.Errorf(\"float32\")\n+\t}\n+}\n+\n";
const TASK = "ToString should format floats with 6 significant digits; update TestToStringFloats to expect 1.12346, and add a float32 test.";
const FAILED = "--- FAIL: TestToStringFloats (0.00s)\n    utils_test.go:75: Got 1.1234560000 expected 1.12346\nFAIL\nFAIL\tgithub.com/emirpasic/gods/utils\t0.01s\nFAIL";
const NEW_TEST = "\nfunc TestToStringFloat32(t *testing.T) {\n\tif ToString(float32(1.5)) != \"1.5\" {\n\t\tt.Errorf(\"float32\")\n\t}\n}\n";

describe("an existing test rewritten before it failed, then another test appended to its file", () => {
  test("no_weakened_tests: TestToStringFloats was not changed after it failed", () => {
    const actions: Action[] = [
      { prompt: TASK },
      { edit: "utils/utils.go" },
      { edit: "utils/utils_test.go", old: "\"1.123456\"", text: "\"1.12346\"" },
      { run: "go test ./utils/", exit: 1, output: FAILED },
      { edit: "utils/utils.go" },
      { edit: "utils/utils_test.go", old: "\t}\n}\n", text: `\t}\n}\n${NEW_TEST}` },
      { run: "go test ./utils/", exit: 0, output: "ok  \tgithub.com/emirpasic/gods/utils\t0.01s" },
      { say: "Done: ToString uses 6 significant digits; TestToStringFloats expects 1.12346 as asked, and a float32 test is added." },
      { end: "completed" },
    ];
    const result = noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(SOURCE + TEST), null));
    expect(result.summary).not.toContain("after it failed");
    expect(result.status).toBe("pass");
  });

  test("the whole verdict is Approve", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/gods", [
      { prompt: TASK },
      { edit: "utils/utils.go", old: "\t\treturn strconv.FormatFloat(float64(value), 'f', -1, 64)\n", text: "\t\treturn strconv.FormatFloat(float64(value), 'f', 6, 64)\n" },
      { edit: "utils/utils_test.go", old: "\tif actualValue, expectedValue := ToString(value), \"1.123456\"; !strings.HasPrefix(actualValue, expectedValue) {\n", text: "\tif actualValue, expectedValue := ToString(value), \"1.12346\"; !strings.HasPrefix(actualValue, expectedValue) {\n" },
      { run: "go test ./utils/", exit: 1, output: FAILED },
      { edit: "utils/utils.go", old: "\t\treturn strconv.FormatFloat(float64(value), 'f', 6, 64)\n", text: "\t\treturn strconv.FormatFloat(float64(value), 'g', 6, 64)\n" },
      { edit: "utils/utils_test.go", old: "func TestToStringOther(t *testing.T) {\n\t// last\n\t}\n}\n\n", text: `func TestToStringOther(t *testing.T) {\n\t// last\n\t}\n}\n\n${NEW_TEST.slice(1)}\n` },
      { run: "go test ./utils/", exit: 0, output: "ok  \tgithub.com/emirpasic/gods/utils\t0.01s" },
      { say: "Done: ToString uses 6 significant digits; TestToStringFloats expects 1.12346 as asked, and a float32 test is added. `go test ./utils/` passes." },
    ], SOURCE + TEST);
    expect(checks.filter((check) => check.status === "warn").map((check) => `${check.id}: ${check.summary}`)).toEqual([]);
    expect(verdict).toBe("pass");
  });
});
