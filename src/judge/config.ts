/**
 * The judge's configuration and how it is resolved from CLI-style options and the environment.
 * Without a key and without a base URL there is no endpoint to ask: judging is skipped, with the
 * reason, never failed silently.
 */
import { InputError } from "../errors.js";
import { addSecretValues } from "../evidence/redact.js";
import { type Rubric, resolveCriteria } from "./criteria.js";
import { DEFAULT_RENDER_BUDGET, type RenderBudget } from "./render.js";
import type { PriceTable } from "./usage.js";
import { DEFAULT_JUDGE_THRESHOLDS } from "../verdict/judged.js";

export interface JudgeConfig {
  baseURL: string | null;
  apiKey: string | null;
  model: string;
  /** Samples per criterion; even, since every second repeat swaps the slots. */
  repeats: number;
  rubric: Rubric;
  concurrency: number;
  callTimeoutMs: number;
  maxRetries: number;
  /** Wall-clock bound for the whole judging step. */
  wallBudgetMs: number;
  /** Input + output tokens one verdict may spend. */
  tokenBudget: number;
  maxOutputTokens: number;
  render: RenderBudget;
  cacheDir: string | null;
  /** Stop after the first pair of repeats when it is decisive. */
  earlyStop: boolean;
  /** Scores the verdict turns on (pass line, floor): a first pair near one is never decisive. */
  decisionLines: number[];
  price: PriceTable | null;
  /**
   * Tells whether a shell command is a verification run (the one whose output the judge sees whole).
   * Null uses the renderer's default patterns plus the rubric's `verification` patterns.
   */
  isVerification: ((command: string) => boolean) | null;
}

/** A model that returns logprobs on the OpenAI API; override with --model or OPENAI_MODEL. */
export const DEFAULT_MODEL = "gpt-4.1-mini";
/** One pair: both slot orders once, the least that cancels position bias. */
export const DEFAULT_REPEATS = 2;
/** Repeats beyond this cost more than the variance they remove on a 20-letter scale. */
export const MAX_REPEATS = 16;
/** Parallel requests: enough to finish a verdict in a few round trips, low enough to avoid 429s. */
export const DEFAULT_CONCURRENCY = 4;
/** A reasoning reply of ~1k tokens takes well under a minute on hosted endpoints. */
export const DEFAULT_CALL_TIMEOUT_MS = 90_000;
export const DEFAULT_MAX_RETRIES = 3;
/** A CI job should not wait on the judge longer than this. */
export const DEFAULT_WALL_BUDGET_MS = 10 * 60_000;
/** 3 criteria × 2 repeats × (~26k prompt + 1.5k reply) with headroom for a fourth criterion. */
export const DEFAULT_TOKEN_BUDGET = 250_000;
/** Room for brief reasoning plus the two score lines. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 1_500;

export function judgeDefaults(rubric: Rubric): JudgeConfig {
  return {
    baseURL: null,
    apiKey: null,
    model: DEFAULT_MODEL,
    repeats: DEFAULT_REPEATS,
    rubric,
    concurrency: DEFAULT_CONCURRENCY,
    callTimeoutMs: DEFAULT_CALL_TIMEOUT_MS,
    maxRetries: DEFAULT_MAX_RETRIES,
    wallBudgetMs: DEFAULT_WALL_BUDGET_MS,
    tokenBudget: DEFAULT_TOKEN_BUDGET,
    maxOutputTokens: DEFAULT_MAX_OUTPUT_TOKENS,
    render: DEFAULT_RENDER_BUDGET,
    cacheDir: null,
    earlyStop: true,
    decisionLines: [DEFAULT_JUDGE_THRESHOLDS.pass, DEFAULT_JUDGE_THRESHOLDS.criterionFloor],
    price: null,
    isVerification: null,
  };
}

/** CLI-style options (`--base-url`, `--model`, `--api-key-env`, `--repeats`, `--criteria`, …). */
export interface JudgeOptions {
  noLlm?: boolean;
  baseUrl?: string | null;
  model?: string | null;
  apiKeyEnv?: string | null;
  repeats?: number | string | null;
  criteria?: string | null;
  cacheDir?: string | null;
  concurrency?: number | string | null;
  earlyStop?: boolean;
  /** Prompt and reply tokens one verification may spend (`--token-budget`, input `token-budget`). */
  tokenBudget?: number | string | null;
  wallBudgetMs?: number | null;
  callTimeoutMs?: number | null;
  maxOutputTokens?: number | null;
  price?: PriceTable | null;
}

