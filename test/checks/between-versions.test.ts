import { describe, expect, test } from "vitest";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";

const DIFF = "diff --git a/pkg/std.py b/pkg/std.py\n--- a/pkg/std.py\n+++ b/pkg/std.py\n@@ -1 +1 @@\n-lower = True\n+lower = False\n";

describe("repository runs on a version this report cannot match to the final one", () => {
  test("are named where the sentence would say no repository test ran after the edit it cites", () => {
    // audited sphinx-7440: debug lines a script inserted, deleted by pattern, a pytest run, then the fix applied again
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    builder.prompt("Make glossary terms case-sensitive", 0);
    const call = (step: number, name: string, input: Record<string, unknown>, output: string, exitCode: number | null) => {
      builder.call({ id: `c${step}`, name, input, step });
      builder.resultFor(`c${step}`, { output, isError: exitCode !== null && exitCode !== 0, exitCode, step });
    };
    const fix = { file_path: "pkg/std.py", old_string: "lower = True", new_string: "lower = False" };
    call(1, "Edit", fix, "ok", null);
    call(2, "Write", { file_path: "check_std.py", content: "from pkg.std import lower\nprint('terms resolved:', lower)\n" }, "ok", null);
    call(3, "Bash", { command: "python3 check_std.py" }, "terms resolved: MySQL, mysql", 0);
    const script = "cat <<EOF > debug_std.py\nlines = open('pkg/std.py').readlines()\nlines.insert(1, 'print(\"DEBUG\")\\n')\nopen('pkg/std.py', 'w').writelines(lines)\nEOF\npython3 debug_std.py";
    call(4, "Bash", { command: script }, "", 0);
    call(5, "Bash", { command: "sed -i '/DEBUG/d' pkg/std.py" }, "", 0);
    call(6, "Bash", { command: "pytest tests/test_std.py" }, "==== 14 passed in 0.5s ====", 0);
    call(7, "Bash", { command: "git checkout pkg/std.py" }, "", 0);
    call(8, "Edit", fix, "ok", null);
    const result = verifiedAfterLastEdit(checkContext(builder.build(), parseUnifiedDiff(DIFF), null));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("Only the agent's own checks are known to have seen the content of the edit at step 2 of `pkg/std.py`");
    expect(result.summary).not.toContain("none of the repository's tests or checks did");
    expect(result.summary).toContain("no run of the repository's tests is known to have seen it: `pytest tests/test_std.py` ran at step 7, on a version in between");
  });
});
