import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { TrustedRoot } from "@sigstore/protobuf-specs";
import { oneLine } from "../../errors.js";
import type { CheckResult } from "../../model.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";
import { verifyBundle } from "./bundle.js";
import { judgeIdentity, type Expected, type Judgement } from "./policy.js";
import PUBLIC_GOOD_ROOT from "./public-good-root.json" with { type: "json" };

export const ATTESTATION_CHECK = "transcript_attested";
const DESCRIPTION =
  "Proves which workflow wrote the transcript: an artifact attestation (Sigstore bundle, SLSA provenance) for the exact bytes "
  + "read, verified against the trusted root, whose certificate names an allowed workflow file at its ref, this repository, "
  + "the head commit and the run that uploaded it. Not what that workflow's agent did, nor that the workflow file is safe.";
/** Attestations read for one digest; a transcript has one or two (a re-run attests again). */
const MAX_ATTESTATIONS = 30;

/** Sigstore's public-good trusted root (public repositories), as shipped in sigstore-js's TUF seeds. */
export const PUBLIC_GOOD = TrustedRoot.fromJSON(PUBLIC_GOOD_ROOT);

export interface AttestationQuery {
  /** The bytes the verdict read: the artifact's zip, or the transcript file. */
  transcriptPath: string;
  /** A `pass` needs this check to pass (`require-attestation`). */
  required: boolean;
  expected: Expected;
  /** Trusted roots to verify against: public-good, and GitHub's own when given. */
  roots: TrustedRoot[];
}

/**
 * Fetches the attestations for the transcript's SHA-256 from the repository's attestations API and
 * passes when one of them verifies and names a trusted run; else fails with the best reason. Never
 * throws: a missing or unreadable attestation is a failed check, which holds a required one below `pass`.
 */
export async function attestationCheck(api: Api, repo: Repo, query: AttestationQuery): Promise<CheckResult> {
  const result = (status: "pass" | "fail", summary: string, proven: string | null = null): CheckResult => ({
    id: ATTESTATION_CHECK,
    status,
    blocking: false,
    required: query.required,
    summary,
    evidence: proven === null ? [] : [{ step: null, path: null, quote: proven }],
    description: DESCRIPTION,
  });
  let sha256: string;
  try {
    sha256 = createHash("sha256").update(await readFile(query.transcriptPath)).digest("hex");
  } catch (error) {
    return result("fail", `the transcript is not attested: it could not be read as one file (${oneLine(error)})`);
  }
  const bundles = await listBundles(api, repo, sha256);
  if (typeof bundles === "string") return result("fail", `the transcript is not attested: ${bundles}`);
  const judgements = bundles.map((bundle) => judgeBundle(bundle, sha256, query));
  const proven = judgements.find((judgement) => judgement.ok);
  if (proven?.ok) return result("pass", `The transcript's attestation is valid: ${proven.proven}.`, proven.proven);
  const why = judgements.map((judgement) => (judgement.ok ? "" : judgement.why));
  return result("fail", `the transcript's attestation is not valid: ${why[0]}${why.length > 1 ? ` (and ${why.length - 1} other attestation(s) failed)` : ""}`);
}

function judgeBundle(bundle: unknown, sha256: string, query: AttestationQuery): Judgement {
  let last: Judgement = { ok: false, why: "no trusted root given" };
  for (const root of query.roots) {
    const outcome = verifyBundle(bundle, root, sha256);
    if (outcome.ok) return judgeIdentity(outcome.identity, outcome.predicateType, query.expected, outcome.subjectNames);
    last = outcome;
  }
  return last;
}

/** The bundles the API holds for `sha256:<digest>`, or why there are none. */
async function listBundles(api: Api, repo: Repo, sha256: string): Promise<unknown[] | string> {
  try {
    const { data } = await api.rest.repos.listAttestations({ ...repo, subject_digest: `sha256:${sha256}`, per_page: MAX_ATTESTATIONS });
    const bundles = (data.attestations ?? []).map((attestation) => attestation.bundle).filter((bundle) => bundle != null);
    return bundles.length > 0 ? bundles : `no attestation holds a bundle for sha256:${sha256.slice(0, 12)}`;
  } catch (error) {
    const status = httpStatus(error);
    if (status === 404) return `no attestation for sha256:${sha256.slice(0, 12)} in this repository`;
    if (status === 403) return "the token may not read attestations (grant attestations: read)";
    return `the attestations could not be read (${oneLine(error)})`;
  }
}
