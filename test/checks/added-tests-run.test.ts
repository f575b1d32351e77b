import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { addedTests } from "../../src/checks/added-tests-run.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the PR changes schema.py and appends a module-level test to test_schema.py (round 11's s03, reduced)
const DIFF = [
  "diff --git a/schema.py b/schema.py", "--- a/schema.py", "+++ b/schema.py", "@@ -10,2 +10,4 @@ class Regex:",
  "     def __repr__(self):", "         return 'Regex'", "+    def __eq__(self, other):", "+        return self._pattern == other._pattern",
  "diff --git a/test_schema.py b/test_schema.py", "--- a/test_schema.py", "+++ b/test_schema.py", "@@ -100,2 +100,6 @@ def test_old():",
  "     assert True", " ", "+", "+def test_regex_equality_and_hash():", "+    assert Regex('a') == Regex('a')", "+",
].join("\n") + "\n";
const CODE: Action = { edit: "/repo/schema.py" };
const TEST: Action = { edit: "/repo/test_schema.py" };
const run = (command: string, output = "11 passed, 110 deselected in 1.25s"): Action => ({ run: command, exit: 0, output });
const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(DIFF), null));

describe("the PR's new tests, and whether a run after the last edit ran them", () => {
  test("a -k that matches none of the new test's names left it out: held for a person, the run named", () => {
    const result = verified([CODE, TEST, run("pytest test_schema.py -k 'use or optional' -q")]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR's new test `test_regex_equality_and_hash` (`test_schema.py`) did not run after the last edit of "
      + "`/repo/test_schema.py`: `pytest -k 'use or optional' test_schema");
    expect(result.summary).toMatch(/\(step 3\) left it out\.$/);
  });

  test("node ids of other tests, or only other test files, leave it out too", () => {
    expect(verified([CODE, TEST, run("pytest test_schema.py::test_old", "1 passed in 0.1s")]).status).toBe("warn");
    expect(verified([CODE, TEST, run("python -m pytest test_other.py", "3 passed in 0.1s")]).status).toBe("warn");
  });

  test("a run that may have run it is enough: its file, its node id, a -k naming it, the suite, its name printed", () => {
    for (const command of ["pytest test_schema.py -q", "pytest test_schema.py::test_regex_equality_and_hash", "pytest -k regex", "pytest -q",
      "pytest test_schema.py -k 'not slow'", "pytest -k schema.py"]) {
      expect(verified([CODE, TEST, run(command, "12 passed in 1.0s")]).status, command).toBe("pass");
    }
    const printed = run("pytest test_schema.py -k 'use or optional' -v", "test_schema.py::test_regex_equality_and_hash PASSED\n11 passed");
    expect(verified([CODE, TEST, printed]).status).toBe("pass");
  });

  // round 8's s03: the new test ran in an if-branch of the same line as a doctest run the report cites
  test("every pytest command of the line counts, not only the one the report cites", () => {
    const line = "if [ -f test_schema.py ]; then python -m pytest test_schema.py -q; fi && python -m pytest --doctest-modules schema.py -q 2>&1 | tail -1";
    expect(verified([CODE, TEST, run(line, "24 passed in 0.8s\n29 passed in 0.8s")]).status, line).toBe("pass");
    // a pytest this cannot see as a command of its own may have run it
    const nested = "bash -c 'pytest test_schema.py' && pytest test_schema.py -k use";
    expect(verified([CODE, TEST, run(nested, "11 passed")]).status, nested).toBe("pass");
  });

  test("other runners than pytest may have run it: no finding", () => {
    expect(verified([CODE, TEST, run("tox -e py311 -- -k use", "11 passed")]).status).toBe("pass");
  });
});

describe("which tests the diff adds, with the names -k matches", () => {
  const diffOf = (lines: string[]) => parseUnifiedDiff(["diff --git a/tests/test_a.py b/tests/test_a.py", "--- a/tests/test_a.py", "+++ b/tests/test_a.py",
    "@@ -1,3 +1,9 @@", ...lines].join("\n") + "\n");

  test("a method of a class the hunk shows has the class's name and markers; a parametrized one has unseen ids", () => {
    const tests = addedTests(diffOf(["+@pytest.mark.network", "+class TestApi:", "+    @pytest.mark.slow", "+    def test_get(self):", "+        pass",
      "+    @pytest.mark.parametrize('x', [1, 2])", "+    def test_put(self, x):", "+        pass"]), trajectoryOf([]));
    expect(tests.map((test) => test.name)).toEqual(["test_get", "test_put"]);
    expect(tests[0]!.owner).toBe("TestApi");
    expect(tests[0]!.keywords).toEqual({ names: ["test_get", "TestApi", "test_a.py", "tests", "slow", "network"], unseen: true });
    expect(tests[1]!.keywords.unseen).toBe(true);
  });

  test("a method whose class line lies outside the hunk has an unseen class; a nested function is no test", () => {
    const tests = addedTests(diffOf(["     def helper(self):", "         pass", "+    def test_more(self):", "+        def test_inner():", "+            pass"]), trajectoryOf([]));
    expect(tests.map((test) => [test.name, test.owner, test.keywords.unseen])).toEqual([["test_more", undefined, true]]);
  });

  test("a module whose pytestmark the transcript showed marks every test unseen", () => {
    const diff = diffOf([" import pytest", " ", " ", "+def test_new():", "+    pass"]);
    expect(addedTests(diff, trajectoryOf([]))[0]!.keywords.unseen).toBe(false);
    const shown = trajectoryOf([{ run: "cat tests/test_a.py", exit: 0, output: "pytestmark = pytest.mark.slow\n" }]);
    expect(addedTests(diff, shown)[0]!.keywords.unseen).toBe(true);
  });
});
