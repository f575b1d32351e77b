/**
 * Which runs may rank an issue's PRs, and which inputs make sense then. Ranking is about an issue,
 * so it runs where an issue is the subject (issues, issue_comment) or by hand (workflow_dispatch);
 * on a PR or workflow_run event the issue would have to be guessed, so those fail closed.
 */
import { readRunContext, type RunContext } from "../context/event.js";
import { InputProblem, type ActionInputs } from "../context/inputs.js";

export const RANK_EVENTS = ["workflow_dispatch", "issues", "issue_comment"] as const;

/** The inputs rank mode cannot honour: each would apply one PR's setting to every PR. */
export function rankInputProblem(inputs: ActionInputs): string | null {
  if (inputs.prNumber !== null) return "input rank-issue: give rank-issue or pr-number, not both";
  if (inputs.transcriptPath !== null) {
    return "input transcript-path: rank-issue needs transcript-artifact (e.g. agent-transcript-{sha}); one path cannot hold every PR's transcript";
  }
  if (inputs.transcriptRunId !== null) return "input transcript-run-id: not with rank-issue; each PR's transcript is searched in that PR's own runs";
  if (inputs.diffPath !== null || inputs.prBodyPath !== null || inputs.repoPath !== null) {
    return "input diff-path, pr-body-path or repo-path: not with rank-issue; each PR's diff and body are read from the API";
  }
  return null;
}

/**
 * The run's context for ranking `issue`. The locator names the issue only so that the shared
 * context shape is complete; rank mode reads PR numbers from the issue's timeline, never from it.
 */
export async function readRankContext(env: NodeJS.ProcessEnv, inputs: ActionInputs, issue: number): Promise<RunContext> {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  if (!(RANK_EVENTS as readonly string[]).includes(eventName)) {
    throw new InputProblem(`input rank-issue: ranking runs on ${RANK_EVENTS.join(", ")}, not on ${eventName || "(no event)"}`);
  }
  const problem = rankInputProblem(inputs);
  if (problem !== null) throw new InputProblem(problem);
  return readRunContext(env, issue);
}
