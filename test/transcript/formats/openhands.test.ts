import { describe, expect, it } from "vitest";
import { fixture, parse } from "../helpers.js";

describe("openhands V0 events", () => {
  const trajectory = parse(fixture("synthetic-openhands-v0.json"));

  it("pairs observations with actions by cause, answered out of order", () => {
    expect(trajectory.format).toBe("openhands");
    expect(trajectory.toolCalls.map((call) => [call.name, call.resultStep])).toEqual([
      ["execute_bash", 7],
      ["str_replace_editor", 6],
      ["str_replace_editor", 9],
      ["execute_bash", 11],
    ]);
  });

  it("reads extras.metadata.exit_code, else the `[The command completed with exit code N.]` suffix", () => {
    expect(trajectory.toolCalls[0]?.exitCode).toBe(1);
    expect(trajectory.toolCalls[3]?.exitCode).toBe(0);
    expect(trajectory.toolCalls[1]?.exitCode).toBeNull();
  });

  it("reads edits, the user's message as the task (skipping recall), and the finish action", () => {
    // the sandbox path is made relative to the working directory its shell reports (extras.metadata.working_dir)
    expect(trajectory.edits.map(({ path, kind }) => ({ path, kind }))).toEqual([{ path: "pager.py", kind: "update" }]);
    expect(trajectory.task).toBe("Fix the off-by-one in pager.py");
    expect(trajectory.finalAnswer).toBe("last_page now rounds up; both tests pass.");
    expect(trajectory.ending.kind).toBe("completed");
    expect(trajectory.warnings).toEqual([]);
  });
});

describe("an OpenHands command that had not finished", () => {
  it("exit code -1 (no new output after 30 seconds) has no status yet: neither a pass nor a failure", () => {
    const run = { id: 8, source: "agent", action: "run", args: { command: "python -m pytest -q", is_input: false }, tool_call_metadata: { tool_call_id: "t1", function_name: "execute_bash" } };
    const waited = {
      id: 9, source: "agent", observation: "run", cause: 8, content: "..................",
      extras: { command: "python -m pytest -q", metadata: { exit_code: -1, suffix: "\n[The command has no new output after 30 seconds.]" } },
      tool_call_metadata: { tool_call_id: "t1", function_name: "execute_bash" },
    };
    const user = { id: 1, source: "user", action: "message", args: { content: "Fix it" } };
    const trajectory = parse(JSON.stringify([user, run, waited]));
    expect(trajectory.format).toBe("openhands");
    expect(trajectory.toolCalls[0]?.exitCode).toBeNull();
  });
});

describe("openhands V1 (agent SDK) events", () => {
  const trajectory = parse(fixture("synthetic-openhands-v1.json"));

  it("pairs kind-tagged events by tool_call_id, parallel calls answered out of order", () => {
    expect(trajectory.toolCalls.map((call) => [call.id, call.name, call.resultStep])).toEqual([
      ["call_a", "str_replace_editor", 5],
      ["call_b", "execute_bash", 4],
      ["call_c", "execute_bash", 7],
    ]);
    expect(trajectory.toolCalls[1]).toMatchObject({ command: "python cli.py --version", exitCode: 0, output: "1.0" });
  });

  it("marks a user-rejected action as an error and reads the finish message", () => {
    expect(trajectory.toolCalls[2]).toMatchObject({ isError: true, exitCode: null });
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["/workspace/cli.py"]);
    expect(trajectory.finalAnswer).toBe("Added --version; `python cli.py --version` prints 1.0.");
    expect(trajectory.task).toBe("Add a --version flag to cli.py");
    expect(trajectory.ending.kind).toBe("completed");
  });
});

describe("openhands evaluation output (one instance per line of output.jsonl)", () => {
  it("reads the instance's history and takes its git patch as the final answer", () => {
    const history = JSON.parse(fixture("synthetic-openhands-v0.json")) as unknown[];
    const instance = { instance_id: "repo__1", history, test_result: { git_patch: "diff --git a/pager.py b/pager.py\n" } };
    const trajectory = parse(JSON.stringify(instance));
    expect(trajectory.format).toBe("openhands");
    expect(trajectory.toolCalls).toHaveLength(4);
    expect(trajectory.finalAnswer).toBe("diff --git a/pager.py b/pager.py");
  });
});

describe("openhands V0 ACI editor edits (synthetic, in the shape of OpenHands' FileEditAction serialization)", () => {
  const trajectory = parse(fixture("synthetic-openhands-v0-aci-editor.json"));

  it("reads each editor command as an edit of its path, relative to the shell's working directory; view edits nothing", () => {
    expect(trajectory.edits.map(({ path, kind, step }) => [path, kind, step])).toEqual([
      ["game.py", "create", 3],
      ["util.py", "update", 5],
      ["util.py", "update", 9],
      ["util.py", "update", 11],
    ]);
    expect(trajectory.meta.cwd).toBe("/workspace/app");
  });

  it("takes the command from translated_ipython_code or a file_editor cell when the args lack it", () => {
    expect(trajectory.toolCalls[1]).toMatchObject({ name: "edit", step: 3 });
    expect(trajectory.toolCalls[5]).toMatchObject({ name: "execute_ipython_cell", step: 11 });
  });

  it("keeps the editor verb out of the shell command: only real shell calls have one", () => {
    expect(trajectory.toolCalls.map((call) => call.command)).toEqual([
      "cd /workspace/app && ls",
      null,
      null,
      null,
      null,
      null,
      "python3 game.py --selftest",
    ]);
    expect(trajectory.toolCalls[2]?.input).toMatchObject({ editor_command: "str_replace", path: "/workspace/app/util.py" });
  });
});
