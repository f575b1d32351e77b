import { publishesNoTranscript, type AgentIdentity } from "../context/identities.js";
import type { PullRequest } from "../api/pull.js";

export interface GateRules {
  agents: readonly AgentIdentity[];
  labels: readonly string[];
  branchPrefixes: readonly string[];
}

/** The `labeled` event that triggered this run: which label, and whether its sender may write. */
export interface LabelEvent {
  name: string;
  sender: string;
  senderCanWrite: boolean;
}

export interface GateDecision {
  agent: boolean;
  /** Which rule matched, or why none did: for the log and the job summary. */
  reason: string;
  /** False for an agent that exports no transcript: only the diff can be checked. */
  transcript: boolean;
}

/**
 * Is this an agent's PR? Only a PR whose head repository is the base repository can be: a fork's
 * author, branch and labels are the fork owner's to choose. Then the PR author (login, and id and
 * account type when the rule gives them), never `github.actor`. A label counts only on the
 * `labeled` event that added it, when its sender can write to the repository; a branch prefix
 * counts because only writers can push a branch here.
 */
export function isAgentPr(pull: PullRequest, rules: GateRules, labelEvent: LabelEvent | null = null): GateDecision {
  if (pull.headRepoId === null || pull.headRepoId !== pull.baseRepoId) {
    const from = pull.headRepo ?? "a deleted repository";
    return { agent: false, transcript: true, reason: `the PR comes from ${from}, not this repository: a fork PR is never verified as an agent's` };
  }
  const author = pull.author;
  const byAuthor = author === null ? undefined : rules.agents.find((agent) => sameAuthor(agent, author));
  if (byAuthor && author) {
    return { agent: true, transcript: !publishesNoTranscript(author.login), reason: `author ${author.login} (id ${author.id}) is an agent` };
  }
  const label = labelRule(pull, rules, labelEvent);
  if (label !== null) return { agent: true, transcript: true, reason: label };
  const prefix = rules.branchPrefixes.find((wanted) => pull.headRef.startsWith(wanted));
  if (prefix !== undefined) return { agent: true, transcript: true, reason: `branch ${pull.headRef} starts with "${prefix}"` };
  const who = author === null ? "an unknown author" : `${author.login} (id ${author.id})`;
  const labeled = pull.labels.find((name) => wantsLabel(rules.labels, name));
  const labelNote = labeled === undefined ? "" : `; label "${labeled}" counts only on the labeled event that adds it, by someone who can write`;
  return { agent: false, transcript: true, reason: `the PR author ${who} is not in agent-logins and no label or branch rule matched${labelNote}` };
}

function labelRule(pull: PullRequest, rules: GateRules, event: LabelEvent | null): string | null {
  if (event === null || !wantsLabel(rules.labels, event.name)) return null;
  if (!pull.labels.some((name) => sameText(name, event.name))) return null;
  if (!event.senderCanWrite) return null;
  return `label "${event.name}" was added by ${event.sender}, who can write to the repository`;
}

/** Logins compare case-insensitively, as GitHub treats them; an id or type in the rule must match exactly. */
function sameAuthor(agent: AgentIdentity, author: NonNullable<PullRequest["author"]>): boolean {
  if (!sameText(agent.login, author.login)) return false;
  if (agent.type !== null && agent.type !== author.type) return false;
  return agent.id === null || agent.id === author.id;
}

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether the label of a `labeled` event is one of the gate's: only then is the sender's permission asked. */
export function wantsLabel(labels: readonly string[], name: string): boolean {
  return labels.some((wanted) => sameText(wanted, name));
}
