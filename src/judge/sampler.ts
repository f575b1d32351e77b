/**
 * Takes one sample (one criterion, one repeat): from the cache when the same prompt was judged
 * before, else from the endpoint. Holds the run's shared state: the request shape learned from the
 * endpoint (logprobs until refused, a top_logprobs cap, the token parameter, reasoning_effort),
 * spent usage (failed calls included), a stop flag after a fatal error or two timeouts in a row,
 * a context limit the endpoint reported, and the errors seen.
 */
import type OpenAI from "openai";
import type { Usage } from "../model.js";
import { EMPTY_USAGE } from "../model.js";
import { type Sample, failedSample, toSample } from "./aggregate.js";
import { type CacheKey, type PlannedSamples, type RequestMode, cacheFileName, cacheScope, readCached, writeCached } from "./cache.js";
import { type Adaptation, type CallOutcome, TOP_LOGPROBS, type TokenParam, callJudge, seconds } from "./client.js";
import type { JudgeConfig } from "./config.js";
import { scoreSlot } from "./extract.js";
import type { ReasoningEffort } from "./model-kind.js";
import { type ChatMessage, promptHash } from "./prompt.js";
import { addUsage } from "./usage.js";
import { oneLine } from "../errors.js";

/** Timeouts in a row after which the endpoint is taken as stalled and no further call is made. */
export const STALL_TIMEOUTS = 2;
/**
 * The endpoint counted fewer prompt tokens than this share of our own count: it cut the prompt
 * (Ollama's default context keeps the end and answers anyway). Another tokenizer differs from
 * o200k_base by well under half; a cut prompt is usually a fraction of the original.
 */
export const TRUNCATION_RATIO = 0.5;
/** Adaptations per sample: one per refusable parameter (logprobs, a cap, token param, effort). */
const MAX_ADAPTATIONS = 4;

export interface RunState {
  mode: RequestMode;
  tokenParam: TokenParam;
  topLogprobs: number;
  reasoningEffort: ReasoningEffort | null;
  /** Tokens counted against the budget: reported usage, or the local count when none is reported. */
  budgetSpent: number;
  usage: Usage;
  cacheHits: number;
  /** Set after an error retrying cannot fix (bad key, unknown model, a stall): no further calls. */
  stopped: string | null;
  /** Seconds of the timeout that stopped the run, when it was a stall. */
  timedOutAfter: number | null;
  consecutiveTimeouts: number;
  /** The endpoint has answered once (any HTTP reply): the first-reply bound no longer applies. */
  answered: boolean;
  /** Until the first answer, every call ends by this time (ms since epoch); Infinity for no such bound. */
  firstReplyBy: number;
  /** Set when the endpoint said the prompt does not fit; the tokens it named, or 0 when unnamed. */
  contextLimit: number | null;
  errors: string[];
  notes: string[];
}

export function newRunState(config: Pick<JudgeConfig, "reasoningEffort">): RunState {
  return {
    mode: "logprobs", tokenParam: "max_tokens", topLogprobs: TOP_LOGPROBS, reasoningEffort: config.reasoningEffort,
    budgetSpent: 0, usage: EMPTY_USAGE, cacheHits: 0, stopped: null, timedOutAfter: null, consecutiveTimeouts: 0,
    answered: false, firstReplyBy: Number.POSITIVE_INFINITY, contextLimit: null, errors: [], notes: [],
  };
}

export interface SampleRequest {
  repeat: number;
  criterionId: string;
  messages: ChatMessage[];
  nonce: string;
  /** Prompt tokens counted locally with the judge's tokenizer. */
  promptTokens: number;
  /** Tokens this request will cost at most: its prompt plus the reply bound. */
  estimatedTokens: number;
}

export function note(list: string[], text: string): void {
  if (!list.includes(text)) list.push(text);
}

