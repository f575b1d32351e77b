import { describe, expect, test } from "vitest";
import { collectionCauseUnshown } from "../../src/checks/import-failure.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const CUT = "=========================== short test summary info ============================\nERROR tests/test_invalid.py\n"
  + "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 1.52s";

describe("collection errors whose cause the kept output does not show", () => {
  test("a `| tail` that kept only the summary: no test ran, and why is not shown", () => {
    expect(collectionCauseUnshown(CUT)).toBe("Interrupted: 1 error during collection");
    const runs = verificationRuns(trajectoryOf([
      { edit: "src/tomli_w/_writer.py" },
      { run: "python -m pytest -q tests/test_invalid.py 2>&1 | tail -4", exit: 0, output: CUT },
    ]));
    expect(runs.map((run) => [run.runner, run.outcome, run.noneRan])).toEqual([["pytest", "unknown", "Interrupted: 1 error during collection"]]);
  });

  test("a shown cause, or tests that ran, leave the run a failure", () => {
    const syntax = `ERROR collecting tests/test_a.py\nE     File "src/pkg/mod.py", line 3\nE   SyntaxError: invalid syntax\n${CUT}`;
    const missing = `ImportError while importing test module 'tests/test_a.py'.\nModuleNotFoundError: No module named 'pkg'\n${CUT}`;
    const ran = "ERROR tests/test_b.py\n!!!!!!!! Interrupted: 1 error during collection !!!!!!!!\n3 passed, 1 error in 0.2s";
    const summarized = "ERROR tests/test_mod.py - SyntaxError: invalid syntax\n!!!!!!!! Interrupted: 1 error during collection !!!!!!!!\n1 error in 0.1s";
    for (const output of [syntax, missing, ran, summarized]) expect(collectionCauseUnshown(output)).toBeNull();
    const runs = verificationRuns(trajectoryOf([{ edit: "src/pkg/mod.py" }, { run: "pytest -q 2>&1 | tail -8", exit: 0, output: syntax }]));
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });
});
