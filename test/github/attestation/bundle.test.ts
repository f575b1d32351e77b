import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TrustedRoot } from "@sigstore/protobuf-specs";
import { describe, expect, test } from "vitest";
import { verifyBundle } from "../../../src/github/attestation/bundle.js";
import { PUBLIC_GOOD } from "../../../src/github/attestation/check.js";
import { judgeIdentity, parseAllowedWorkflow, type Expected } from "../../../src/github/attestation/policy.js";

const DIR = join(import.meta.dirname, "..", "..", "fixtures", "attestation");
const read = (name: string) => readFileSync(join(DIR, name));
const json = (name: string) => JSON.parse(read(name).toString("utf8"));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const BUNDLE = json("reusable-workflow-attestation.sigstore.json");
const DIGEST = sha256(read("reusable-workflow-artifact"));
const CLI_ROOT = TrustedRoot.fromJSON(json("trusted_root.json"));
const COMMIT = "95baf27389e83e6a5c48f42e190d48d7abcea19e";
const RUN = 9228858953;

/** What the real bundle's run was: malancas/attest-demo, shared.yml on main, that commit and run. */
const EXPECTED: Expected = {
  serverUrl: "https://github.com",
  repository: "malancas/attest-demo",
  workflows: [parseAllowedWorkflow(".github/workflows/shared.yml@refs/heads/main")!],
  commits: [COMMIT],
  headNamedInside: false,
  runId: RUN,
};

const clone = <T>(value: T): T => structuredClone(value);

function verified(bundle: unknown = BUNDLE, root = PUBLIC_GOOD, digest = DIGEST) {
  const outcome = verifyBundle(bundle, root, digest);
  if (!outcome.ok) throw new Error(outcome.why);
  return outcome;
}

describe("verifyBundle, on a real public attestation", () => {
  test("verifies against the shipped public-good root and the GitHub CLI's, and reads the signing run", () => {
    expect(verified(BUNDLE, CLI_ROOT).ok).toBe(true);
    const outcome = verified();
    expect(outcome.predicateType).toBe("https://slsa.dev/provenance/v1");
    expect(outcome.subjectNames).toEqual(["github_provenance_demo-0.0.0-py3-none-any.whl"]);
    expect(outcome.identity).toEqual({
      issuer: "https://token.actions.githubusercontent.com",
      workflow: "https://github.com/malancas/attest-demo/.github/workflows/shared.yml@refs/heads/main",
      repository: "https://github.com/malancas/attest-demo",
      commit: COMMIT,
      runUrl: `https://github.com/malancas/attest-demo/actions/runs/${RUN}/attempts/1`,
    });
  });

  test("another artifact's digest is refused", () => {
    const outcome = verifyBundle(BUNDLE, PUBLIC_GOOD, sha256(Buffer.from("another transcript")));
    expect(outcome).toMatchObject({ ok: false, why: expect.stringContaining("not sha256:") });
  });

  test("a tampered envelope (the statement's subject rewritten) fails the signature", () => {
    const bundle = clone(BUNDLE);
    const statement = JSON.parse(Buffer.from(bundle.dsseEnvelope.payload, "base64").toString("utf8"));
    statement.subject[0].digest.sha256 = sha256(Buffer.from("the agent's own transcript"));
    bundle.dsseEnvelope.payload = Buffer.from(JSON.stringify(statement)).toString("base64");
    const outcome = verifyBundle(bundle, PUBLIC_GOOD, statement.subject[0].digest.sha256);
    expect(outcome).toMatchObject({ ok: false, why: expect.stringContaining("the signature does not verify") });
  });

  test("a tampered signature fails", () => {
    const bundle = clone(BUNDLE);
    const signature = Buffer.from(bundle.dsseEnvelope.signatures[0].sig, "base64");
    signature.writeUInt8(signature.at(-1)! ^ 1, signature.length - 1);
    bundle.dsseEnvelope.signatures[0].sig = signature.toString("base64");
    expect(verifyBundle(bundle, PUBLIC_GOOD, DIGEST).ok).toBe(false);
  });

  test("a certificate used after it expired (log time past its ten minutes) fails", () => {
    const bundle = clone(BUNDLE);
    const entry = bundle.verificationMaterial.tlogEntries[0];
    entry.integratedTime = String(Number(entry.integratedTime) + 24 * 3600);
    const outcome = verifyBundle(bundle, PUBLIC_GOOD, DIGEST);
    expect(outcome).toMatchObject({ ok: false, why: expect.stringContaining("certificate is not valid or expired at the specified date") });
  });

  test("a root whose CA did not sign the certificate, or whose CA had expired, is not trusted", () => {
    const other = json("trusted_root.json");
    const pem = read("other-ca.pem").toString("utf8").replace(/-----[A-Z ]+-----|\s/g, "");
    for (const authority of other.certificateAuthorities) authority.certChain.certificates = [{ rawBytes: pem }];
    expect(verifyBundle(BUNDLE, TrustedRoot.fromJSON(other), DIGEST)).toMatchObject({ ok: false, why: expect.stringContaining("no valid certificate path found") });
    const lapsed = json("trusted_root.json");
    for (const authority of lapsed.certificateAuthorities) authority.validFor = { start: "2021-01-01T00:00:00Z", end: "2022-01-01T00:00:00Z" };
    expect(verifyBundle(BUNDLE, TrustedRoot.fromJSON(lapsed), DIGEST).ok).toBe(false);
  });

  test("a bundle without its certificate, or not a bundle at all, fails without throwing", () => {
    const bundle = clone(BUNDLE);
    delete bundle.verificationMaterial.certificate;
    expect(verifyBundle(bundle, PUBLIC_GOOD, DIGEST).ok).toBe(false);
    expect(verifyBundle({ hello: "world" }, PUBLIC_GOOD, DIGEST)).toMatchObject({ ok: false, why: expect.stringContaining("not a Sigstore bundle") });
  });
});

