import type { RunOutcome } from "./run-outcome.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { echoedLine } from "./shell-verdicts.js";

/**
 * `make -j4 2>&1 | tail -30`: the pipe hides make's status, but a build tool reports its failure in its
 * last lines (`make: *** [all] Error 2`, `ninja: build stopped: subcommand failed.`), which the tail
 * shows. So a tail of the build's output that ends without such a line shows the build finished.
 */

/** Build tools that end a failed build with a line of their own. */
const BUILD_TOOLS = new Set(["make", "gmake", "ninja"]);
/**
 * The lines those tools end a failed build with, and compilers' and linkers' errors. ninja's `FAILED: ` names a target;
 * a count after it is a test harness's summary (`FAILED: 0`). `make -k` ends a build some recipe failed in with
 * `make: Target 'test' not remade because of errors.`
 */
const BUILD_FAILED = /^(?:g?make(?:\[\d+\])?: (?:\*\*\* |Target '[^'\n]+' not remade because of errors)|ninja: build stopped|FAILED: (?!\d+[ \t]*$))|^\S+:\d+(?::\d+)?: (?:fatal )?error\b|\bld(?:\.\w+)?: .*error\b|collect2: error\b|\bError \d+\s*$/m;

/** The lines only make and ninja print, when a build they ran failed. */
const TOOL_FAILED = /^(?:g?make(?:\[\d+\])?: \*\*\* |ninja: build stopped)/;

/** Commands that never run make or ninja: what make's `*** … Error 2` beside them says is the build's (CMake's configure step too). */
const RUNS_NO_BUILD = /^(?:cd|pushd|popd|echo|printf|true|:|export|set|unset|tail|head|grep|tee|cat|ls|pwd|date|sleep|wc|ctest)$/;
function printsNoMakeLine(command: SimpleCommand): boolean {
  const words = unwrappedWords(command);
  const program = programName(words[0] ?? "");
  return RUNS_NO_BUILD.test(program) || (program === "cmake" && !words.includes("--build"));
}

/** make, ninja, or `cmake --build`, which runs one of them and ends as it does. */
function isBuildTool(command: SimpleCommand): boolean {
  const words = unwrappedWords(command);
  const program = programName(words[0] ?? "");
  return BUILD_TOOLS.has(program) || (program === "cmake" && words.includes("--build"));
}

/**
 * The outcome the tail shows, quoted by the build's last line; null when the line is not a build cut to its
 * tail. `own`: the output is the build's part alone; else it is the whole line's, which shows a pass (no
 * failure line anywhere) but cannot pin a failure line on the build.
 */
export function buildTailOutcome(
  command: SimpleCommand,
  top: readonly SimpleCommand[],
  output: string | null,
  own = true,
): { outcome: RunOutcome; quote: string } | null {
  if (output === null || output.trim() === "" || command.next !== "|" || !isBuildTool(command)) return null;
  const filter = top[top.indexOf(command) + 1];
  // the filter must end the pipeline (a filter after it may drop the failure line) and keep the failure line:
  // a tail of the build's own output, or a grep whose pattern keeps make's `*** … Error 2`
  if (filter === undefined || filter.next === "|") return null;
  // a line only make or ninja prints is this build's, beside another command's output, when no other build ran in the line
  const toolLine = output.split(/\r?\n/).findLast((line) => TOOL_FAILED.test(line));
  const others = top.filter((other) => other !== command && other !== filter);
  if (!own && filter.words[0] === "tail" && toolLine !== undefined && others.every(printsNoMakeLine)) return { outcome: "failed", quote: toolLine.trim() };
  const tail = filter.words[0] === "tail" && own;
  const kept = keepsFailureLines(filter.words);
  if (!tail && kept === null) return null;
  // what a later echo printed (`… | tail -5; echo "exit: $?"`) is not the build's: never its quote
  const echoed = new Set(top.slice(top.indexOf(filter) + 1).map((later) => echoedLine(later, output)).filter((line) => line !== null));
  const shown = output.trimEnd().split(/\r?\n/);
  const builds = shown.filter((line) => !echoed.has(line.trim()));
  const lines = builds.length > 0 ? builds : shown;
  const failed = BUILD_FAILED.test(output);
  if (failed && !own) return null;
  // a tail's last line is the build's; of a grep's lines, the last it kept
  const quote = tail ? lines.at(-1)! : (lines.findLast((line) => kept!.test(line)) ?? lines.at(-1)!);
  return { outcome: failed ? "failed" : "passed", quote: quote.trim() };
}

/** How make ends a failed build, which a filter must keep for its silence to mean the build passed. */
const MAKE_FAILURE_LINE = "make: *** [Makefile:10: all] Error 2";

/**
 * `grep -E "Making|Linking|done|Error|error"`: a grep of literal words joined by `|` (`\|` in a basic
 * pattern), not inverted or counting, one of which is in make's failure line: the test of the lines it
 * prints; null for any other filter.
 */
function keepsFailureLines(words: readonly string[]): RegExp | null {
  const [program = "", ...args] = words;
  if (program !== "grep" && program !== "egrep") return null;
  const flags = args.filter((arg) => /^-[A-Za-z]+$/.test(arg)).join("");
  if (/[vcqlLoxwz]/.test(flags) || args.some((arg) => arg.startsWith("--"))) return null;
  const patterns = args.filter((arg) => !/^-[A-Za-z]+$/.test(arg));
  if (patterns.length !== 1) return null;
  const extended = program === "egrep" || flags.includes("E");
  const alternatives = patterns[0]!.split(extended ? "|" : "\\|");
  if (!alternatives.every((word) => /^[\w .:-]+$/.test(word))) return null;
  const test = new RegExp(alternatives.map((word) => word.replace(/[.]/g, "\\.")).join("|"), flags.includes("i") ? "i" : "");
  return test.test(MAKE_FAILURE_LINE) ? test : null;
}
