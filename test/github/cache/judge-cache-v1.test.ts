/**
 * The judge's samples kept across runs through the legacy cache service (v1 REST), as on a GitHub
 * Enterprise Server runner: ACTIONS_CACHE_URL, no ACTIONS_CACHE_SERVICE_V2. The real action and the
 * real @actions/cache client against loopback stand-ins of the cache service, GitHub and the judge.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Report } from "../../../src/model.js";
import { CACHE_FOLDER, CACHE_KEY_PREFIX, type CacheTiming, SAMPLES_FOLDER } from "../../../src/github/cache/judge-cache.js";
import { countTokens } from "../../../src/judge/tokens.js";
import { FakeActionsCache } from "../../helpers/actions-cache-server.js";
import { type FakeOpenAI, type Responder, scriptedJudge, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { FakeGitHub } from "../../helpers/github-server.js";
import { captureStdout } from "../../helpers/stdout.js";
import { addPull, fixture, pullRequestEvent, runActionIn } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");
/** The coding preset's three criteria, one pair of slot orders each. */
const SAMPLES = 6;
/** Bounds far above a loaded machine's slowest loopback save: a save cut short still lands in the background. */
const CACHE_TIMING = { restoreTimeoutMs: 8_000, saveTimeoutMs: 8_000 };
/**
 * The toolkit does not retry a 500 or a 429 on v1, so a failing service fails at once: the run stays
 * under this, below the store's own restore and save bounds together (what a hanging service would cost).
 */
const FAILING_RUN_BOUND_MS = 10_000;
/** A restore bound the slow archive below outlasts. */
const SHORT_RESTORE_MS = 1_500;
const LATE_ARCHIVE_MS = 2_500;
/** How long the toolkit may take to write and untar a few kilobytes once the archive arrives. */
const EXTRACTION_MS = 5_000;

beforeAll(() => void countTokens("warm up"));

let github: FakeGitHub;
let cache: FakeActionsCache;
let judge: FakeOpenAI;
let answer: Responder;
let runnerTemp: string;
beforeEach(async () => {
  github = await new FakeGitHub().start();
  cache = await new FakeActionsCache().start();
  answer = scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 });
  judge = await startFakeOpenAI((request) => answer(request));
  runnerTemp = mkdtempSync(join(tmpdir(), "agent-verdict-runner-temp-"));
});
afterEach(async () => {
  await Promise.all([github.stop(), cache.stop(), judge.close()]);
  rmSync(runnerTemp, { recursive: true, force: true });
});

/** `keepFolders`: leave the run's cache folders for the test to read (a runner would start the next job without them). */
interface RunOptions {
  timing?: CacheTiming;
  keepFolders?: boolean;
}

async function runOnce(inputs: Record<string, string> = {}, { timing = CACHE_TIMING, keepFolders = false }: RunOptions = {}) {
  github.pulls.clear();
  const pull = addPull(github);
  const callsBefore = judge.requests.length;
  const result = await runActionIn(github, {
    event: "pull_request",
    payload: pullRequestEvent(pull, github),
    inputs: { "transcript-path": "agent/transcript.ndjson", "base-url": judge.baseURL, "api-key": "sk-judge-key-0000000000", ...inputs },
    workspace: { "agent/transcript.ndjson": PASSING, "agent/head-sha": `${pull.headSha}\n` },
    env: { RUNNER_TEMP: runnerTemp, ...cache.envV1() },
  }, { cacheTiming: timing });
  const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8")) as Report;
  if (!keepFolders) for (const folder of [CACHE_FOLDER, SAMPLES_FOLDER]) rmSync(join(runnerTemp, folder), { recursive: true, force: true });
  return { result, report, calls: judge.requests.length - callsBefore, comment: github.commentsOn(pull.number)[0]!.body };
}

const v1Calls = (operation: string) => cache.requests.filter((r) => r.operation === operation).length;

