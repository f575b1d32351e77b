import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import * as core from "@actions/core";
import { oneLine } from "../errors.js";
import type { Report, TranscriptSource } from "../model.js";
import { errorReport } from "../report/build.js";
import { renderComment } from "../report/comment.js";
import { verify, type TextSource } from "../verify.js";
import { withNotes, type Note } from "./publish/body.js";
import { diffAnnotations } from "./publish/annotations.js";
import type { RunContext } from "./context/event.js";
import { bindingCheck } from "./transcript/binding.js";
import { attestationNote, transcriptAttestation } from "./attestation/step.js";
import { capVerdict } from "./verdict/cap.js";
import { diffOnlyReport } from "./verdict/diff-only.js";
import { JUDGE_KEY_VAR, type ActionInputs } from "./context/inputs.js";
import { ActionsJudgeCache, PRODUCTION_CACHE_TIMING, verdictCacheFolders, withSavedCache, type CacheTiming } from "./cache/judge-cache.js";
import type { Api } from "./api/octokit.js";
import { readSidecar } from "./transcript/sidecar.js";
import { getChanges, type PrChanges, type PullRequest } from "./api/pr.js";
import { changedPathsOf, trustedCriteria } from "./verdict/rubric.js";
import { locateTranscript } from "./transcript/transcript.js";

/**
 * What the action does for a PR the gate let through: load the agent's transcript, verify it
 * against the PR, and bind the verdict to the head. Loaded only after the gate.
 */

/** An agent without a transcript: the diff-only checks, and `neutral` at best. */
export async function verifyDiffOnly(api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest, sha: string) {
  const changes = await readChanges(api, inputs, context, pull);
  const diff = inputs.diffPath !== null ? await readRegularFile(inputs.diffPath) : changes.diff;
  const report = await diffOnlyReport(diff, inputs.repoPath);
  const { number, headSha, baseSha, changedFiles } = pull;
  const warnings = changes.status === "unknown" && changes.note !== null ? [changes.note] : [];
  const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
  const full: Report = { ...report, source: null, pullRequest, warnings };
  const notes = warnings.map((text) => ({ text, warning: true }));
  const markdown = withNotes(renderComment({ ...full, warnings: [] }, { sha }), notes);
  return { report: full, markdown, annotations: diffAnnotations(full, diff) };
}

/** A file input's text; a device or a pipe (which may never end) or an unreadable path reads as unknown. */
async function readRegularFile(path: string): Promise<string | null> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? readFile(path, "utf8").catch(() => null) : null;
}

