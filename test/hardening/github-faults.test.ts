/**
 * GitHub failing in ways test/github does not cover: 5xx on every route, a secondary rate limit
 * that lasts, an artifact that expired or vanished between list and download, a connection that
 * never answers, a failure on the comment alone. Whatever fails, the verdict is never a green pass
 * that was not earned, and the job summary and the outputs are still written.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, zipOf, type RunResult, type RunSetup } from "../github/helpers/harness.js";
import { FaultProxy, type Fault } from "./helpers/fault-proxy.js";

/** A short budget per API call, so a hung connection ends the test in well under a second. */
const REQUEST_BUDGET_MS = 400;
/** A waiting call says so this often here (15 s in production). */
const WAITING_NOTE_EVERY_MS = 150;

/** Every run of this file: the action with a short budget per API call. */
function runFaulty(server: FakeGitHub, setup: RunSetup): Promise<RunResult> {
  return runActionIn(server, setup, { timing: { requestBudgetMs: REQUEST_BUDGET_MS, waitingNoteEveryMs: WAITING_NOTE_EVERY_MS } });
}

const PASSING = fixture("github/passing-stream.ndjson");
const REPO = "/repos/octo/demo";

let github: FakeGitHub;
let proxy: FaultProxy;
beforeEach(async () => {
  github = await new FakeGitHub().start();
  proxy = await new FaultProxy().start(github);
});
afterEach(async () => {
  await proxy.stop();
  await github.stop();
});

function pathRun(): Promise<RunResult> {
  const pull = addPull(github);
  return runFaulty(github, {
    event: "pull_request",
    payload: pullRequestEvent(pull, github),
    inputs: { "transcript-path": "t.ndjson" },
    workspace: { "t.ndjson": PASSING, "head-sha": pull.headSha },
  });
}

/** The summary and every output are written, whatever failed. */
function expectResultsWritten(result: RunResult): void {
  expect(result.outputs).toHaveProperty("verdict");
  expect(result.outputs).toHaveProperty("score");
  expect(result.outputs).toHaveProperty("comment-id");
  expect(result.outputs).toHaveProperty("report-path");
  expect(result.summary).toMatch(/\*\*Verdict: |agent-verdict: /);
}

describe("GitHub failing on every route", () => {
  const storms: Record<string, Fault> = {
    "502 Bad Gateway": { status: 502 },
    "503 Service Unavailable": { status: 503 },
    "a lasting secondary rate limit": {
      status: 403,
      message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      headers: { "retry-after": "1" },
    },
    "a connection that never answers": "hang",
    "connections reset": "reset",
  };

  it.each(Object.entries(storms))("%s: error verdict, bounded calls, summary and outputs written", async (_name, fault) => {
    proxy.rule = () => fault;
    const started = Date.now();
    const result = await pathRun();
    expect(result.outputs.verdict).toBe("error");
    expect(result.exitCode).toBe(1);
    expectResultsWritten(result);
    expect(result.summary).toContain("Could not verify");
    // the PR read, its retries, and the rate-limit waits: a bounded handful, never a loop
    expect(proxy.requests.length).toBeLessThanOrEqual(8);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("GitHub failing on one route", () => {
  it("5xx on creating the comment: the verdict is still computed, in the outputs and summary, and the step fails", async () => {
    proxy.rule = (method, path) => (method === "POST" && path.endsWith("/comments") ? { status: 500 } : null);
    const result = await pathRun();
    expect(result.outputs.verdict).toBe("pass");
    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::agent-verdict: could not post the verdict/);
    expectResultsWritten(result);
    expect(result.summary).toContain("**Verdict: Approve**");
  });

  it("a GitHub API that never answers: the log says what is waited for and when it gives up, not silence", async () => {
    proxy.rule = () => "hang";
    const result = await pathRun();
    expect(result.outputs.verdict).toBe("error");
    const waiting = /agent-verdict: waiting for the GitHub API \(GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}\): 0\.\d s so far; gives up after 0\.4 s/;
    expect(result.log).toMatch(waiting);
  });

  it("a hang on the check run alone: bounded, the comment is posted and the results written", async () => {
    proxy.rule = (method, path) => (method === "POST" && path.startsWith(`${REPO}/check-runs`) ? "hang" : null);
    const result = await pathRun();
    expectResultsWritten(result);
    expect(result.outputs.verdict).toBe("pass");
    expect(github.commentsOn(7)).toHaveLength(1);
  });

  it.each([
    ["expired between list and download (410)", { status: 410, message: "Artifact has expired" }],
    ["vanished between list and download (404)", { status: 404, message: "Not Found" }],
  ] as const)("an artifact %s: error, never pass, saying so; results written", async (_name, fault) => {
    const pull = addPull(github);
    github.runs.push({ id: 77, headSha: pull.headSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-01T00:00:00Z" });
    const zip = zipOf({ "t.ndjson": PASSING });
    github.artifacts.push({ id: 501, name: "agent-transcript", runId: 77, expired: false, createdAt: "2026-01-01T00:00:00Z", zip });
    proxy.rule = (method, path) => (path.endsWith("/artifacts/501/zip") ? fault : null);
    const result = await runFaulty(github, {
      event: "pull_request",
      payload: pullRequestEvent(pull, github),
      inputs: { "transcript-artifact": "agent-transcript" },
    });
    expect(result.outputs.verdict).toBe("error");
    expect(github.statuses.map((status) => status.state)).not.toContain("success");
    expect(github.checkRuns.map((run) => run.conclusion)).not.toContain("success");
    expectResultsWritten(result);
    expect(result.summary).toMatch(/Could not verify/);
    expect(result.summary).toMatch(/artifact "agent-transcript" \(id 501\) could not be downloaded \(HTTP 4\d\d.*expired or was deleted/);
  });
});
