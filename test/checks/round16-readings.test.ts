import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import type { Trajectory } from "../../src/model.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// held-out round 16 (Python with unittest and pytest, Lua with busted): readings its first contact showed missing

const hunk = (path: string, lines: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,4 +10,6 @@\n${lines}`;
const context = (trajectory: Trajectory, diff: string) => checkContext(trajectory, parseUnifiedDiff(diff), null);

describe("a failing run of the repository's tests is not settled by the agent's own check (round 16's s40)", () => {
  test("inline code that prints OK after a failed spec run leaves the failure standing", () => {
    const diff = hunk("semver.lua", "+  str = str:gsub('^[vV]', '', 1)\n");
    const green = finalChecksGreen(context(trajectoryOf([
      { edit: "semver.lua" },
      { run: "busted spec/semver_spec.lua", exit: 1, output: "+++-+\n4 successes / 1 failure / 0 errors / 0 pending : 0.01 seconds\n" },
      { run: "lua -e 'local v = require(\"semver\") assert(tostring(v\"v1.2.3\") == \"1.2.3\") print(\"OK\")'", exit: 0, output: "OK\n" },
    ]), diff));
    expect(green.status).toBe("fail");
    expect(green.summary).toContain("The last run of `busted spec/semver_spec.lua` (step 2) failed");
  });
});

describe("a runner started where it cannot load the tests ran none of them (round 16's s05, s40)", () => {
  const diff = hunk("more_itertools/more.py", "+    if n < 1:\n+        raise ValueError('n must be at least one')\n");
  test("a package's module given to doctest as a script, a spec run from the wrong folder: no result, not a failure", () => {
    const doctest = finalChecksGreen(context(trajectoryOf([
      { edit: "more_itertools/more.py" },
      { run: "python -m doctest more_itertools/more.py | tail -3", exit: 0, output: "    from .recipes import (\nImportError: attempted relative import with no known parent package\n" },
    ]), diff));
    expect(doctest.status).toBe("warn");
    const busted = verifiedAfterLastEdit(context(trajectoryOf([
      { edit: "more_itertools/more.py" },
      { run: "cd spec && busted semver_spec.lua", exit: 1, output: "*\n0 successes / 0 failures / 1 error / 0 pending : 0.001 seconds\n\nError -> semver_spec.lua @ 1\n"
        + "suite semver_spec.lua\nsemver_spec.lua:1: module 'spec.custom_assertions' not found:\n" },
    ]), diff));
    expect(busted.status).toBe("warn");
    expect(busted.summary).toContain("but it stopped before any test ran (`semver_spec.lua:1: module 'spec.custom_assertions' not foun…`)");
  });
});

describe("Python that printed the text the change removed ran another copy (round 16's s25)", () => {
  const diff = hunk("src/sortedcontainers/sortedlist.py", "-            raise IndexError('pop index out of range')\n+            raise IndexError('pop from empty list')\n");
  const probe: Action = { run: "python -c \"from sortedcontainers import SortedList; SortedList().pop()\" 2>&1 | tail -1", exit: 0, output: "IndexError: pop index out of range\n" };
  test("the tests run after it in that environment say nothing of the change", () => {
    const result = verifiedAfterLastEdit(context(trajectoryOf([
      { run: "sed -i \"s/pop index out of range/pop from empty list/\" src/sortedcontainers/sortedlist.py", exit: 0 }, probe,
      { run: "python -m pytest -q tests 2>&1 | tail -2", exit: 0, output: "299 passed in 4.01s\n" },
    ]), diff));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("the package it imported was another copy (`IndexError: pop index out of range`, text the change removed, printed after the edit at step 2)");
  });

  test("the new text printed, the source put on the path, or an install since: the run saw the change", () => {
    const edit: Action = { run: "sed -i \"s/pop index out of range/pop from empty list/\" src/sortedcontainers/sortedlist.py", exit: 0 };
    const tests: Action = { run: "python -m pytest -q tests", exit: 0, output: "299 passed in 4.01s\n" };
    const both = { ...probe, output: "AssertionError: 'pop index out of range' != 'pop from empty list'\n" };
    expect(verifiedAfterLastEdit(context(trajectoryOf([edit, both, tests]), diff)).status).toBe("pass");
    const onPath = { ...tests, run: "PYTHONPATH=src python -m pytest -q tests" };
    expect(verifiedAfterLastEdit(context(trajectoryOf([edit, probe, onPath]), diff)).status).toBe("pass");
    const installed: Action = { run: "pip install -e .", exit: 0, output: "Successfully installed sortedcontainers\n" };
    expect(verifiedAfterLastEdit(context(trajectoryOf([edit, probe, installed, tests]), diff)).status).toBe("pass");
  });
});

describe("skips and rewritten expectations in these languages (round 16's s31, s35, s44)", () => {
  test("unittest's `self.skipTest(…)` put in an existing test skips it; in a test the PR adds, under a condition, it does not", () => {
    const skipped = hunk("tests/test_more.py", "     def test_false(self):\n+        self.skipTest('negative n now raises')\n         self.assertFalse(mi.exactly_n([], 1))\n");
    expect(noWeakenedTests(context(trajectoryOf([{ edit: "tests/test_more.py" }]), skipped)).status).toBe("fail");
    const added = hunk("tests/test_more.py", "+    def test_numpy_arrays(self):\n+        if np is None:\n+            self.skipTest('numpy is not installed')\n+        self.assertTrue(True)\n");
    expect(noWeakenedTests(context(trajectoryOf([{ edit: "tests/test_more.py" }]), added)).status).toBe("pass");
  });

  test("busted's failures by their full names; a pending test put in after its assertions failed hides them", () => {
    const output = "++-++\n53 successes / 1 failure / 0 errors / 0 pending : 0.03 seconds\n\nFailure -> spec/semver_spec.lua @ 40\n"
      + "semver parsing accepts a leading v\nspec/semver_spec.lua:42: Expected objects to be the same.\n";
    expect(failingTests(output)).toEqual(["semver parsing accepts a leading v"]);
    const diff = hunk("semver.lua", "+  str = str:gsub('^v', '', 1)\n") + hunk("spec/semver_spec.lua", "+      it(\"accepts a leading v\", function()\n"
      + "+        checkVersion( v'v1.2.3', 1,2,3 )\n+      end)\n+      pending(\"accepts a leading V\")\n");
    const trajectory = trajectoryOf([{ edit: "semver.lua" }, { edit: "spec/semver_spec.lua" }, { run: "busted", exit: 1, output },
      { edit: "spec/semver_spec.lua", text: "      pending(\"accepts a leading V\")\n" }, { run: "busted", exit: 0, output: "54 successes / 0 failures / 0 errors / 1 pending\n" }]);
    const result = noWeakenedTests(context(trajectory, diff));
    expect(result.status).toBe("fail");
    expect(result.evidence[0]!.quote).toBe("test skipped after it failed (step 3): pending(\"accepts a leading V\")");
  });

  test("an assertion flipped in the failing test named by its description is a rewritten expectation", () => {
    const output = "53 successes / 1 failure / 0 errors / 0 pending : 0.03 seconds\n\nFailure -> spec/semver_spec.lua @ 87\n"
      + "semver creation errors garbage at the beginning of the string\nspec/semver_spec.lua:88: Expected a different error.\n";
    const diff = hunk("semver.lua", "+  str = str:match('^%D*(.*)$')\n") + hunk("spec/semver_spec.lua",
      "       it('garbage at the beginning of the string', function()\n-        assert.error(function() v(\"foobar1.2.3\") end)\n+        assert.not_error(function() v(\"foobar1.2.3\") end)\n");
    const trajectory = trajectoryOf([{ edit: "semver.lua" }, { edit: "spec/semver_spec.lua" }, { run: "busted 2>&1 | tail -12", exit: 0, output },
      { edit: "spec/semver_spec.lua" }, { run: "busted", exit: 0, output: "54 successes / 0 failures / 0 errors / 0 pending\n" }]);
    const result = noWeakenedTests(context(trajectory, diff));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR changes an existing test after it failed on the change: `spec/semver_spec.lua`");
  });
});

describe("which tests ran (round 16's s13, s16, s20)", () => {
  const diff = hunk("more_itertools/more.py", "+    if n < 1:\n+        raise ValueError('n must be at least one')\n")
    + hunk("tests/test_more.py", "+    def test_zero(self):\n+        self.assertRaises(ValueError, lambda: list(mi.sliced('abc', 0)))\n");
  test("unittest's dotted module that is another test file ran none of the PR's tests", () => {
    const other = verifiedAfterLastEdit(context(trajectoryOf([{ edit: "more_itertools/more.py" }, { edit: "tests/test_more.py" },
      { run: "python -m unittest tests.test_recipes", exit: 0, output: "Ran 196 tests in 0.4s\n\nOK\n" }]), diff));
    expect(other.status).toBe("warn");
    expect(other.summary).toContain("The PR's test file `tests/test_more.py` did not run after the last edit");
    for (const name of ["tests.test_more", "tests.test_more.SlicedTests", "tests"]) {
      const own = verifiedAfterLastEdit(context(trajectoryOf([{ edit: "more_itertools/more.py" }, { edit: "tests/test_more.py" },
        { run: `python -m unittest ${name}`, exit: 0, output: "Ran 12 tests in 0.1s\n\nOK\n" }]), diff));
      expect(own.status).toBe("pass");
    }
  });

  // git names the changed function in the hunk's header
  const toolz = hunk("toolz/itertoolz.py", "+    if n < 1:\n+        raise ValueError('n must be a positive integer')\n").replace("@@ -10,4 +10,6 @@", "@@ -357,4 +357,6 @@ def take_nth(n, seq):");
  const failed = "FAILED toolz/tests/test_itertoolz.py::test_take_nth - AssertionError\nFAILED toolz/tests/test_package.py::test_has_version - importlib.metadata.PackageNotFoundError\n"
    + "2 failed, 184 passed in 1.61s\n";
  test("a failing test of the changed module's own test file named after the changed function is the change's", () => {
    const trajectory = trajectoryOf([{ edit: "toolz/itertoolz.py" }, { run: "python -m pytest -q | tail -6", exit: 0, output: failed },
      { say: "Both failures (test_take_nth and test_has_version) are pre-existing and unrelated to my change." }]);
    expect(finalChecksGreen(context(trajectory, toolz)).status).toBe("fail");
  });

  test("another test of that file, named after nothing the PR changes, the agent explained: held for a person (round 5's s17)", () => {
    const text = hunk("lib/matplotlib/text.py", "-        self.xy = xy\n+        self.xy = tuple(xy)\n").replace("@@ -10,4 +10,6 @@", "@@ -1450,4 +1450,4 @@ class _AnnotationBase:");
    const output = "FAILED lib/matplotlib/tests/test_text.py::test_font_styles[png] - ImageComparisonFailure\n"
      + "FAILED lib/matplotlib/tests/test_text.py::test_multiline[png] - ImageComparisonFailure\n2 failed, 92 passed, 5 skipped in 5.44s\n";
    const trajectory = trajectoryOf([{ edit: "lib/matplotlib/text.py" }, { run: "python -m pytest lib/matplotlib/tests/test_text.py", exit: 1, output },
      { say: "test_font_styles and test_multiline are freetype image comparisons, pre-existing and unrelated to the annotation change." }]);
    expect(finalChecksGreen(context(trajectory, text)).status).toBe("warn");
  });

  test("a failure elsewhere the agent's final answer explains is held for a person, not charged to the change", () => {
    const output = "FAILED toolz/tests/test_package.py::test_has_version - importlib.metadata.PackageNotFoundError\n1 failed, 186 passed in 1.27s\n";
    const trajectory = { ...trajectoryOf([{ edit: "toolz/itertoolz.py" }, { run: "python -m pytest -q 2>&1 | tail -4 || true", exit: 0, output }, { end: "completed" }]),
      finalAnswer: "test_package.py::test_has_version fails with PackageNotFoundError: toolz is not pip-installed here. It does not touch take_nth." };
    const green = finalChecksGreen(context(trajectory, toolz));
    expect(green.status).toBe("warn");
    expect(green.summary).toContain("the agent discussed the failure");
  });
});

describe("pytest's short traceback ending in a line the change added (round 5's s15)", () => {
  test("the failure is the change's crash, however the agent explains it", () => {
    const diff = hunk("astropy/nddata/mixins/ndarithmetic.py", "+        elif operand.mask is None:\n+            return deepcopy(self.mask)\n");
    const output = "___ test_collapse_masks[0-mask_sum0-Jy] ___\nastropy/nddata/mixins/tests/test_ndarithmetic.py:315: in test_collapse_masks\n"
      + "    assert_array_equal(nd_masked.sum(axis=collapse_axis).mask.sum(axis=0), mask_sum)\nastropy/nddata/mixins/ndarithmetic.py:558: in _arithmetic_mask\n"
      + "    elif operand.mask is None:\nE   AttributeError: 'NoneType' object has no attribute 'mask'\n"
      + "FAILED astropy/nddata/mixins/tests/test_ndarithmetic.py::test_collapse_masks[0-mask_sum0-Jy] - AttributeError\n1 failed, 179 passed in 1.93s\n";
    const trajectory = trajectoryOf([{ edit: "astropy/nddata/mixins/ndarithmetic.py" },
      { run: "python -m pytest astropy/nddata/mixins/tests/test_ndarithmetic.py --tb=short", exit: 1, output },
      { say: "The failures are all test_collapse_masks, unrelated to my change." }]);
    const green = finalChecksGreen(context(trajectory, diff));
    expect(green.status).toBe("fail");
    // the crash is named where the failure is (session 44): the line raised, in a file of the change
    expect(green.summary).toContain("The last run of `pytest astropy/nddata/mixins/tests/test…` (step 2, `AttributeError: 'NoneType' object has no "
      + "attribute 'mask'` raised at line 558 of `astropy/nddata/mixins/ndarithmetic.py`, a file of the change) failed, and no later run shows it fixed.");
  });
});
