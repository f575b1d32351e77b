/**
 * The committed bundle (dist/index.js), copied where no node_modules can be found and spawned as the
 * runner would, against the stand-in. CI rebuilds dist/ and fails if it differs before this runs.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copyBundle, runBundle } from "../helpers/bundle.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { HUMAN, addPull, fixture, pullRequestEvent, zipOf } from "./helpers/harness.js";

let server: FakeGitHub;
let bundle = "";
beforeAll(() => {
  bundle = join(copyBundle(), "dist", "index.js");
});
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

describe("dist/index.js", () => {
  it("runs as a node24 action would: artifact in, comment and check run out", async () => {
    const pull = addPull(server);
    const run = { id: server.id(), headSha: pull.headSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
    server.runs.push(run);
    const zip = zipOf({ "t.ndjson": fixture("github/passing-stream.ndjson") });
    server.artifacts.push({ id: server.id(), name: "transcript-7", runId: run.id, expired: false, createdAt: run.createdAt, zip });
    const root = mkdtempSync(join(tmpdir(), "agent-verdict-dist-"));
    for (const file of ["event.json", "output", "summary.md"]) writeFileSync(join(root, file), "");
    writeFileSync(join(root, "event.json"), JSON.stringify(pullRequestEvent(pull, server)));
    const env = {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: join(root, "event.json"),
      GITHUB_REPOSITORY: "octo/demo",
      GITHUB_API_URL: server.url,
      GITHUB_SERVER_URL: "https://github.test",
      GITHUB_OUTPUT: join(root, "output"),
      GITHUB_STEP_SUMMARY: join(root, "summary.md"),
      GITHUB_WORKSPACE: root,
      GITHUB_RUN_ID: "1",
      RUNNER_TEMP: root,
      "INPUT_GITHUB-TOKEN": "stand-in-token",
      "INPUT_TRANSCRIPT-ARTIFACT": "transcript-{pr}",
      "INPUT_FAIL-ON": "fail,error",
    };
    const result = await runBundle(bundle, env);
    expect(result.status, result.stdout).toBe(0);
    expect(readFileSync(join(root, "output"), "utf8")).toContain("pass");
    expect(server.commentsOn(7)).toHaveLength(1);
    // a check run where the token may create one (the commit status is the fallback)
    expect(server.checkRuns[0]).toMatchObject({ conclusion: "success", head_sha: pull.headSha });
  });

  it("ranks an issue's agent PRs from the bundle: the rank chunk loads where no node_modules are", async () => {
    server.addIssue({ number: 5, title: "range() is off by one", state: "open", user: HUMAN, body: "" });
    const transcripts = { 11: fixture("github/passing-stream.ndjson"), 12: fixture("transcripts/synthetic-claude-code-red-final.jsonl") };
    for (const [number, transcript] of Object.entries(transcripts)) {
      const pull = addPull(server, { number: Number(number), headRef: `claude/issue-5-${number}`, body: "Fixes #5." });
      server.crossReference(5, pull);
      const run = { id: server.id(), headSha: pull.headSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
      server.runs.push(run);
      const zip = zipOf({ "transcript.jsonl": transcript });
      server.artifacts.push({ id: server.id(), name: `agent-transcript-${pull.headSha}`, runId: run.id, expired: false, createdAt: run.createdAt, zip });
    }
    const root = mkdtempSync(join(tmpdir(), "agent-verdict-dist-"));
    for (const file of ["output", "summary.md"]) writeFileSync(join(root, file), "");
    writeFileSync(join(root, "event.json"), JSON.stringify({ inputs: { issue: "5" } }));
    const env = {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: "workflow_dispatch",
      GITHUB_EVENT_PATH: join(root, "event.json"),
      GITHUB_REPOSITORY: "octo/demo",
      GITHUB_API_URL: server.url,
      GITHUB_OUTPUT: join(root, "output"),
      GITHUB_STEP_SUMMARY: join(root, "summary.md"),
      GITHUB_WORKSPACE: root,
      RUNNER_TEMP: root,
      "INPUT_GITHUB-TOKEN": "stand-in-token",
      "INPUT_TRANSCRIPT-ARTIFACT": "agent-transcript-{sha}",
      "INPUT_RANK-ISSUE": "5",
      "INPUT_FAIL-ON": "fail,error",
    };
    const result = await runBundle(bundle, env);
    expect(result.status, result.stdout).toBe(0);
    expect(readFileSync(join(root, "output"), "utf8")).toMatch(/ranking<<(ghadelimiter_[\w-]+)\n11,12\n\1/);
    expect(server.commentsOn(5)).toHaveLength(1);
  });
});
