/**
 * Reads one slot's score out of a judge reply: the letter distribution at the first non-whitespace
 * token after the LAST `<score_X>` tag (the final block, not the format quoted mid-reasoning), or,
 * without logprobs, the letter written there. A reply with neither is a failed sample, never 0.5.
 */
import type { z } from "zod";
import type { SampleMode } from "../model.js";
import { type Grade, clamp01, expectedScore, gradeMass, letterValue, normalizeGrade, sumByGrade } from "./scale.js";

export interface TokenAlternative {
  token: string;
  logprob: number;
}
export interface ReplyToken extends TokenAlternative {
  /** The endpoint's top alternatives at this position (may include the sampled token itself). */
  top: TokenAlternative[];
}
export interface JudgeReply {
  text: string;
  /** Null when the endpoint returned no logprobs. */
  tokens: ReplyToken[] | null;
}

export type Slot = "A" | "B";
export interface SlotScore {
  score: number | null;
  mode: z.infer<typeof SampleMode>;
  /** Letter probability mass at the score position; 1 for a written letter, 0 when failed. */
  mass: number;
}

/** Below this letter mass the position is mostly not a grade (the model wrote something else). */
export const MIN_LETTER_MASS = 0.1;

export function scoreTag(slot: Slot): string {
  return `<score_${slot}>`;
}

/** A score token: optional whitespace, an optional `>` fused from the tag, one letter. */
const SCORE_TOKEN = /^\s*>?\s*([A-Za-z])\s*$/;

/** The grade a single token stands for ("A", " a", ">B"), or null. */
export function tokenGrade(token: string): number | null {
  const match = SCORE_TOKEN.exec(token);
  return match?.[1] === undefined ? null : letterValue(match[1]);
}

/**
 * Index of the first token holding a non-whitespace character after the end of the last `tag` in
 * the token stream, or null. Works on character offsets, so a tag split over tokens (`<score`,
 * `_A`, `>`) or fused with the letter (`>A`) is found the same way.
 */
export function scorePosition(tokens: readonly TokenAlternative[], tag: string): number | null {
  const joined = tokens.map((t) => t.token).join("");
  const at = joined.lastIndexOf(tag);
  if (at < 0) return null;
  const tagEnd = at + tag.length;
  let start = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!.token;
    const end = start + token.length;
    if (end > tagEnd && token.slice(Math.max(0, tagEnd - start)).trim() !== "") return i;
    start = end;
  }
  return null;
}

/** The grade distribution at one position: its alternatives, plus the sampled token if absent. */
export function positionGrades(position: ReplyToken): Grade[] {
  const seen = new Set<string>();
  const grades: Grade[] = [];
  for (const alt of [...position.top, { token: position.token, logprob: position.logprob }]) {
    if (seen.has(alt.token)) continue;
    seen.add(alt.token);
    const value = tokenGrade(alt.token);
    if (value !== null && Number.isFinite(alt.logprob)) grades.push({ value, p: Math.exp(Math.min(0, alt.logprob)) });
  }
  return sumByGrade(grades);
}

/** The letter written right after the last `tag` in the text, as a grade, or null. */
export function writtenGrade(text: string, tag: string): number | null {
  const at = text.lastIndexOf(tag);
  if (at < 0) return null;
  const match = /^\s*([A-Za-z])(?![A-Za-z])/.exec(text.slice(at + tag.length));
  return match?.[1] === undefined ? null : letterValue(match[1]);
}

/**
 * score = (E − 1) / 19, E = Σ p·v / Σ p at the score position (mode `logprobs`); else the written
 * letter's (v − 1) / 19 (mode `text`, mass 1); else null (mode `failed`, mass 0).
 */
export function scoreSlot(reply: JudgeReply, slot: Slot): SlotScore {
  const tag = scoreTag(slot);
  if (reply.tokens !== null) {
    const index = scorePosition(reply.tokens, tag);
    const grades = index === null ? [] : positionGrades(reply.tokens[index]!);
    const mass = gradeMass(grades);
    const score = expectedScore(grades);
    if (score !== null && mass >= MIN_LETTER_MASS) return { score, mode: "logprobs", mass: clamp01(mass) };
  }
  const written = writtenGrade(reply.text, tag);
  if (written !== null) return { score: normalizeGrade(written), mode: "text", mass: 1 };
  return { score: null, mode: "failed", mass: 0 };
}
