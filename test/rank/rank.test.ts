import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rank } from "../../src/rank/index.js";
import { RANK_PROMPT_VERSION } from "../../src/rank/prompt.js";
import { BASELINE_TEXT } from "../../src/judge/prompt.js";
import { type FakeOpenAI, type ReceivedRequest, completion, scoredReply, startFakeOpenAI, tokensText } from "../helpers/fake-openai.js";
import { type Step, writeSession } from "./transcripts.js";

const TASK = "Fix the off-by-one in src/range.py and make sure the tests pass.";
const LETTER: Record<string, string> = { high: "A", mid: "H", low: "P" };

function verified(quality: string): Step[] {
  return [{ read: "src/range.py" }, { edit: "src/range.py" }, { run: "pytest -q", output: "3 passed in 0.02s" }, { say: `Done. QUALITY=${quality}` }];
}

/** The text inside one slot's fence of a pairwise request. */
function slotText(request: ReceivedRequest, slot: "A" | "B"): string {
  const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
  const match = new RegExp(`<<<BEGIN UNTRUSTED slot ${slot} \\w+>>>([\\s\\S]*?)<<<END UNTRUSTED slot ${slot}`).exec(user);
  return match?.[1] ?? "";
}

const quality = (text: string) => /QUALITY=(\w+)/.exec(text)?.[1] ?? "none";

/** A judge that grades each slot by the quality its transcript states (so we know the true order). */
async function qualityJudge(): Promise<FakeOpenAI> {
  return startFakeOpenAI((request) => {
    const [a, b] = (["A", "B"] as const).map((slot) => ({ [LETTER[quality(slotText(request, slot))] ?? "T"]: 1 }));
    const tokens = scoredReply(a!, b!);
    return { json: completion(request.body.logprobs ? tokens : null, { text: tokensText(tokens) }) };
  });
}

let dir = "";
let paths: string[] = [];
let server: FakeOpenAI | null = null;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "av-rank-"));
  paths = [
    await writeSession(dir, "low.jsonl", TASK, verified("low")),
    // the judge would love this one, but its last test run after its edit failed: a blocking failure
    await writeSession(dir, "blocked.jsonl", TASK, [
      { edit: "src/range.py" },
      { run: "pytest", output: "1 failed, 3 passed", isError: true },
      { say: "Done. QUALITY=high" },
    ]),
    await writeSession(dir, "mid.jsonl", TASK, verified("mid")),
    await writeSession(dir, "high.jsonl", TASK, verified("high")),
  ];
});
afterEach(async () => {
  await server?.close();
  server = null;
});

const candidates = () => paths.map((transcript) => ({ transcript }));
const names = (report: Awaited<ReturnType<typeof rank>>) => report.candidates.map((c) => c.transcript.replace(`${dir}/`, ""));

