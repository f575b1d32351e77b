import { describe, expect, test } from "vitest";
import { checkerOf } from "../../src/checks/checkers.js";
import { nothingRan } from "../../src/checks/test-summary.js";
import { summaryOutcome } from "../../src/checks/run-outcome.js";
import { verdictOf, type Step } from "../helpers/claude-session.js";

// held-out round 28: Node's built-in runner (`node --test`) was not read as a test run at all, and its
// totals block with nothing run (`# pass 0`, `# fail 0`, `# skipped 1`) read as green
const TAP_TOTALS = (pass: number, fail: number, skipped = 0) =>
  `1..1\n# tests ${pass + fail + skipped}\n# suites 0\n# pass ${pass}\n# fail ${fail}\n# cancelled 0\n# skipped ${skipped}\n# todo 0\n# duration_ms 236.5\n`;
const SPEC_TOTALS = (pass: number, fail: number, skipped = 0) =>
  `ℹ tests ${pass + fail + skipped}\nℹ suites 0\nℹ pass ${pass}\nℹ fail ${fail}\nℹ cancelled 0\nℹ skipped ${skipped}\nℹ todo 0\nℹ duration_ms 61.2\n`;

describe("`node --test`: Node's own test runner", () => {
  test("`--test` among node's options runs tests; after a script it is the script's argument", () => {
    expect(checkerOf(["node", "--test"])).toMatchObject({ kind: "test", runner: "node --test" });
    expect(checkerOf(["node", "--test-reporter=spec", "--test", "test/"])).toMatchObject({ kind: "test", runner: "node --test" });
    expect(checkerOf(["node", "app.js", "--test"])?.runner).not.toBe("node --test");
  });

  test("its TAP and spec totals are read: green when none failed, red when some did", () => {
    expect(summaryOutcome(TAP_TOTALS(15, 0))).toBe("passed");
    expect(summaryOutcome(TAP_TOTALS(10, 5))).toBe("failed");
    expect(summaryOutcome(SPEC_TOTALS(15, 0))).toBe("passed");
    expect(summaryOutcome(SPEC_TOTALS(10, 5))).toBe("failed");
  });

  test("a totals block with none passed and none failed ran no test: every one skipped, or none found", () => {
    expect(nothingRan(TAP_TOTALS(0, 0, 1))).toBe("# skipped 1");
    expect(nothingRan(SPEC_TOTALS(0, 0, 1))).toBe("ℹ skipped 1");
    expect(nothingRan(TAP_TOTALS(0, 0))).toBe("# tests 0");
    expect(nothingRan(TAP_TOTALS(15, 0))).toBeNull();
  });

  test("one block a file (a loop over test files): a file with none run beside one that ran is no 'none ran'", () => {
    expect(nothingRan(`${TAP_TOTALS(4, 0)}${TAP_TOTALS(0, 0, 1)}`)).toBeNull();
  });
});

