import type { ToolCall } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { fileTest } from "../shell/file-tests.js";
import { interpretShell, type ShellRun } from "../shell/interpret.js";
import { resolvePath } from "../shell/paths.js";

/**
 * Paths a line showed to be there: a file test that asks one exists (`test -s /app/secret.txt`, `[ -f x ]`),
 * a read of it (`cat x`, a script a program ran) or a `cd` into it, by a command that surely ran in a line
 * that exited 0 with its failure reaching that status (under `set -e`, or along an `&&` chain to the end).
 * It held, so the path was there. In a cut line only the commands shown whole count.
 */

/** A path shown there, and the position among the line's commands (as the interpreter lists them) of the one that showed it. */
export interface HeldRead {
  path: string;
  at: number;
}

/** The paths a call's line showed there. */
export function shownThere(call: ToolCall): string[] {
  return heldReads(call).map((read) => read.path);
}

export function heldReads(call: ToolCall): readonly HeldRead[] {
  if (call.command == null || call.exitCode !== 0) return [];
  const known = readsByLine.get(call.command);
  if (known !== undefined) return known;
  const reads: HeldRead[] = [];
  for (const [at, run] of lineRuns(call.command).entries()) {
    if (run.certainty !== "ran" || run.masked || run.shellDepth > 0) continue;
    for (const path of runReads(run)) reads.push({ path, at });
  }
  if (readsByLine.size >= MAX_LINES_KEPT) readsByLine.clear();
  readsByLine.set(call.command, Object.freeze(reads));
  return reads;
}

/** The reads of lines met before: a session runs the same lines again and again, and each reading interprets the line. */
const readsByLine = new Map<string, readonly HeldRead[]>();
/** Enough for the distinct lines of a long session; past it the kept readings start over. */
const MAX_LINES_KEPT = 4096;

/** The commands of a line that exited 0, as the interpreter reads them (a cut command without its cut operands). */
export function lineRuns(command: string): readonly ShellRun[] {
  return interpretShell(command, undefined, { exitCode: 0, cut: isCut(command) }).commands;
}

function runReads(run: ShellRun): string[] {
  const test = fileTest(run.words);
  const tested = test === null || test.negated ? [] : [resolvePath(test.path, run.cwd) ?? test.path];
  // `cd /app/sqlite` fails where the folder is missing
  const words = run.words.map((word) => word.text);
  const entered = words[0] === "cd" && words.length === 2 && !/[$*?`]/.test(words[1]!) ? [resolvePath(words[1]!, run.cwd) ?? words[1]!] : [];
  return [...tested, ...run.reads, ...entered];
}
