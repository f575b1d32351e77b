import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { oneLine } from "../../errors.js";
import type { TranscriptSource } from "../../model.js";
import type { Repo } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";
import type { PullRequest } from "../api/pr.js";

/** An artifact zip larger than this is refused before download: twice the transcript limit covers any real one. */
export const MAX_ARTIFACT_ZIP_BYTES = 512 * 1024 * 1024;
/** Workflow runs looked at per search (newest first); the transcript comes from a recent run. */
const MAX_RUNS_SEARCHED = 20;
const PER_PAGE = 100;
/** A name built from the PR's number, branch or SHA ties the artifact to the PR by its producer's word. */
const PLACEHOLDER = /\{(pr|branch|sha)\}/;

/** Where a transcript artifact came from, and whether it is tied to this PR's head or branch. */
export type ArtifactProvenance = NonNullable<TranscriptSource["artifact"]>;

export type ArtifactResult =
  | { found: true; path: string; provenance: ArtifactProvenance; warnings: string[]; binding: ArtifactBinding }
  | { found: false; searched: string[] };

/** What ties the artifact to a commit, for the transcript_bound_to_head check. */
export interface ArtifactBinding {
  /** The head repository of the run that uploaded it: only the base repository's runs are trusted for a pass. */
  runRepoId: number | null;
  /** The name was built with `{sha}` from the verified head: the producer's word that it is that commit's. */
  shaInName: boolean;
}

export interface ArtifactQuery {
  pattern: string;
  pull: PullRequest;
  /** The commit being verified (the event's head SHA, else the PR head). */
  sha: string;
  runId: number | null;
  triggeringRunId: number | null;
  runnerTemp: string;
}

interface Artifact {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
  created_at: string | null;
  workflow_run?: { id?: number; head_sha?: string; head_branch?: string | null; head_repository_id?: number } | null;
}

/**
 * `{pr}`, `{branch}` and `{sha}` in the artifact name become this PR's number, head branch (with
 * `/` as `-`, since artifact names cannot hold a slash) and the verified SHA.
 */
export function artifactName(pattern: string, pull: PullRequest, sha: string): string {
  return pattern
    .replaceAll("{pr}", String(pull.number))
    .replaceAll("{branch}", pull.headRef.replaceAll("/", "-"))
    .replaceAll("{sha}", sha);
}

/**
 * Finds the transcript artifact through the REST API: in the given run, else the triggering run,
 * else runs for the head SHA, else runs for the head branch, else (a name with `{sha}` only) the newest
 * non-expired artifact of that name; downloads its zip into RUNNER_TEMP, where the loader reads it.
 */
export async function fetchTranscriptArtifact(api: Api, repo: Repo, query: ArtifactQuery): Promise<ArtifactResult> {
  const name = artifactName(query.pattern, query.pull, query.sha);
  const searched: string[] = [];
  const found = await search(api, repo, query, name, searched);
  if (found === null) return { found: false, searched };
  const { artifact, foundBy } = found;
  if (artifact.size_in_bytes > MAX_ARTIFACT_ZIP_BYTES) {
    throw new Error(`artifact "${name}" (id ${artifact.id}) is ${artifact.size_in_bytes} bytes, over the ${MAX_ARTIFACT_ZIP_BYTES}-byte limit`);
  }
  const zip = await download(api, repo, artifact, name);
  if (zip.length > MAX_ARTIFACT_ZIP_BYTES) throw new Error(`artifact "${name}" downloaded past the ${MAX_ARTIFACT_ZIP_BYTES}-byte limit`);
  // the zip itself is the transcript input: the loader reads it with its bounds, subagent files included
  const dir = join(query.runnerTemp, "agent-verdict");
  await mkdir(dir, { recursive: true });
  const path = join(dir, `artifact-${artifact.id}.zip`);
  await writeFile(path, zip);
  const provenance = describe(artifact, foundBy, query);
  const binding = { runRepoId: artifact.workflow_run?.head_repository_id ?? null, shaInName: query.pattern.includes("{sha}") };
  return { found: true, path, provenance, warnings: warningsFor(provenance, query), binding };
}

/** The artifact's zip; one that expired or was deleted since it was listed is named in the error. */
async function download(api: Api, repo: Repo, artifact: Artifact, name: string): Promise<Uint8Array> {
  try {
    const response = await api.rest.actions.downloadArtifact({ ...repo, artifact_id: artifact.id, archive_format: "zip" });
    return new Uint8Array(response.data as ArrayBuffer);
  } catch (error) {
    const status = httpStatus(error);
    const gone = status === 404 || status === 410 ? ": it expired or was deleted after it was listed" : "";
    const why = `${status === null ? "" : `HTTP ${status}: `}${oneLine(error)}`;
    throw new Error(`artifact "${name}" (id ${artifact.id}) could not be downloaded (${why})${gone}`, { cause: error });
  }
}

