/**
 * Judge bench: runs judge() against a local scripted OpenAI-compatible server on synthetic
 * trajectories (the labeled set's ATIF trajectories need the ATIF reader, not yet merged) and prints,
 * per verdict: calls, prompt tokens (counted with the judge's tokenizer), and the fraction of prompt
 * characters that is a prefix shared with an earlier request of the same verdict.
 * Run: npm run bench:judge. Figures are recorded in bench/JUDGE.md.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { judge, judgeDefaults, type JudgeConfig } from "../src/judge/index.js";
import { loadPreset } from "../src/judge/criteria.js";
import { countTokens } from "../src/judge/tokens.js";
import { type FakeOpenAI, type ReceivedRequest, agentSlot, completion, scoredReply, startFakeOpenAI } from "../test/helpers/fake-openai.js";
import { PASSING_CHECKS, longTrajectory, trajectory } from "../test/helpers/trajectory.js";

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/** Σ_i max_{j<i} lcp(p_i, p_j) / Σ_i |p_i| over one verdict's prompts, in request order. */
export function sharedPrefixFraction(prompts: readonly string[]): { all: number; afterFirstPerOrder: number } {
  let shared = 0;
  let total = 0;
  let sharedLater = 0;
  let totalLater = 0;
  prompts.forEach((p, i) => {
    const best = prompts.slice(0, i).reduce((m, q) => Math.max(m, commonPrefix(p, q)), 0);
    shared += best;
    total += p.length;
    if (i >= 2) {
      sharedLater += best;
      totalLater += p.length;
    }
  });
  return { all: shared / total, afterFirstPerOrder: totalLater === 0 ? 0 : sharedLater / totalLater };
}

function promptText(request: ReceivedRequest): string {
  return (request.body.messages ?? []).map((m) => `${m.role}\n${m.content}`).join("\n");
}

const CASES = [
  { name: "small (3 calls)", make: () => trajectory() },
  { name: "medium (40 calls × 30 lines)", make: () => longTrajectory(40, 30, 2) },
  { name: "large (300 calls × 80 lines)", make: () => longTrajectory(300, 80, 3) },
];

let server: FakeOpenAI;
beforeAll(async () => {
  server = await startFakeOpenAI((request) => {
    const [a, b] = agentSlot(request) === "A" ? [{ B: 0.7, C: 0.3 }, { T: 1 }] : [{ T: 1 }, { B: 0.7, C: 0.3 }];
    return { json: completion(scoredReply(a, b)) };
  });
});
afterAll(() => server.close());

describe("judge bench", () => {
  it("prints per-verdict calls, prompt tokens and shared-prefix fraction", async () => {
    const head = "| trajectory | repeats | early stop | calls | prompt tokens / verdict | shared prefix (all) | shared prefix (after 1st per order) | ms |";
    const rows: string[] = [head, "|---|---|---|---|---|---|---|---|"];
    const runs = [{ repeats: 2, earlyStop: true }, { repeats: 4, earlyStop: false }, { repeats: 4, earlyStop: true }];
    for (const { repeats, earlyStop } of runs) {
      for (const c of CASES) {
        const config: JudgeConfig = { ...judgeDefaults(loadPreset("coding")), baseURL: server.baseURL, apiKey: null, model: "bench", repeats, earlyStop };
        const from = server.requests.length;
        const started = Date.now();
        const outcome = await judge({ trajectory: c.make(), checks: PASSING_CHECKS, diff: "+a\n-b", prBody: null }, config);
        const ms = Date.now() - started;
        if (outcome.status !== "ok") throw new Error(`bench verdict failed: ${outcome.reason}`);
        const requests = server.requests.slice(from);
        const prompts = requests.map(promptText);
        const tokens = prompts.reduce((n, p) => n + countTokens(p), 0);
        const share = sharedPrefixFraction(prompts);
        const stop = earlyStop ? (outcome.earlyStopped ? "on (stopped)" : "on") : "off";
        rows.push(`| ${c.name} | ${repeats} | ${stop} | ${requests.length} | ${tokens} | ${share.all.toFixed(3)} | ${share.afterFirstPerOrder.toFixed(3)} | ${ms} |`);
      }
    }
    console.log(`\n${rows.join("\n")}\n`);
  });
});
