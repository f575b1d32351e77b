import { describe, expect, test } from "vitest";
import { scriptText } from "../../src/checks/script-text.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

/** Calls that write `check.py` in several ways, in order. */
function session(calls: { name: string; input: Record<string, unknown> }[]) {
  const builder = new TrajectoryBuilder("claude-code-jsonl");
  calls.forEach((call, index) => {
    builder.call({ id: `c${index}`, name: call.name, input: call.input, step: index });
    builder.resultFor(`c${index}`, { output: "", isError: false, exitCode: 0, step: index });
  });
  return builder.build();
}

const HEREDOC = { name: "Bash", input: { command: "cat > check.py <<'EOF'\nprint('v1')\nEOF" } };

describe("the text the agent last wrote to a script", () => {
  test("a here-document, or an edit tool's whole content, the latest before the call", () => {
    expect(scriptText(session([HEREDOC]), "check.py", 0)).toBe("print('v1')");
    expect(scriptText(session([HEREDOC, { name: "Write", input: { file_path: "/repo/check.py", content: "print('v2')" } }]), "./check.py", 1)).toBe("print('v2')");
    expect(scriptText(session([HEREDOC, { name: "Bash", input: { command: "ls" } }]), "check.py", 1)).toBe("print('v1')");
  });

  test("none when the last write shows no whole text: a partial edit, a program's output", () => {
    const edited = session([HEREDOC, { name: "Edit", input: { file_path: "check.py", old_string: "v1", new_string: "v2" } }]);
    expect(scriptText(edited, "check.py", 1)).toBeNull();
    expect(scriptText(session([HEREDOC, { name: "Bash", input: { command: "python gen.py > check.py" } }]), "check.py", 1)).toBeNull();
    expect(scriptText(session([{ name: "Bash", input: { command: "ls" } }]), "check.py", 0)).toBeNull();
  });

  test("SWE-agent's editor run as a command: the --file_text word, its \\n escapes read as line breaks", () => {
    const created = { name: "str_replace_editor", input: { command: 'str_replace_editor create /testbed/check.py --file_text "import app\\nprint(app.VERSION)"' } };
    expect(scriptText(session([created]), "check.py", 0)).toBe("import app\nprint(app.VERSION)");
  });

  test("OpenHands' editor create: its `file_text`, not the empty `content` the record carries beside it", () => {
    const created = { name: "str_replace_editor", input: { path: "/workspace/p/reproduce.py", file_text: "import parse\n", content: "" } };
    expect(scriptText(session([created]), "reproduce.py", 0)).toBe("import parse\n");
  });
});
