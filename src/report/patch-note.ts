import type { Trajectory } from "../model.js";
import { stepLabel } from "../checks/quote.js";
import { simpleCommands } from "../checks/simple-commands.js";
import { operandTexts } from "../shell/command-writes.js";
import { gitCommand } from "../shell/git-args.js";
import { unwrap } from "../shell/wrappers.js";
import { patchLeavesTree } from "../shell/patch-reads.js";
import { plural } from "../words.js";

/** A line that could apply a patch names one of these words: the others are not read (most lines). */
const MAY_APPLY = /\b(?:patch|apply|am)\b/;
/** At most this many steps of patches are named. */
const MAX_NAMED_STEPS = 3;

/**
 * ", not counting the files of 2 patches it applied (step 42, step 45)":
 * `git apply x.diff`, `git am`, `patch -p1 < x.diff` change the files their patch names, which the
 * edits read from the transcript do not hold. Empty when the agent applied none.
 */
export function patchNote(trajectory: Trajectory): string {
  const steps: number[] = [];
  // a patch whose text the transcript wrote is read: the files it names are among the edits counted
  const read = new Set(trajectory.edits.filter((edit) => edit.byScript !== undefined).map((edit) => edit.toolCall));
  for (const [index, call] of trajectory.toolCalls.entries()) {
    if (call.command === null || call.exitCode !== 0 || !MAY_APPLY.test(call.command) || read.has(index)) continue;
    const ran = simpleCommands(call.command, undefined, call.exitCode).filter((command) => command.certainty === "ran" && !command.nested);
    for (const command of ran) for (let count = patchesApplied(command.words); count > 0; count -= 1) steps.push(call.step);
  }
  if (steps.length === 0) return "";
  const named = [...new Set(steps)].slice(0, MAX_NAMED_STEPS).map(stepLabel).join(", ");
  const more = new Set(steps).size > MAX_NAMED_STEPS ? ", …" : "";
  return `, not counting the files of ${plural(steps.length, "patch", "patches")} it applied (${named}${more})`;
}

/**
 * How many patches the command applies whose files it does not name: each patch file of `git apply`
 * or `git am` (one when read from stdin), one for `patch -p1 < x.diff`; none for `patch FILE x.diff`,
 * which names the file it changes (an edit the reader records), nor for a check or a report.
 */
function patchesApplied(words: readonly string[]): number {
  const unwrapped = unwrap(words);
  if (!("argv" in unwrapped)) return 0;
  const [program = "", ...args] = unwrapped.argv;
  if (patchLeavesTree(args)) return 0;
  if (program.split("/").at(-1) === "patch") return operandTexts("patch", args).length === 0 ? 1 : 0;
  const git = gitCommand(unwrapped.argv);
  if (git === null || (git.verb !== "apply" && git.verb !== "am")) return 0;
  return Math.max(1, operandTexts("git apply", git.args).length);
}
