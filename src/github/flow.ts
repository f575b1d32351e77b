import * as core from "@actions/core";
import type { Report } from "../model.js";
import type { Annotation } from "./publish/annotations.js";
import type { RunContext } from "./context/event.js";
import { triggeringRunProblem } from "./transcript/companion.js";
import { isAgentPr, wantsLabel, type LabelEvent } from "./gate/gate.js";
import type { ActionInputs } from "./context/inputs.js";
import type { CacheTiming } from "./cache/judge-cache.js";
import { httpStatus, type Api } from "./api/octokit.js";
import { findPullForHead, getPull, type PullRequest } from "./api/pr.js";

// The verification stack (transcript readers, checks, judge, report) loads only for a PR the gate
// lets through: a skipped PR, the common case, never reads it. ncc emits it as a chunk file.
const loadWork = () => import("./verify-work.js");

export type Outcome =
  | { kind: "skipped"; reason: string }
  | { kind: "verdict"; report: Report; markdown: string; pull: PullRequest; sha: string; annotations: Annotation[] };

/** Finds the PR, gates on agent authorship, and verifies the agent's work on the event's commit. */
export async function verifyPullRequest(api: Api, inputs: ActionInputs, context: RunContext, cacheTiming?: CacheTiming): Promise<Outcome> {
  const { locator } = context;
  if (context.triggeringRun !== null && inputs.workflowFile !== null) {
    const problem = await triggeringRunProblem(api, context.repo, context.triggeringRun, inputs.workflowFile);
    if (problem !== null) return { kind: "skipped", reason: problem };
  }
  const pull = locator.kind === "number" ? await getPull(api, context.repo, locator.number) : await findPullForHead(api, context.repo, locator);
  if (pull === null) return { kind: "skipped", reason: `no open pull request of ${locator.kind === "head" ? `${locator.headRepo ?? "?"} has head ${locator.sha}` : "?"}` };
  const rules = { agents: inputs.agents, labels: inputs.agentLabels, branchPrefixes: inputs.agentBranchPrefixes };
  const gate = isAgentPr(pull, rules, await labelEvent(api, context, rules));
  core.info(`agent-verdict: PR #${pull.number}: ${gate.reason}`);
  if (!gate.agent) return { kind: "skipped", reason: `PR #${pull.number}: ${gate.reason}` };
  const sha = context.eventSha ?? pull.headSha;
  const { verifyAgentWork, verifyDiffOnly } = await loadWork();
  const { report, markdown, annotations } = gate.transcript
    ? await verifyAgentWork(api, inputs, context, pull, sha, cacheTiming)
    : await verifyDiffOnly(api, inputs, context, pull, sha);
  return { kind: "verdict", report, markdown, pull, sha, annotations };
}

/** The `labeled` event that may admit the PR: its label is one of the gate's, and its sender's permission is asked. */
async function labelEvent(api: Api, context: RunContext, rules: { labels: readonly string[] }): Promise<LabelEvent | null> {
  const { action, label, sender } = context;
  if (action !== "labeled" || label === null || sender === null || !wantsLabel(rules.labels, label)) return null;
  return { name: label, sender, senderCanWrite: await canWrite(api, context, sender) };
}

/** Write, maintain or admin on this repository; anything else (or a 404 for a non-collaborator) cannot. */
export async function canWrite(api: Api, context: RunContext, login: string): Promise<boolean> {
  try {
    const { data } = await api.rest.repos.getCollaboratorPermissionLevel({ ...context.repo, username: login });
    return data.permission === "admin" || data.permission === "write";
  } catch (error) {
    if (httpStatus(error) === 404 || httpStatus(error) === 403) return false;
    throw error;
  }
}

