import { expect, test } from "vitest";
import { runCli } from "../../src/cli.js";

const EXAMPLE = ["--transcript", "examples/claude-sdk-debug-print/transcript.json", "--diff", "examples/claude-sdk-debug-print/pr.diff", "--no-llm"];

async function run(args: string[]): Promise<string> {
  let stdout = "";
  expect(await runCli(args, { stdout: (text) => (stdout += text), stderr: () => undefined })).toBe(0);
  return stdout;
}

// two auditors read the report's evidence steps as the comment's and landed one record early (session 37)
test("the report says its evidence steps count from 0, and the comment names each as step + 1", async () => {
  const report = JSON.parse(await run(["verify", ...EXAMPLE, "--json", "-"])) as {
    transcript: { stepBase: number };
    checks: { evidence: { step: number | null; quote: string }[] }[];
  };
  expect(report.transcript.stepBase).toBe(0);
  const comment = await run(["verify", ...EXAMPLE]);
  const cited = report.checks.flatMap((check) => check.evidence).filter((item) => item.step !== null);
  expect(cited.length).toBeGreaterThan(0);
  // each step the findings' evidence names in the comment is a report step + 1
  const named = [...comment.matchAll(/\(step (\d+): /g)].map((match) => Number(match[1]));
  expect(named.length).toBeGreaterThan(0);
  const steps = new Set(cited.map((item) => item.step! + 1));
  for (const step of named) expect(steps.has(step), `step ${step}`).toBe(true);
});
