import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, zipOf } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");
const REAL_BUNDLE = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "fixtures", "attestation", "reusable-workflow-attestation.sigstore.json"), "utf8"));
const WORKFLOWS = ".github/workflows/claude.yml@refs/heads/main";

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

/** A passing transcript uploaded by a run on the head: without attestations, a pass. */
function setup() {
  const pull = addPull(server);
  const run = { id: server.id(), headSha: pull.headSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
  server.runs.push(run);
  const zip = zipOf({ "claude-execution-output.ndjson": PASSING, "head-sha": `${pull.headSha}\n` });
  server.artifacts.push({ id: server.id(), name: "agent-transcript-7", runId: run.id, expired: false, createdAt: run.createdAt, zip });
  const digest = `sha256:${createHash("sha256").update(zip).digest("hex")}`;
  return { pull, digest };
}

function run(pull: ReturnType<typeof addPull>, inputs: Record<string, string>) {
  return runActionIn(server, {
    event: "pull_request_target",
    payload: pullRequestEvent(pull, server),
    inputs: { "transcript-artifact": "agent-transcript-{pr}", ...inputs },
  });
}

const report = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const attestationCheck = (path: string) => report(path).checks.find((check: { id: string }) => check.id === "transcript_attested");

describe("require-attestation", () => {
  it("off (the default): no attestation is asked for and the verdict is unchanged", async () => {
    const { pull } = setup();
    const result = await run(pull, {});
    expect(result.outputs.verdict).toBe("pass");
    expect(server.requests.some((request) => request.path.includes("/attestations/"))).toBe(false);
  });

  it("on, with no attestation for the zip's digest: neutral with the reason, never pass", async () => {
    const { pull, digest } = setup();
    const result = await run(pull, { "require-attestation": "true", "attestation-workflows": WORKFLOWS });
    expect(server.requests.some((request) => decodeURIComponent(request.path).startsWith(`/repos/octo/demo/attestations/${digest}?`))).toBe(true);
    expect(result.outputs.verdict).toBe("neutral");
    const why = `the transcript is not attested: no attestation for ${digest.slice(0, 19)} in this repository`;
    expect(report(result.outputs["report-path"]!).reasons[0]).toBe(why);
    expect(attestationCheck(result.outputs["report-path"]!)).toMatchObject({ status: "fail", required: true });
    expect(server.commentsOn(pull.number)[0]!.body).toContain(why);
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: "action_required" });
  });

  it("on, with a real attestation of another artifact filed under the digest: neutral", async () => {
    const { pull, digest } = setup();
    server.attestations.set(digest, [REAL_BUNDLE]);
    const result = await run(pull, { "require-attestation": "true", "attestation-workflows": WORKFLOWS });
    expect(result.outputs.verdict).toBe("neutral");
    expect(attestationCheck(result.outputs["report-path"]!).summary).toContain(`not sha256:${digest.slice(7, 19)}`);
  });

  it("on, with that attestation's statement rewritten to name the transcript: the signature fails, neutral", async () => {
    const { pull, digest } = setup();
    const forged = structuredClone(REAL_BUNDLE);
    const statement = JSON.parse(Buffer.from(forged.dsseEnvelope.payload, "base64").toString("utf8"));
    statement.subject[0].digest.sha256 = digest.slice("sha256:".length);
    forged.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString("base64");
    server.attestations.set(digest, [forged, { not: "a bundle" }]);
    const result = await run(pull, { "require-attestation": "true", "attestation-workflows": WORKFLOWS });
    expect(result.outputs.verdict).toBe("neutral");
    const check = attestationCheck(result.outputs["report-path"]!);
    expect(check.summary).toContain("the signature does not verify");
    expect(check.summary).toContain("and 1 other attestation(s) failed");
  });

  it("a token that may not read attestations is a reason, not a crash", async () => {
    const { pull } = setup();
    server.faults.forbidden = [/\/attestations\//];
    const result = await run(pull, { "require-attestation": "true", "attestation-workflows": WORKFLOWS });
    expect(result.outputs.verdict).toBe("neutral");
    expect(attestationCheck(result.outputs["report-path"]!).summary).toContain("grant attestations: read");
  });

  it("attestation-workflows alone: the attestation is checked and reported, the verdict is not held", async () => {
    const { pull } = setup();
    const result = await run(pull, { "attestation-workflows": WORKFLOWS });
    expect(result.outputs.verdict).toBe("pass");
    expect(attestationCheck(result.outputs["report-path"]!)).toMatchObject({ status: "fail", required: false });
  });

  it("on without attestation-workflows is an input error, before any API call", async () => {
    const { pull } = setup();
    const result = await run(pull, { "require-attestation": "true" });
    expect(result.outputs.verdict).toBe("error");
    expect(result.log).toContain("input attestation-workflows: required with require-attestation");
    expect(server.requests).toHaveLength(0);
  });

  it("an attestation-workflows entry without its ref is refused", async () => {
    const { pull } = setup();
    const result = await run(pull, { "attestation-workflows": ".github/workflows/claude.yml" });
    expect(result.outputs.verdict).toBe("error");
    expect(result.log).toContain("each entry must be a workflow file with its ref");
  });
});
