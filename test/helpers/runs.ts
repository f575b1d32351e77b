import { verificationRuns } from "../../src/checks/verification.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "./trajectory.js";

/** The verification runs the checks read from a small script of actions, with the context the checks take. */
export function runsOf(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const runs = verificationRuns(trajectory);
  return { runs, context: { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext };
}

/** Each run as its runner and outcome. */
export const read = (runs: ReturnType<typeof runsOf>["runs"]) => runs.map((run) => [run.runner, run.outcome]);
