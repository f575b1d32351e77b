import type { FileChange } from "./edits.js";
import { interpretShell } from "../shell/interpret.js";
import { resolvePath } from "../shell/paths.js";
import { gitStashOf } from "../shell/git-stash.js";
import { patchLeavesTree } from "../shell/patch-reads.js";

/**
 * Files a command names in its own output as the ones it changed, where its words do not name them:
 * GNU patch's `patching file src/a.py` (and the `src/a.py.orig` it keeps when a hunk applied with an
 * offset or fuzz), `git apply -v`'s `Applied patch src/a.py cleanly.`, and the status `git stash pop`
 * or `git stash apply` prints after it put the stashed change back (`modified:   src/a.py`).
 */
export function reportedWrites(command: string, output: string | null, cwd: string | null): ReportedWrites {
  const none = { patched: [], popped: [], stashes: false };
  // the command first: it is short, and most outputs are long
  if (!MAY_REPORT.test(command)) return none;
  const runs = interpretShell(command, undefined, { cwd }).commands;
  const words = runs.map((run) => run.words.map((word) => word.text));
  const stashes = words.some((argv) => gitStashOf(argv)?.action === "push");
  if (output === null) return { ...none, stashes };
  const changed = (path: string, folder: string | null, kind: FileChange["kind"]): FileChange[] => {
    const resolved = resolvePath(path, folder);
    return resolved === null ? [] : [{ path: resolved, kind, inferred: true }];
  };
  const patching = runs.find((_run, index) => isPatch(words[index]!));
  const patched = patching === undefined ? [] : [
    ...[...output.matchAll(PATCHING)].flatMap(([, path, rest]) => [
      ...changed(path!, patching.cwd, "update"),
      ...(KEPT_ORIGINAL.test(rest!) ? changed(`${path!}.orig`, patching.cwd, "unknown") : []),
    ]),
    ...[...output.matchAll(APPLIED)].flatMap(([, path]) => changed(path!, patching.cwd, "update")),
  ];
  const popping = runs.find((_run, index) => gitStashOf(words[index]!)?.action === "pop");
  const popped = popping === undefined || !RESTORED_STASH.test(output) ? []
    : [...output.matchAll(STATUS_LINE)].flatMap(([, state, path]) => changed(path!.trim(), popping.cwd, state === "deleted" ? "delete" : "unknown"));
  return { patched, popped, stashes };
}

/**
 * What a line's output says it changed: the files a patch wrote, and those a stash put back (a change
 * only when the work changed while they were stashed, which the builder knows); and whether the line
 * stashed a change.
 */
export interface ReportedWrites {
  patched: FileChange[];
  popped: FileChange[];
  stashes: boolean;
}

/** A line that may run one of the commands read here. */
const MAY_REPORT = /\b(?:patch|apply|stash)\b/;
/** GNU patch's line per file, with what it said of that file's hunks up to the next one. */
const PATCHING = /^patching file ['"`]?([^'"`\n]+?)['"`]?\n((?:(?!patching file )[^\n]*\n?)*)/gm;
/** A hunk applied with an offset or fuzz: GNU patch keeps the original as `FILE.orig`. */
const KEPT_ORIGINAL = /^Hunk #\d+ succeeded at \d+ (?:with fuzz \d+ )?\((?:offset|fuzz)/m;
/** `git apply -v`: `Applied patch src/a.py cleanly.` (or with conflicts). */
const APPLIED = /^Applied patch (\S+) (?:cleanly|with conflicts)\.?$/gm;
/** `git stash pop` printed the status after putting the change back (its `Dropped refs/stash@{0}` or the status header). */
const RESTORED_STASH = /^(?:Dropped refs\/stash|On branch |Changes not staged for commit:|Changes to be committed:)/m;
/** A status line of a file the stash put back. */
const STATUS_LINE = /^\t(modified|new file|deleted):\s+(.+)$/gm;

/** `patch` or `git apply` (not `--check`, `--stat`, `--dry-run`, `-R` read the same way). */
function isPatch(words: readonly string[]): boolean {
  if (patchLeavesTree(words)) return false;
  const program = words[0]?.split("/").at(-1);
  return program === "patch" || (program === "git" && words.includes("apply"));
}

