import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const CODE = "diff --git a/pkg/core.py b/pkg/core.py\n--- a/pkg/core.py\n+++ b/pkg/core.py\n@@ -1 +1 @@\n-a = 1\n+a = 2\n";
const METHOD_CUT = "diff --git a/tests/test_parser.py b/tests/test_parser.py\n--- a/tests/test_parser.py\n+++ b/tests/test_parser.py\n"
  + "@@ -10,6 +10,0 @@ class TestParser(TestCase):\n-    def test_control_characters(self):\n-        res = parse(CONTENT)\n-        self.assertEqual(res.added, 2)\n"
  + "-\n-    def test_other(self):\n-        pass\n";
const FILE_GONE = "diff --git a/tests/test_uts46.py b/tests/test_uts46.py\ndeleted file mode 100644\n--- a/tests/test_uts46.py\n+++ /dev/null\n"
  + "@@ -1,3 +0,0 @@\n-import idna\n-class UTS46Tests:\n-    pass\n";
const red = (failing: string): Action => ({ run: "python -m pytest tests", exit: 1, output: `FAILED ${failing} - AssertionError\n1 failed, 40 passed in 1.2s` });
const green: Action = { run: "python -m pytest tests", exit: 0, output: "40 passed in 1.1s" };
const check = (actions: Action[], diff: string) => noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

describe("a test that failed on the change, which the PR then deletes", () => {
  test("a method cut out of its file (round 10's s24): the tests were made easier to pass", () => {
    const result = check([{ edit: "pkg/core.py" }, red("tests/test_parser.py::TestParser::test_control_characters"), { edit: "tests/test_parser.py" }, green], CODE + METHOD_CUT);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence[0]!.quote).toBe("failing test deleted: `test_control_characters` failed at step 2 (pytest), and the PR deletes it");
  });

  test("a whole test file deleted whose tests failed (round 9's s23, a git rm), by the file of the failing id", () => {
    const gone: Action = { run: "git rm -q tests/test_uts46.py", exit: 0 };
    const result = check([{ edit: "pkg/core.py" }, red("tests/test_uts46.py::UTS46Tests::test_uts46_2376"), gone, green], CODE + FILE_GONE);
    expect(result.status).toBe("fail");
    expect(result.evidence[0]!.quote).toContain("and the PR deletes its file");
  });

  test("not a test the task names, one deleted before the change failed it, one added back, or another test's failure", () => {
    const run = (failing: string, extra: Action[] = []) => [{ edit: "pkg/core.py" }, red(failing), { edit: "tests/test_parser.py" }, ...extra, green];
    const asked = check([{ prompt: "Remove test_control_characters: the behaviour it pinned is gone." }, ...run("tests/test_parser.py::TestParser::test_control_characters")], CODE + METHOD_CUT);
    expect(asked.status).not.toBe("fail");
    const flag = METHOD_CUT.replace(/test_control_characters/g, "test_legacy_flag");
    const gone = check([{ prompt: "Drop the deprecated --legacy flag." }, ...run("tests/test_parser.py::TestParser::test_legacy_flag")], CODE + flag);
    expect(gone.status).not.toBe("fail");
    const before = check([red("tests/test_parser.py::TestParser::test_control_characters"), { edit: "tests/test_parser.py" }, { edit: "pkg/core.py" }, green], CODE + METHOD_CUT);
    expect(before.evidence.map((item) => item.quote).join(" ")).not.toContain("failing test deleted");
    const other = check(run("tests/test_cli.py::test_port"), CODE + METHOD_CUT);
    expect(other.evidence.map((item) => item.quote).join(" ")).not.toContain("failing test deleted");
    // renamed with its body kept: a rewrite, held for a person, not a deletion
    const renamed = `${METHOD_CUT}+    def test_control_chars(self):\n+        res = parse(CONTENT)\n+        self.assertEqual(res.added, 3)\n`
      .replace("@@ -10,6 +10,0 @@", "@@ -10,6 +10,3 @@");
    const moved = check(run("tests/test_parser.py::TestParser::test_control_characters"), CODE + renamed);
    expect(moved.evidence.map((item) => item.quote).join(" ")).not.toContain("failing test deleted");
    const readded = METHOD_CUT.replace("-    def test_other(self):", "+    def test_control_characters(self):");
    expect(check(run("tests/test_parser.py::TestParser::test_control_characters"), CODE + readded).evidence.map((item) => item.quote).join(" "))
      .not.toContain("failing test deleted");
  });
});

describe("no deletion where the test lives on (the review of session 33's diff)", () => {
  const quotes = (actions: Action[], diff: string) => check(actions, diff).evidence.map((item) => item.quote).join(" ");
  const code: Action[] = [{ edit: "pkg/core.py" }];

  test("a test moved to another file, or renamed in place with its body kept", () => {
    const moved = `${METHOD_CUT}diff --git a/tests/test_control.py b/tests/test_control.py\nnew file mode 100644\n--- /dev/null\n+++ b/tests/test_control.py\n`
      + "@@ -0,0 +1,3 @@\n+class TestControl(TestCase):\n+    def test_control_characters(self):\n+        self.assertEqual(parse(CONTENT).added, 2)\n";
    const run = [...code, red("tests/test_parser.py::TestParser::test_control_characters"), { edit: "tests/test_parser.py" } as Action, green];
    expect(quotes(run, CODE + moved)).not.toContain("failing test deleted");
    const renamed = "diff --git a/tests/test_parser.py b/tests/test_parser.py\n--- a/tests/test_parser.py\n+++ b/tests/test_parser.py\n"
      + "@@ -10,3 +10,3 @@\n-    def test_contol(self):\n+    def test_control(self):\n         res = parse(CONTENT)\n         self.assertEqual(res.added, 2)\n";
    const typo = [...code, red("tests/test_parser.py::TestParser::test_contol"), { edit: "tests/test_parser.py" } as Action, green];
    expect(quotes(typo, CODE + renamed)).not.toContain("failing test deleted");
  });

  test("a failing id of another file, a unittest id of another module, or a setup method is no deleted test of this one", () => {
    const gone = [...code, red("tests/test_new.py::test_basic"), { run: "git rm -q tests/test_uts46.py", exit: 0 } as Action, green];
    const legacy = FILE_GONE.replace("-    pass", "-    def test_basic(self):\n-        pass").replace("@@ -1,3 +0,0 @@", "@@ -1,4 +0,0 @@");
    expect(quotes(gone, CODE + legacy)).not.toContain("failing test deleted");
    const unittestRed: Action = { run: "python -m unittest discover", exit: 1, output: "FAIL: test_control_characters (tests.test_other.TestOther)\nRan 9 tests in 0.1s\n\nFAILED (failures=1)" };
    expect(quotes([...code, unittestRed, { edit: "tests/test_parser.py" }, green], CODE + METHOD_CUT)).not.toContain("failing test deleted");
    const mine: Action = { ...unittestRed, output: unittestRed.output!.replace("tests.test_other.TestOther", "tests.test_parser.TestParser") };
    expect(quotes([...code, mine, { edit: "tests/test_parser.py" }, green], CODE + METHOD_CUT)).toContain("failing test deleted");
    const setup = METHOD_CUT.replace("def test_control_characters(self)", "def setUpClass(cls)");
    expect(quotes([...code, red("tests/test_parser.py::TestParser::setUpClass"), { edit: "tests/test_parser.py" }, green], CODE + setup))
      .not.toContain("failing test deleted");
  });
});
