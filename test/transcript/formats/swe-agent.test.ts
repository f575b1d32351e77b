import { describe, expect, it } from "vitest";
import { fixture, parse } from "../helpers.js";

describe("swe-agent (real .traj)", () => {
  const trajectory = parse(fixture("sweagent-6e44b9__sweagenttestrepo-1c2844.traj"));

  it("pairs each trajectory entry's action with its observation by position", () => {
    expect(trajectory.format).toBe("swe-agent");
    expect(trajectory.toolCalls.map((call) => call.name)).toEqual(["find_file", "open", "edit", "python3", "submit"]);
    expect(trajectory.toolCalls.map((call) => call.resultStep)).toEqual([0, 1, 2, 3, 4]);
    expect(trajectory.toolCalls[3]?.output).toBe("8.2");
    expect(trajectory.toolCalls.every((call) => call.exitCode === null)).toBe(true);
  });

  it("reads `edit` as a change to the file open at that step, relative to the working dir", () => {
    expect(trajectory.edits).toEqual([{ path: "tests/missing_colon.py", kind: "update", step: 2, toolCall: 2, inferred: false }]);
  });

  it("unwraps the issue from the template, and takes the submission as the final answer", () => {
    expect(trajectory.task).toMatch(/^SyntaxError: invalid syntax\nI'm running `missing_colon.py`/);
    expect(trajectory.task).not.toContain("INSTRUCTIONS:");
    expect(trajectory.finalAnswer).toMatch(/^diff --git a\/tests\/missing_colon.py/);
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 4 });
  });

  it("reads str_replace_editor commands and a cost-limit exit", () => {
    const traj = {
      trajectory: [
        { action: "str_replace_editor create /repo/a.py --file_text 'x'", observation: "File created", response: "", state: { working_dir: "/repo" } },
        { action: "str_replace_editor view /repo/a.py", observation: "x", response: "" },
      ],
      history: [{ role: "user", content: [{ type: "text", text: "<pr_description>\nAdd a.py\n</pr_description>" }] }],
      info: { exit_status: "submitted (exit_cost)", submission: "" },
    };
    const trajectory = parse(JSON.stringify(traj));
    expect(trajectory.edits.map(({ path, kind }) => ({ path, kind }))).toEqual([{ path: "a.py", kind: "create" }]);
    expect(trajectory.task).toBe("Add a.py");
    expect(trajectory.ending.kind).toBe("limit");
  });
});

describe("swe-agent (real demonstration with only `history`)", () => {
  const trajectory = parse(fixture("sweagent-demo-function_calling_simple.traj"));

  it("reads the calls from the assistant tool_calls, paired by the tool messages' tool_call_ids", () => {
    expect(trajectory.format).toBe("swe-agent");
    expect(trajectory.toolCalls.map((call) => [call.name, call.id?.slice(0, 9), call.step, call.resultStep])).toEqual([
      ["find_file", "call_PbWE", 2, 3],
      ["open", "call_upNL", 4, 5],
      ["edit", "call_hIiD", 6, 7],
      ["bash", "call_5O33", 8, 9],
      ["submit", "call_6zuF", 10, 11],
    ]);
    expect(trajectory.toolCalls[3]).toMatchObject({ command: "python tests/missing_colon.py", exitCode: null });
    expect(trajectory.toolCalls[3]?.output).toMatch(/^8\.2\n/);
  });

  it("reads `edit` as a change to the file the footer says is open, relative to the session's directory", () => {
    expect(trajectory.edits).toEqual([{ path: "tests/missing_colon.py", kind: "update", step: 6, toolCall: 2, inferred: false }]);
    expect(trajectory.meta.cwd).toBe("/SWE-agent__test-repo");
  });

  it("takes the submit as the completion and its diff as the final answer, the issue as the task", () => {
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 10 });
    expect(trajectory.finalAnswer).toMatch(/^diff --git a\/tests\/missing_colon.py/);
    expect(trajectory.task).toMatch(/^SyntaxError: invalid syntax/);
  });
});

