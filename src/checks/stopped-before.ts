import { checkerOf } from "./checkers.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { testSummaries } from "./test-summary.js";
import { failingTests } from "./failing-tests.js";
import { programName, SHELL_NAMES } from "../shell/program.js";
import { escapeRegExp } from "../words.js";

/**
 * `make build && pytest tests/` exited 2 and printed `make: *** [build] Error 1`: the chain stopped at
 * make, so pytest never ran and the status is make's. A failure is pinned on a command only by a line
 * that names it as the one that failed: tools print their errors under their own name (`make: ***`,
 * `cp: cannot stat`), the shell under the builtin's (`bash: cd: /x: No such file or directory`), and a
 * compiler or build tool in its diagnostics (`x.c:3:1: error:`) when nothing after it compiles.
 */

/** What the chain's stop says of one command's run: failed, never ran (the line that stopped it) or passed. */
export interface ChainOutcome {
  outcome: "failed" | "unknown" | "passed";
  from: "exit code" | "none" | "echoed status";
  quote?: string;
  notStarted?: string;
  /** The earlier command of the chain that may have stopped the line before this one started. */
  behind?: string;
}

/** An earlier command of the chain failed, as the output names it (this one never ran), or this one did (nothing after it ran). */
export function chainStop(top: readonly SimpleCommand[], index: number, output: string | null): ChainOutcome | null {
  const before = stoppedBefore(top, index, output);
  if (before !== null) return { outcome: "unknown", from: "none", notStarted: before.line };
  const here = failedHere(top, index, output);
  if (here !== null) return { outcome: "failed", from: "exit code", quote: here };
  const later = testRanAfter(top, index, output);
  if (later !== null) return { outcome: "passed", from: "echoed status", quote: `${later} ran after it and printed its counts` };
  const behind = unshownAfter(top, index, output);
  return behind === null ? null : { outcome: "unknown", from: "none", behind };
}

/** Builtins whose failure the shell names (`bash: cd: …`) or that do not fail: an `&&` after one reaches the next. */
const NAMED_OR_SAFE = new Set(["cd", "export", "set", "unset", "echo", "printf", "true", ":", "alias", "shopt", "umask", "pushd", "popd"]);

/**
 * `pip install -e . && pytest -q` exited 1 printing only pip's `ERROR: Could not build wheels`: a test runner
 * prints its counts or its failing tests, and this output holds neither, so the status may be an earlier
 * command's that stopped the chain before the runner started. Neither ran nor failed can be said.
 */
function unshownAfter(top: readonly SimpleCommand[], index: number, output: string | null): string | null {
  const command = top[index];
  if (command === undefined || index === 0 || checkerOf(unwrappedWords(command))?.kind !== "test") return null;
  if (testSummaries(output).length > 0 || failingTests(output).length > 0) return null;
  if (namedFailure(programName(unwrappedWords(command)[0] ?? ""), output ?? "") !== null) return null;
  for (let at = index - 1; at >= 0 && stopsLine(top[at]!); at -= 1) {
    const program = programName(unwrappedWords(top[at]!)[0] ?? "");
    if (!NAMED_OR_SAFE.has(program)) return program;
  }
  return null;
}

export interface StoppedAt {
  /** The command whose failure stopped the line. */
  command: SimpleCommand;
  /** The line of the output that names its failure. */
  line: string;
}

/** Words of a tool's message under its own name that say it failed, not that it is working or warns. */
const FAILURE_WORDS = /\*\*\*|\b(?:error|fatal|failed|cannot|can't|could not|couldn't|no such file|not found|permission denied|denied|invalid|unable|missing)\b/i;
/**
 * A compiler's diagnostic (`x.c:3:1: error:`, `x.py:3: error:`, Go's `x.go:26:31: undefined: now`), a
 * linker's, or a build tool's last line.
 */
const DIAGNOSTIC = /^\S+:\d+(?::\d+)?: (?:fatal )?error\b|^collect2: error\b|^(?:g?make(?:\[\d+\])?: \*\*\* |ninja: build stopped|FAILED: )|^error(?:\[E\d+\])?: |^\S+\.go:\d+:\d+: /m;
/** A linter's finding (`src/a.py:2:8: F401 …`, pylint's `a.py:1:0: C0114: …`) or its count (`Found 2 errors.`). */
const LINT_DIAGNOSTIC = /^\S+:\d+:\d+: [A-Z]{1,4}\d{2,4}\b|^Found \d[\d,]* errors?\b/;
/** A shell's report about one of its commands (`bash: line 1: cd: /x: No such file`, `sh: 1: cd: can't cd to /x`). */
const SHELL_PREFIX = new RegExp(`^(?:\\S*/)?(?:${SHELL_NAMES}): (?:(?:line )?\\d+: )?`);

/**
 * The command of the line before `index` whose failure stopped the line before `index` ran, as the
 * output shows it; null when the output names no such failure. Only commands whose failure ends the
 * line count: joined to what follows by `&&`, or by `;` under `set -e`.
 */
