/** Rank mode with a judge configured: the PRs' transcripts are compared pairwise through the loopback endpoint. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, type ReceivedRequest, completion, scoredReply, startFakeOpenAI, tokensText } from "../helpers/fake-openai.js";
import { FakeActionsCache } from "../helpers/actions-cache-server.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { session } from "../rank/transcripts.js";
import { HUMAN, addPull, runActionIn, zipOf } from "./helpers/harness.js";

const ISSUE = 5;
const TASK = "Fix the off-by-one in src/range.ts and make sure the tests pass.";
/** The judge's letter for each stated quality: A is the top of the 20-letter scale. */
const LETTER: Record<string, string> = { high: "A", mid: "H", low: "P" };

/** A green attempt whose final answer states its quality, so the judge's true order is known. */
const attempt = (quality: string) =>
  session(TASK, [
    { read: "src/range.ts" },
    { edit: "src/range.ts", content: "i < n\n" },
    { run: "npm test", output: "Tests: 3 passed, 3 total" },
    { say: `Done. QUALITY=${quality}` },
  ]);

function slotText(request: ReceivedRequest, slot: "A" | "B"): string {
  const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
  return new RegExp(`<<<BEGIN UNTRUSTED slot ${slot} \\w+>>>([\\s\\S]*?)<<<END UNTRUSTED slot ${slot}`).exec(user)?.[1] ?? "";
}

let server: FakeGitHub;
let judge: FakeOpenAI;
beforeEach(async () => {
  server = await new FakeGitHub().start();
  judge = await startFakeOpenAI((request) => {
    const grade = (slot: "A" | "B") => ({ [LETTER[/QUALITY=(\w+)/.exec(slotText(request, slot))?.[1] ?? ""] ?? "T"]: 1 });
    const tokens = scoredReply(grade("A"), grade("B"));
    return { json: completion(request.body.logprobs ? tokens : null, { text: tokensText(tokens) }) };
  });
});
afterEach(async () => {
  await Promise.all([server.stop(), judge.close()]);
});

/** Three green PRs that close the issue, each stating its quality, with transcripts uploaded by runs on their heads. */
function linkThreeAttempts(): void {
  server.addIssue({ number: ISSUE, title: "range() is off by one", state: "open", user: HUMAN, body: "" });
  for (const [number, quality] of [[21, "low"], [22, "high"], [23, "mid"]] as const) {
    const pull = addPull(server, { number, headRef: `claude/attempt-${number}`, body: `Closes #${ISSUE}` });
    server.crossReference(ISSUE, pull);
    const run = { id: server.id(), headSha: pull.headSha, headBranch: pull.headRef, headRepo: "octo/demo", createdAt: "2026-01-02T00:00:00Z" };
    server.runs.push(run);
    const zip = zipOf({ "transcript.jsonl": attempt(quality) });
    server.artifacts.push({ id: server.id(), name: `agent-transcript-${pull.headSha}`, runId: run.id, expired: false, createdAt: run.createdAt, zip });
  }
}

describe("rank mode with a judge", () => {
  it("orders three green PRs by pairwise judging and names the judge in the comment", async () => {
    linkThreeAttempts();
    const result = await runActionIn(server, {
      event: "issues",
      payload: { action: "labeled", issue: { number: ISSUE }, label: { name: "rank-agents" } },
      inputs: { "rank-issue": String(ISSUE), "transcript-artifact": "agent-transcript-{sha}", "base-url": judge.baseURL, model: "fake-judge" },
    });
    expect(result.outputs).toMatchObject({ verdict: "ranked", ranking: "22,23,21" });
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.judge).toMatchObject({ status: "ok", model: "fake-judge" });
    expect(report.comparisons).toHaveLength(3);
    expect(judge.requests.length).toBeGreaterThan(0);
    expect(server.commentsOn(ISSUE)[0]!.body).toContain("Pairwise judge: fake-judge, 3 comparisons");
  });

  it("keeps the comparisons' samples in the Actions cache: a re-run with the same PRs asks the judge nothing", async () => {
    linkThreeAttempts();
    const cache = await new FakeActionsCache().start();
    const runnerTemp = mkdtempSync(join(tmpdir(), "agent-verdict-rank-temp-"));
    try {
      const rankOnce = async () => {
        const before = judge.requests.length;
        const result = await runActionIn(server, {
          event: "workflow_dispatch",
          payload: { inputs: { issue: String(ISSUE) } },
          inputs: { "rank-issue": String(ISSUE), "transcript-artifact": "agent-transcript-{sha}", "base-url": judge.baseURL, model: "fake-judge", "api-key": "sk-judge-key-0000" },
          env: { RUNNER_TEMP: runnerTemp, ...cache.env() },
        });
        // a runner starts every job with an empty temp folder: only the cache service carries samples over
        for (const folder of ["agent-verdict-rank-cache", "agent-verdict-rank-samples"]) rmSync(join(runnerTemp, folder), { recursive: true, force: true });
        return { result, report: JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8")), calls: judge.requests.length - before };
      };
      const first = await rankOnce();
      expect(first.result.outputs.ranking).toBe("22,23,21");
      expect(first.calls).toBeGreaterThan(0);
      expect(first.report.judge).toMatchObject({ cacheHits: 0, cache: { restoredKey: null } });
      expect(cache.committed()).toHaveLength(1);
      const second = await rankOnce();
      expect(second.calls).toBe(0);
      expect(second.result.outputs.ranking).toBe("22,23,21");
      expect(second.report.judge.cacheHits).toBe(first.calls);
      expect(second.report.judge.cache).toEqual({ restoredKey: first.report.judge.cache.savedKey, savedKey: null });
    } finally {
      await cache.stop();
      rmSync(runnerTemp, { recursive: true, force: true });
    }
  });
});
