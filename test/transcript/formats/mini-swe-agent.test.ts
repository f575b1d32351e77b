import { describe, expect, it } from "vitest";
import { fixture, parse } from "../helpers.js";
import { observationBody } from "../../../src/transcript/formats/mini-swe-agent.js";

describe("mini-swe-agent v1 (text actions)", () => {
  const trajectory = parse(fixture("synthetic-mini-swe-agent-v1.traj.json"));

  it("reads the one bash block of each turn as a call answered by the next <returncode> observation", () => {
    expect(trajectory.format).toBe("mini-swe-agent");
    expect(trajectory.toolCalls.map((call) => [call.command, call.exitCode, call.resultStep])).toEqual([
      ["grep -rn Helo .", 0, 3],
      ["sed -i 's/Helo/Hello/' greet.py && python greet.py", 0, 5],
      ["echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached", null, null],
    ]);
  });

  it("keeps format-error feedback as a system message, not a follow-up request", () => {
    expect(trajectory.messages.filter((message) => message.role === "user")).toHaveLength(1);
    expect(trajectory.messages.some((message) => message.role === "system" && message.text.startsWith("Please always provide"))).toBe(true);
  });

  it("unwraps the task, takes info.submission as the final answer, and reads exit_status", () => {
    expect(trajectory.task).toBe("greet() prints 'Helo' instead of 'Hello'.");
    expect(trajectory.finalAnswer).toMatch(/^diff --git a\/greet.py/);
    expect(trajectory.ending.kind).toBe("completed");
    expect(trajectory.meta).toMatchObject({ agent: "mini-swe-agent 1.9.0", model: "anthropic/claude-sonnet-4-5" });
    expect(trajectory.edits).toEqual([{ path: "greet.py", kind: "update", step: 4, toolCall: 1, inferred: true }]);
  });
});

describe("mini-swe-agent v1: a turn with two action blocks", () => {
  // the harness answers such a turn with a format error and runs neither block
  const turns = [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "Please solve this issue: fix the proxy header." },
    { role: "assistant", content: "THOUGHT: write and run.\n\n```bash\ncat <<'EOF' > repro.py\nprint('x')\nEOF\n```\n\n```bash\npython3 repro.py\n```" },
    { role: "user", content: "Please always provide EXACTLY ONE action in triple backticks, found 2 actions." },
    { role: "assistant", content: "THOUGHT: one at a time.\n\n```bash\nsed -i 's/a/b/' utils.py\n```" },
    { role: "user", content: "<returncode>0</returncode>\n<output>\n</output>" },
  ];
  const trajectory = parse(JSON.stringify({ info: { mini_version: "1.9.0" }, messages: turns, trajectory_format: "mini-swe-agent-1" }));

  it("is not a call, and its blocks change no file", () => {
    expect(trajectory.toolCalls.map((call) => call.command)).toEqual(["sed -i 's/a/b/' utils.py"]);
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["utils.py"]);
  });
});

// held-out round 7 s40: a heredoc writing a Rust doc comment's code fence, `/// ```` inside a string
describe("mini-swe-agent v1: a ``` inside the command", () => {
  const code = "python3 - <<'EOF'\np = 'src/lib.rs'\ns = open(p).read()\ns = s.replace('}\\n', '    /// ```\\n    /// x\\n    /// ```\\n}\\n')\n"
    + "open(p, 'w').write(s)\nEOF\ngrep -n x src/lib.rs";
  const turns = [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "Please solve this issue: add is_prerelease." },
    { role: "assistant", content: `THOUGHT: add the method.\n\n\`\`\`bash\n${code}\n\`\`\`` },
    { role: "user", content: "<returncode>0</returncode>\n<output>\n3:    /// x\n</output>" },
  ];
  const trajectory = parse(JSON.stringify({ info: { mini_version: "1.9.0" }, messages: turns, trajectory_format: "mini-swe-agent-1" }));

  it("does not end the block: the block ends at a fence that opens a line, as the harness reads it", () => {
    expect(trajectory.toolCalls.map((call) => call.command)).toEqual([code]);
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["src/lib.rs"]);
  });
});

