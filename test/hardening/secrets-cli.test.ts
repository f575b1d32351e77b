/**
 * The secrets corpus through every command of the CLI: planted in every field a transcript carries
 * (the task, a message, commands, outputs, file edits and writes, the final answer; outputs old
 * enough for the output budget to cut them, so their kept ends are redacted at the cut), the PR body
 * and the diff. No value shows in `verify`'s report and comment (with and without the judge), in the
 * requests the loopback judge receives, in `parse`'s trajectory, in `eval`'s and `rank`'s JSON, or on
 * stderr. A sink-side redaction has to pass this as redaction at load does (bench/RESULTS.md, Run 19).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runCli } from "../../src/cli.js";
import { RECENT_OUTPUTS, RETAINED_OUTPUT_CHARS } from "../../src/transcript/output-budget.js";
import { scriptedJudge, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai.js";
import { RANGE_DIFF } from "../github/helpers/harness.js";
import { SECRET_CORPUS } from "./secrets-corpus.js";

const ALL_PLANTED = SECRET_CORPUS.map((item) => item.planted).join("\n");
const ALL_VALUES = SECRET_CORPUS.map((item) => item.value);
/** Older outputs, each long enough that the budget, once spent, cuts it to head + tail. */
const OLDER_RUNS = RECENT_OUTPUTS + 20;
const OLDER_OUTPUT_CHARS = Math.ceil((1.2 * RETAINED_OUTPUT_CHARS) / RECENT_OUTPUTS);
const JUDGE_KEY = "sk-cli-corpus-test-key-for-the-loopback-0000";

/** A test log line: ordinary words around the corpus, so the corpus sits at both kept ends. */
function olderOutput(at: number): string {
  const filler = `ok ${at} - a case of the suite passed in 3 ms\n`.repeat(Math.ceil(OLDER_OUTPUT_CHARS / 40));
  return `${ALL_PLANTED}\n${filler}${ALL_PLANTED}\n`;
}

/** A claude-sdk stream with the corpus in every field its reader keeps. */
function plantedTranscript(): string {
  const line = (value: object) => JSON.stringify({ ...value, session_id: "5f0c2a8e-0000-4000-8000-00000000c019" });
  const assistant = (content: object[]) => ({ type: "assistant", message: { role: "assistant", content } });
  const tool = (id: string, name: string, input: object) => assistant([{ type: "tool_use", id, name, input }]);
  const result = (id: string, content: string) => ({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: false }] },
  });
  const final = `Fixed the loop bound in src/range.ts; npm test passes (4 tests). Left in place:\n${ALL_PLANTED}`;
  const older = Array.from({ length: OLDER_RUNS }, (_, at) => [
    line(tool(`o${at}`, "Bash", { command: `npm test -- --grep case${at}` })),
    line(result(`o${at}`, olderOutput(at))),
  ]).flat();
  return [
    line({ type: "system", subtype: "init", cwd: "/w", tools: ["Bash", "Edit", "Write"], model: "m" }),
    line({ type: "user", message: { role: "user", content: [{ type: "text", text: `Fix range.ts. Use these:\n${ALL_PLANTED}` }] } }),
    ...older,
    line(assistant([{ type: "text", text: `Noting the credentials first:\n${ALL_PLANTED}` }])),
    line(tool("c1", "Bash", { command: `cat > .env <<'EOF'\n${ALL_PLANTED}\nEOF` })),
    line(result("c1", "")),
    line(tool("c2", "Write", { file_path: "/w/config/secrets.yml", content: ALL_PLANTED })),
    line(result("c2", "File created successfully at: /w/config/secrets.yml")),
    line(tool("c3", "Edit", { file_path: "/w/src/range.ts", old_string: "i <= n", new_string: `i < n\n/*\n${ALL_PLANTED}\n*/` })),
    line(result("c3", "The file src/range.ts has been updated.")),
    line(tool("c4", "Bash", { command: "npm test" })),
    line(result("c4", `${ALL_PLANTED}\n> vitest run\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)`)),
    line(assistant([{ type: "text", text: final }])),
    line({ type: "result", subtype: "success", is_error: false, result: final }),
  ].join("\n");
}

const plantedDiff = () =>
  `${RANGE_DIFF}diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -0,0 +1,1 @@\n`
  + ALL_PLANTED.split("\n").map((text) => `+${text}`).join("\n") + "\n";

