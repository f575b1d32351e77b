import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli.js";
import { AgentScripts } from "../../src/transcript/script-runs.js";
import { FIXTURES, parse } from "./helpers.js";

const shape = (name: string) => join(FIXTURES, "pr-shapes", name);

/** The writes of each call in turn, as `kind:path`, through one tracker (so earlier calls write the scripts). */
function runs(calls: { command?: string; input?: Record<string, unknown> }[], cwd: string | null = "/repo"): string[][] {
  const scripts = new AgentScripts();
  return calls.map(({ command, input }) => scripts.changesOf(input ?? {}, command ?? null, cwd).map((change) => `${change.kind}:${change.path}`));
}

describe("edits made by a script the agent wrote and then ran", () => {
  test("apply_fix.py written with a heredoc, run later: its writes are edits of the run, read with the inline-code reader", () => {
    const trajectory = parse(readFileSync(shape("apply-fix-script.traj.json"), "utf8"));
    const run = trajectory.toolCalls.findIndex((call) => call.command === "python3 apply_fix.py");
    const edits = trajectory.edits.filter((edit) => edit.path === "requests/models.py");
    const made = { path: "requests/models.py", kind: "unknown", step: trajectory.toolCalls[run]!.step, toolCall: run, inferred: true };
    expect(edits).toEqual([{ ...made, byScript: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
  });

  test("the same transcript is the record of its diff (was: it touches none of the PR's files)", async () => {
    let stdout = "";
    const code = await runCli(["verify", "--transcript", shape("apply-fix-script.traj.json"), "--diff", shape("apply-fix-script.diff"), "--no-llm", "--json", "-"], {
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { checks: { id: string; status: string; evidence: { quote: string }[] }[] };
    const check = report.checks.find((item) => item.id === "edits_match_diff")!;
    // the scratch script itself was created and deleted: it is not missing from the PR
    expect(check).toMatchObject({ status: "pass", evidence: [] });
  });

  test("a change made by a script carries a digest of its code, the same when only comments differ", () => {
    const scripts = new AgentScripts();
    const run = (text: string) => scripts.changesOf({}, `cat > fix.py <<'EOF'\n${text}\nEOF\npython3 fix.py`, "/repo")[0]!.by;
    const code = "open('pkg/a.py', 'w').write('x')";
    expect(run(`# first try\n${code}`)).toBe(run(`${code}  # again\n\n`));
    expect(run(code.replace("'x'", "'y'"))).not.toBe(run(code));
  });

  test("a script deleted, then run, writes nothing: it could not start; written again, it writes again", () => {
    const write = { command: "cat > fix.py <<'EOF'\nopen('pkg/a.py', 'w').write('x')\nEOF" };
    expect(runs([write, { command: "python3 fix.py" }, { command: "rm -f fix.py" }, { command: "python3 fix.py" }, write, { command: "python3 fix.py" }]))
      .toEqual([[], ["unknown:/repo/pkg/a.py"], [], [], [], ["unknown:/repo/pkg/a.py"]]);
  });

  test("node and shell scripts, ./script with a shebang, cd before the run, and a script written and run in one command", () => {
    expect(
      runs([
        { command: "cat > fix.js <<'EOF'\nconst fs = require('fs');\nfs.writeFileSync('src/a.js', out);\nEOF" },
        { command: "cd /repo/sub && node ../fix.js" },
        { command: "printf '#!/bin/sh\\nsed -i s/a/b/ lib/b.c\\n' > fix && chmod +x fix && ./fix" },
        { command: "cat > go.sh <<EOF\necho x > out.txt\nEOF\nbash go.sh" },
      ]),
    ).toEqual([[], ["unknown:/repo/sub/src/a.js"], ["update:/repo/lib/b.c"], ["unknown:/repo/out.txt"]]);
  });

  test("a script written with a file tool and changed with an edit tool is read as last written", () => {
    expect(
      runs([
        { input: { file_path: "/repo/fix.py", content: "open('old.txt', 'w').write('x')\n" } },
        { input: { file_path: "/repo/fix.py", old_string: "old.txt", new_string: "src/new.py" } },
        { command: "python fix.py --verbose" },
      ]),
    ).toEqual([[], [], ["unknown:/repo/src/new.py"]]);
  });

  test("a read between the write and the edit changes nothing; an edit with only one of its pair, or a non-string, is no edit", () => {
    const write = { input: { file_path: "/repo/fix.py", content: "open('old.txt', 'w').write('x')\n" } };
    const run = { command: "python fix.py" };
    const edit = (input: Record<string, unknown>) => ({ input: { file_path: "fix.py", ...input } });
    expect(runs([write, { input: { file_path: "/repo/fix.py" } }, edit({ old_str: "old.txt", new_str: "new.py" }), run]))
      .toEqual([[], [], [], ["unknown:/repo/new.py"]]);
    for (const input of [{ old_string: "old.txt" }, { new_string: "new.py" }, { old_string: "old.txt", new_string: 1 }, { old_str: "old.txt", new_string: "new.py" }]) {
      expect(runs([write, edit(input), run]), JSON.stringify(input)).toEqual([[], [], ["unknown:/repo/old.txt"]]);
    }
  });

  test("not script runs: modules, inline code, unknown scripts, interpreters' value options", () => {
    expect(
      runs([
        { command: "cat > t.py <<'EOF'\nopen('x.txt', 'w')\nEOF" },
        { command: "python -m pytest t.py" },
        { command: "python -c 'print(1)' t.py" },
        { command: "python other.py" },
        { command: "python -W ignore t.py" },
      ]),
    ).toEqual([[], [], [], [], ["unknown:/repo/x.txt"]]);
  });
});

describe("edits_match_diff when no edit touches the PR's files", () => {
  test("says the edits are unknown, never that the transcript is not the record of the diff", async () => {
    const dir = await mkdtemp(join(tmpdir(), "agent-verdict-unknown-"));
    const transcript = JSON.parse(readFileSync(shape("apply-fix-script.traj.json"), "utf8")) as { messages: { content: string }[] };
    // the script now computes its path at run time: nothing in the transcript names the file it writes
    for (const message of transcript.messages) message.content = message.content.replace("path = 'requests/models.py'", "path = sys.argv[1]");
    await writeFile(join(dir, "t.json"), JSON.stringify(transcript));
    let stdout = "";
    await runCli(["verify", "--transcript", join(dir, "t.json"), "--diff", shape("apply-fix-script.diff"), "--no-llm", "--json", "-"], {
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
    });
    const check = (JSON.parse(stdout) as { checks: { id: string; status: string; summary: string; required: boolean }[] }).checks.find(
      (item) => item.id === "edits_match_diff",
    )!;
    expect(check.summary).toMatch(/unknown/);
    expect(check.summary).not.toMatch(/not the record/);
    expect(check).toMatchObject({ status: "warn", required: true });
  });
});
