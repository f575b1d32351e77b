/**
 * The judged half of ranking: within each deterministic tier, a pivot tournament of pairwise
 * comparisons. Each slot shows a candidate rendered at half the judge's usual budget, so a
 * two-candidate prompt costs about what one verify prompt costs.
 */
import { join } from "node:path";
import type { Usage } from "../model.js";
import { addSecretValues, redactSecrets } from "../evidence/redact.js";
import { classifyCommand } from "../checks/verification.js";
import { makeClient } from "../judge/client.js";
import type { JudgeConfig } from "../judge/config.js";
import { DEFAULT_TOKEN_BUDGET } from "../judge/config.js";
import { newNonce } from "../judge/fence.js";
import { clip, renderTrajectory } from "../judge/render.js";
import { newRunState, plannedSamples } from "../judge/sampler.js";
import type { PlannedSamples } from "../judge/cache.js";
import { usageCost } from "../judge/usage.js";
import type { Candidate } from "./candidates.js";
import { type PairResult, comparePair, pairPrompts } from "./compare.js";
import { RANK_PROMPT_VERSION, type PairPromptInput, type SlotContent } from "./prompt.js";
import { compareKeys } from "./order.js";
import { comparisonBudget, runTournament } from "./tournament.js";

/** Where rank samples go within a judge cache folder: a folder of their own prompt version. */
export function rankCacheDir(cacheDir: string): string {
  return join(cacheDir, RANK_PROMPT_VERSION.replace(/[^A-Za-z0-9@.-]+/g, "_"));
}

/**
 * The Actions cache is planned over every ordered pair (each built and hashed once): past this many
 * (16 candidates in one tier), planning costs more than the comparisons a pivot tournament plays.
 */
export const MAX_PLANNED_PAIRS = 240;

/** Two trajectories share one prompt: each gets this share of the judge's render budget. */
export const SLOT_RENDER_SHARE = 0.5;

export interface JudgedComparison {
  x: number;
  y: number;
  result: PairResult;
}

export interface RankJudging {
  status: "ok" | "failed" | "skipped";
  reason: string;
  model: string | null;
  promptVersion: string;
  repeats: number | null;
  /** Comparisons the budget allowed, over all tiers, and how many were played. */
  budget: number;
  comparisons: JudgedComparison[];
  usage: Usage;
  cacheHits: number;
  /** The action's Actions-cache entries restored and saved (rank mode only). */
  cache?: { restoredKey: string | null; savedKey: string | null };
  notes: string[];
  errors: string[];
}

export function skippedJudging(reason: string): RankJudging {
  return {
    status: "skipped", reason, model: null, promptVersion: RANK_PROMPT_VERSION, repeats: null, budget: 0, comparisons: [],
    usage: { calls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 }, cacheHits: 0, notes: [], errors: [],
  };
}

/** The candidates of each tier that can be judged (a readable transcript), best deterministic standing first. */
export function tiersToJudge(candidates: readonly Candidate[]): Candidate[][] {
  const judgeable = candidates.filter((c) => c.tier < 2 && c.trajectory !== null);
  const key = (c: Candidate) => ({ tier: c.tier, preference: null, evidence: c.report.evidenceScore });
  const byEvidence = (a: Candidate, b: Candidate) => compareKeys(key(a), key(b)) || a.index - b.index;
  return [0, 1].map((tier) => judgeable.filter((c) => c.tier === tier).sort(byEvidence)).filter((tier) => tier.length >= 2);
}

/**
 * The rank run's judge: half the render budget per slot, a cache folder of its own prompt version,
 * and, unless given, a token budget of one verdict's default per planned comparison.
 */
export function rankConfig(config: JudgeConfig, plannedComparisons: number, tokenBudgetGiven: boolean): JudgeConfig {
  const render = { ...config.render, total: Math.floor(config.render.total * SLOT_RENDER_SHARE) };
  const cacheDir = config.cacheDir === null ? null : rankCacheDir(config.cacheDir);
  const tokenBudget = tokenBudgetGiven ? config.tokenBudget : DEFAULT_TOKEN_BUDGET * Math.max(1, plannedComparisons);
  return { ...config, render, cacheDir, tokenBudget };
}

