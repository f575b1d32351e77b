import { readFile } from "node:fs/promises";
import { TrustedRoot } from "@sigstore/protobuf-specs";
import { oneLine } from "../../errors.js";
import type { CheckResult, Report, TranscriptSource } from "../../model.js";
import type { RunContext } from "../context/event.js";
import type { AttestationInputs } from "../context/inputs.js";
import type { Api } from "../api/octokit.js";
import type { Sidecar } from "../transcript/sidecar.js";
import { ATTESTATION_CHECK, PUBLIC_GOOD, attestationCheck } from "./check.js";

export interface AttestedTranscript {
  /** The bytes the verdict read: the artifact's zip, or the transcript file. */
  path: string;
  source: TranscriptSource;
  /** The head-sha file; inside an artifact's zip it is part of the attested bytes. */
  sidecar: Sidecar;
  /** The verified head. */
  sha: string;
}

/**
 * The attestation check for the action's transcript, when asked for: the commits the attesting run
 * may have run on are the head and, for an artifact, the head its attested head-sha file names
 * (a producer started from the default branch runs on its commit, not the agent's).
 */
export async function transcriptAttestation(
  api: Api, context: RunContext, inputs: AttestationInputs, transcript: AttestedTranscript, env: NodeJS.ProcessEnv = process.env,
): Promise<CheckResult> {
  const { source, sidecar, sha } = transcript;
  const attestedSidecar = source.kind === "artifact" && sidecar.kind === "sha" && sidecar.sha === sha;
  const roots = await trustedRoots(inputs.trustedRootPath);
  if (typeof roots === "string") {
    return { id: ATTESTATION_CHECK, status: "fail", blocking: false, required: inputs.required, summary: roots, evidence: [] };
  }
  const expected = {
    serverUrl: (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/+$/, ""),
    repository: `${context.repo.owner}/${context.repo.repo}`,
    workflows: inputs.workflows,
    commits: [sha.toLowerCase()],
    headNamedInside: attestedSidecar,
    runId: source.artifact?.runId ?? null,
  };
  return attestationCheck(api, context.repo, { transcriptPath: transcript.path, required: inputs.required, expected, roots });
}

/** Public-good's root, and the one the workflow gave (`gh attestation trusted-root` writes JSON lines). */
async function trustedRoots(path: string | null): Promise<TrustedRoot[] | string> {
  if (path === null) return [PUBLIC_GOOD];
  try {
    const lines = (await readFile(path, "utf8")).split("\n").filter((line) => line.trim() !== "");
    const text = lines.length > 0 && lines.every((line) => line.trim().startsWith("{") && line.trim().endsWith("}")) ? lines : [lines.join("\n")];
    return [PUBLIC_GOOD, ...text.map((json) => TrustedRoot.fromJSON(JSON.parse(json)))];
  } catch (error) {
    return `the transcript's attestation was not checked: attestation-trusted-root could not be read (${oneLine(error)})`;
  }
}

/** What the attestation proved, or why it did not, as a line above the verdict. */
export function attestationNote(report: Report): { text: string; warning: boolean }[] {
  const check = report.checks.find((candidate) => candidate.id === ATTESTATION_CHECK);
  if (check === undefined) return [];
  const proven = check.status === "pass" ? check.evidence[0]?.quote : undefined;
  return [proven === undefined ? { text: check.summary, warning: true } : { text: proven, warning: false }];
}
