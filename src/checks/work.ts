import { gitStashOf } from "../shell/git-stash.js";
import type { Edit } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { unwrap } from "../shell/wrappers.js";
import { isUnder, sameFile, samePath } from "./paths.js";
import { restoredFiles } from "./git-restore.js";
import { simpleCommands } from "./simple-commands.js";
import { clearsBuiltFile } from "./built-files.js";
import { NO_WORK_FACTS, type WorkFacts } from "./work-facts.js";
import { escapeRegExp } from "../words.js";

/**
 * Which edits change the work: the files that reach the PR. A check is stale only after such an
 * edit; a file is "missing from the PR" only when its change is one. Scratch files (created, used
 * and deleted), caches and build outputs the tools regenerate, and temp folders change no work.
 */

/** Writes under these folders are scratch files, not the work. */
const SCRATCH_PREFIXES = ["/tmp/", "/var/tmp/", "/dev/"];

/**
 * Outputs that tools write and rebuild on their own: git's own state (`.git/ORIG_HEAD`, its objects),
 * byte-code and test caches, type-checker and linter caches, packaging metadata, installed
 * dependencies (`node_modules`, a `.venv`). Deleting or writing one changes no source.
 */
const GENERATED =
  /(?:^|\/)(?:\.git|__pycache__|\.pytest_cache|\.mypy_cache|\.ruff_cache|\.hypothesis|\.tox|\.nox|\.cache|\.eggs|[^/]+\.egg-info|node_modules|\.venv|\.next|\.turbo|\.parcel-cache|\.gradle|\.coverage|htmlcov|coverage)(?:\/|$)|\.(?:pyc|pyo|o|obj|class)$/;

/** Logs and captured output: what a program printed, never the work. */
const LOG_FILE = /\.(?:log|out|err|pid|lock)$|(?:^|\/)nohup\.out$/i;
/** A text file named a log (`log.txt`, `test_log.txt`, `run-logs.txt`): captured output too. */
const LOG_TEXT = /(?:^|\/)(?:[\w-]+[_.-])?logs?\.txt$/i;
const isLog = (path: string) => LOG_FILE.test(path) || LOG_TEXT.test(path);

/**
 * Files no check reads: logs, captured output, notes and backups the agent wrote, and prose: documents, a
 * project's release notes and change log (`docs/releases/4.2.txt`, `CHANGES`, `NEWS.txt`).
 */
const INERT_FILE = /\.(?:log|out|err|pid|lock|bak|orig|rej|swp|tmp|md|rst)$|(?:^|\/)(?:nohup\.out|NOTES[\w.-]*|notes[\w.-]*)$/i;
const PROSE_FILE = /(?:^|\/)docs?\/(?:[\w.-]+\/)*[\w.-]+\.txt$|(?:^|\/)(?:CHANGES|CHANGELOG|NEWS|HISTORY)(?:\.txt)?$/i;

/** A shell's start-up files in a home folder (`/root/.bashrc`, `~/.profile`): the agent's terminal, not the work. */
const SHELL_STARTUP = /^(?:~|\/root|\/home\/[^/]+)\/\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zprofile|zshenv|kshrc|inputrc)$/;

/** A shell's start-up file in a home folder (`/root/.bashrc`): scratch, though in no temp folder. */
export const isShellStartupFile = (path: string): boolean => SHELL_STARTUP.test(path);

export function isScratchPath(path: string): boolean {
  return SCRATCH_PREFIXES.some((prefix) => path.startsWith(prefix)) || /^(?:\/private)?\/tmp$/.test(path) || SHELL_STARTUP.test(path);
}

/** Absolute paths in a task's text (`Under /tmp/CompCert/, build …`). */
const NAMED_PATH = /(?<![\w.~-])\/(?:[\w.+-]+\/)*[\w.+-]+\/?/g;

/** The absolute paths a task's text names, without trailing slashes (`/app/caffe/`, `/app/out.txt`). */
export function taskPaths(task: string | null | undefined): string[] {
  return [...new Set(namedPaths(task).map((named) => named.replace(/(.)\/+$/, "$1")))];
}

/** The absolute paths a task's text names, as written (a trailing slash marks a folder). */
function namedPaths(task: string | null | undefined): string[] {
  return task ? [...task.matchAll(NAMED_PATH)].map(([named]) => named) : [];
}

