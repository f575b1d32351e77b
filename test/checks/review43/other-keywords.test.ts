import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 43: `-k` terms that name the changed code, which other-keywords.ts does not see
const CWD = "/home/dev/dateutil";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

// git's default hunk header for a method is its class's line (`class relativedelta(object):`), never the indented `def`;
// the method's own `def weeks(self):` stands in the context lines just above the change
const DIFF = "diff --git a/dateutil/relativedelta.py b/dateutil/relativedelta.py\n--- a/dateutil/relativedelta.py\n+++ b/dateutil/relativedelta.py\n"
  + "@@ -264,7 +264,7 @@ class relativedelta(object):\n \n     @property\n     def weeks(self):\n"
  + "-        return self.days // 7\n+        return int(self.days / 7)\n \n     @weeks.setter\n     def weeks(self, value):\n";
const EDIT: Step = { edit: "dateutil/relativedelta.py", old: "return self.days // 7", text: "return int(self.days / 7)" };
const P: Step = { prompt: "relativedelta(days=-8).weeks gives -2; it should be -1." };

describe("a `-k` run naming the changed method", () => {
  test("`-k weeks` after a change inside `def weeks` keeps the changed method's tests", async () => {
    const run: Step = { run: "python -m pytest dateutil/test -q -k weeks", exit: 0, output: "......\n6 passed, 1050 deselected in 1.2s" };
    const { verdict, checks } = await verdictOf(CWD, [P, EDIT, run, { say: "Fixed." }], DIFF);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("named for other code");
    expect(verdict).toBe("pass");
  });

  test("a unittest `-k` run of the changed module's own test module (dotted) is read as the same run by its path", async () => {
    // session 43: in the changed module's own tests, a term that names a changed definition or a word of the task keeps
    // the change's tests (`-k weeks`); one that names neither (`-k negative`, where the task says `days=-8`) is held, by
    // path and by dotted label alike
    const byPath = (filter: string): Step => ({ run: `python -m pytest dateutil/test/test_relativedelta.py -q -k ${filter}`, exit: 0, output: "....\n4 passed, 120 deselected in 0.2s" });
    const dotted = (filter: string): Step => ({ run: `python -m unittest dateutil.test.test_relativedelta -k ${filter}`, exit: 0, output: "....\n----------------------------------------------------------------------\nRan 4 tests in 0.004s\n\nOK" });
    for (const filter of ["weeks", "negative"]) {
      const path = await verdictOf(CWD, [P, EDIT, byPath(filter), { say: "Fixed." }], DIFF);
      const label = await verdictOf(CWD, [P, EDIT, dotted(filter), { say: "Fixed." }], DIFF);
      expect(label.verdict, filter).toBe(path.verdict);
      expect(path.verdict, filter).toBe(filter === "weeks" ? "pass" : "neutral");
    }
  });
});
