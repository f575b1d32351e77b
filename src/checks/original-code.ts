import type { Edit, Trajectory } from "../model.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { unwrap } from "../shell/wrappers.js";
import { restoredFiles } from "./git-restore.js";
import { gitStashOf } from "../shell/git-stash.js";
import { undoneChanges } from "./undone-edits.js";
import { samePath } from "./paths.js";
import { scriptOf } from "./script-of.js";
import { changesToWork } from "./work.js";
import { workFacts } from "./work-facts.js";
import { SavedPatches } from "./saved-patches.js";

/** Why a run saw the original code when it ran before any change to the work. */
export const BEFORE_FIRST_CHANGE = "before the first change to the work";

/**
 * Which commands ran on the original code: before the first change to the work, or while the agent
 * had set its change aside (`git stash` until `git stash pop`; `git checkout -- file` or
 * `git restore file`, or sed edits undone with sed, until the next edit of the work; `git apply -R` of a saved diff of
 * the change until a patch is applied again: saved-patches.ts). A test that fails there fails without the
 * change: a failure it shows again later is pre-existing, not the change's.
 */
export interface OriginalCode {
  /** Why the command at this call and line position ran on the original code, or null. */
  at(call: number, lineIndex: number): string | null;
}

type Aside = string | null;

export function originalCode(trajectory: Trajectory, work: Edit[], pr = false): OriginalCode {
  // on a PR the work is the PR's files; the code stops being the original at the first change of any project file (a sed put back later)
  const code = pr ? changesToWork(trajectory.edits, null, trajectory.task, workFacts(trajectory)) : [];
  const firstChange = Math.min(...[...work, ...code].map((edit) => edit.toolCall ?? Infinity));
  // with no attributed change to the work, nothing says which runs saw the original code
  if (!Number.isFinite(firstChange)) return { at: () => null };
  const editCalls = new Set(work.map((edit) => edit.toolCall));
  const editedAt = (call: number) => work.filter((edit) => edit.toolCall === call).map((edit) => edit.path);
  // the files the change had updated before a call (an update shows the file was there: a committed file):
  // a restore of them all puts back the original code; a file written whole may be one the agent created
  const firstKind = new Map<string, Edit["kind"]>();
  for (const edit of work) if (!firstKind.has(edit.path)) firstKind.set(edit.path, edit.kind);
  const updated = new Set([...firstKind].filter(([, kind]) => kind === "update").map(([path]) => path));
  const touchedBefore = (call: number) => work.filter((edit) => edit.toolCall !== null && edit.toolCall < call);
  // and a restore must put back at least one file the change touched: `git checkout setup.py` of files the
  // environment changed, not the agent, sets nothing of its change aside (sphinx-8621)
  const changedBefore = (call: number): RestoreNeeds => {
    const touched = touchedBefore(call);
    return { all: touched.filter((edit) => updated.has(edit.path)).map((edit) => edit.path), any: touched.map((edit) => edit.path) };
  };
  const undone = undoneChanges(trajectory, work);
  const states = new Map<number, Aside[]>();
  let aside: Aside = null;
  const worktrees = new BaseWorktrees();
  const firstChangeOf = new Map<string, number>();
  for (const edit of work) if (edit.toolCall !== null && !firstChangeOf.has(edit.path)) firstChangeOf.set(edit.path, edit.toolCall);
  const backups = new BackupCopies((path) => [...firstChangeOf].find(([other]) => samePath(other, path))?.[1] ?? Infinity);
  const patches = new SavedPatches();
  // the paths each call wrote, grouped once: the walk below asks for every call's
  const writtenAt = new Map<number, string[]>();
  for (const edit of trajectory.edits) {
    if (edit.toolCall !== null) writtenAt.set(edit.toolCall, [...(writtenAt.get(edit.toolCall) ?? []), edit.path]);
  }
  trajectory.toolCalls.forEach((call, index) => {
    if (editCalls.has(index)) {
      aside = null;
      patches.outdated();
    }
    // a copy the agent then edits holds its edits, not the original code
    worktrees.forget(writtenAt.get(index) ?? []);
    if (call.command === null) return;
    const line = simpleCommands(call.command);
    const before: Aside[] = [];
    // a `cd` into a worktree of the original commit lasts to the end of its line
    let inWorktree: Aside = null;
    line.forEach((command, position) => {
      before.push(aside ?? inWorktree);
      if (!command.nested) {
        const restores = (paths: readonly string[]) => restoresChange(paths, changedBefore(index));
        const next = patches.after(command, afterCommand(command, aside, () => changedBefore(index)), call.output ?? "", restores);
        // a stash that saved nothing (the change committed, or never made) set nothing aside
        const stash = command.words[0] === "git" && command.words[1] === "stash";
        const setsNothingAside = stash && next !== null && next !== aside && STASHED_NOTHING.test(call.output ?? "");
        if (!setsNothingAside) aside = next;
      }
      if (!command.nested) inWorktree = worktrees.after(command, inWorktree, index < firstChange);
      const copied = command.nested ? null : backups.restored(command, index);
      // every file the change updated, and at least one: a copy back of a file the change never updated restores nothing of it
      const needs = copied === null ? null : changedBefore(index);
      const restoresAll = needs !== null && needs.all.length > 0 && restoresChange(copied!, needs);
      if (restoresAll) aside = COPIED_BACK;
      // `git checkout f && python3 patch.py`: an edit later in the line than the restore ends it
      else if (aside !== null && editCalls.has(index) && mayEditWork(command, editedAt(index))) aside = null;
      if (undone.get(index)?.command === position) aside = undone.get(index)!.why;
    });
    states.set(index, before);
  });
  return {
    at(call, lineIndex) {
      if (call < firstChange) return BEFORE_FIRST_CHANGE;
      return states.get(call)?.[lineIndex] ?? null;
    },
  };
}

