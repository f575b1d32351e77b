import type { Edit, Trajectory } from "../model.js";
import { named, stepLabel } from "./quote.js";

/**
 * Edits after the one a check is named against that changed only comments or docstrings (notes-only.ts):
 * said, so a reader who opens the later step sees why it does not count.
 */
export function laterNotesNote(trajectory: Trajectory, edit: Edit): string {
  const later = trajectory.edits.filter((other) => other.notesOnly === true && (other.toolCall ?? -1) > (edit.toolCall ?? -1));
  const last = later.at(-1);
  if (last === undefined) return "";
  const which = later.length === 1 ? `the later edit of ${named(last.path)} (${stepLabel(last.step)})` : `the ${later.length} later edits (the last of ${named(last.path)}, ${stepLabel(last.step)})`;
  return `; ${which} changed only comments or docstrings, which no check runs`;
}
