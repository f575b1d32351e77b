/**
 * The judge's action inputs through the whole action (local GitHub stand-in + loopback judge):
 * judge-required with an empty key secret, judge-timeout against a stalled endpoint, a bad value.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countTokens } from "../../src/judge/tokens.js";
import { type FakeOpenAI, startFakeOpenAI } from "../helpers/fake-openai.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn } from "../github/helpers/harness.js";
import { play } from "./fixture-player.js";

const PASSING = fixture("github/passing-stream.ndjson");

// the tokenizer loads its ranks on first use (seconds on a loaded machine), before the judge's wall starts
beforeAll(() => void countTokens("warm up"));

let github: FakeGitHub;
let judgeServer: FakeOpenAI | null = null;
beforeEach(async () => {
  github = await new FakeGitHub().start();
});
afterEach(async () => {
  await github.stop();
  await judgeServer?.close();
  judgeServer = null;
});

function run(inputs: Record<string, string>) {
  const pull = addPull(github);
  const result = runActionIn(github, {
    event: "pull_request",
    payload: pullRequestEvent(pull, github),
    inputs: { "transcript-path": "agent/transcript.ndjson", ...inputs },
    // the producer records the head it verified: the transcript is bound to the PR head
    workspace: { "agent/transcript.ndjson": PASSING, "agent/head-sha": `${pull.headSha}\n` },
  });
  return { pull, result };
}

describe("judge inputs of the action", () => {
  it("judge-required with an empty api-key secret: neutral, never a checks-only pass, and the comment says only checks ran", async () => {
    const { pull, result } = run({ "judge-required": "true", "api-key": "" });
    const done = await result;
    expect(done.outputs.verdict).toBe("neutral");
    const comment = github.commentsOn(pull.number)[0]!.body;
    expect(comment).toContain("Layers: deterministic checks only.");
    expect(comment).toMatch(/judge is required but did not run/);
    // a check run where the token may create one; neutral asks for action, never a green conclusion
    expect(github.checkRuns.at(-1)).toMatchObject({ conclusion: "action_required" });
  });

  it("without judge-required and without a key, a checks-only pass says so", async () => {
    const { pull, result } = run({});
    expect((await result).outputs.verdict).toBe("pass");
    expect(github.commentsOn(pull.number)[0]!.body).toContain("Layers: deterministic checks only.");
  });

  it("without api-key and base-url, the comment names those inputs, not the CLI's flag or the action's internal variable", async () => {
    const { pull, result } = run({});
    await result;
    const comment = github.commentsOn(pull.number)[0]!.body;
    expect(comment).toContain("no judge endpoint: neither the api-key input nor the base-url input is set");
    expect(comment).not.toMatch(/AGENT_VERDICT_API_KEY|--base-url/);
  });

  it("judge-config sets the judge's wall the way judge-timeout did", async () => {
    judgeServer = await startFakeOpenAI(play("stall"));
    const { result } = run({ "base-url": judgeServer.baseURL, "api-key": "sk-judge-key-0000000000", "judge-config": "judge-timeout: 2" });
    const done = await result;
    expect(done.outputs.verdict).toBe("neutral");
    const report = JSON.parse(readFileSync(done.outputs["report-path"]!, "utf8")) as { judge: { reason: string } };
    expect(report.judge.reason).toMatch(/^judge timed out after 2 s/);
  });

  it("judge-timeout against a stalled endpoint: neutral within the wall, the reason names the timeout", async () => {
    judgeServer = await startFakeOpenAI(play("stall"));
    const started = Date.now();
    const { result } = run({ "base-url": judgeServer.baseURL, "api-key": "sk-judge-key-0000000000", "judge-timeout": "2" });
    const done = await result;
    expect(Date.now() - started).toBeLessThan(2_000 + 5_000);
    expect(done.outputs.verdict).toBe("neutral");
    const report = JSON.parse(readFileSync(done.outputs["report-path"]!, "utf8")) as { judge: { reason: string } };
    expect(report.judge.reason).toMatch(/^judge timed out after 2 s/);
  });

  it("a malformed judge-timeout stops with one line naming the input", async () => {
    const { result } = run({ "judge-timeout": "soon" });
    expect((await result).log).toMatch(/::error::agent-verdict: input judge-timeout "soon": must be seconds/);
  });
});
