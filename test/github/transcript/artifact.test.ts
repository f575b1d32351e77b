import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, sha, zipOf } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

function addRun(headSha: string, headBranch: string, headRepo = "octo/demo", createdAt = "2026-01-02T00:00:00Z") {
  const run = { id: server.id(), headSha, headBranch, headRepo, createdAt };
  server.runs.push(run);
  return run;
}

function addArtifact(runId: number, name: string, files: Record<string, string>, extra: { expired?: boolean; createdAt?: string } = {}) {
  const artifact = { id: server.id(), name, runId, expired: extra.expired ?? false, createdAt: extra.createdAt ?? "2026-01-02T00:00:00Z", zip: zipOf(files) };
  server.artifacts.push(artifact);
  return artifact;
}

function artifactRun(pull = addPull(server), inputs: Record<string, string> = {}) {
  return runActionIn(server, {
    event: "pull_request_target",
    payload: pullRequestEvent(pull, server),
    inputs: { "transcript-artifact": "agent-transcript-{pr}", ...inputs },
  });
}

describe("transcript artifacts", () => {
  it("finds the artifact of the head SHA's run, follows the zip redirect without the token, extracts into RUNNER_TEMP", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    const artifact = addArtifact(run.id, "agent-transcript-7", { "claude-execution-output.ndjson": PASSING });
    const result = await artifactRun(pull);
    expect(result.outputs.verdict).toBe("pass");
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.kind).toBe("artifact");
    expect(report.source.path.startsWith(result.runnerTemp)).toBe(true);
    expect(existsSync(report.source.path)).toBe(true);
    expect(report.source.artifact).toMatchObject({ id: artifact.id, runId: run.id, headSha: pull.headSha, foundBy: "head-sha", tiedToPr: true });
    const blob = server.requests.find((request) => request.path.startsWith("/blobs/"));
    expect(blob?.authorization).toBeNull();
    expect(server.commentsOn(pull.number)[0]!.body).toContain(
      `ℹ️ transcript from artifact agent-transcript-7 (id ${artifact.id}) of run ${run.id} for ${pull.headSha.slice(0, 12)}, found in a run for the PR head`,
    );
  });

  it("takes the newest non-expired artifact of the branch's runs, but a run on another commit is neutral at most", async () => {
    const pull = addPull(server);
    const older = addRun(sha(), pull.headRef, "octo/demo", "2026-01-01T00:00:00Z");
    const newer = addRun(sha(), pull.headRef, "octo/demo", "2026-01-03T00:00:00Z");
    addArtifact(older.id, "agent-transcript-7", { "t.ndjson": PASSING });
    addArtifact(newer.id, "agent-transcript-7", { "t.ndjson": "garbage" }, { expired: true });
    const fork = addRun(sha(), pull.headRef, "someone/demo", "2026-01-04T00:00:00Z");
    addArtifact(fork.id, "agent-transcript-7", { "t.ndjson": "not this one" });
    const result = await artifactRun(pull);
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact).toMatchObject({ runId: older.id, foundBy: "branch", tiedToPr: true });
    expect(result.outputs.verdict).toBe("neutral");
    const why = `transcript is from ${older.headSha.slice(0, 12)} (run ${older.id}), head is ${pull.headSha.slice(0, 12)}`;
    expect(report.reasons[0]).toBe(why);
    expect(report.checks[0]).toMatchObject({ id: "transcript_bound_to_head", status: "fail", required: true });
    expect(server.commentsOn(pull.number)[0]!.body).toContain(why);
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: "action_required" });
  });

  it("a head-sha file in the artifact that names the head binds a branch run's transcript", async () => {
    const pull = addPull(server);
    const run = addRun(sha(), pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING, "head-sha": `${pull.headSha}\n` });
    const result = await artifactRun(pull);
    expect(result.outputs.verdict).toBe("pass");
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.checks[0]).toMatchObject({ id: "transcript_bound_to_head", status: "pass" });
  });

  it("never searches the whole repository for a name without {sha}: another branch's transcript is not used", async () => {
    const pull = addPull(server);
    const elsewhere = addRun(sha(), "other-branch");
    addArtifact(elsewhere.id, "agent-transcript", { "t.ndjson": PASSING });
    const result = await artifactRun(pull, { "transcript-artifact": "agent-transcript" });
    expect(result.outputs.verdict).toBe("error");
    expect(server.requests.some((request) => request.path.startsWith("/repos/octo/demo/actions/artifacts?"))).toBe(false);
    expect(server.requests.some((request) => request.path.includes("/blobs/"))).toBe(false);
  });

  it("takes a name with {sha} from a base-repository run anywhere (an agent run on the default branch)", async () => {
    const pull = addPull(server);
    const agentRun = addRun(sha(), "main");
    addArtifact(agentRun.id, `claude-transcript-${pull.headSha}`, { "t.ndjson": PASSING });
    const result = await artifactRun(pull, { "transcript-artifact": "claude-transcript-{sha}" });
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact).toMatchObject({ foundBy: "repository", tiedToPr: true, tiedBy: "name" });
    expect(report.checks[0]).toMatchObject({ id: "transcript_bound_to_head", status: "pass" });
    expect(result.outputs.verdict).toBe("pass");
  });

  it("ignores an artifact of the right name planted by a stranger's fork PR run", async () => {
    const pull = addPull(server);
    const planted = addRun(pull.headSha, pull.headRef, "stranger/demo", "2026-01-05T00:00:00Z");
    addArtifact(planted.id, "agent-transcript-7", { "t.ndjson": PASSING });
    const result = await artifactRun(pull);
    expect(result.outputs.verdict).toBe("error");
    expect(server.requests.some((request) => request.path.includes("/blobs/"))).toBe(false);
  });

  it("with transcript-run-id, looks in that run only", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING });
    const other = addRun(sha(), "x");
    const result = await artifactRun(pull, { "transcript-run-id": String(other.id) });
    expect(result.outputs.verdict).toBe("error");
    expect(server.commentsOn(pull.number)[0]!.body).toContain(`searched artifact "agent-transcript-7" in workflow run ${other.id}`);
  });

  it("no transcript: error (never a pass) saying what was searched, failure status; neutral by input, pending status", async () => {
    const pull = addPull(server);
    const result = await artifactRun(pull);
    expect(result.outputs.verdict).toBe("error");
    expect(result.exitCode).toBe(1);
    const body = server.commentsOn(pull.number)[0]!.body;
    expect(body).toContain("**Verdict: Could not verify**");
    expect(body).toMatch(/runs for head [0-9a-f]{12}, then runs for branch copilot\/fix-range/);
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: "failure" });
    const neutral = await artifactRun(pull, { "missing-transcript": "neutral" });
    expect(neutral.outputs.verdict).toBe("neutral");
    expect(neutral.outputs.score).toBe("0");
    expect(neutral.exitCode).toBe(0);
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: "action_required", output: { title: "Needs human review" } });
  });

  it("an artifact zip with a climbing entry name: the entry is skipped and never written outside", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "../../evil.jsonl": "x".repeat(10), "ok/transcript.ndjson": PASSING });
    const result = await artifactRun(pull);
    expect(result.outputs.verdict).toBe("pass");
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.transcript.warnings).toBeGreaterThanOrEqual(1);
    expect(existsSync(`${result.runnerTemp}/../evil.jsonl`)).toBe(false);
  });
});

