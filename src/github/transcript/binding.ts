import type { CheckResult, TranscriptSource } from "../../model.js";
import type { ArtifactBinding } from "./artifact.js";
import { HEAD_SHA_FILE, type Sidecar } from "./sidecar.js";

export const BINDING_CHECK = "transcript_bound_to_head";
const DESCRIPTION =
  "Proves the transcript is the record of the PR's head commit: a head-sha file beside it names that commit, or the "
  + "artifact's run ran on it, or the artifact's name carries it. Not that nobody else pushed to the branch before.";
/** How many hex digits name a commit in a sentence. */
const SHORT_SHA = 12;

export interface BindingFacts {
  source: TranscriptSource;
  sidecar: Sidecar;
  /** Set for an artifact transcript: its run's repository and whether its name carries {sha}. */
  artifact: ArtifactBinding | null;
  /** The commit being verified (the PR head the verdict is set on). */
  sha: string;
  baseRepoId: number;
}

/**
 * Is the transcript tied to the verified head? Only then can the verdict be `pass`: a transcript
 * tied to the branch, or to nothing, may be an older run's (a person pushed since) or another PR's.
 * A head-sha file is the most specific word and wins; a run of another repository never binds.
 */
export function bindingCheck(facts: BindingFacts): CheckResult {
  const { source, sidecar, artifact, sha } = facts;
  const result = (status: "pass" | "fail", summary: string): CheckResult => ({
    id: BINDING_CHECK,
    status,
    blocking: false,
    required: true,
    summary,
    evidence: [],
    description: DESCRIPTION,
  });
  const head = short(sha);
  if (artifact !== null && artifact.runRepoId !== facts.baseRepoId) {
    return result("fail", `the transcript artifact was uploaded by a run of another repository (id ${artifact.runRepoId ?? "unknown"}), not this one`);
  }
  if (sidecar.kind === "sha") {
    return sidecar.sha === sha
      ? result("pass", `The transcript's ${HEAD_SHA_FILE} file names the head ${head}.`)
      : result("fail", `transcript is from ${short(sidecar.sha)}, head is ${head}: commits were pushed after the agent's run`);
  }
  if (sidecar.kind === "invalid") return result("fail", `the transcript is not tied to head ${head}: ${sidecar.why}`);
  const run = source.artifact;
  if (run !== null && run.headSha === sha) return result("pass", `The transcript artifact's run ${run.runId ?? ""} ran on the head ${head}.`);
  if (run !== null && artifact?.shaInName) return result("pass", `The transcript artifact's name ${run.name} carries the head ${head}.`);
  if (run !== null && run.headSha !== null) {
    return result("fail", `transcript is from ${short(run.headSha)} (run ${run.runId ?? "unknown"}), head is ${head}`);
  }
  return result("fail", `the transcript names no commit, so it is not tied to head ${head}: add a ${HEAD_SHA_FILE} file beside it`);
}

function short(sha: string): string {
  return sha.slice(0, SHORT_SHA);
}
