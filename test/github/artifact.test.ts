import { existsSync, readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, sha, zipOf } from "./helpers/harness.js";

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

  it("takes the newest non-expired artifact, and falls back to the branch's runs", async () => {
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
    expect(result.outputs.verdict).toBe("pass");
  });

  it("warns when the only artifact found is tied to neither the PR's head nor its branch nor its name", async () => {
    const pull = addPull(server);
    const elsewhere = addRun(sha(), "main");
    addArtifact(elsewhere.id, "agent-transcript", { "t.ndjson": PASSING });
    const result = await artifactRun(pull, { "transcript-artifact": "agent-transcript" });
    expect(result.log).toMatch(/::warning::agent-verdict: the transcript artifact agent-transcript .* not for PR #7's head or branch/);
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact).toMatchObject({ foundBy: "repository", tiedToPr: false, tiedBy: null });
    expect(report.warnings[0]).toMatch(/may be another run's transcript/);
    expect(server.commentsOn(pull.number)[0]!.body).toContain("⚠️ the transcript artifact agent-transcript");
  });

  it("trusts a name with the PR's placeholders from a base-repository run (an agent run on the default branch)", async () => {
    const pull = addPull(server);
    const agentRun = addRun(sha(), "main");
    addArtifact(agentRun.id, "claude-transcript-copilot-fix-range", { "t.ndjson": PASSING });
    const result = await artifactRun(pull, { "transcript-artifact": "claude-transcript-{branch}" });
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact).toMatchObject({ foundBy: "repository", tiedToPr: true, tiedBy: "name" });
    expect(result.log).not.toMatch(/::warning::/);
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
    expect(body).toMatch(/runs for head [0-9a-f]{12}, then runs for branch copilot\/fix-range, then the repository's artifacts/);
    expect(server.statuses.at(-1)).toMatchObject({ state: "failure" });
    const neutral = await artifactRun(pull, { "missing-transcript": "neutral" });
    expect(neutral.outputs.verdict).toBe("neutral");
    expect(neutral.outputs.score).toBe("0");
    expect(neutral.exitCode).toBe(0);
    expect(server.statuses.at(-1)).toMatchObject({ state: "pending", description: "Needs human review · score 0.00" });
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

describe("workflow_run", () => {
  it("resolves a fork's PR from head SHA and head repository (pull_requests is empty), reads the triggering run's artifact", async () => {
    const pull = addPull(server, { number: 12, headRepo: "forker/demo", headRef: "agent/fix" });
    addPull(server, { number: 13, headRepo: "octo/demo", headRef: "agent/fix" });
    const run = addRun(pull.headSha, pull.headRef, "forker/demo");
    addArtifact(run.id, "agent-transcript-{pr}".replace("{pr}", "12"), { "t.ndjson": PASSING });
    const result = await runActionIn(server, {
      event: "workflow_run",
      payload: {
        action: "completed",
        workflow_run: { id: run.id, head_sha: pull.headSha, head_branch: pull.headRef, head_repository: { full_name: "forker/demo" }, pull_requests: [] },
      },
      inputs: { "transcript-artifact": "agent-transcript-{pr}" },
    });
    expect(result.outputs.verdict).toBe("pass");
    expect(server.commentsOn(12)).toHaveLength(1);
    expect(server.commentsOn(13)).toHaveLength(0);
    expect(server.statuses).toEqual([expect.objectContaining({ sha: pull.headSha, state: "success" })]);
    expect(server.requests.some((request) => request.path.includes("head=forker%3Aagent%2Ffix"))).toBe(true);
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.source.artifact.foundBy).toBe("triggering-run");
  });

  it("uses the payload's pull_requests for a same-repository run, and says 'stale' when the head has moved on", async () => {
    const pull = addPull(server);
    const run = addRun(pull.headSha, pull.headRef);
    addArtifact(run.id, "agent-transcript-7", { "t.ndjson": PASSING });
    const verified = pull.headSha;
    pull.headSha = sha();
    const result = await runActionIn(server, {
      event: "workflow_run",
      payload: {
        workflow_run: { id: run.id, head_sha: verified, head_branch: pull.headRef, head_repository: { full_name: "octo/demo" }, pull_requests: [{ number: 7 }] },
      },
      inputs: { "transcript-artifact": "agent-transcript-{pr}" },
    });
    expect(result.outputs.verdict).toBe("stale");
    expect(server.commentsOn(7)[0]!.body).toContain(`Stale: superseded by \`${pull.headSha}\``);
    expect(server.statuses).toHaveLength(0);
  });

  it("skips a run whose head has no open PR", async () => {
    const result = await runActionIn(server, {
      event: "workflow_run",
      payload: { workflow_run: { id: 5, head_sha: sha(), head_branch: "main", head_repository: { full_name: "octo/demo" }, pull_requests: [] } },
      inputs: { "transcript-artifact": "t" },
    });
    expect(result.outputs.verdict).toBe("skipped");
    expect(result.exitCode).toBe(0);
  });
});
