import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";

const run = promisify(execFile);

/** The committed bundles, copied where no node_modules can be found, run with plain node. */
describe("dist/ runs without node_modules", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "av-dist-"));
    await cp("dist", join(dir, "dist"), { recursive: true });
    await cp("examples", join(dir, "examples"), { recursive: true });
  });

  test("dist/cli.js verifies the bundled example", async () => {
    const { stdout } = await run("node", ["dist/cli.js", "verify", "--transcript", "examples/claude-code-fix-range/session.jsonl", "--no-llm", "--json", "-"], {
      cwd: dir,
    });
    expect(JSON.parse(stdout)).toMatchObject({ verdict: "pass", transcript: { format: "claude-code-jsonl", toolCalls: 7 } });
  });

  test("dist/cli.js exits 2 with one line on bad input", async () => {
    const failure = await run("node", ["dist/cli.js", "parse", "nope.json"], { cwd: dir }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2, stderr: "agent-verdict: nope.json: no such file; pass the agent's transcript (a JSON or JSONL file)\n" });
  });

  test("dist/index.js runs as the action: outputs, job summary and report", async () => {
    const work = await mkdtemp(join(tmpdir(), "av-action-"));
    const [output, summary] = [join(work, "output"), join(work, "summary")];
    await writeFile(output, "");
    await writeFile(summary, "");
    const env = {
      PATH: process.env.PATH ?? "",
      "INPUT_TRANSCRIPT-PATH": "examples/claude-sdk-debug-print/transcript.json",
      "INPUT_DIFF-PATH": "examples/claude-sdk-debug-print/pr.diff",
      "INPUT_FAIL-ON": "error",
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: work,
    };
    await run("node", [resolve(dir, "dist/index.js")], { cwd: work, env });
    const outputs = await readFile(output, "utf8");
    expect(outputs).toMatch(/^verdict<<(\S+)\nfail\n\1$/m);
    expect(outputs).toContain(join(work, "agent-verdict", "report.json"));
    expect(await readFile(summary, "utf8")).toContain("**Verdict: Request changes**");
    const report = JSON.parse(await readFile(join(work, "agent-verdict", "report.json"), "utf8")) as { verdict: string };
    expect(report.verdict).toBe("fail");
  });

  test("dist/index.js fails the step on a verdict in fail-on, and on a missing transcript", async () => {
    const work = await mkdtemp(join(tmpdir(), "av-action-"));
    await writeFile(join(work, "output"), "");
    const env = { PATH: process.env.PATH ?? "", "INPUT_TRANSCRIPT-PATH": "missing.json", GITHUB_WORKSPACE: dir, GITHUB_OUTPUT: join(work, "output"), RUNNER_TEMP: work };
    const failure = await run("node", [resolve(dir, "dist/index.js")], { cwd: work, env }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stdout: string }).stdout).toContain("::error::agent-verdict: verdict error:");
    expect(await readFile(join(work, "output"), "utf8")).toMatch(/^verdict<<(\S+)\nerror\n\1$/m);
  });
});
