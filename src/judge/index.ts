/**
 * The judge: scores the agent's trajectory against an empty-work baseline, pairwise, once per
 * criterion and repeat, with the slots swapped in every second repeat. The public surface of
 * src/judge/ is this file.
 */
import type { CheckResult, CriterionScore, Report, Trajectory, Usage } from "../model.js";
import { EMPTY_USAGE } from "../model.js";
import { addSecretValues, redactSecrets } from "../evidence/redact.js";
import { oneLine } from "../errors.js";
import { type Sample, aggregateCriterion, isSwapped, overallScores, pairDecisive, positionBias } from "./aggregate.js";
import { makeClient } from "./client.js";
import type { JudgeConfig } from "./config.js";
import { verificationPatterns } from "./criteria.js";
import { newNonce } from "./fence.js";
import { runPool } from "./pool.js";
import { PROMPT_VERSION, type PromptInput, buildMessages } from "./prompt.js";
import { DEFAULT_VERIFICATION_PATTERNS, clip, matchesAny, renderTrajectory } from "./render.js";
import { type RunState, type SampleRequest, newRunState, takeSample } from "./sampler.js";
import { countTokens } from "./tokens.js";
import { usageCost } from "./usage.js";

export interface JudgeInput {
  trajectory: Trajectory;
  checks: CheckResult[];
  diff: string | null;
  prBody: string | null;
}

export interface JudgeOutcome {
  status: "ok" | "failed" | "skipped";
  reason: string;
  model: string | null;
  criteria: CriterionScore[];
  judgeScore: number | null;
  baselineScore: number | null;
  usage: Usage;
  /** The first pair of repeats was decisive, so later repeats were not taken. */
  earlyStopped: boolean;
  costUsd: number | null;
  cacheHits: number;
  /** Mean (agent score in slot A − in slot B) over complete pairs; cancelled in the scores, shown as a judge health figure. */
  positionBias: number | null;
  /** How scores were read: from logprobs, from written letters, or both across samples. */
  scoreMode: "logprobs" | "text" | "mixed" | null;
  promptVersion: string;
  /** Rubric source (`preset:coding` or a path). */
  rubric: string | null;
  /** Prompt tokens of one request (the largest), counted locally before sending. */
  promptTokens: number;
  stepsOmitted: number;
  redactions: number;
  /** Facts worth showing (a refused logprobs parameter, a cache problem). */
  notes: string[];
  /** Why samples failed, redacted. */
  errors: string[];
}

