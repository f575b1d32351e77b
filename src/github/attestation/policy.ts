import type { SignerIdentity } from "./bundle.js";

/** GitHub Actions' OIDC issuer: a certificate for any other issuer is not a run's. */
export const ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
/** The provenance `actions/attest-build-provenance` writes. */
export const SLSA_PROVENANCE_V1 = "https://slsa.dev/provenance/v1";
const RUN_URL = /\/actions\/runs\/(\d+)(?:\/attempts\/\d+)?$/;

/** A workflow file of this repository and the ref it must run from, as `attestation-workflows` names it. */
export interface AllowedWorkflow {
  path: string;
  ref: string;
}

/** What the verdict's context says the signer must be. */
export interface Expected {
  serverUrl: string;
  /** `owner/repo` of the PR's base repository. */
  repository: string;
  workflows: AllowedWorkflow[];
  /** Commits the run may have run on: the verified head. */
  commits: string[];
  /**
   * The attested bytes hold a head-sha file naming the head: then the run may have started on
   * another commit (a producer started from the default branch runs on its commit, not the agent's).
   */
  headNamedInside: boolean;
  /** The run that uploaded the artifact, when the transcript came from one. */
  runId: number | null;
}

export type Judgement = { ok: true; proven: string } | { ok: false; why: string };

/**
 * Reads an `attestation-workflows` entry, `.github/workflows/x.yml@refs/heads/main`. Null for an
 * entry without its ref: any branch can carry a workflow file, so the file alone proves nothing.
 * (The run's top-level workflow is always of the repository it runs in, so no other repository.)
 */
export function parseAllowedWorkflow(entry: string): AllowedWorkflow | null {
  const match = /^(\.github\/workflows\/[^@\s]+\.ya?ml)@(refs\/\S+)$/.exec(entry.trim());
  return match ? { path: match[1]!, ref: match[2]! } : null;
}

/**
 * Does a verified certificate name a run we trust to have written the transcript? GitHub's issuer,
 * this repository, one of the allowed top-level workflow files at its ref, a commit that is the
 * head (or the head named inside what was signed: the subject's name, or a head-sha file in the
 * attested zip), and (for an artifact) the run that uploaded it. The first mismatch is the reason.
 */
export function judgeIdentity(identity: SignerIdentity, predicateType: string, expected: Expected, subjectNames: string[] = []): Judgement {
  const repoUrl = `${expected.serverUrl}/${expected.repository}`.toLowerCase();
  if (predicateType !== SLSA_PROVENANCE_V1) return { ok: false, why: `the attestation is ${predicateType}, not SLSA provenance v1` };
  if (identity.issuer !== ACTIONS_ISSUER) return { ok: false, why: `the certificate was issued for ${identity.issuer ?? "an unknown issuer"}, not GitHub Actions` };
  if (identity.repository?.toLowerCase() !== repoUrl) return { ok: false, why: `the attesting run ran in ${identity.repository ?? "an unknown repository"}, not ${repoUrl}` };
  const allowed = expected.workflows.map((workflow) => `${repoUrl}/${workflow.path}@${workflow.ref}`.toLowerCase());
  if (identity.workflow === null || !allowed.includes(identity.workflow.toLowerCase())) {
    return { ok: false, why: `the attesting run's workflow is ${identity.workflow ?? "unknown"}, not one of attestation-workflows` };
  }
  const commit = identity.commit?.toLowerCase() ?? null;
  const onHead = commit !== null && expected.commits.includes(commit);
  const inName = subjectNames.some((name) => expected.commits.some((head) => name.toLowerCase().includes(head)));
  if (commit === null || (!onHead && !expected.headNamedInside && !inName)) {
    return { ok: false, why: `the attesting run ran on ${commit?.slice(0, 12) ?? "an unknown commit"}, not the verified head` };
  }
  const runId = RUN_URL.exec(identity.runUrl ?? "")?.[1];
  if (expected.runId !== null && runId !== String(expected.runId)) {
    return { ok: false, why: `the attestation was made by run ${runId ?? "unknown"}, not run ${expected.runId} that uploaded the transcript` };
  }
  const workflow = identity.workflow.slice(repoUrl.length + 1);
  const named = onHead ? "" : inName ? " (the attested artifact's name carries the head)" : " (its attested head-sha file names the head)";
  return { ok: true, proven: `transcript attested by ${workflow} at ${commit.slice(0, 7)}, run ${runId ?? "unknown"}${named}` };
}
