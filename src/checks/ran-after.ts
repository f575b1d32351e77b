import type { Edit } from "../model.js";
import { named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import type { VerificationRun } from "./verification.js";

/** The last change that wrote the work, named beside a later deletion (`git rm -f .DS_Store` after `algo.py`). */
export interface LastWrite {
  lastWrite?: Edit;
}

/**
 * "`pytest` ran after the last edit of `a.py` (step 9)"; when the last change deleted a file, the last write is named
 * with it ("after the last edit of `algo.py` and the deletion of `.DS_Store`"), so the deliverable is not left out;
 * `last` false names the edit whose content the run saw ("`pytest` (step 9) ran after the edit of `a.py` at step 7").
 */
export function ranAfterSentence(run: VerificationRun, edit: Edit, last: boolean, { lastWrite }: LastWrite): string {
  if (!last) return `${named(run.runner)} (${stepLabel(run.step)}) ran after the edit of ${named(edit.path)} at ${stepLabel(edit.step)}`;
  if (edit.kind === "delete" && lastWrite !== undefined && !samePath(lastWrite.path, edit.path)) {
    return `${named(run.runner)} ran after the last edit of ${named(lastWrite.path)} and the deletion of ${named(edit.path)} (${stepLabel(run.step)})`;
  }
  return `${named(run.runner)} ran after the last edit of ${named(edit.path)} (${stepLabel(run.step)})`;
}
