import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const PICK = "if [ -f pnpm-lock.yaml ]; then pnpm test; elif [ -f yarn.lock ]; then yarn test; else npm test; fi";
const RED = "> durfmt@1.2.0 test\n> vitest run\n\n Test Files  1 failed | 2 passed (3)\n      Tests  1 failed | 18 passed (19)";
const GREEN = "> durfmt@1.2.0 test\n> vitest run\n\n Test Files  3 passed (3)\n      Tests  19 passed (19)";

function runsOf(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const runs = verificationRuns(trajectory);
  return { runs, context: { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext };
}

describe("branches that pick the package manager: the output shows which one ran", () => {
  test("npm's banner without a folder: the npm branch ran, and its green run settles the earlier red npm test", () => {
    const { runs, context } = runsOf([
      { run: "npm test", exit: 1, output: RED },
      { edit: "src/duration.ts" },
      { run: PICK, exit: 0, output: GREEN },
    ]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["npm test", "failed"], ["npm test", "passed"]]);
    expect(finalChecksGreen(context).status).toBe("pass");
  });

  test("a banner npm 6 and pnpm both print, or none: which branch ran is not told", () => {
    const withFolder = GREEN.replace("test\n", "test /home/dev/durfmt\n");
    const both = "if [ -f pnpm-lock.yaml ]; then pnpm test; else npm test; fi";
    expect(runsOf([{ run: both, exit: 0, output: withFolder }]).runs.map((run) => run.runner)).toEqual(["one of npm test / pnpm test"]);
    expect(runsOf([{ run: PICK, exit: 0, output: "Tests  19 passed (19)" }]).runs.map((run) => run.runner)).toEqual([
      "one of npm test / yarn test / pnpm test",
    ]);
    // the folder form rules out yarn: of yarn and pnpm, pnpm ran
    const yarnOrPnpm = "if [ -f yarn.lock ]; then yarn test; else pnpm test; fi";
    expect(runsOf([{ run: yarnOrPnpm, exit: 0, output: withFolder }]).runs.map((run) => run.runner)).toEqual(["pnpm test"]);
  });
});

// held-out round 7 s32: a fallback for when pytest is missing, and pytest's own summary in the output
describe("a test runner's own summary shows its branch ran when the other branch's text could not print it", () => {
  const FALLBACK = "if command -v pytest >/dev/null 2>&1; then python -m pytest tests/t.py -k colour -q 2>&1 | tail -5; "
    + "else python -c 'import tests.t as t; t.test_colour(); print(\"ok\")'; fi";

  test("pytest's summary line: the pytest branch ran and passed", () => {
    const { runs } = runsOf([{ edit: "src/bar.py" }, { run: FALLBACK, exit: 0, output: "======================= 2 passed, 70 deselected in 1.59s =======================" }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["pytest", "passed"]]);
  });

  test("not when the other branch runs a file whose output is not known, names the runner, or the output is the other's", () => {
    const script = FALLBACK.replace(/else .*; fi$/, "else bash run_tests.sh; fi");
    expect(runsOf([{ run: script, exit: 0, output: "2 passed in 1.59s" }]).runs.map((run) => run.runner)).not.toContain("pytest");
    const naming = FALLBACK.replace("print(\"ok\")", "import pytest; pytest.main([])");
    expect(runsOf([{ run: naming, exit: 0, output: "2 passed in 1.59s" }]).runs.map((run) => run.runner)).not.toContain("pytest");
    expect(runsOf([{ run: FALLBACK, exit: 0, output: "ok" }]).runs.map((run) => run.runner)).not.toContain("pytest");
  });
});
