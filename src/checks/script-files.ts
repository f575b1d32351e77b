import { isShellProgram, programName } from "../shell/program.js";
import type { WorkSoFar } from "./built-programs.js";

/**
 * A shell given a script file (`bash /tmp/run_tests.sh`, `sh -e check.sh`, `source env.sh`,
 * `./run_all.sh`) runs that file's commands as if they were typed. When the transcript shows the file's
 * whole text (the agent wrote it), the runs are read from that text, as a `bash -c '…'` script is:
 * a wrapper of the agent's that runs the repository's tests is a run of those tests, not of a script.
 */

/** Options of a shell that only read or trace (`-e`, `-x`, `-u`, `-o pipefail`): the first other word is the script. */
const SHELL_OPTION = /^[-+][a-zA-Z]+$/;
/** Options after which the shell runs no file: a command string, stdin, or a syntax check only. */
const NO_FILE_OPTION = /^-[a-zA-Z]*[csn][a-zA-Z]*$/;
/** Builtins that read a file into the current shell. */
const SOURCE = new Set(["source", "."]);
/** A program word naming a script file by its path (`./x.sh`, `/tmp/x.sh`, `scripts/test.sh`). */
const SCRIPT_PATH = /^(?:\.{1,2}\/|\/|[\w.-]+\/)[^\s$]*$|\.(?:sh|bash)$/;

/** The script file the command runs as shell commands, or null when it runs none (or its name is not literal). */
export function shellScriptFile(argv: readonly string[]): string | null {
  const program = argv[0] ?? "";
  if (SOURCE.has(program)) return literal(argv[1]);
  if (isShellProgram(program)) return shellOperand(argv.slice(1));
  return SCRIPT_PATH.test(program) && programName(program) !== "" ? literal(program) : null;
}

function shellOperand(words: readonly string[]): string | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (NO_FILE_OPTION.test(word)) return null;
    // `-o pipefail`, `-euo pipefail`: the option's name is the next word
    if (SHELL_OPTION.test(word) && word.endsWith("o")) { index += 1; continue; }
    if (SHELL_OPTION.test(word) || word === "--") continue;
    return literal(word);
  }
  return null;
}

function literal(word: string | undefined): string | null {
  return word === undefined || word.includes("$") || word.includes("`") ? null : word;
}

/** The text of the script file the command runs, when the work so far shows what the agent wrote there. */
export function scriptFileText(argv: readonly string[], work: WorkSoFar): string | null {
  const path = work.scriptAt === undefined ? null : shellScriptFile(argv);
  return path === null ? null : work.scriptAt!(path);
}
