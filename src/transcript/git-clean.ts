import type { FileChange } from "./edits.js";
import { interpretShell } from "../shell/interpret.js";
import { resolvePath } from "../shell/paths.js";

/** The line `git clean` prints for each path it deleted (`Would remove …` under `-n` deleted nothing). */
const REMOVED = /^Removing (.+?)\/?$/gm;
/** `git clean` options that only list what would go: `-n`, `--dry-run`, `-i` asks first. */
const LISTS_ONLY = /^(?:-[a-zA-Z]*[ni][a-zA-Z]*|--dry-run|--interactive)$/;

/**
 * The paths a `git clean -f` of the line deleted, as its output names them (`Removing repro.py`),
 * resolved against the folder it ran in: a scratch file it removed is gone, and a new file of the
 * work it removed is a change of the work. Nothing without a `git clean` that deletes, or its lines.
 */
export function gitCleanRemovals(command: string, output: string | null, cwd: string | null): FileChange[] {
  // the command first: it is short, and most outputs are long
  if (!/\bgit\b[^\n]*\bclean\b/.test(command) || output === null || !output.includes("Removing ")) return [];
  const clean = interpretShell(command, undefined, { cwd }).commands.find((run) => {
    const words = run.words.map((word) => word.text);
    return words[0] === "git" && words.includes("clean") && !words.some((word) => LISTS_ONLY.test(word));
  });
  if (clean === undefined) return [];
  return [...output.matchAll(REMOVED)].flatMap((match) => {
    const path = resolvePath(match[1]!, clean.cwd);
    return path === null ? [] : [{ path, kind: "delete" as const, inferred: true }];
  });
}
