import { isShellProgram, programName } from "../shell/program.js";
import type { Trajectory } from "../model.js";
import type { WorkSoFar } from "./built-programs.js";

/**
 * A shell given a script file (`bash /tmp/run_tests.sh`, `sh -e check.sh`, `source env.sh`,
 * `./run_all.sh`) runs that file's commands as if they were typed. When the transcript shows the file's
 * whole text (the agent wrote it), the runs are read from that text, as a `bash -c '…'` script is:
 * a wrapper of the agent's that runs the repository's tests is a run of those tests, not of a script.
 * The arguments the call passed stand where the script names them (`"$1"`, `"$@"`).
 */

/** Options of a shell that only read or trace (`-e`, `-x`, `-u`, `-o pipefail`): the first other word is the script. */
const SHELL_OPTION = /^[-+][a-zA-Z]+$/;
/** Options after which the shell runs no file: a command string, stdin, or a syntax check only. */
const NO_FILE_OPTION = /^-[a-zA-Z]*[csn][a-zA-Z]*$/;
/** Builtins that read a file into the current shell. */
const SOURCE = new Set(["source", "."]);
/** A program word naming a file by its path (`./x.sh`, `/tmp/x.sh`, `scripts/test.sh`), or a shell script by its name. */
const SCRIPT_PATH = /^(?:\.{1,2}\/|\/|[\w.-]+\/)[^\s$]*$|\.(?:sh|bash)$/;
/** A file run as a program is a shell script when its name says so, or its first line names a shell. */
const SHELL_NAME = /\.(?:sh|bash)$/;
const SHELL_SHEBANG = /^#!\s*\S*\/(?:env\s+)?(?:ba|da|z|k)?sh\b/;
/** `$1`…`$9`, `${1}`; `$@`, `$*` (quoted or not). */
const POSITIONAL = /"\$[@*]"|\$[@*]|"\$\{?([1-9])\}?"|\$\{?([1-9])\}?/g;

/** A script file the command runs as shell commands, and the arguments it passes; null when it runs none or its name is not literal. */
export interface ScriptCall {
  path: string;
  args: readonly string[];
  /** Run as a program by its path: its text must show it is a shell script. */
  byPath: boolean;
}

export function shellScriptFile(argv: readonly string[]): ScriptCall | null {
  const program = argv[0] ?? "";
  if (SOURCE.has(program)) return called(argv, 1, false);
  if (isShellProgram(program)) return shellOperand(argv);
  return SCRIPT_PATH.test(program) && programName(program) !== "" ? called(argv, 0, true) : null;
}

function shellOperand(argv: readonly string[]): ScriptCall | null {
  for (let index = 1; index < argv.length; index += 1) {
    const word = argv[index]!;
    if (NO_FILE_OPTION.test(word)) return null;
    // `-o pipefail`, `-euo pipefail`: the option's name is the next word
    if (SHELL_OPTION.test(word) && word.endsWith("o")) { index += 1; continue; }
    if (SHELL_OPTION.test(word) || word === "--") continue;
    return called(argv, index, false);
  }
  return null;
}

function called(argv: readonly string[], at: number, byPath: boolean): ScriptCall | null {
  const path = argv[at];
  if (path === undefined || path.includes("$") || path.includes("`")) return null;
  return { path, args: argv.slice(at + 1), byPath };
}

/** The text of the script file the command runs, its arguments in place, when the work so far shows what the agent wrote there. */
export function scriptFileText(argv: readonly string[], work: WorkSoFar): string | null {
  const call = work.scriptAt === undefined ? null : shellScriptFile(argv);
  const text = call === null ? null : work.scriptAt!(call.path);
  if (call === null || text === null) return null;
  // `./check.py` is Python whatever its path: only a shell script's lines are shell commands
  if (call.byPath && !SHELL_NAME.test(call.path) && !SHELL_SHEBANG.test(text)) return null;
  if (call.byPath && SHELL_NAME.test(call.path) && text.startsWith("#!") && !SHELL_SHEBANG.test(text)) return null;
  return withArguments(text, call.args);
}

function withArguments(text: string, args: readonly string[]): string {
  const quoted = args.map((arg) => `'${arg.replace(/'/g, "'\\''")}'`);
  const value = (digit: string | undefined) => (digit === undefined ? quoted.join(" ") : (quoted[Number(digit) - 1] ?? "''"));
  return text.replace(POSITIONAL, (_whole, inQuotes: string | undefined, bare: string | undefined) => value(inQuotes ?? bare));
}

/** A later write that appended to the file (`cat >> run.sh <<EOF`): the text one write shows is then not its whole text. */
export function appendedTo(trajectory: Pick<Trajectory, "toolCalls">, path: string, until: number): boolean {
  const name = path.split("/").at(-1)!;
  const appends = new RegExp(`>>\\s*['"]?\\S*${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
  return trajectory.toolCalls.slice(0, until + 1).some((call) => call.command !== null && call.command.includes(">>") && appends.test(call.command));
}