/** Both outcomes carry the rubric: its deterministic settings apply also when judging is skipped. */
export type ResolvedJudge =
  | { status: "ready"; config: JudgeConfig; rubric: Rubric; notes: string[] }
  | { status: "skipped"; reason: string; rubric: Rubric; notes: string[] };

function positiveInt(value: number | string | null | undefined, name: string, fallback: number): number {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}

/** Validates repeats: even (pairs of slot orders) and within bounds. */
export function checkRepeats(value: number | string | null | undefined): number {
  const repeats = positiveInt(value, "--repeats", DEFAULT_REPEATS);
  if (repeats % 2 !== 0) throw new InputError(`--repeats must be even (each pair swaps the slots), got ${repeats}`);
  if (repeats > MAX_REPEATS) throw new InputError(`--repeats must be at most ${MAX_REPEATS}, got ${repeats}`);
  return repeats;
}

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * Options first, then OPENAI_BASE_URL / OPENAI_API_KEY (or the variable named by --api-key-env) /
 * OPENAI_MODEL. Throws InputError on a malformed option; registers the key for redaction.
 */
export function resolveJudgeConfig(options: JudgeOptions, env: NodeJS.ProcessEnv = process.env): ResolvedJudge {
  const { rubric, fallbackReason } = resolveCriteria(options.criteria);
  const notes = fallbackReason === null ? [] : [fallbackReason];
  const repeats = checkRepeats(options.repeats);
  const concurrency = positiveInt(options.concurrency, "--concurrency", DEFAULT_CONCURRENCY);
  const keyVar = nonEmpty(options.apiKeyEnv) ?? "OPENAI_API_KEY";
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(keyVar)) throw new InputError(`--api-key-env must name an environment variable, got ${keyVar}`);
  const apiKey = nonEmpty(env[keyVar]);
  // registered even when not judging: a transcript that printed the key must not show it in the comment
  addSecretValues([apiKey]);
  if (options.noLlm) return { status: "skipped", reason: "judging turned off (--no-llm)", rubric, notes };
  const baseURL = nonEmpty(options.baseUrl) ?? nonEmpty(env.OPENAI_BASE_URL);
  if (apiKey === null && baseURL === null) {
    return { status: "skipped", reason: `no judge endpoint: ${keyVar} is not set and no --base-url was given`, rubric, notes };
  }
  if (baseURL !== null && !/^https?:\/\//i.test(baseURL)) throw new InputError(`--base-url must be an http(s) URL, got ${baseURL}`);
  const defaults = judgeDefaults(rubric);
  const config: JudgeConfig = {
    ...defaults,
    baseURL,
    apiKey,
    model: nonEmpty(options.model) ?? nonEmpty(env.OPENAI_MODEL) ?? DEFAULT_MODEL,
    repeats,
    concurrency,
    cacheDir: nonEmpty(options.cacheDir),
    earlyStop: options.earlyStop ?? defaults.earlyStop,
    tokenBudget: positiveInt(options.tokenBudget, "--token-budget", defaults.tokenBudget),
    wallBudgetMs: options.wallBudgetMs ?? defaults.wallBudgetMs,
    callTimeoutMs: options.callTimeoutMs ?? defaults.callTimeoutMs,
    maxOutputTokens: options.maxOutputTokens ?? defaults.maxOutputTokens,
    price: options.price ?? null,
  };
  return { status: "ready", config, rubric, notes };
}
