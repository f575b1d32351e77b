import type { TranscriptSource } from "../../model.js";
import { fetchTranscriptArtifact, type ArtifactBinding } from "./artifact.js";
import type { RunContext } from "../context/event.js";
import type { ActionInputs } from "../context/inputs.js";
import type { Api } from "../api/octokit.js";
import type { PullRequest } from "../api/pr.js";

export type LocatedTranscript =
  | { found: true; path: string; source: TranscriptSource; warnings: string[]; artifact: ArtifactBinding | null }
  /** Nothing found: `message` says what was searched, for the error (or neutral) verdict. */
  | { found: false; message: string };

/** The transcript to verify: the workspace path input, or the artifact found through the API. */
export async function locateTranscript(api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest, sha: string) {
  if (inputs.transcriptPath !== null) {
    const source: TranscriptSource = { kind: "path", path: inputs.transcriptPath, artifact: null };
    return { found: true, path: inputs.transcriptPath, source, warnings: [], artifact: null } satisfies LocatedTranscript;
  }
  if (inputs.transcriptArtifact === null) {
    return { found: false, message: "no transcript given: set transcript-path or transcript-artifact" } satisfies LocatedTranscript;
  }
  const result = await fetchTranscriptArtifact(api, context.repo, {
    pattern: inputs.transcriptArtifact,
    pull,
    sha,
    runId: inputs.transcriptRunId,
    triggeringRunId: context.triggeringRunId,
    runnerTemp: context.runnerTemp,
  });
  if (!result.found) {
    return { found: false, message: `no transcript artifact found; searched ${result.searched.join(", then ")}` } satisfies LocatedTranscript;
  }
  const source: TranscriptSource = { kind: "artifact", path: result.path, artifact: result.provenance };
  return { found: true, path: result.path, source, warnings: result.warnings, artifact: result.binding } satisfies LocatedTranscript;
}