/** What GitHub sends for a completed run of the producer workflow (agent-transcript.yml, id PRODUCER_ID). */
const PRODUCER_ID = 77;
function workflowRun(run: { id: number; headSha: string; headBranch: string; headRepo: string }, extra: Record<string, unknown> = {}) {
  return {
    action: "completed",
    workflow_run: {
      id: run.id,
      head_sha: run.headSha,
      head_branch: run.headBranch,
      head_repository: { full_name: run.headRepo, id: server.repoId(run.headRepo) },
      pull_requests: [],
      path: ".github/workflows/agent-transcript.yml",
      workflow_id: PRODUCER_ID,
      event: "pull_request",
      status: "completed",
      ...extra,
    },
  };
}
const COMPANION = { "transcript-artifact": "agent-transcript-{pr}", "workflow-file": "agent-transcript.yml" };

describe("workflow_run", () => {
  beforeEach(() => {
    server.workflows.set("agent-transcript.yml", PRODUCER_ID);
  });

  it("a fork's run is never verified, even on an agent branch by an agent-looking author", async () => {
    const pull = addPull(server, { number: 12, headRepo: "forker/demo", headRef: "openhands-fix-issue-3" });
    addPull(server, { number: 13, headRepo: "octo/demo", headRef: "openhands-fix-issue-3" });
    const run = addRun(pull.headSha, pull.headRef, "forker/demo");
    addArtifact(run.id, "agent-transcript-12", { "t.ndjson": PASSING, "head-sha": pull.headSha });
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("skipped");
    expect(result.log).toContain("a fork PR is never verified");
    expect(server.commentsOn(12)).toHaveLength(0);
    expect(server.commentsOn(13)).toHaveLength(0);
    expect(server.checkRuns).toHaveLength(0);
    expect(server.statuses).toHaveLength(0);
    expect(server.requests.some((request) => request.path.includes("head=forker%3Aopenhands-fix-issue-3"))).toBe(true);
  });

  it("a fork PR opened at the agent PR's head SHA and closed again does not touch the agent PR", async () => {
    const agentPull = addPull(server);
    const run = addRun(agentPull.headSha, "main", "forker/demo");
    addPull(server, { number: 30, headRepo: "forker/demo", headRef: "main", headSha: agentPull.headSha, state: "closed" });
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": fixture("transcripts/execution-file-sample-turns.json") });
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("skipped");
    expect(server.commentsOn(agentPull.number)).toHaveLength(0);
    expect(server.checkRuns).toHaveLength(0);
    expect(server.statuses).toHaveLength(0);
  });

  it("verifies a same-repository producer run found through the payload's pull_requests", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING });
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run, { pull_requests: [{ number: 7 }] }), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("pass");
    expect(server.checkRuns).toEqual([expect.objectContaining({ head_sha: pull.headSha, conclusion: "success" })]);
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact.foundBy).toBe("triggering-run");
  });

  it.each([
    ["another workflow file of the same name", { path: ".github/workflows/pr-added.yml" }, "not .github/workflows/agent-transcript.yml"],
    ["the file rewritten as another workflow", { workflow_id: 99 }, "(id 99) is not .github/workflows/agent-transcript.yml (id 77)"],
    ["a run started by push", { event: "push" }, "started by push, not pull_request"],
    ["a run still in progress", { status: "in_progress" }, "in_progress, not completed"],
  ])("ignores %s", async (_what, extra, why) => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING });
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run, { pull_requests: [{ number: 7 }], ...extra }), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("skipped");
    expect(result.log).toContain(why);
    expect(server.checkRuns).toHaveLength(0);
  });

  it("needs workflow-file: one line naming the input", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run), inputs: { "transcript-artifact": "agent-transcript-{pr}" } });
    expect(result.log).toMatch(/::error::agent-verdict: input workflow-file: required on workflow_run/);
    expect(server.requests).toHaveLength(0);
  });

  it("says 'stale' when the head has moved on since the producer's run", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING });
    pull.headSha = sha();
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run, { pull_requests: [{ number: 7 }] }), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("stale");
    expect(server.commentsOn(7)[0]!.body).toContain(`Stale: superseded by \`${pull.headSha}\``);
    expect(server.statuses).toHaveLength(0);
    expect(server.checkRuns).toHaveLength(0);
  });

  it("skips a run whose head has no open PR", async () => {
    const run = addRun(sha(), "main");
    const result = await runActionIn(server, { event: "workflow_run", payload: workflowRun(run), inputs: COMPANION });
    expect(result.outputs.verdict).toBe("skipped");
    expect(result.exitCode).toBe(0);
  });
});