export async function verifyAgentWork(
  api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest, sha: string, cacheTiming: CacheTiming = PRODUCTION_CACHE_TIMING,
) {
  const warnings: string[] = [];
  const changes = await readChanges(api, inputs, context, pull);
  if (changes.status === "unknown" && changes.note !== null) warnings.push(changes.note);
  let report: Report;
  let source: TranscriptSource | null = null;
  try {
    const located = await locateTranscript(api, inputs, context, pull, sha);
    if (!located.found) report = missingTranscript(located.message, inputs.missingTranscript);
    else {
      const { baseUrl, model, repeats, tokenBudget } = inputs.judge;
      source = located.source;
      warnings.push(...located.warnings);
      // the diff is read for the rubric only when the rubric is a file in the checkout, not a preset
      const diffPath = inputs.diffPath;
      const changedPaths = async () => changedPathsOf(diffPath !== null ? await readFile(diffPath, "utf8").catch(() => null) : changes.diff);
      const rubric = await trustedCriteria(api, context.repo, pull, inputs.judge.criteria, context.workspace, changedPaths);
      if (rubric.note !== null) warnings.push(rubric.note);
      const { criteria } = rubric;
      // the judge fills the folder from the Actions cache only when it runs, and says which files it may read
      const runnerTemp = process.env.RUNNER_TEMP ?? tmpdir();
      const store = inputs.judge.cache ? new ActionsJudgeCache(verdictCacheFolders(runnerTemp), inputs.judge.apiKey, cacheTiming) : null;
      const cache = store === null ? {} : { cacheDir: store.dir, sampleStore: store };
      const result = await verify({
        transcriptPath: located.path,
        format: inputs.format,
        diff: inputs.diffPath !== null ? { path: inputs.diffPath } : textSource(changes.diff),
        prBody: inputs.prBodyPath !== null ? { path: inputs.prBodyPath } : { text: pull.body },
        repoDir: inputs.repoPath ?? undefined,
        maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
        noLlm: !inputs.judge.enabled,
        judge: { ...inputs.judge.tuning, ...cache, surface: "action", criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: JUDGE_KEY_VAR },
        env: { [JUDGE_KEY_VAR]: inputs.judge.apiKey ?? undefined },
        sha,
      });
      if (result.inputError !== null) core.error(`agent-verdict: ${result.inputError}`);
      const sidecar = await readSidecar(located.path);
      const binding = bindingCheck({ source, sidecar, artifact: located.artifact, sha, baseRepoId: pull.baseRepoId });
      const attestedFacts = { path: located.path, source, sidecar, sha };
      const attested = inputs.attestation === null ? [] : [await transcriptAttestation(api, context, inputs.attestation, attestedFacts)];
      const rules = { unexplainedChanges: inputs.unexplainedChanges };
      report = result.inputError !== null ? result.report : capVerdict(result.report, [binding, ...attested], rules);
      if (store !== null) report = await withSavedCache(report, store);
    }
  } catch (error) {
    core.error(`agent-verdict: ${oneLine(error)}`);
    report = errorReport(`could not load the transcript: ${oneLine(error)}`);
  }
  for (const warning of warnings) core.warning(`agent-verdict: ${warning}`);
  const { number, headSha, baseSha, changedFiles } = pull;
  const pullRequest = { number, headSha, baseSha, changedFiles, changes: changes.status };
  const full: Report = { ...report, source, pullRequest, warnings: [...(report.warnings ?? []), ...warnings] };
  const notes = [...sourceNote(source), ...attestationNote(full), ...warnings.map((text) => ({ text, warning: true }))];
  // the action's own warnings are shown once, as notes above the verdict; verify()'s stay in the body
  const body = renderComment({ ...full, warnings: report.warnings ?? [] }, { sha });
  const diff = inputs.diffPath !== null ? await readRegularFile(inputs.diffPath) : changes.diff;
  return { report: full, markdown: withNotes(body, notes), annotations: diffAnnotations(full, diff) };
}

async function readChanges(api: Api, inputs: ActionInputs, context: RunContext, pull: PullRequest): Promise<PrChanges> {
  if (inputs.diffPath !== null) return { diff: null, status: "complete", note: null };
  try {
    return await getChanges(api, context.repo, pull);
  } catch (error) {
    return { diff: null, status: "unknown", note: `PR changes unknown: could not read them (${oneLine(error)})` };
  }
}

function textSource(text: string | null): TextSource | undefined {
  return text === null ? undefined : { text };
}

/** No transcript is never a pass: `error` by default, `neutral` (score 0, no evidence) when asked. */
export function missingTranscript(message: string, verdict: "error" | "neutral"): Report {
  const report = errorReport(message);
  const summary = `The agent's work could not be verified: ${message}.`;
  if (verdict === "error") return { ...report, summary };
  return { ...report, verdict: "neutral", score: 0, summary };
}

const FOUND_BY: Record<NonNullable<TranscriptSource["artifact"]>["foundBy"], string> = {
  "run-id": "in the run given by transcript-run-id",
  "triggering-run": "in the run that triggered this one",
  "head-sha": "in a run for the PR head",
  branch: "in a run for the PR branch",
  repository: "among the repository's artifacts",
};

/** One line on where an artifact transcript came from; a path input needs no note. */
function sourceNote(source: TranscriptSource | null): Note[] {
  const artifact = source?.artifact;
  if (!artifact) return [];
  const text =
    `transcript from artifact ${artifact.name} (id ${artifact.id}) of run ${artifact.runId ?? "unknown"} `
      + `for ${artifact.headSha?.slice(0, 12) ?? "an unknown commit"}, found ${FOUND_BY[artifact.foundBy]}`;
  return [{ text, warning: false }];
}
