/**
 * Judge bench: runs judge() against a local scripted OpenAI-compatible server on synthetic
 * trajectories and, when ../shared is present, on the labeled set's trajectories (read by a bench-only
 * ATIF adapter until the project's reader is merged; labels are never read), and prints per verdict:
 * calls, prompt tokens (counted with the judge's tokenizer), and the fraction of prompt characters
 * that is a prefix shared with an earlier request of the same verdict.
 * Run: npm run bench:judge. Figures are recorded in bench/JUDGE.md.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { judge, judgeDefaults, type JudgeConfig } from "../src/judge/index.js";
import { loadPreset } from "../src/judge/criteria.js";
import { countTokens } from "../src/judge/tokens.js";
import { loadTranscript } from "../src/transcript/index.js";
import { type FakeOpenAI, type ReceivedRequest, agentSlot, completion, scoredReply, startFakeOpenAI } from "../test/helpers/fake-openai.js";
import { PASSING_CHECKS, longTrajectory, trajectory } from "../test/helpers/judge-fixtures.js";

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

const LABELED = join(import.meta.dirname, "..", "..", "shared", "fixtures", "labeled");

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Measured {
  calls: number;
  tokens: number;
  shared: number;
  sharedLater: number;
  chars: number;
  charsLater: number;
  ms: number;
}

async function measure(config: JudgeConfig, t: ReturnType<typeof trajectory>): Promise<Measured> {
  const from = server.requests.length;
  const started = Date.now();
  const outcome = await judge({ trajectory: t, checks: PASSING_CHECKS, diff: null, prBody: null }, config);
  const ms = Date.now() - started;
  if (outcome.status !== "ok") throw new Error(`bench verdict failed: ${outcome.reason}`);
  const prompts = server.requests.slice(from).map(promptText);
  const share = sharedPrefixFraction(prompts);
  const chars = prompts.reduce((n, p) => n + p.length, 0);
  const charsLater = prompts.slice(2).reduce((n, p) => n + p.length, 0);
  const tokens = prompts.reduce((n, p) => n + countTokens(p), 0);
  const shared = share.all * chars;
  return { calls: prompts.length, tokens, shared, sharedLater: share.afterFirstPerOrder * charsLater, chars, charsLater, ms };
}

describe("judge bench", () => {
  it.runIf(existsSync(join(LABELED, "index.jsonl")))("prints the same figures over the labeled set's trajectories", async () => {
    const rows = readFileSync(join(LABELED, "index.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line) as { file: string });
    const config: JudgeConfig = { ...judgeDefaults(loadPreset("terminal")), baseURL: server.baseURL, apiKey: null, model: "bench" };
    const all: Measured[] = [];
    for (const row of rows) {
      const { trajectory: read } = await loadTranscript(join(LABELED, row.file));
      all.push(await measure(config, read));
    }
    const tokens = all.map((m) => m.tokens).sort((a, b) => a - b);
    const ms = all.map((m) => m.ms).sort((a, b) => a - b);
    const sum = (f: (m: Measured) => number) => all.reduce((n, m) => n + f(m), 0);
    console.log([
      `\nlabeled set: ${all.length} verdicts, preset terminal (3 criteria), repeats 2`,
      `calls / verdict: ${sum((m) => m.calls) / all.length}`,
      `prompt tokens / verdict: median ${quantile(tokens, 0.5)}, p90 ${quantile(tokens, 0.9)}, max ${tokens.at(-1)}`,
      `shared prefix (all): ${(sum((m) => m.shared) / sum((m) => m.chars)).toFixed(3)}`,
      `shared prefix (after 1st per order): ${(sum((m) => m.sharedLater) / sum((m) => m.charsLater)).toFixed(3)}`,
      `ms / verdict (render + local server): median ${quantile(ms, 0.5)}, p90 ${quantile(ms, 0.9)}\n`,
    ].join("\n"));
  });

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
