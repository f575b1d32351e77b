/**
 * The judge's sample cache across action runs. Before the first sample the cache folder is filled
 * from the Actions cache (@actions/cache, loaded only then); after the verdict, when the run wrote new
 * samples, the folder is saved back. The cache only saves calls: every failure of it is a note in the
 * report and a log line, never a changed verdict, and every wait on it is bounded.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { oneLine } from "../../errors.js";
import { redactSecrets } from "../../evidence/redact.js";
import type { PlannedSamples, SampleStore } from "../../judge/index.js";
import { dropUnauthenticated, signSamples } from "./cache-mac.js";

// ncc emits the toolkit's cache client (and the Azure storage SDK under it) as a chunk of its own,
// read only when a judge is about to run: a skipped PR or a checks-only run never loads it.
const loadCache = () => import("@actions/cache");

/** Bumped when the key layout or what the folder holds changes. */
export const CACHE_KEY_PREFIX = "agent-verdict-judge-v2-";
/** Hex digits of each hash in a key: 96 bits, far from any collision, keys well under 512 characters. */
const KEY_HASH_CHARS = 24;
/** The folders under RUNNER_TEMP, per verdict and for rank mode; the same paths every run. */
export const CACHE_FOLDER = "agent-verdict-judge-cache";
/**
 * The folder the judge reads and writes, beside it: only authenticated samples are copied in, so an
 * archive the toolkit extracts after its bound ran out (it is not cancelled) never reaches the judge.
 */
export const SAMPLES_FOLDER = "agent-verdict-judge-samples";
/** Rank mode's two folders: its entries never mix with a verdict's. */
export const RANK_CACHE_FOLDER = "agent-verdict-rank-cache";
export const RANK_SAMPLES_FOLDER = "agent-verdict-rank-samples";

/** Where the toolkit restores and saves (`archive`), and where the judge reads and writes (`samples`). */
export interface CacheFolders {
  archive: string;
  samples: string;
}

/** A verdict's folders under RUNNER_TEMP, the same paths every run (the toolkit versions entries by path). */
export function verdictCacheFolders(runnerTemp: string): CacheFolders {
  return { archive: join(runnerTemp, CACHE_FOLDER), samples: join(runnerTemp, SAMPLES_FOLDER) };
}
/** The toolkit retries a failing service for about 30 s; the judge does not wait that long for an optimization. */
export const RESTORE_TIMEOUT_MS = 20_000;
/** A save of a few kilobytes takes well under a second; past this the service is taken as down. */
export const SAVE_TIMEOUT_MS = 30_000;
/** A note quotes at most this much of the toolkit's message. */
const MAX_NOTE_CHARS = 300;

export interface CacheTiming {
  restoreTimeoutMs: number;
  saveTimeoutMs: number;
}

export const PRODUCTION_CACHE_TIMING: CacheTiming = { restoreTimeoutMs: RESTORE_TIMEOUT_MS, saveTimeoutMs: SAVE_TIMEOUT_MS };

/** What the report records of the cache: the entry restored, the entry saved (null: none). */
export interface CacheSummary {
  restoredKey: string | null;
  savedKey: string | null;
}

const short = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, KEY_HASH_CHARS);

/**
 * Keys: `<prefix><scope>-<sample set>-<folder contents>`. The scope is what changes every sample
 * (prompt and cache versions, model, reply bound, rubric); the sample set is every file name the run
 * may read, so it changes with anything the judge sees (the rendered transcript, the checks, the
 * task, the repeats). The contents part lets a later run that completed a partial set save it anew.
 */
function keysFor(planned: PlannedSamples) {
  const scope = `${CACHE_KEY_PREFIX}${short(planned.scope)}-`;
  const set = `${scope}${short(planned.files.join("\n"))}`;
  return { scope, set };
}

export class ActionsJudgeCache implements SampleStore {
  /** The judge's folder (SAMPLES_FOLDER). */
  readonly dir: string;
  /** What the toolkit restores and saves (CACHE_FOLDER). */
  private readonly archiveDir: string;
  readonly notes: string[] = [];
  private planned = new Set<string>();
  private restoredFiles = new Set<string>();
  private keys: { scope: string; set: string } | null = null;
  private summary: CacheSummary = { restoredKey: null, savedKey: null };

