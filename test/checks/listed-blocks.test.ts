import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { listedBlockPaths } from "../../src/checks/listed-blocks.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const BLOCKS = "README.rst\nsrc\ntests\nsrc/isodate:\n__init__.py\nduration.py\nisostrf.py\n\ntests:\ntest_duration.py\ntest_strf.py\n[tox]\nenvlist = py311\n";

describe("the folder blocks of an `ls` of several folders", () => {
  test("name each entry by its block's folder; text after a block is not read as entries", () => {
    expect(listedBlockPaths("ls && ls src/isodate tests && cat tox.ini", BLOCKS)).toEqual([
      "src/isodate/__init__.py", "src/isodate/duration.py", "src/isodate/isostrf.py", "tests/test_duration.py", "tests/test_strf.py",
    ]);
  });

  test("nothing from a line that runs no ls, from long listings, or from a header-shaped line of other output", () => {
    expect(listedBlockPaths("cat notes.txt", BLOCKS)).toEqual([]);
    expect(listedBlockPaths("ls -l tests src", "tests:\n-rw-r--r-- 1 root root 10 Jan 1 test_a.py\n")).toEqual([]);
    expect(listedBlockPaths("ls; python -c 'print(1)'", "a.py\nTraceback:\n  File x\n")).toEqual([]);
  });
});

// the shape of held-out round 22 s19 (isodate): the only test run after the fix is of another module's test file
const P: Action = { prompt: "date(1900, 1, 31) + Duration(months=1) raises ValueError: day is out of range for month." };
const LS: Action = { run: "ls && ls src/isodate tests && cat tox.ini", exit: 0, output: BLOCKS };
const EDIT: Action = { edit: "src/isodate/duration.py" };
const OTHER: Action = { run: "PYTHONPATH=src python -m pytest tests/test_strf.py -q", exit: 0, output: "14 passed in 0.05s" };
const DIFF = parseUnifiedDiff("diff --git a/src/isodate/duration.py b/src/isodate/duration.py\n--- a/src/isodate/duration.py\n"
  + "+++ b/src/isodate/duration.py\n@@ -1,1 +1,1 @@\n-    if (year % 4) == 0:\n+    if calendar.isleap(year):\n");
const OWN: Action = { run: "PYTHONPATH=src python -m pytest tests/test_duration.py -q", exit: 0, output: "133 passed in 0.31s" };

function verdictOf(actions: Action[]) {
  const results = runChecks(checkContext(trajectoryOf(actions), DIFF, null));
  return { verdict: decideFromChecks(results).verdict, verified: results.find((result) => result.id === "verified_after_last_edit")! };
}

describe("a changed file's own tests named by a listing's folder block", () => {
  test("a green run of another module's tests only leaves the change unverified", () => {
    const { verdict, verified } = verdictOf([P, LS, EDIT, OTHER]);
    expect(verdict).toBe("neutral");
    expect(verified.summary).toContain("does not select its own tests, `test_duration.py` (in `tests`), which never ran after the change");
  });

  test("its own tests, or the suite, settle it", () => {
    expect(verdictOf([P, LS, EDIT, OWN]).verdict).toBe("pass");
    const suite: Action = { run: "PYTHONPATH=src python -m pytest -q", exit: 0, output: "280 passed in 1.2s" };
    expect(verdictOf([P, LS, EDIT, suite]).verdict).toBe("pass");
  });
});
