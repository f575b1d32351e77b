import type { AgentIdentity } from "./inputs.js";
import type { PullRequest } from "./pr.js";

export interface GateRules {
  agents: AgentIdentity[];
  labels: string[];
  branchPrefixes: string[];
}

export interface GateDecision {
  agent: boolean;
  /** Which rule matched, or why none did: for the log and the job summary. */
  reason: string;
}

/**
 * Is this an agent's PR? Decided by the PR author (login, and id when the rule gives one), never
 * by `github.actor`, who may be anyone who pushed or re-ran. Labels and branch prefixes are extra,
 * opt-in ways in: they widen what is verified, they never skip a PR the author rule matched.
 */
export function isAgentPr(pull: PullRequest, rules: GateRules): GateDecision {
  const author = pull.author;
  const byAuthor = author === null ? undefined : rules.agents.find((agent) => sameAuthor(agent, author));
  if (byAuthor && author) return { agent: true, reason: `author ${author.login} (id ${author.id}) is an agent` };
  const label = pull.labels.find((name) => rules.labels.some((wanted) => wanted.toLowerCase() === name.toLowerCase()));
  if (label !== undefined) return { agent: true, reason: `label "${label}" marks an agent PR` };
  const prefix = rules.branchPrefixes.find((wanted) => pull.headRef.startsWith(wanted));
  if (prefix !== undefined) return { agent: true, reason: `branch ${pull.headRef} starts with "${prefix}"` };
  const who = author === null ? "an unknown author" : `${author.login} (id ${author.id})`;
  return { agent: false, reason: `the PR author ${who} is not in agent-logins and no label or branch rule matched` };
}

/** Logins compare case-insensitively, as GitHub treats them; an id in the rule must match exactly. */
function sameAuthor(agent: AgentIdentity, author: { login: string; id: number }): boolean {
  if (agent.login.toLowerCase() !== author.login.toLowerCase()) return false;
  return agent.id === null || agent.id === author.id;
}
