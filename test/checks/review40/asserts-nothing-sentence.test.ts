/**
 * Rule 1 (assertion-free.ts CAN_FAIL): two scripts an agent writes that do judge their result are said to have "ran
 * without error but asserts nothing (its exit 0 checks no result)": (a) a branch on Python's identity comparison
 * `is None` that prints a verdict (`is` is missing beside ==, !=, not, in, <, >); (b) a script that runs checks through
 * `subprocess.run(…, check=True)`, which raises CalledProcessError when one fails, so its exit 0 says they passed.
 * Only the sentence is wrong (final_checks_green stays pass); before this change it said the script succeeded.
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { finalChecksGreen } from "../../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));

describe("a script that judges its result does not 'assert nothing'", () => {
  test("a branch on `is None` that prints a verdict", () => {
    const script = "from pkg.mod import find\nres = find('x')\nif res is None:\n    print('BUG: find returned None')\nelse:\n    print('FIXED:', res)\n";
    const result = green([
      { edit: "pkg/mod.py" }, { edit: "repro.py", tool: "Write", text: script },
      { run: "python repro.py", exit: 0, output: "FIXED: x\n" },
    ]);
    expect(result.summary).not.toContain("asserts nothing");
  });

  test("checks run through subprocess.run(check=True)", () => {
    const script = "import subprocess\nfor cmd in (['mypy', 'pkg'], ['python', '-m', 'doctest', 'pkg/mod.py']):\n    subprocess.run(cmd, check=True)\nprint('done')\n";
    const result = green([
      { edit: "pkg/mod.py" }, { edit: "run_checks.py", tool: "Write", text: script },
      { run: "python run_checks.py", exit: 0, output: "Success: no issues found in 3 source files\ndone\n" },
    ]);
    expect(result.summary).not.toContain("asserts nothing");
  });
});
