import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { runCli } from "../src/cli.js";
import { verify, type VerifyOptions } from "../src/verify.js";
import { type FakeOpenAI, scriptedJudge, startFakeOpenAI } from "./helpers/fake-openai.js";

/** verify() end to end with the judge talking to a loopback OpenAI-compatible server. */
let server: FakeOpenAI | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const PASSING: Omit<VerifyOptions, "judge"> = {
  transcriptPath: "examples/claude-code-fix-range/session.jsonl",
  diff: { path: "examples/claude-code-fix-range/pr.diff" },
  noLlm: false,
  env: { OPENAI_API_KEY: "sk-test-key-for-the-fake-server-0000" },
};
/** Edited, ran nothing, said done: missing evidence (neutral), not a proven failure. */
const UNVERIFIED: Omit<VerifyOptions, "judge"> = { ...PASSING, transcriptPath: "examples/claude-sdk-debug-print/transcript.json", diff: undefined };
/** Its last test run after the edit failed, and it says all tests pass: a proven failure. */
const FAILING: Omit<VerifyOptions, "judge"> = { ...PASSING, transcriptPath: "test/fixtures/transcripts/synthetic-claude-code-red-final.jsonl", diff: undefined };
/** A SWE-agent run whose history shows the model a worked example (another repository's issue) first. */
const DEMONSTRATED: Omit<VerifyOptions, "judge"> = { ...PASSING, transcriptPath: "test/fixtures/transcripts/synthetic-sweagent-0.x-with-demonstration.traj", diff: undefined };
/** Words only that example holds. */
const DEMO_MARKS = /pyclock|Duration|reproduce_rounding|DEMONSTRATION|14 passed/;
const BEST = { A: 1 };
const WORST = { T: 1 };

describe("verify with the judge", () => {
  test("a judged pass: both scores, the samples and the usage reach the report and the comment", async () => {
    server = await startFakeOpenAI(scriptedJudge({ A: 0.8, B: 0.2 }, WORST));
    const { report, markdown } = await verify({ ...PASSING, judge: { baseUrl: server.baseURL } });
    expect(report).toMatchObject({ verdict: "pass", evidenceScore: 1, judge: { status: "ok", rubric: "preset:coding" } });
    expect(report.judgeScore).toBeCloseTo(18.8 / 19, 6);
    expect(report.baselineScore).toBe(0);
    expect(report.score).toBeCloseTo(0.5 + 0.5 * (18.8 / 19), 3);
    expect(report.usage.calls).toBe(server.requests.length);
    expect(report.criteria.length).toBeGreaterThan(0);
    expect(markdown).toContain("#### Criteria (agent vs empty-work baseline)");
    expect(markdown).toContain("An LLM judge scored the work 0.99 against 0.00 for doing nothing.");
  });

  test("a judge that always gives the best score cannot lift a deterministic fail", async () => {
    server = await startFakeOpenAI(scriptedJudge(BEST, WORST));
    const { report } = await verify({ ...FAILING, judge: { baseUrl: server.baseURL } });
    expect(report.judge.status).toBe("ok");
    expect(report.verdict).toBe("fail");
    expect(report.score).toBeLessThanOrEqual(0.3);
  });

  test("a judge that rates the agent no better than doing nothing pulls a pass down", async () => {
    server = await startFakeOpenAI(scriptedJudge(WORST, WORST));
    const { report } = await verify({ ...PASSING, judge: { baseUrl: server.baseURL } });
    expect(report.verdict).not.toBe("pass");
  });

  test("a judge that fails makes the verdict neutral, never pass", async () => {
    // a reply with no score in it (retried 5xx storms are the judge's own tests, with short timings)
    server = await startFakeOpenAI(() => ({ json: { id: "x", object: "chat.completion", created: 0, model: "m", choices: [] } }));
    const { report } = await verify({ ...PASSING, judge: { baseUrl: server.baseURL, repeats: 2 } });
    expect(report.judge.status).toBe("failed");
    expect(report.verdict).toBe("neutral");
    expect(report.summary).toContain("The LLM judge failed");
  });

  test("without a request in the transcript, the judge gets the PR description as the task", async () => {
    server = await startFakeOpenAI(scriptedJudge(BEST, WORST));
    await verify({ ...UNVERIFIED, prBody: { text: "Remove the debug print from example_function." }, judge: { baseUrl: server.baseURL } });
    const user = server.requests[0]!.body.messages!.find((message) => message.role === "user")!.content;
    const taskSection = user.slice(user.indexOf("## Task"), user.indexOf("## Task") + 400);
    expect(taskSection).toContain("Remove the debug print from example_function.");
    expect(user).not.toContain("(the transcript does not state the task)");
  });

  test("the judge is given the run's own issue as the task, and nothing of the demonstration in its history", async () => {
    server = await startFakeOpenAI(scriptedJudge(BEST, WORST));
    const { report } = await verify({ ...DEMONSTRATED, judge: { baseUrl: server.baseURL } });
    expect(report.judge.status).toBe("ok");
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) {
      const user = request.body.messages!.find((message) => message.role === "user")!.content;
      expect(user.slice(user.indexOf("## Task"), user.indexOf("## Trajectory in slot A"))).toContain("TextUtils.capitalize throws on an empty string");
      expect(request.raw).not.toMatch(DEMO_MARKS);
    }
    // nor the checks: task_found quotes the real issue, and no claim or run comes from the example
    expect(JSON.stringify(report)).not.toMatch(DEMO_MARKS);
  });

  test("secrets in the transcript never reach the judge", async () => {
    server = await startFakeOpenAI(scriptedJudge(BEST, WORST));
    await verify({ ...PASSING, prBody: { text: `deploy with ghp_${"x1Y2z3".repeat(7)}` }, judge: { baseUrl: server.baseURL } });
    expect(server.requests.length).toBeGreaterThan(0);
    for (const request of server.requests) expect(request.raw).not.toMatch(/ghp_[A-Za-z0-9]{30}/);
  });

  test("under --no-llm the environment's key is still redacted from what the transcript printed", async () => {
    const key = `key-${"Q7w".repeat(6)}`; // no known secret shape: only the registered value can catch it
    const dir = await mkdtemp(join(tmpdir(), "av-key-"));
    const transcript = (await readFile(PASSING.transcriptPath, "utf8")).replace("Tests  4 passed (4)", `Tests  4 passed (4) ${key}`);
    await writeFile(join(dir, "session.jsonl"), transcript);
    const { report, markdown } = await verify({ ...PASSING, transcriptPath: join(dir, "session.jsonl"), noLlm: true, env: { OPENAI_API_KEY: key } });
    expect(JSON.stringify(report)).not.toContain(key);
    expect(markdown).not.toContain(key);
    expect(report.redactions).toBeGreaterThan(0);
  });

  test("without a key or a base URL, judging is skipped and the report says why", async () => {
    const { report } = await verify({ ...PASSING, env: {} });
    expect(report.judge).toMatchObject({ status: "skipped", reason: "no judge endpoint: OPENAI_API_KEY is not set and no --base-url was given" });
    expect(report.verdict).toBe("pass");
  });

  test("a rubric typo is an error naming it, never the default rubric's pass", async () => {
    const { report, inputError } = await verify({ ...PASSING, noLlm: true, judge: { criteria: "codng" } });
    expect(report.verdict).toBe("error");
    expect(inputError).toMatch(/criteria "codng" cannot be used/);
  });

  test("a rubric's front matter adds verification commands", async () => {
    const { report } = await verify({ ...UNVERIFIED, noLlm: true, judge: { criteria: "terminal" } });
    // the terminal preset counts reading a result back (cat, ls, stat) as a check; the sample ran none
    expect(report.checks.find((check) => check.id === "verified_after_last_edit")!.status).toBe("warn");
    expect(report.verdict).toBe("neutral");
  });

  test("no check after the edits is missing evidence (neutral); a red last run is a proven failure (fail)", async () => {
    expect((await verify({ ...UNVERIFIED, noLlm: true })).report.verdict).toBe("neutral");
    const { report } = await verify({ ...FAILING, noLlm: true });
    expect(report.verdict).toBe("fail");
    expect(report.checks.find((check) => check.id === "final_checks_green")!.status).toBe("fail");
  });
});

