import type { FileChange } from "./edits.js";
import { interpretShell, type ShellRun } from "../shell/interpret.js";
import { CUT_MARK } from "../shell/cut-mark.js";
import { SHELL_NAMES } from "../shell/program.js";

export interface ShellContext {
  /** The directory the command starts in, when the tool call or the session states it. */
  cwd: string | null;
  /** PowerShell or cmd: backslashes are path characters. */
  windows: boolean;
}


/**
 * The files a shell command writes, resolved against the directory it runs in: redirections,
 * file commands (`tee`, `sed -i`, `cp`, `rm`, …), scripts it hands to an interpreter
 * (`python3 - <<EOF`, `node -e`, `bash -c`) and PowerShell/cmd file commands, read by src/shell/.
 * Paths that hold an expansion or a glob are left out: the path the shell used is not in the
 * transcript; a delete by a plain glob is kept as a pattern, for the builder to match against the
 * files written before it (glob-deletes.ts). Commands that may have run (a branch, a loop body) count: the transcript cannot say
 * they did not.
 */
export function shellWrites(command: string, context: ShellContext): FileChange[] {
  const key = `${context.windows ? "w" : "p"}\u0000${context.cwd ?? ""}\u0000${command}`;
  const known = readings.get(key);
  if (known !== undefined) return known.map((change) => ({ ...change }));
  const changes = writesOf(command, context);
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, changes);
  return changes.map((change) => ({ ...change }));
}

/**
 * Commands read before, by directory and dialect: a session runs the same commands again and again
 * (`npm test`, `git status`), and reading one costs about 60 µs (the lexer, parser and interpreter).
 */
const readings = new Map<string, FileChange[]>();
/** Enough for the distinct commands of a long session; past it the readings start over. */
const MAX_READINGS = 4096;

function writesOf(command: string, context: ShellContext): FileChange[] {
  const cut = CUT_MARK.exec(command);
  // in a cut command the last word may be partial and the last command's operands incomplete
  // (`mv a b …` has lost its destination): only its redirections before the cut are kept
  const text = cut ? command.slice(0, cut.index).replace(/\S+$/, "") : command;
  const reading = interpretShell(text, undefined, { cwd: context.cwd, windows: context.windows, cut: cut !== null });
  return dedupe(reading.changes);
}

