/**
 * Content-addressed cache of judge samples: one JSON file per (prompt hash, model, mode, repeat,
 * reply bound, PROMPT_VERSION, CACHE_VERSION), so verifying the same inputs again makes no new
 * calls. Only usable samples are stored; a failure is retried next time. Writes are atomic.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PROMPT_VERSION } from "./prompt.js";
import type { SlotScore } from "./extract.js";

/** Bumped when the stored shape or the score extraction changes. */
export const CACHE_VERSION = "agent-verdict/judge-cache@2";

export type RequestMode = "logprobs" | "text";

export interface CacheKey {
  promptHash: string;
  model: string;
  mode: RequestMode;
  repeat: number;
  /** A tighter reply bound can cut the reasoning short, so it is part of the identity. */
  maxOutputTokens: number;
}

export interface CachedSample {
  slotA: SlotScore;
  slotB: SlotScore;
}

export function cacheKey(key: CacheKey): string {
  const identity = { cache: CACHE_VERSION, prompt: PROMPT_VERSION, ...key };
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex");
}

/** The file one sample is stored in: its identity is its name, so a folder holds only what it names. */
export function cacheFileName(key: CacheKey): string {
  return `${cacheKey(key)}.json`;
}

/** What a run may read from the cache: the file names, and the scope every one of them shares. */
export interface PlannedSamples {
  /** Hash of what changes every sample at once (cache and prompt versions, model, reply bound, rubric). */
  scope: string;
  files: readonly string[];
}

/** The scope of a run's samples; its files are named within it. */
export function cacheScope(model: string, maxOutputTokens: number, rubric: unknown): string {
  const identity = { cache: CACHE_VERSION, prompt: PROMPT_VERSION, model, maxOutputTokens, rubric };
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex");
}

/**
 * A store shared across runs that fills the cache folder before the first sample (the action's
 * @actions/cache). Never throws: a store that fails leaves the folder as it was.
 */
export interface SampleStore {
  restore(planned: PlannedSamples): Promise<void>;
}

function isSlot(value: unknown): value is SlotScore {
  const v = value as SlotScore;
  return (
    typeof v === "object" && v !== null && (v.score === null || typeof v.score === "number") &&
    ["logprobs", "text", "failed"].includes(v.mode) && typeof v.mass === "number"
  );
}

export async function readCached(dir: string | null, key: CacheKey): Promise<CachedSample | null> {
  if (dir === null) return null;
  try {
    const stored = JSON.parse(await readFile(join(dir, cacheFileName(key)), "utf8")) as Partial<CachedSample>;
    return isSlot(stored.slotA) && isSlot(stored.slotB) ? { slotA: stored.slotA, slotB: stored.slotB } : null;
  } catch {
    return null;
  }
}

export async function writeCached(dir: string | null, key: CacheKey, sample: CachedSample): Promise<void> {
  if (dir === null) return;
  await mkdir(dir, { recursive: true });
  const path = join(dir, cacheFileName(key));
  const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temp, JSON.stringify(sample));
  await rename(temp, path);
}
