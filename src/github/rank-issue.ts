/**
 * Rank mode: the open agent PRs linked to one issue, ranked by the same pipeline as
 * `agent-verdict rank` (deterministic tiers, then the pairwise judge when one is configured). Only PRs
 * whose transcript is bound to their head take part; the rest are named with their reason.
 */
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { redactSecrets } from "../evidence/redact.js";
import { PRESETS } from "../judge/criteria.js";
import { rank, type RankReport, type RankedCandidate } from "../rank/index.js";
import { rankCacheDir } from "../rank/judged.js";
import type { RunContext } from "./context/event.js";
import { canWrite } from "./flow.js";
import { JUDGE_KEY_VAR, type ActionInputs } from "./context/inputs.js";
import { ActionsJudgeCache, RANK_CACHE_FOLDER, RANK_SAMPLES_FOLDER, withSavedCache, type CacheTiming } from "./cache/judge-cache.js";
import { findReferences, MAX_TIMELINE_PAGES } from "./api/linked.js";
import type { Api } from "./api/octokit.js";
import { sortReferences, type PrEntry, type RankablePr, type Sorted } from "./rank/rank-candidates.js";
import { rankedComment, tooFewComment } from "./rank/rank-comment.js";
import { plural } from "../words.js";

/** rank@1 with the issue and, per candidate, the PR it stands for; PR titles redacted. */
export interface IssueRankReport extends RankReport {
  issue: { number: number; title: string };
  candidates: (RankedCandidate & { pullRequest: { number: number; title: string; headSha: string | null } | null })[];
  notRanked: PrEntry[];
  leftOut: PrEntry[];
}

export type RankOutcome =
  | { kind: "ranked"; report: IssueRankReport; markdown: string; ranking: number[] }
  | { kind: "too-few"; markdown: string }
  | { kind: "skipped"; reason: string }
  | { kind: "error"; message: string };

/** Finds, sorts and ranks the issue's PRs; an API failure is thrown to the caller, which reports it as `error`. */
export async function rankIssue(
  api: Api, inputs: ActionInputs, context: RunContext, issue: number, cacheTiming?: CacheTiming,
): Promise<RankOutcome> {
  const { eventName, sender } = context;
  // anyone can comment on a public issue: only a writer's comment may spend the judge's tokens and post
  if (eventName === "issue_comment" && (sender === null || !(await canWrite(api, context, sender)))) {
    return { kind: "skipped", reason: `the comment's author ${sender ?? "(unknown)"} cannot write to the repository` };
  }
  const lookup = await findReferences(api, context.repo, issue);
  if (lookup.kind === "problem") return { kind: "error", message: lookup.message };
  const notes: string[] = [];
  if (lookup.truncated) notes.push(`only the first ${MAX_TIMELINE_PAGES} pages of the issue's timeline were read`);
  if (lookup.otherRepositories > 0) notes.push(`${plural(lookup.otherRepositories, "reference")} from PRs of other repositories ignored`);
  const sorted = await sortReferences(api, inputs, context, issue, lookup.references);
  if (sorted.rankable.length < 2) return { kind: "too-few", markdown: tooFewComment(issue, sorted, notes) };
  // the judge fills the folder from the Actions cache only when it runs, as per-PR mode does
  const runnerTemp = process.env.RUNNER_TEMP ?? tmpdir();
  const cacheBase = join(runnerTemp, RANK_SAMPLES_FOLDER);
  const folders = { archive: join(runnerTemp, RANK_CACHE_FOLDER), samples: rankCacheDir(cacheBase) };
  const store = inputs.judge.cache ? new ActionsJudgeCache(folders, inputs.judge.apiKey, cacheTiming) : null;
  const ranked = await rank({
    candidates: sorted.rankable.map((pr) => ({ transcript: pr.transcriptPath, diff: pr.diffPath })),
    format: inputs.format,
    maxTranscriptBytes: inputs.maxTranscriptBytes ?? undefined,
    noLlm: !inputs.judge.enabled,
    judge: { ...judgeOptions(inputs, context.workspace), ...(store === null ? {} : { cacheDir: cacheBase, sampleStore: store }) },
    env: { [JUDGE_KEY_VAR]: inputs.judge.apiKey ?? undefined },
  });
  const report = store === null ? ranked : await withSavedCache(ranked, store);
  const byPath = new Map(sorted.rankable.map((pr) => [pr.transcriptPath, pr]));
  const readable = withoutUnreadable(report, byPath, sorted);
  if (readable === null) return { kind: "too-few", markdown: tooFewComment(issue, sorted, notes) };
  const full = issueReport(readable, lookup.issue, byPath, sorted);
  const ranking = full.candidates.flatMap((c) => (c.pullRequest === null ? [] : [c.pullRequest.number]));
  return { kind: "ranked", report: full, markdown: rankedComment(issue, readable, byPath, sorted, notes), ranking };
}

/**
 * A transcript that could not be verified ranks last in `rank`, but with two such PRs one would
 * still come first: here it moves to "not ranked" instead, and the ranking needs two readable ones.
 * Tier 2 is always the tail of the order and never judged, so the ranks left stay 1…k.
 */
function withoutUnreadable(report: RankReport, byPath: ReadonlyMap<string, RankablePr>, sorted: Sorted): RankReport | null {
  for (const c of report.candidates.filter((candidate) => candidate.tier === 2)) {
    const pr = byPath.get(c.transcript)!;
    sorted.rankable = sorted.rankable.filter((other) => other !== pr);
    sorted.notRanked.push({ ...pr, reason: `the transcript could not be verified: ${c.error ?? "verdict error"}` });
  }
  const readable = report.candidates.filter((c) => c.tier !== 2);
  return readable.length < 2 ? null : { ...report, candidates: readable };
}

function judgeOptions(inputs: ActionInputs, workspace: string) {
  const { baseUrl, model, repeats, tokenBudget, tuning } = inputs.judge;
  // no PR is checked out in rank mode: a rubric file is the workflow's own, read from its workspace
  const wanted = inputs.judge.criteria;
  const criteria = wanted === null || (PRESETS as readonly string[]).includes(wanted.trim()) ? wanted : resolve(workspace, wanted);
  return { ...tuning, surface: "action" as const, criteria, baseUrl, model, repeats, tokenBudget, apiKeyEnv: JUDGE_KEY_VAR };
}

type Issue = IssueRankReport["issue"];

function issueReport(report: RankReport, issue: Issue, byPath: ReadonlyMap<string, RankablePr>, sorted: Sorted): IssueRankReport {
  const redact = <T extends { title: string }>(entry: T): T => ({ ...entry, title: redactSecrets(entry.title).text });
  const candidates = report.candidates.map((c) => {
    const pr = byPath.get(c.transcript);
    return { ...c, pullRequest: pr === undefined ? null : redact({ number: pr.number, title: pr.title, headSha: pr.headSha }) };
  });
  const listed = (entries: PrEntry[]) => entries.map((e) => redact({ ...e, reason: redactSecrets(e.reason).text }));
  return { ...report, issue: redact(issue), candidates, notRanked: listed(sorted.notRanked), leftOut: listed(sorted.leftOut) };
}
