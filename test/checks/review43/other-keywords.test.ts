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

  test("a unittest `-k` run of the changed module's own test module (dotted) is not of other code", async () => {
    // the same filter on the module's file path is read as the change's own tests (the module is a keyword)
    const byPath: Step = { run: "python -m pytest dateutil/test/test_relativedelta.py -q -k negative", exit: 0, output: "....\n4 passed, 120 deselected in 0.2s" };
    expect((await verdictOf(CWD, [P, EDIT, byPath, { say: "Fixed." }], DIFF)).verdict).toBe("pass");
    const run: Step = { run: "python -m unittest dateutil.test.test_relativedelta -k negative", exit: 0, output: "....\n----------------------------------------------------------------------\nRan 4 tests in 0.004s\n\nOK" };
    const { verdict, checks } = await verdictOf(CWD, [P, EDIT, run, { say: "Fixed." }], DIFF);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("named for other code");
    expect(verdict).toBe("pass");
  });
});