export function stoppedBefore(top: readonly SimpleCommand[], index: number, output: string | null): StoppedAt | null {
  if (output === null || index <= 0) return null;
  for (let at = index - 1; at >= 0 && stopsLine(top[at]!); at -= 1) {
    // every command after it could have printed the message, up to and past this one
    const line = ownFailureLine(top[at]!, top.slice(at + 1), output);
    if (line !== null) return { command: top[at]!, line };
  }
  return null;
}

/**
 * The line naming this command's own failure, when its failure would end the line (every joiner
 * after it stops on a failure) and no later command could have printed it; null otherwise.
 */
export function failedHere(top: readonly SimpleCommand[], index: number, output: string | null): string | null {
  if (output === null || index < 0 || index >= top.length - 1) return null;
  if (!top.slice(index, -1).every(stopsLine)) return null;
  return ownFailureLine(top[index]!, top.slice(index + 1), output);
}

/**
 * `make build && pytest -q` exited 1 and printed pytest's counts: the test runner after it in the
 * chain ran, so this command exited 0 and the summary is not its own. The later test runner's name, or null.
 */
export function testRanAfter(top: readonly SimpleCommand[], index: number, output: string | null): string | null {
  const command = top[index];
  if (command === undefined || !stopsLine(command) || checkerOf(unwrappedWords(command))?.kind === "test") return null;
  for (let at = index + 1; at < top.length; at += 1) {
    const later = checkerOf(unwrappedWords(top[at]!));
    if (later?.kind === "test") return testSummaries(output).length > 0 ? later.runner : null;
    if (!stopsLine(top[at]!)) return null;
  }
  return null;
}

/** A failure of this command ends the line: `&&` after it, or `;` under `set -e`, outside `$(…)` and loops. */
function stopsLine(command: SimpleCommand): boolean {
  if (command.nested || command.masked) return false;
  return command.next === "&&" || (command.errexit && command.next === ";");
}

function ownFailureLine(command: SimpleCommand, later: readonly SimpleCommand[], output: string): string | null {
  const argv = unwrappedWords(command);
  const program = programName(argv[0] ?? "");
  if (program === "") return null;
  // a later command of the same program prints under the same name: the line cannot tell them apart
  const sameName = later.some((other) => programName(unwrappedWords(other)[0] ?? "") === program);
  const named = sameName ? null : namedFailure(program, output);
  if (named !== null) return named;
  // diagnostics are a checker's only when nothing after it is a checker that could have printed them
  const checker = checkerOf(argv);
  if (checker === null || later.some((other) => printsDiagnostics(other) && mayHavePrinted(other, output))) return null;
  // `make build && make test` printing `make: *** …`: either make may have
  const diagnostic = firstLine(output, DIAGNOSTIC);
  if (diagnostic !== null && sameName && diagnostic.startsWith(program)) return null;
  return diagnostic ?? (checker.kind === "lint" && !later.some(lints) ? firstLine(output, LINT_DIAGNOSTIC) : null);
}

/** A line under the program's own name (or the shell's, naming it) that says it failed. */
function namedFailure(program: string, output: string): string | null {
  const own = new RegExp(`^(?:\\S*/)?${escapeRegExp(program)}(?:\\[\\d+\\])?: `);
  for (const raw of output.split("\n")) {
    const line = raw.trim();
    const rest = SHELL_PREFIX.test(line) ? line.replace(SHELL_PREFIX, "") : null;
    if (rest !== null && rest.startsWith(`${program}: `)) return line;
    if (own.test(line) && FAILURE_WORDS.test(line)) return line;
  }
  return null;
}

/**
 * Whether a later checker may have printed the output's diagnostics: a build tool may (`make test`
 * compiles too); go's and cargo's test runners print their own line when their build fails (`FAIL pkg
 * [build failed]`, `could not compile `x` (lib test)`) or their results, so without them they never ran.
 */
function mayHavePrinted(command: SimpleCommand, output: string): boolean {
  const checker = checkerOf(unwrappedWords(command));
  if (checker?.kind !== "test" || !SAYS_BUILD_FAILED.test(checker.runner)) return true;
  return TEST_BUILD_FAILED.test(output) || testSummaries(output).length > 0 || failingTests(output).length > 0;
}
/** Test runners that build the code and say so under their own line when that build fails. */
const SAYS_BUILD_FAILED = /^(?:go|cargo) test\b/;
const TEST_BUILD_FAILED = /\[(?:build|setup) failed\]|could not compile `[^`]+` \((?:[\w-]+ )?(?:test|bench|example)[^)]*\)/;

/** A linter: its findings could be its own. */
const lints = (command: SimpleCommand) => checkerOf(unwrappedWords(command))?.kind === "lint";

/** Checkers that may print diagnostics of their own: builds, type-checkers, linters, tests run by a build tool (`cargo test`). */
function printsDiagnostics(command: SimpleCommand): boolean {
  const match = checkerOf(unwrappedWords(command));
  return match !== null && (match.kind !== "test" || match.runner.includes(" "));
}


function firstLine(output: string, pattern: RegExp): string | null {
  return output.split("\n").find((line) => pattern.test(line.trim()))?.trim() ?? null;
}
