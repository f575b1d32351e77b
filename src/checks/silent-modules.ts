import type { SimpleCommand } from "./simple-commands.js";
import { collectionCauseUnshown } from "./import-failure.js";
import { nothingRan } from "./test-summary.js";

/** The line saying a test run ran no test: the runner's words, collection stopped with its cause cut, a module that printed nothing. */
export function ranNoTest(
  command: SimpleCommand, argv: readonly string[], top: readonly SimpleCommand[],
  call: { output: string | null; exitCode: number | null },
): string | null {
  const { output } = call;
  // a line that did not end cleanly (a time limit's 124, a crash) is read by its status, not as printing nothing
  const silent = call.exitCode === 0 ? silentTestModule(command, argv, top, output) : null;
  return nothingRan(output) ?? collectionCauseUnshown(output) ?? silent;
}

/**
 * A test module run by the interpreter as a script (`python test_schedule.py`) runs its tests only when it
 * calls a runner itself (`unittest.main()` prints `Ran N tests` and `OK`, to the call's output). One that
 * printed nothing, its output not sent away, ran none: pytest-style modules define tests and stop. Its exit 0
 * checked nothing.
 */

/** A Python test module's file name, by the runners' own conventions. */
const TEST_MODULE = /(?:^|\/)(?:test_\w+|\w+_tests?)\.py$/;
const PYTHON = /^python[\d.]*$/;
/** Commands that print what the line's other commands printed, or nothing: the run's own output is what is left. */
const REPORTERS = new Set(["echo", "printf", "cd", "export", "set", ":", "true"]);

/** What the line shows of the run: "printed nothing" when the module ran as a script and printed nothing; else null. */
export function silentTestModule(
  command: SimpleCommand, argv: readonly string[], top: readonly SimpleCommand[], output: string | null,
): string | null {
  const script = argv[1] ?? "";
  if (!PYTHON.test(argv[0] ?? "") || argv.length !== 2 || !TEST_MODULE.test(script) || !command.stdoutShown || command.quiet) return null;
  const others = top.filter((other) => other !== command);
  if (!others.every((other) => REPORTERS.has(other.words[0] ?? ""))) return null;
  const echoes = others.filter((other) => other.words[0] === "echo" || other.words[0] === "printf").length;
  const lines = (output ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
  // every line the call printed is one its echoes could have printed: the module printed none
  return lines.length <= echoes && lines.every((line) => others.some((other) => echoedBy(other, line))) ? `${script} printed nothing` : null;
}

/** The line could be what `echo "exit=$?"` printed: its literal parts in order, any value where `$…` stands. */
function echoedBy(command: SimpleCommand, line: string): boolean {
  if (command.words[0] !== "echo" && command.words[0] !== "printf") return false;
  const text = command.words.slice(1).filter((word) => !/^-[neE]+$/.test(word)).join(" ").trim();
  const parts = text.split(/\$\{?\??[\w?#@*]*\}?/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`).test(line.trim());
}
