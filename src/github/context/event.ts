import { readFile } from "node:fs/promises";
import { InputProblem } from "./inputs.js";

export interface Repo {
  owner: string;
  repo: string;
}

/** Where the PR comes from, per event; the PR itself is always read fresh from the API. */
export type PrLocator =
  | { kind: "number"; number: number }
  /** workflow_run: the run's head commit and repository; `pull_requests` is empty for forks. */
  | { kind: "head"; sha: string; branch: string | null; headRepo: string | null; headRepoId: number | null; hintNumbers: number[] };

export interface RunContext {
  eventName: string;
  repo: Repo;
  locator: PrLocator;
  /** The commit the triggering event is about; the verdict and status are bound to it. */
  eventSha: string | null;
  /** workflow_run: the run that triggered this one, the first place to look for the transcript artifact. */
  triggeringRunId: number | null;
  /** workflow_run: what GitHub says about the triggering run, checked before it is trusted. */
  triggeringRun: TriggeringRun | null;
  /** pull_request*: the event's action (`opened`, `labeled` …), the label it added, and who sent it. */
  action: string | null;
  label: string | null;
  sender: string | null;
  apiUrl: string;
  runUrl: string | null;
  runId: number | null;
  workspace: string;
  runnerTemp: string;
}

export interface TriggeringRun {
  /** `.github/workflows/<file>` of the run's workflow. */
  path: string | null;
  workflowId: number | null;
  /** The event that started it: only `pull_request` runs are producers. */
  event: string | null;
  status: string | null;
  headRepoId: number | null;
}

export const SUPPORTED_EVENTS = ["pull_request", "pull_request_target", "workflow_run", "workflow_dispatch"] as const;

/**
 * Reads the runner's environment and event payload. Only the event's identifiers are trusted from
 * the payload (numbers, SHAs); everything about the PR is read later through the API.
 */
export async function readRunContext(env: NodeJS.ProcessEnv, prNumberInput: number | null): Promise<RunContext> {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = await readPayload(env.GITHUB_EVENT_PATH);
  const repo = parseRepo(env.GITHUB_REPOSITORY);
  const serverUrl = (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, "");
  const runId = positive(env.GITHUB_RUN_ID);
  const base = {
    eventName,
    repo,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    runUrl: runId === null ? null : `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`,
    runId,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    runnerTemp: env.RUNNER_TEMP ?? process.cwd(),
  };
  const facts = eventFacts(payload);
  if (prNumberInput !== null) {
    return { ...base, ...facts, locator: { kind: "number", number: prNumberInput }, eventSha: null, triggeringRunId: null, triggeringRun: null };
  }
  return { ...base, ...facts, ...locate(eventName, payload) };
}

/** The payload's `action`, `label.name` and `sender.login`: GitHub writes them, not the PR author. */
function eventFacts(payload: Payload): Pick<RunContext, "action" | "label" | "sender"> {
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return { action: text(payload.action), label: text(payload.label?.name), sender: text(payload.sender?.login) };
}

function locate(eventName: string, payload: Payload): Pick<RunContext, "locator" | "eventSha" | "triggeringRunId" | "triggeringRun"> {
  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const number = positive(payload.pull_request?.number ?? payload.number);
    if (number === null) throw new InputProblem(`event ${eventName}: the payload has no pull_request.number`);
    return { locator: { kind: "number", number }, eventSha: sha(payload.pull_request?.head?.sha), triggeringRunId: null, triggeringRun: null };
  }
  if (eventName === "workflow_run") {
    const run = payload.workflow_run;
    const headSha = sha(run?.head_sha);
    if (!run || headSha === null) throw new InputProblem("event workflow_run: the payload has no workflow_run.head_sha");
    const hintNumbers = (run.pull_requests ?? []).map((pr) => positive(pr.number)).filter((n): n is number => n !== null);
    const locator: PrLocator = {
      kind: "head",
      sha: headSha,
      branch: typeof run.head_branch === "string" ? run.head_branch : null,
      headRepo: typeof run.head_repository?.full_name === "string" ? run.head_repository.full_name : null,
      headRepoId: positive(run.head_repository?.id),
      hintNumbers,
    };
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    const triggeringRun: TriggeringRun = {
      path: text(run.path),
      workflowId: positive(run.workflow_id),
      event: text(run.event),
      status: text(run.status),
      headRepoId: positive(run.head_repository?.id),
    };
    return { locator, eventSha: headSha, triggeringRunId: positive(run.id), triggeringRun };
  }
  if (eventName === "workflow_dispatch") {
    throw new InputProblem("input pr-number: required on workflow_dispatch (pass the PR number, e.g. ${{ inputs.pr }})");
  }
  throw new InputProblem(`event ${eventName || "(none)"}: not supported; run on ${SUPPORTED_EVENTS.join(", ")}`);
}

interface Payload {
  action?: unknown;
  label?: { name?: unknown };
  sender?: { login?: unknown };
  number?: unknown;
  pull_request?: { number?: unknown; head?: { sha?: unknown } };
  workflow_run?: {
    id?: unknown;
    head_sha?: unknown;
    head_branch?: unknown;
    head_repository?: { full_name?: unknown; id?: unknown };
    path?: unknown;
    workflow_id?: unknown;
    event?: unknown;
    status?: unknown;
    pull_requests?: { number?: unknown }[];
  };
}

async function readPayload(path: string | undefined): Promise<Payload> {
  if (!path) return {};
  const text = await readFile(path, "utf8").catch(() => null);
  if (text === null) throw new InputProblem(`GITHUB_EVENT_PATH ${path}: cannot read the event payload`);
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new InputProblem(`GITHUB_EVENT_PATH ${path}: the event payload is not JSON`);
  }
  // every field is read as optional below, but only from an object
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    throw new InputProblem(`GITHUB_EVENT_PATH ${path}: the event payload is not a JSON object`);
  }
  return payload as Payload;
}

function parseRepo(value: string | undefined): Repo {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value ?? "");
  if (!match) throw new InputProblem(`GITHUB_REPOSITORY "${value ?? ""}": must be owner/name`);
  return { owner: match[1]!, repo: match[2]! };
}

function positive(value: unknown): number | null {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function sha(value: unknown): string | null {
  return typeof value === "string" && /^[0-9a-f]{40}$/i.test(value) ? value.toLowerCase() : null;
}
