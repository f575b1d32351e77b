/**
 * The judge's samples kept across action runs through the Actions cache: the real action, the real
 * @actions/cache client and Azure SDK, against loopback stand-ins of the cache service (Twirp + blob
 * storage), GitHub and the judge endpoint. Only the wire is fake.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Report } from "../../../src/model.js";
import { CACHE_FOLDER, CACHE_KEY_PREFIX, SAMPLES_FOLDER } from "../../../src/github/cache/judge-cache.js";
import { countTokens } from "../../../src/judge/tokens.js";
import { FakeActionsCache } from "../../helpers/actions-cache-server.js";
import { type FakeOpenAI, type Responder, completion, scriptedJudge, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { FakeGitHub } from "../../helpers/github-server.js";
import { captureStdout } from "../../helpers/stdout.js";
import { addPull, fixture, pullRequestEvent, runActionIn } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");
/** The coding preset's three criteria, one pair of slot orders each. */
const SAMPLES = 6;
/**
 * Bounds far above a loaded machine's slowest loopback restore or save: a save cut short by its bound
 * still lands in the background, and the next run would then restore an entry its test did not expect.
 */
const CACHE_TIMING = { restoreTimeoutMs: 8_000, saveTimeoutMs: 8_000 };
/** Short bounds for a failing service, so it costs the test seconds, not the toolkit's ~30 s of retries. */
const FAILING_TIMING = { restoreTimeoutMs: 1_500, saveTimeoutMs: 1_500 };
/** The toolkit's first retry comes 3 s after a failed call; this leaves room on a loaded machine. */
const ABANDONED_RETRY_WAIT_MS = 8_000;

// the tokenizer loads its ranks on first use (seconds on a loaded machine), before the judge's wall starts
beforeAll(() => void countTokens("warm up"));

let github: FakeGitHub;
let cache: FakeActionsCache;
let judge: FakeOpenAI;
const JUDGE: Responder = scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 });
/** The judge endpoint's answers in the current test. */
let answer: Responder = JUDGE;
/** Replies without score letters still to give: those samples fail and are not cached. */
let unreadable = 0;
/** The runner's temp folder, the same path every run as on a hosted runner (the cache version hashes it). */
let runnerTemp: string;
beforeEach(async () => {
  github = await new FakeGitHub().start();
  cache = await new FakeActionsCache().start();
  judge = await startFakeOpenAI((request) => (unreadable > 0 && unreadable-- > 0 ? { json: completion([{ token: "undecided" }]) } : answer(request)));
  unreadable = 0;
  answer = JUDGE;
  runnerTemp = mkdtempSync(join(tmpdir(), "agent-verdict-runner-temp-"));
});
afterEach(async () => {
  await Promise.all([github.stop(), cache.stop(), judge.close()]);
  rmSync(runnerTemp, { recursive: true, force: true });
});

interface Run {
  transcript?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  timing?: typeof CACHE_TIMING;
}

async function runOnce(run: Run = {}) {
  github.pulls.clear();
  const pull = addPull(github);
  const callsBefore = judge.requests.length;
  const result = await runActionIn(github, {
    event: "pull_request",
    payload: pullRequestEvent(pull, github),
    inputs: { "transcript-path": "agent/transcript.ndjson", "base-url": judge.baseURL, "api-key": "sk-judge-key-0000000000", ...run.inputs },
    workspace: { "agent/transcript.ndjson": run.transcript ?? PASSING, "agent/head-sha": `${pull.headSha}\n` },
    env: { RUNNER_TEMP: runnerTemp, ...(run.env ?? cache.env()) },
  }, { cacheTiming: run.timing ?? CACHE_TIMING });
  const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8")) as Report;
  // a runner starts every job with an empty temp folder: only the cache service carries samples over
  for (const folder of [CACHE_FOLDER, SAMPLES_FOLDER]) rmSync(join(runnerTemp, folder), { recursive: true, force: true });
  return { result, report, calls: judge.requests.length - callsBefore, comment: github.commentsOn(pull.number)[0]!.body };
}

const twirpCalls = (method: string) => cache.requests.filter((r) => r.operation === method).length;

