/**
 * One judge request over the `openai` client against any OpenAI-compatible endpoint, with its own
 * retry policy (429, 5xx, timeouts; Retry-After honoured; bounded by the run's wall deadline) and
 * the reply reduced to text + token logprobs + usage. Error texts are redacted before they leave.
 */
import OpenAI from "openai";
import type { Usage } from "../model.js";
import { redactSecrets } from "../evidence/redact.js";
import { oneLine } from "../errors.js";
import { type ParsedReply, replyOf } from "./reply.js";
import type { ChatMessage } from "./prompt.js";

/** The scale has 20 letters; 20 alternatives cover it (also the API's maximum). */
export const TOP_LOGPROBS = 20;
/** Sampling at 1 keeps the distribution the model actually holds, which the expectation reads. */
export const TEMPERATURE = 1;
/** A Retry-After longer than this is not worth waiting for inside one verdict. */
export const MAX_RETRY_AFTER_MS = 60_000;
/** First backoff when the server gives no Retry-After; doubled per attempt. */
export const BACKOFF_BASE_MS = 500;

export interface CallRequest {
  model: string;
  messages: ChatMessage[];
  logprobs: boolean;
  maxOutputTokens: number;
  /** Newer OpenAI models refuse `max_tokens`; most compatible servers only know it. */
  tokenParam: TokenParam;
}

export type TokenParam = "max_tokens" | "max_completion_tokens";

export interface CallPolicy {
  timeoutMs: number;
  maxRetries: number;
  /** Epoch ms after which no new attempt starts and no wait is begun. */
  deadline: number;
}

export type CallOutcome =
  | { kind: "ok"; reply: ParsedReply; usage: Usage }
  /** The endpoint refused the logprobs parameters (a 400 while they were requested). */
  | { kind: "logprobs-rejected"; error: string }
  /** The endpoint wants `max_completion_tokens` instead of `max_tokens` (a 400 saying so). */
  | { kind: "token-param-rejected"; error: string }
  /** Retrying cannot help (401, 403, 404, or another 4xx): the run should stop calling. */
  | { kind: "fatal"; error: string }
  | { kind: "failed"; error: string };

export function makeClient(baseURL: string | null, apiKey: string | null): OpenAI {
  // A local endpoint may need no key; the client insists on one, so send a placeholder.
  return new OpenAI({ apiKey: apiKey ?? "no-key", baseURL: baseURL ?? undefined, maxRetries: 0 });
}

function usageOf(completion: OpenAI.Chat.Completions.ChatCompletion): Usage {
  const u = completion.usage;
  const n = (x: unknown): number => (typeof x === "number" && Number.isFinite(x) && x >= 0 ? Math.round(x) : 0);
  return {
    calls: 1,
    inputTokens: n(u?.prompt_tokens),
    cachedInputTokens: n(u?.prompt_tokens_details?.cached_tokens),
    outputTokens: n(u?.completion_tokens),
  };
}

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

async function attempt(client: OpenAI, request: CallRequest, timeoutMs: number): Promise<CallOutcome> {
  // the client's own timeout stops at the response headers; this signal also bounds reading the
  // body, so a server that trickles its reply cannot hold the run past its wall budget
  const signal = AbortSignal.timeout(timeoutMs);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model: request.model,
        messages: request.messages,
        temperature: TEMPERATURE,
        [request.tokenParam]: request.maxOutputTokens,
        ...(request.logprobs ? { logprobs: true, top_logprobs: TOP_LOGPROBS } : {}),
      },
      { timeout: timeoutMs, maxRetries: 0, signal },
    );
  } catch (error) {
    if (signal.aborted) throw new OpenAI.APIConnectionTimeoutError();
    throw error;
  }
  const reply = replyOf(completion);
  if (reply === null) return { kind: "failed", error: "the endpoint's reply had no message content" };
  return { kind: "ok", reply, usage: usageOf(completion) };
}

/** One request, retried on 429, 5xx, timeouts and connection errors within the policy. */
export async function callJudge(client: OpenAI, request: CallRequest, policy: CallPolicy): Promise<CallOutcome> {
  let last = "no attempt made: the wall budget was spent";
  for (let retry = 0; retry <= policy.maxRetries; retry += 1) {
    const left = policy.deadline - Date.now();
    if (left <= 0) break;
    try {
      return await attempt(client, request, Math.min(policy.timeoutMs, left));
    } catch (error) {
      last = describe(error);
      if (!(error instanceof OpenAI.APIError)) return { kind: "failed", error: last };
      const status = error.status;
      if (status === 400 && request.tokenParam === "max_tokens" && /max_completion_tokens/.test(last)) {
        return { kind: "token-param-rejected", error: last };
      }
      if (status === 400 && request.logprobs) return { kind: "logprobs-rejected", error: last };
      const retryable = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
      if (!retryable) return { kind: status === 400 || status === 422 ? "failed" : "fatal", error: last };
      const asked = retryAfterMs(error.headers);
      const wait = asked ?? BACKOFF_BASE_MS * 2 ** retry * (0.5 + Math.random());
      if (retry === policy.maxRetries || wait > MAX_RETRY_AFTER_MS || Date.now() + wait >= policy.deadline) break;
      await sleep(wait);
    }
  }
  return { kind: "failed", error: last };
}
