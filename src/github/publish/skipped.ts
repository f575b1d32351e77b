import { neutralize } from "../../report/sanitize.js";
import { appendSummary, setOutputs } from "./file-commands.js";

/** A PR the gate skips: outputs, summary and log say so, and nothing is posted on the PR. */
export async function writeSkipped(env: NodeJS.ProcessEnv, reason: string): Promise<void> {
  process.stdout.write(`agent-verdict: skipped: ${reason}\n`);
  await setOutputs(env, { verdict: "skipped", score: "", "comment-id": "", "report-path": "" });
  await appendSummary(env, `agent-verdict: skipped: ${neutralize(reason)}\n`);
}
