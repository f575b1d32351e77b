import type { Trajectory } from "../model.js";
import { programName } from "../shell/program.js";
import type { VerificationRun } from "./verification.js";

/**
 * A linter or type checker whose own source the work changes (`pylint` run in pylint's repository, the
 * PR changing `pylint/checkers/variables.py`): running it runs the changed code, so it is a run of the
 * work, not a static check of other code: its pass is no mere syntax, type or style check (syntax-only.ts).
 */
export function withProjectCheckers(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  if (!runs.some(isStatic)) return runs;
  const folders = new Set(trajectory.edits.filter((edit) => edit.kind !== "delete").flatMap((edit) => edit.path.split("/").slice(0, -1)));
  if (folders.size === 0) return runs;
  return runs.map((run) => (isStatic(run) && folders.has(programName(run.runner.split(" ")[0] ?? "")) ? { ...run, runsWork: true as const } : run));
}

const isStatic = (run: VerificationRun): boolean => run.kind === "lint" || run.kind === "typecheck";
