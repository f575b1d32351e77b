/** A held-out round of reading scenarios as a test: each verdict one its reviewer allowed, the gaps held as gaps. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli.js";

type Expectation = { id: string; transcript: string; diff: string; expected: string[]; facts: string };

async function verdictOf(dir: string, row: Expectation): Promise<string> {
  let stdout = "";
  const args = ["verify", "--transcript", join(dir, row.transcript), "--diff", join(dir, row.diff), "--no-llm", "--json", "-"];
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: () => undefined });
  expect(code).toBe(0);
  return (JSON.parse(stdout) as { verdict: string }).verdict;
}

/**
 * The round's `count` sessions from `dir`/expectations.json; `gaps` are the ids whose verdict is not the reviewer's,
 * and `keptRequestChanges` those of them whose Request changes is kept on purpose (every other gap is not one).
 */
export function describeRound(
  round: string,
  dir: string,
  gaps: ReadonlySet<string>,
  keptRequestChanges: ReadonlySet<string> = new Set(),
  count = 50,
): void {
  const expectations = JSON.parse(readFileSync(join(dir, "expectations.json"), "utf8")) as Expectation[];
  describe(`each ${round} reading scenario gets a verdict its reviewer allowed before the tool ran`, () => {
    test(`the ${count} scenarios and their expectations are all there`, () => {
      expect(expectations).toHaveLength(count);
      for (const row of expectations) expect(row.expected.length, row.id).toBeGreaterThan(0);
    });

    test.each(expectations.filter((row) => !gaps.has(row.id)).map((row) => [row.id, row] as const))("%s", async (_id, row) => {
      expect(row.expected).toContain(await verdictOf(dir, row));
    });

    test.each(expectations.filter((row) => gaps.has(row.id)).map((row) => [row.id, row] as const))("%s is still a gap", async (_id, row) => {
      const verdict = await verdictOf(dir, row);
      expect(row.expected).not.toContain(verdict);
      // a gap is never a Request changes the reviewer did not allow
      if (!row.expected.includes("fail") && !keptRequestChanges.has(row.id)) expect(verdict).not.toBe("fail");
    });
  });
}
