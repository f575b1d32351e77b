/**
 * The judge: scores the agent's trajectory against an empty-work baseline, pairwise, once per
 * criterion and repeat, with the slots swapped in every second repeat. The public surface of
 * src/judge/ is this file.
 */
import type { CheckResult, CriterionScore, Trajectory } from "../model.js";
import { addSecretValues, redactSecrets } from "../evidence/redact.js";
import { oneLine } from "../errors.js";
import { type Sample, aggregateCriterion, overallScores, positionBias } from "./aggregate.js";
import { makeClient } from "./endpoint.js";
import type { JudgeConfig } from "./config.js";
import { verificationPatterns } from "./criteria.js";
import { newNonce } from "./fence.js";
import type { PromptInput } from "./prompt.js";
import { DEFAULT_VERIFICATION_PATTERNS, type RenderBudget, clip, matchesAny, renderTrajectory } from "./render.js";
import { type RunState, newRunState, note, plannedSamples } from "./sampler.js";
import { type Plan, type Sampled, plan, sampleAll, shrunkBudget } from "./run.js";
import { usageCost } from "./usage.js";
import { type JudgeOutcome, skippedOutcome } from "./outcome.js";

export interface JudgeInput {
  trajectory: Trajectory;
  checks: CheckResult[];
  diff: string | null;
  prBody: string | null;
}

/** Redaction before rendering (and so before any cut), over the whole input as JSON text. */
function redactInput(input: JudgeInput): { input: JudgeInput; count: number } {
  const { text, count } = redactSecrets(JSON.stringify(input));
  return { input: JSON.parse(text) as JudgeInput, count };
}

function scoreModeOf(samples: readonly Sample[]): JudgeOutcome["scoreMode"] {
  const modes = new Set(samples.filter((s) => s.mode !== "failed").map((s) => s.mode));
  if (modes.size === 0) return null;
  return modes.size > 1 ? "mixed" : modes.has("logprobs") ? "logprobs" : "text";
}

function reasonOf(config: JudgeConfig, criteria: readonly CriterionScore[], early: boolean, state: RunState): string {
  const failed = criteria.filter((c) => c.score === null).map((c) => c.id);
  if (failed.length > 0) {
    if (state.timedOutAfter !== null) return `judge timed out after ${state.timedOutAfter} s (no usable score for ${failed.join(", ")})`;
    const why = state.stopped ?? state.errors[0] ?? "no usable sample";
    return `judging failed: no usable score for ${failed.join(", ")} (${why})`;
  }
  const taken = criteria.reduce((n, c) => n + c.samples.length, 0);
  const stop = early ? "; stopped after the first pair of repeats, which was decisive" : "";
  return `judged ${criteria.length} criteria with ${config.model}, ${taken} samples${stop}`;
}

interface Prepared {
  promptInput: PromptInput;
  plan: Plan;
  stepsOmitted: number;
  slotTokens: number;
}

function prepare(input: JudgeInput, config: JudgeConfig, render: RenderBudget, nonce: string): Prepared {
  const isVerification = config.isVerification ?? matchesAny([...DEFAULT_VERIFICATION_PATTERNS, ...verificationPatterns(config.rubric)]);
  const rendered = renderTrajectory(input, render, isVerification);
  const promptInput: PromptInput = {
    task: input.trajectory.task === null ? null : clip(input.trajectory.task, render.task),
    agentText: rendered.text,
    checks: input.checks,
    rubric: config.rubric,
    nonce,
  };
  return { promptInput, plan: plan(promptInput, config), stepsOmitted: rendered.stepsOmitted, slotTokens: rendered.tokens };
}

/** A context overflow: the slot rendered once more to fit the reported limit, or the reason it cannot be. */
async function refit(
  input: JudgeInput, config: JudgeConfig, state: RunState, first: Prepared, run: (p: Prepared) => Promise<Sampled>,
): Promise<{ sampled: Sampled; prepared: Prepared } | string> {
  const limit = state.contextLimit ?? 0;
  const named = limit > 0 ? `${limit} tokens` : "a size it did not name";
  const size = { promptTokens: first.plan.promptTokens, slotTokens: first.slotTokens, replyTokens: config.maxOutputTokens };
  const budget = shrunkBudget(config.render, limit, size);
  if (budget === null) {
    return `judging failed: the endpoint's context (${named}) is too small for the judge's prompt (~${first.plan.promptTokens} tokens + ${config.maxOutputTokens} for the reply); use a model with a larger context or lower --max-reply-tokens`;
  }
  state.contextLimit = null;
  state.errors.length = 0;
  note(state.notes, `the endpoint's context is ${named}: the agent's trajectory was shown in ${budget.total} tokens instead of ${first.slotTokens}`);
  const prepared = prepare(input, config, budget, first.promptInput.nonce);
  const sampled = await run(prepared);
  if (state.contextLimit !== null) return `judging failed: the prompt still does not fit the endpoint's context (${named}) after shrinking it once`;
  return { sampled, prepared };
}

