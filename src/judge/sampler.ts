/**
 * Takes one sample (one criterion, one repeat): from the cache when the same prompt was judged
 * before, else from the endpoint. Holds the run's shared state: the request mode learned from the
 * endpoint (logprobs until refused or absent, then text for the rest of the run), spent usage, a
 * stop flag after a fatal error, and the errors seen.
 */
import type OpenAI from "openai";
import type { Usage } from "../model.js";
import { EMPTY_USAGE } from "../model.js";
import { type Sample, failedSample, toSample } from "./aggregate.js";
import { type RequestMode, readCached, writeCached } from "./cache.js";
import { type CallOutcome, type TokenParam, callJudge } from "./client.js";
import type { JudgeConfig } from "./config.js";
import { scoreSlot } from "./extract.js";
import { type ChatMessage, promptHash } from "./prompt.js";
import { addUsage } from "./usage.js";
import { oneLine } from "../errors.js";

export interface RunState {
  mode: RequestMode;
  tokenParam: TokenParam;
  /** Tokens counted against the budget: reported usage, or the local count when none is reported. */
  budgetSpent: number;
  usage: Usage;
  cacheHits: number;
  /** Set after an error retrying cannot fix (bad key, unknown model): no further calls. */
  stopped: string | null;
  errors: string[];
  notes: string[];
}

export function newRunState(): RunState {
  return { mode: "logprobs", tokenParam: "max_tokens", budgetSpent: 0, usage: EMPTY_USAGE, cacheHits: 0, stopped: null, errors: [], notes: [] };
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

function note(list: string[], text: string): void {
  if (!list.includes(text)) list.push(text);
}

async function fromCache(config: JudgeConfig, state: RunState, request: SampleRequest, hash: string): Promise<Sample | null> {
  const modes: RequestMode[] = state.mode === "text" ? ["text"] : ["logprobs", "text"];
  for (const mode of modes) {
    const key = { promptHash: hash, model: config.model, mode, repeat: request.repeat, maxOutputTokens: config.maxOutputTokens };
    const cached = await readCached(config.cacheDir, key);
    if (cached !== null) {
      state.cacheHits += 1;
      return toSample(request.repeat, cached.slotA, cached.slotB);
    }
  }
  return null;
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
  if (state.stopped !== null) return failedSample(request.repeat);
  if (state.budgetSpent + request.estimatedTokens > config.tokenBudget) {
    note(state.errors, `token budget of ${config.tokenBudget} per verdict reached; later samples not taken`);
    return failedSample(request.repeat);
  }
  const policy = { timeoutMs: config.callTimeoutMs, maxRetries: config.maxRetries, deadline };
  let mode = state.mode;
  let outcome: CallOutcome = { kind: "failed", error: "not asked" };
  // At most one adaptation per refused parameter: max_tokens → max_completion_tokens, logprobs → text.
  for (let tries = 0; tries < 3; tries += 1) {
    mode = state.mode;
    const call = { model: config.model, messages: request.messages, logprobs: mode === "logprobs", maxOutputTokens: config.maxOutputTokens };
    outcome = await callJudge(client, { ...call, tokenParam: state.tokenParam }, policy);
    if (outcome.kind === "token-param-rejected") {
      state.tokenParam = "max_completion_tokens";
      note(state.notes, "the endpoint wants max_completion_tokens; sent that instead of max_tokens");
    } else if (outcome.kind === "logprobs-rejected") {
      state.mode = "text";
      note(state.notes, `the endpoint refused logprobs (${outcome.error}); scores read from the written letters`);
    } else break;
  }
  if (outcome.kind !== "ok") {
    if (outcome.kind === "fatal") state.stopped = outcome.error;
    note(state.errors, `${label}: ${outcome.error}`);
    return failedSample(request.repeat);
  }
  state.usage = addUsage(state.usage, outcome.usage);
  state.budgetSpent += (outcome.usage.inputTokens || request.promptTokens) + outcome.usage.outputTokens;
  if (mode === "logprobs" && outcome.reply.tokens === null) {
    state.mode = "text";
    note(state.notes, "the endpoint returned no logprobs; scores read from the written letters");
  }
  const slotA = scoreSlot(outcome.reply, "A");
  const slotB = scoreSlot(outcome.reply, "B");
  const sample = toSample(request.repeat, slotA, slotB);
  if (sample.mode === "failed") {
    const cut = outcome.reply.finishReason === "length" ? " (it was cut at the reply bound; raise maxOutputTokens)" : "";
    note(state.errors, `${label}: the reply had no readable <score_A>/<score_B> letters${cut}`);
  }
  else {
    const key = { promptHash: hash, model: config.model, mode, repeat: request.repeat, maxOutputTokens: config.maxOutputTokens };
    await writeCached(config.cacheDir, key, { slotA, slotB }).catch((error: unknown) => note(state.notes, `cache not written: ${oneLine(error)}`));
  }
  return sample;
}
