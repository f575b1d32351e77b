/**
 * From slot scores to samples (swap mapped back), from samples to a criterion score, and from
 * criteria to the judge score. Pure functions; every mean is over usable samples only.
 */
import type { z } from "zod";
import type { CriterionSample, CriterionScore } from "../model.js";
import type { SlotScore } from "./extract.js";

export type Sample = z.infer<typeof CriterionSample>;

/**
 * Two reads of one pair (opposite slot orders) within this spread agree: two grades out of 19
 * (≈ 0.105), so further repeats would move the mean by less than the verdict's uncertainty band.
 */
export const DECISIVE_SPREAD = 0.1;

/** Repeat r swaps the slots when r is odd: repeats come in pairs (A = agent, then B = agent). */
export function isSwapped(repeat: number): boolean {
  return repeat % 2 === 1;
}

/**
 * agent = swapped ? B : A, baseline = swapped ? A : B. The sample's mode is the weakest of its two
 * slots (failed < text < logprobs) and its mass the smaller; a failed slot fails the sample.
 */
export function toSample(repeat: number, slotA: SlotScore, slotB: SlotScore): Sample {
  const swapped = isSwapped(repeat);
  const agent = swapped ? slotB : slotA;
  const baseline = swapped ? slotA : slotB;
  if (agent.mode === "failed" || baseline.mode === "failed" || agent.score === null || baseline.score === null) {
    return { repeat, swapped, score: null, baselineScore: null, mode: "failed", mass: 0 };
  }
  const mode = agent.mode === "logprobs" && baseline.mode === "logprobs" ? "logprobs" : "text";
  return { repeat, swapped, score: agent.score, baselineScore: baseline.score, mode, mass: Math.min(agent.mass, baseline.mass) };
}

export function failedSample(repeat: number): Sample {
  return { repeat, swapped: isSwapped(repeat), score: null, baselineScore: null, mode: "failed", mass: 0 };
}

function usable(sample: Sample): sample is Sample & { score: number; baselineScore: number } {
  return sample.mode !== "failed" && sample.score !== null && sample.baselineScore !== null;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * The samples a mean may use: the complete pairs (both slot orders read, so position bias
 * cancels) when there is one, else the lone usable samples.
 */
export function balancedSamples(samples: readonly Sample[]): { used: Sample[]; balanced: boolean } {
  const ok = samples.filter(usable);
  const byPair = new Map<number, Sample[]>();
  for (const sample of ok) byPair.set(Math.floor(sample.repeat / 2), [...(byPair.get(Math.floor(sample.repeat / 2)) ?? []), sample]);
  const complete = [...byPair.values()].filter((pair) => pair.length === 2).flat();
  return complete.length > 0 ? { used: complete, balanced: true } : { used: ok, balanced: false };
}

/**
 * score_c = mean_k s_k and baseline_c = mean_k b_k over the balanced usable samples k of
 * criterion c; both null when no sample is usable (the criterion failed).
 */
export function aggregateCriterion(id: string, name: string, samples: readonly Sample[]): CriterionScore {
  const { used } = balancedSamples(samples);
  const sorted = [...samples].sort((a, b) => a.repeat - b.repeat);
  return {
    id,
    name,
    score: mean(used.map((s) => s.score!)),
    baselineScore: mean(used.map((s) => s.baselineScore!)),
    samples: sorted,
  };
}

/**
 * judgeScore = (1/C) Σ_c score_c and baselineScore = (1/C) Σ_c baseline_c; null when any criterion
 * has no score, since a missing criterion must not be averaged away.
 */
export function overallScores(criteria: readonly CriterionScore[]): { judgeScore: number | null; baselineScore: number | null } {
  if (criteria.length === 0 || criteria.some((c) => c.score === null || c.baselineScore === null)) {
    return { judgeScore: null, baselineScore: null };
  }
  return {
    judgeScore: mean(criteria.map((c) => c.score!)),
    baselineScore: mean(criteria.map((c) => c.baselineScore!)),
  };
}

/**
 * bias = mean over complete pairs of (s_unswapped − s_swapped): how much more the judge gives the
 * agent in slot A than in slot B. The swap cancels it in the scores; a large value says the judge
 * reads position more than evidence. Null without a complete pair.
 */
export function positionBias(samples: readonly Sample[]): number | null {
  const pairs = new Map<number, { a?: number; b?: number }>();
  for (const s of samples.filter(usable)) {
    const pair = pairs.get(Math.floor(s.repeat / 2)) ?? {};
    if (s.swapped) pair.b = s.score;
    else pair.a = s.score;
    pairs.set(Math.floor(s.repeat / 2), pair);
  }
  const gaps = [...pairs.values()].filter((p) => p.a !== undefined && p.b !== undefined).map((p) => p.a! - p.b!);
  return mean(gaps);
}

/**
 * A first pair is decisive when both reads are usable, |s_0 − s_1| ≤ DECISIVE_SPREAD and
 * |b_0 − b_1| ≤ DECISIVE_SPREAD (the slot orders agree), and the pair's mean agent score
 * (s_0 + s_1)/2 is more than DECISIVE_SPREAD from every decision line (a pass line, a floor), so
 * more repeats add cost, not a different verdict.
 */
export function pairDecisive(first: Sample | undefined, second: Sample | undefined, lines: readonly number[] = []): boolean {
  if (first === undefined || second === undefined || !usable(first) || !usable(second)) return false;
  const agree =
    Math.abs(first.score - second.score) <= DECISIVE_SPREAD && Math.abs(first.baselineScore - second.baselineScore) <= DECISIVE_SPREAD;
  const mean = (first.score + second.score) / 2;
  return agree && lines.every((line) => Math.abs(mean - line) > DECISIVE_SPREAD);
}