function dedupe(changes: FileChange[]): FileChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = `${change.kind}\u0000${change.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A command's own error about a path it was to write: `bash: line 1: out/x: No such file or directory`. */
const WRITE_FAILED = /: (?:No such file or directory|Permission denied|Read-only file system|Is a directory)\s*$/m;

/**
 * The changes a shell line that exited non-zero surely made: those of commands that surely ran and
 * whose failure could not have been the line's (`cat > repro.py <<EOF … EOF` on its own line before
 * `python repro.py`, the line's failing status). The line's status command and what an `&&` chain
 * or `set -e` ties to it may have failed, and changed nothing then. A path the output says could not be
 * written is left out.
 */
export function surelyMadeChanges(command: string, context: ShellContext, output: string | null): FileChange[] {
  if (CUT_MARK.test(command)) return [];
  const reading = interpretShell(command, undefined, { cwd: context.cwd, windows: context.windows });
  const failedOn = (path: string) => output !== null && output.split("\n").some((line) => line.includes(path) && WRITE_FAILED.test(line));
  const changes = [
    ...reading.commands.filter((run) => run.certainty === "ran" && run.masked && !run.statusIsCall && !run.errexit && run.separator !== "|"),
    ...chainHeld(reading.commands, output),
  ].flatMap((run) => run.changes).filter((change) => change.pattern !== true && !failedOn(change.path));
  return dedupe(changes);
}

/**
 * Programs that say so under their own name whenever they fail (`sed: can't read x`, `rm: cannot remove
 * 'x'`, `bash: cd: x: No such file or directory`, git's `fatal:` and `error:`): when the output holds no
 * such line, they exited 0.
 */
const SAY_THEIR_FAILURES = new Set(["cd", "sed", "cp", "mv", "rm", "rmdir", "mkdir", "touch", "ln", "chmod", "tee", "cat", "install", "truncate", "patch", "git"]);

/**
 * The opening commands of an `&&` chain that surely exited 0 though the line did not (`git rm -q x.py &&
 * python -m pytest`, the tests failing): each says its own failures, and the output names none of them,
 * so the failing status came later and their changes were made. The chain is read from its first command
 * until one that could have failed unseen.
 */
function chainHeld(commands: readonly ShellRun[], output: string | null): ShellRun[] {
  if (output === null) return [];
  const lines = output.split("\n");
  const held: ShellRun[] = [];
  for (const run of commands) {
    // the command whose status is the line's failed: only those before it are read
    if (run.statusIsCall || run.inLoop || run.substitution || run.guard !== null || (run.certainty === "maybe" && held.length === 0)) break;
    const program = (("argv" in run.unwrapped ? run.unwrapped.argv : run.words.map((word) => word.text))[0] ?? "").split("/").at(-1) ?? "";
    if (!SAY_THEIR_FAILURES.has(program) || lines.some((line) => namesFailureOf(line, program))) break;
    held.push(run);
    if (run.separator !== "&&") break;
  }
  return held;
}

/** A line in which a program, or the shell about it, reports its failure: `sed: …`, `bash: line 1: cd: …`, git's `fatal: …`. */
function namesFailureOf(line: string, program: string): boolean {
  const trimmed = line.trim();
  if (program === "git" && /^(?:fatal|error|git): /.test(trimmed)) return true;
  return trimmed.startsWith(`${program}: `) || trimmed.includes(`: ${program}: `);
}

/** The shell's word that a command was not found: `/bin/sh: 34: python3: not found`, `bash: line 1: pytest: command not found`. */
const NOT_FOUND_LINE = new RegExp(`^(?:\\S*/)?(?:${SHELL_NAMES}): (?:line )?(?:\\d+: )?(\\S+): (?:command )?not found\\s*$`, "m");

/**
 * The changes of a line that exited 127 whose output names the command not found (`python3: not found`
 * after `cat > t.py <<EOF … EOF &&`): the commands before it ran, that one and what its `&&` chain ties to it
 * did not, but the shell had opened that one's output files before it looked for the program (`> out.txt`).
 * When the output names none of the line's commands: the changes surely made, and the output files of the
 * first command that is no builtin (whichever was not found, that one was tried).
 */
export function changesBeforeNotFound(command: string, context: ShellContext, output: string | null): FileChange[] {
  if (CUT_MARK.test(command)) return surelyMadeChanges(command, context, output);
  const reading = interpretShell(command, undefined, { cwd: context.cwd, windows: context.windows });
  const name = output === null ? undefined : NOT_FOUND_LINE.exec(output)?.[1];
  const program = (run: ShellRun) => ("argv" in run.unwrapped ? run.unwrapped.argv : run.words.map((word) => word.text))[0] ?? "";
  const at = name === undefined ? -1 : reading.commands.findIndex((run) => program(run) === name || program(run).split("/").at(-1) === name);
  // a builtin is always found: the first other command was tried, whichever was not found
  const first = reading.commands.find((run) => !BUILTINS.has(program(run)));
  if (at < 0) return dedupe([...surelyMadeChanges(command, context, output), ...(first === undefined ? [] : redirectChanges(first))]);
  // the output names only that failure: the `&&` chains before it held (a branch, a loop body or the far side of `||` may not have run)
  const before = reading.commands.slice(0, at);
  const held = (run: ShellRun, index: number) => !run.inLoop && run.guard === null && !run.substitution && before[index - 1]?.separator !== "||";
  const ran = before.filter((run, index) => run.certainty === "ran" || held(run, index));
  const changes = [...ran.flatMap((run) => run.changes), ...redirectChanges(reading.commands[at]!)];
  return dedupe(changes.filter((change) => change.pattern !== true));
}

/** Commands the shell runs itself: never "not found". */
const BUILTINS = new Set(["cd", "echo", "printf", "export", "set", "unset", "source", ".", "test", "[", "true", "false", ":", "pushd", "popd", "read", "eval", "alias", "umask", "shopt", "trap", "wait"]);

/** Output redirections: the shell opens (creates) their files before it starts the program. */
const WRITE_REDIRECT = /^(?:>|>>|>\||&>|&>>)$/;

/** The files a command's own output redirections write (`> /tmp/out.txt`, `&>> log`). */
function redirectChanges(run: ShellRun): FileChange[] {
  const targets = run.redirects.filter((redirect) => WRITE_REDIRECT.test(redirect.op) && redirect.target.literal).map((redirect) => redirect.target.text.replace(/^\.\//, ""));
  return run.changes.filter((change) => change.kind !== "delete" && targets.some((target) => change.path === target || change.path.endsWith(`/${target}`)));
}
