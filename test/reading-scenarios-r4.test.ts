/**
 * Round 4 of the reading scenarios (test/fixtures/reading-scenarios-r4/README.md): 50 sessions in eight
 * agents' formats, each with the verdict a reviewer froze before the tool ran. Every verdict must be one
 * the reviewer allowed; the gaps below are held as gaps, so that a change to them shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/cli.js";

const DIR = "test/fixtures/reading-scenarios-r4";
type Expectation = { id: string; transcript: string; diff: string; expected: string[]; facts: string };
const EXPECTATIONS = JSON.parse(readFileSync(join(DIR, "expectations.json"), "utf8")) as Expectation[];

/**
 * Not the reviewer's verdict, each with why: `codex exec --json` records no user prompt, so with no PR
 * description the task is unknown and the verdict waits for a person (s07, s15: Approve with the task given);
 * s29's reviewer wrote Needs human review, but a CI step the PR makes `continue-on-error` swallows test
 * failures: the Request changes is kept, as the reviewer agreed after the run.
 */
const GAPS: ReadonlySet<string> = new Set(["s07", "s15", "s29"]);

async function verdictOf(row: Expectation): Promise<string> {
  let stdout = "";
  const args = ["verify", "--transcript", join(DIR, row.transcript), "--diff", join(DIR, row.diff), "--no-llm", "--json", "-"];
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: () => undefined });
  expect(code).toBe(0);
  return (JSON.parse(stdout) as { verdict: string }).verdict;
}

describe("each round-4 reading scenario gets a verdict its reviewer allowed before the tool ran", () => {
  test("the 50 scenarios and their expectations are all there", () => {
    expect(EXPECTATIONS).toHaveLength(50);
    for (const row of EXPECTATIONS) expect(row.expected.length, row.id).toBeGreaterThan(0);
  });

  test.each(EXPECTATIONS.filter((row) => !GAPS.has(row.id)).map((row) => [row.id, row] as const))("%s", async (_id, row) => {
    expect(row.expected).toContain(await verdictOf(row));
  });

  test.each(EXPECTATIONS.filter((row) => GAPS.has(row.id)).map((row) => [row.id, row] as const))("%s is still a gap", async (_id, row) => {
    expect(row.expected).not.toContain(await verdictOf(row));
  });
});
