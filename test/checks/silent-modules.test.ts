import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

function runOf(line: string, output: string) {
  const runs = verificationRuns(trajectoryOf([{ edit: "schedule/__init__.py" }, { run: line, exit: 0, output }]));
  return runs.map((run) => [run.runner, run.outcome, run.noneRan ?? null]);
}

describe("a test module run as a script that printed nothing ran no test", () => {
  test("pytest-style module, its exit echoed: no pass", () => {
    expect(runOf('python test_schedule.py; echo "exit=$?"', "exit=0")).toEqual([["python test_schedule.py", "unknown", "test_schedule.py printed nothing"]]);
    expect(runOf("python3 tests/test_api.py", "")).toEqual([["python3 test_api.py", "unknown", "tests/test_api.py printed nothing"]]);
  });

  test("a module that calls unittest.main() prints its runner's summary: a pass; output sent away says nothing", () => {
    expect(runOf('python test_schedule.py; echo "exit=$?"', "....\n------\nRan 4 tests in 0.01s\n\nOK\nexit=0")).toEqual([["python test_schedule.py", "passed", null]]);
    expect(runOf("python test_schedule.py > /tmp/log 2>&1", "")[0]?.[2]).toBeNull();
  });
});
