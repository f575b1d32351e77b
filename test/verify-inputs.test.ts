import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../src/cli.js";
import { verify } from "../src/verify.js";

const TRANSCRIPT = "examples/claude-sdk-debug-print/transcript.json";

describe("inputs that cannot be used are errors, never a default that approves", async () => {
  const dir = await mkdtemp(join(tmpdir(), "av-inputs-"));
  const empty = join(dir, "empty.diff");
  const prose = join(dir, "prose.diff");
  await writeFile(empty, "");
  await writeFile(prose, "Fixed the bug and all tests pass.\n");

  test.each([["an empty diff", empty], ["a file that is not a unified diff", prose]])("%s: exit 2 with one line", async (_, path) => {
    let stderr = "";
    const code = await runCli(["verify", "--transcript", TRANSCRIPT, "--diff", path, "--no-llm"], { stdout: () => undefined, stderr: (text) => (stderr += text) });
    expect(code).toBe(2);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/empty or not a unified diff/);
  });

  test("the action's fetched diff, empty: an error verdict with the reason, not 0 files and a pass", async () => {
    const result = await verify({ transcriptPath: TRANSCRIPT, diff: { text: "" }, noLlm: true });
    expect(result.report.verdict).toBe("error");
    expect(result.inputError).toMatch(/the PR's diff: empty or not a unified diff/);
  });

  test("a criteria that cannot be used: exit 2 naming it", async () => {
    let stderr = "";
    const code = await runCli(["verify", "--transcript", TRANSCRIPT, "--criteria", "codng", "--no-llm"], { stdout: () => undefined, stderr: (text) => (stderr += text) });
    expect(code).toBe(2);
    expect(stderr).toMatch(/criteria "codng" cannot be used/);
  });
});
