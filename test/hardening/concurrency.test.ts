/**
 * Two runs of the action on one PR at the same time (a push and a re-run, or two workflows): the
 * committed bundle is spawned twice against the stand-in, and the proxy holds each read of the
 * comments until the other run asks too: both see none and both create one, then both re-read and
 * see two. The PR is left with one comment, carrying the marker.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readMarker } from "../../src/github/publish/comment.js";
import { copyBundle, runBundle as spawnBundle } from "../helpers/bundle.js";
import { FakeGitHub, type FakePull } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent } from "../github/helpers/harness.js";
import { FaultProxy } from "./helpers/fault-proxy.js";

/** How long the gate waits for the other run before letting a call through anyway. */
const GATE_TIMEOUT_MS = 5_000;
const RUNS = 2;

let bundle = "";
let github: FakeGitHub;
let proxy: FaultProxy;
beforeAll(() => {
  bundle = join(copyBundle(), "dist", "index.js");
});
beforeEach(async () => {
  github = await new FakeGitHub().start();
  proxy = await new FaultProxy().start(github);
});
afterEach(async () => {
  await proxy.stop();
  await github.stop();
});

/**
 * A gate that holds calls matching the route until `count` of them wait, then lets them all go
 * together; round after round, so both runs' first reads and both runs' re-reads meet.
 */
function barrier(count: number, matches: (method: string, path: string) => boolean) {
  let waiting: (() => void)[] = [];
  return (method: string, path: string): Promise<void> | null => {
    if (!matches(method, path)) return null;
    return new Promise<void>((resolve) => {
      waiting.push(resolve);
      const round = waiting;
      const open = () => {
        if (waiting === round) waiting = [];
        for (const release of round.splice(0)) release();
      };
      if (round.length >= count) open();
      else setTimeout(open, GATE_TIMEOUT_MS);
    });
  };
}

function runBundle(pull: FakePull, index: number): Promise<{ status: number | null; stdout: string }> {
  const root = mkdtempSync(join(tmpdir(), `agent-verdict-race-${index}-`));
  writeFileSync(join(root, "event.json"), JSON.stringify(pullRequestEvent(pull, github)));
  for (const file of ["output", "summary.md"]) writeFileSync(join(root, file), "");
  writeFileSync(join(root, "t.ndjson"), fixture("github/passing-stream.ndjson"));
  // the producer records the head it verified: the transcript is bound to the PR head
  writeFileSync(join(root, "head-sha"), `${pull.headSha}\n`);
  const env = {
    PATH: process.env.PATH,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: join(root, "event.json"),
    GITHUB_REPOSITORY: "octo/demo",
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: "https://github.test",
    GITHUB_OUTPUT: join(root, "output"),
    GITHUB_STEP_SUMMARY: join(root, "summary.md"),
    GITHUB_WORKSPACE: root,
    GITHUB_RUN_ID: String(100 + index),
    RUNNER_TEMP: root,
    "INPUT_GITHUB-TOKEN": "stand-in-token",
    "INPUT_TRANSCRIPT-PATH": "t.ndjson",
    "INPUT_FAIL-ON": "fail,error",
  };
  return spawnBundle(bundle, env);
}

describe("two runs on one PR at once", () => {
  it("both read no comment, both create one, both see two, and one comment is left", async () => {
    const pull = addPull(github);
    const listsComments = (method: string, path: string) => method === "GET" && path === "/repos/octo/demo/issues/7/comments";
    proxy.gate = barrier(RUNS, listsComments);
    const results = await Promise.all(Array.from({ length: RUNS }, (_, index) => runBundle(pull, index)));
    for (const result of results) expect(result.status, result.stdout).toBe(0);
    // the interleaving happened: both runs created a comment
    expect(proxy.requests.filter((r) => r.method === "POST" && r.path.endsWith("/issues/7/comments"))).toHaveLength(RUNS);
    expect(proxy.requests.some((r) => r.method === "DELETE")).toBe(true);
    const comments = github.commentsOn(pull.number);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)).toEqual({ sha: pull.headSha, verdict: "pass" });
  });
});
