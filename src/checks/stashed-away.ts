import { named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import type { Restore } from "./work.js";

/** At most this many stashed files are named in the sentence. */
const MAX_NAMED_STASHED = 3;

export interface StashedAway {
  path: string;
  /** The step of the `git stash` that set the change aside. */
  step: number;
}

/**
 * Edited files whose change a `git stash` set aside and nothing brought back (`stashedOnly` says the
 * stash, and nothing else, put the file back), with the stash's step: the change the checks ran on
 * is in the stash, not in the tree the PR was made from.
 */
export function unpoppedStashes(
  edited: readonly string[],
  restores: readonly Restore[],
  stashedOnly: (path: string) => boolean,
  stepOf: (call: number) => number,
): StashedAway[] {
  const stash = restores.find((restore) => restore.stash === true);
  if (stash === undefined) return [];
  return edited.filter((path) => stashedOnly(path) && restores.some((item) => item.stash === true && (item.path === "." || samePath(item.path, path))))
    .map((path) => ({ path, step: stepOf(stash.call) }));
}

/** "`src/capture.py` was changed, then set aside with `git stash` (step 13) and never brought back: the PR does not hold that change." */
export function stashedAwayNote(stashed: readonly StashedAway[]): string {
  if (stashed.length === 0) return "";
  const files = stashed.slice(0, MAX_NAMED_STASHED).map(({ path }) => named(path)).join(", ");
  const more = stashed.length > MAX_NAMED_STASHED ? ` and ${stashed.length - MAX_NAMED_STASHED} more` : "";
  const one = stashed.length === 1;
  return `${files}${more} ${one ? "was" : "were"} changed, then set aside with \`git stash\` (${stepLabel(stashed[0]!.step)}) and never brought back: `
    + `the PR does not hold ${one ? "that change" : "those changes"}.`;
}
