import type { PathFact, PathFacts } from "../shell/file-tests.js";
import { interpretShell, type BranchEchoes, type Certainty, type ShellRun } from "../shell/interpret.js";
import { isCut } from "../shell/cut-mark.js";
import { unwrap } from "../shell/wrappers.js";
import type { ShellRedirect } from "../shell/lexer.js";

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
  readonly words: readonly string[];
  /** How it is joined to the command after it, at its own nesting level. */
  next: Joiner;
  /** Here-document bodies fed to it, in order. */
  readonly heredocs: readonly string[];
  /** True when it runs inside `$(…)`, backticks or a loop body: its status is not the line's. */
  nested: boolean;
  /** True when it runs in a loop's body or condition (not inside `$(…)`): it may run many times. */
  loop: boolean;
  /** A later item of a loop that may have left at a `break` before it (interpret.ts): it may not have run. */
  afterBreak?: boolean;
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
  readonly writes: readonly string[];
  /** Both its output streams are sent away from the call's output (`>/dev/null 2>&1`, `&> log`): it prints nothing there. */
  quiet: boolean;
  /** Its standard output is not redirected (`2>/dev/null` alone keeps it): what it prints is in the call's output unless piped on. */
  stdoutShown: boolean;
  /** The folder a `cd` earlier in the line moved it to (relative to where the line started, or absolute); null when none did. */
  readonly cwd: string | null;
  /** It is an `if`'s whole condition: what each branch echoes first (interpret.ts). */
  readonly branchEchoes?: BranchEchoes;
}

const JOINERS: Readonly<Record<string, Joiner>> = { "&&": "&&", "||": "||", "|": "|", "|&": "|", "&": "&", ";": ";", ";;": ";", "\n": ";", "(": ";", ")": ";", "": null };

/**
 * Every simple command of a line in its own shell: those inside `$(…)` first (the shell runs them
 * to build the words), then the line's own, in order. A `bash -c '…'` is one command here; its
 * script is read by the caller. `facts` resolves branches guarded by a file test: an untaken
 * branch's commands are left out. `exitCode`, the call's recorded status: 0 makes the final
 * `&&` chain's commands certain.
 */
export function simpleCommands(line: string, facts?: PathFacts, exitCode: number | null = null): readonly SimpleCommand[] {
  const key = `${exitCode}\u0000${line}`;
  const known = readings.get(key);
  if (known !== undefined && sameAnswers(known.asked, facts)) return known.commands;
  const asked: Asked[] = [];
  const recorded = (path: string, asFolder?: boolean): PathFact => {
    const fact = facts === undefined ? null : facts(path, asFolder);
    asked.push({ path, asFolder, fact });
    return fact;
  };
  // a recorder's cut (`…(+55 chars)`) can leave a quote open that the command as typed closed
  const runs = interpretShell(line, recorded, { exitCode, cut: isCut(line) }).commands.filter((run) => run.shellDepth === 0);
  const commands = Object.freeze([...runs.filter((run) => run.substitution), ...runs.filter((run) => !run.substitution)].map(simple));
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, { commands, asked });
  return commands;
}

/** A path the interpreter asked the facts about while reading a line, and the answer. */
interface Asked {
  path: string;
  /** The question was of a folder (`[ -d x ]`). */
  asFolder?: boolean;
  fact: PathFact;
}

/**
 * Lines read before, by recorded status: a session runs the same commands again and again, the
 * checks read every shell call, and reading one costs tens of µs (lexer, parser, interpreter): on
 * the bench's word-rich session a third of `verify --no-llm` (bench/RESULTS.md, Run 15). The reading
 * is shared, so it is frozen.
 */
const readings = new Map<string, { commands: readonly SimpleCommand[]; asked: readonly Asked[] }>();
/** Enough for the distinct commands of a long session; past it the readings start over. */
const MAX_READINGS = 4096;

/** Drops the readings kept so far: a test reads a line cold to compare it with its kept reading. */
export function forgetReadings(): void {
  readings.clear();
}

/**
 * The interpreter is a function of the line, its status and the facts' answers, asked in order:
 * when the facts give every earlier answer again, the reading is the same. No facts answers null,
 * as the interpreter reads a missing `facts` (file-tests.ts `testHolds`).
 */
function sameAnswers(asked: readonly Asked[], facts: PathFacts | undefined): boolean {
  for (const { path, asFolder, fact } of asked) if ((facts === undefined ? null : facts(path, asFolder)) !== fact) return false;
  return true;
}

function simple(run: ShellRun): SimpleCommand {
  return Object.freeze({
    words: Object.freeze(run.words.map((word) => word.text)),
    next: JOINERS[run.separator] ?? ";",
    heredocs: Object.freeze([...run.heredocs]),
    nested: run.substitution || run.inLoop,
    loop: run.inLoop && !run.substitution,
    ...(run.afterBreak === true ? { afterBreak: true } : {}),
    errexit: run.errexit,
    pipefail: run.pipefail,
    certainty: run.certainty,
    statusIsCall: run.statusIsCall,
    masked: run.masked,
    guard: run.guard,
    writes: Object.freeze(run.changes.filter((change) => change.kind !== "delete").map((change) => change.path)),
    cwd: run.cwd,
    ...(run.branchEchoes === undefined ? {} : { branchEchoes: Object.freeze({ ...run.branchEchoes }) }),
    ...streamsShown(run.redirects),
  });
}

/**
 * Which streams redirections leave on the call's output. Both go away with `&> f`, or `> f` (or
 * `1> f`) and then `2>&1` or `2> f`; `2>&1 > f` leaves errors on the output.
 */
function streamsShown(redirects: readonly ShellRedirect[]): { quiet: boolean; stdoutShown: boolean } {
  let out = true;
  let err = true;
  for (const { op, fd, target } of redirects) {
    if (op === "&>" || op === "&>>") [out, err] = [false, false];
    else if ((op === ">" || op === ">>" || op === ">|") && (fd === null || fd === 1)) out = false;
    else if ((op === ">" || op === ">>") && fd === 2) err = false;
    else if (op === ">&" && fd === 2 && target.text === "1") err = out;
  }
  return { quiet: !out && !err, stdoutShown: out };
}

/** The simple command that ran a recognized run: the one at its position in its call's line. */
export function ownCommand(run: { command: string; lineIndex: number }): SimpleCommand | undefined {
  return simpleCommands(run.command)[run.lineIndex];
}

/** The here-document a line's last command that writes `path` from one fed it (`cat > f <<EOF … EOF`), or null. */
export function heredocWriting(commands: readonly SimpleCommand[], writes: (path: string) => boolean): string | null {
  return commands.findLast((command) => command.heredocs.length > 0 && command.writes.some(writes))?.heredocs[0] ?? null;
}

/** The command's words once wrappers (`timeout`, `sudo`, `uv run`) are peeled off. */
export function unwrappedWords(command: Pick<SimpleCommand, "words">): readonly string[] {
  const argv = unwrap(command.words);
  return "argv" in argv ? argv.argv : command.words;
}