describe("judge cache on the legacy cache service (v1, GitHub Enterprise Server)", () => {
  it("runs with a GHES runner's variables: no ACTIONS_CACHE_SERVICE_V2, no ACTIONS_RESULTS_URL", () => {
    expect(process.env.ACTIONS_CACHE_SERVICE_V2).toBeUndefined();
    expect(Object.keys(cache.envV1()).sort()).toEqual(["ACTIONS_CACHE_URL", "ACTIONS_RUNTIME_TOKEN", "GITHUB_SERVER_URL"]);
  });

  it("a first run pays for every sample and saves them; a second run with the same inputs asks the judge nothing", async () => {
    const first = await runOnce();
    expect(first.calls).toBe(SAMPLES);
    expect(first.report.judge).toMatchObject({ status: "ok", cacheHits: 0, cache: { restoredKey: null } });
    expect(first.report.judge.cache!.savedKey).toMatch(new RegExp(`^${CACHE_KEY_PREFIX}`));
    expect(first.report.judge.notes).toEqual([]);
    expect(cache.committed()).toHaveLength(1);
    expect([v1Calls("POST caches"), v1Calls("PATCH caches/{id}"), v1Calls("POST caches/{id}")]).toEqual([1, 1, 1]);
    // the toolkit spoke v1 only
    expect(cache.requests.every((r) => r.path.includes("/_apis/artifactcache/") || r.operation === "v1-archive")).toBe(true);

    const second = await runOnce();
    expect(second.calls).toBe(0);
    expect(second.report.verdict).toBe(first.report.verdict);
    expect(second.report.score).toBe(first.report.score);
    expect(second.report.criteria).toEqual(first.report.criteria);
    expect(second.report.judge).toMatchObject({ status: "ok", cacheHits: SAMPLES, cache: { restoredKey: first.report.judge.cache!.savedKey, savedKey: null } });
    expect(second.report.judge.notes).toEqual([]);
    expect(second.comment).toContain(`${SAMPLES} of ${SAMPLES} samples from the judge cache.`);
    expect(v1Calls("v1-archive")).toBe(1);
    expect(cache.committed()).toHaveLength(1);
  });

  it("an entry saved meanwhile under the same key (a concurrent run, a 409) is not an error and not a note", async () => {
    const first = await runOnce();
    cache.lookupsMiss = true;
    const concurrent = await runOnce();
    expect(concurrent.calls).toBe(SAMPLES);
    expect(v1Calls("POST caches")).toBe(2);
    expect(concurrent.report.judge.cache).toEqual({ restoredKey: null, savedKey: null });
    expect(concurrent.report.judge.notes).toEqual([]);
    expect(concurrent.result.log).toContain(`agent-verdict: judge cache entry ${first.report.judge.cache!.savedKey} already exists`);
    expect(concurrent.report.verdict).toBe(first.report.verdict);
  });

  // v1 names the status of a failed lookup, and of a failed reservation only when it is a 5xx; any
  // other refused reservation (a 429 here) is logged with the service's message alone
  it.each([
    { status: 500, saveCause: "Failed to save: reserveCache failed: Cache service responded with 500" },
    { status: 429, saveCause: "the cache service is failing" },
  ])("a cache service answering $status gives the verdict of an uncached run, with notes naming why, within the bound", async ({ status, saveCause }) => {
    const reference = await runOnce({ "judge-cache": "false" });
    cache.failServiceWith = status;
    const started = Date.now();
    const failing = await runOnce();
    expect(Date.now() - started).toBeLessThan(FAILING_RUN_BOUND_MS);
    expect(failing.result.exitCode).toBe(0);
    expect(failing.calls).toBe(SAMPLES);
    expect(failing.report.verdict).toBe(reference.report.verdict);
    expect(failing.report.score).toBe(reference.report.score);
    expect(failing.report.judge.cache).toEqual({ restoredKey: null, savedKey: null });
    expect(failing.report.judge.notes).toEqual([
      expect.stringMatching(new RegExp(`^judge cache: restore failed \\(.*${status}.*\\); samples asked of the endpoint$`)),
      `judge cache: save failed (${saveCause}); the next run asks the endpoint again`,
    ]);
    expect(cache.committed()).toEqual([]);
  });

  it("samples not signed with this judge's api-key are dropped: an entry another job saved never stands in for the judge", async () => {
    const forged = await runOnce({ "api-key": "sk-someone-elses-key-000" });
    expect(forged.report.verdict).toBe("pass");
    answer = scriptedJudge({ T: 1 }, { A: 1 });
    const honest = await runOnce();
    expect(honest.report.judge.cache!.restoredKey).toBe(forged.report.judge.cache!.savedKey);
    expect(honest.calls).toBe(SAMPLES);
    expect(honest.report.judge.cacheHits).toBe(0);
    expect(honest.report.judge.notes).toContain(`judge cache: ${SAMPLES} restored samples dropped: not signed with this judge's api-key (an entry another job wrote, or the key changed)`);
    expect(honest.report.verdict).not.toBe("pass");
    expect(honest.report.score).toBeLessThan(forged.report.score!);
  });

  it("an archive extracted under a hit that names no key is still authenticated: a forged entry never stands in for the judge", async () => {
    await runOnce({ "api-key": "sk-someone-elses-key-000" });
    // the toolkit extracts the archive and returns undefined (as for a miss) when the answer has no cacheKey
    cache.v1HitsOmitKey = true;
    answer = scriptedJudge({ T: 1 }, { A: 1 });
    const honest = await runOnce();
    expect(v1Calls("v1-archive")).toBe(1);
    expect(honest.report.judge.cache!.restoredKey).toBeNull();
    expect(honest.calls).toBe(SAMPLES);
    expect(honest.report.judge.cacheHits).toBe(0);
    expect(honest.report.judge.notes).toContain(`judge cache: ${SAMPLES} restored samples dropped: not signed with this judge's api-key (an entry another job wrote, or the key changed)`);
    expect(honest.report.verdict).not.toBe("pass");
  });
});

