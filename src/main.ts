import { skipFromPayload } from "./github/gate/payload-gate.js";
import { writeSkipped } from "./github/publish/skipped.js";

// A PR the payload already shows is not an agent's is skipped before the action's modules load;
// everything else takes the full run, which reads the PR from the API and gates it again.
const skipped = await skipFromPayload(process.env);
if (skipped === null) {
  const { runAction } = await import("./github/action.js");
  await runAction();
} else {
  await writeSkipped(process.env, skipped).catch((error: unknown) => {
    // the runner's output or summary file could not be written: one line, a failed step, no stack
    process.stdout.write(`::error::agent-verdict: skipped, but could not write the outputs: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
// Everything is written (outputs, summary, comment) once runAction resolves. The HTTP client's
// keep-alive sockets and the rate limiter's timers would hold the process open for a second or more,
// which every run (a skipped PR too) would pay: end now, keeping the exit code core.setFailed set.
process.exit();
