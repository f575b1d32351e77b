import * as core from "@actions/core";
import type { Verdict } from "../../model.js";
import { annotationBatches, type Annotation } from "./annotations.js";
import { appendAnnotations, type RunOutput } from "./annotate-run.js";
import { oneLine } from "../../errors.js";
import { headlineScore, VERDICT_WORDS } from "../../report/comment.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";
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
  /** Findings on the diff's lines; only a check run carries them (a commit status cannot). */
  annotations?: Annotation[];
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
  const [first = [], ...rest] = annotationBatches(check.annotations ?? []);
  const output = { title, summary: `agent-verdict: ${title}. The reasons are in the PR comment and the job summary.` };
  let id: number;
  try {
    id = await createRun(api, repo, check, { ...output, ...(first.length === 0 ? {} : { annotations: first }) });
  } catch (error) {
    const status = httpStatus(error);
    if (status === 422 && first.length > 0) {
      // an annotation GitHub refuses must not cost the verdict: the run again, without them
      core.warning(`agent-verdict: the check run's annotations were refused (${oneLine(error)}); set without them`);
      return createCheckRun(api, repo, { ...check, annotations: [] });
    }
    // a user token (403), a token without checks: write (403), or an API without the route (404)
    if (status !== 403 && status !== 404) throw error;
    core.info(`agent-verdict: could not create the ${STATUS_CONTEXT} check run (HTTP ${status}); setting the commit status instead`);
    return false;
  }
  if (rest.length > 0) await appendAnnotations(api, repo, id, output, rest);
  return true;
}

async function createRun(api: Api, repo: Repo, check: VerdictCheck, output: RunOutput & { annotations?: Annotation[] }): Promise<number> {
  const { data } = await api.rest.checks.create({
    ...repo,
    name: STATUS_CONTEXT,
    head_sha: check.sha,
    status: "completed",
    conclusion: CHECK_CONCLUSIONS[check.verdict],
    ...(check.detailsUrl === null ? {} : { details_url: check.detailsUrl }),
    output,
  });
  return data.id;
}
