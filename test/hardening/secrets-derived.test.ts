/**
 * Secrets that a check's quote would carry without the context that makes them secrets: a token the
 * quote's 160-character cut falls inside, a private key's body line quoted without its BEGIN line, a
 * value whose name stands on the line before. A redaction of the quote alone finds none of them
 * (the rules need the whole token, the BEGIN line, the name), so each must be hidden in its source
 * text before a quote is taken from it. Every place the CLI writes is searched for an 8-character
 * piece of each value: the report, the comment, stdout and stderr, the `parse` output, and the
 * request bodies the loopback judge receives. (bench/RESULTS.md, Run 19: why redaction stays at load.)
 */
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { runCli } from "../../src/cli.js";
import { redactSecrets } from "../../src/evidence/redact.js";
import { MAX_QUOTE_CHARS } from "../../src/checks/quote.js";
import { scriptedJudge, startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, pullRequestEvent, runActionIn } from "../github/helpers/harness.js";

/** The shortest piece of a secret that counts as shown (as in the redaction tests). */
const PIECE = 8;
const TOKEN = "ghp_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c";
const KEY_LINES = ["MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw", "7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFc"];
const NAMED_VALUE = "Kj4Hg7Fd2Sa9Xq";
/** What a quote of a test run starts with before the output's line (`npm test · exit 0 · `). */
const RUN_PREFIX = "npm test · exit 0 · ";
const SUMMARY = "Tests  4 passed (4) ";

interface Placement {
  name: string;
  /** The command of the last run, whose output ends with the placement, and that output. */
  command: string;
  output: string;
  /** The values that must not show, and what the quote of them alone shows when redacted by itself. */
  values: string[];
  alone: string;
}

/** Words that put the token across the quote's cut: its first 16 characters fit, the rest do not. */
function acrossTheCut(): string {
  const before = MAX_QUOTE_CHARS - 1 - RUN_PREFIX.length - SUMMARY.trim().length - 1 - 16;
  const words = "warm ".repeat(Math.ceil(before / 5)).slice(0, before - 1);
  return `${SUMMARY}${words} ${TOKEN}`;
}

const PLACEMENTS: Placement[] = [
  {
    name: "a token the quote's cut falls inside",
    command: "npm test",
    output: `> vitest run\n\n Test Files  1 passed (1)\n${acrossTheCut()}`,
    values: [TOKEN],
    alone: `${TOKEN.slice(0, 16)}…`,
  },
  {
    name: "a private key's body line, its BEGIN line above it",
    command: "npm run build",
    output: `> node scripts/build.mjs\n-----BEGIN RSA PRIVATE KEY-----\n${KEY_LINES.join("\n")}`,
    values: KEY_LINES,
    alone: KEY_LINES[1]!,
  },
  {
    name: "a value whose name stands on the line before",
    // a build, not a linter: a linter's pass verifies nothing (syntax-only.ts), so its output would not be quoted
    command: "npm run build:docs",
    output: `> node scripts/docs.mjs\n- name: DB_PASSWORD\n  value: ${NAMED_VALUE}`,
    values: [NAMED_VALUE],
    alone: `value: ${NAMED_VALUE}`,
  },
];

/** A claude-sdk stream: an edit, then each placement's command run, its output ending with the placement. */
function transcript(placements: Placement[]): string {
  const line = (value: object) => JSON.stringify({ ...value, session_id: "5f0c2a8e-0000-4000-8000-00000000d019" });
  const tool = (id: string, name: string, input: object) => ({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
  });
  const result = (id: string, content: string) => ({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: false }] },
  });
  const final = "Fixed the loop bound in src/range.ts and ran the checks.";
  return [
    line({ type: "system", subtype: "init", cwd: "/w", tools: ["Bash", "Edit"], model: "m" }),
    line({ type: "user", message: { role: "user", content: [{ type: "text", text: "Fix the off-by-one in range.ts." }] } }),
    line(tool("t1", "Edit", { file_path: "/w/src/range.ts", old_string: "i <= n", new_string: "i < n" })),
    line(result("t1", "The file src/range.ts has been updated.")),
    ...placements.flatMap((placement, at) => [
      line(tool(`r${at}`, "Bash", { command: placement.command })),
      line(result(`r${at}`, placement.output)),
    ]),
    line({ type: "assistant", message: { role: "assistant", content: [{ type: "text", text: final }] } }),
    line({ type: "result", subtype: "success", is_error: false, result: final }),
  ].join("\n");
}

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** A quote of the placement's run that shows the placement itself, redacted. */
function isQuoted(quote: string, command: string): boolean {
  return quote.startsWith(`${command} · exit 0 · `) && quote.includes("[REDACTED:");
}