test("the CLI passes the judge options through", async () => {
  server = await startFakeOpenAI(scriptedJudge({ A: 1 }, WORST));
  let stdout = "";
  const io = { stdout: (text: string) => (stdout += text), stderr: () => undefined };
  process.env.AV_TEST_KEY = "sk-test-key-for-the-fake-server-0000";
  const code = await runCli(
    ["verify", "--transcript", PASSING.transcriptPath, "--base-url", server.baseURL, "--api-key-env", "AV_TEST_KEY", "--model", "m1", "--repeats", "2", "--json", "-"],
    io,
  );
  delete process.env.AV_TEST_KEY;
  expect(code).toBe(0);
  expect(JSON.parse(stdout)).toMatchObject({ verdict: "pass", judge: { status: "ok", model: "m1" } });
  expect(server.requests[0]!.body.model).toBe("m1");
  expect(await runCli(["verify", "--transcript", PASSING.transcriptPath, "--repeats", "3"], io)).toBe(2);
});

describe("a folder given as the transcript", () => {
  test("the report and the comment name the file read among the folder's files, and why", async () => {
    const dir = await mkdtemp(join(tmpdir(), "agent-verdict-folder-"));
    await writeFile(join(dir, "session.jsonl"), await readFile(PASSING.transcriptPath, "utf8"));
    await writeFile(join(dir, "package.json"), '{"name":"x"}');
    const { report, markdown } = await verify({ ...PASSING, transcriptPath: dir, noLlm: true });
    const reason = "a JSON-lines file, which sessions are";
    expect(report.transcript?.chosen).toEqual({ file: "session.jsonl", among: 2, reason });
    expect(markdown).toContain(`Read \`session.jsonl\`, one of 2 files in the folder or archive given: ${reason}.`);
  });
});

describe("the summary's count of edited files", () => {
  test("says it counts what the transcript shows when the recorder cut commands that may have written more", async () => {
    const cut = "test/fixtures/labeled/tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP.trajectory.json";
    const { report } = await verify({ ...PASSING, transcriptPath: cut, diff: undefined, noLlm: true });
    expect(report.summary).toMatch(/^The agent made 7 tool calls, edited 1 file in what the transcript shows of its commands \(the recorder cut some, and what their cut parts wrote is not known\) and ran 2 commands this report reads as checks\./);
    const whole = await verify({ ...PASSING, noLlm: true });
    expect(whole.report.summary).toMatch(/^The agent made 7 tool calls, edited 1 file and ran 3 commands this report reads as checks\./);
    // a line that runs two checks is one command the agent ran
    const dir = await mkdtemp(join(tmpdir(), "av-count-"));
    const twice = (await readFile(PASSING.transcriptPath, "utf8")).replaceAll('"command": "npm test"', '"command": "npx tsc --noEmit && npm test"');
    await writeFile(join(dir, "session.jsonl"), twice);
    const both = await verify({ ...PASSING, transcriptPath: join(dir, "session.jsonl"), noLlm: true });
    expect(both.report.summary).toMatch(/ran 3 commands this report reads as checks\./);
  });
});