/** What identifies one sample in the cache: the prompt (nonce-free), the model, the read mode, the repeat, the reply bound. */
function sampleKey(config: JudgeConfig, request: SampleRequest, hash: string, mode: RequestMode): CacheKey {
  return { promptHash: hash, model: config.model, mode, repeat: request.repeat, maxOutputTokens: config.maxOutputTokens };
}

/** Every cache file these requests may read, in either read mode: what a shared store is asked to fill. */
export function plannedSamples(config: JudgeConfig, requests: readonly SampleRequest[]): PlannedSamples {
  const files = requests.flatMap((request) => {
    const hash = promptHash(request.messages, request.nonce);
    return (["logprobs", "text"] as const).map((mode) => cacheFileName(sampleKey(config, request, hash, mode)));
  });
  return { scope: cacheScope(config.model, config.maxOutputTokens, config.rubric.criteria), files: [...new Set(files)].sort() };
}

async function fromCache(config: JudgeConfig, state: RunState, request: SampleRequest, hash: string): Promise<Sample | null> {
  const modes: RequestMode[] = state.mode === "text" ? ["text"] : ["logprobs", "text"];
  for (const mode of modes) {
    const key = sampleKey(config, request, hash, mode);
    const cached = await readCached(config.cacheDir, key);
    if (cached !== null) {
      state.cacheHits += 1;
      return toSample(request.repeat, cached.slotA, cached.slotB);
    }
  }
  return null;
}

/** Changes the run's request shape after a refused parameter; notes it once. */
function adapt(state: RunState, change: Adaptation, error: string): void {
  if (change.kind === "token-param") {
    state.tokenParam = "max_completion_tokens";
    note(state.notes, "the endpoint wants max_completion_tokens; sent that instead of max_tokens");
  } else if (change.kind === "top-logprobs-cap") {
    state.topLogprobs = change.cap;
    note(state.notes, `the endpoint allows at most ${change.cap} top_logprobs; asked for ${change.cap}`);
  } else if (change.kind === "reasoning-effort-unsupported") {
    state.reasoningEffort = null;
    note(state.notes, "the endpoint does not take reasoning_effort; sent requests without it");
  } else {
    state.mode = "text";
    note(state.notes, `the endpoint does not return logprobs for this model (${error}); scores read from the written letters for the rest of the run`);
  }
}

/** Two timeouts in a row stop the run; the reason names the bound that fired (the call's, or the wall's). */
function recordTimeouts(config: JudgeConfig, state: RunState, outcome: CallOutcome): void {
  if (outcome.kind !== "timeout") {
    state.consecutiveTimeouts = 0;
    return;
  }
  state.consecutiveTimeouts += 1;
  if (!state.answered && Date.now() >= state.firstReplyBy) {
    stopUnanswered(config, state);
    return;
  }
  if (state.consecutiveTimeouts >= STALL_TIMEOUTS && state.stopped === null) {
    const bound = outcome.ms < config.callTimeoutMs ? config.wallBudgetMs : config.callTimeoutMs;
    state.timedOutAfter = seconds(bound);
    state.stopped = `judge timed out after ${state.timedOutAfter} s`;
  }
}

/** The endpoint never answered by the first-reply bound: the run stops, naming that bound. */
function stopUnanswered(config: JudgeConfig, state: RunState): void {
  if (state.stopped !== null) return;
  state.timedOutAfter = seconds(config.callTimeoutMs + config.setupAllowanceMs);
  state.stopped = `judge timed out after ${state.timedOutAfter} s: the endpoint never answered`;
}

/** Any HTTP reply, even a refusal, shows the endpoint is up. */
const ANSWERED_KINDS = new Set<CallOutcome["kind"]>(["ok", "adapt", "context-length", "fatal"]);

interface Asked {
  outcome: CallOutcome;
  mode: RequestMode;
}