/** What the toolkit logs once it has extracted an archive. */
const RESTORED = "Cache restored successfully";

describe("a restore cut short by its bound", () => {
  it("an archive the toolkit extracts after the bound never reaches the judge's folder", async () => {
    const forged = await runOnce({ "api-key": "sk-someone-elses-key-000" });
    expect(forged.report.judge.cache!.savedKey).not.toBeNull();
    // the download outlasts the restore bound; the toolkit is not cancelled and extracts it later
    cache.v1ArchiveDelayMs = LATE_ARCHIVE_MS;
    answer = scriptedJudge({ T: 1 }, { A: 1 });
    const timing = { ...CACHE_TIMING, restoreTimeoutMs: SHORT_RESTORE_MS };
    const honest = await runOnce({}, { timing, keepFolders: true });
    expect(honest.report.judge.notes).toEqual([`judge cache: restore gave no answer within ${SHORT_RESTORE_MS / 1000} s; samples asked of the endpoint, none saved`]);
    expect(honest.calls).toBe(SAMPLES);
    expect(honest.report.judge.cacheHits).toBe(0);
    const archived = join(runnerTemp, CACHE_FOLDER);
    const judged = join(runnerTemp, SAMPLES_FOLDER);
    const extracted = () => (existsSync(archived) ? readdirSync(archived).filter((name) => name.endsWith(".json")) : []);
    // on a runner the job's variables outlive the step; the toolkit untars relative to GITHUB_WORKSPACE
    process.env.GITHUB_WORKSPACE = honest.result.workspace;
    let late = "";
    try {
      const deadline = Date.now() + LATE_ARCHIVE_MS + EXTRACTION_MS;
      // the toolkit logs the late extraction after the action returned: captured, not printed into the runner's output
      const { written } = await captureStdout(async () => {
        const done = () => extracted().length > 0 && late.includes(RESTORED);
        while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        // the toolkit removes its archive after saying so; one more poll lets that end inside the capture
        await new Promise((resolve) => setTimeout(resolve, 100));
      }, (text) => (late = text));
      late = written;
    } finally {
      delete process.env.GITHUB_WORKSPACE;
    }
    expect(late).toContain(RESTORED);
    const forgedFiles = extracted().filter((name) => /^[0-9a-f]{64}\.json$/.test(name));
    expect(forgedFiles).toHaveLength(SAMPLES);
    // the judge's folder holds the honest run's own samples, none of the forged entry's bytes
    for (const name of forgedFiles) {
      const judgedFile = join(judged, name);
      if (existsSync(judgedFile)) expect(readFileSync(judgedFile, "utf8")).not.toBe(readFileSync(join(archived, name), "utf8"));
    }
    expect(readdirSync(judged).filter((name) => forgedFiles.includes(name))).toHaveLength(SAMPLES);
  });
});

