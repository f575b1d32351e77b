/**
 * Rank mode's side of the action: runs the ranking, posts the one comparison comment on the issue
 * (found again by its marker and the token's identity, so a re-run updates it), and writes the
 * outputs, the report and the job summary whatever happened. No check or status: an issue has no head.
 */
import * as core from "@actions/core";
import { oneLine } from "../errors.js";
import { neutralize } from "../report/sanitize.js";
import { findOwnComments, resolveIdentity, upsertComment } from "./publish/comment.js";
import type { RunContext } from "./context/event.js";
import type { ActionInputs } from "./context/inputs.js";
import type { CacheTiming } from "./cache/judge-cache.js";
import { httpStatus, type Api } from "./api/octokit.js";
import { writeReport } from "./publish/publish.js";
import { rankIssue, type RankOutcome } from "./rank-issue.js";
import { readRankMarker } from "./rank/rank-comment.js";

export async function runRankMode(
  api: Api, inputs: ActionInputs, context: RunContext, issue: number, cacheTiming?: CacheTiming,
): Promise<void> {
  let outcome: RankOutcome;
  try {
    outcome = await rankIssue(api, inputs, context, issue, cacheTiming);
  } catch (error) {
    const status = httpStatus(error);
    outcome = { kind: "error", message: `could not rank the PRs of issue #${issue}: ${status === null ? "" : `HTTP ${status}: `}${oneLine(error)}` };
  }
  if (outcome.kind === "skipped" || outcome.kind === "error") {
    const line = `agent-verdict: ${outcome.kind}: ${outcome.kind === "error" ? outcome.message : outcome.reason}`;
    if (outcome.kind === "error") core.error(line);
    else core.info(line);
    await writeRankResults(outcome.kind, `${neutralize(line)}\n`, { reportPath: "", commentId: null, ranking: [] });
    if (outcome.kind === "error" && inputs.failOn.has("error")) core.setFailed(line);
    return;
  }
  let commentId: number | null = null;
  try {
    commentId = inputs.postComment ? await postIssueComment(api, inputs, context, issue, outcome.markdown) : null;
  } catch (error) {
    core.warning(`agent-verdict: could not comment on issue #${issue}: ${oneLine(error)}`);
  }
  if (outcome.kind === "too-few") {
    core.info(`agent-verdict: skipped: fewer than two PRs linked to issue #${issue} can be ranked`);
    await writeRankResults("skipped", outcome.markdown, { reportPath: "", commentId, ranking: [] });
    return;
  }
  const reportPath = await writeReport(outcome.report, inputs.reportPath);
  core.info(`agent-verdict: ranked ${outcome.ranking.map((n) => `#${n}`).join(", ")} for issue #${issue}`);
  await writeRankResults("ranked", outcome.markdown, { reportPath, commentId, ranking: outcome.ranking });
}

/** Creates or updates our comparison comment on the issue; null when the token may not comment. */
async function postIssueComment(api: Api, inputs: ActionInputs, context: RunContext, issue: number, body: string): Promise<number | null> {
  try {
    const identity = await resolveIdentity(api, inputs.commentAuthor);
    const existing = await findOwnComments(api, context.repo, issue, identity, readRankMarker);
    const { id, created } = await upsertComment(api, context.repo, issue, body, identity, existing, readRankMarker);
    core.info(`agent-verdict: ${created ? "created" : "updated"} comment ${id} on issue #${issue} as ${identity.login}`);
    return id;
  } catch (error) {
    if (httpStatus(error) !== 403) throw error;
    core.warning(`agent-verdict: could not comment on issue #${issue} (HTTP 403): the token needs issues: write`);
    return null;
  }
}

interface RankResults {
  reportPath: string;
  commentId: number | null;
  /** PR numbers, best first. */
  ranking: number[];
}

async function writeRankResults(verdict: string, markdown: string, results: RankResults): Promise<void> {
  core.setOutput("verdict", verdict);
  core.setOutput("score", "");
  core.setOutput("comment-id", results.commentId === null ? "" : String(results.commentId));
  core.setOutput("report-path", results.reportPath);
  core.setOutput("ranking", results.ranking.join(","));
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write();
}