describe("judgeIdentity, on the real bundle's certificate", () => {
  const { identity, predicateType } = verified();

  test("the run the attestation names is proven, with what was proven", () => {
    expect(judgeIdentity(identity, predicateType, EXPECTED)).toEqual({
      ok: true, proven: `transcript attested by .github/workflows/shared.yml@refs/heads/main at 95baf27, run ${RUN}`,
    });
  });

  test.each([
    ["another workflow", { workflows: [parseAllowedWorkflow(".github/workflows/claude.yml@refs/heads/main")!] }, "not one of attestation-workflows"],
    ["another ref", { workflows: [parseAllowedWorkflow(".github/workflows/shared.yml@refs/heads/agent-branch")!] }, "not one of attestation-workflows"],
    ["another commit", { commits: ["0".repeat(40)] }, "ran on 95baf27389e8, not the verified head"],
    ["another run", { runId: 42 }, `made by run ${RUN}, not run 42`],
    ["another repository", { repository: "octo/demo" }, "not https://github.com/octo/demo"],
  ])("%s is refused", (_what, change, why) => {
    expect(judgeIdentity(identity, predicateType, { ...EXPECTED, ...change })).toEqual({ ok: false, why: expect.stringContaining(why) });
  });

  test("a run on another commit passes only when the attested bytes name the head", () => {
    const elsewhere = { ...EXPECTED, commits: ["0".repeat(40)], headNamedInside: true };
    expect(judgeIdentity(identity, predicateType, elsewhere)).toMatchObject({ ok: true, proven: expect.stringContaining("its attested head-sha file names the head") });
  });

  test("a run on another commit passes when the signed subject's name carries the head", () => {
    const elsewhere = { ...EXPECTED, commits: ["ab12".repeat(10)] };
    expect(judgeIdentity(identity, predicateType, elsewhere, [`agent-transcript-${"ab12".repeat(10)}.zip`])).toMatchObject({
      ok: true, proven: expect.stringContaining("the attested artifact's name carries the head"),
    });
    expect(judgeIdentity(identity, predicateType, elsewhere, ["agent-transcript-7.zip"])).toMatchObject({ ok: false });
  });

  test("another predicate is not provenance", () => {
    expect(judgeIdentity(identity, "https://in-toto.io/attestation/release/v0.1", EXPECTED)).toMatchObject({ ok: false });
  });

  test("a valid bundle from another OIDC issuer is not a GitHub Actions run", () => {
    const other = verified(json("custom-issuer.sigstore.json"), PUBLIC_GOOD, sha256(read("custom-issuer-artifact")));
    const expected = { ...EXPECTED, repository: "too-legit/attest", workflows: [parseAllowedWorkflow(".github/workflows/integration.yml@refs/heads/main")!] };
    expect(judgeIdentity(other.identity, other.predicateType, expected)).toEqual({ ok: false, why: expect.stringContaining("hammer-time, not GitHub Actions") });
  });
});

describe("parseAllowedWorkflow", () => {
  test.each([
    [".github/workflows/claude.yml@refs/heads/main", { path: ".github/workflows/claude.yml", ref: "refs/heads/main" }],
    [".github/workflows/claude.yml", null],
    ["claude.yml@refs/heads/main", null],
    [".github/workflows/claude.yml@main", null],
  ])("%s", (entry, parsed) => {
    expect(parseAllowedWorkflow(entry)).toEqual(parsed);
  });
});
