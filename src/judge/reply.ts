/**
 * A Chat Completions response reduced to what the judge reads: the reply text, its tokens with their
 * top alternatives, and why generation stopped. Reads the chat logprobs shape
 * (`logprobs.content[].top_logprobs[]`) and the legacy shape some compatible servers still send on
 * chat (`logprobs.tokens[]`, `token_logprobs[]`, `top_logprobs[]` as token → logprob maps).
 */
import type { JudgeReply, ReplyToken, TokenAlternative } from "./extract.js";

interface ChatTokenLogprob {
  token?: unknown;
  logprob?: unknown;
  top_logprobs?: Array<{ token?: unknown; logprob?: unknown }> | null;
}
interface LegacyLogprobs {
  tokens?: unknown;
  token_logprobs?: unknown;
  top_logprobs?: unknown;
}

function alternative(token: unknown, logprob: unknown): TokenAlternative {
  return { token: String(token), logprob: Number(logprob) };
}

function chatTokens(content: unknown): ReplyToken[] | null {
  if (!Array.isArray(content) || content.length === 0) return null;
  return (content as ChatTokenLogprob[]).map((t) => ({
    ...alternative(t.token, t.logprob),
    top: (t.top_logprobs ?? []).map((a) => alternative(a.token, a.logprob)),
  }));
}

function legacyTokens(logprobs: LegacyLogprobs): ReplyToken[] | null {
  const { tokens, token_logprobs: own, top_logprobs: top } = logprobs;
  if (!Array.isArray(tokens) || tokens.length === 0 || !Array.isArray(own)) return null;
  return tokens.map((token, i) => {
    const alternatives = Array.isArray(top) && top[i] !== null && typeof top[i] === "object" ? (top[i] as Record<string, unknown>) : {};
    return { ...alternative(token, own[i]), top: Object.entries(alternatives).map(([t, lp]) => alternative(t, lp)) };
  });
}

export interface ParsedReply extends JudgeReply {
  /** `stop`, `length` (cut at the reply bound), … or null when not stated. */
  finishReason: string | null;
}

/** The first choice's reply, or null when the response carries no message text. */
export function replyOf(completion: unknown): ParsedReply | null {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const choice = Array.isArray(choices) ? (choices[0] as Record<string, unknown> | undefined) : undefined;
  const text = (choice?.message as { content?: unknown } | undefined)?.content;
  if (choice === undefined || typeof text !== "string") return null;
  const logprobs = (choice.logprobs ?? null) as (LegacyLogprobs & { content?: unknown }) | null;
  const tokens = logprobs === null ? null : (chatTokens(logprobs.content) ?? legacyTokens(logprobs));
  const finishReason = typeof choice.finish_reason === "string" ? choice.finish_reason : null;
  return { text, tokens, finishReason };
}
