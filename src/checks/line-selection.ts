import { runnerKey } from "./checkers.js";
import { lineSelection, selectionIn } from "./selection.js";
import { isGuardedMaybe } from "./shown-branch.js";
import type { Recognized, VerificationRun } from "./verification.js";

/** A test or lint run that stands for several runs of its runner in the line has all their selections (selection.ts lineSelection). */
export function withLineSelection(run: VerificationRun, found: readonly Recognized[], kept: Recognized): VerificationRun {
  if (run.kind !== "test" && run.kind !== "lint") return run;
  const key = runnerKey(kept.match.runner);
  const same = found.filter((item) => runnerKey(item.match.runner) === key && !isGuardedMaybe(item));
  if (same.length < 2) return run;
  const selection = lineSelection(same.map((item) => selectionIn(item.argv, item.match.runner, item.command.cwd)));
  return selection === null ? run : { ...run, selection };
}

