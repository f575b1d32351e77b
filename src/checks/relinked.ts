import type { Edit, Trajectory } from "../model.js";
import { operandTexts } from "../shell/command-writes.js";
import { unwrap } from "../shell/wrappers.js";
import { samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";

/** `main -> /app/main`: a long listing's line for a symbolic link, its name and its target. */
const LISTED_LINK = /(?:^|\s)(\S+) -> (\S+)\s*$/gm;

/**
 * Links the agent made again as they were: `ln -sfn /app/main /app/polyglot/main` after a listing
 * (`ls -l`) showed `main -> /app/main`, or after its own `ln -s /app/main /app/polyglot/main`, with no
 * other edit of the link between. The link already pointed there, so the command changed nothing the
 * checks before it saw.
 */
export function relinkedAsListed(trajectory: Trajectory): Set<Edit> {
  const relinked = new Set<Edit>();
  for (const edit of trajectory.edits) {
    if (edit.toolCall === null || edit.kind === "delete") continue;
    const command = trajectory.toolCalls[edit.toolCall]?.command;
    if (command == null || !/\bln\b/.test(command)) continue;
    const target = linkTarget(command, edit.path);
    if (target !== null && listedBefore(trajectory, edit, target)) relinked.add(edit);
  }
  return relinked;
}

/** The target a line's `ln -s TARGET LINK` gives `path`, or null when no such command makes it. */
function linkTarget(command: string, path: string): string | null {
  for (const simple of simpleCommands(command)) {
    const unwrapped = unwrap(simple.words);
    if (!("argv" in unwrapped) || unwrapped.argv[0] !== "ln") continue;
    const args = unwrapped.argv.slice(1);
    const symbolic = args.some((word) => /^-[a-zA-Z]*s/.test(word) || word === "--symbolic");
    const operands = operandTexts("ln", args);
    if (!symbolic || operands.length !== 2 || !samePath(operands[1]!, path)) continue;
    return operands[0]!;
  }
  return null;
}

/**
 * A listing before the edit showed the link pointing at `target`, or the link's last edit before it was an `ln -s`
 * that made it point there (and said no `ln:` error), with no other edit of the link between.
 */
function listedBefore(trajectory: Trajectory, edit: Edit, target: string): boolean {
  const name = edit.path.split("/").at(-1)!;
  for (let index = edit.toolCall! - 1; index >= 0; index -= 1) {
    const last = trajectory.edits.findLast((other) => other.toolCall === index && samePath(other.path, edit.path));
    if (last !== undefined) {
      const call = trajectory.toolCalls[index]!;
      return last.kind !== "delete" && !/^ln: /m.test(call.output ?? "") && linkTarget(call.command ?? "", edit.path) === target;
    }
    const output = trajectory.toolCalls[index]!.output ?? "";
    if (!output.includes(" -> ")) continue;
    for (const [, listed = "", pointsTo = ""] of output.matchAll(LISTED_LINK)) {
      if ((listed === name || samePath(listed, edit.path)) && pointsTo === target) return true;
    }
  }
  return false;
}