const TASK: Step = { prompt: "markdownTable(rows, {alignDelimiters: false}) pads empty cells with two spaces; it should pad them with one." };
const EDIT: Step = { edit: "index.js", old: "cell = '  '", text: "cell = ' '" };
const DIFF = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -10,1 +10,1 @@ function cells() {\n-  cell = '  '\n+  cell = ' '\n";
const run = (command: string, output: string, exit = 0): Step => ({ run: command, exit, output });

describe("in a session", () => {
  test("`node --test` green after the change approves", async () => {
    const { verdict } = await verdictOf("/home/dev/markdown-table", [TASK, EDIT, run("node --test 2>&1 | tail -n 9", TAP_TOTALS(15, 0)), { say: "All 15 tests pass." }], DIFF);
    expect(verdict).toBe("pass");
  });

  test("`node --test | tail` showing failures (tail's exit 0) is a red run, not a green one", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/markdown-table", [TASK, EDIT, run("node --test 2>&1 | tail -n 9", TAP_TOTALS(10, 5)), { say: "All tests pass." }], DIFF);
    expect(checks.find((check) => check.id === "final_checks_green")?.status).toBe("fail");
    expect(verdict).toBe("fail");
  });

  test("a red `node --test`, then a name pattern that matched nothing: the red run stands (the pattern is a selection of its own)", async () => {
    const red = run("node --test 2>&1 | grep -E \"^ *not ok|^# (pass|fail)\"", "    not ok 3 - should serialize values\nnot ok 1 - markdownTable()\n# pass 10\n# fail 5\n");
    const narrowed = run("node --test --test-name-pattern=\"aligned delimiters\" 2>&1 | grep -E \"^# (pass|fail|skipped)\"", "# pass 0\n# fail 0\n# skipped 1\n");
    const { verdict, checks } = await verdictOf("/home/dev/markdown-table", [TASK, EDIT, red, narrowed, { say: "The tests for aligned delimiters pass." }], DIFF);
    expect(checks.find((check) => check.id === "final_checks_green")?.summary).toContain("The last run of `node --test` (step 4) failed");
    expect(verdict).toBe("fail");
  });

  test("a name pattern that matched no test (`# pass 0`, `# skipped 1`) shows nothing: held, not approved", async () => {
    const narrowed = run("node --test --test-name-pattern=\"w/o aligned delimiters\" 2>&1 | tail -n 12", TAP_TOTALS(0, 0, 1));
    const { verdict, checks } = await verdictOf("/home/dev/markdown-table", [TASK, EDIT, narrowed, { say: "The tests for unaligned delimiters pass." }], DIFF);
    expect(checks.map((check) => check.summary).join(" ")).toContain("ran no test");
    expect(verdict).toBe("neutral");
  });
});

describe("a test the PR adds in a JavaScript test folder is one of its tests: runs of other test files only leave it unrun", () => {
  const TEST_EDIT: Step = { edit: "tests/index.js", old: "\tit('handles toString()", text: "\tit('handles Set arguments', () => {\n\t\tassert.equal(classNames(new Set(['a'])), 'a');\n\t});\n\n\tit('handles toString()" };
  const TEST_DIFF = `${DIFF}diff --git a/tests/index.js b/tests/index.js\n--- a/tests/index.js\n+++ b/tests/index.js\n@@ -93,1 +93,5 @@ describe('classNames', () => {\n`
    + "+\tit('handles Set arguments', () => {\n+\t\tassert.equal(classNames(new Set(['a'])), 'a');\n+\t});\n+\n \tit('handles toString()\n";

  test("`node --test tests/dedupe.js` after adding a test to tests/index.js is held, and says so", async () => {
    const steps = [TASK, EDIT, TEST_EDIT, run("node --test tests/dedupe.js 2>&1 | tail -10", TAP_TOTALS(17, 0)), { say: "Tests pass." }];
    const { verdict, checks } = await verdictOf("/home/dev/classnames", steps, TEST_DIFF);
    expect(checks.map((check) => check.summary).join(" ")).toContain("The PR's test file `tests/index.js` did not run after the last edit");
    expect(verdict).toBe("neutral");
  });

  test("the whole suite (`node --test`) after it approves", async () => {
    const steps = [TASK, EDIT, TEST_EDIT, run("node --test 2>&1 | tail -10", TAP_TOTALS(18, 0)), { say: "Tests pass." }];
    expect((await verdictOf("/home/dev/classnames", steps, TEST_DIFF)).verdict).toBe("pass");
  });
});

describe("servesTests: a test folder's file that serves the tests rather than holding them", () => {
  test("by its folder, or named as a helper, a setup or a fixture whole", async () => {
    const { servesTests } = await import("../../src/checks/unrun-tests.js");
    for (const path of ["test/helpers.js", "tests/setup.ts", "test/test-utils.js", "test/fixtures/data.js", "tests/conftest.py", "__tests__/jest.setup.js"]) {
      expect(servesTests(path), path).toBe(true);
    }
    // a name that only holds such a word may be a test file: express tests `lib/utils.js` in `test/utils.js`
    for (const path of ["test/utils.js", "test/config.js", "tests/test_utils.py", "test/setup.test.js", "tests/index.js"]) {
      expect(servesTests(path), path).toBe(false);
    }
  });
});