export function skippedOutcome(reason: string): JudgeOutcome {
  return {
    status: "skipped", reason, model: null, criteria: [], judgeScore: null, baselineScore: null, usage: EMPTY_USAGE,
    earlyStopped: false, costUsd: null, cacheHits: 0, positionBias: null, scoreMode: null, promptVersion: PROMPT_VERSION, rubric: null,
    promptTokens: 0, stepsOmitted: 0, redactions: 0, notes: [], errors: [],
  };
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

interface Plan {
  requests: SampleRequest[][];
  promptTokens: number;
}

/** requests[r][c]: repeat r of criterion c (slots swapped when r is odd); prompts built once per slot order. */
function plan(promptInput: PromptInput, config: JudgeConfig): Plan {
  const perOrder = [false, true].map((swapped) =>
    config.rubric.criteria.map((criterion) => {
      const messages = buildMessages(promptInput, swapped, criterion);
      return { criterionId: criterion.id, messages, promptTokens: countTokens(messages.map((m) => m.content).join("\n")) };
    }),
  );
  const requests = Array.from({ length: config.repeats }, (_, repeat) =>
    perOrder[isSwapped(repeat) ? 1 : 0]!.map((p) => {
      const estimatedTokens = p.promptTokens + config.maxOutputTokens;
      return { ...p, repeat, nonce: promptInput.nonce, estimatedTokens };
    }),
  );
  return { requests, promptTokens: Math.max(...perOrder.flat().map((p) => p.promptTokens)) };
}

/**
 * Pair 0 first: one request per slot order (each warms its prefix), then the rest of the pair in
 * parallel; then, unless the pair was decisive everywhere, the remaining repeats.
 */
async function sampleAll(
  config: JudgeConfig,
  state: RunState,
  requests: SampleRequest[][],
): Promise<{ samples: Sample[][]; early: boolean }> {
  const client = makeClient(config.baseURL, config.apiKey);
  const deadline = Date.now() + config.wallBudgetMs;
  const take = (request: SampleRequest) => () => takeSample(client, config, state, request, deadline);
  const samples: Sample[][] = config.rubric.criteria.map(() => []);
  const record = (list: readonly SampleRequest[], got: readonly Sample[]): void =>
    list.forEach((request, i) => samples[config.rubric.criteria.findIndex((c) => c.id === request.criterionId)]!.push(got[i]!));
  const firstPair = requests.slice(0, 2);
  const warmers = firstPair.map((row) => row[0]!);
  record(warmers, await runPool(warmers.map(take), config.concurrency));
  const rest = firstPair.flatMap((row) => row.slice(1));
  record(rest, await runPool(rest.map(take), config.concurrency));
  const later = requests.slice(2).flat();
  if (later.length === 0) return { samples, early: false };
  const decisive = samples.every((list) =>
    pairDecisive(list.find((s) => s.repeat === 0), list.find((s) => s.repeat === 1), config.decisionLines),
  );
  if (config.earlyStop && decisive) return { samples, early: true };
  record(later, await runPool(later.map(take), config.concurrency));
  return { samples, early: false };
}

function reasonOf(config: JudgeConfig, criteria: readonly CriterionScore[], early: boolean, state: RunState): string {
  const failed = criteria.filter((c) => c.score === null).map((c) => c.id);
  if (failed.length > 0) {
    const why = state.stopped ?? state.errors[0] ?? "no usable sample";
    return `judging failed: no usable score for ${failed.join(", ")} (${why})`;
  }
  const taken = criteria.reduce((n, c) => n + c.samples.length, 0);
  const stop = early ? "; stopped after the first pair of repeats, which was decisive" : "";
  return `judged ${criteria.length} criteria with ${config.model}, ${taken} samples${stop}`;
}

/** Judges one trajectory against the empty-work baseline; never throws. */
export async function judge(input: JudgeInput, config: JudgeConfig): Promise<JudgeOutcome> {
  const base = { ...skippedOutcome(""), model: config.model, rubric: config.rubric.source };
  if (config.repeats < 2 || config.repeats % 2 !== 0) {
    return { ...base, status: "failed", reason: `judging failed: repeats must be even and at least 2 (pairs of slot orders), got ${config.repeats}` };
  }
  try {
    addSecretValues([config.apiKey]);
    const redacted = redactInput(input);
    const isVerification = config.isVerification ?? matchesAny([...DEFAULT_VERIFICATION_PATTERNS, ...verificationPatterns(config.rubric)]);
    const rendered = renderTrajectory(redacted.input, config.render, isVerification);
    const promptInput: PromptInput = {
      task: redacted.input.trajectory.task === null ? null : clip(redacted.input.trajectory.task, config.render.task),
      agentText: rendered.text,
      checks: redacted.input.checks,
      rubric: config.rubric,
      nonce: newNonce(),
    };
    const { requests, promptTokens } = plan(promptInput, config);
    const known = { ...base, promptTokens, stepsOmitted: rendered.stepsOmitted, redactions: redacted.count };
    const minimum = requests.slice(0, 2).flat().reduce((n, r) => n + r.estimatedTokens, 0);
    if (minimum > config.tokenBudget) {
      return { ...known, status: "failed", reason: `judging failed: one pair of repeats needs ~${minimum} tokens, over the ${config.tokenBudget}-token budget` };
    }
    const state = newRunState();
    const { samples, early } = await sampleAll(config, state, requests);
    const criteria = config.rubric.criteria.map((c, i) => aggregateCriterion(c.id, c.name, samples[i]!));
    const { judgeScore, baselineScore } = overallScores(criteria);
    const status = judgeScore === null ? "failed" : "ok";
    return {
      ...known,
      status,
      reason: reasonOf(config, criteria, early, state),
      criteria,
      judgeScore,
      baselineScore,
      usage: { ...state.usage, costUsd: usageCost(state.usage, config.price) },
      earlyStopped: early,
      costUsd: usageCost(state.usage, config.price),
      cacheHits: state.cacheHits,
      positionBias: positionBias(samples.flat()),
      scoreMode: scoreModeOf(samples.flat()),
      notes: state.notes,
      errors: state.errors,
    };
  } catch (error) {
    return { ...base, status: "failed", reason: `judging failed: ${redactSecrets(oneLine(error)).text}` };
  }
}

/** The report fields (agent-verdict/report@1) a judge outcome fills. */
export function reportParts(outcome: JudgeOutcome): Pick<Report, "criteria" | "judgeScore" | "baselineScore" | "usage" | "judge"> {
  return {
    criteria: outcome.criteria,
    judgeScore: outcome.judgeScore,
    baselineScore: outcome.baselineScore,
    usage: outcome.usage,
    judge: {
      status: outcome.status,
      reason: outcome.reason,
      model: outcome.model,
      earlyStopped: outcome.earlyStopped,
      scoreMode: outcome.scoreMode,
      promptVersion: outcome.promptVersion,
      rubric: outcome.rubric,
      notes: outcome.notes,
    },
  };
}

export type { JudgeConfig, JudgeOptions, ResolvedJudge } from "./config.js";
export { resolveJudgeConfig, judgeDefaults, checkRepeats } from "./config.js";
export { resolveCriteria, parseRubric, PRESETS, DEFAULT_PRESET } from "./criteria.js";
export type { Rubric, Criterion, RubricSettings, ResolvedCriteria } from "./criteria.js";
export { PROMPT_VERSION } from "./prompt.js";
