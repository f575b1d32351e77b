import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 3 (unrecorded-run.ts timeoutStatus): "a run its own timeout stopped names the status the line echoed
// (124), not the line's exit 0 the echo set". The same sentence in unshown-notes.ts (the runs listed beside a later
// green run) still says `exit ${run.exitCode}`: the echo's 0.

const CWD = "/home/dev/proj";
const diffOf = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 2\n`;
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("a timed-out run named beside a later run", () => {
  test("`timeout 60 pytest -q; echo rc=$?` printed rc=124, then a narrower green run: the note must not say 'exit 0'", async () => {
    // true reading: timeout stopped pytest with status 124 (the line echoed it); 0 is `echo`'s status, not pytest's.
    // The tool says "`pytest` (step 4, `timeout 60`, exit 0) ran out of the time the agent gave it".
    const steps: Step[] = [
      { prompt: "Make f return 2." },
      { edit: "src/a.py", old: "    return 1", text: "    return 2" },
      { run: "timeout 60 python -m pytest -q; echo rc=$?", exit: 0, output: "....\nrc=124" },
      { run: "python -m pytest -q tests/test_a.py", exit: 0, output: "..\n2 passed in 0.1s" },
      { say: "Done." },
    ];
    const said = summaryOf((await verdictOf(CWD, steps, diffOf("src/a.py"))).checks, "final_checks_green");
    expect(said).toContain("ran out of the time");
    expect(said).not.toContain("exit 0");
  });
});
