/**
 * The judge's configuration and how it is resolved from CLI-style options and the environment.
 * Without a key and without a base URL there is no endpoint to ask: judging is skipped, with the
 * reason, never failed silently.
 */
import { InputError } from "../errors.js";
import { addSecretValues } from "../evidence/redact.js";
import type { SampleStore } from "./cache.js";
import { type Rubric, resolveCriteria } from "./criteria.js";
import { DEFAULT_RENDER_BUDGET, type RenderBudget } from "./render-budget.js";
import { type PriceTable, builtInPrice } from "./usage.js";
import { DEFAULT_JUDGE_THRESHOLDS } from "../verdict/judged.js";
import { type ReasoningEffort, modelKindDefaults } from "./model-kind.js";
import { MAX_REPLY_TOKENS_LIMIT, flag, priceOptions, reasoningEffort, retries, secondsMs, positiveInt as wholeNumber } from "./options.js";
import { azureDeployment } from "./azure.js";

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
  /** Wall-clock bound for the whole judging step, counted from startedAt. */
  wallBudgetMs: number;
  /** When the verification began (ms since epoch): the judge's clocks count set-up in; null for the judge's own start. */
  startedAt: number | null;
  /** Set-up the first reply may wait for on top of callTimeoutMs (see JUDGE_SETUP_ALLOWANCE_MS). */
  setupAllowanceMs: number;
  /** Input + output tokens one verdict may spend. */
  tokenBudget: number;
  maxOutputTokens: number;
  /** Sent as `reasoning_effort` (reasoning models); null sends none. */
  reasoningEffort: ReasoningEffort | null;
  render: RenderBudget;
  cacheDir: string | null;
  /** Fills cacheDir before the first sample from a store shared across runs (the action's cache); null for none. */
  sampleStore: SampleStore | null;
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

/**
 * OpenAI's recommended replacement for gpt-4.1-mini (shut down 2027-01-14), per
 * developers.openai.com/api/docs/deprecations and its model page (released 2026-09-22, generally
 * available, so at least 6 months' notice before any retirement). A reasoning model: it gets the
 * reasoning defaults below. Override with --model or OPENAI_MODEL.
 */
export const DEFAULT_MODEL = "gpt-6-luna";
/** One pair: both slot orders once, the least that cancels position bias. */
export const DEFAULT_REPEATS = 2;
/** Repeats beyond this cost more than the variance they remove on a 20-letter scale. */
export const MAX_REPEATS = 16;
/** Parallel requests: enough to finish a verdict in a few round trips, low enough to avoid 429s. */
export const DEFAULT_CONCURRENCY = 4;
/** A low-effort reasoning reply takes well under a minute on hosted endpoints; a stall ends here. */
export const DEFAULT_CALL_TIMEOUT_MS = 60_000;
/**
 * Set-up before the first call (reading the transcript, the checks, loading the tokenizer,
 * rendering) counted against the first reply: an endpoint that never answers ends the judge
 * within request-timeout + this of the verification's start (65 s by default).
 */
export const JUDGE_SETUP_ALLOWANCE_MS = 5_000;
/** Retries of a 429 / 5xx / dropped connection; more only hammers an endpoint that is down. */
export const DEFAULT_MAX_RETRIES = 3;
/** The wall grows with the work: this per criterion and pair of repeats … */
export const WALL_PER_CRITERION_PAIR_MS = 60_000;
/** … up to this: a CI job should not wait on the judge longer. */
export const MAX_DEFAULT_WALL_MS = 5 * 60_000;
/** The wall of the default coding rubric (3 criteria × 1 pair). */
export const DEFAULT_WALL_BUDGET_MS = 3 * WALL_PER_CRITERION_PAIR_MS;
/** 3 criteria × 2 repeats × (~26k prompt + 1.5k reply) with headroom for a fourth criterion. */
export const DEFAULT_TOKEN_BUDGET = 250_000;
/** Room for brief reasoning plus the two score lines (a plain model; reasoning ones get more). */
export const DEFAULT_MAX_OUTPUT_TOKENS = 1_500;

/** Wall for `repeats` samples of each criterion: 60 s per criterion and pair, at most 5 min. */
export function defaultWallMs(criteria: number, repeats: number): number {
  return Math.min(MAX_DEFAULT_WALL_MS, WALL_PER_CRITERION_PAIR_MS * Math.max(1, criteria) * Math.max(1, repeats / 2));
}

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
    startedAt: null,
    setupAllowanceMs: JUDGE_SETUP_ALLOWANCE_MS,
    tokenBudget: DEFAULT_TOKEN_BUDGET,
    maxOutputTokens: DEFAULT_MAX_OUTPUT_TOKENS,
    reasoningEffort: null,
    render: DEFAULT_RENDER_BUDGET,
    cacheDir: null,
    sampleStore: null,
    earlyStop: true,
    decisionLines: [DEFAULT_JUDGE_THRESHOLDS.pass, DEFAULT_JUDGE_THRESHOLDS.criterionFloor],
    price: null,
    isVerification: null,
  };
}

