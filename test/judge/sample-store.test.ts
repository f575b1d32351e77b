/**
 * The judge's hook for a cache shared across runs (the action's @actions/cache): it is told, before
 * the first call, every file the run may read, and those names are the ones the judge writes.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { judge, judgeDefaults, reportParts, type JudgeConfig, type PlannedSamples } from "../../src/judge/index.js";
import { loadPreset } from "../../src/judge/criteria.js";
import { type FakeOpenAI, scriptedJudge, startFakeOpenAI } from "../helpers/fake-openai.js";
import { PASSING_CHECKS, trajectory } from "../helpers/judge-fixtures.js";

let server: FakeOpenAI | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function config(baseURL: string, overrides: Partial<JudgeConfig> = {}): JudgeConfig {
  return { ...judgeDefaults(loadPreset("coding")), baseURL, apiKey: "sk-test-key-for-the-fake-server-000", model: "fake-judge", ...overrides };
}

const input = (task = "Fix the off-by-one in range()") => ({ trajectory: { ...trajectory(), task }, checks: PASSING_CHECKS, diff: null, prBody: null });

/** A store that records what it was asked, and how many calls the endpoint had seen by then. */
function recordingStore(delayMs = 0) {
  const asked: { planned: PlannedSamples; callsBefore: number }[] = [];
  return {
    asked,
    restore: async (planned: PlannedSamples) => {
      asked.push({ planned, callsBefore: server!.requests.length });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
  };
}

describe("the judge's sample store hook", () => {
  it("is asked before the first call for every file the run may read; the files written are among them", async () => {
    server = await startFakeOpenAI(scriptedJudge({ A: 0.8, B: 0.2 }, { T: 1 }));
    const cacheDir = mkdtempSync(join(tmpdir(), "judge-store-"));
    const store = recordingStore();
    const outcome = await judge(input(), config(server.baseURL, { cacheDir, sampleStore: store }));
    expect(outcome.status).toBe("ok");
    expect(store.asked).toHaveLength(1);
    const { planned, callsBefore } = store.asked[0]!;
    expect(callsBefore).toBe(0);
    // 3 criteria × 2 repeats, each in either read mode
    expect(planned.files).toHaveLength(12);
    const written = readdirSync(cacheDir);
    expect(written).toHaveLength(6);
    for (const file of written) expect(planned.files).toContain(file);
  });

  it("plans the same files for the same input, other files for another task, another scope for another model", async () => {
    server = await startFakeOpenAI(scriptedJudge({ A: 0.8, B: 0.2 }, { T: 1 }));
    const store = recordingStore();
    await judge(input(), config(server.baseURL, { sampleStore: store }));
    await judge(input(), config(server.baseURL, { sampleStore: store }));
    await judge(input("Fix range() for n = 0"), config(server.baseURL, { sampleStore: store }));
    await judge(input(), config(server.baseURL, { sampleStore: store, model: "other-model" }));
    const [a, b, task, model] = store.asked.map((x) => x.planned);
    expect(b).toEqual(a);
    expect(task!.scope).toBe(a!.scope);
    expect(task!.files.filter((f) => a!.files.includes(f))).toEqual([]);
    expect(model!.scope).not.toBe(a!.scope);
  });

  it("the store's time is not taken from the judge's wall", async () => {
    server = await startFakeOpenAI(scriptedJudge({ A: 0.8, B: 0.2 }, { T: 1 }));
    const outcome = await judge(input(), config(server.baseURL, { sampleStore: recordingStore(1_200), wallBudgetMs: 1_000 }));
    expect(outcome.status).toBe("ok");
    expect(server.requests).toHaveLength(6);
  });

  it("the report counts the samples read from the cache only for a judge that ran", async () => {
    server = await startFakeOpenAI(scriptedJudge({ A: 0.8, B: 0.2 }, { T: 1 }));
    const cacheDir = mkdtempSync(join(tmpdir(), "judge-store-"));
    await judge(input(), config(server.baseURL, { cacheDir }));
    const again = await judge(input(), config(server.baseURL, { cacheDir }));
    expect(reportParts(again).judge.cacheHits).toBe(6);
  });
});