describe("rank with a judge (loopback OpenAI-compatible server)", () => {
  it("ranks the unblocked tier by pairwise judging and the blocked candidate last", async () => {
    server = await qualityJudge();
    const report = await rank({ candidates: candidates(), noLlm: false, judge: { baseUrl: server.baseURL, model: "fake-judge" }, env: {} });
    expect(names(report)).toEqual(["high.jsonl", "mid.jsonl", "low.jsonl", "blocked.jsonl"]);
    expect(report.candidates.at(-1)!.blockingFindings.map((f) => f.id)).toContain("final_checks_green");
    // three unblocked candidates: budget min(3, ⌈3·log2 3⌉) = 3 comparisons × 3 criteria × 2 slot orders
    expect(report.comparisons).toHaveLength(3);
    expect(server.requests).toHaveLength(18);
    expect(report.candidates.slice(0, 3).map((c) => [c.wins, c.comparisons])).toEqual([[2, 2], [1, 2], [0, 2]]);
    const highVsMid = report.comparisons.find((c) => [c.x, c.y].every((p) => /high|mid/.test(p)))!;
    // A = 20 vs H = 13 on every criterion: margin 7/19 for high
    expect(highVsMid.winner).toMatch(/high\.jsonl$/);
    expect(Math.abs(highVsMid.margin!)).toBeCloseTo(7 / 19, 10);
    expect(report.judge.promptVersion).toBe(RANK_PROMPT_VERSION);
    expect(report.judge.status).toBe("ok");
    expect(report.usage.calls).toBe(18);
  });

  it("asks each pair in both slot orders for every criterion, never against the empty baseline", async () => {
    server = await qualityJudge();
    const report = await rank({ candidates: candidates(), noLlm: false, judge: { baseUrl: server.baseURL }, env: {} });
    for (const comparison of report.comparisons) {
      for (const criterion of comparison.criteria) {
        expect(criterion.samples.map((s) => [s.repeat, s.swapped, s.mode])).toEqual([[0, false, "logprobs"], [1, true, "logprobs"]]);
        // the swap is mapped back: x's score is the same whichever slot x sat in
        expect(criterion.samples[0]!.xScore).toBeCloseTo(criterion.samples[1]!.xScore!, 10);
      }
    }
    const orders = new Map<string, Set<string>>();
    for (const request of server.requests) {
      const pair = [quality(slotText(request, "A")), quality(slotText(request, "B"))];
      const key = [...pair].sort().join("|");
      orders.set(key, (orders.get(key) ?? new Set()).add(pair.join(">")));
      expect(request.body.messages![1]!.content).toContain("Both slots hold real attempts at the same task");
      expect(request.body.messages![1]!.content).not.toContain(BASELINE_TEXT);
    }
    expect([...orders.values()].every((set) => set.size === 2)).toBe(true);
  });

  it("serves a repeated rank from the judge cache without new calls", async () => {
    server = await qualityJudge();
    const cacheDir = join(dir, "cache");
    const options = { candidates: candidates(), noLlm: false, judge: { baseUrl: server.baseURL, cacheDir }, env: {} };
    await rank(options);
    const again = await rank(options);
    expect(server.requests).toHaveLength(18);
    expect(again.judge.cacheHits).toBe(18);
    expect(names(again)).toEqual(["high.jsonl", "mid.jsonl", "low.jsonl", "blocked.jsonl"]);
    expect(await readdir(cacheDir)).toEqual([RANK_PROMPT_VERSION.replace(/[^A-Za-z0-9@.-]+/g, "_")]);
  });

  it("records failed comparisons and still ranks by the deterministic part when the endpoint fails", async () => {
    server = await startFakeOpenAI(() => ({ status: 401, json: { error: { message: "bad key" } } }));
    const report = await rank({ candidates: candidates(), noLlm: false, judge: { baseUrl: server.baseURL }, env: {} });
    expect(report.judge.status).toBe("failed");
    expect(report.judge.reason).toMatch(/judging failed/);
    expect(report.comparisons.every((c) => c.margin === null && c.winner === null)).toBe(true);
    expect(names(report).at(-1)).toBe("blocked.jsonl");
  });
});

describe("rank without an endpoint", () => {
  it("ranks by the deterministic checks and the evidence score alone", async () => {
    const report = await rank({ candidates: candidates(), noLlm: false, env: {} });
    expect(report.judge.status).toBe("skipped");
    expect(report.comparisons).toEqual([]);
    // equal evidence in the unblocked tier: the given order breaks the tie
    expect(names(report)).toEqual(["low.jsonl", "mid.jsonl", "high.jsonl", "blocked.jsonl"]);
    expect(report.schema).toBe("agent-verdict/rank@1");
    expect(report.candidates[0]).toMatchObject({ rank: 1, verdict: expect.any(String), score: expect.any(Number) });
  });

  it("keeps an unreadable candidate in the ranking, last, with its reason", async () => {
    const report = await rank({ candidates: [...candidates(), { transcript: join(dir, "missing.jsonl") }], noLlm: true, env: {} });
    expect(report.candidates.at(-1)).toMatchObject({ tier: 2, verdict: "error" });
    expect(report.candidates.at(-1)!.error).toMatch(/missing\.jsonl/);
  });
});

describe("rank's sample store hook (the action's Actions cache)", () => {
  it("is asked before the first comparison for every file the tournaments may read, in a scope of rank's own", async () => {
    server = await qualityJudge();
    const asked: { files: readonly string[]; scope: string; callsBefore: number }[] = [];
    type Planned = { files: readonly string[]; scope: string };
    const record = (planned: Planned) => asked.push({ ...planned, callsBefore: server!.requests.length });
    const sampleStore = { restore: async (planned: Planned) => void record(planned) };
    const cacheDir = join(dir, "store-cache");
    await rank({ candidates: candidates(), noLlm: false, judge: { baseUrl: server.baseURL, model: "fake-judge", cacheDir, sampleStore }, env: {} });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.callsBefore).toBe(0);
    // 3 judged candidates: 6 ordered pairs × 3 criteria × 2 repeats (one prompt per slot order), in either read mode
    expect(asked[0]!.files).toHaveLength(6 * 3 * 2 * 2);
    const written = await readdir(join(cacheDir, RANK_PROMPT_VERSION.replace(/[^A-Za-z0-9@.-]+/g, "_")));
    expect(written).toHaveLength(18);
    for (const file of written) expect(asked[0]!.files).toContain(file);
  });
});
