import { describe, expect, it } from "vitest";
import { fixture, labeled, parse } from "../helpers.js";

describe("atif (ATIF-v1.4, synthetic)", () => {
  const trajectory = parse(fixture("synthetic-atif-v1.4.json"));

  it("pairs results by source_call_id even out of order, and warns on a stray result", () => {
    expect(trajectory.format).toBe("atif");
    expect(trajectory.toolCalls.slice(0, 2).map((call) => [call.id, call.output])).toEqual([
      ["c1", ""],
      ["c2", "Hello"],
    ]);
    expect(trajectory.warnings).toContain("step 2: observation result 3 answers no tool call, kept as a message");
  });

  it("warns about a referenced subagent trajectory and counts a completion call", () => {
    expect(trajectory.warnings.some((warning) => warning.includes("subagent trajectory sub-1.json"))).toBe(true);
    expect(trajectory.ending).toMatchObject({ kind: "completed", step: 4 });
    expect(trajectory.finalAnswer).toBe("Done: hello.txt contains Hello.");
    expect(trajectory.task).toBe("Create hello.txt containing Hello");
    expect(trajectory.edits.map((edit) => edit.path)).toEqual(["hello.txt"]);
  });
});

describe("atif (labeled Terminal-Bench shapes)", () => {
  it("capy-converted-1.0: positional results, `(exit code N)` prefixes, `[tool] {json}` arguments", () => {
    const trajectory = parse(labeled("tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP.trajectory.json"));
    expect(trajectory.meta).toMatchObject({ agent: "Capy", model: "openai/gpt-5.5" });
    const shell = trajectory.toolCalls.filter((call) => call.name === "bash_run");
    expect(shell.map((call) => call.exitCode)).toEqual([0, 0, 0]);
    // the prefix is the recorder's: the program's own output starts after it
    expect(shell.map((call) => call.output?.startsWith("(exit code"))).toEqual([false, false, false]);
    expect(trajectory.toolCalls[0]?.command).toBeNull();
    expect(trajectory.toolCalls[0]?.output).toBeNull();
    expect(trajectory.edits.map(({ path, inferred }) => ({ path, inferred }))).toEqual([{ path: "/app/run.py", inferred: false }]);
    expect(trajectory.task).toMatch(/^Create a Python function called `async run_tasks/);
  });

  it("capy-converted-1.0: the harness's note for an empty output is an empty output", () => {
    const raw = JSON.parse(labeled("tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP.trajectory.json")) as { steps: { observation?: { results: { content: string }[] } }[] };
    const step = raw.steps.find((item) => item.observation?.results[0]?.content.startsWith("(exit code 0)"))!;
    step.observation!.results[0]!.content = "(exit code 0) Command completed with no output";
    const index = raw.steps.indexOf(step);
    const trajectory = parse(JSON.stringify(raw));
    const call = trajectory.toolCalls.find((item) => item.step === index);
    expect(call).toMatchObject({ exitCode: 0, output: "" });
  });

  it("capy-converted-1.0: a prefix noting the recorder's time limit gives no exit code of the program's; the note goes last", () => {
    const raw = JSON.parse(labeled("tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP.trajectory.json")) as { steps: { observation?: { results: { content: string }[] } }[] };
    const steps = raw.steps.filter((item) => item.observation?.results[0]?.content.startsWith("(exit code 0)"));
    steps[0]!.observation!.results[0]!.content = "(exit code 124 (timed out after 600s)) CXX src/caffe/blob.cpp";
    steps[1]!.observation!.results[0]!.content = "(exit code 127\nCommand not found: python3. Probe available alternatives first.) stderr: python3: command not found";
    const trajectory = parse(JSON.stringify(raw));
    const [timedOut, missing] = steps.map((step) => trajectory.toolCalls.find((item) => item.step === raw.steps.indexOf(step)));
    expect(timedOut).toMatchObject({ exitCode: null, output: "CXX src/caffe/blob.cpp\n[timed out after 600s]" });
    expect(missing).toMatchObject({ exitCode: 127, output: "stderr: python3: command not found" });
  });

  it("atif-converted-1.0: JSON `{returncode, output}` results and narration as the final answer", () => {
    const trajectory = parse(labeled("tb2.1-mini-swe-agent_deepseek-v4-flash__git-leak-recovery__SVEfEGe.trajectory.json"));
    expect(trajectory.toolCalls.length).toBeGreaterThan(5);
    expect(trajectory.toolCalls[0]).toMatchObject({ exitCode: 0, command: 'ls -la /app && echo "---" && ls -la /app/repo' });
    expect(trajectory.toolCalls[0]?.output).toMatch(/^total 1\n/);
    expect(trajectory.task).toMatch(/^A secret was accidentally committed/);
    expect(trajectory.finalAnswer).toMatch(/^All requirements are satisfied/);
  });

  it("ATIF-v1.2 terminus-2: tool_call_id pairing, no exit codes stated", () => {
    const trajectory = parse(labeled("progress__pytorch-model-cli.trajectory.json"));
    expect(trajectory.meta).toMatchObject({ agent: "terminus-2 2.0.0", model: "gemini/gemini-2.5-pro" });
    // terminus-2 sends a batch of keystrokes and records one screen under the batch's first call:
    // each command gets its part of the screen, cut at its echo
    // every call has its result, but those the exporter left as an unresolved reference (`$37`)
    const referenced = (call: { id: string | null }) => call.id?.startsWith("call_15_") === true;
    expect(trajectory.toolCalls.filter((call) => call.resultStep === null).map((call) => call.id)).toEqual(["call_4_1", "call_5_1", "call_8_1", "call_11_1", "call_15_1", "call_15_2"]);
    const batch = trajectory.toolCalls.filter((call) => call.id?.startsWith("call_9_"));
    expect(batch.map((call) => call.command)).toEqual(["touch export_weights.py\n", "vi export_weights.py\n"]);
    expect(batch[0]?.output).not.toContain("vi: command not found");
    expect(batch[1]?.output).toMatch(/^root@[\w-]+:\/app# vi export_weights.py\nbash: vi: command not found\n/);
    // an unresolved `$NN` reference in place of the screen: the batch's results are not in the file
    const placeholder = trajectory.toolCalls.filter(referenced);
    expect(placeholder.map((call) => [call.output, call.resultStep])).toEqual([[null, null], [null, null]]);
    expect(trajectory.warnings).toContain("1 command, 5 results, 1 message of this file are unresolved references (`$31`, …) its exporter left in place of their text: they are not read");
    expect(trajectory.toolCalls.every((call) => call.exitCode === null)).toBe(true);
    expect(trajectory.toolCalls[0]).toMatchObject({ id: "call_0_1", command: "ls -la\n" });
  });

  it("an agent that finishes only by its completion call, and made none, ended on a limit; others stay unknown", () => {
    const run = (name: string, last: string) =>
      JSON.stringify({
        schema_version: "ATIF-v1.4",
        agent: { name, version: "1.0" },
        steps: [
          { step_id: 1, source: "user", message: "Fix the build" },
          { step_id: 2, source: "agent", message: "", tool_calls: [{ tool_call_id: "c1", function_name: "bash", arguments: { command: last } }] },
        ],
      });
    expect(parse(run("mini-swe-agent", "make")).ending).toMatchObject({ kind: "limit", step: 1 });
    expect(parse(run("mini-swe-agent", "make")).ending.detail).toContain("made none");
    expect(parse(run("terminus-2", "make")).ending.kind).toBe("limit");
    expect(parse(run("mini-swe-agent", "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT")).ending.kind).toBe("completed");
    expect(parse(run("Capy", "make")).ending.kind).toBe("unknown");
  });

  it("reads exception_info and elided output of converted mini-swe-agent results", () => {
    const steps = [
      { step_id: 1, source: "user", message: "do it" },
      {
        step_id: 2,
        source: "agent",
        message: "",
        tool_calls: [
          { tool_name: "bash", arguments: { keystrokes: "cat big.txt" } },
          { tool_name: "bash", arguments: { keystrokes: "make" } },
        ],
        observation: {
          results: [
            { content: JSON.stringify({ returncode: 0, output_head: "HEAD", elided_chars: 5000, output_tail: "TAIL" }) },
            { content: JSON.stringify({ returncode: -1, output: "", exception_info: "action was not executed" }) },
          ],
        },
      },
    ];
    const trajectory = parse(JSON.stringify({ schema_version: "atif-converted-1.0", agent: { name: "mini-swe-agent" }, steps }));
    expect(trajectory.toolCalls[0]).toMatchObject({ exitCode: 0, isError: false, output: "HEAD\n[… 5000 chars elided]\nTAIL" });
    expect(trajectory.toolCalls[1]).toMatchObject({ exitCode: -1, isError: true });
    expect(trajectory.toolCalls[1]?.output).toContain("[not run: action was not executed]");
  });

  it("an exporter's unresolved reference (`$37`) in place of a command, output or message is not read as one, and is warned of", () => {
    const raw = JSON.parse(labeled("tb2.0-capy_gpt-5.5__cancel-async-tasks__QeVSosP.trajectory.json")) as {
      steps: { message?: string; tool_calls?: { arguments: { keystrokes: string } }[]; observation?: { results: { content: string }[] } }[];
    };
    const shell = raw.steps.filter((item) => item.tool_calls?.[0]?.arguments.keystrokes !== undefined && item.observation?.results[0]?.content.startsWith("(exit code 0)"));
    shell[0]!.tool_calls![0]!.arguments.keystrokes = "$36";
    shell[0]!.observation!.results[0]!.content = "$37";
    shell[1]!.observation!.results[0]!.content = "$3f";
    shell[1]!.message = "$35";
    const trajectory = parse(JSON.stringify(raw));
    const [first, second] = shell.map((step) => trajectory.toolCalls.find((item) => item.step === raw.steps.indexOf(step))!);
    expect(first).toMatchObject({ command: null, output: null, resultStep: null });
    expect(second).toMatchObject({ output: null, resultStep: null });
    expect(second!.command).not.toBeNull();
    expect(trajectory.messages.some((message) => message.text.includes("$35"))).toBe(false);
    expect(trajectory.warnings).toContain(
      "1 command, 2 results, 1 message of this file are unresolved references (`$36`, …) its exporter left in place of their text: they are not read",
    );
    // a dollar word inside a real output is the output
    shell[0]!.tool_calls![0]!.arguments.keystrokes = "echo '$37 left'";
    shell[0]!.observation!.results[0]!.content = "(exit code 0) $37 left";
    expect(parse(JSON.stringify(raw)).toolCalls.find((item) => item.step === raw.steps.indexOf(shell[0]!))).toMatchObject({ output: "$37 left", exitCode: 0 });
  });
});
