import { describe, expect, test } from "vitest";
import { PassedRuns, coversRun } from "../../src/checks/passed-runs.js";
import { verificationRuns, type VerificationRun } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { checkContext } from "../../src/checks/index.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const runsOf = (actions: Action[]) => verificationRuns(trajectoryOf(actions));

describe("the index of green runs finds every run that covers a failure, and only those", () => {
  test("the same as walking all runs, on selections of files, folders, test ids, filters and whole suites", () => {
    const lines = [
      "pytest tests/a.py::Cls::test_x", "pytest tests/a.py::Cls", "pytest tests/a.py", "pytest tests", "pytest tests/",
      "pytest", "pytest -k kbd tests/a.py", "python -m pytest tests/a.py", "npm test -- --grep case1", "npm test", "pytest tests/b.py",
    ];
    const runs = runsOf(lines.flatMap((line, index) => [{ run: line, exit: 1, output: "1 failed" }, { run: line, exit: 0, output: `${index} passed` }]));
    const index = new PassedRuns(runs);
    for (const run of runs.filter((item) => item.outcome === "failed")) {
      const walked = runs.filter((other) => other.outcome === "passed" && coversRun(other, run));
      expect(index.coverers(run).map((other) => other.call), run.command).toEqual(walked.map((other) => other.call));
    }
  });

  test("thousands of distinct checks, a fifth of them failing, stay linear enough to read in a moment", () => {
    const actions: Action[] = [];
    for (let turn = 0; turn < 3000; turn += 1) actions.push({ run: `npm test -- --grep case${turn}`, exit: turn % 5 === 0 ? 1 : 0, output: turn % 5 === 0 ? "1 failing" : "3 passing" });
    const trajectory = trajectoryOf(actions);
    const runs: VerificationRun[] = verificationRuns(trajectory);
    const result = finalChecksGreen(checkContext(trajectory, null, null));
    expect(runs).toHaveLength(3000);
    expect(result.status).toBe("fail");
  });
});
