import type { ToolCall } from "../model.js";
import { simpleCommands } from "./simple-commands.js";
import { isUnder } from "./paths.js";

/**
 * Commands that bring files into a folder without naming them: `git merge branch2` adds the files
 * the other branch has. A listing made before such a command no longer says a path under that folder
 * is absent. (An archive's extraction is read where a later command names what it made: absent-deletes.ts.)
 */

/** Git subcommands that write the working tree from history: what they add, the line does not name. */
export const GIT_FILLS: ReadonlySet<string> = new Set(["merge", "pull", "checkout", "switch", "reset", "stash", "cherry-pick", "rebase", "am", "apply", "clone", "revert", "restore"]);
/** Git's options that take the next word as their value, before the subcommand. */
const GIT_VALUED = new Set(["-C", "-c", "--git-dir", "--work-tree", "--namespace"]);
/** A status the shell gives a command it could not start: it filled nothing. */
const NOT_STARTED = new Set([126, 127]);

export interface Filling {
  call: number;
  /** The folder it fills, when the line names it as an absolute path (`-C /app/repo`); null when any may be. */
  folder: string | null;
}

/** Each call's commands that fill a folder, in order. */
export function fillings(calls: readonly ToolCall[]): Filling[] {
  const found: Filling[] = [];
  calls.forEach((call, index) => {
    if (call.command == null || (call.exitCode !== null && NOT_STARTED.has(call.exitCode)) || !MAY_FILL.test(call.command)) return;
    for (const command of simpleCommands(call.command)) {
      const folder = filledFolder(command.words);
      if (folder !== undefined) found.push({ call: index, folder });
    }
  });
  return found;
}

/** Words a filling command holds: a line without any is not parsed. */
const MAY_FILL = /\bgit\b/;

/** The folder a command fills (null: not known), or undefined when it fills none. */
function filledFolder(words: readonly string[]): string | null | undefined {
  return words[0]?.split("/").at(-1) === "git" ? gitFilled(words.slice(1)) : undefined;
}

function gitFilled(args: readonly string[]): string | null | undefined {
  let folder: string | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const word = args[index]!;
    if (GIT_VALUED.has(word)) {
      if (word === "-C") folder = args[index + 1] ?? null;
      index += 1;
    } else if (!word.startsWith("-")) return GIT_FILLS.has(word) ? absolute(folder) : undefined;
  }
  return undefined;
}

/** A folder named as an absolute path; a relative one depends on a working directory not read here. */
function absolute(folder: string | null): string | null {
  return folder !== null && folder.startsWith("/") ? folder : null;
}

/** A filling after `after` and before `before` that may have put `path` there. */
export function filledBetween(fills: readonly Filling[], path: string, after: number, before: number): boolean {
  return fills.some((fill) => fill.call > after && fill.call < before && (fill.folder === null || isUnder(path, fill.folder)));
}
