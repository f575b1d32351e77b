import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 45 (a helper who did not write the rules proved each against this session's build and the one it began with)
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const DIFF = "diff --git a/voluptuous/validators.py b/voluptuous/validators.py\n--- a/voluptuous/validators.py\n+++ b/voluptuous/validators.py\n"
  + "@@ -10,3 +10,3 @@ class Range(object):\n     def __call__(self, v):\n-        if self.min and v < self.min:\n+        if self.min is not None and v < self.min:\n";
const EDIT: Step = { edit: "voluptuous/validators.py", old: "if self.min and v < self.min:", text: "if self.min is not None and v < self.min:" };
const P: Step = { prompt: "Range(min=0) accepts negative numbers." };
const FAILED = "F....\nFAILED voluptuous/tests/tests.py::test_schema_extend_overrides\n1 failed, 167 passed in 1.1s";
const RED: Step = { run: "python -m pytest -q", exit: 1, output: FAILED };
const STASHED = "Saved working directory and index state WIP on master: a63244b root";
const POPPED = "Dropped refs/stash@{0} (bc878dc97876f6fc259aef305072b4ddebc5d55b)";
const STASH: Step = { run: "git stash && python -m pytest -q; git stash pop", exit: 0, output: `${STASHED}\n${FAILED}\n${POPPED}` };
const GREEN: Step = { run: "python -m pytest -q voluptuous/tests/tests.py -k range", exit: 0, output: "......\n6 passed, 162 deselected in 0.3s" };
const SAY: Step = { say: "Fixed: Range(min=0) now rejects negative numbers." };

describe("a commit does not stop a later stash from setting the change aside", () => {
  test("a failed commit, a commit undone by `git reset`, a commit of other files: the stash's own output says it saved", async () => {
    const commits: Step[][] = [
      [{ run: "git add -A && git commit -m 'Fix Range'", exit: 128, output: "Author identity unknown\n\nfatal: unable to auto-detect email address (got 'root@3f2a.(none)')" }],
      [{ run: "git add -A && git commit -qm 'Fix Range'", exit: 0, output: "" }, { run: "git reset HEAD~1", exit: 0, output: "Unstaged changes after reset:\nM\tvoluptuous/validators.py" }],
      [{ run: "git add CHANGELOG.md && git commit -qm changelog", exit: 0, output: "" }],
    ];
    for (const commit of commits) {
      const { verdict } = await verdictOf("/home/dev/voluptuous", [P, EDIT, RED, ...commit, STASH, GREEN, SAY], DIFF);
      expect(verdict, JSON.stringify(commit[0])).toBe("pass");
    }
  });
});

describe("`git apply` ends the original code only for the saved diff of the change", () => {
  test("new tests applied onto the stashed original code leave it the original code", async () => {
    const line: Step = { run: "git stash && git apply /tmp/new_tests.patch && python -m pytest -q; git checkout -- . && git stash pop", exit: 0, output: `${STASHED}\n${FAILED}\n${POPPED}` };
    const { verdict, checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, RED, line, GREEN, SAY], DIFF);
    expect(summaryOf(checks, "final_checks_green")).toContain("fails on the original code too");
    expect(verdict).toBe("pass");
  });

  test("`git apply -R` of a diff saved before a later edit, or one git refused, is not the original code", async () => {
    const both = `${DIFF}diff --git a/voluptuous/schema_builder.py b/voluptuous/schema_builder.py\n--- a/voluptuous/schema_builder.py\n`
      + "+++ b/voluptuous/schema_builder.py\n@@ -300,3 +300,3 @@ class Schema(object):\n     def extend(self, schema, required=None, extra=None):\n"
      + "-        result = self.schema.copy()\n+        result = dict(self.schema)\n";
    const later: Step = { edit: "voluptuous/schema_builder.py", old: "result = self.schema.copy()", text: "result = dict(self.schema)" };
    const save: Step = { run: "git diff > /tmp/fix.diff && git diff --stat", exit: 0, output: " voluptuous/validators.py | 2 +-\n 1 file changed" };
    const reverse: Step = { run: "git apply -R /tmp/fix.diff && python -m pytest -q; git apply /tmp/fix.diff", exit: 0, output: FAILED };
    const outdated = await verdictOf("/home/dev/voluptuous", [P, EDIT, save, later, RED, reverse, GREEN, SAY], both);
    expect(outdated.verdict).toBe("fail");
    const refusedLine: Step = {
      run: "git apply -R /tmp/fix.diff; python -m pytest -q; git apply /tmp/fix.diff",
      exit: 1,
      output: `error: patch failed: voluptuous/validators.py:10\nerror: voluptuous/validators.py: patch does not apply\n${FAILED}`,
    };
    const refused = await verdictOf("/home/dev/voluptuous", [P, EDIT, later, save, RED, refusedLine, GREEN, SAY], both);
    expect(refused.verdict).toBe("fail");
  });
});

describe("a baseline after the red run counts only when it ran the same command", () => {
  test("`python3.12` on the stashed code after a red `python3.8`, or another tox environment, shows nothing of 3.8", async () => {
    const say: Step = { say: "Fixed. test_url_validation fails under Python 3.8 only; it has nothing to do with Range." };
    for (const [red, base] of [["python3.8 -m pytest -q", "python3.12 -m pytest -q"], ["tox -e py38 -- -q", "python3.12 -m pytest -q"]] as const) {
      const R: Step = { run: red, exit: 1, output: "F....\nFAILED voluptuous/tests/tests.py::test_url_validation\n1 failed, 167 passed in 1.1s" };
      const B: Step = { run: `git stash && ${base}; git stash pop`, exit: 0, output: `${STASHED}\nF....\nFAILED voluptuous/tests/tests.py::test_datetime_format\n1 failed, 167 passed in 1.1s\n${POPPED}` };
      const { verdict, checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, R, B, say], DIFF);
      expect(summaryOf(checks, "final_checks_green"), red).not.toContain("passed on the original code");
      expect(verdict, red).toBe("neutral");
    }
  });
});
