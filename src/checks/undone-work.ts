import type { Trajectory } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { runName } from "./check-names.js";
import { named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import { restoredAfterEdits, restoredPaths, transientPaths, workEdits } from "./work.js";
import { workFacts } from "./work-facts.js";

/**
 * Every change of the work put back by the end (`git stash` never popped, `git checkout -- .`): the
 * files the agent changed (not ones it made, which a stash or checkout leaves) are all restored after
 * their last edit, and nothing it made is left. The step of the last restore, or null while any
 * change persists or no file was changed.
 */
export function undoneWorkStep(trajectory: Trajectory): number | null {
  const edits = workEdits(trajectory.edits, trajectory.task, workFacts(trajectory));
  const transient = transientPaths(trajectory.edits);
  const kept = edits.filter((edit) => ![...transient].some((path) => samePath(path, edit.path)));
  if (kept.length === 0 || kept.some((edit) => edit.kind !== "update")) return null;
  const restores = restoredPaths(trajectory);
  const paths = [...new Set(kept.map((edit) => edit.path))];
  if (!paths.every((path) => restoredAfterEdits(path, trajectory.edits, restores))) return null;
  const last = Math.max(...restores.map((restore) => restore.call));
  return trajectory.toolCalls[last]?.step ?? null;
}

/** "`pytest` (step 7) failed, then every change to the work was put back (step 9): the code it failed on is gone." */
export function goneFailureNote(run: VerificationRun, undone: number): string {
  return `${named(runName(run))} (${stepLabel(run.step)}) failed, then every change to the work was put back (${stepLabel(undone)}): the code it failed on is gone.`;
}