describe("the v1 stand-in", () => {
  it("answers the legacy REST calls with the toolkit's status codes: 204 miss, 201 reserve, 409 taken, 204 chunk and commit, 200 hit", async () => {
    const base = cache.envV1().ACTIONS_CACHE_URL!;
    const call = (method: string, resource: string, body?: unknown, headers: Record<string, string> = {}) => fetch(`${base}_apis/artifactcache/${resource}`, {
      method,
      headers: { accept: "application/json;api-version=6.0-preview.1", authorization: `Bearer ${cache.token}`, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : body instanceof Buffer ? body : JSON.stringify(body),
    });
    expect((await call("GET", "cache?keys=k-1&version=v")).status).toBe(204);
    expect((await call("GET", "cache?keys=k-1&version=v", undefined, { authorization: "Bearer wrong" })).status).toBe(401);
    expect((await call("GET", "cache?keys=k-1&version=v", undefined, { accept: "application/json" })).status).toBe(400);
    const reserved = await call("POST", "caches", { key: "k-1", version: "v", cacheSize: 11 });
    expect(reserved.status).toBe(201);
    const { cacheId } = (await reserved.json()) as { cacheId: number };
    // a key being written is taken too, with the message GitHub's service gives
    const taken = await call("POST", "caches", { key: "k-1", version: "v", cacheSize: 11 });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toMatch(/^Cache already exists\. Scope: .*, Key: k-1, Version: v$/);
    const chunk = (start: number, text: string, range = `bytes ${start}-${start + text.length - 1}/*`) =>
      call("PATCH", `caches/${cacheId}`, Buffer.from(text), { "content-type": "application/octet-stream", "content-range": range });
    expect((await chunk(6, "world")).status).toBe(204);
    // the 5 bytes uploaded so far start at 6: a gap, refused even though the size matches
    expect((await call("POST", `caches/${cacheId}`, { size: 5 })).status).toBe(400);
    expect((await chunk(0, "hello ", "bytes 0-9/*")).status).toBe(400);
    expect((await chunk(0, "hello ")).status).toBe(204);
    expect((await call("POST", `caches/${cacheId}`, { size: 12 })).status).toBe(400);
    expect((await call("POST", `caches/${cacheId}`, { size: 11 })).status).toBe(204);
    const hit = await call("GET", "cache?keys=k-2,k-&version=v");
    expect(hit.status).toBe(200);
    const entry = (await hit.json()) as { cacheKey: string; archiveLocation: string };
    expect(entry.cacheKey).toBe("k-1");
    const archive = await fetch(entry.archiveLocation);
    expect([archive.status, archive.headers.get("content-length"), await archive.text()]).toEqual([200, "11", "hello world"]);
    expect((await fetch(entry.archiveLocation.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
    // another version of the key is another entry
    expect((await call("GET", "cache?keys=k-1&version=w")).status).toBe(204);
  });
});