  /** `secret`: the judge's API key, which authenticates the samples (null: the cache stays off). */
  constructor(folders: CacheFolders, private readonly secret: string | null, private readonly timing = PRODUCTION_CACHE_TIMING) {
    this.dir = folders.samples;
    this.archiveDir = folders.archive;
  }

  /** Null when the judge never asked for samples (skipped or stopped before planning). */
  result(): CacheSummary | null {
    return this.keys === null && this.notes.length === 0 ? null : this.summary;
  }

  async restore(planned: PlannedSamples): Promise<void> {
    try {
      // start empty: what the judge's folder holds is then exactly what was restored, and what the run wrote
      await Promise.all([this.dir, this.archiveDir].map(emptyFolder));
      this.planned = new Set(planned.files);
      if (this.secret === null) return this.note("off: without an api-key no cached sample could be told from a forged one; samples not kept across runs");
      const cache = await loadCache();
      const missing = missingService(cache.isFeatureAvailable());
      if (missing !== null) return this.note(missing);
      this.keys = keysFor(planned);
      // Files are content-addressed: a file is read only when its name, the hash of everything that
      // made the sample, is asked for. So an older entry matched by prefix can only hold samples that
      // are right for this run; it helps when the repeats or a criterion changed, or a run completed
      // a set an earlier one left partial. The same set first, then anything in the scope.
      const { set, scope } = this.keys;
      const restore = () => cache.restoreCache([this.archiveDir], set, [`${set}-`, scope]);
      const { value, problems } = await watched(restore, this.timing.restoreTimeoutMs);
      if (value === TIMED_OUT) {
        this.note(`restore gave no answer within ${this.timing.restoreTimeoutMs / 1000} s; samples asked of the endpoint, none saved`);
        // a service that did not answer is not waited on a second time
        this.keys = null;
      } else if (problems.length > 0) this.note(`restore failed (${problems[0]}); samples asked of the endpoint`);
      else if (value !== undefined) {
        this.summary.restoredKey = value;
        core.info(`agent-verdict: judge cache restored from ${value}`);
      }
      if (value !== TIMED_OUT) await this.admitRestored();
    } catch (error) {
      this.note(`restore failed (${oneLine(error)}); samples asked of the endpoint`);
    }
    this.restoredFiles = new Set(await samplesIn(this.dir));
  }

  /**
   * Copies the restored samples that carry this judge's MAC into the judge's folder. Whatever the
   * toolkit returned: on v1 it extracts an archive and still returns undefined when the service's
   * answer names no cacheKey.
   */
  private async admitRestored(): Promise<void> {
    const dropped = await dropUnauthenticated(this.archiveDir, await samplesIn(this.archiveDir), this.secret!);
    if (dropped > 0) this.note(`${dropped} restored samples dropped: not signed with this judge's api-key (an entry another job wrote, or the key changed)`);
    const admitted = await samplesIn(this.archiveDir);
    await Promise.all(admitted.map((file) => copyFile(join(this.archiveDir, file), join(this.dir, file))));
  }

  /** After the verdict: saves the judge's samples when the run wrote some it did not restore. Never throws. */
  async save(): Promise<void> {
    if (this.keys === null) return;
    try {
      const present = await samplesIn(this.dir);
      const written = present.filter((file) => !this.restoredFiles.has(file));
      if (written.length === 0) return;
      // an entry restored by the scope prefix may carry another input's samples: keep only this run's
      const kept = present.filter((file) => this.planned.has(file) || written.includes(file));
      const key = `${this.keys.set}-${short(kept.join("\n"))}`;
      await emptyFolder(this.archiveDir);
      await Promise.all(kept.map((file) => copyFile(join(this.dir, file), join(this.archiveDir, file))));
      await signSamples(this.archiveDir, kept, this.secret!);
      const cache = await loadCache();
      const logged = await watched(() => cache.saveCache([this.archiveDir], key), this.timing.saveTimeoutMs);
      const { value, problems } = logged;
      const refused = refusalCause(logged);
      if (value === TIMED_OUT) this.note(`save gave no answer within ${this.timing.saveTimeoutMs / 1000} s; the next run asks the endpoint again`);
      else if (problems.length > 0) this.note(`save failed (${problems[0]}); the next run asks the endpoint again`);
      else if (value !== -1) {
        this.summary.savedKey = key;
        core.info(`agent-verdict: judge cache saved ${kept.length} samples as ${key}`);
      } else if (refused !== undefined && /\(409\)|already exists/i.test(refused)) {
        // the same key is the same samples (its last part hashes the folder's contents): nothing lost
        core.info(`agent-verdict: judge cache entry ${key} already exists`);
      } else if (refused !== undefined) this.note(`save failed (${refused.slice(0, MAX_NOTE_CHARS)}); the next run asks the endpoint again`);
      else this.note("save skipped: the runner's cache policy does not allow writes");
    } catch (error) {
      this.note(`save failed (${oneLine(error)}); the next run asks the endpoint again`);
    }
  }