/** git's word when `git stash` found no change to save: the tree stays as it was. */
const STASHED_NOTHING = /^No local changes to save$/m;

/** Whether the command may be the one that made the call's edits: it writes one of them, or runs a script file. */
function mayEditWork(command: SimpleCommand, edited: readonly string[]): boolean {
  return command.writes.some((path) => edited.some((other) => samePath(path, other))) || scriptOf(command) !== null;
}

/** What a restore must put back to leave the original code: every file the change updated, and one it touched at least. */
interface RestoreNeeds {
  all: readonly string[];
  any: readonly string[];
}

/** Whether restoring `restored` (paths or folders) puts back the original code. */
function restoresChange(restored: readonly string[], needs: RestoreNeeds): boolean {
  const back = (path: string) => restored.some((item) => holds(item, path));
  return needs.all.every(back) && needs.any.some(back);
}

/** How one command moves the work between the agent's change and the original code. */
function afterCommand(command: SimpleCommand, aside: Aside, changed: () => RestoreNeeds): Aside {
  const unwrapped = unwrap(command.words);
  if (!("argv" in unwrapped)) return aside;
  const [tool, verb] = unwrapped.argv;
  if (tool !== "git") return aside;
  const stash = gitStashOf(unwrapped.argv);
  if (stash !== null) {
    if (stash.action === "pop") return null;
    // `--keep-index` leaves what was staged in the tree; `push -- tests/a.py` stashes only the paths it names
    if (stash.action === "other" || stash.keepIndex || (stash.paths !== null && !restoresChange(stash.paths, changed()))) return aside;
    return "with the change stashed (git stash)";
  }
  // restoring some files (the agent's test edits) leaves the rest of the change: not the original code
  const restored = restoredFiles(unwrapped.argv);
  if (restored !== null && restoresChange(restored, changed())) return `with the changed files restored (git ${verb})`;
  return aside;
}

