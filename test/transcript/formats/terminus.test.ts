import { describe, expect, it } from "vitest";
import { splitScreen, terminusResponse } from "../../../src/transcript/formats/terminus.js";
import { fixture, parse } from "../helpers.js";

describe("terminus-2 replies recorded whole in ATIF (harbor raw_content, synthetic)", () => {
  const trajectory = parse(fixture("synthetic-terminus-2-raw-content.json"));

  it("reads each command of the reply's JSON as a shell call, with its part of the step's screen", () => {
    expect(trajectory.format).toBe("atif");
    expect(trajectory.toolCalls.map((call) => [call.step, call.name, call.command])).toEqual([
      [1, "bash_command", "ls -la\n"],
      [1, "bash_command", "cat test_add.py\n"],
      [3, "bash_command", "cat > add.py <<'EOF'\ndef add(a, b):\n    return a + b\nEOF\n"],
      [3, "bash_command", "python3 -m pytest -q\n"],
      [4, "mark_task_complete", null],
      [5, "mark_task_complete", null],
    ]);
    expect(trajectory.toolCalls[1]?.output).toBe("root@4b1d:/app# cat test_add.py\nfrom add import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\nroot@4b1d:/app# \n");
    expect(trajectory.toolCalls[3]?.output).toContain("1 passed in 0.01s");
    expect(trajectory.toolCalls[2]?.output).not.toContain("1 passed");
    expect(trajectory.toolCalls.every((call) => call.exitCode === null && call.resultStep === call.step)).toBe(true);
  });

  it("runs nothing from a reply harbor rejected, and keeps its feedback as context without a warning", () => {
    expect(trajectory.toolCalls.some((call) => call.command?.includes("rm -rf"))).toBe(false);
    expect(trajectory.messages.find((message) => message.step === 2 && message.role === "system")?.text).toMatch(/^Previous response had parsing errors/);
    expect(trajectory.warnings).toEqual([]);
  });

  it("takes task_complete as the completion, the heredoc as an edit, and the analysis and plan as the message", () => {
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 5 });
    expect(trajectory.edits.map((edit) => [edit.path, edit.step])).toEqual([["add.py", 3]]);
    expect(trajectory.messages.find((message) => message.step === 1 && message.role === "assistant")?.text).toBe(
      "Analysis: The /app directory is unexplored.\nPlan: List it and read the tests.",
    );
  });
});

describe("terminus-2 ATIF runs", () => {
  const base = { schema_version: "ATIF-v1.5", agent: { name: "terminus-2", version: "2.0.0" } };
  const agentStep = (id: number, calls: object[], content: string, extra: object = {}) => ({
    step_id: id,
    source: "agent",
    message: "Analysis: x\nPlan: y",
    tool_calls: calls,
    observation: { results: [{ source_call_id: null, content }] },
    ...extra,
  });
  const keys = (id: string, keystrokes: string) => ({ tool_call_id: id, function_name: "bash_command", arguments: { keystrokes, duration: 1 } });

  it("a declared completion followed by more work is not the ending: the run ended on a limit", () => {
    const steps = [
      { step_id: 1, source: "user", message: "Task Description:\nFix it" },
      agentStep(2, [{ tool_call_id: "c1_task_complete", function_name: "mark_task_complete", arguments: {} }], "Are you sure?"),
      agentStep(3, [keys("c2_1", "make\n")], "root@h:/app# make\nmake: *** No rule to make target\n"),
    ];
    expect(parse(JSON.stringify({ ...base, steps })).ending).toMatchObject({ kind: "limit", step: 2 });
  });

  it("reads copied-context steps (a continuation's replay of its past) as messages, not as calls again", () => {
    const steps = [
      { step_id: 1, source: "user", message: "Fix it", is_copied_context: true },
      agentStep(2, [keys("c0_1", "ls\n")], "root@h:/app# ls\n", { is_copied_context: true }),
      { step_id: 3, source: "user", message: "Here is a summary of the work so far: …" },
      agentStep(4, [keys("c1_1", "make test\n")], "root@h:/app# make test\nok\n"),
    ];
    const trajectory = parse(JSON.stringify({ ...base, steps }));
    expect(trajectory.toolCalls.map((call) => call.command)).toEqual(["make test\n"]);
    expect(trajectory.messages.map((message) => [message.step, message.role])).toEqual([
      [0, "user"],
      [1, "assistant"],
      [2, "user"],
      [3, "assistant"],
    ]);
  });

  it("a continuation after a hand-off takes its task from the hand-off's **Original Task:**, also when only copied context holds it", () => {
    const handOff = "You are picking up work from a previous AI agent on this task:\n\n**Original Task:** Make `make test` pass in /app.\n\n**Summary from Previous Agent:**\nThe build is fixed.";
    const answers = "Here are the answers the other agent provided.\n\n1. Two tests fail.\n\nContinue working on this task from where the previous agent left off.";
    const system = "You are an AI assistant tasked with solving command-line tasks in a Linux environment.";
    const live = [
      { step_id: 1, source: "user", message: system },
      { step_id: 2, source: "user", message: handOff },
      agentStep(3, [keys("c1_1", "make test\n")], "root@h:/app# make test\nok\n"),
    ];
    expect(parse(JSON.stringify({ ...base, steps: live })).task).toBe("Make `make test` pass in /app.");
    const copied = [
      { step_id: 1, source: "user", message: system, is_copied_context: true },
      { step_id: 2, source: "user", message: handOff, is_copied_context: true },
      { step_id: 3, source: "user", message: answers },
      agentStep(4, [keys("c1_1", "make test\n")], "root@h:/app# make test\nok\n"),
    ];
    expect(parse(JSON.stringify({ ...base, steps: copied })).task).toBe("Make `make test` pass in /app.");
  });

  it("a step with one command and one screen pairs them as before; a screen with no echo is shared by the batch", () => {
    const steps = [agentStep(1, [keys("a_1", "C-c"), keys("a_2", "clear\n")], "(screen cleared)")];
    const trajectory = parse(JSON.stringify({ ...base, steps }));
    expect(trajectory.toolCalls.map((call) => call.output)).toEqual(["(screen cleared)", "(screen cleared)"]);
    expect(trajectory.warnings).toEqual([]);
  });
});

