import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { verify, type VerifyOptions } from "../../src/verify.js";

/** Set UPDATE_GOLDEN=1 to rewrite the golden files after an intended change, then review the diff. */
const UPDATE = process.env.UPDATE_GOLDEN === "1";

async function matchesGolden(actual: string, path: string): Promise<void> {
  if (UPDATE) await writeFile(path, actual);
  expect(actual).toBe(await readFile(path, "utf8"));
}

const EXAMPLES: Record<string, VerifyOptions> = {
  "claude-code-fix-range": {
    transcriptPath: "examples/claude-code-fix-range/session.jsonl",
    diff: { path: "examples/claude-code-fix-range/pr.diff" },
    noLlm: true,
    sha: "0123456789abcdef0123456789abcdef01234567",
  },
  "claude-sdk-debug-print": {
    transcriptPath: "examples/claude-sdk-debug-print/transcript.json",
    diff: { path: "examples/claude-sdk-debug-print/pr.diff" },
    prBody: { path: "examples/claude-sdk-debug-print/pr-body.md" },
    noLlm: true,
  },
};

describe.each(Object.entries(EXAMPLES))("golden: %s", (name, options) => {
  test("the PR comment", async () => {
    const { markdown } = await verify(options);
    await matchesGolden(markdown, `test/golden/${name}.comment.md`);
  });

  test("the JSON report", async () => {
    const { report } = await verify(options);
    await matchesGolden(`${JSON.stringify(report, null, 2)}\n`, `test/golden/${name}.report.json`);
  });
});

test("the verdicts of the examples are what their transcripts show", async () => {
  const pass = await verify(EXAMPLES["claude-code-fix-range"]!);
  expect(pass.report).toMatchObject({ verdict: "pass", score: 1 });
  // an edit that nothing checked is missing evidence: a person reviews, the agent is not told to change it
  const unverified = await verify(EXAMPLES["claude-sdk-debug-print"]!);
  expect(unverified.report.verdict).toBe("neutral");
  expect(unverified.report.reasons).toEqual([
    "No recognized check ran in the whole run; the last edit was `/path/to/sample/file.py`, step 4.",
    "No check this reader recognizes ran, so nothing it reads shows the work green.",
  ]);
});

test("npm run demo verifies the example with every file the golden comment was made from", async () => {
  const demo = (JSON.parse(await readFile("package.json", "utf8")) as { scripts: { demo: string } }).scripts.demo;
  const options = EXAMPLES["claude-sdk-debug-print"]!;
  expect(demo).toContain(`--transcript ${options.transcriptPath}`);
  expect(demo).toContain(`--diff ${(options.diff as { path: string }).path}`);
  expect(demo).toContain(`--pr-body ${(options.prBody as { path: string }).path}`);
  expect(demo).toMatch(/--no-llm/);
});

test("examples/README.md names the verdict each example gets", async () => {
  const table = await readFile("examples/README.md", "utf8");
  const row = (folder: string) => table.split("\n").find((line) => line.startsWith(`| \`${folder}/\``)) ?? "";
  const words = { pass: "**Approve**", neutral: "**Needs human review**", fail: "**Request changes**", error: "**Could not verify**" };
  for (const [name, options] of Object.entries(EXAMPLES)) {
    const { report } = await verify(options);
    const said = Object.values(words).filter((word) => row(name).includes(word));
    expect(said, name).toEqual([words[report.verdict]]);
  }
});
