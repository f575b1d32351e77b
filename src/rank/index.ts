/**
 * Ranks several attempts at one task, best first: deterministic checks decide the tiers, pairwise
 * judging orders each tier, the evidence score breaks ties. The public surface of src/rank/.
 */
import { InputError } from "../errors.js";
import { type JudgeOptions, resolveJudgeConfig } from "../judge/config.js";
import { type CandidateInput, loadCandidates } from "./candidates.js";
import { judgeCandidates, skippedJudging } from "./judged.js";
import { type RankReport, buildRankReport } from "./report.js";

/** Ranking more than this many attempts at once is a batch job, not a choice between PRs. */
export const MAX_CANDIDATES = 32;

export interface RankOptions {
  candidates: CandidateInput[];
  format?: string;
  repoDir?: string;
  maxTranscriptBytes?: number;
  noLlm: boolean;
  judge?: JudgeOptions;
  env?: NodeJS.ProcessEnv;
}

export async function rank(options: RankOptions): Promise<RankReport> {
  const count = options.candidates.length;
  if (count < 2) throw new InputError(`rank needs at least two --transcript options, got ${count}`);
  if (count > MAX_CANDIDATES) throw new InputError(`rank takes at most ${MAX_CANDIDATES} transcripts, got ${count}`);
  const env = options.env ?? process.env;
  // resolved once up front: a bad option is one usage error, not one error per candidate
  const resolved = resolveJudgeConfig({ ...options.judge, noLlm: options.noLlm }, env);
  const candidates = await loadCandidates(options.candidates, { ...options, env });
  const given = options.judge?.tokenBudget !== undefined && options.judge.tokenBudget !== null;
  const judging = resolved.status === "ready" ? await judgeCandidates(candidates, resolved.config, given) : skippedJudging(resolved.reason);
  return buildRankReport(candidates, judging, resolved.notes);
}

export type { RankReport, RankedCandidate, RankComparison } from "./report.js";
export { rankTable, rankMarkdown, RANK_MARKER, type CandidateLabel } from "./output.js";
export { RANK_PROMPT_VERSION } from "./prompt.js";
