import { describe, expect, it } from "vitest";
import { fixture, jsonl, parse } from "../helpers.js";

describe("openai-messages", () => {
  const trajectory = parse(fixture("synthetic-openai-messages.json"));

  it("pairs role: tool messages by tool_call_id out of order and warns on an orphan", () => {
    expect(trajectory.format).toBe("openai-messages");
    expect(trajectory.toolCalls.map((call) => [call.id, call.name, call.resultStep])).toEqual([
      ["call_x", "run", 4],
      ["call_y", "write_file", 3],
      [null, "run", 7],
    ]);
    expect(trajectory.warnings).toContain("step 5: result for unknown tool call call_zzz, skipped");
  });

  it("states an exit code only from a structured {returncode} result", () => {
    expect(trajectory.toolCalls[0]).toMatchObject({ exitCode: 2, output: "error TS2304", command: "npm run build" });
    expect(trajectory.toolCalls[2]).toMatchObject({ exitCode: null, output: "built" });
  });

  it("drops an inline base64 image with a marker and a warning", () => {
    expect(trajectory.task).toMatch(/^Make the build green\.\n\[image_url\]$/);
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["src/a.ts"]);
    expect(trajectory.finalAnswer).toBe("The build is green now.");
    expect(trajectory.ending.kind).toBe("completed");
    expect(trajectory.meta.model).toBe("gpt-4.1");
  });

  it("reads one message per line too, and replaces a data-URI image in a tool output", () => {
    const image = `data:image/png;base64,${"A".repeat(5000)}`;
    const lines = jsonl(
      { role: "user", content: "look at the screenshot" },
      { role: "assistant", content: null, tool_calls: [{ id: "s", type: "function", function: { name: "screenshot", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "s", content: `saved ${image}` },
    );
    const trajectory = parse(lines);
    expect(trajectory.toolCalls[0]?.output).toBe("saved [image omitted: 5022 base64 chars]");
    expect(trajectory.warnings).toContain("1 inline base64 image dropped, a marker kept");
  });
});

describe("openai-messages (Responses API input list, OpenAI Agents SDK)", () => {
  it("pairs function_call and function_call_output items by call_id", () => {
    const items = [
      { role: "user", content: "what is in the repo?" },
      { type: "reasoning", id: "rs_1", summary: [] },
      { type: "function_call", call_id: "fc_1", name: "shell", arguments: '{"command":"ls"}' },
      { type: "function_call", call_id: "fc_2", name: "shell", arguments: '{"command":"cat README.md"}' },
      { type: "function_call_output", call_id: "fc_2", output: "# Demo" },
      { type: "function_call_output", call_id: "fc_1", output: "README.md\nsrc" },
      { type: "message", role: "assistant", content: [{ type: "output_text", text: "A demo with a README and src/." }] },
    ];
    const trajectory = parse(JSON.stringify(items));
    expect(trajectory.format).toBe("openai-messages");
    expect(trajectory.toolCalls.map((call) => [call.id, call.command, call.output, call.resultStep])).toEqual([
      ["fc_1", "ls", "README.md\nsrc", 5],
      ["fc_2", "cat README.md", "# Demo", 4],
    ]);
    expect(trajectory.finalAnswer).toBe("A demo with a README and src/.");
    expect(trajectory.ending.kind).toBe("completed");
  });
});
