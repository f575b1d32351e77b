import type { Trajectory } from "../model.js";
import { failingTests } from "./failing-tests.js";
import { samePath } from "./paths.js";
import { programName } from "../shell/program.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import { checkOutputFiles } from "./captured-output.js";
import { READS_FILE } from "./background-runs.js";
import type { VerificationRun } from "./verification.js";

/**
 * A run whose output went to a log (`make -k test 2>&1 | tee test.log | tail -n 4`, `make test > base.log 2>&1`) printed
 * its failures there; a later `grep FAILED test.log` shows them. The reader's output names the failing tests the run's
 * own shown part cut: the run is compared by them (a baseline on the original code, a failure named by the agent).
 */

/** Programs that print a file's lines (background-runs.ts's), or the lines of it that match. */
const READERS = new RegExp(`${READS_FILE.source}|^(?:grep|egrep|fgrep|rg|sed|awk)$`);

/** The run with the failing tests a later read of its log names, when its own output named none. */
export function withReadBackLogs(trajectory: Trajectory, runs: readonly VerificationRun[]): VerificationRun[] {
  return runs.map((run) => {
    if (run.outcome !== "failed" || run.failing.length > 0) return run;
    // one recognized run in the call: the log the line wrote is its
    if (runs.some((other) => other !== run && other.call === run.call)) return run;
    const logs = checkOutputFiles(simpleCommands(run.command)).filter((path) => !path.startsWith("/dev/"));
    if (logs.length === 0) return run;
    const failing = failingTests(readBack(trajectory, run.call, logs));
    return failing.length === 0 ? run : { ...run, failing };
  });
}

/** The output of the first command after the run, in its line or a later call, that prints one of the logs, before any rewrite. */
function readBack(trajectory: Trajectory, from: number, logs: readonly string[]): string | null {
  for (let index = from; index < trajectory.toolCalls.length; index += 1) {
    const call = trajectory.toolCalls[index]!;
    if (call.command == null) continue;
    const commands = simpleCommands(call.command);
    const reads = commands.some((command) => READERS.test(programName(unwrappedWords(command)[0] ?? ""))
      && unwrappedWords(command).slice(1).some((word) => logs.some((log) => samePath(word, log))));
    if (reads) return call.output;
    // the log written again by a later call is another run's
    if (index > from && commands.some((command) => command.writes.some((path) => logs.some((log) => samePath(path, log))))) return null;
  }
  return null;
}
