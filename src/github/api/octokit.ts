import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import Bottleneck from "bottleneck/light.js";

export type Api = ReturnType<typeof createOctokit>;

/** How long the client waits between retries and writes; tests shrink these to milliseconds. */
export interface ApiTiming {
  /** plugin-retry waits (attempt²) × this; plugin-throttling waits retry-after × this. */
  retryBaseMs: number;
  /** Spacing between content-creating requests, as GitHub asks of integrations. */
  writeSpacingMs: number;
  /** One API call, its retries and rate-limit waits included, is abandoned after this; REQUEST_BUDGET_MS when unset. */
  requestBudgetMs?: number;
  /** A call still waiting says so this often; WAITING_NOTE_EVERY_MS when unset. */
  waitingNoteEveryMs?: number;
}

export const PRODUCTION_TIMING: ApiTiming = { retryBaseMs: 1000, writeSpacingMs: 1000 };
/**
 * Octokit sets no timeout: a connection that hangs (or trickles its body) would hold the job until
 * the runner kills it, with no summary or outputs. Five minutes covers the longest retry and
 * rate-limit waits above (2 × 120 s) and any real artifact download.
 */
export const REQUEST_BUDGET_MS = 5 * 60_000;
/** A call that has not answered says what it waits for this often, so a stalled API is not silence. */
export const WAITING_NOTE_EVERY_MS = 15_000;
/** 5xx and network errors are retried this many times; then the call fails. */
const MAX_RETRIES = 3;
/** Rate limits are waited out this many times, and only when the wait is short enough to be worth it. */
const MAX_RATE_LIMIT_RETRIES = 2;
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** Every 4xx but 429 is the request's own fault: retrying cannot help. 429 goes to the throttling plugin. */
const DO_NOT_RETRY = Array.from({ length: 100 }, (_, index) => 400 + index).filter((status) => status !== 429);

/**
 * The REST client: @actions/github's Octokit (GITHUB_API_URL, the runner's proxy settings) with
 * retries for 5xx and waits on rate limits, so one flaky response does not cost the verdict.
 */
export function createOctokit(token: string, apiUrl: string, timing: ApiTiming = PRODUCTION_TIMING) {
  type Request = { method: string; url: string };
  const waitOrGiveUp = (kind: string) => (retryAfter: number, options: Request, _octokit: unknown, count: number) => {
    const retrying = count < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS;
    core.warning(`agent-verdict: ${kind} on ${options.method} ${options.url}; ${retrying ? `retrying in ${retryAfter}s` : "giving up"}`);
    return retrying;
  };
  const spaced = (id: string, factor: number) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime: timing.writeSpacingMs * factor });
  const api = getOctokit(
    token,
    {
      baseUrl: apiUrl.replace(/\/+$/, ""),
      retry: { retries: MAX_RETRIES, retryAfterBaseValue: timing.retryBaseMs, doNotRetry: DO_NOT_RETRY },
      throttle: {
        retryAfterBaseValue: timing.retryBaseMs,
        onRateLimit: waitOrGiveUp("rate limit"),
        onSecondaryRateLimit: waitOrGiveUp("secondary rate limit"),
        write: spaced("agent-verdict-write", 1),
        // GitHub asks for more room between requests that notify people (comments)
        notifications: spaced("agent-verdict-notify", 3),
      },
    },
    retry,
    throttling,
  );
  const budget = timing.requestBudgetMs ?? REQUEST_BUDGET_MS;
  // wrapped last, so outside the retry and throttling plugins: the budget covers the whole call
  const noteEvery = timing.waitingNoteEveryMs ?? WAITING_NOTE_EVERY_MS;
  api.hook.wrap("request", async (request, options) => {
    // hooks share one options object (a new one passed on is ignored), so the signal is set on it
    options.request = { ...options.request, signal: AbortSignal.timeout(budget) };
    const started = Date.now();
    const what = `${options.method} ${String(options.url)}`;
    const note = setInterval(() => {
      core.info(`agent-verdict: waiting for the GitHub API (${what}): ${secondsOf(Date.now() - started)} s so far; gives up after ${secondsOf(budget)} s`);
    }, noteEvery);
    try {
      return await request(options);
    } finally {
      clearInterval(note);
    }
  });
  return api;
}

/** Whole seconds from 10 s up, else one decimal (a test's 0.4 s budget is not "0 s"). */
function secondsOf(ms: number): number {
  return ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
}

/** The HTTP status of a failed API call, or null when it did not come from the API. */
export function httpStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}
