import { copyFile, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { evaluate } from "../../src/eval/run.js";
import { runCli } from "../../src/cli.js";

describe("eval over an index", async () => {
  const dir = await mkdtemp(join(tmpdir(), "av-eval-"));
  await copyFile("examples/claude-code-fix-range/session.jsonl", join(dir, "a.jsonl"));
  await copyFile("examples/claude-sdk-debug-print/transcript.json", join(dir, "b.json"));
  await writeFile(join(dir, "broken.json"), "not json");
  const rows = [
    { id: "a", label: "pass", file: "a.jsonl", source: "s1" },
    { id: "b", label: "fail", file: "b.json", source: "s1" },
    { id: "c", label: "fail", file: "broken.json", source: "s2" },
  ];
  await writeFile(join(dir, "index.jsonl"), rows.map((row) => JSON.stringify(row)).join("\n"));

  test("verifies every row and reports per source and overall", async () => {
    const result = await evaluate(dir, { noLlm: true }, true);
    expect(result.groups.map((group) => [group.source, group.n, group.auroc])).toEqual([["s1", 2, 1], ["s2", 1, null], ["all", 3, 1]]);
    // b edited a file and ran nothing: missing evidence, so neutral, not a request for changes
    expect(result.runs.map((run) => [run.id, run.verdict, run.naive])).toEqual([["a", "pass", 1], ["b", "neutral", 0], ["c", "error", 0]]);
    expect(result.runs[0]!.checks).toMatchObject({ verified_after_last_edit: "pass", final_checks_green: "pass" });
    const all = result.groups.at(-1)!;
    expect(all.table).toEqual({ pass: { pass: 1, neutral: 0, fail: 0, error: 0 }, fail: { pass: 0, neutral: 1, fail: 0, error: 1 } });
    expect(all.naiveAuroc).toBe(1);
    expect(all.pass).toEqual({ precision: 1, recall: 1, wrongFailRate: 0 });
    expect(result.runs[2]!.error).toMatch(/broken\.json: not JSON/);
  });

  test("the CLI prints the table; a bad index row is exit 2 with its line", async () => {
    let stdout = "";
    const io = { stdout: (text: string) => (stdout += text), stderr: () => undefined };
    expect(await runCli(["eval", "--dir", dir, "--no-llm"], io)).toBe(0);
    expect(stdout).toContain("== all: n=3, base rate (pass) 33.3%\nAUROC of score: 1.000 (naive rule");
    expect(stdout).toContain("label      Approve  Neutral  Req.chg.   Error\npass           1         0         0       0\nfail           0         1         0       1");
    await writeFile(join(dir, "index.jsonl"), '{"id":"x","label":"maybe","file":"a.jsonl"}\n');
    let stderr = "";
    expect(await runCli(["eval", "--dir", dir], { stdout: () => undefined, stderr: (text) => (stderr += text) })).toBe(2);
    expect(stderr).toMatch(/index\.jsonl line 1: expected \{id, label: pass\|fail, file or transcript, optional diff and pr_body\}/);
    await writeFile(join(dir, "index.jsonl"), '{"id":"x","label":"pass"}\n');
    expect(await runCli(["eval", "--dir", dir], { stdout: () => undefined, stderr: () => undefined })).toBe(2);
  });
});

describe("eval over pull-request rows", async () => {
  const dir = await mkdtemp(join(tmpdir(), "av-eval-pr-"));
  await copyFile("examples/claude-sdk-debug-print/transcript.json", join(dir, "t.json"));
  await copyFile("examples/claude-sdk-debug-print/pr.diff", join(dir, "pr.diff"));
  await writeFile(join(dir, "other.diff"), "diff --git a/unrelated.py b/unrelated.py\n--- a/unrelated.py\n+++ b/unrelated.py\n@@ -1 +1 @@\n-a\n+b\n");
  const rows = [
    { id: "with-diff", label: "pass", transcript: "t.json", diff: "pr.diff" },
    { id: "other-diff", label: "fail", transcript: "t.json", diff: "other.diff" },
    { id: "no-diff", label: "pass", transcript: "t.json" },
  ];
  await writeFile(join(dir, "index.jsonl"), rows.map((row) => JSON.stringify(row)).join("\n"));

  test("a row's transcript may be named `transcript`, and its diff is read as --diff is", async () => {
    const result = await evaluate(dir, { noLlm: true }, false);
    const check = (id: string) => result.runs.find((run) => run.id === id)!.checks.edits_match_diff;
    expect(check("with-diff")).not.toBe("skip");
    expect(check("other-diff")).toBe("warn");
    expect(check("no-diff")).toBe("skip");
  });
});
