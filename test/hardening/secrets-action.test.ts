/**
 * The secrets corpus end to end: planted in the transcript (task, tool input, tool output, final
 * answer), the PR body and the diff, plus the action's own api-key and github-token. None reaches
 * the judge (asserted at the loopback model server), the comment or the status (asserted at the
 * GitHub stand-in), the job summary, the JSON report, the outputs or the log; the report counts them.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scriptedJudge, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { RANGE_DIFF, addPull, pullRequestEvent, runActionIn } from "../github/helpers/harness.js";
import { ACTION_API_KEY, ACTION_GITHUB_TOKEN, SECRET_CORPUS } from "./secrets-corpus.js";

const SESSION = "5f0c2a8e-0000-4000-8000-00000000b001";
const OWN = [ACTION_API_KEY, ACTION_GITHUB_TOKEN];
const ALL_PLANTED = [...SECRET_CORPUS.map((item) => item.planted), ...OWN].join("\n");
const ALL_VALUES = [...SECRET_CORPUS.map((item) => item.value), ...OWN];

/** A claude-sdk stream that passes its checks, with the corpus in every field a reader keeps. */
function plantedTranscript(): string {
  const line = (value: unknown) => JSON.stringify({ ...(value as object), session_id: SESSION });
  const tool = (id: string, name: string, input: unknown) => ({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
  });
  const result = (id: string, content: string) => ({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: false }] },
  });
  const final = `Fixed the loop bound in src/range.ts; npm test passes (4 tests). Leftovers:\n${ALL_PLANTED}`;
  return [
    line({ type: "system", subtype: "init", cwd: "/w", tools: ["Bash", "Edit"], model: "m" }),
    line({ type: "user", message: { role: "user", content: [{ type: "text", text: `Fix range.ts. Use these:\n${ALL_PLANTED}` }] } }),
    line(tool("t1", "Bash", { command: `echo ${SECRET_CORPUS[0]!.value} && curl -H 'Authorization: Bearer ${ACTION_API_KEY}'` })),
    line(result("t1", `$ cat .env\n${ALL_PLANTED}\n`)),
    line(tool("t2", "Edit", { file_path: "/w/src/range.ts", old_string: "i <= n", new_string: `i < n // ${SECRET_CORPUS[2]!.value}` })),
    line(result("t2", "The file src/range.ts has been updated.")),
    line(tool("t3", "Bash", { command: "npm test" })),
    line(result("t3", "> vitest run\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)")),
    line({ type: "assistant", message: { role: "assistant", content: [{ type: "text", text: final }] } }),
    line({ type: "result", subtype: "success", is_error: false, result: final }),
  ].join("\n");
}

const plantedDiff = () =>
  `${RANGE_DIFF}diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -0,0 +1,${ALL_VALUES.length} @@\n`
  + ALL_PLANTED.split("\n").map((text) => `+${text}`).join("\n") + "\n";

let server: FakeGitHub;
let judge: FakeOpenAI;
beforeEach(async () => {
  server = await new FakeGitHub().start();
  judge = await startFakeOpenAI(scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 }));
});
afterEach(async () => {
  await server.stop();
  await judge.close();
});

describe("planted secrets", () => {
  it(`none of ${ALL_VALUES.length} secret values leaves the runner, and the report counts the redactions`, async () => {
    const pull = addPull(server, { body: `Fixes range.\n\n${ALL_PLANTED}`, diff: plantedDiff() });
    const result = await runActionIn(server, {
      event: "pull_request",
      payload: pullRequestEvent(pull, server),
      inputs: { "transcript-path": "t.ndjson", "base-url": judge.baseURL, "api-key": ACTION_API_KEY, "github-token": ACTION_GITHUB_TOKEN },
      workspace: { "t.ndjson": plantedTranscript() },
    });
    const reportText = readFileSync(result.outputs["report-path"]!, "utf8");
    const report = JSON.parse(reportText) as { verdict: string; redactions: number };
    expect(judge.requests.length).toBeGreaterThan(0);
    const comments = server.commentsOn(pull.number);
    expect(comments).toHaveLength(1);
    const places: Record<string, string> = {
      "judge requests": judge.requests.map((request) => request.raw).join("\n"),
      comment: comments[0]!.body,
      statuses: JSON.stringify(server.statuses),
      summary: result.summary,
      report: reportText,
      outputs: JSON.stringify(result.outputs),
      // the runner masks what ::add-mask:: names; that command itself is how the mask is set
      log: result.log.replace(/^::add-mask::.*$/gm, ""),
    };
    const leaks = Object.entries(places).flatMap(([place, text]) =>
      ALL_VALUES.filter((value) => text.includes(value)).map((value) => `${place}: ${value.slice(0, 12)}…`));
    expect(leaks).toEqual([]);
    // the transcript, the PR body and the diff each carry the whole corpus
    expect(report.redactions).toBeGreaterThanOrEqual(3 * SECRET_CORPUS.length);
    expect(comments[0]!.body).toMatch(/\d+ secrets redacted/);
  });
});