/** CLI-style options (`--base-url`, `--model`, `--api-key-env`, `--repeats`, `--criteria`, …). */
export interface JudgeOptions {
  noLlm?: boolean;
  /** Who reads the reasons: the CLI's user knows flags, the action's user knows inputs. Default `cli`. */
  surface?: Surface;
  baseUrl?: string | null;
  model?: string | null;
  apiKeyEnv?: string | null;
  repeats?: number | string | null;
  criteria?: string | null;
  cacheDir?: string | null;
  /** The action's cache across runs; fills cacheDir before judging. */
  sampleStore?: SampleStore | null;
  concurrency?: number | string | null;
  earlyStop?: boolean;
  /** Prompt and reply tokens one verification may spend (`--token-budget`, input `token-budget`). */
  tokenBudget?: number | string | null;
  wallBudgetMs?: number | null;
  callTimeoutMs?: number | null;
  maxOutputTokens?: number | null;
  price?: PriceTable | null;
  /** `--max-reply-tokens`: the reply bound; default by model kind. */
  maxReplyTokens?: number | string | null;
  /** `--reasoning-effort low|medium|high`: makes the model a reasoning one. */
  reasoningEffort?: string | null;
  /** `--request-timeout` seconds per call. */
  requestTimeout?: number | string | null;
  /** `--max-retries` per call (429, 5xx, dropped connections). */
  maxRetries?: number | string | null;
  /** `--judge-timeout` seconds for the whole judge. */
  judgeTimeout?: number | string | null;
  /** `--price-input`, `--price-cached-input`, `--price-output`: USD per million tokens. */
  priceInput?: number | string | null;
  priceCachedInput?: number | string | null;
  priceOutput?: number | string | null;
  /** `--judge-required`: a skipped or failed judge then gives neutral; default true when a key or endpoint is set. */
  judgeRequired?: boolean | string | null;
}

export type Surface = "cli" | "action";

/** Why judging was skipped, in the words of the surface the user configured it on. */
const SKIP_REASONS: Record<Surface, { off: string; noEndpoint: (keyVar: string) => string }> = {
  cli: {
    off: "judging turned off (--no-llm)",
    noEndpoint: (keyVar) => `no judge endpoint: ${keyVar} is not set and no --base-url was given`,
  },
  action: {
    off: "judging turned off (input judge: false)",
    noEndpoint: () => "no judge endpoint: neither the api-key input nor the base-url input is set",
  },
};

/** Both outcomes carry the rubric: its deterministic settings apply also when judging is skipped. */
export type ResolvedJudge =
  | { status: "ready"; config: JudgeConfig; rubric: Rubric; notes: string[]; required: boolean }
  | { status: "skipped"; reason: string; rubric: Rubric; notes: string[]; required: boolean };

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

/** Query strings are only kept on Azure deployment URLs; elsewhere they would land before the path. */
function checkBaseURL(baseURL: string): void {
  if (!/^https?:\/\//i.test(baseURL)) throw new InputError(`--base-url must be an http(s) URL, got ${baseURL}`);
  if (baseURL.includes("?") && azureDeployment(baseURL) === null) {
    throw new InputError(`--base-url ${baseURL.split("?")[0]}: a query string is kept only on Azure deployment URLs (…/openai/deployments/NAME?api-version=…); remove it`);
  }
}

/** The options that depend on the model's kind and the user's timing and price choices. */
function tuning(options: JudgeOptions, model: string, rubric: Rubric, repeats: number): Partial<JudgeConfig> {
  const kind = modelKindDefaults(model, reasoningEffort(options.reasoningEffort));
  const wall = secondsMs(options.judgeTimeout, "--judge-timeout") ?? options.wallBudgetMs ?? defaultWallMs(rubric.criteria.length, repeats);
  return {
    maxOutputTokens: wholeNumber(options.maxReplyTokens, "--max-reply-tokens", options.maxOutputTokens ?? kind.maxReplyTokens, MAX_REPLY_TOKENS_LIMIT),
    reasoningEffort: kind.reasoningEffort,
    callTimeoutMs: secondsMs(options.requestTimeout, "--request-timeout") ?? options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
    maxRetries: retries(options.maxRetries, DEFAULT_MAX_RETRIES),
    wallBudgetMs: wall,
    price: priceOptions(options.priceInput, options.priceCachedInput, options.priceOutput) ?? options.price ?? builtInPrice(model),
  };
}

/**
 * Options first, then OPENAI_BASE_URL / OPENAI_API_KEY (or the variable named by --api-key-env) /
 * OPENAI_MODEL. Throws InputError on a malformed option; registers the key for redaction. The judge
 * is required (a skipped or failed judge cannot pass) when asked, or by default when a key or an
 * endpoint is given: whoever configured a judge expects judged verdicts.
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
  const baseURL = nonEmpty(options.baseUrl) ?? nonEmpty(env.OPENAI_BASE_URL);
  const asked = flag(options.judgeRequired, "--judge-required");
  const reasons = SKIP_REASONS[options.surface ?? "cli"];
  if (options.noLlm) return { status: "skipped", reason: reasons.off, rubric, notes, required: asked ?? false };
  const required = asked ?? (apiKey !== null || baseURL !== null);
  if (apiKey === null && baseURL === null) {
    return { status: "skipped", reason: reasons.noEndpoint(keyVar), rubric, notes, required };
  }
  if (baseURL !== null) checkBaseURL(baseURL);
  const defaults = judgeDefaults(rubric);
  const model = nonEmpty(options.model) ?? nonEmpty(env.OPENAI_MODEL) ?? DEFAULT_MODEL;
  const config: JudgeConfig = {
    ...defaults,
    baseURL,
    apiKey,
    model,
    repeats,
    concurrency,
    cacheDir: nonEmpty(options.cacheDir),
    sampleStore: options.sampleStore ?? null,
    earlyStop: options.earlyStop ?? defaults.earlyStop,
    tokenBudget: positiveInt(options.tokenBudget, "--token-budget", defaults.tokenBudget),
    ...tuning(options, model, rubric, repeats),
  };
  return { status: "ready", config, rubric, notes, required };
}