/**
 * The temp folders a task makes the work: a folder it names (`/tmp/CompCert/`), or the folder of a
 * file it names (`/tmp/CompCert/ccomp`) unless that folder is a temp root itself (`/tmp/out.txt`
 * makes only that file the work).
 */
export function taskWorkRoots(task: string | null | undefined): string[] {
  const roots = new Set<string>();
  for (const named of namedPaths(task)) {
    if (!isScratchPath(named)) continue;
    const path = named.replace(/\/+$/, "");
    const folder = named.endsWith("/") ? path : path.slice(0, path.lastIndexOf("/"));
    roots.add(isScratchPath(`${folder}/`) && !/^(?:\/private)?\/(?:var\/)?tmp$|^\/dev$/.test(folder) ? folder : path);
  }
  return [...roots];
}

function inRoots(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => path === root || path.startsWith(`${root}/`));
}

export function isGeneratedPath(path: string): boolean {
  return GENERATED.test(path);
}

/** Compiled libraries, executables and coverage data by their suffix: what a build or a run writes, never a source. */
const COMPILED = /\.(?:so(?:\.\d+)*|a|dylib|dll|exe|wasm|gcov|gcda|gcno|profraw|profdata)$|(?:^|\/)a\.out$/;

/** Folders builds and packagers write their output to (`python -m build` → dist/, setuptools → build/, cargo → target/). */
const BUILD_OUTPUT_DIR = /(?:^|\/)(?:build|dist|_build|target|cmake-build-[\w-]+)\/?$/;

/**
 * Deleting a compiled artifact, or a build's output folder, clears a build output; the build writes
 * it again, the sources are unchanged.
 */
function clearsBuildOutput(edit: Edit): boolean {
  return edit.kind === "delete" && (COMPILED.test(edit.path) || BUILD_OUTPUT_DIR.test(edit.path));
}

/**
 * Edits outside temp folders (but for those the task names as the work) and tool caches, less
 * deletes of build outputs (`facts.built`: what the session's compilers wrote) and of outputs a
 * program said it wrote again (`facts.regenerated`); a delete the
 * recorder's cut hid a rewrite behind (`facts.rewritten`) is a write of unknown kind, even of a path
 * not there before (`rm -f /app/secret.txt; …(+55 chars)` that then recovered it).
 */
export function workEdits(edits: Edit[], task: string | null = null, facts: WorkFacts = NO_WORK_FACTS): Edit[] {
  const roots = taskWorkRoots(task);
  const scratch = (edit: Edit) => isScratchPath(edit.path) && !inRoots(edit.path, roots) && !facts.launched.has(edit.path);
  const cleared = (edit: Edit) =>
    clearsBuildOutput(edit) || clearsBuiltFile(edit, edits, facts.built) || facts.regenerated.has(edit) || facts.relinked.has(edit) ||
    facts.movedBack.has(edit) || (facts.absentDeletes.has(edit) && !facts.rewritten.has(edit));
  const notWork = (edit: Edit) => scratch(edit) || isGeneratedPath(edit.path) || cleared(edit);
  const companions = new Set(cleanupCompanions(edits, (edit) => clearsBuiltFile(edit, edits, facts.built)));
  return edits
    .filter((edit) => !notWork(edit) && !companions.has(edit))
    .map((edit) => (facts.rewritten.has(edit) ? { ...edit, kind: "unknown" as const } : edit));
}

/**
 * Paths the agent wrote and later deleted, with no write after the deletion: scratch files (a
 * reproduction script, a patch helper, a folder of them). Their change does not persist at the end.
 */
export function transientPaths(edits: Edit[]): Set<string> {
  // a file counts as the agent's own when its first recorded edit brought it into being; an update
  // first means it was there before, and deleting it is a change to the work
  const files: { path: string; own: boolean; gone: boolean; writtenBy: number | null }[] = [];
  for (const edit of edits) {
    const path = plainPath(edit.path);
    if (edit.kind === "delete") {
      // `rm -rf dir` removes what was written under it too
      const named = (file: (typeof files)[number]) => sameFile(file.path, path) || isUnder(file.path, path);
      for (const file of files) if (named(file) && !copiedFrom(file, edit, path)) file.gone = true;
      continue;
    }
    const file = files.find((known) => sameFile(known.path, path));
    if (file === undefined) files.push({ path, own: edit.kind !== "update", gone: false, writtenBy: edit.toolCall });
    else Object.assign(file, { gone: false, writtenBy: edit.toolCall });
  }
  const transient = new Set<string>();
  for (const file of files) if (file.own && file.gone) transient.add(file.path);
  // `rm -rf repro/` after writing only new files under it: the folder was scratch too
  for (const edit of edits) {
    if (edit.kind !== "delete") continue;
    const inside = files.filter((file) => isUnder(file.path, plainPath(edit.path)));
    if (inside.length > 0 && inside.every((file) => transient.has(file.path))) transient.add(edit.path);
  }
  for (const edit of edits) if ([...transient].some((path) => sameFile(path, plainPath(edit.path)))) transient.add(edit.path);
  for (const edit of cleanupCompanions(edits, (other) => transient.has(other.path))) transient.add(edit.path);
  return transient;
}