/** Every file the judge cache wrote, as one text. */
async function cacheText(cache: string): Promise<string> {
  const files = (await readdir(cache, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  return (await Promise.all(files.map((file) => readFile(join(file.parentPath, file.name), "utf8")))).join("\n");
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

let dir: string;
let judge: FakeOpenAI;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "av-corpus-cli-"));
  await writeFile(join(dir, "session.ndjson"), plantedTranscript());
  await writeFile(join(dir, "pr.diff"), plantedDiff());
  await writeFile(join(dir, "pr-body.md"), `Fixes the loop bound.\n\n${ALL_PLANTED}`);
  await writeFile(join(dir, "index.jsonl"), `${JSON.stringify({ id: "r1", label: "pass", file: "session.ndjson", diff: "pr.diff", pr_body: "pr-body.md" })}\n`);
  judge = await startFakeOpenAI(scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 }));
  process.env.AV_CORPUS_TEST_KEY = JUDGE_KEY;
});
afterAll(async () => {
  await judge.close();
  await rm(dir, { recursive: true, force: true });
  delete process.env.AV_CORPUS_TEST_KEY;
});

describe("the secrets corpus through the CLI", () => {
  test(`none of ${ALL_VALUES.length} secret values shows in any output of parse, verify, eval or rank`, async () => {
    const session = join(dir, "session.ndjson");
    const inputs = ["--transcript", session, "--diff", join(dir, "pr.diff"), "--pr-body", join(dir, "pr-body.md")];
    const parsed = await cli("parse", session);
    const report = await cli("verify", ...inputs, "--no-llm", "--json", "-");
    const comment = await cli("verify", ...inputs, "--no-llm");
    // the corpus in every field makes a long prompt: the budget is raised so that the judge runs
    const cache = join(dir, "judge-cache");
    const judgeOptions = ["--base-url", judge.baseURL, "--api-key-env", "AV_CORPUS_TEST_KEY", "--repeats", "2", "--token-budget", "4000000"];
    judgeOptions.push("--judge-cache", cache);
    const judged = await cli("verify", ...inputs, ...judgeOptions, "--json", "-");
    const evaluated = await cli("eval", "--dir", dir, "--no-llm", "--json", join(dir, "eval.json"));
    const ranked = await cli("rank", "--transcript", session, "--transcript", session, "--no-llm", "--json", "-");
    const runs = { parsed, report, comment, judged, evaluated, ranked };
    expect(Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, run.code]))).toEqual(
      { parsed: 0, report: 0, comment: 0, judged: 0, evaluated: 0, ranked: 0 },
    );
    // the older outputs were cut by the budget, so their kept ends were redacted at the cut
    const trajectory = JSON.parse(parsed.stdout) as { toolCalls: Array<{ output: string | null }>; warnings: string[] };
    expect(trajectory.warnings.some((warning) => warning.startsWith("tool outputs over"))).toBe(true);
    // (the last line is a URL whose password is hidden and whose host is kept)
    expect(trajectory.toolCalls[0]!.output).toMatch(/^\[REDACTED:[\w-]+\][\s\S]*chars omitted\][\s\S]*\[REDACTED:[\w-]+\][^\n]*\n?$/);
    expect(judge.requests.length).toBeGreaterThan(0);
    expect((JSON.parse(judged.stdout) as { judge: { status: string } }).judge.status).toBe("ok");
    const places: Record<string, string> = {
      "parse output": parsed.stdout,
      "report (--json -)": report.stdout,
      "comment (stdout)": comment.stdout,
      "judged report": judged.stdout,
      "judge requests": judge.requests.map((request) => request.raw).join("\n"),
      "judge cache": await cacheText(cache),
      "eval stdout": evaluated.stdout,
      "eval --json": await readFile(join(dir, "eval.json"), "utf8"),
      "rank --json": ranked.stdout,
      stderr: Object.values(runs).map((run) => run.stderr).join("\n"),
    };
    const leaks = Object.entries(places).flatMap(([place, text]) =>
      ALL_VALUES.filter((value) => text.includes(value)).map((value) => `${place}: ${value.slice(0, 12)}…`));
    expect(leaks).toEqual([]);
    // the report counts what it hid: the corpus in the transcript, the diff and the PR body
    expect((JSON.parse(report.stdout) as { redactions: number }).redactions).toBeGreaterThanOrEqual(3 * SECRET_CORPUS.length);
  }, 60_000);
});
