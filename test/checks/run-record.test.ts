import { describe, expect, test } from "vitest";
import { runRecord, type RunFields } from "../../src/checks/run-record.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const FIELDS: RunFields = {
  call: 3, step: 4, lineIndex: 0, kind: "test", runner: "pytest", why: "pytest is a test runner", adHoc: false,
  command: "pytest -q | tail", selection: [], failing: [], exitCode: 0, masked: true, output: "1 passed", outcome: "passed",
  outcomeFrom: "echoed status",
};
const ORDER = Object.keys(FIELDS);

describe("a run's record", () => {
  test("lists its fields, then what was said of it, in the order the spreads that built it gave", () => {
    const run = runRecord({ ...FIELDS }, { quote: "1 passed", caught: "caught: x", notStarted: "not found", echoedExit: 0 });
    expect(Object.keys(run)).toEqual([...ORDER, "quote", "caught", "notStarted", "echoedExit"]);
    expect(run).toStrictEqual({ ...FIELDS, quote: "1 passed", caught: "caught: x", notStarted: "not found", echoedExit: 0 });
  });

  test("leaves out what was not said: an undefined quote, a null echoed status (a zero status is kept)", () => {
    const unsaid = { quote: undefined, caught: undefined, notStarted: undefined, echoedExit: null };
    expect(Object.keys(runRecord({ ...FIELDS }, unsaid))).toEqual(ORDER);
    expect(Object.keys(runRecord({ ...FIELDS }, { caught: "c" }))).toEqual([...ORDER, "caught"]);
    expect(runRecord({ ...FIELDS }, { echoedExit: 0 }).echoedExit).toBe(0);
    expect("echoedExit" in runRecord({ ...FIELDS }, { echoedExit: null })).toBe(false);
  });

  test("a run found in a trajectory has the same keys in the same order as before, optional ones absent", () => {
    const trajectory = trajectoryOf([
      { run: "pytest -q; echo $?", output: "3 passed in 0.1s\n0", exit: 0 },
      { run: "npm test", output: "Tests: 1 failed, 2 passed", exit: 1 },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.map((run) => Object.keys(run))).toEqual([[...ORDER, "quote", "echoedExit"], ORDER]);
    // the bare `echo $?` printed the 0 on its own line (not the 3 of `3 passed`)
    expect([runs[0]!.echoedExit, runs[0]!.quote]).toEqual([0, "3 passed in 0.1s"]);
  });
});
