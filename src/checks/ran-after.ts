import type { Edit } from "../model.js";
import { runName } from "./check-names.js";
import { named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import type { VerificationRun } from "./verification.js";

/** The last change that wrote the work, named beside a later deletion (`git rm -f .DS_Store` after `algo.py`). */
export interface LastWrite {
  lastWrite?: Edit;
}

/**
 * "`pytest` (step 9) ran after the last edit of `a.py` (step 7)", the run named with what it selected (`cargo test --doc`, not
 * `cargo test`: a reader takes a bare runner for the whole suite); when the last change deleted a file, the last write is named
 * with it ("after the last edit of `algo.py` and the deletion of `.DS_Store`"), so the deliverable is not left out;
 * `last` false names the edit whose content the run saw ("`pytest` (step 9) ran after the edit of `a.py` at step 7").
 */
export function ranAfterSentence(run: VerificationRun, edit: Edit, last: boolean, { lastWrite }: LastWrite): string {
  if (!last) return `${named(runName(run))} (${stepLabel(run.step)}) ran after the edit of ${named(edit.path)} at ${stepLabel(edit.step)}`;
  if (edit.kind === "delete" && lastWrite !== undefined && !samePath(lastWrite.path, edit.path)) {
    return `${named(runName(run))} (${stepLabel(run.step)}) ran after the last edit of ${named(lastWrite.path)} (${stepLabel(lastWrite.step)}) `
      + `and the deletion of ${named(edit.path)} (${stepLabel(edit.step)})`;
  }
  // each step stands beside what it is: a run's step after the file's name read as the edit's (audit A12)
  return `${named(runName(run))} (${stepLabel(run.step)}) ran after the last edit of ${named(edit.path)} (${stepLabel(edit.step)})`;
}
