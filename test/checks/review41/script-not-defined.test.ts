import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 4 (probes.ts SCRIPT_NOT_DEFINED): "a script or target the project does not define never ran".
// neverStarted() is asked about ONE command (`make test`) but is given the WHOLE LINE's output; a later command's
// "No rule to make target 'lint'" / "Missing script: lint" is then read as the test command's own, and its real failure
// is erased ("could not run").

const GO = "/home/dev/calc";
const goDiff = "diff --git a/calc/calc.go b/calc/calc.go\n--- a/calc/calc.go\n+++ b/calc/calc.go\n@@ -3,3 +3,3 @@\n func Add(a, b int) int {\n-\treturn a - b\n+\treturn a + b\n }\n";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("a missing script or target of ANOTHER command in the line is not the test command's", () => {
  test("`make test; make lint` (Go repo, no lint target): make test's go test FAILED; that is no 'could not run'", async () => {
    // true reading: `make test` ran `go test ./...`, which failed (--- FAIL, make's Error 1); only `make lint` never ran.
    const steps: Step[] = [
      { prompt: "Fix Add." },
      { edit: "calc/calc.go", old: "\treturn a - b", text: "\treturn a + b" },
      { run: "go test ./calc/ -run TestAdd", exit: 0, output: "ok  \texample.com/calc/calc\t0.002s" },
      {
        run: "make test; make lint", exit: 2,
        output: "go test ./...\n--- FAIL: TestSub (0.00s)\n    calc_test.go:14: Sub(3, 1) = 4, want 2\nFAIL\nFAIL\texample.com/calc/calc\t0.003s\nFAIL\nmake: *** [Makefile:3: test] Error 1\nmake: *** No rule to make target 'lint'.  Stop.",
      },
      { say: "Done, Add is fixed." },
    ];
    const { verdict, checks } = await verdictOf(GO, steps, goDiff);
    expect(verdict).toBe("fail"); // the tool says pass: a wrong Approve
    expect(summaryOf(checks, "final_checks_green")).not.toContain("could not run");
  });

  test("`npm test; npm run lint` (mocha, no lint script): mocha's 1 failing is a failure, not 'could not run'", async () => {
    // true reading: npm test ran mocha, 1 failing; `npm run lint` is the one whose script is missing.
    const steps: Step[] = [
      { prompt: "Fix add." },
      { edit: "src/add.js", old: "return a - b;", text: "return a + b;" },
      { run: "npx mocha test/add.test.js", exit: 0, output: "  add\n    ✔ adds\n\n  1 passing (3ms)" },
      {
        run: "npm test; npm run lint", exit: 1,
        output: "> calc@1.0.0 test\n> mocha\n\n  add\n    ✔ adds\n  sub\n    1) subtracts\n\n  1 passing (4ms)\n  1 failing\n\n  1) sub\n       subtracts:\n     AssertionError: expected 4 to equal 2\n\nnpm error Missing script: \"lint\"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run",
      },
      { say: "Done." },
    ];
    const diff = "diff --git a/src/add.js b/src/add.js\n--- a/src/add.js\n+++ b/src/add.js\n@@ -1,3 +1,3 @@\n function add(a, b) {\n-  return a - b;\n+  return a + b;\n }\n";
    const { verdict, checks } = await verdictOf("/home/dev/calc-js", steps, diff);
    expect(verdict).toBe("fail"); // the tool says pass: a wrong Approve
    expect(summaryOf(checks, "final_checks_green")).not.toContain("could not run");
  });
});