async function search(api: Api, repo: Repo, query: ArtifactQuery, name: string, searched: string[]) {
  const explicit = query.runId ?? query.triggeringRunId;
  if (explicit !== null) {
    searched.push(`artifact "${name}" in workflow run ${explicit}`);
    const artifact = newest(await runArtifacts(api, repo, explicit, name), name, query.pull);
    // an explicit run is the whole search: falling back could pick another run's transcript
    return artifact ? { artifact, foundBy: query.runId !== null ? ("run-id" as const) : ("triggering-run" as const) } : null;
  }
  searched.push(`artifact "${name}" in runs for head ${query.sha.slice(0, 12)}`);
  const bySha = await inRuns(api, repo, name, query.pull, { head_sha: query.sha });
  if (bySha) return { artifact: bySha, foundBy: "head-sha" as const };
  searched.push(`runs for branch ${query.pull.headRef}`);
  const byBranch = await inRuns(api, repo, name, query.pull, { branch: query.pull.headRef });
  if (byBranch) return { artifact: byBranch, foundBy: "branch" as const };
  // only a name that carries the head SHA is specific enough to take from anywhere in the repository:
  // a fixed name would pick up another branch's or another PR's newest transcript
  if (!query.pattern.includes("{sha}")) return null;
  searched.push(`the repository's artifacts named "${name}"`);
  const { data } = await api.rest.actions.listArtifactsForRepo({ ...repo, name, per_page: PER_PAGE });
  const any = newest(data.artifacts as Artifact[], name, query.pull);
  return any ? { artifact: any, foundBy: "repository" as const } : null;
}

async function inRuns(api: Api, repo: Repo, name: string, pull: PullRequest, filter: { head_sha?: string; branch?: string }) {
  const { data } = await api.rest.actions.listWorkflowRunsForRepo({ ...repo, ...filter, per_page: MAX_RUNS_SEARCHED });
  // a fork's branch may share its name with this PR's branch: only runs of the PR's head repository count
  const runs = data.workflow_runs.filter((run) => run.head_repository?.id === (pull.headRepoId ?? pull.baseRepoId));
  for (const run of runs) {
    const artifact = newest(await runArtifacts(api, repo, run.id, name), name, pull);
    if (artifact) return artifact;
  }
  return null;
}

async function runArtifacts(api: Api, repo: Repo, runId: number, name: string): Promise<Artifact[]> {
  const { data } = await api.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: runId, name, per_page: PER_PAGE });
  return data.artifacts as Artifact[];
}

/**
 * The newest non-expired artifact with exactly this name, made by a run of the base repository or
 * of the PR's head repository. Any fork's PR run can upload an artifact of any name: without the
 * repository check, a stranger could plant a transcript for this PR.
 */
function newest(artifacts: Artifact[], name: string, pull: PullRequest): Artifact | null {
  const trusted = new Set([pull.baseRepoId, pull.headRepoId]);
  const live = artifacts.filter(
    (artifact) => !artifact.expired && artifact.name === name && trusted.has(artifact.workflow_run?.head_repository_id ?? null),
  );
  live.sort((a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? "") || b.id - a.id);
  return live[0] ?? null;
}

function describe(artifact: Artifact, foundBy: ArtifactProvenance["foundBy"], query: ArtifactQuery): ArtifactProvenance {
  const run = artifact.workflow_run ?? null;
  const headSha = run?.head_sha?.toLowerCase() ?? null;
  const headBranch = run?.head_branch ?? null;
  const tiedBy = headSha === query.sha || headSha === query.pull.headSha
    ? "run-head"
    : headBranch !== null && headBranch === query.pull.headRef
      ? "run-branch"
      : PLACEHOLDER.test(query.pattern)
        ? "name"
        : null;
  return {
    id: artifact.id,
    name: artifact.name,
    runId: run?.id ?? null,
    headSha,
    headBranch,
    createdAt: artifact.created_at,
    foundBy,
    tiedToPr: tiedBy !== null,
    tiedBy,
  };
}

function warningsFor(provenance: ArtifactProvenance, query: ArtifactQuery): string[] {
  const warnings: string[] = [];
  if (!provenance.tiedToPr) {
    warnings.push(
      `the transcript artifact ${provenance.name} (id ${provenance.id}, run ${provenance.runId ?? "unknown"}) was made for `
        + `${provenance.headSha?.slice(0, 12) ?? "an unknown commit"} on ${provenance.headBranch ?? "an unknown branch"}, not for PR `
        + `#${query.pull.number}'s head or branch: it may be another run's transcript`,
    );
  }
  return warnings;
}