/** Judges one trajectory against the empty-work baseline; never throws. */
export async function judge(input: JudgeInput, config: JudgeConfig): Promise<JudgeOutcome> {
  const base = { ...skippedOutcome(""), model: config.model, rubric: config.rubric.source };
  if (config.repeats < 2 || config.repeats % 2 !== 0) {
    return { ...base, status: "failed", reason: `judging failed: repeats must be even and at least 2 (pairs of slot orders), got ${config.repeats}` };
  }
  // the wall covers set-up, rendering and token counting too: `judge-timeout` bounds the whole step
  const startedAt = config.startedAt ?? Date.now();
  let deadline = startedAt + config.wallBudgetMs;
  const state = newRunState(config);
  state.firstReplyBy = startedAt + config.callTimeoutMs + config.setupAllowanceMs;
  const spent = () => {
    const costUsd = usageCost(state.usage, config.price);
    return { usage: { ...state.usage, costUsd }, costUsd, notes: state.notes, errors: state.errors };
  };
  try {
    addSecretValues([config.apiKey]);
    const redacted = redactInput(input);
    let prepared = prepare(redacted.input, config, config.render, newNonce());
    const known = { ...base, promptTokens: prepared.plan.promptTokens, stepsOmitted: prepared.stepsOmitted, redactions: redacted.count };
    const minimum = prepared.plan.requests.slice(0, 2).flat().reduce((n, r) => n + r.estimatedTokens, 0);
    if (minimum > config.tokenBudget) {
      return { ...known, status: "failed", reason: `judging failed: one pair of repeats needs ~${minimum} tokens, over the ${config.tokenBudget}-token budget` };
    }
    if (config.sampleStore !== null) {
      // filling the cache folder has its own bound; the wall is the endpoint's
      const started = Date.now();
      await config.sampleStore.restore(plannedSamples(config, prepared.plan.requests.flat()));
      deadline += Date.now() - started;
      state.firstReplyBy += Date.now() - started;
    }
    const client = makeClient(config.baseURL, config.apiKey);
    const run = (p: Prepared) => sampleAll(client, config, state, p.plan.requests, deadline);
    let sampled = await run(prepared);
    if (state.contextLimit !== null) {
      const refitted = await refit(redacted.input, config, state, prepared, run);
      if (typeof refitted === "string") return { ...known, ...spent(), status: "failed", reason: refitted };
      ({ sampled, prepared } = refitted);
    }
    const { samples, early } = sampled;
    const criteria = config.rubric.criteria.map((c, i) => aggregateCriterion(c.id, c.name, samples[i]!));
    const { judgeScore, baselineScore } = overallScores(criteria);
    return {
      ...known,
      ...spent(),
      status: judgeScore === null ? "failed" : "ok",
      reason: reasonOf(config, criteria, early, state),
      promptTokens: prepared.plan.promptTokens,
      stepsOmitted: prepared.stepsOmitted,
      criteria,
      judgeScore,
      baselineScore,
      earlyStopped: early,
      cacheHits: state.cacheHits,
      positionBias: positionBias(samples.flat()),
      scoreMode: scoreModeOf(samples.flat()),
    };
  } catch (error) {
    return { ...base, ...spent(), status: "failed", reason: `judging failed: ${redactSecrets(oneLine(error)).text}` };
  }
}

export { type JudgeOutcome, reportParts, skippedOutcome } from "./outcome.js";
export type { JudgeConfig, JudgeOptions, ResolvedJudge } from "./config.js";
export type { PlannedSamples, SampleStore } from "./cache.js";
export { resolveJudgeConfig, judgeDefaults, checkRepeats } from "./config.js";
export { resolveCriteria, parseRubric, PRESETS, DEFAULT_PRESET } from "./criteria.js";
export type { Rubric, Criterion, RubricSettings, ResolvedCriteria } from "./criteria.js";
export { PROMPT_VERSION } from "./prompt.js";
