import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// Review of session 42's `[ -d folder ]` facts (path-facts.ts holdsFileWritten): the folder holds once the agent wrote a
// file inside it.

const CWD = "/home/dev/proj";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const diff = "diff --git a/src/pkg/core.py b/src/pkg/core.py\n--- a/src/pkg/core.py\n+++ b/src/pkg/core.py\n@@ -1,2 +1,2 @@\n def weeks(days):\n-    return days // 7\n+    return int(days / 7.0)\n";
const steps = (condition: string): Step[] => [
  { prompt: "Fix weeks for negative days." },
  { edit: "src/pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
  { run: `if ${condition}; then python -m pytest tests/test_flat.py -q; else PYTHONPATH=src python -m pytest tests/test_core.py -q; fi`, exit: 0, output: "....\n79 passed in 0.44s" },
  { say: "Done." },
];

describe("a file written in one folder says nothing of another folder with the same tail", () => {
  test("`[ -d pkg ]` (a flat layout's package) is not shown by src/pkg/core.py", async () => {
    // Right reading: the agent's layout probe asks for `pkg` at the project root; it wrote /home/dev/proj/src/pkg/core.py,
    // which shows src/pkg, not pkg. Which branch ran is unknown: "one of". Now: samePath's suffix match makes `src/pkg`
    // answer for `pkg`, and the summary says `pytest tests/test_flat.py` ran (untrue from what the transcript shows; in a
    // src layout the else-branch is the likely one).
    const { checks } = await verdictOf(CWD, steps("[ -d pkg ]"), diff);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("`pytest tests/test_flat.py`");
  });

  test("`[ -d /tmp/src/pkg ]` is not shown by /home/dev/proj/src/pkg/core.py", async () => {
    // Right reading: a folder under /tmp is not the project's src/pkg. Now: suffix match, then-branch read as the one run.
    const { checks } = await verdictOf(CWD, steps("[ -d /tmp/src/pkg ]"), diff);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("`pytest tests/test_flat.py`");
  });
});

describe("a folder removed after the write", () => {
  test("`rm -rf scratch` then `[ -d scratch/repro ]`: the folder is gone with its parent", async () => {
    // Right reading: step 6 deleted scratch (and scratch/repro in it) after step 4 wrote scratch/repro/test_weeks.py, so
    // at step 10 `[ -d scratch/repro ]` is false and the else-branch (`pytest tests/test_core.py`) ran. Now: the earlier
    // write still "holds" the folder; the summary says `pytest scratch/repro` ran after the last edit (untrue).
    const session: Step[] = [
      { prompt: "Fix weeks for negative days." },
      { write: "scratch/repro/test_weeks.py", text: "from pkg.core import weeks\ndef test_w():\n    assert weeks(-8) == -1\n" },
      { run: "rm -rf scratch", exit: 0, output: "" },
      { edit: "src/pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
      { run: "if [ -d scratch/repro ]; then PYTHONPATH=src python -m pytest scratch/repro -q; else PYTHONPATH=src python -m pytest tests/test_core.py -q; fi", exit: 0, output: "....\n79 passed in 0.44s" },
      { say: "Done." },
    ];
    const { checks } = await verdictOf(CWD, session, diff);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("`pytest scratch/repro`");
  });
});
