/**
 * Size limits: each has a named default, the judge's token budget is also an option and an input,
 * and going over one gives an `error` or `neutral` verdict whose reason names the limit.
 */
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli.js";
import { capBody, MAX_BODY_CHARS } from "../../src/github/publish/body.js";
import { DEFAULT_TOKEN_BUDGET } from "../../src/judge/config.js";
import { MAX_TRANSCRIPT_BYTES } from "../../src/transcript/index.js";
import { verify } from "../../src/verify.js";
import { scriptedJudge, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn } from "../github/helpers/harness.js";

const EXAMPLE = "examples/claude-code-fix-range";
const TINY_BUDGET = 10;
const TRANSCRIPT = ["verify", "--transcript", `${EXAMPLE}/session.jsonl`];

let judge: FakeOpenAI;
beforeEach(async () => {
  judge = await startFakeOpenAI(scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 }));
});
afterEach(async () => {
  await judge.close();
});

async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe("the transcript size limit", () => {
  it("verify() over the limit: error verdict, the reason names the limit, no pass", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "av-limit-")), "huge.jsonl");
    writeFileSync(path, "");
    truncateSync(path, MAX_TRANSCRIPT_BYTES + 1);
    const result = await verify({ transcriptPath: path, noLlm: true });
    expect(result.report.verdict).toBe("error");
    expect(result.inputError).toMatch(new RegExp(`${MAX_TRANSCRIPT_BYTES}-byte transcript limit`));
    expect(result.markdown).toContain("Could not verify");
  });
});

describe("the judge's token budget", () => {
  it(`defaults to ${DEFAULT_TOKEN_BUDGET}; --token-budget over the run: neutral, no call made, the reason names the budget`, async () => {
    const base = [...TRANSCRIPT, "--diff", `${EXAMPLE}/pr.diff`, "--base-url", judge.baseURL, "--json", "-"];
    const { code, stdout } = await cli(...base, "--token-budget", String(TINY_BUDGET));
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { verdict: string; reasons: string[]; errors: string[] };
    expect(report.verdict).toBe("neutral");
    expect(judge.requests).toHaveLength(0);
    expect([...report.reasons, ...report.errors].join(" ")).toMatch(new RegExp(`over the ${TINY_BUDGET}-token budget`));
    const within = JSON.parse((await cli(...base)).stdout) as { verdict: string };
    expect(within.verdict).toBe("pass");
  });

  it.each(["0", "-5", "lots", "1.5"])("--token-budget %s: exit 2, one line naming the option", async (value) => {
    const { code, stderr } = await cli(...TRANSCRIPT, "--base-url", judge.baseURL, `--token-budget=${value}`);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^agent-verdict: --token-budget must be a positive integer[^\n]*\n$/);
  });

  describe("in the action", () => {
    let github: FakeGitHub;
    beforeEach(async () => {
      github = await new FakeGitHub().start();
    });
    afterEach(async () => {
      await github.stop();
    });
    const run = (inputs: Record<string, string>) => {
      const pull = addPull(github);
      return runActionIn(github, {
        event: "pull_request",
        payload: pullRequestEvent(pull, github),
        inputs: { "transcript-path": "t.ndjson", "base-url": judge.baseURL, "api-key": "judge-key-0123456789", ...inputs },
        workspace: { "t.ndjson": fixture("github/passing-stream.ndjson") },
      });
    };

    it("input token-budget over the run: neutral, the comment names the budget", async () => {
      const result = await run({ "token-budget": String(TINY_BUDGET) });
      expect(result.outputs.verdict).toBe("neutral");
      expect(judge.requests).toHaveLength(0);
      expect(github.commentsOn(7)[0]!.body).toMatch(new RegExp(`over the ${TINY_BUDGET}-token budget`));
      expect(readFileSync(result.outputs["report-path"]!, "utf8")).toMatch(/token budget/);
    });

    it("a malformed token-budget stops before any API call, naming the input", async () => {
      const result = await run({ "token-budget": "lots" });
      expect(result.log).toMatch(/::error::agent-verdict: input token-budget "lots": must be a number of tokens/);
      expect(github.requests).toHaveLength(0);
    });
  });
});

describe("the comment size limit", () => {
  it(`a body over GitHub's ${MAX_BODY_CHARS} characters is cut with a marker, its details closed`, () => {
    const body = `<!-- agent-verdict:v1 {} -->\n<details><summary>x</summary>\n${"🔴 finding ".repeat(20_000)}\n</details>\n`;
    const capped = capBody(body);
    expect(capped.length).toBeLessThanOrEqual(MAX_BODY_CHARS);
    expect(capped).toMatch(/\[… \d+ characters omitted: see the job summary or the JSON report\]\n$/);
    expect(capped.match(/<details>/g)).toHaveLength(1);
    expect(capped.match(/<\/details>/g)).toHaveLength(1);
  });
});
