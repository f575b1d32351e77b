import { describe, expect, test } from "vitest";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

const failed = [
  "sympy/sets/tests/test_contains.py[6] ....E.                               [FAIL]",
  "sympy/sets/tests/test_sets.py[111] ........                               [OK]",
  "________________ sympy/sets/tests/test_contains.py:test_as_set _________________",
  "NotImplementedError",
  "== tests finished: 212 passed, 1 exceptions, in 9.10 seconds ==",
].join("\n");

describe("a directory's run that failed in one file, whose failing test passed after the change", () => {
  test("says the named failure passed again and that the rest of the directory was not run on the change", () => {
    const { context } = runsOf([
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests", exit: 1, output: failed },
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests/test_contains.py", exit: 0, output: "== tests finished: 6 passed, in 0.03 seconds ==" },
    ]);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("warn");
    expect(green.summary).toContain("`bin/test sympy/sets/tests` (step 2) failed only in `sympy/sets/tests/test_contains.py:test_as_set`, which passed after the change "
      + "(`bin/test sympy/sets/tests/test_contains…`, step 4); the rest of it was not run again after the work changed (step 3).");
  });

  test("an output that names fewer failures than its summary counts, or a later run of another file, says only that it was not run again", () => {
    const cut = failed.replace("1 exceptions", "2 exceptions");
    const fewer = runsOf([
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests", exit: 1, output: cut },
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests/test_contains.py", exit: 0, output: "== tests finished: 6 passed, in 0.03 seconds ==" },
    ]);
    expect(finalChecksGreen(fewer.context).summary).toContain("`bin/test sympy/sets/tests` (step 2) failed, then the work changed (step 3) and it was not run again.");
    const other = runsOf([
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests", exit: 1, output: failed },
      { edit: "sympy/sets/contains.py" },
      { run: "bin/test sympy/sets/tests/test_sets.py", exit: 0, output: "== tests finished: 111 passed, in 3.0 seconds ==" },
    ]);
    expect(finalChecksGreen(other.context).summary).toContain("failed, then the work changed (step 3) and it was not run again.");
  });
});