/**
 * `install pmars /usr/local/bin/pmars && rm -f pmars`: a line that writes an absolute path and
 * deletes a relative name it ends with names two files, the copy and its source; the relative one
 * lies in a working directory the transcript does not show to be the absolute one's folder.
 */
function copiedFrom(file: { path: string; writtenBy: number | null }, deletion: Edit, path: string): boolean {
  return deletion.toolCall !== null && file.writtenBy === deletion.toolCall && file.path.startsWith("/") && !path.startsWith("/");
}

/**
 * A command that deletes what is not the work (the agent's scratch files, programs it compiled: `rm -f
 * test.rs t1.rs t4r`, `rm -f /app/debug /app/release`) and also names programs (no extension) the
 * transcript never shows written: cleanup of outputs it cannot show, not a change to the work.
 */
function cleanupCompanions(edits: readonly Edit[], cleanup: (edit: Edit) => boolean): Edit[] {
  const written = edits.filter((edit) => edit.kind !== "delete").map((edit) => plainPath(edit.path));
  const named = (path: string, other: string) => sameFile(path, other) || isUnder(path, other);
  const unseen = (edit: Edit) => !HAS_EXTENSION.test(edit.path) && !written.some((path) => named(path, plainPath(edit.path)));
  const cleaning = new Set(edits.filter((edit) => edit.kind === "delete" && edit.toolCall !== null && cleanup(edit)).map((edit) => edit.toolCall));
  return edits.filter((edit) => edit.kind === "delete" && cleaning.has(edit.toolCall) && !cleanup(edit) && unseen(edit));
}

/** A file name with an extension (`main.c`, `data.npy`): a program's output usually has none. */
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;

/** A path without a leading `./` or a trailing slash. */
function plainPath(path: string): string {
  return path.replace(/^(?:\.\/)+/, "").replace(/\/+$/, "");
}

/**
 * The edits that change the work. With a PR diff: edits to the PR's files (when any edit names
 * one; an agent that edited through its own scripts may leave none). Without one, or when no edit
 * names a PR file: edits to files whose change persists at the end of the transcript.
 */
export function changesToWork(
  edits: Edit[],
  diff: DiffFile[] | null | undefined,
  task: string | null = null,
  facts: WorkFacts = NO_WORK_FACTS,
): Edit[] {
  const candidates = workEdits(edits, task, facts);
  if (diff != null) {
    const names = diff.flatMap((file) => (file.oldPath === null ? [file.path] : [file.path, file.oldPath]));
    const inPr = candidates.filter((edit) => names.some((name) => samePath(edit.path, name)));
    if (inPr.length > 0) return inPr;
  }
  // a file the task names is the deliverable: made and then deleted, its loss is a change of the work; by
  // its whole path only (`rm -f pmars` in a build folder is not `/usr/local/bin/pmars`)
  const named = new Set(taskPaths(task));
  const transient = [...transientPaths(edits)].filter((path) => !named.has(path));
  return candidates.filter((edit) => !transient.some((path) => sameFile(path, edit.path)));
}

/** A check's command line. */
interface CheckLine {
  command: string;
}

/**
 * The work's edits that could change what a check sees: less logs, notes and backups, unless a check
 * names the file (`grep -q 'About me' _includes/about.md`): checks read it, so each change of it counts.
 */