describe("terminusResponse / splitScreen", () => {
  it("reads replies with text around the object, and terminus-1's field names; rejects other JSON", () => {
    expect(terminusResponse('ok:\n{"analysis": "a", "plan": "p", "commands": [{"keystrokes": "ls\\n", "duration": 0.1}]} trailing')).toEqual({
      commands: [{ keystrokes: "ls\n", duration: 0.1 }],
      taskComplete: false,
      text: "Analysis: a\nPlan: p",
    });
    expect(terminusResponse('{"state_analysis": "s", "commands": [{"keystrokes": "make\\n", "timeout_sec": 30}], "is_task_complete": true}')).toMatchObject({
      commands: [{ keystrokes: "make\n", duration: 30 }],
      taskComplete: true,
    });
    expect(terminusResponse('{"answer": 42}')).toBeNull();
    expect(terminusResponse('{"commands": "ls"}')).toBeNull();
    expect(terminusResponse("{not json}")).toBeNull();
    expect(terminusResponse("plain text")).toBeNull();
  });

  it("cuts a screen at each command's echo, in order, or gives up", () => {
    const screen = "$ a\n1\n$ b\n2\n$ ";
    expect(splitScreen(screen, ["a\n", "b\n"])).toEqual(["$ a\n1\n", "$ b\n2\n$ "]);
    expect(splitScreen(screen, ["b\n", "a\n"])).toBeNull();
    expect(splitScreen(screen, ["a\n", ""])).toBeNull();
  });
});

describe("terminusResponse (harbor's XML parser)", () => {
  it("reads verbatim keystrokes with their durations, the completion and the analysis", () => {
    const reply = '<think>x</think>\n<response>\n<analysis>Empty dir.</analysis>\n<plan>List, then test.</plan>\n<commands>\n<keystrokes duration="0.1">ls -la\n</keystrokes>\n<keystrokes>cat > a.sh <<\'EOF\'\necho "<ok>"\nEOF\n</keystrokes>\n</commands>\n<task_complete>true</task_complete>\n</response>';
    expect(terminusResponse(reply)).toEqual({
      commands: [
        { keystrokes: "ls -la\n", duration: 0.1 },
        { keystrokes: "cat > a.sh <<'EOF'\necho \"<ok>\"\nEOF\n", duration: null },
      ],
      taskComplete: true,
      text: "Analysis: Empty dir.\nPlan: List, then test.",
    });
    expect(terminusResponse("<response><analysis>only words</analysis></response>")).toBeNull();
  });
});
