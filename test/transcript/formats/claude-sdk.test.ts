import { describe, expect, test } from "vitest";
import { loadTranscript, parseTranscript } from "../../../src/transcript/index.js";
import { resultEnding } from "../../../src/transcript/formats/claude-sdk.js";

const FIXTURES = "test/fixtures/transcripts";
const ndjson = (...records: object[]) => records.map((record) => JSON.stringify(record)).join("\n");
const init = { type: "system", subtype: "init", session_id: "s", cwd: "/repo", model: "claude-x", tools: [] };
const assistant = (content: unknown[], extra: object = {}) => ({
  type: "assistant", session_id: "s", message: { role: "assistant", content, stop_reason: "tool_use" }, ...extra,
});
const toolResult = (id: string, content: string, isError = false, extra: object = {}) => ({
  type: "user", session_id: "s", message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: isError }] }, ...extra,
});

describe("claude-sdk: claude-code-action's execution_file (real sample)", async () => {
  const { trajectory } = await loadTranscript(`${FIXTURES}/execution-file-sample-turns.json`);

  test("reads the JSON array: calls, results, edits, answer and ending", () => {
    expect(trajectory.format).toBe("claude-sdk");
    expect(trajectory.toolCalls.map((call) => [call.id, call.name, call.resultStep])).toEqual([
      ["tool_call_1", "Read", 2],
      ["tool_call_2", "Edit", 4],
      ["tool_call_3", "mcp__github__add_pull_request_review_comment", 6],
    ]);
    expect(trajectory.edits).toEqual([{ path: "/path/to/sample/file.py", kind: "update", step: 3, toolCall: 1, inferred: false }]);
    expect(trajectory.finalAnswer).toBe("Successfully removed debug print statement from file and added review comment to document the change.");
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 8 });
    expect(trajectory.task).toBeNull();
  });
});

describe("claude-sdk: claude -p --output-format stream-json (real sample)", async () => {
  const { trajectory } = await loadTranscript(`${FIXTURES}/stream-json-basic-query.ndjson`);

  test("reads the NDJSON stream with its init and result messages", () => {
    expect(trajectory.meta).toMatchObject({ agent: "claude-code 2.1.7", model: "claude-opus-4-5-20251101", records: 3 });
    expect(trajectory.finalAnswer).toBe("4");
    expect(trajectory.toolCalls).toEqual([]);
  });
});

describe("claude-sdk: shapes the samples do not show", () => {
  test("a failed Bash result states its exit code; an orphan call keeps a null output", () => {
    const text = ndjson(
      init,
      { type: "user", session_id: "s", message: { role: "user", content: "run the tests" } },
      assistant([{ type: "tool_use", id: "t1", name: "Bash", input: { command: "npm test" } }, { type: "tool_use", id: "t2", name: "Bash", input: { command: "ls" } }]),
      toolResult("t1", "Exit code 2\nnpm ERR! Test failed.", true),
      { type: "result", subtype: "success", is_error: false, result: "done" },
    );
    const { trajectory } = parseTranscript(text, "t.ndjson");
    expect(trajectory.task).toBe("run the tests");
    expect(trajectory.toolCalls.map((call) => [call.exitCode, call.output])).toEqual([[2, "Exit code 2\nnpm ERR! Test failed."], [null, null]]);
  });

  test("a subagent's narration is not the answer, but its tool calls count", () => {
    const text = ndjson(
      init,
      assistant([{ type: "tool_use", id: "task", name: "Task", input: { prompt: "run tests" } }]),
      assistant([{ type: "text", text: "subagent thinking aloud" }, { type: "tool_use", id: "t9", name: "Bash", input: { command: "pytest" } }], {
        parent_tool_use_id: "task",
      }),
      toolResult("t9", "3 passed", false, { parent_tool_use_id: "task" }),
      toolResult("task", "tests pass"),
      { type: "assistant", session_id: "s", message: { role: "assistant", content: [{ type: "text", text: "All green." }], stop_reason: "end_turn" } },
    );
    const { trajectory } = parseTranscript(text, "t.ndjson");
    expect(trajectory.toolCalls.map((call) => call.name)).toEqual(["Task", "Bash"]);
    expect(trajectory.messages.map((message) => message.text)).toEqual(["All green."]);
    expect(trajectory.ending.kind).toBe("unknown");
  });

  test("a session on Windows: file-tool paths under the drive-letter cwd are the repository's, with forward slashes", () => {
    const text = ndjson(
      { ...init, cwd: "D:\\work\\Billing\\" },
      assistant([
        { type: "tool_use", id: "e1", name: "Edit", input: { file_path: "D:\\work\\billing\\lib\\invoice.ts", old_string: "a", new_string: "b" } },
        { type: "tool_use", id: "e2", name: "Write", input: { file_path: "lib\\totals.ts", content: "export {}" } },
        { type: "tool_use", id: "e3", name: "Write", input: { file_path: "D:\\scratch\\notes.md", content: "x" } },
      ]),
      toolResult("e1", "ok"), toolResult("e2", "ok"), toolResult("e3", "ok"),
    );
    const { trajectory } = parseTranscript(text, "t.ndjson");
    // the cwd is matched without case (`Billing`, `billing`); a file outside it keeps the path recorded
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["lib/invoice.ts", "lib/totals.ts", "D:\\scratch\\notes.md"]);
  });

  test("a result for an unknown call is a warning, not a crash", () => {
    const { trajectory } = parseTranscript(ndjson(init, assistant([{ type: "text", text: "hi" }]), toolResult("nope", "x")), "t.ndjson");
    expect(trajectory.warnings).toEqual(["step 2: result for unknown tool call nope, skipped"]);
  });

  test.each([
    [{ subtype: "success", is_error: false }, "completed"],
    [{ subtype: "error_max_turns", is_error: true }, "limit"],
    [{ subtype: "error_max_budget_usd", is_error: true }, "limit"],
    [{ subtype: "error_during_execution", is_error: true }, "error"],
    [{ subtype: "success", is_error: true, result: "API Error: 529 Overloaded" }, "error"],
    [{ subtype: "success", permission_denials: [{ tool_name: "Bash", tool_use_id: "t", tool_input: {} }] }, "permission_denied"],
    [{}, "completed"],
  ])("result %j ends %s", (result, kind) => {
    expect(resultEnding({ type: "result", ...result }, 7)).toMatchObject({ kind, step: 7 });
  });
});
