import * as core from "@actions/core";
import { oneLine } from "../errors.js";
import type { Report } from "../model.js";
import { errorReport } from "../report/build.js";
import { renderComment } from "../report/comment.js";
import { readRunContext, type RunContext } from "./context/event.js";
import { verifyPullRequest } from "./flow.js";
import { InputProblem, defaultReportPath, readInputs, type ActionInputs } from "./context/inputs.js";
import type { CacheTiming } from "./cache/judge-cache.js";
import { createOctokit, PRODUCTION_TIMING, type ApiTiming } from "./api/octokit.js";
import { publishVerdict, writeResults } from "./publish/publish.js";
import { readRankContext } from "./rank/rank-event.js";
import { writeSkipped } from "./publish/skipped.js";

export { parseFailOn } from "./context/inputs.js";

export interface RunOptions {
  /** Retry and write spacing; tests pass milliseconds. */
  timing?: ApiTiming;
  /** Bounds on the judge cache's restore and save; tests pass short ones. */
  cacheTiming?: CacheTiming;
}

/**
 * The GitHub Action: validates the inputs, finds the PR, skips it unless an agent wrote it,
 * verifies the agent's transcript against the PR, and posts one comment and one status. Whatever
 * fails, the outputs and the summary are still written, and nothing fails into a green pass.
 */
export async function runAction(options: RunOptions = {}): Promise<void> {
  let inputs: ActionInputs;
  let context: RunContext;
  try {
    inputs = readInputs();
    context = inputs.rankIssue !== null
      ? await readRankContext(process.env, inputs, inputs.rankIssue)
      : await readRunContext(process.env, inputs.prNumber);
    if (context.eventName === "workflow_run" && inputs.workflowFile === null) {
      // workflow names are not unique: without the file, any run named like the producer would be trusted
      throw new InputProblem("input workflow-file: required on workflow_run; name the producer's workflow file, e.g. agent-transcript.yml");
    }
  } catch (error) {
    if (!(error instanceof InputProblem)) throw error;
    // a bad input stops before any API call: one line naming it
    core.setOutput("verdict", "error");
    core.setFailed(`agent-verdict: ${error.message}`);
    return;
  }
  const api = createOctokit(inputs.token, context.apiUrl, options.timing ?? PRODUCTION_TIMING);
  if (inputs.rankIssue !== null) {
    // loaded only in rank mode, like the verification stack after the gate: a skipped PR never reads it
    const { runRankMode } = await import("./rank-action.js");
    return runRankMode(api, inputs, context, inputs.rankIssue, options.cacheTiming);
  }
  let outcome;
  try {
    outcome = await verifyPullRequest(api, inputs, context, options.cacheTiming);
  } catch (error) {
    const report = errorReport(`could not read the pull request: ${oneLine(error)}`);
    core.error(`agent-verdict: ${report.reasons[0]}`);
    await finish(inputs, report, renderComment(report, { sha: context.eventSha }), null);
    return;
  }
  if (outcome.kind === "skipped") {
    await writeSkipped(process.env, outcome.reason);
    return;
  }
  const { report, markdown, pull } = outcome;
  try {
    const published = await publishVerdict(api, inputs, context, outcome);
    if (published.staleBy !== null) {
      const note = `agent-verdict: stale: superseded by ${published.staleBy}\n\n`;
      await writeResults("stale", report, `${note}${markdown}`, inputs.reportPath, published.commentId);
      return;
    }
    await finish(inputs, report, markdown, published.commentId);
  } catch (error) {
    core.error(`agent-verdict: could not post the verdict: ${oneLine(error)}`);
    await finish(inputs, report, markdown, null);
    core.setFailed(`agent-verdict: could not post the ${report.verdict} verdict to PR #${pull.number}: ${oneLine(error)}`);
  }
}

async function finish(inputs: ActionInputs, report: Report, markdown: string, commentId: number | null): Promise<void> {
  await writeResults(report.verdict, report, markdown, inputs.reportPath ?? defaultReportPath(), commentId);
  if (inputs.failOn.has(report.verdict)) core.setFailed(`agent-verdict: verdict ${report.verdict}: ${report.reasons[0] ?? report.summary}`);
}
