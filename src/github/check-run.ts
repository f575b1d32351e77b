import * as core from "@actions/core";
import type { Verdict } from "../model.js";
import { headlineScore, VERDICT_WORDS } from "../report/comment.js";
import type { Repo } from "./event.js";
import { httpStatus, type Api } from "./octokit.js";
import { STATUS_CONTEXT, postStatus, verdictStatus } from "./status.js";

/**
 * Verdict → check run conclusion. `neutral` is `action_required`, not GitHub's `neutral`: branch
 * protection counts a neutral conclusion as passing, and "needs human review" must not.
 */
export const CHECK_CONCLUSIONS: Record<Verdict, "success" | "failure" | "action_required"> = {
  pass: "success",
  fail: "failure",
  neutral: "action_required",
  error: "failure",
};

export interface VerdictCheck {
  verdict: Verdict;
  score: number | null;
  sha: string;
  detailsUrl: string | null;
}

/**
 * Sets the verdict on the commit: a check run named `agent-verdict` when the token may create one
 * (only a GitHub App's token can, GITHUB_TOKEN included, with `checks: write`), else the commit
 * status of the same name. A check run can only be written by the app that created it; a commit
 * status by any workflow with `statuses: write`. Returns which one was set.
 */
export async function postVerdictCheck(api: Api, repo: Repo, check: VerdictCheck): Promise<"check-run" | "status" | "none"> {
  if (await createCheckRun(api, repo, check)) return "check-run";
  const posted = await postStatus(api, repo, verdictStatus(check.verdict, check.score, check.sha, check.detailsUrl));
  return posted ? "status" : "none";
}

async function createCheckRun(api: Api, repo: Repo, check: VerdictCheck): Promise<boolean> {
  const score = headlineScore(check.verdict, check.score);
  const title = `${VERDICT_WORDS[check.verdict]}${score === null ? "" : ` · ${score}`}`;
  try {
    await api.rest.checks.create({
      ...repo,
      name: STATUS_CONTEXT,
      head_sha: check.sha,
      status: "completed",
      conclusion: CHECK_CONCLUSIONS[check.verdict],
      ...(check.detailsUrl === null ? {} : { details_url: check.detailsUrl }),
      output: { title, summary: `agent-verdict: ${title}. The reasons are in the PR comment and the job summary.` },
    });
    return true;
  } catch (error) {
    const status = httpStatus(error);
    // a user token (403), a token without checks: write (403), or an API without the route (404)
    if (status !== 403 && status !== 404) throw error;
    core.info(`agent-verdict: could not create the ${STATUS_CONTEXT} check run (HTTP ${status}); setting the commit status instead`);
    return false;
  }
}
