/**
 * Runs the real action in-process with a runner's environment (INPUT_*, GITHUB_*, RUNNER_TEMP)
 * against the loopback stand-in; only the wire is fake. Restores the environment afterwards.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { vi } from "vitest";
import { zipSync } from "fflate";
import { runAction, type RunOptions } from "../../../src/github/action.js";
import type { ApiTiming } from "../../../src/github/api/octokit.js";
import type { FakeGitHub, FakePull, FakeUser } from "../../helpers/github-server.js";

/** Retries and write spacing in milliseconds, so fault tests stay fast. */
const FAST = { retryBaseMs: 1, writeSpacingMs: 0 };
/** What the runner passes for inputs left unset: the defaults in action.yml. */
const INPUT_DEFAULTS: Record<string, string> = {
  "github-token": "stand-in-token",
  "missing-transcript": "error",
  "post-comment": "true",
  "post-status": "true",
  "fail-on": "fail,error",
  "agent-branch-prefixes": "openhands-fix-issue-",
  "unexplained-changes": "neutral",
};
const FIXTURES = join(dirname(new URL(import.meta.url).pathname), "..", "..", "fixtures");
/** @actions/core remembers the summary file after its first write: one per test file, emptied per run. */
const SUMMARY = join(mkdtempSync(join(tmpdir(), "agent-verdict-summary-")), "summary.md");

export const AGENT: FakeUser = { login: "claude[bot]", id: 209825114, type: "Bot" };
/** An agent that exports no transcript; verified only when a user adds it to agent-logins. */
export const COPILOT: FakeUser = { login: "copilot-swe-agent[bot]", id: 198982749, type: "Bot" };
export const HUMAN: FakeUser = { login: "octocat", id: 583231, type: "User" };
export const ACTIONS_BOT: FakeUser = { login: "github-actions[bot]", id: 41898282, type: "Bot" };

export function fixture(path: string): string {
  return readFileSync(join(FIXTURES, path), "utf8");
}

let shaCounter = 0;
/** A fresh 40-hex SHA. */
export function sha(): string {
  shaCounter += 1;
  return shaCounter.toString(16).padStart(8, "0").repeat(5);
}

export const RANGE_DIFF = "diff --git a/src/range.ts b/src/range.ts\n--- a/src/range.ts\n+++ b/src/range.ts\n@@ -1 +1 @@\n-i <= n\n+i < n\n";

export function addPull(server: FakeGitHub, overrides: Partial<FakePull> = {}): FakePull {
  const pull: FakePull = {
    number: 7,
    state: "open",
    user: AGENT,
    headSha: sha(),
    headRef: "copilot/fix-range",
    headRepo: `${server.owner}/${server.repo}`,
    baseSha: sha(),
    labels: [],
    body: "Fixes the off-by-one in range().",
    files: [{ filename: "src/range.ts", status: "modified", patch: "@@ -1 +1 @@\n-i <= n\n+i < n" }],
    diff: RANGE_DIFF,
    ...overrides,
  };
  server.pulls.set(pull.number, pull);
  return pull;
}

export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)])));
}

export interface RunSetup {
  event: string;
  payload: unknown;
  inputs: Record<string, string>;
  /** Files to put in the workspace, by relative path. */
  workspace?: Record<string, string>;
  /** Files to put in RUNNER_TEMP (`../temp/<path>` from the workspace), by relative path. */
  temp?: Record<string, string>;
  /** Called with the workspace folder after the files are written (to make a symlink). */
  prepare?: (workspace: string) => void;
  /** More of the runner's environment (the cache service's variables), set over the defaults above. */
  env?: Record<string, string>;
}

/** The action's run options, with the API timing given field by field over the fast one. */
export type HarnessOptions = Omit<RunOptions, "timing"> & { timing?: Partial<ApiTiming> };

export interface RunResult {
  outputs: Record<string, string>;
  /** Everything the action logged (workflow commands included: ::warning::, ::error::). */
  log: string;
  exitCode: number;
  summary: string;
  runnerTemp: string;
  workspace: string;
}

/** Runs the action; `options.timing` overrides the fast retry timing field by field. */
export async function runActionIn(server: FakeGitHub, setup: RunSetup, options: HarnessOptions = {}): Promise<RunResult> {
  const root = mkdtempSync(join(tmpdir(), "agent-verdict-run-"));
  const workspace = join(root, "workspace");
  const runnerTemp = join(root, "temp");
  mkdirSync(workspace);
  mkdirSync(runnerTemp);
  for (const [folder, files] of [[workspace, setup.workspace], [runnerTemp, setup.temp]] as const) {
    for (const [path, text] of Object.entries(files ?? {})) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
  }
  setup.prepare?.(workspace);
  writeFileSync(join(root, "event.json"), JSON.stringify(setup.payload));
  writeFileSync(join(root, "output"), "");
  writeFileSync(SUMMARY, "");
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: setup.event,
    GITHUB_EVENT_PATH: join(root, "event.json"),
    GITHUB_REPOSITORY: `${server.owner}/${server.repo}`,
    GITHUB_API_URL: server.url,
    GITHUB_SERVER_URL: "https://github.test",
    GITHUB_OUTPUT: join(root, "output"),
    GITHUB_STEP_SUMMARY: SUMMARY,
    GITHUB_WORKSPACE: workspace,
    GITHUB_RUN_ID: "4242",
    RUNNER_TEMP: runnerTemp,
    ...setup.env,
  };
  for (const [name, value] of Object.entries({ ...INPUT_DEFAULTS, ...setup.inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const log: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    log.push(String(chunk));
    return true;
  });
  try {
    await runAction({ ...options, timing: { ...FAST, ...options.timing } });
  } finally {
    write.mockRestore();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  const outputs = parseOutputs(readFileSync(env.GITHUB_OUTPUT!, "utf8"));
  return { outputs, log: log.join(""), exitCode, summary: readFileSync(SUMMARY, "utf8"), runnerTemp, workspace };
}

/** GITHUB_OUTPUT holds `name<<delimiter\nvalue\ndelimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}

export function pullRequestEvent(pull: FakePull, server: FakeGitHub) {
  return {
    action: "opened",
    number: pull.number,
    pull_request: { number: pull.number, head: { sha: pull.headSha, ref: pull.headRef }, user: { login: "spoofed-in-payload" } },
    repository: { full_name: `${server.owner}/${server.repo}` },
  };
}
