import { describe, expect, test } from "vitest";
import { changesOf } from "../../../src/transcript/edits.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// Review of session 42's reading of a Python heredoc's literal `.replace(old, new)` edits as notes (script-replacements.ts,
// edits.ts withScriptNotes).

const CWD = "/home/dev/proj";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const HEAD = "python3 - <<'PYEOF'\nimport pathlib\np = pathlib.Path('src/pkg/core.py')\ns = p.read_text()\n"
  + "s = s.replace('def weeks(days):\\n', 'def weeks(days):\\n    # Truncate toward zero.\\n')\n";
const script = (rest: string) => `${HEAD}${rest}\nPYEOF`;

describe("a script that also changes code is no comment-only edit", () => {
  const steps = (edit: string): Step[] => [
    { prompt: "Fix weeks for negative days." },
    { edit: "src/pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
    { run: "python -m pytest tests/test_core.py -q", exit: 0, output: "....\n79 passed in 0.44s" },
    { run: edit, exit: 0, output: "" },
    { say: "Done." },
  ];
  const diff = (extra: string) => "diff --git a/src/pkg/core.py b/src/pkg/core.py\n--- a/src/pkg/core.py\n+++ b/src/pkg/core.py\n@@ -1,2 +1,4 @@\n def weeks(days):\n-    return days // 7\n+    # Truncate toward zero.\n+    return int(days / 7.0)\n" + extra;

  test("code appended by `+` after the replacement", async () => {
    // Right reading: step 6 writes `s + 'WEEK = 7\n'`: a new line of code after the last test run (step 4), so that run
    // does not cover the work as it ends. Now: OTHER_CHANGE has `+=` but not `+`, the script is "comments or docstrings
    // only", the verdict is Approve and the summary says so (untrue).
    const { verdict, checks } = await verdictOf(CWD, steps(script("p.write_text(s + 'WEEK = 7\\n')")), diff("+WEEK = 7\n"));
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("changed only comments or docstrings");
    expect(verdict).not.toBe("pass");
  });

  test("a sed the script runs through subprocess", async () => {
    // Right reading: the script also runs `sed -i s/7.0/7/` on the same file, a code change after the last run. Now:
    // read as comment-only, Approve.
    const edit = script("p.write_text(s)\nimport subprocess\nsubprocess.run(['sed', '-i', 's/7.0/7/', 'src/pkg/core.py'], check=True)");
    const { verdict, checks } = await verdictOf(CWD, steps(edit), diff(""));
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("changed only comments or docstrings");
    expect(verdict).not.toBe("pass");
  });
});

describe("a code replacement the scanner does not match is not dropped", () => {
  // Right reading for each: besides the comment, the script replaces `days // 7` with code. REPLACE_CALL does not match
  // these call forms, the unmatched call is silently skipped, and the remaining comment pair makes the whole script a note.
  test.each([
    ["a trailing comma (black's style)", "s = s.replace(\n    '    return days // 7\\n',\n    '    return int(days / 7.0)\\n',\n)\np.write_text(s)"],
    ["implicitly joined literals", "s = s.replace('    return days // 7\\n',\n              '    # toward zero\\n'\n              '    return int(days / 7.0)\\n')\np.write_text(s)"],
    ["`count=` given by keyword", "s = s.replace('days // 7', 'int(days / 7.0)', count=1)\np.write_text(s)"],
  ])("%s", (_, rest) => {
    expect(changesOf("bash", {}, script(rest))[0]?.notesOnly).toBeUndefined();
  });
});
