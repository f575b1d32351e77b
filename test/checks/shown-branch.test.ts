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
