import * as core from "@actions/core";
import type { Verdict } from "../../model.js";
import { headlineScore, VERDICT_WORDS } from "../../report/comment.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";

export const STATUS_CONTEXT = "agent-verdict";
/** GitHub cuts a status description at 140 characters. */
const MAX_DESCRIPTION_CHARS = 140;

/**
 * Verdict → commit status state. Only `pass` is green. `neutral` (needs human review) is `pending`:
 * not a failure of the agent's work, but a required check stays unmet until a person decides.
 * `error` (could not verify) is `failure`: a missing or unreadable transcript must not look like
 * work still in progress, nor like an approval.
 */
export const STATUS_STATES: Record<Verdict, "success" | "failure" | "pending"> = {
  pass: "success",
  fail: "failure",
  neutral: "pending",
  error: "failure",
};

export interface StatusRequest {
  sha: string;
  state: "success" | "failure" | "pending" | "error";
  description: string;
  targetUrl: string | null;
}

export function verdictStatus(verdict: Verdict, score: number | null, sha: string, targetUrl: string | null): StatusRequest {
  const shown = headlineScore(verdict, score);
  const description = `${VERDICT_WORDS[verdict]}${shown === null ? "" : ` · ${shown}`}`;
  return { sha, state: STATUS_STATES[verdict], description, targetUrl };
}

/**
 * Sets the `agent-verdict` status on the commit. A fork's read-only token gets 403 here: that is
 * a warning, not a reason to lose the comment and the summary.
 */
export async function postStatus(api: Api, repo: Repo, request: StatusRequest): Promise<boolean> {
  try {
    await api.rest.repos.createCommitStatus({
      ...repo,
      sha: request.sha,
      state: request.state,
      context: STATUS_CONTEXT,
      description: request.description.slice(0, MAX_DESCRIPTION_CHARS),
      ...(request.targetUrl === null ? {} : { target_url: request.targetUrl }),
    });
    return true;
  } catch (error) {
    const status = httpStatus(error);
    if (status !== 403 && status !== 404) throw error;
    core.warning(
      `agent-verdict: could not set the ${STATUS_CONTEXT} status on ${request.sha.slice(0, 12)} (HTTP ${status}); `
        + "the token may be read-only (a fork's pull_request run). Use the workflow_run pair, or grant statuses: write.",
    );
    return false;
  }
}
