/**
 * The agents the gate knows by default, pinned by numeric user id and account type: a login is
 * text anyone can read, an id is what GitHub's app installation owns. Ids looked up on 2026-12-01
 * in public repositories that record them (claude[bot] 209825114, google-labs-jules[bot] 161369871,
 * chatgpt-codex-connector[bot] 199175422, copilot-swe-agent[bot] 198982749,
 * devin-ai-integration[bot] 158243242).
 */

/** `login`, or `login:id`; with an id both must match the PR author. `type` pins the account kind. */
export interface AgentIdentity {
  login: string;
  id: number | null;
  /** "Bot" for a GitHub App's account; null when any account type is accepted. */
  type: "Bot" | "User" | null;
}

/** Agents that publish a transcript a workflow can upload, verified by default. */
export const DEFAULT_AGENTS: readonly AgentIdentity[] = [
  { login: "claude[bot]", id: 209825114, type: "Bot" },
  { login: "google-labs-jules[bot]", id: 161369871, type: "Bot" },
  // the OpenHands resolver opens PRs as this user account when given its token: no app id to pin
  { login: "openhands-agent", id: null, type: "User" },
];

/** Head-branch prefixes verified by default: the OpenHands resolver's branches (same repository only). */
export const DEFAULT_BRANCH_PREFIXES: readonly string[] = ["openhands-fix-issue-"];

/**
 * Agents that export no transcript (Copilot coding agent, Devin, Cursor, Codex cloud): not in the
 * default gate; when a user adds one, only the diff can be checked and the verdict is `neutral`.
 */
export const NO_TRANSCRIPT_AGENTS: readonly string[] = [
  "copilot",
  "copilot-swe-agent[bot]",
  "devin-ai-integration[bot]",
  "cursor[bot]",
  "chatgpt-codex-connector[bot]",
];

export const NO_TRANSCRIPT_REASON = "this agent publishes no transcript: only the diff was checked";

export function publishesNoTranscript(login: string): boolean {
  return NO_TRANSCRIPT_AGENTS.includes(login.toLowerCase());
}

/** GitHub logins are at most 39 characters; `[bot]` adds 5. */
export const MAX_LOGIN_CHARS = 45;
/** An agent-logins entry: a login (an app's with `[bot]`), optionally `:id`. */
export const AGENT_ENTRY = /^[A-Za-z0-9][A-Za-z0-9-]*(\[bot\])?(:\d+)?$/;

/** `login` or `login:id` as an identity; null when the entry is not one (the caller says why). */
export function parseAgentEntry(entry: string): AgentIdentity | null {
  if (!AGENT_ENTRY.test(entry)) return null;
  const [login, id] = entry.split(":");
  if (login!.length > MAX_LOGIN_CHARS) return null;
  return { login: login!, id: id === undefined ? null : Number(id), type: null };
}

/** A list input: comma or newline separated, blanks dropped. */
export function splitInputList(value: string): string[] {
  return value.split(/[\n,]+/).map((item) => item.trim()).filter(Boolean);
}
