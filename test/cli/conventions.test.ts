import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli, type CliIo } from "../../src/cli.js";

async function cli(argv: string[], extra: Partial<CliIo> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), ...extra };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe("--help on every command", () => {
  test.each(["parse", "verify", "eval"])("%s --help and -h print its usage on stdout, exit 0", async (command) => {
    for (const flag of ["--help", "-h"]) {
      const { code, stdout, stderr } = await cli([command, flag]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      expect(stdout).toMatch(new RegExp(`^usage: agent-verdict ${command} `));
      // parse gives no verdict: its help says what exit 0 means for it
      expect(stdout).toContain(command === "parse" ? "Exit codes: 0 the transcript was read and printed" : "Exit codes: 0 done (whatever the verdict)");
    }
  });

  test("help wins over other options, even missing required ones and unknown ones", async () => {
    const { code, stdout } = await cli(["verify", "--bogus", "--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("--transcript <path>");
  });

  test("a --help after -- is a positional, not a request for help", async () => {
    const { code, stderr } = await cli(["parse", "--", "--help"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--help: no such file/);
  });

  test("the overview lists every command; parse --help lists the formats read", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const { code, stdout } = await cli(argv);
      expect(code).toBe(0);
      for (const command of ["parse", "verify", "eval"]) expect(stdout).toContain(`agent-verdict ${command} `);
    }
    expect((await cli(["parse", "--help"])).stdout).toMatch(/Transcript formats read: claude-code-jsonl, claude-sdk, /);
  });
});

describe("--version", () => {
  test("prints the package's version and nothing else", async () => {
    const { version } = JSON.parse(await readFile("package.json", "utf8")) as { version: string };
    for (const flag of ["--version", "-v"]) expect(await cli([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });
});

describe("eval progress on stderr", async () => {
  const dir = await mkdtemp(join(tmpdir(), "av-progress-"));
  await copyFile("examples/claude-code-fix-range/session.jsonl", join(dir, "a.jsonl"));
  await copyFile("examples/claude-sdk-debug-print/transcript.json", join(dir, "b.json"));
  const rows = [
    { id: "a", label: "pass", file: "a.jsonl" },
    { id: "b", label: "fail", file: "b.json" },
    { id: "c", label: "pass", file: "a.jsonl" },
  ];
  await writeFile(join(dir, "index.jsonl"), rows.map((row) => JSON.stringify(row)).join("\n"));

  test("not a terminal: one final line, the table on stdout untouched", async () => {
    const { code, stdout, stderr } = await cli(["eval", "--dir", dir, "--no-llm"], { stderrIsTTY: false });
    expect(code).toBe(0);
    expect(stderr).toMatch(/^eval: 3\/3 in \d+:\d\d\n$/);
    expect(stdout).toContain("AUROC of score");
    expect(stdout).not.toContain("eval: 3/3");
  });

  test("a terminal: the line is redrawn with n/total, elapsed and ETA, then ends on the final line", async () => {
    const { code, stderr } = await cli(["eval", "--dir", dir, "--no-llm"], { stderrIsTTY: true });
    expect(code).toBe(0);
    const frames = stderr.split("\r").filter((frame) => frame !== "");
    expect(frames[0]).toMatch(/^eval: 1\/3 · \d+:\d\d elapsed · ETA \d+:\d\d/);
    expect(frames.at(-2)).toMatch(/^eval: 3\/3 · \d+:\d\d elapsed · ETA 0:00/);
    expect(frames.at(-1)).toMatch(/^eval: 3\/3 in \d+:\d\d/);
    expect(frames.at(-1)!.endsWith("\u001b[K\n")).toBe(true);
  });
});

describe("first-use mistakes are usage errors: exit 2, one line", () => {
  const EXAMPLE = "examples/claude-code-fix-range/session.jsonl";

  test("an option that takes one value, given twice, is refused instead of silently using the second", async () => {
    const { code, stdout, stderr } = await cli(["verify", "--transcript", EXAMPLE, "--transcript", "examples/claude-sdk-debug-print/transcript.json", "--no-llm"]);
    expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: "", stderr: "agent-verdict: --transcript is given twice; verify takes one\n" });
    // rank takes several on purpose
    expect((await cli(["rank", "--transcript", EXAMPLE, "--transcript", EXAMPLE, "--no-llm"])).code).toBe(0);
  });

  test("--json into a folder that does not exist names the path and why, without a stack", async () => {
    const { code, stderr } = await cli(["verify", "--transcript", EXAMPLE, "--no-llm", "--json", "/nonexistent/dir/x.json"]);
    expect({ code, stderr }).toEqual({ code: 2, stderr: "agent-verdict: cannot write /nonexistent/dir/x.json: its folder does not exist\n" });
  });

  test("an unknown option of 100,000 characters is answered at once, and echoed clipped", async () => {
    const started = performance.now();
    const { code, stderr } = await cli(["verify", `--${"x".repeat(100_000)}`]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(code).toBe(2);
    expect(stderr.length).toBeLessThan(300);
    expect(stderr).toMatch(/^agent-verdict: unknown option '--x{78}… \[99922 more characters\]'; see agent-verdict verify --help\n$/);
    expect((await cli(["verify", "--modle"])).stderr).toContain("did you mean '--model'?");
  });
});
