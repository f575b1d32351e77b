/**
 * One comparison of two candidates: for every criterion, `repeats` samples with the slots swapped in
 * every second one (x in slot A, then y in slot A), taken through the judge's sampler (its cache,
 * retries, token budget and logprobs fallback). The swap is mapped back by the judge's toSample, so
 * a sample's `score` is always x's and its `baselineScore` y's.
 */
import type OpenAI from "openai";
import type { JudgeConfig } from "../judge/config.js";
import type { Criterion } from "../judge/criteria.js";
import { type Sample, aggregateCriterion, isSwapped } from "../judge/aggregate.js";
import { countTokens } from "../judge/tokens.js";
import { runPool } from "../judge/pool.js";
import { type RunState, type SampleRequest, takeSample } from "../judge/sampler.js";
import { type PairPromptInput, type SlotContent, pairMessages } from "./prompt.js";

/**
 * |margin| up to one grade on the 20-letter scale (1/19 ≈ 0.053) is a tie: the judge's own spread
 * between slot orders is about that large, so a smaller gap says nothing about which is better.
 */
export const TIE_MARGIN = 1 / 19;

export interface PairSample {
  repeat: number;
  /** True when y sat in slot A. */
  swapped: boolean;
  xScore: number | null;
  yScore: number | null;
  mode: Sample["mode"];
  mass: number;
}

export interface PairCriterion {
  id: string;
  name: string;
  xScore: number | null;
  yScore: number | null;
  samples: PairSample[];
}

export interface PairResult {
  /** margin = (1/C) Σ_c (x_c − y_c) over criteria; null when any criterion has no usable sample. */
  margin: number | null;
  criteria: PairCriterion[];
}

export interface CompareContext {
  client: OpenAI;
  config: JudgeConfig;
  state: RunState;
  deadline: number;
  prompt: PairPromptInput;
}

/** The prompts of one comparison, per repeat and criterion: what identifies its samples. */
export function pairPrompts(context: Pick<CompareContext, "config" | "prompt">, x: SlotContent, y: SlotContent) {
  const { config, prompt } = context;
  const perOrder = [false, true].map((swapped) =>
    config.rubric.criteria.map((criterion: Criterion) => {
      const messages = swapped ? pairMessages(prompt, y, x, criterion) : pairMessages(prompt, x, y, criterion);
      return { criterionId: criterion.id, messages };
    }),
  );
  return Array.from({ length: config.repeats }, (_, repeat) =>
    perOrder[isSwapped(repeat) ? 1 : 0]!.map((p) => ({ ...p, repeat, nonce: prompt.nonce })),
  ).flat();
}

function requestsFor(context: CompareContext, x: SlotContent, y: SlotContent): SampleRequest[] {
  const counted = new Map<unknown, number>();
  return pairPrompts(context, x, y).map((p) => {
    // the two slot orders repeat across repeats: each prompt is counted once
    const promptTokens = counted.get(p.messages) ?? countTokens(p.messages.map((m) => m.content).join("\n"));
    counted.set(p.messages, promptTokens);
    return { ...p, promptTokens, estimatedTokens: promptTokens + context.config.maxOutputTokens };
  });
}

function pairSample(sample: Sample): PairSample {
  const { repeat, swapped, mode, mass } = sample;
  return { repeat, swapped, xScore: sample.score, yScore: sample.baselineScore, mode, mass };
}

/** Judges x against y on every criterion, both slot orders; never throws (a failed call is a failed sample). */
export async function comparePair(context: CompareContext, x: SlotContent, y: SlotContent): Promise<PairResult> {
  const { client, config, state, deadline } = context;
  const requests = requestsFor(context, x, y);
  const samples = await runPool(
    requests.map((request) => () => takeSample(client, config, state, request, deadline)),
    config.concurrency,
  );
  const criteria = config.rubric.criteria.map((criterion) => {
    const own = samples.filter((_, i) => requests[i]!.criterionId === criterion.id);
    const scored = aggregateCriterion(criterion.id, criterion.name, own);
    const pairSamples = scored.samples.map(pairSample);
    return { id: criterion.id, name: criterion.name, xScore: scored.score, yScore: scored.baselineScore, samples: pairSamples };
  });
  const complete = criteria.every((c) => c.xScore !== null && c.yScore !== null);
  const margin = complete ? criteria.reduce((sum, c) => sum + c.xScore! - c.yScore!, 0) / criteria.length : null;
  return { margin, criteria };
}

/** 1 for a win of x, ½ for a tie (|margin| ≤ TIE_MARGIN), 0 for a loss. */
export function winValue(margin: number): number {
  if (Math.abs(margin) <= TIE_MARGIN) return 0.5;
  return margin > 0 ? 1 : 0;
}
