import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
const RED = (test: string) => `F.............................\nFAILED ${test} - AssertionError: assert ['b', 'a'] == ['a', 'b']\n1 failed, 29 passed in 0.55s`;
const GREEN = "..............................\n30 passed in 0.52s";

describe("a project test that failed on the final code and passed run again with no change between", () => {
  test("in the changed file's own test: the result is not stable, held for a person", () => {
    const result = green([{ prompt: "Make dedupe keep the first-seen order" }, { edit: "src/hookrelay/dedupe.py" },
      { run: "pytest", exit: 1, output: RED("tests/test_dedupe.py::test_keeps_order") }, { run: "pytest", exit: 0, output: GREEN }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`pytest` failed at step 3 on the final code (`tests/test_dedupe.py::test_keeps_order`) and `pytest` passed at step 4 "
      + "with no change between: the result is not stable, and the failing test is of the changed `src/hookrelay/dedupe.py`.");
  });

  test("not a test of another file (a timing test the change does not touch), nor a rerun after an edit", () => {
    const other = green([{ edit: "src/hookrelay/dedupe.py" }, { run: "pytest", exit: 1, output: RED("tests/test_progress.py::test_eta") }, { run: "pytest", exit: 0, output: GREEN }]);
    expect(other.status).toBe("pass");
    const edited = green([{ edit: "src/hookrelay/dedupe.py" }, { run: "pytest", exit: 1, output: RED("tests/test_dedupe.py::test_keeps_order") },
      { edit: "src/hookrelay/dedupe.py" }, { run: "pytest", exit: 0, output: GREEN }]);
    expect(edited.status).toBe("pass");
  });
});
