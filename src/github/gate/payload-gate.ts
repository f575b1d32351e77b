/**
 * The gate answered from the event payload alone, before Octokit, zod and @actions/core load (each
 * costs about a bare node start of its own): most PRs a workflow sees are people's, and skipping one
 * should cost little more than starting node. It only ever skips, and only when the API could not
 * answer otherwise: a PR's author, head repository and head branch never change, and GitHub, not
 * the PR author, writes the payload. Anything else (a label being added, a pr-number or rank-issue
 * input, another event, an input or payload it cannot read) is left to the full run, which validates and reports.
 */
import { readFile } from "node:fs/promises";
import { isAgentPr, wantsLabel, type GateRules } from "./gate.js";
import { DEFAULT_AGENTS, parseAgentEntry, splitInputList, type AgentIdentity } from "../context/identities.js";
import { toPullRequest, type PullRequest, type RawPull } from "../api/pull.js";

/** The events whose payload carries the whole PR as GitHub wrote it. */
const PULL_EVENTS = new Set(["pull_request", "pull_request_target"]);

/** Why the PR is skipped, or null when only the full run can decide. */
export async function skipFromPayload(env: NodeJS.ProcessEnv): Promise<string | null> {
  // another PR (pr-number) or rank mode (rank-issue): the payload's PR is not what the run decides on
  if (!PULL_EVENTS.has(env.GITHUB_EVENT_NAME ?? "") || input(env, "pr-number") !== "" || input(env, "rank-issue") !== "") return null;
  const rules = gateRules(env);
  const payload = await readPayload(env.GITHUB_EVENT_PATH);
  const pull = payload === null ? null : pullFromPayload(payload.pull_request);
  if (rules === null || payload === null || pull === null) return null;
  const label = typeof payload.label?.name === "string" ? payload.label.name : null;
  // a label being added may admit the PR: whether its sender can write is asked of the API
  if (payload.action === "labeled" && label !== null && wantsLabel(rules.labels, label)) return null;
  const gate = isAgentPr(pull, rules);
  return gate.agent ? null : `PR #${pull.number}: ${gate.reason}`;
}

/** The three gate inputs as the full run reads them; null when an agent-logins entry is invalid (the full run says which). */
export function gateRules(env: NodeJS.ProcessEnv): GateRules | null {
  const entries = splitInputList(input(env, "agent-logins")).map(parseAgentEntry);
  if (entries.some((entry) => entry === null)) return null;
  const agents = entries as AgentIdentity[];
  return {
    agents: agents.length > 0 ? agents : DEFAULT_AGENTS,
    labels: splitInputList(input(env, "agent-labels")),
    branchPrefixes: splitInputList(input(env, "agent-branch-prefixes")),
  };
}

/** The environment variable the runner sets for an input, as @actions/core reads it. */
function inputKey(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[inputKey(name)] ?? "").trim();
}

interface PullPayload {
  action?: unknown;
  label?: { name?: unknown } | null;
  pull_request?: unknown;
}

async function readPayload(path: string | undefined): Promise<PullPayload | null> {
  if (!path) return null;
  try {
    const parsed: unknown = JSON.parse(await readFile(path, "utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as PullPayload) : null;
  } catch {
    return null;
  }
}

/** The payload's PR when every field the gate reads is there with its type; else null. */
export function pullFromPayload(value: unknown): PullRequest | null {
  const raw = value as Partial<Record<string, unknown>> | null | undefined;
  if (typeof raw !== "object" || raw === null) return null;
  const head = raw.head as { sha?: unknown; ref?: unknown; repo?: { id?: unknown; full_name?: unknown } | null } | undefined;
  const base = raw.base as { sha?: unknown; repo?: { id?: unknown } } | undefined;
  const user = raw.user as { login?: unknown; id?: unknown; type?: unknown } | null | undefined;
  const fields = [
    Number.isSafeInteger(raw.number),
    typeof raw.state === "string",
    typeof head?.sha === "string" && typeof head.ref === "string",
    head?.repo === null || (Number.isSafeInteger(head?.repo?.id) && typeof head?.repo?.full_name === "string"),
    typeof base?.sha === "string" && Number.isSafeInteger(base.repo?.id),
    user === null || (typeof user?.login === "string" && Number.isSafeInteger(user.id) && typeof user.type === "string"),
    Array.isArray(raw.labels) && raw.labels.every((label) => typeof (label as { name?: unknown })?.name === "string"),
  ];
  if (!fields.every(Boolean)) return null;
  const body = typeof raw.body === "string" ? raw.body : null;
  const changedFiles = Number.isSafeInteger(raw.changed_files) ? raw.changed_files : 0;
  return toPullRequest({ ...raw, body, changed_files: changedFiles } as RawPull);
}