describe("mini-swe-agent v2 (tool calls)", () => {
  const trajectory = parse(fixture("synthetic-mini-swe-agent-v2.traj.json"));

  it("pairs role: tool results by tool_call_id out of order, with extra.returncode", () => {
    expect(trajectory.toolCalls.map((call) => [call.id, call.exitCode, call.resultStep])).toEqual([
      ["call_1", 1, 4],
      ["call_2", 0, 3],
      ["call_3", null, null],
    ]);
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["NOTES.md"]);
  });

  it("reads a limit from the exit status and falls back to the last assistant text", () => {
    expect(trajectory.ending.kind).toBe("limit");
    expect(trajectory.finalAnswer).toBe("Trying again.");
  });
});

describe("mini-swe-agent v0 (bare message array)", () => {
  it("is told apart from a plain OpenAI message array by its actions and <returncode>", () => {
    const trajectory = parse(fixture("synthetic-mini-swe-agent-v0.json"));
    expect(trajectory.format).toBe("mini-swe-agent");
    expect(trajectory.task).toBe("add a LICENSE file.");
    expect(trajectory.toolCalls[0]).toMatchObject({ command: "printf 'MIT' > LICENSE && ls", exitCode: 0 });
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["LICENSE"]);
    expect(trajectory.ending.kind).toBe("completed");
  });
});

describe("mini-swe-agent (one message per line)", () => {
  it("reads a streamed .traj.jsonl like the bare array", () => {
    const messages = JSON.parse(fixture("synthetic-mini-swe-agent-v0.json")) as unknown[];
    const trajectory = parse(messages.map((message) => JSON.stringify(message)).join("\n"));
    expect(trajectory.format).toBe("mini-swe-agent");
    expect(trajectory.toolCalls.map((call) => call.resultStep)).toEqual([3, null]);
  });
});

describe("mini-swe-agent observation template", () => {
  it("keeps what the command printed, without the status line and output tags", () => {
    expect(observationBody("<returncode>1</returncode>\n<output>\n/usr/bin/python3: No module named pytest\n</output>")).toBe(
      "/usr/bin/python3: No module named pytest",
    );
    expect(observationBody("<returncode>0</returncode>\n<output>\n</output>")).toBe("");
  });

  it("keeps an elision visible and drops the too-long warning", () => {
    const text = "<returncode>1</returncode>\n<warning>\nThe output of your last command was too long.\n</warning><output_head>\nfirst\n</output_head>\n<elided_chars>\n1234 characters elided\n</elided_chars>\n<output_tail>\n== 1 failed ==\n</output_tail>";
    expect(observationBody(text)).toBe("first\n[… 1234 characters elided]\n== 1 failed ==");
  });

  it("leaves text that is not in the template as it is", () => {
    expect(observationBody("plain\n<output>x</output>")).toBe("plain\n<output>x</output>");
  });

  it("reads the tool call's output without the template", () => {
    const trajectory = parse(fixture("synthetic-mini-swe-agent-v1.traj.json"));
    expect(trajectory.toolCalls[0]!.output).not.toMatch(/<returncode>|<\/?output>/);
  });
});

describe("mini-swe-agent v1: a command its time limit killed", () => {
  // the notice as mini-swe-agent 1.x writes it (psf__requests-2317 of SWE-bench Verified)
  const notice = "The last command <command>python3 test_requests.py</command> timed out and has been killed.\nThe output of the command was:\n <output>\n...E\n</output>\nPlease try another command and make sure to avoid those requiring interactive input.";
  const turns = (answer: string) => [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "Please solve this issue: fix the method name." },
    { role: "assistant", content: "THOUGHT: run the tests.\n\n```bash\npython3 test_requests.py\n```" },
    { role: "user", content: answer },
    { role: "assistant", content: "THOUGHT: next.\n\n```bash\nls\n```" },
    { role: "user", content: "<returncode>0</returncode>\n<output>\na.py\n</output>" },
  ];
  const read = (answer: string) => parse(JSON.stringify({ info: { mini_version: "1.9.0" }, messages: turns(answer), trajectory_format: "mini-swe-agent-1" }));

  it("is the call's result: what it printed until then, the harness's note, and no status of its own", () => {
    const [killed, next] = read(notice).toolCalls;
    expect(killed).toMatchObject({ command: "python3 test_requests.py", exitCode: null, isError: true, resultStep: 3 });
    expect(killed!.output).toBe("...E\n[mini-swe-agent: the command timed out and has been killed]");
    expect(next).toMatchObject({ command: "ls", exitCode: 0, output: "a.py" });
  });

  it("says so when the command printed nothing", () => {
    const silent = notice.replace("...E\n", "");
    expect(read(silent).toolCalls[0]!.output).toBe("[mini-swe-agent: the command timed out and has been killed]");
  });
});
