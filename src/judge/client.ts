/**
 * One judge request over the `openai` client against any OpenAI-compatible endpoint: its failures
 * told apart by status and body (provider-errors.ts), 429 and 5xx retried after the server's own
 * wait (bounded by the run's wall), a timeout returned at once (the sampler counts them), the
 * reply reduced to text + token logprobs + usage. Error texts are redacted before they leave.
 */
import OpenAI from "openai";
import type { Usage } from "../model.js";
import { redactSecrets } from "../evidence/redact.js";
import { oneLine } from "../errors.js";
import { type ParsedReply, replyOf } from "./reply.js";
import type { ChatMessage } from "./prompt.js";
import type { ReasoningEffort } from "./model-kind.js";
import { type FailureKind, type SentParams, classifyFailure, errorBody } from "./provider-errors.js";
import { usageOf } from "./usage.js";

export { makeClient } from "./endpoint.js";

/** The scale has 20 letters; 20 alternatives cover it (also OpenAI's maximum). */
export const TOP_LOGPROBS = 20;
/** Sampling at 1 keeps the distribution the model actually holds, which the expectation reads. */
export const TEMPERATURE = 1;
/** A Retry-After longer than this is not worth waiting for inside one verdict. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** First backoff when the server gives no Retry-After; doubled per attempt. */
export const BACKOFF_BASE_MS = 500;

export type TokenParam = "max_tokens" | "max_completion_tokens";

export interface CallRequest {
  model: string;
  messages: ChatMessage[];
  logprobs: boolean;
  topLogprobs: number;
  maxOutputTokens: number;
  /** Newer OpenAI models refuse `max_tokens`; most compatible servers only know it. */
  tokenParam: TokenParam;
  /** Sent as `reasoning_effort` when set (reasoning models only). */
  reasoningEffort: ReasoningEffort | null;
}

export interface CallPolicy {
  timeoutMs: number;
  maxRetries: number;
  /** Epoch ms after which no new attempt starts and no wait is begun. */
  deadline: number;
}

/** A request parameter the endpoint refused, and what to send instead. */
export type Adaptation = Extract<FailureKind, { kind: "logprobs-unsupported" | "top-logprobs-cap" | "token-param" | "reasoning-effort-unsupported" }>;

/** Every outcome says how many HTTP requests it took (`calls`): failed ones are counted in usage too. */
export type CallOutcome = { calls: number } & (
  | { kind: "ok"; reply: ParsedReply; usage: Usage }
  | { kind: "adapt"; change: Adaptation; error: string }
  | { kind: "context-length"; limit: number | null; error: string }
  /** No answer within the call's time (never retried here: two in a row stop the run). */
  | { kind: "timeout"; error: string; ms: number }
  /** Retrying cannot help (bad key, unknown model, no credit): the run should stop calling. */
  | { kind: "fatal"; error: string }
  | { kind: "failed"; error: string }
);

/** Milliseconds the server asked to wait (retry-after-ms, or Retry-After as seconds or an HTTP date), or null. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number(headers?.get("retry-after-ms") ?? "");
  if (headers?.get("retry-after-ms") && Number.isFinite(ms)) return Math.max(0, ms);
  const value = headers?.get("retry-after");
  if (value === null || value === undefined || value.trim() === "") return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function describe(error: unknown): string {
  const status = error instanceof OpenAI.APIError && error.status !== undefined ? `HTTP ${error.status}: ` : "";
  return redactSecrets(`${status}${oneLine(error)}`).text;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Seconds for messages: whole above 10 s, else one decimal (a 0.2 s test timeout is not "0 s"). */
export function seconds(ms: number): number {
  return ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
}

class CallTimeout extends Error {
  constructor(readonly ms: number) {
    super(`timed out: no answer within ${seconds(ms)} s`);
  }
}

function body(request: CallRequest): Record<string, unknown> {
  return {
    model: request.model,
    messages: request.messages,
    temperature: TEMPERATURE,
    [request.tokenParam]: request.maxOutputTokens,
    ...(request.logprobs ? { logprobs: true, top_logprobs: request.topLogprobs } : {}),
    ...(request.reasoningEffort !== null ? { reasoning_effort: request.reasoningEffort } : {}),
  };
}

async function attempt(client: OpenAI, request: CallRequest, timeoutMs: number): Promise<CallOutcome> {
  // the client's own timeout stops at the response headers; this signal also bounds reading the
  // body, so a server that trickles its reply cannot hold the run past its wall budget
  const signal = AbortSignal.timeout(timeoutMs);
  let completion: unknown;
  try {
    const params = body(request) as unknown as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming;
    completion = await client.chat.completions.create(params, { timeout: timeoutMs, maxRetries: 0, signal });
  } catch (error) {
    if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) throw new CallTimeout(timeoutMs);
    throw error;
  }
  const reply = replyOf(completion);
  const usage = usageOf((completion as { usage?: unknown } | null)?.usage);
  if (reply === null) return { calls: 1, kind: "failed", error: "the endpoint's reply had no message content" };
  return { calls: 1, kind: "ok", reply, usage };
}

function sentParams(request: CallRequest): SentParams {
  const { logprobs, topLogprobs, tokenParam } = request;
  return { logprobs, topLogprobs, tokenParam, reasoningEffort: request.reasoningEffort !== null };
}

/**
 * Connection errors no retry within seconds can fix: nothing listens at the address, or the name
 * does not resolve. A dropped or reset connection is still retried.
 */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH"]);
/** How deep the cause chain (OpenAI error → fetch TypeError → system error) is searched. */
const MAX_CAUSE_DEPTH = 4;

function unreachableCode(error: unknown): string | null {
  let cause: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof cause === "object" && cause !== null; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** One request, retried on 429, 5xx and connection errors within the policy. */
export async function callJudge(client: OpenAI, request: CallRequest, policy: CallPolicy): Promise<CallOutcome> {
  let last = "no attempt made: the wall budget was spent";
  let calls = 0;
  for (let retry = 0; retry <= policy.maxRetries; retry += 1) {
    const left = policy.deadline - Date.now();
    if (left <= 0) break;
    calls += 1;
    try {
      const outcome = await attempt(client, request, Math.min(policy.timeoutMs, left));
      return { ...outcome, calls };
    } catch (error) {
      if (error instanceof CallTimeout) return { calls, kind: "timeout", error: error.message, ms: error.ms };
      last = describe(error);
      const unreachable = unreachableCode(error);
      if (unreachable !== null) return { calls, kind: "fatal", error: `the judge endpoint cannot be reached (${unreachable}); not retried` };
      let asked: number | null = null;
      if (error instanceof OpenAI.APIError && error.status !== undefined) {
        const failure = classifyFailure(error.status, errorBody(error.error, error.message), sentParams(request));
        if (failure.kind === "context-length") return { calls, kind: "context-length", limit: failure.limit, error: last };
        if (failure.kind === "fatal") return { calls, kind: "fatal", error: `${failure.why} (${last})` };
        if (failure.kind === "failed") return { calls, kind: "failed", error: last };
        if (failure.kind !== "retryable") return { calls, kind: "adapt", change: failure, error: last };
        asked = retryAfterMs(error.headers);
      } else if (!(error instanceof OpenAI.APIError)) {
        return { calls, kind: "failed", error: last };
      }
      const wait = asked ?? BACKOFF_BASE_MS * 2 ** retry * (0.5 + Math.random());
      if (retry === policy.maxRetries || wait > MAX_RETRY_AFTER_MS || Date.now() + wait >= policy.deadline) break;
      await sleep(wait);
    }
  }
  return { calls, kind: "failed", error: last };
}