function slotOf(candidate: Candidate, config: JudgeConfig, custom: readonly RegExp[]): SlotContent {
  const input = { trajectory: candidate.trajectory!, checks: candidate.report.checks, diff: candidate.diff, prBody: null };
  const redacted = JSON.parse(redactSecrets(JSON.stringify(input)).text) as typeof input;
  const isVerification = config.isVerification ?? ((command: string) => classifyCommand(command, custom) !== null);
  return { text: renderTrajectory(redacted, config.render, isVerification).text, checks: redacted.checks };
}

/**
 * Every sample file the tournaments may read: each ordered pair within a tier (which one a pivot
 * tournament compares is known only as it runs), named as the judge's cache names them.
 */
function plannedRankSamples(
  config: JudgeConfig, prompt: PairPromptInput, tiers: Candidate[][], slots: ReadonlyMap<number, SlotContent>,
): PlannedSamples {
  const pairs = tiers.flatMap((tier) => tier.flatMap((x) => tier.filter((y) => y !== x).map((y) => [x.index, y.index] as const)));
  const prompts = pairs.flatMap(([x, y]) => pairPrompts({ config, prompt }, slots.get(x)!, slots.get(y)!));
  const planned = plannedSamples(config, prompts.map((p) => ({ ...p, promptTokens: 0, estimatedTokens: 0 })));
  return { scope: `${RANK_PROMPT_VERSION}\n${planned.scope}`, files: planned.files };
}

/** Runs the tournaments; never throws (a failed call is a failed comparison, reported). */
export async function judgeCandidates(
  candidates: readonly Candidate[],
  base: JudgeConfig,
  tokenBudgetGiven: boolean,
): Promise<RankJudging> {
  const tiers = tiersToJudge(candidates);
  const budget = tiers.reduce((sum, tier) => sum + comparisonBudget(tier.length), 0);
  if (budget === 0) {
    return { ...skippedJudging("fewer than two readable candidates in any tier: nothing to compare"), model: base.model };
  }
  const config = rankConfig(base, budget, tokenBudgetGiven);
  addSecretValues([config.apiKey]);
  const custom = config.rubric.settings.verification.map((source) => new RegExp(source));
  const slots = new Map(tiers.flat().map((c) => [c.index, slotOf(c, config, custom)]));
  const task = tiers.flat().map((c) => c.trajectory!.task).find((t) => t !== null) ?? null;
  const clipped = task === null ? null : clip(redactSecrets(task).text, config.render.task);
  const prompt = { task: clipped, rubric: config.rubric, nonce: newNonce() };
  const state = newRunState(config);
  const client = makeClient(config.baseURL, config.apiKey);
  // the action's shared store fills the cache folder first, within its own bound: the wall is the endpoint's
  const orderedPairs = tiers.reduce((sum, tier) => sum + tier.length * (tier.length - 1), 0);
  if (config.sampleStore !== null && orderedPairs > MAX_PLANNED_PAIRS) {
    state.notes.push(`judge cache not used: ${orderedPairs} ordered pairs to plan, over ${MAX_PLANNED_PAIRS}`);
  } else await config.sampleStore?.restore(plannedRankSamples(config, prompt, tiers, slots));
  const context = { client, config, state, deadline: Date.now() + config.wallBudgetMs, prompt };
  const comparisons: JudgedComparison[] = [];
  for (const tier of tiers) {
    const seed = tier.map((c) => c.index);
    await runTournament(seed, comparisonBudget(tier.length), async (x, y) => {
      const result = await comparePair(context, slots.get(x)!, slots.get(y)!);
      comparisons.push({ x, y, result });
      return result.margin;
    });
  }
  const usable = comparisons.filter((c) => c.result.margin !== null).length;
  const status = usable === 0 ? "failed" : "ok";
  const why = state.stopped ?? state.errors[0] ?? "no usable sample";
  const reason = status === "ok"
    ? `judged ${usable} of ${comparisons.length} comparisons with ${config.model} (budget ${budget})`
    : `judging failed: no comparison had a usable score for every criterion (${why})`;
  return {
    status, reason, model: config.model, promptVersion: RANK_PROMPT_VERSION, repeats: config.repeats, budget, comparisons,
    usage: { ...state.usage, costUsd: usageCost(state.usage, config.price) },
    cacheHits: state.cacheHits,
    notes: state.notes,
    errors: state.errors,
  };
}