describe("swe-agent history without tool calls (older demonstrations)", () => {
  const history = [
    { role: "system", content: "SETTING: You are an autonomous programmer.", message_type: "system_prompt" },
    { role: "user", content: "ISSUE:\nFix main.py\n\nINSTRUCTIONS:\nNow, you're going to solve this issue.", message_type: "observation" },
    { role: "assistant", content: "Open it.", thought: "Open it.", action: "open main.py\n", message_type: "action" },
    { role: "user", content: "[File: /repo/main.py (3 lines total)]\n(Open file: /repo/main.py)\n(Current directory: /repo)\nbash-$", message_type: "observation" },
    { role: "assistant", content: "Fix line 2.", thought: "Fix line 2.", action: "edit 2:2\n    return abs(x)\nend_of_edit\n", message_type: "action" },
    { role: "user", content: "File updated.\n(Open file: /repo/main.py)\n(Current directory: /repo)\nbash-$", message_type: "observation" },
    { role: "tool", content: "stray", tool_call_ids: ["nope"], message_type: "observation" },
  ];

  it("pairs each action with the next observation, in order; a stray result is a warning, and no submit is no completion", () => {
    const trajectory = parse(JSON.stringify({ history }));
    expect(trajectory.format).toBe("swe-agent");
    expect(trajectory.toolCalls.map((call) => [call.name, call.resultStep])).toEqual([
      ["open", 3],
      ["edit", 5],
    ]);
    expect(trajectory.edits.map((edit) => [edit.path, edit.kind])).toEqual([["main.py", "update"]]);
    expect(trajectory.task).toBe("Fix main.py");
    expect(trajectory.warnings).toEqual(["step 6: observation for unknown tool call nope, kept as a message"]);
    expect(trajectory.ending).toMatchObject({ kind: "unknown", step: 6 });
  });

  it("a history of plain chat messages (no actions) is not taken for SWE-agent", () => {
    const chat = { history: [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }] };
    expect(() => parse(JSON.stringify(chat))).toThrow(/not a transcript format/);
  });
});


/** Words only the fixture's demonstration (a Python example) holds, never the real run. */
const DEMO_MARKS = /pyclock|Duration|reproduce_rounding|DEMONSTRATION|14 passed/;

describe("swe-agent run with a demonstration in its history (0.x `.traj`)", () => {
  const trajectory = parse(fixture("synthetic-sweagent-0.x-with-demonstration.traj"));

  it("takes the task from the first real instruction: the issue text between ISSUE: and INSTRUCTIONS:", () => {
    expect(trajectory.task).toBe(
      "TextUtils.capitalize throws on an empty string\n" +
        '`TextUtils.capitalize("")` throws `StringIndexOutOfBoundsException: index 0, length 0`.\n' +
        "It should return the empty string unchanged, as it already does for `null`.",
    );
  });

  it("reads the calls and edits of the run only", () => {
    expect(trajectory.toolCalls.map((call) => call.name)).toEqual(["find_file", "open", "edit", "mvn", "submit"]);
    expect(trajectory.edits.map(({ path, kind }) => [path, kind])).toEqual([["src/main/java/org/acme/text/TextUtils.java", "update"]]);
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 4 });
  });

  it("holds nothing of the demonstration: no task text, message, call, edit or answer from it", () => {
    expect(JSON.stringify(trajectory)).not.toMatch(DEMO_MARKS);
  });
});

describe("swe-agent history with the demonstration's messages each marked `is_demo`", () => {
  const demo = { is_demo: true, agent: "primary" };
  const history = [
    { role: "system", content: "SETTING: You are an autonomous programmer.", message_type: "system_prompt" },
    { ...demo, role: "user", content: "ISSUE:\nDuration rounds down in pyclock\n\nINSTRUCTIONS:\nSolve it.", message_type: "observation" },
    { ...demo, role: "assistant", content: "Fix it.", thought: "Fix it.", action: "str_replace_editor create /pyclock/fix.py --file_text 'x'", message_type: "action",
      tool_calls: [{ id: "call_demo", type: "function", function: { name: "str_replace_editor", arguments: "{}" } }] },
    { ...demo, role: "tool", content: "File created. All 14 tests pass.", tool_call_ids: ["call_demo"], message_type: "observation" },
    { role: "user", content: "ISSUE:\nFix main.py\n\nINSTRUCTIONS:\nNow, you're going to solve this issue.", message_type: "observation" },
    { role: "assistant", content: "Open it.", thought: "Open it.", action: "open main.py\n", message_type: "action",
      tool_calls: [{ id: "call_real", type: "function", function: { name: "open", arguments: '{"path": "main.py"}' } }] },
    { role: "tool", content: "[File: /repo/main.py (3 lines total)]\n(Open file: /repo/main.py)\n(Current directory: /repo)\nbash-$", tool_call_ids: ["call_real"], message_type: "observation" },
  ];

  it("skips every marked message: the run's own task, calls and edits only", () => {
    const trajectory = parse(JSON.stringify({ history }));
    expect(trajectory.format).toBe("swe-agent");
    expect(trajectory.task).toBe("Fix main.py");
    expect(trajectory.toolCalls.map((call) => [call.id, call.name, call.resultStep])).toEqual([["call_real", "open", 6]]);
    expect(trajectory.edits).toEqual([]);
    expect(trajectory.warnings).toEqual([]);
    expect(JSON.stringify(trajectory)).not.toMatch(DEMO_MARKS);
  });

  it("skips a single `demonstration` message, marked by its message_type alone", () => {
    const single = { role: "user", content: "--- DEMONSTRATION ---\nISSUE:\nDuration rounds down\n\nINSTRUCTIONS:\nx", message_type: "demonstration" };
    const trajectory = parse(JSON.stringify({ history: [history[0], single, ...history.slice(4)] }));
    expect(trajectory.task).toBe("Fix main.py");
    expect(JSON.stringify(trajectory)).not.toMatch(DEMO_MARKS);
  });
});