describe("judge cache in the action", () => {
  it("a first run pays for every sample and saves them; a second run with the same inputs asks the judge nothing", async () => {
    const first = await runOnce();
    expect(first.calls).toBe(SAMPLES);
    expect(first.report.judge).toMatchObject({ status: "ok", cacheHits: 0, cache: { restoredKey: null } });
    expect(first.report.judge.cache!.savedKey).toMatch(new RegExp(`^${CACHE_KEY_PREFIX}`));
    expect(cache.committed()).toHaveLength(1);
    expect(twirpCalls("FinalizeCacheEntryUpload")).toBe(1);

    const second = await runOnce();
    expect(second.calls).toBe(0);
    expect(second.report.verdict).toBe(first.report.verdict);
    expect(second.report.score).toBe(first.report.score);
    expect(second.report.criteria).toEqual(first.report.criteria);
    expect(second.report.judge).toMatchObject({ status: "ok", cacheHits: SAMPLES, cache: { restoredKey: first.report.judge.cache!.savedKey, savedKey: null } });
    expect(second.report.usage.calls).toBe(0);
    expect(second.comment).toContain(`${SAMPLES} of ${SAMPLES} samples from the judge cache.`);
    // nothing new was written, so nothing was saved: still one entry, one upload
    expect(cache.committed()).toHaveLength(1);
    expect(cache.requests.filter((r) => r.operation === "get-blob")).toHaveLength(1);
  });

  it("a change the judge sees asks the judge again: another transcript, another model", async () => {
    const first = await runOnce();
    expect(first.calls).toBe(SAMPLES);
    const otherTask = PASSING.replace("Fix the off-by-one in src/range.ts", "Fix the off-by-one in range() of src/range.ts");
    expect(otherTask).not.toBe(PASSING);
    const changed = await runOnce({ transcript: otherTask });
    expect(changed.calls).toBe(SAMPLES);
    expect(changed.report.judge.cacheHits).toBe(0);
    const otherModel = await runOnce({ inputs: { model: "another-judge-model" } });
    expect(otherModel.calls).toBe(SAMPLES);
    expect(otherModel.report.judge.cacheHits).toBe(0);
    expect(otherModel.report.judge.cache!.restoredKey).toBeNull();
    expect(cache.committed()).toHaveLength(3);
    // and each is kept: the changed transcript is free the next time
    expect((await runOnce({ transcript: otherTask })).calls).toBe(0);
  });

  it("more repeats reuse the pair already paid for: an entry of the same scope is restored by prefix", async () => {
    const first = await runOnce();
    const more = await runOnce({ inputs: { repeats: "4" } });
    // the first pair comes from the cache and is decisive, so the later repeats are never asked
    expect(more.calls).toBe(0);
    const restoredKey = first.report.judge.cache!.savedKey;
    expect(more.report.judge).toMatchObject({ cacheHits: SAMPLES, earlyStopped: true, cache: { restoredKey } });
    expect(more.report.verdict).toBe(first.report.verdict);
  });

  it("a set left partial by a failed sample is completed and saved anew; the run after makes no call", async () => {
    unreadable = 1;
    const first = await runOnce();
    expect(first.calls).toBe(SAMPLES);
    expect(first.report.criteria.flatMap((c) => c.samples).filter((sample) => sample.mode === "failed")).toHaveLength(1);
    const second = await runOnce();
    expect(second.calls).toBe(1);
    expect(second.report.judge).toMatchObject({ status: "ok", cacheHits: SAMPLES - 1 });
    expect(second.report.judge.cache!.savedKey).not.toBe(first.report.judge.cache!.savedKey);
    const third = await runOnce();
    expect(third.calls).toBe(0);
    expect(third.report.judge).toMatchObject({ cacheHits: SAMPLES, cache: { restoredKey: second.report.judge.cache!.savedKey } });
    expect(third.report.verdict).toBe(second.report.verdict);
  });

  it("an entry saved meanwhile under the same key (a concurrent run) is not an error", async () => {
    const first = await runOnce();
    cache.lookupsMiss = true;
    const concurrent = await runOnce();
    expect(concurrent.calls).toBe(SAMPLES);
    expect(twirpCalls("CreateCacheEntry")).toBe(2);
    expect(concurrent.report.judge.cache).toEqual({ restoredKey: null, savedKey: null });
    expect(concurrent.report.judge.notes).toEqual([]);
    expect(concurrent.result.log).toContain(`agent-verdict: judge cache entry ${first.report.judge.cache!.savedKey} already exists`);
    expect(concurrent.report.verdict).toBe(first.report.verdict);
  });

  it("judge-cache: false makes no cache request and no cache note; every run pays", async () => {
    const off = { "judge-cache": "false" };
    const first = await runOnce({ inputs: off });
    const second = await runOnce({ inputs: off });
    expect([first.calls, second.calls]).toEqual([SAMPLES, SAMPLES]);
    expect(cache.requests).toEqual([]);
    expect(second.report.judge.cache).toBeUndefined();
    expect(second.report.judge.notes).toEqual([]);
    expect(second.report.judge.cacheHits).toBe(0);
  });

  it("a failing cache service (500s) gives the verdict of an uncached run, with a note, within the bounds", async () => {
    const reference = await runOnce({ inputs: { "judge-cache": "false" } });
    cache.failServiceWith = 500;
    const started = Date.now();
    const failing = await runOnce({ timing: FAILING_TIMING });
    expect(Date.now() - started).toBeLessThan(FAILING_TIMING.restoreTimeoutMs + 10_000);
    expect(failing.result.exitCode).toBe(0);
    expect(failing.calls).toBe(SAMPLES);
    expect(failing.report.verdict).toBe(reference.report.verdict);
    expect(failing.report.score).toBe(reference.report.score);
    expect(failing.report.judge.notes).toEqual(["judge cache: restore gave no answer within 1.5 s; samples asked of the endpoint, none saved"]);
    expect(failing.result.log).toContain("agent-verdict: judge cache: restore gave no answer");
    // a service that did not answer the restore is not asked to save
    expect(twirpCalls("CreateCacheEntry")).toBe(0);
    expect(cache.committed()).toEqual([]);
    // The abandoned restore retries in the background (first after 3 s). Left to a stopped server it
    // would log its failure into whatever cache call a later test is watching: let it find the service
    // recovered and end quietly, with a miss.
    cache.failServiceWith = null;
    const deadline = Date.now() + ABANDONED_RETRY_WAIT_MS;
    // the toolkit logs the retry after the action returned: captured here, not printed into the runner's output
    const { written } = await captureStdout(async () => {
      while (twirpCalls("GetCacheEntryDownloadURL") < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(twirpCalls("GetCacheEntryDownloadURL")).toBe(2);
    expect(written.split("\n").filter((line) => line !== "" && !line.startsWith("::debug::"))).toEqual([]);
  });

  it("a rate-limited cache service (429, not retried by the toolkit) is a failed restore and save, named in the notes", async () => {
    const reference = await runOnce({ inputs: { "judge-cache": "false" } });
    // a rate limit is not retried by the toolkit: the failure surfaces at once
    cache.failServiceWith = 429;
    const failing = await runOnce();
    expect(failing.report.verdict).toBe(reference.report.verdict);
    expect(failing.report.judge.notes).toEqual([
      expect.stringMatching(/^judge cache: restore failed \(.*429.*\); samples asked of the endpoint$/),
      expect.stringMatching(/^judge cache: save failed \(.*429.*\)/),
    ]);
  });

  it("off a runner (no cache service variables) the verdict stands, with one note and no request", async () => {
    const reference = await runOnce({ inputs: { "judge-cache": "false" } });
    const offRunner = await runOnce({ env: {} });
    expect(offRunner.calls).toBe(SAMPLES);
    expect(offRunner.report.verdict).toBe(reference.report.verdict);
    expect(offRunner.report.judge.notes).toEqual([expect.stringMatching(/^judge cache: not available \(no ACTIONS_RESULTS_URL/)]);
    expect(offRunner.report.judge.cache).toEqual({ restoredKey: null, savedKey: null });
    expect(cache.requests).toEqual([]);
  });

  it("samples not signed with this judge's api-key are dropped: an entry another job saved never stands in for the judge", async () => {
    // a job with the runner's cache token but not the judge's key (an agent's step) saves top scores for this very input
    const forged = await runOnce({ inputs: { "api-key": "sk-someone-elses-key-000" } });
    expect(forged.calls).toBe(SAMPLES);
    expect(forged.report.verdict).toBe("pass");
    // the judge itself finds the work worse than doing nothing
    answer = scriptedJudge({ T: 1 }, { A: 1 });
    const honest = await runOnce();
    expect(honest.report.judge.cache!.restoredKey).toBe(forged.report.judge.cache!.savedKey);
    expect(honest.calls).toBe(SAMPLES);
    expect(honest.report.judge.cacheHits).toBe(0);
    expect(honest.report.judge.notes).toContain(`judge cache: ${SAMPLES} restored samples dropped: not signed with this judge's api-key (an entry another job wrote, or the key changed)`);
    expect(honest.report.verdict).not.toBe("pass");
    expect(honest.report.score).toBeLessThan(forged.report.score!);
  });

  it("without an api-key (a keyless base-url) the cache stays off: nothing restored could be authenticated", async () => {
    const first = await runOnce({ inputs: { "api-key": "" } });
    const second = await runOnce({ inputs: { "api-key": "" } });
    expect([first.calls, second.calls]).toEqual([SAMPLES, SAMPLES]);
    expect(cache.requests).toEqual([]);
    expect(second.report.judge.notes).toEqual([expect.stringMatching(/^judge cache: off: without an api-key/)]);
  });

  it("a skipped judge never touches the cache", async () => {
    const noJudge = await runOnce({ inputs: { "base-url": "", "api-key": "" } });
    expect(noJudge.report.judge.status).toBe("skipped");
    expect(noJudge.report.judge).not.toHaveProperty("cacheHits");
    expect(noJudge.report.judge).not.toHaveProperty("cache");
    expect(cache.requests).toEqual([]);
  });
});

describe("the cache client's loading", () => {
  it("@actions/cache is imported only dynamically, by the module the judge's store lives in", () => {
    const sources = readdirSync("src", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
    const importers = sources.filter((file) => /["']@actions\/cache["']/.test(readFileSync(join("src", file), "utf8")));
    expect(importers).toEqual([join("github", "cache", "judge-cache.ts")]);
    const text = readFileSync(join("src", importers[0]!), "utf8");
    // a static import would put the client (and the Azure SDK under it) in the start-up path of every run
    expect(text).not.toMatch(/^import[^;]*["']@actions\/cache["']/m);
    expect(text).toMatch(/import\("@actions\/cache"\)/);
  });
});

describe("the cache service stand-in", () => {
  it("speaks the Azure SDK's block upload (Put Block, Put Block List) and ranged download", async () => {
    const twirp = async (method: string, body: unknown) => {
      const response = await fetch(new URL(`/twirp/github.actions.results.api.v1.CacheService/${method}`, cache.url), {
        method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${cache.token}` }, body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, string | boolean>;
    };
    const created = await twirp("CreateCacheEntry", { key: "k-1", version: "v" });
    const { BlockBlobClient } = await import("@azure/storage-blob");
    const upload = new BlockBlobClient(String(created.signed_upload_url));
    const ids = ["b0", "b1"].map((id) => Buffer.from(id).toString("base64"));
    await upload.stageBlock(ids[0]!, Buffer.from("hello "), 6);
    await upload.stageBlock(ids[1]!, Buffer.from("world"), 5);
    await upload.commitBlockList(ids);
    expect(await twirp("FinalizeCacheEntryUpload", { key: "k-1", version: "v", size_bytes: "11" })).toMatchObject({ ok: true });
    const found = await twirp("GetCacheEntryDownloadURL", { key: "k-2", restore_keys: ["k-"], version: "v" });
    expect(found).toMatchObject({ ok: true, matched_key: "k-1" });
    const download = new BlockBlobClient(String(found.signed_download_url));
    expect((await download.getProperties()).contentLength).toBe(11);
    expect((await download.downloadToBuffer(6, 5)).toString()).toBe("world");
    // another version of the same key is another entry; a wrong signature is refused
    expect(await twirp("GetCacheEntryDownloadURL", { key: "k-1", version: "w" })).toMatchObject({ ok: false });
    const forged = String(found.signed_download_url).replace(/sig=[^&]+/, "sig=forged");
    expect((await fetch(forged)).status).toBe(403);
  });
});