async function askEndpoint(client: OpenAI, config: JudgeConfig, state: RunState, request: SampleRequest, deadline: number): Promise<Asked> {
  // until the endpoint has answered once, set-up and calls share one bound from the verification's start
  const bound = state.answered ? deadline : Math.min(deadline, state.firstReplyBy);
  const policy = { timeoutMs: config.callTimeoutMs, maxRetries: config.maxRetries, deadline: bound };
  let mode = state.mode;
  let outcome: CallOutcome = { calls: 0, kind: "failed", error: "not asked" };
  for (let tries = 0; tries <= MAX_ADAPTATIONS; tries += 1) {
    mode = state.mode;
    outcome = await callJudge(client, {
      model: config.model, messages: request.messages, logprobs: mode === "logprobs", topLogprobs: state.topLogprobs,
      maxOutputTokens: config.maxOutputTokens, tokenParam: state.tokenParam, reasoningEffort: state.reasoningEffort,
    }, policy);
    state.usage = addUsage(state.usage, { ...EMPTY_USAGE, calls: outcome.calls });
    if (ANSWERED_KINDS.has(outcome.kind)) state.answered = true;
    recordTimeouts(config, state, outcome);
    if (outcome.kind !== "adapt") break;
    adapt(state, outcome.change, outcome.error);
  }
  return { outcome, mode };
}

export async function takeSample(
  client: OpenAI,
  config: JudgeConfig,
  state: RunState,
  request: SampleRequest,
  deadline: number,
): Promise<Sample> {
  const hash = promptHash(request.messages, request.nonce);
  const cached = await fromCache(config, state, request, hash);
  if (cached !== null) return cached;
  const label = `${request.criterionId}#${request.repeat}`;
  if (!state.answered && Date.now() >= state.firstReplyBy) stopUnanswered(config, state);
  if (state.stopped !== null || state.contextLimit !== null) return failedSample(request.repeat);
  if (Date.now() >= deadline) {
    state.timedOutAfter = seconds(config.wallBudgetMs);
    state.stopped = `judge timed out after ${state.timedOutAfter} s`;
    return failedSample(request.repeat);
  }
  if (state.budgetSpent + request.estimatedTokens > config.tokenBudget) {
    note(state.errors, `token budget of ${config.tokenBudget} per verdict reached; later samples not taken`);
    return failedSample(request.repeat);
  }
  const { outcome, mode } = await askEndpoint(client, config, state, request, deadline);
  if (outcome.kind !== "ok") {
    if (outcome.kind === "fatal") state.stopped = outcome.error;
    if (outcome.kind === "context-length") state.contextLimit = outcome.limit ?? 0;
    note(state.errors, `${label}: ${outcome.error}`);
    return failedSample(request.repeat);
  }
  state.usage = addUsage(state.usage, { ...outcome.usage, calls: 0 });
  state.budgetSpent += (outcome.usage.inputTokens || request.promptTokens) + outcome.usage.outputTokens;
  const reported = outcome.usage.inputTokens;
  if (reported > 0 && reported < request.promptTokens * TRUNCATION_RATIO) {
    const why = `the endpoint truncated the prompt (${reported} of ${request.promptTokens} tokens)`;
    state.stopped ??= `${why}; give the model a larger context (Ollama: num_ctx)`;
    note(state.errors, `${label}: ${why}`);
    return failedSample(request.repeat);
  }
  if (mode === "logprobs" && outcome.reply.tokens === null) {
    state.mode = "text";
    note(state.notes, "the endpoint returned no logprobs; scores read from the written letters");
  }
  const slotA = scoreSlot(outcome.reply, "A");
  const slotB = scoreSlot(outcome.reply, "B");
  const sample = toSample(request.repeat, slotA, slotB);
  if (sample.mode === "failed") {
    const cut = outcome.reply.finishReason === "length" ? " (it was cut at the reply bound; raise --max-reply-tokens)" : "";
    note(state.errors, `${label}: the reply had no readable <score_A>/<score_B> letters${cut}`);
  } else {
    await writeCached(config.cacheDir, sampleKey(config, request, hash, mode), { slotA, slotB }).catch((error: unknown) => note(state.notes, `cache not written: ${oneLine(error)}`));
  }
  return sample;
}
