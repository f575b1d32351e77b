import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../../helpers/github-server.js";
import { OWN_CA_RUN, ownTrustedRoot, signAttestation, type SignOptions } from "../../helpers/sigstore-signer.js";
import { addPull, fixture, pullRequestEvent, runActionIn, zipOf } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");
const HEAD = OWN_CA_RUN.goodCommit;
const NAME = `agent-transcript-${HEAD}`;
const INPUTS = {
  "transcript-artifact": "agent-transcript-{sha}",
  "require-attestation": "true",
  "attestation-workflows": ".github/workflows/claude.yml@refs/heads/main",
  "attestation-trusted-root": "trust/root.json",
};
const TEN_YEARS = 3650 * 24 * 3600;

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

interface Scenario {
  /** The bundle for the zip's digest; a function of that digest. */
  bundle: (sha256: string) => unknown;
  /** The run that uploaded the artifact (the leaves name run 7001). */
  runId?: number;
  /** A head-sha file in the zip (inside the attested bytes). */
  headShaFile?: boolean;
}

async function verdictWith(scenario: Scenario) {
  const pull = addPull(server, { headSha: HEAD });
  const run = { id: scenario.runId ?? OWN_CA_RUN.runId, headSha: HEAD, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
  server.runs.push(run);
  const files: Record<string, string> = { "claude-execution-output.ndjson": PASSING };
  if (scenario.headShaFile ?? false) files["head-sha"] = `${HEAD}\n`;
  const zip = zipOf(files);
  server.artifacts.push({ id: server.id(), name: NAME, runId: run.id, expired: false, createdAt: run.createdAt, zip });
  const sha256 = createHash("sha256").update(zip).digest("hex");
  server.attestations.set(`sha256:${sha256}`, [scenario.bundle(sha256)]);
  const result = await runActionIn(server, {
    event: "pull_request_target",
    payload: pullRequestEvent(pull, server),
    inputs: INPUTS,
    workspace: { "trust/root.json": JSON.stringify(ownTrustedRoot()) },
    // the leaves name github.com's URLs, as a run on github.com would
    env: { GITHUB_SERVER_URL: "https://github.com" },
  });
  const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
  const check = report.checks.find((item: { id: string }) => item.id === "transcript_attested");
  return { verdict: result.outputs.verdict, check, comment: server.commentsOn(pull.number)[0]!.body };
}

const signed = (options: Partial<SignOptions> = {}) => (sha256: string) => signAttestation({ subjects: [{ name: `${NAME}.zip`, sha256 }], ...options });

describe("attestations signed by the tests' own CA, through the action", () => {
  it("a valid attestation by the named workflow on the head: pass, and the comment says what was proven", async () => {
    const { verdict, check, comment } = await verdictWith({ bundle: signed() });
    expect(check).toMatchObject({ status: "pass", required: true });
    expect(verdict).toBe("pass");
    // the comment breaks an @ with zero-width spaces, so it cannot mention anyone
    const shown = comment.replace(/[\u200b-\u200d\u2060]/g, "");
    expect(shown).toContain(`ℹ️ transcript attested by .github/workflows/claude.yml@refs/heads/main at c0ffee0, run ${OWN_CA_RUN.runId}`);
  });

  it("a producer run on another commit passes when the signed artifact name, or the attested head-sha file, carries the head", async () => {
    const byName = await verdictWith({ bundle: signed({ leaf: "other-commit" }) });
    expect(byName.verdict).toBe("pass");
    expect(byName.check.summary).toContain("at 0badc0d, run 7001 (the attested artifact's name carries the head)");
    await server.stop();
    server = await new FakeGitHub().start();
    const bySidecar = await verdictWith({ headShaFile: true, bundle: (sha256) => signAttestation({ leaf: "other-commit", subjects: [{ name: "transcript.zip", sha256 }] }) });
    expect(bySidecar.verdict).toBe("pass");
    expect(bySidecar.check.summary).toContain("its attested head-sha file names the head");
  });

  it.each<[string, Scenario, string]>([
    ["another workflow", { bundle: signed({ leaf: "other-workflow" }) }, "workflow is https://github.com/octo/demo/.github/workflows/agent-branch.yml@refs/heads/main, not one of"],
    ["the named workflow from another ref", { bundle: signed({ leaf: "other-ref" }) }, "claude.yml@refs/heads/claude/fix, not one of attestation-workflows"],
    [
      "another commit, the head named nowhere signed",
      { bundle: (sha256) => signAttestation({ leaf: "other-commit", subjects: [{ name: "transcript.zip", sha256 }] }) },
      "the attesting run ran on 0badc0de0bad, not the verified head",
    ],
    ["another run", { runId: 7002, bundle: signed() }, "made by run 7001, not run 7002 that uploaded the transcript"],
    ["another issuer", { bundle: signed({ leaf: "other-issuer" }) }, "issued for https://accounts.example.com, not GitHub Actions"],
    ["another digest", { bundle: () => signAttestation({ subjects: [{ name: `${NAME}.zip`, sha256: "ab".repeat(32) }] }) }, "the statement is about abababababab, not sha256:"],
    ["an expired certificate", { bundle: signed({ loggedAfterStart: TEN_YEARS + 24 * 3600 }) }, "certificate is not valid or expired at the specified date"],
    ["an untrusted CA", { bundle: signed({ leaf: "untrusted" }) }, "no valid certificate path found"],
    [
      "a tampered envelope",
      {
        bundle: (sha256) => {
          const bundle = signAttestation({ subjects: [{ name: `${NAME}.zip`, sha256 }] }) as { dsseEnvelope: { payload: string } };
          const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, "base64").toString("utf8"));
          statement.predicate.runDetails = { builder: { id: "the agent" } };
          bundle.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString("base64");
          return bundle;
        },
      },
      "the signature does not verify",
    ],
    ["another predicate", { bundle: signed({ predicateType: "https://example.com/anything/v1" }) }, "not SLSA provenance v1"],
  ])("%s: neutral, never pass, with the reason", async (_what, scenario, why) => {
    const { verdict, check, comment } = await verdictWith(scenario);
    expect(check).toMatchObject({ status: "fail", required: true });
    expect(check.summary).toContain(why);
    expect(verdict).toBe("neutral");
    expect(comment).toContain("the transcript's attestation is not valid");
  });
});
