import type { Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { samePath } from "./paths.js";
import { shownThere } from "./held-reads.js";
import { stepLabel } from "./quote.js";

/**
 * Files a command the recorder cut deleted that a later line shows there (`rm -f /app/secret.txt; git …
 * | while read …(+55 chars)`, then `test -s /app/secret.txt` held under `set -e`): no edit records a write
 * between, so the cut part of a command wrote it again. The delete is not where the file ended.
 */
export interface Recreated {
  path: string;
  deletedStep: number;
  shownStep: number;
}

export function cutRecreated(trajectory: Trajectory): Recreated[] {
  const { edits, toolCalls } = trajectory;
  const found: Recreated[] = [];
  for (const [at, edit] of edits.entries()) {
    const call = edit.toolCall;
    if (edit.kind !== "delete" || call === null || !isCut(toolCalls[call]?.command ?? "")) continue;
    // a later edit of the path (a write, another delete) says more than this reading
    if (edits.slice(at + 1).some((later) => samePath(later.path, edit.path))) continue;
    const shown = toolCalls.findIndex((later, index) => index > call && shownThere(later).some((path) => samePath(path, edit.path)));
    if (shown !== -1) found.push({ path: edit.path, deletedStep: toolCalls[call]!.step, shownStep: toolCalls[shown]!.step });
  }
  return found;
}

/** "; /app/secret.txt, which one deleted (step 7), is there at step 13, so its cut part wrote it": or nothing. */
export function cutRecreatedNote(recreated: readonly Recreated[]): string {
  const first = recreated[0];
  if (first === undefined) return "";
  const more = recreated.length > 1 ? ` (and ${recreated.length - 1} more such file${recreated.length > 2 ? "s" : ""})` : "";
  return `; ${first.path}, which one deleted (${stepLabel(first.deletedStep)}), is there at ${stepLabel(first.shownStep)}, so its cut part wrote it${more}`;
}
