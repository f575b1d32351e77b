import type { CheckResult, Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import { verificationRuns, type VerificationRun } from "./verification.js";

/** What every check may look at; computed once per verification. */
export interface CheckContext {
  trajectory: Trajectory;
  /** The PR's changed files, when a diff was given. */
  diff: DiffFile[] | null;
  prBody: string | null;
  runs: VerificationRun[];
}

export function checkContext(trajectory: Trajectory, diff: DiffFile[] | null, prBody: string | null): CheckContext {
  return { trajectory, diff, prBody, runs: verificationRuns(trajectory) };
}

export type Check = (context: CheckContext) => CheckResult;
