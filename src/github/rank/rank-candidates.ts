/**
 * Which of an issue's linked PRs can be ranked: each is read fresh, passed through the same agent
 * gate as per-PR mode, and its transcript found and bound to its head exactly as per-PR mode does.
 * Every PR that is not ranked is kept with its reason, for the comment.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { oneLine } from "../../errors.js";
import { MAX_CANDIDATES } from "../../rank/index.js";
import { bindingCheck } from "../transcript/binding.js";
import type { RunContext } from "../context/event.js";
import { isAgentPr } from "../gate/gate.js";
import type { ActionInputs } from "../context/inputs.js";
import { closesIssue, type Reference } from "../api/linked.js";
import { httpStatus, type Api } from "../api/octokit.js";
import { getChanges, getPull, type PullRequest } from "../api/pr.js";
import { readSidecar } from "../transcript/sidecar.js";
import { locateTranscript } from "../transcript/transcript.js";

/** PRs read per issue: twice the most that can be ranked at once leaves room for the left-out ones. */
export const MAX_REFERENCES_READ = 2 * MAX_CANDIDATES;

/** A linked PR as the comment and the report name it. */
export interface PrEntry {
  number: number;
  title: string;
  headSha: string | null;
  reason: string;
}

export interface RankablePr extends PrEntry {
  transcriptPath: string;
  diffPath: string | undefined;
}

export interface Sorted {
  rankable: RankablePr[];
  /** Not an agent's PR, a fork's, closed, or not closing the issue: never a candidate. */
  leftOut: PrEntry[];
  /** An agent's PR whose transcript is missing, unreadable or not bound to its head. */
  notRanked: PrEntry[];
}

/** Reads each referenced PR and sorts it into rankable, left out or not ranked; never throws for one PR. */
export async function sortReferences(api: Api, inputs: ActionInputs, context: RunContext, issue: number, references: Reference[]) {
  const sorted: Sorted = { rankable: [], leftOut: [], notRanked: [] };
  const byPath = new Map<string, number>();
  for (const [index, reference] of references.entries()) {
    const entry = { number: reference.number, title: reference.title, headSha: null };
    if (index >= MAX_REFERENCES_READ) {
      sorted.leftOut.push({ ...entry, reason: `not read: an issue's first ${MAX_REFERENCES_READ} linked PRs are considered` });
      continue;
    }
    const pull = await readPull(api, context, reference.number);
    if (pull === null) {
      sorted.leftOut.push({ ...entry, reason: "the PR could not be read (HTTP 404)" });
      continue;
    }
    const known = { ...entry, headSha: pull.headSha };
    const gateProblem = leftOutReason(pull, inputs, context, issue);
    if (gateProblem !== null) sorted.leftOut.push({ ...known, reason: gateProblem });
    else if (sorted.rankable.length >= MAX_CANDIDATES) {
      sorted.notRanked.push({ ...known, reason: `over the limit of ${MAX_CANDIDATES} PRs ranked at once` });
    } else {
      const loaded = await loadPr(api, inputs, context, pull, known);
      const twin = loaded.kind === "rankable" ? byPath.get(loaded.pr.transcriptPath) : undefined;
      if (loaded.kind === "not-ranked") sorted.notRanked.push(loaded.entry);
      else if (twin !== undefined) sorted.notRanked.push({ ...known, reason: `its transcript artifact is the one found for PR #${twin}` });
      else {
        byPath.set(loaded.pr.transcriptPath, pull.number);
        sorted.rankable.push(loaded.pr);
      }
    }
  }
  return sorted;
}

/** The PR's own record; null for one that is gone. Any other failure (a 403: the token) stops the ranking. */
async function readPull(api: Api, context: RunContext, number: number): Promise<PullRequest | null> {
  try {
    return await getPull(api, context.repo, number);
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

/** Why a PR is no candidate at all; null when it is an open agent PR of this repository that closes the issue. */
function leftOutReason(pull: PullRequest, inputs: ActionInputs, context: RunContext, issue: number): string | null {
  if (pull.state !== "open") return `the PR is ${pull.state}`;
  if (!closesIssue(pull.body, context.repo, issue)) return `its description mentions the issue but does not close it (no "Fixes #${issue}")`;
  // a label counts only on the labeled event that adds it, which a ranking run never is
  const rules = { agents: inputs.agents, labels: inputs.agentLabels, branchPrefixes: inputs.agentBranchPrefixes };
  const gate = isAgentPr(pull, rules, null);
  return gate.agent ? null : gate.reason;
}

type Loaded = { kind: "rankable"; pr: RankablePr } | { kind: "not-ranked"; entry: PrEntry };

/** The PR's transcript (bound to its head) and its diff, as per-PR mode reads them. */
async function loadPr(api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest, entry: Omit<PrEntry, "reason">): Promise<Loaded> {
  const notRanked = (reason: string): Loaded => ({ kind: "not-ranked", entry: { ...entry, reason } });
  const rules = { agents: inputs.agents, labels: inputs.agentLabels, branchPrefixes: inputs.agentBranchPrefixes };
  if (!isAgentPr(pull, rules, null).transcript) return notRanked("this agent publishes no transcript: there is nothing to rank it by");
  try {
    const located = await locateTranscript(api, inputs, context, pull, pull.headSha);
    if (!located.found) return notRanked(located.message);
    const sidecar = await readSidecar(located.path);
    const { source, artifact } = located;
    const binding = bindingCheck({ source, sidecar, artifact, sha: pull.headSha, baseRepoId: pull.baseRepoId });
    if (binding.status !== "pass") return notRanked(`transcript not bound to the head: ${binding.summary}`);
    const diffPath = await writeDiff(api, context, pull);
    return { kind: "rankable", pr: { ...entry, reason: binding.summary, transcriptPath: located.path, diffPath } };
  } catch (error) {
    return notRanked(`could not load the transcript: ${oneLine(error)}`);
  }
}

/** The PR's diff as a file for rank(); none when GitHub cannot give it whole (the diff checks then skip). */
async function writeDiff(api: Api, context: RunContext, pull: PullRequest): Promise<string | undefined> {
  const changes = await getChanges(api, context.repo, pull).catch(() => null);
  if (changes?.diff == null) return undefined;
  const dir = join(context.runnerTemp, "agent-verdict", "rank");
  await mkdir(dir, { recursive: true });
  const path = join(dir, `pr-${pull.number}.diff`);
  await writeFile(path, changes.diff);
  return path;
}