/** The places where an 8-character piece of a value shows. */
function leaks(places: Record<string, string>, values: string[]): string[] {
  return Object.entries(places).flatMap(([place, text]) =>
    values.flatMap((value) => {
      const pieces = Array.from({ length: value.length - PIECE + 1 }, (_, at) => value.slice(at, at + PIECE));
      const shown = pieces.find((piece) => text.includes(piece));
      return shown === undefined ? [] : [`${place}: ${shown}`];
    }));
}

let judge: FakeOpenAI | null = null;
afterEach(async () => {
  await judge?.close();
  judge = null;
  delete process.env.AV_DERIVED_TEST_KEY;
});

describe.each(PLACEMENTS)("$name", (placement) => {
  test("a redaction of the quote alone would show it (why the source is redacted first)", () => {
    const alone = redactSecrets(placement.alone).text;
    expect(leaks({ alone }, placement.values)).not.toEqual([]);
  });

  test("no sink of the CLI shows a piece of it, with or without the judge", async () => {
    const dir = await mkdtemp(join(tmpdir(), "av-derived-"));
    const path = join(dir, "session.ndjson");
    await writeFile(path, transcript([placement]));
    const json = await cli("verify", "--transcript", path, "--no-llm", "--json", "-");
    const markdown = await cli("verify", "--transcript", path, "--no-llm");
    const parsed = await cli("parse", path);
    judge = await startFakeOpenAI(scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 }));
    process.env.AV_DERIVED_TEST_KEY = "sk-derived-test-key-for-the-loopback-0000";
    const judged = await cli("verify", "--transcript", path, "--base-url", judge.baseURL, "--api-key-env", "AV_DERIVED_TEST_KEY", "--json", "-");
    expect([json.code, markdown.code, parsed.code, judged.code]).toEqual([0, 0, 0, 0]);
    // the placement is what the report quotes: the run's evidence, at its step, shows it redacted
    const report = JSON.parse(json.stdout) as { checks: Array<{ id: string; evidence: Array<{ step: number | null; quote: string }> }> };
    const quoted = report.checks.find((check) => check.id === "verified_after_last_edit")!.evidence;
    expect(quoted.some((item) => item.step === 4 && isQuoted(item.quote, placement.command))).toBe(true);
    expect(judge.requests.length).toBeGreaterThan(0);
    const places = {
      "report (--json -)": json.stdout,
      "comment (stdout)": markdown.stdout,
      "parse output": parsed.stdout,
      "judged report": judged.stdout,
      stderr: [json, markdown, parsed, judged].map((run) => run.stderr).join("\n"),
      "judge requests": judge.requests.map((request) => request.raw).join("\n"),
    };
    expect(leaks(places, placement.values)).toEqual([]);
  });
});

describe("the action", () => {
  let server: FakeGitHub;
  beforeEach(async () => {
    server = await new FakeGitHub().start();
    judge = await startFakeOpenAI(scriptedJudge({ A: 0.9, B: 0.1 }, { T: 1 }));
  });
  afterEach(async () => {
    await server.stop();
  });

  test("shows none of them in the comment, the status, the summary, the report, its outputs, its log or to the judge", async () => {
    const pull = addPull(server, { body: "Fixes the loop bound." });
    const result = await runActionIn(server, {
      event: "pull_request",
      payload: pullRequestEvent(pull, server),
      inputs: {
        "transcript-path": "t.ndjson",
        "base-url": judge!.baseURL,
        "api-key": "judge-key-derived-0000000000",
        "github-token": "runner-token-derived-0000",
      },
      workspace: { "t.ndjson": transcript(PLACEMENTS) },
    });
    const reportText = readFileSync(result.outputs["report-path"]!, "utf8");
    // every placement is quoted: each run is the last of its check
    const report = JSON.parse(reportText) as { checks: Array<{ evidence: Array<{ quote: string }> }> };
    const quotes = report.checks.flatMap((check) => check.evidence);
    for (const { command } of PLACEMENTS) expect(quotes.some((item) => isQuoted(item.quote, command))).toBe(true);
    expect(judge!.requests.length).toBeGreaterThan(0);
    const places = {
      comment: server.commentsOn(pull.number).map((comment) => comment.body).join("\n"),
      statuses: JSON.stringify(server.statuses),
      summary: result.summary,
      report: reportText,
      outputs: JSON.stringify(result.outputs),
      log: result.log,
      "judge requests": judge!.requests.map((request) => request.raw).join("\n"),
    };
    expect(leaks(places, PLACEMENTS.flatMap((placement) => placement.values))).toEqual([]);
  });
});
