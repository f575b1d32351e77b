import { describe, expect, it } from "vitest";
import { fixture, parse } from "../helpers.js";

describe("anthropic-messages", () => {
  const trajectory = parse(fixture("synthetic-anthropic-messages.json"));

  it("pairs tool_result blocks by tool_use_id out of order", () => {
    expect(trajectory.format).toBe("anthropic-messages");
    expect(trajectory.toolCalls.map((call) => [call.id, call.output, call.isError])).toEqual([
      ["toolu_1", "No match for foo", true],
      ["toolu_2", "ok", false],
    ]);
  });

  it("counts no edit for a failed edit call, strips the system reminder from the task", () => {
    expect(trajectory.edits).toEqual([]);
    expect(trajectory.task).toBe("Rename foo to bar in util.py");
    expect(trajectory.finalAnswer).toBe("foo is not in util.py; nothing to rename.");
    expect(trajectory.ending.kind).toBe("completed");
  });
});

describe("anthropic-messages (Cline api_conversation_history.json)", () => {
  const trajectory = parse(fixture("synthetic-cline-api_conversation_history.json"));

  it("reads XML tool calls and pairs them with the `[tool] Result:` texts in order", () => {
    expect(trajectory.format).toBe("anthropic-messages");
    expect(trajectory.toolCalls.map((call) => call.name)).toEqual(["write_to_file", "execute_command", "attempt_completion"]);
    expect(trajectory.toolCalls[0]?.output).toBe("The content was successfully saved to README.md.");
    expect(trajectory.toolCalls[1]).toMatchObject({ command: "cat README.md", resultStep: 4 });
    expect(trajectory.toolCalls[1]?.output).toMatch(/^Command executed\./);
  });

  it("takes the task from <task>, edits from write_to_file, the answer from attempt_completion", () => {
    expect(trajectory.task).toBe("Add a README with a usage section");
    expect(trajectory.messages.filter((message) => message.role === "user")).toHaveLength(1);
    expect(trajectory.edits.map(({ path, step }) => ({ path, step }))).toEqual([{ path: "README.md", step: 1 }]);
    expect(trajectory.finalAnswer).toBe("Added README.md with a Usage section.");
    expect(trajectory.ending.kind).toBe("completed");
  });
});

describe("anthropic-messages (Cline v3: absolute paths, SEARCH/REPLACE edits, a follow-up question, synthetic)", () => {
  const trajectory = parse(fixture("synthetic-cline-v3-ask-followup.json"));

  it("pairs each `[tool for '…'] Result:` with its call and makes absolute edit paths relative to the workspace", () => {
    expect(trajectory.toolCalls.map((call) => [call.name, call.resultStep])).toEqual([
      ["replace_in_file", 2],
      ["write_to_file", 4],
      ["execute_command", 6],
      ["ask_followup_question", null],
    ]);
    expect(trajectory.meta.cwd).toBe("/Users/dev/projects/todo-api");
    expect(trajectory.edits.map(({ path, kind }) => [path, kind])).toEqual([
      ["src/store.ts", "update"],
      ["test/remove.test.ts", "unknown"],
    ]);
    expect(trajectory.toolCalls[2]).toMatchObject({ command: "npm test -- test/remove.test.ts", exitCode: null });
    expect(trajectory.toolCalls[2]?.output).toContain("Tests:       1 passed, 1 total");
  });

  it("a run that ends on ask_followup_question stopped to ask: interrupted, not completed", () => {
    expect(trajectory.ending).toMatchObject({ kind: "interrupted", step: 7 });
    expect(trajectory.ending.detail).toContain("ask_followup_question");
    expect(trajectory.task).toBe("remove() in src/store.ts throws on a missing id; make it return false instead, and add a test.");
  });
});

describe("anthropic-messages (Cline with native tool_use blocks)", () => {
  const workspace = "<environment_details>\n# Current Working Directory (/home/u/site) Files\nindex.js\n</environment_details>";
  const messages = [
    { role: "user", content: [{ type: "text", text: "<task>\nRun the linter and fix what it reports.\n</task>" }, { type: "text", text: workspace }] },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "execute_command", input: { command: "npx eslint ." } }] },
    { role: "user", content: [{ type: "text", text: "[execute_command for 'npx eslint .'] Result:" }, { type: "text", text: "Command executed.\nOutput:\n1 problem (1 error, 0 warnings)" }] },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_02", name: "replace_in_file", input: { path: "/home/u/site/index.js", diff: "-" } }] },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_02", content: "[replace_in_file for '/home/u/site/index.js'] Result:\nThe content was saved." }] },
  ];

  it("pairs a text result with the tool_use it answers, strips the header from a tool_result, and reads the edit", () => {
    const trajectory = parse(JSON.stringify(messages));
    expect(trajectory.toolCalls.map((call) => [call.id, call.resultStep, call.output])).toEqual([
      ["toolu_01", 2, "Command executed.\nOutput:\n1 problem (1 error, 0 warnings)"],
      ["toolu_02", 4, "The content was saved."],
    ]);
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["index.js"]);
  });

  it("plan_mode_respond waits for the user; attempt_completion as a tool_use completes with its result as the answer", () => {
    const ask = [...messages, { role: "assistant", content: [{ type: "tool_use", id: "toolu_03", name: "plan_mode_respond", input: { response: "Add a lint script?" } }] }];
    const planned = parse(JSON.stringify(ask));
    expect(planned.ending).toMatchObject({ kind: "awaiting_user", step: 5 });
    expect(planned.ending.detail).toContain("plan_mode_respond");
    const done = [...messages, { role: "assistant", content: [{ type: "tool_use", id: "toolu_04", name: "attempt_completion", input: { result: "Lint is clean." } }] }];
    expect(parse(JSON.stringify(done))).toMatchObject({ ending: { kind: "completed" }, finalAnswer: "Lint is clean." });
  });
});

describe("anthropic-messages (Cline: a failed command's exit code)", () => {
  const task = { role: "user", content: [{ type: "text", text: "<task>\nMake the tests pass.\n</task>" }] };
  const run = (id: string) => ({ role: "assistant", content: [{ type: "tool_use", id, name: "execute_command", input: { command: "npm test" } }] });

  it("reads `Command failed with exit code N.` as the exit code, in a result text or a tool_result block", () => {
    const failed = "Command failed with exit code 1.\nOutput:\nTests: 1 failed, 3 passed";
    const asText = [task, run("toolu_01"), { role: "user", content: [{ type: "text", text: "[execute_command for 'npm test'] Result:" }, { type: "text", text: failed }] }];
    expect(parse(JSON.stringify(asText)).toolCalls[0]).toMatchObject({ exitCode: 1, isError: true });
    const asBlock = [task, run("toolu_02"), { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_02", content: `[execute_command for 'npm test'] Result:\n${failed}` }] }];
    expect(parse(JSON.stringify(asBlock)).toolCalls[0]).toMatchObject({ exitCode: 1, isError: true });
  });

  it("states no exit code for `Command executed.`, which Cline writes whatever the outcome", () => {
    const ran = [task, run("toolu_03"), { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_03", content: "Command executed.\nOutput:\nok" }] }];
    expect(parse(JSON.stringify(ran)).toolCalls[0]).toMatchObject({ exitCode: null, isError: false });
  });
});
