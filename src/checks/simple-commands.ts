import type { PathFacts } from "../shell/file-tests.js";
import { interpretShell, type Certainty, type ShellRun } from "../shell/interpret.js";
import { isCut } from "../shell/cut-mark.js";

/**
 * The simple commands a shell line runs, as the checks need them: each one's words, how it is
 * joined to the next, the here-documents fed to it, the shell options in force, and what the
 * shell's control flow says about it. A view over src/shell/ (parse, then interpret); it never
 * runs anything.
 */

/** The operator that joins a simple command to the next one; null at the end of the line. */
export type Joiner = ";" | "&&" | "||" | "|" | "&" | null;

export interface SimpleCommand {
  /** The words after quote removal, redirections and their targets left out. */
  words: string[];
  /** How it is joined to the command after it, at its own nesting level. */
  next: Joiner;
  /** Here-document bodies fed to it, in order. */
  heredocs: string[];
  /** True when it runs inside `$(…)`, backticks or a loop body: its status is not the line's. */
  nested: boolean;
  /** `set -e` was in force: a failing command stops the script, so `;` behaves like `&&`. */
  errexit: boolean;
  /** `set -o pipefail` was in force: a pipe keeps a failure of any of its commands. */
  pipefail: boolean;
  /** "ran" for sure, or "maybe": in a branch not known to be taken, after `&&`/`||`, in a loop. */
  certainty: Certainty;
  /** The line's exit status is this command's: nothing runs after it whatever its status. */
  statusIsCall: boolean;
  /** Its failure cannot reach the line's status (`|| true`, `; echo`, a pipe without pipefail, `$(…)`). */
  masked: boolean;
  /** The file test (`[ -f x ]`, or `! [ -f x ]` for the other branch) that decides whether it runs. */
  guard: string | null;
  /** The files it writes (redirections, file commands), as the line names them. */
  writes: string[];
}

const JOINERS: Readonly<Record<string, Joiner>> = { "&&": "&&", "||": "||", "|": "|", "|&": "|", "&": "&", ";": ";", ";;": ";", "\n": ";", "(": ";", ")": ";", "": null };

/**
 * Every simple command of a line in its own shell: those inside `$(…)` first (the shell runs them
 * to build the words), then the line's own, in order. A `bash -c '…'` is one command here; its
 * script is read by the caller. `facts` resolves branches guarded by a file test: an untaken
 * branch's commands are left out. `exitCode`, the call's recorded status: 0 makes the final
 * `&&` chain's commands certain.
 */
export function simpleCommands(line: string, facts?: PathFacts, exitCode: number | null = null): SimpleCommand[] {
  // a recorder's cut (`…(+55 chars)`) can leave a quote open that the command as typed closed
  const runs = interpretShell(line, facts, { exitCode, cut: isCut(line) }).commands.filter((run) => run.shellDepth === 0);
  return [...runs.filter((run) => run.substitution), ...runs.filter((run) => !run.substitution)].map(simple);
}

function simple(run: ShellRun): SimpleCommand {
  return {
    words: run.words.map((word) => word.text),
    next: JOINERS[run.separator] ?? ";",
    heredocs: run.heredocs,
    nested: run.substitution || run.inLoop,
    errexit: run.errexit,
    pipefail: run.pipefail,
    certainty: run.certainty,
    statusIsCall: run.statusIsCall,
    masked: run.masked,
    guard: run.guard,
    writes: run.changes.filter((change) => change.kind !== "delete").map((change) => change.path),
  };
}
