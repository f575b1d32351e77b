import type { RunOutcome } from "./run-outcome.js";
import type { SimpleCommand } from "./simple-commands.js";
import { unwrap } from "../shell/wrappers.js";
import { programName } from "../shell/program.js";

/**
 * `make -j4 2>&1 | tail -30`: the pipe hides make's status, but a build tool reports its failure in its
 * last lines (`make: *** [all] Error 2`, `ninja: build stopped: subcommand failed.`), which the tail
 * shows. So a tail of the build's output that ends without such a line shows the build finished.
 */

/** Build tools that end a failed build with a line of their own. */
const BUILD_TOOLS = new Set(["make", "gmake", "ninja"]);
/** The lines those tools end a failed build with, and compilers' and linkers' errors. */
const BUILD_FAILED = /^(?:g?make(?:\[\d+\])?: \*\*\* |ninja: build stopped|FAILED: )|^\S+:\d+(?::\d+)?: (?:fatal )?error\b|\bld(?:\.\w+)?: .*error\b|collect2: error\b|\bError \d+\s*$/m;

/** The outcome the tail shows, quoted by the build's last line; null when the line is not a build cut to its tail. */
export function buildTailOutcome(
  command: SimpleCommand,
  top: readonly SimpleCommand[],
  output: string | null,
): { outcome: RunOutcome; quote: string } | null {
  if (output === null || output.trim() === "" || command.next !== "|") return null;
  const unwrapped = unwrap(command.words);
  const program = programName(("argv" in unwrapped ? unwrapped.argv : command.words)[0] ?? "");
  if (!BUILD_TOOLS.has(program)) return null;
  const tail = top[top.indexOf(command) + 1];
  // the tail must end the pipeline: a filter after it may drop the failure line
  if (tail === undefined || tail.words[0] !== "tail" || tail.next === "|") return null;
  const last = output.trimEnd().split(/\r?\n/).at(-1)!.trim();
  return { outcome: BUILD_FAILED.test(output) ? "failed" : "passed", quote: last };
}
