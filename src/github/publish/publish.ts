import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import * as core from "@actions/core";
import { oneLine } from "../../errors.js";
import type { Report } from "../../model.js";
import { staleBody } from "./body.js";
import { findOwnComments, resolveIdentity, upsertComment, type Identity, type OwnComment } from "./comment.js";
import type { RunContext } from "../context/event.js";
import type { ActionInputs } from "../context/inputs.js";
import { httpStatus, type Api } from "../api/octokit.js";
import { getPull, type PullRequest } from "../api/pr.js";
import { postVerdictCheck } from "./check-run.js";
import type { Annotation } from "./annotations.js";

/** What to post, and where. */
export interface Posting {
  report: Report;
  markdown: string;
  pull: PullRequest;
  sha: string;
  /** Findings on the diff, for the check run (a commit status has no place for them). */
  annotations?: Annotation[];
}

export interface Published {
  commentId: number | null;
  /** Set when the PR head moved during the run: the commit that superseded the verified one. */
  staleBy: string | null;
}

/**
 * Posts the verdict: one comment and the `agent-verdict` status on the verified commit. The PR
 * head is read again first; if it moved, a "stale" note replaces the verdict (unless the newer
 * commit's run already posted), since a verdict must not land on a commit it was not made for.
 */
export async function publishVerdict(api: Api, inputs: ActionInputs, context: RunContext, posting: Posting) {
  const { report, markdown, pull, sha } = posting;
  const head = (await getPull(api, context.repo, pull.number)).headSha;
  if (head !== sha) {
    core.warning(`agent-verdict: stale: the PR head moved from ${sha.slice(0, 12)} to ${head.slice(0, 12)} during the run; no verdict posted`);
    const commentId = inputs.postComment ? await postStale(api, inputs, context, pull, sha, head) : null;
    return { commentId, staleBy: head } satisfies Published;
  }
  const commentId = inputs.postComment ? await postComment(api, inputs, context, pull.number, markdown) : null;
  if (inputs.postStatus) {
    const check = { verdict: report.verdict, score: report.score, sha, detailsUrl: context.runUrl, annotations: posting.annotations };
    const kind = await postVerdictCheck(api, context.repo, check);
    core.info(`agent-verdict: ${kind === "none" ? "no check set" : `set the ${kind} on ${sha.slice(0, 12)}`}`);
  }
  return { commentId, staleBy: null } satisfies Published;
}

/** What a caller already read, so it is not read twice. */
interface Known {
  identity: Identity;
  existing: OwnComment[];
}

async function postComment(api: Api, inputs: ActionInputs, context: RunContext, number: number, body: string, known?: Known) {
  try {
    const identity = known?.identity ?? (await resolveIdentity(api, inputs.commentAuthor));
    const existing = known?.existing ?? (await findOwnComments(api, context.repo, number, identity));
    const { id, created } = await upsertComment(api, context.repo, number, body, identity, existing);
    core.info(`agent-verdict: ${created ? "created" : "updated"} comment ${id} as ${identity.login} (${identity.source})`);
    return id;
  } catch (error) {
    if (httpStatus(error) !== 403) throw error;
    // a fork's pull_request token cannot comment; the verdict is still in the summary and outputs
    core.warning(`agent-verdict: could not comment on PR #${number} (HTTP 403): the token is read-only; use the workflow_run pair`);
    return null;
  }
}

async function postStale(api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest, sha: string, head: string) {
  const identity = await resolveIdentity(api, inputs.commentAuthor);
  const existing = await findOwnComments(api, context.repo, pull.number, identity);
  // the run for the new head got there first: its verdict stands
  if (existing[0]?.marker.sha === head) return existing[0].id;
  return postComment(api, inputs, context, pull.number, staleBody(sha, head, context.runUrl), { identity, existing });
}

/** Outputs, the report file and the job summary: written whatever happened before. */
export async function writeResults(verdict: string, report: Report | null, markdown: string, reportPath: string, commentId: number | null) {
  core.setOutput("verdict", verdict);
  core.setOutput("score", report?.score == null ? "" : String(report.score));
  core.setOutput("comment-id", commentId === null ? "" : String(commentId));
  core.setOutput("report-path", report === null ? "" : await writeReport(report, reportPath));
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write();
  core.info(`agent-verdict: ${verdict}${report?.score == null ? "" : ` (score ${report.score})`}`);
}

/** Writes a report (the verdict's or the ranking's) as JSON; "" when it cannot, with a warning. */
export async function writeReport(report: object, reportPath: string): Promise<string> {
  try {
    await mkdir(dirname(reportPath), { recursive: true });
    await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    return reportPath;
  } catch (error) {
    core.warning(`agent-verdict: could not write the report to ${reportPath}: ${oneLine(error)}`);
    return "";
  }
}