  private note(text: string): void {
    const line = `judge cache: ${redactSecrets(text).text}`;
    this.notes.push(line);
    core.info(`agent-verdict: ${line}`);
  }
}

/** After the verdict or the ranking: new samples saved, and the report's judge told what the cache did (never a changed result). */
export async function withSavedCache<R extends { judge: { notes?: string[]; cache?: CacheSummary } }>(
  report: R,
  store: ActionsJudgeCache,
): Promise<R> {
  await store.save();
  const summary = store.result();
  if (summary === null) return report;
  return { ...report, judge: { ...report.judge, notes: [...(report.judge.notes ?? []), ...store.notes], cache: summary } };
}

/** Why the toolkit cannot reach a cache service here, or null when it can. */
function missingService(available: boolean): string | null {
  if (!available) return "not available (no ACTIONS_RESULTS_URL or ACTIONS_CACHE_URL: not running on a GitHub runner); samples not kept across runs";
  if (!process.env.ACTIONS_RUNTIME_TOKEN) return "not available (no ACTIONS_RUNTIME_TOKEN); samples not kept across runs";
  return null;
}

async function emptyFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/** The sample files in the folder (the cache's own temporary files excluded). */
async function samplesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => /^[0-9a-f]{64}\.json$/.test(name)).sort();
}

const TIMED_OUT = Symbol("timed out");

interface Watched<T> {
  value: T | typeof TIMED_OUT;
  /** The toolkit's warnings and errors. */
  problems: string[];
  /** Its debug lines (`::debug::`, hidden on the runner unless step debugging is on). */
  debug: string[];
  /** Its plain lines (core.info), whole. */
  info: string[];
}

/**
 * Why saveCache's reservation was refused (an existing entry, or a failure), or undefined. Both
 * protocols log the refusal as an info line `Failed to save: Unable to reserve cache with key …`;
 * v2 gives the cause in a debug line `Failed to reserve cache: <error>`, the legacy v1 only at the
 * end of that info line, `… More details: <the service's message>`.
 */
function refusalCause({ debug, info }: Watched<unknown>): string | undefined {
  const v2 = debug.map((line) => /Failed to reserve cache: (.*)/.exec(line)?.[1]).find((cause) => cause !== undefined);
  return v2 ?? info.map((line) => /^Failed to save: Unable to reserve cache .*? More details: (.*)$/.exec(line)?.[1]).find((cause) => cause !== undefined);
}

/**
 * Runs a toolkit call with a bound, and collects what it logged: restoreCache and saveCache swallow
 * every failure and only log it (a miss and a failed restore both return undefined), so their
 * `::warning::` and `::error::` lines on stdout are the only way to tell. Everything is still written.
 */
async function watched<T>(run: () => Promise<T>, timeoutMs: number): Promise<Watched<T>> {
  const problems: string[] = [];
  const debug: string[] = [];
  const info: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = function (this: NodeJS.WriteStream, chunk: string | Uint8Array, ...rest: unknown[]) {
    for (const line of String(chunk).split(/\r?\n/)) {
      const command = /^::(error|warning|debug)(?: [^:]*)?::(.*)$/.exec(line);
      if (command) (command[1] === "debug" ? debug : problems).push(decodeCommand(command[2]!).slice(0, MAX_NOTE_CHARS));
      else if (line !== "") info.push(line);
    }
    return (write as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  } as typeof process.stdout.write;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    const value = await Promise.race([run(), timeout]);
    return { value, problems, debug, info };
  } finally {
    clearTimeout(timer);
    process.stdout.write = write;
  }
}

/** A workflow command's message with @actions/core's escapes undone. */
function decodeCommand(text: string): string {
  return text.replace(/%0D/g, "").replace(/%0A/g, " ").replace(/%25/g, "%");
}