/** Whether a restored path (`src/a.py`, `src`, `.`) holds a file. */
function holds(restored: string, file: string): boolean {
  const folder = restored.replace(/^\.\/?/, "").replace(/\/+$/, "");
  return folder === "" || samePath(restored, file) || file.replace(/^\.\//, "").startsWith(`${folder}/`);
}

/** Why a run after the agent copied back the backups it took of the files before changing them saw the original code. */
const COPIED_BACK = "with the changed files copied back from the copies taken before the change (cp)";

/**
 * Copies of a work file taken before its first change (`cp src/a.py /tmp/a.py.orig`): copying one back
 * (`cp /tmp/a.py.orig src/a.py`, or `mv`) puts that file's original content back.
 */
class BackupCopies {
  /** Each copy's path, and the work file it holds the original of. */
  private readonly copies = new Map<string, string>();

  constructor(private readonly firstChangeOf: (path: string) => number) {}

  /** The work files the command puts back from a copy, or null. */
  restored(command: SimpleCommand, call: number): string[] | null {
    const [tool, ...args] = command.words;
    if (tool !== "cp" && tool !== "mv") return null;
    const operands = args.filter((arg) => !arg.startsWith("-"));
    if (operands.length !== 2) return null;
    const [from, to] = operands as [string, string];
    const target = to.endsWith("/") ? `${to}${from.split("/").at(-1)}` : to;
    if (tool === "cp" && call < this.firstChangeOf(from)) this.copies.set(target, from);
    const original = [...this.copies].find(([copy]) => samePath(copy, from))?.[1];
    return original !== undefined && samePath(original, target) ? [target] : null;
  }
}

/** Why a command in a copy of the whole project the agent made before its first change saw the original code. */
const IN_PROJECT_COPY = "in a copy of the project taken before the first change";
/** A copy's options that copy a folder whole. */
const RECURSIVE = /^-(?:[a-zA-Z]*[rRa][a-zA-Z]*|-recursive|-archive)$/;

/** The folder `cp -r . /tmp/base`, `cp -a ./ ../base` or `rsync -a ./ /tmp/base/` copies the whole working folder into; else null. */
function projectCopy(words: readonly string[]): string | null {
  const [tool, ...args] = words;
  if ((tool !== "cp" && tool !== "rsync") || !args.some((arg) => RECURSIVE.test(arg))) return null;
  const operands = args.filter((arg) => !arg.startsWith("-"));
  if (operands.length !== 2 || !/^\.\/?$/.test(operands[0]!)) return null;
  const folder = operands[1]!.replace(/\/+$/, "");
  return folder === "" || folder === "." ? null : folder;
}

/** Why a command in a worktree the agent added at the original commit saw the original code. */
const IN_BASE_WORKTREE = "in a worktree of the original commit (git worktree add)";
/** `git worktree add` options that take a value (`-b name`), whose value is no path. */
const WORKTREE_VALUE_OPTIONS = new Set(["-b", "-B", "--reason"]);

/**
 * The folders `git worktree add DIR [HEAD]` made before any `git commit` (HEAD is then the original
 * commit), and whether a command runs in one: a `cd` into it until the line's end or another `cd`.
 */
class BaseWorktrees {
  private readonly folders: string[] = [];
  private committed = false;

  after(command: SimpleCommand, inWorktree: Aside, beforeChange: boolean): Aside {
    const [tool, verb, action, ...rest] = command.words;
    if (tool === "git" && verb === "commit") this.committed = true;
    if (tool === "git" && verb === "worktree" && action === "add" && !this.committed) {
      const operands = rest.filter((word, index) => !word.startsWith("-") && !WORKTREE_VALUE_OPTIONS.has(rest[index - 1] ?? ""));
      const [folder, ref] = operands;
      if (folder !== undefined && (ref === undefined || ref === "HEAD")) this.folders.push(folder.replace(/\/+$/, ""));
    }
    const copy = beforeChange ? this.copyOf(command.words) : null;
    if (copy !== null) this.folders.push(copy);
    if (tool !== "cd") return inWorktree;
    const to = (verb ?? "").replace(/\/+$/, "");
    const folder = this.folders.find((made) => to === made || to.startsWith(`${made}/`));
    return folder === undefined ? null : this.copies.has(folder) ? IN_PROJECT_COPY : IN_BASE_WORKTREE;
  }

  private readonly copies = new Set<string>();

  /** Copies under which a file was written: no longer the original code. */
  forget(written: readonly string[]): void {
    for (const copy of [...this.copies]) {
      if (!written.some((path) => path.startsWith(`${copy}/`))) continue;
      this.copies.delete(copy);
      this.folders.splice(this.folders.indexOf(copy), 1);
    }
  }

  /** A folder `cp -r . DIR` or `rsync -a ./ DIR` filled with the whole project: the project as it was then. */
  private copyOf(words: readonly string[]): string | null {
    const copy = projectCopy(words);
    if (copy !== null) this.copies.add(copy);
    return copy;
  }
}