export function checkableChanges(
  edits: Edit[],
  diff: DiffFile[] | null | undefined,
  task: string | null = null,
  facts: WorkFacts = NO_WORK_FACTS,
  checks: readonly CheckLine[] = [],
): Edit[] {
  // a log a program wrote stays its output even when a check reads it; notes and documents are the agent's text
  const checked = (edit: Edit) => !isLog(edit.path) && checks.some((check) => namesPath(check.command, edit.path));
  const inert = (edit: Edit) => INERT_FILE.test(edit.path) || PROSE_FILE.test(edit.path) || LOG_TEXT.test(edit.path);
  const kept = changesToWork(edits, diff, task, facts).filter((edit) => !inert(edit) || checked(edit));
  // a change to comments or docstrings only is no change a check could see, while some change of the code stands
  const code = kept.filter((edit) => edit.notesOnly !== true || checked(edit));
  return code.length > 0 ? code : kept;
}

/** A command line names a path: the path as written, its last two parts (`_includes/about.md`), or a lone file name as a word. */
function namesPath(command: string, path: string): boolean {
  const parts = path.split("/").filter((part) => part !== "" && part !== ".");
  if (parts.length === 0) return false;
  if (parts.length > 1 && command.includes(parts.slice(-2).join("/"))) return true;
  const name = escapeRegExp(parts.at(-1)!);
  return new RegExp(`(?:^|[\\s'"=<>])(?:\\./)?${name}(?=$|[\\s'";|&)>])`).test(command);
}

/** What kind of file no check reads, by its name: said instead of calling it notes. */
/** What inertKind calls a log. */
export const CAPTURED_OUTPUT = "a log or captured output";

export function inertKind(path: string): string {
  const suffix = /\.(\w+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  if (suffix === "md" || suffix === "rst" || PROSE_FILE.test(path)) return "a document";
  if (["log", "out", "err"].includes(suffix) || /nohup\.out$/.test(path) || LOG_TEXT.test(path)) return CAPTURED_OUTPUT;
  if (["bak", "orig", "rej", "swp", "tmp"].includes(suffix)) return "a backup or leftover";
  if (suffix === "pid" || suffix === "lock") return "a lock or pid file";
  return "notes";
}

/** A file put back to its committed state, and the call that did it. */
export interface Restore {
  path: string;
  call: number;
  /** Set aside by a `git stash` nothing brought back: the change is kept in the stash, not in the tree. */
  stash?: true;
}

/** `git checkout -- a.py`, `git checkout a/b.py`, `git restore a.py`: the files each call put back. */
export function restoredPaths(trajectory: Trajectory): Restore[] {
  const restores: Restore[] = [];
  // a `git stash` nothing popped again leaves the change stashed: the tree is put back (its paths, or all)
  let stashed: Restore[] = [];
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command === null || !/\bgit\b/.test(call.command)) return;
    // git says when it stashed (`Saved working directory …`), whatever a later command of the line exited with
    const ran = call.exitCode === null || call.exitCode === 0;
    const saved = STASH_SAVED.test(call.output ?? "") || (ran && !NOTHING_TO_STASH.test(call.output ?? ""));
    for (const command of simpleCommands(call.command)) {
      const unwrapped = unwrap(command.words);
      if (!("argv" in unwrapped)) continue;
      if (ran) for (const path of restoredFiles(unwrapped.argv) ?? []) restores.push({ path, call: index });
      const stash = gitStashOf(unwrapped.argv);
      if (stash?.action === "pop" && ran) stashed = [];
      else if (stash?.action === "push" && !stash.keepIndex && saved) stashed = (stash.paths ?? ["."]).map((path) => ({ path, call: index, stash: true }));
    }
  });
  return [...restores, ...stashed];
}

/** git's line when it stashed the change. */
const STASH_SAVED = /^Saved working directory and index state /m;
/** git's line when there was nothing to stash: the tree is as it was. */
const NOTHING_TO_STASH = /^No local changes to save/m;


/** True when every edit of the path came before a restore of it (or of `.`, the whole tree). */
export function restoredAfterEdits(path: string, edits: readonly Edit[], restores: readonly Restore[]): boolean {
  return restoreAfterEdits(path, edits, restores) !== undefined;
}

/** The first restore of the path (or of `.`) after its last edit, if any. */
export function restoreAfterEdits(path: string, edits: readonly Edit[], restores: readonly Restore[]): Restore | undefined {
  const lastEdit = Math.max(...edits.filter((edit) => samePath(edit.path, path)).map((edit) => edit.toolCall ?? -1));
  return restores.find((restore) => restore.call > lastEdit && (restore.path === "." || samePath(restore.path, path)));
}
