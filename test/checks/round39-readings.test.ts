import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { ranWholeSuite, selectionOf } from "../../src/checks/selection.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { nothingRan, testSummaries } from "../../src/checks/test-summary.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { testNameOf } from "../../src/checks/added-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// session 39: a runner's mode word is no selection, and vitest's and jest's failing files are named

const twoFiles = "diff --git a/src/index.ts b/src/index.ts\n--- a/src/index.ts\n+++ b/src/index.ts\n@@ -10,4 +10,5 @@\n x\n+y\n"
  + "diff --git a/src/index.spec.ts b/src/index.spec.ts\n--- a/src/index.spec.ts\n+++ b/src/index.spec.ts\n@@ -20,4 +20,5 @@\n x\n+  it(\"takes numbers\", () => {});\n";
const context = (actions: Action[]) => checkContext(trajectoryOf([{ edit: "src/index.ts" }, { edit: "src/index.spec.ts" }, ...actions]), parseUnifiedDiff(twoFiles), null);

describe("a runner's mode word", () => {
  test("vitest run, watch and dev, bun test, deno test and playwright test name their mode, not tests", () => {
    expect(selectionOf(["vitest", "run"], "vitest")).toEqual([]);
    expect(selectionOf(["vitest", "run", "src/redos.spec.ts"], "vitest")).toEqual(["src/redos.spec.ts"]);
    expect(selectionOf(["vitest", "watch"], "vitest")).toEqual([]);
    expect(selectionOf(["bun", "test", "src/a.test.ts"], "bun")).toEqual(["src/a.test.ts"]);
    expect(ranWholeSuite({ selection: selectionOf(["vitest", "run"], "vitest"), runner: "vitest" })).toBe(true);
  });

  test("only as the first operand: a file or label named so later is still selected", () => {
    expect(selectionOf(["vitest", "run", "run"], "vitest")).toEqual(["run"]);
    // another runner's bare `run` is a label, as before
    expect(selectionOf(["pytest", "run"], "pytest")).toEqual(["run"]);
  });

  test("a vitest run of another spec file does not run the PR's new tests (round 17 s04)", () => {
    const redos: Action = { run: "npx vitest run src/redos.spec.ts", exit: 0, output: " Test Files  1 passed (1)\n      Tests  101 passed (101)\n" };
    const result = verifiedAfterLastEdit(context([redos]));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR's test file `src/index.spec.ts` did not run");
    const own: Action = { ...redos, run: "npx vitest run src/index.spec.ts" };
    expect(verifiedAfterLastEdit(context([own])).status).toBe("pass");
  });
});

describe("vitest's and jest's failing files and tests", () => {
  test("a file that failed whole, a failing test in a file, a workspace project's; not jest's file line (review 39 D1)", () => {
    expect(failingTests(" FAIL  src/cases.spec.ts [ src/cases.spec.ts ]\nError: No test suite found in file\n")).toEqual(["src/cases.spec.ts"]);
    expect(failingTests(" FAIL  src/index.spec.ts > path-to-regexp > compile > keeps zeros\n")).toEqual(["src/index.spec.ts > path-to-regexp > compile > keeps zeros"]);
    expect(failingTests(" FAIL  |unit| test/a.test.ts > adds\n")).toEqual(["test/a.test.ts > adds"]);
    // jest prints its file's FAIL line for one failing test as for all: it says nothing of which failed
    expect(failingTests("FAIL src/decode.test.ts (5.21 s)\n  ● decode › strips\n")).toEqual([]);
  });

  test("other FAIL lines are no such names: a script's own, go's package, unittest's header", () => {
    expect(failingTests("FAIL sim 3: got 4 exp 5\nFAIL (foo.py not ignored)\n")).toEqual([]);
    expect(failingTests("FAIL\tgithub.com/x/y\t0.01s\n")).toEqual([]);
    expect(failingTests("FAIL: test_x (pkg.tests.T)\n")).toEqual(["pkg.tests.T.test_x"]);
  });

  test("a file failing whole, shown failing on the original code by a run of just that file, is not the change's (round 17 s05)", () => {
    const whole: Action = { run: "npx vitest run 2>&1 | tail -12", exit: 0,
      output: " FAIL  src/cases.spec.ts [ src/cases.spec.ts ]\nError: No test suite found in file /w/src/cases.spec.ts\n\n Test Files  1 failed | 2 passed (3)\n      Tests  478 passed (478)\n" };
    const stashed: Action = { run: "git stash && npx vitest run src/cases.spec.ts 2>&1 | tail -8; git stash pop", exit: 0,
      output: "Saved working directory and index state WIP on main: 7c3c23f base\n\n Test Files  1 failed (1)\n      Tests  no tests\nDropped refs/stash@{0} (5ad9187)\n" };
    const own: Action = { run: "npx vitest run src/index.spec.ts", exit: 0, output: " Test Files  1 passed (1)\n      Tests  377 passed (377)\n" };
    const result = finalChecksGreen(context([whole, stashed, own]));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("fails on the original code too");
    // the same file's failure with no run on the original code stays unanswered
    expect(finalChecksGreen(context([whole, own])).status).toBe("fail");
  });

  test("a failing test inside a file is not answered by an unnamed failure of that file on the original code", () => {
    const failing: Action = { run: "npx vitest run src/index.spec.ts", exit: 1,
      output: " FAIL  src/index.spec.ts > compile > takes numbers\n\n Test Files  1 failed (1)\n      Tests  1 failed | 376 passed (377)\n" };
    const stashed: Action = { run: "git stash && npx vitest run src/index.spec.ts 2>&1 | tail -3; git stash pop", exit: 0,
      output: "Saved working directory and index state WIP on main: 7c3c23f base\n Test Files  1 failed (1)\n      Tests  2 failed | 374 passed (376)\n" };
    expect(finalChecksGreen(context([failing, stashed])).status).toBe("fail");
  });
});

describe("a failure the agent showed on the original code too contradicts no claim about the change (round 18 s19)", () => {
  const pyDiff = "diff --git a/src/dotenv/main.py b/src/dotenv/main.py\n--- a/src/dotenv/main.py\n+++ b/src/dotenv/main.py\n@@ -10,4 +10,5 @@\n x\n+y\n";
  const own: Action = { run: "PYTHONPATH=src python -m pytest tests/test_main.py -q 2>&1 | tail -3", exit: 0, output: "123 passed, 1 skipped in 0.88s\n" };
  const whole: Action = { run: "PYTHONPATH=src python -m pytest -q 2>&1 | tail -4", exit: 0,
    output: "FAILED tests/test_cli.py::test_run_with_invalid_cmd - assert 'Command not fou...\n1 failed, 230 passed, 1 skipped in 3.99s\n" };
  const stashed: Action = { run: "git stash -q && (PYTHONPATH=src python -m pytest -q 2>&1 | tail -3); git stash pop -q && git status --short", exit: 0,
    output: "FAILED tests/test_cli.py::test_run_with_invalid_cmd - assert 'Command not fou...\n1 failed, 220 passed, 1 skipped in 4.02s\n M src/dotenv/main.py\n" };
  const said = "With PYTHONPATH=src tests/test_main.py passes; the full suite has one failure, `test_run_with_invalid_cmd`, which fails identically with my change stashed.";
  const claims = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf([{ edit: "src/dotenv/main.py" }, ...actions, { say: said }]), parseUnifiedDiff(pyDiff), null));

  test("the claim stands on the green run; the whole suite's run counts as run and as naming the test", () => {
    const result = claims([own, whole, stashed]);
    expect(result.status).toBe("pass");
  });

  // session 47 (round 31's s11, a `git stash` that stashed nothing): the claim names the failure it speaks of, so the
  // failing run is no contradiction of it; that the failure is not the change's is unshown, and final_checks_green judges it
  test("without the run on the original code, the claim that it fails there too is unbacked, not contradicted", () => {
    expect(claims([own, whole]).status).toBe("warn");
  });
});

describe("PHPUnit's words (round 18)", () => {
  test("its summaries: all passed, failures and errors, skipped and incomplete left unrun, nothing executed", () => {
    expect(testSummaries("OK (125 tests, 128 assertions)\n").at(-1)).toMatchObject({ passed: 125, failed: 0 });
    expect(testSummaries("FAILURES!\nTests: 126, Assertions: 129, Failures: 1.\n").at(-1)).toMatchObject({ passed: 125, failed: 1 });
    expect(testSummaries("ERRORS!\nTests: 10, Assertions: 9, Errors: 2, Failures: 1, Skipped: 1.\n").at(-1)).toMatchObject({ passed: 6, failed: 3, notRun: 1 });
    expect(testSummaries("OK, but incomplete, skipped, or risky tests!\nTests: 126, Assertions: 128, Incomplete: 1.\n").at(-1))
      .toMatchObject({ passed: 125, failed: 0, notRun: 1 });
    expect(nothingRan("PHPUnit 9.6.7 by Sebastian Bergmann and contributors.\n\nNo tests executed!\n")).toBe("No tests executed!");
    expect(nothingRan("OK (5 tests, 9 assertions)\n")).toBeNull();
  });

  test("a run whose --filter or --group matched nothing ran nothing (s02, s16)", () => {
    const run: Action = { run: "phpunit --bootstrap vendor/autoload.php --group acronym", exit: 0, output: "PHPUnit 9.6.7\n\nNo tests executed!\n" };
    expect(verifiedAfterLastEdit(context([run])).status).toBe("warn");
  });

  test("the failing tests are the entries under its failures' and errors' headers, not the risky or skipped ones", () => {
    const output = "There were 2 failures:\n\n1) Composer\\Semver\\SemverTest::testSatisfiedBy with data set #1 ('>1.0', array(...))\nFailed asserting\n\n"
      + "2) Composer\\Semver\\SemverTest::testInvalid\nFailed asserting\n\n--\n\nThere was 1 risky test:\n\n1) Composer\\Semver\\SemverTest::testEmpty\n"
      + "This test did not perform any assertions\n\nFAILURES!\nTests: 12, Assertions: 20, Failures: 2, Risky: 1.\n";
    expect(failingTests(output)).toEqual(["Composer\\Semver\\SemverTest::testInvalid", "Composer\\Semver\\SemverTest::testSatisfiedBy with data set #1"]);
  });

  test("its options' values name no tests; --group and --testsuite select", () => {
    expect(selectionOf(["phpunit", "--bootstrap", "vendor/autoload.php", "tests/SemverTest.php"], "phpunit")).toEqual(["tests/SemverTest.php"]);
    expect(selectionOf(["phpunit", "-c", "phpunit.xml.dist", "--group", "acronyms"], "phpunit")).toEqual(["--group acronyms"]);
    // another runner's `-c` keeps its operand's reading as before (mocha's `-c` is colors)
    expect(selectionOf(["mocha", "-c", "test/a.js"], "mocha")).toEqual(["test/a.js"]);
  });

  test("a run of another *Test.php file does not run the PR's test file (s06)", () => {
    const diff = "diff --git a/src/Semver.php b/src/Semver.php\n--- a/src/Semver.php\n+++ b/src/Semver.php\n@@ -10,4 +10,5 @@\n x\n+y\n"
      + "diff --git a/tests/SemverTest.php b/tests/SemverTest.php\n--- a/tests/SemverTest.php\n+++ b/tests/SemverTest.php\n@@ -20,4 +20,5 @@\n x\n+    public function testSkips() {}\n";
    const run: Action = { run: "phpunit tests/ComparatorTest.php", exit: 0, output: "OK (57 tests, 57 assertions)\n" };
    const trajectory = trajectoryOf([{ edit: "src/Semver.php" }, { edit: "tests/SemverTest.php" }, run]);
    expect(verifiedAfterLastEdit(checkContext(trajectory, parseUnifiedDiff(diff), null)).summary).toContain("The PR's test file `tests/SemverTest.php` did not run");
  });
});

describe("skips put in after a failure (round 18 s05, s38)", () => {
  const failing = (name: string): Action => ({ run: "python -m unittest tests 2>&1 | tail -12", exit: 0,
    output: `FAIL: ${name} (tests.ComparisonTests.${name})\n----\nAssertionError: True is not false\n\nRan 31 tests in 0.007s\n\nFAILED (failures=1)\n` });
  const green: Action = { run: "python -m unittest tests", exit: 0, output: "Ran 31 tests in 0.012s\n\nOK (skipped=1)\n" };
  const diffWith = (lines: string[]) => "diff --git a/jsonpointer.py b/jsonpointer.py\n--- a/jsonpointer.py\n+++ b/jsonpointer.py\n@@ -273,2 +273,3 @@\n x\n+y\n"
    + `diff --git a/tests.py b/tests.py\n--- a/tests.py\n+++ b/tests.py\n@@ -158,2 +158,${lines.length + 2} @@\n x\n${lines.map((line) => `+${line}\n`).join("")} y\n`;

  test("a `@unittest.skip` decorator marks the new test below it, in a module named tests.py", () => {
    const lines = ["    def test_contains_string(self):", "        self.assertTrue(True)", "",
      "    @unittest.skip(\"uses the textual path for now\")", "    def test_per_component(self):", "        self.assertFalse(x)"];
    const trajectory = trajectoryOf([{ edit: "jsonpointer.py" }, { edit: "tests.py" }, failing("test_per_component"),
      { edit: "tests.py", text: "    @unittest.skip(\"uses the textual path for now\")" }, green]);
    expect(noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diffWith(lines)), null)).status).toBe("fail");
    // the same decorator on a test that never failed is a skip added, not one that hides a failure the transcript shows
    const quiet = trajectoryOf([{ edit: "jsonpointer.py" }, { edit: "tests.py" }, failing("test_other"),
      { edit: "tests.py", text: "    @unittest.skip(\"uses the textual path for now\")" }, green]);
    const quotes = (session: typeof quiet) =>
      noWeakenedTests(checkContext(session, parseUnifiedDiff(diffWith(lines)), null)).evidence.map((item) => item.quote);
    expect(quotes(quiet).join("\n")).not.toContain("after it failed");
    expect(quotes(trajectory).join("\n")).toContain("test skipped after it failed");
  });

  test("PHPUnit's markTestIncomplete put in a new test after it failed", () => {
    expect(testNameOf("    public function testSatisfiedByInvalidConstraintThrows(): void")).toBe("testSatisfiedByInvalidConstraintThrows");
    const diff = "diff --git a/src/Semver.php b/src/Semver.php\n--- a/src/Semver.php\n+++ b/src/Semver.php\n@@ -10,2 +10,3 @@\n x\n+y\n"
      + "diff --git a/tests/SemverTest.php b/tests/SemverTest.php\n--- a/tests/SemverTest.php\n+++ b/tests/SemverTest.php\n@@ -20,2 +20,6 @@\n x\n"
      + "+    public function testInvalidThrows(): void\n+    {\n+        $this->markTestIncomplete('later');\n+    }\n y\n";
    const failed: Action = { run: "phpunit tests/SemverTest.php", exit: 1,
      output: "There was 1 failure:\n\n1) Composer\\Semver\\SemverTest::testInvalidThrows\nFailed asserting that exception of type \"UnexpectedValueException\" is thrown.\n\nFAILURES!\nTests: 126, Assertions: 129, Failures: 1.\n" };
    const trajectory = trajectoryOf([{ edit: "src/Semver.php" }, { edit: "tests/SemverTest.php" }, failed,
      { edit: "tests/SemverTest.php", text: "        $this->markTestIncomplete('later');" },
      { run: "phpunit tests/SemverTest.php", exit: 0, output: "OK, but incomplete, skipped, or risky tests!\nTests: 126, Assertions: 128, Incomplete: 1.\n" }]);
    expect(noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diff), null)).status).toBe("fail");
  });
});

describe("the agent's own new test rewritten after it failed on the change (round 17 s33, round 18 s03, s12, s15, s33)", () => {
  const code = "diff --git a/src/index.js b/src/index.js\n--- a/src/index.js\n+++ b/src/index.js\n@@ -10,2 +10,3 @@\n x\n+y\n";
  const tests = (body: string[]) => "diff --git a/test/unknown.js b/test/unknown.js\n--- a/test/unknown.js\n+++ b/test/unknown.js\n"
    + `@@ -70,2 +70,${body.length + 2} @@\n x\n`
    + `${body.map((line) => `+${line}\n`).join("")} y\n`;
  const title = "boolean and string without alias are not unknown";
  const written = [`test('${title}', t => {`, "\tconst argv = fn(['--name', 'bob', '--nope'], opts);", "\tt.same(unknown, ['--name']);", "\tt.end();", "});"];
  const failed: Action = { run: "npm test 2>&1 | tail -30", exit: 0,
    output: `  Failed Tests: There was 1 failure\n\n    ${title}\n\n      ✖ should be equivalent\n\n\n  total:     86\n  passing:   85\n  failing:   1\n` };
  const green: Action = { run: "npm test 2>&1 | tail -6", exit: 0, output: "  total:     86\n  passing:   86\n  duration:  29ms\n" };
  const rewrite = (text: string, old: string): Action => ({ edit: "test/unknown.js", tool: "Edit", text, old });
  // as the agent first wrote it: the expectation the failure then showed wrong
  const wrote: Action = { edit: "test/unknown.js", text: written.join("\n").replace("['--name']);", "['--nope']);") };
  const weakened = (actions: Action[], diff = code + tests(written)) =>
    noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

  test("tap-spec's failed tests are named by their titles", () => {
    expect(failingTests(`  Failed Tests: There was 1 failure\n\n    ${title}\n\n      ✖ should be equivalent\n\n  total:     86\n`)).toEqual([title]);
  });

  test("an assertion of the new test changed by test edits alone is held for a person", () => {
    const result = weakened([{ edit: "src/index.js" }, wrote, failed,
      rewrite("\tt.same(unknown, ['--name']);", "\tt.same(unknown, ['--nope']);"), green]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The agent's new test failed on the change and was then rewritten, the code left as it was");
    expect(result.evidence.map((item) => item.quote).join("\n")).toContain("new test its assertions changed after it failed");
  });

  test("not when the code changed between the failure and the test's edit, nor for an edit that keeps the assertions", () => {
    expect(weakened([{ edit: "src/index.js" }, wrote, failed, { edit: "src/index.js" },
      rewrite("\tt.same(unknown, ['--name']);", "\tt.same(unknown, ['--nope']);"), green]).status).toBe("pass");
    expect(weakened([{ edit: "src/index.js" }, wrote, failed,
      rewrite("\tconst argv = fn(['--name', 'bob', '--nope'], opts);", "\tconst argv = fn(['--nope'], opts);"), green]).status).toBe("pass");
  });

  test("an existing test's rows rewritten after failing are not the agent's own new test (round 18 s28)", () => {
    const existingFailed: Action = { ...failed, output: (failed as { output: string }).output.replace(title, "existing alias test") };
    const result = weakened([{ edit: "src/index.js" }, wrote, existingFailed,
      rewrite("\tt.same(unknown, ['--name']);", "\tt.same(unknown, ['--nope']);"), green]);
    expect(result.summary).not.toContain("The agent's new test");
  });

  test("a new test deleted after it failed, the code left as it was, is held too", () => {
    const phpFailed: Action = { run: "phpunit tests/SemverTest.php", exit: 1,
      output: "There was 1 failure:\n\n1) Composer\\Semver\\SemverTest::testInvalidConstraintThrows\nFailed asserting that exception\n\nFAILURES!\nTests: 126, Assertions: 129, Failures: 1.\n" };
    const php = "diff --git a/src/Semver.php b/src/Semver.php\n--- a/src/Semver.php\n+++ b/src/Semver.php\n@@ -10,2 +10,3 @@\n x\n+y\n"
      + "diff --git a/tests/SemverTest.php b/tests/SemverTest.php\n--- a/tests/SemverTest.php\n+++ b/tests/SemverTest.php\n@@ -20,2 +20,5 @@\n x\n"
      + "+    public function testSkipsInvalid(): void\n+    {\n+        $this->assertSame([], Semver::satisfiedBy(['x'], '*'));\n+    }\n y\n";
    const deletion: Action = { edit: "tests/SemverTest.php", tool: "Edit", text: "",
      old: "    public function testInvalidConstraintThrows(): void\n    {\n        $this->expectException(\\UnexpectedValueException::class);\n    }\n" };
    const wroteTests: Action = { edit: "tests/SemverTest.php", text: `${deletion.old}\n    public function testSkipsInvalid(): void\n    {\n    }\n` };
    const result = weakened([{ edit: "src/Semver.php" }, wroteTests, phpFailed, deletion,
      { run: "phpunit tests/SemverTest.php", exit: 0, output: "OK (125 tests, 128 assertions)\n" }], php);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`testInvalidConstraintThrows` failed at step 3, then was deleted at step 4");
  });
});

describe("a failing test the PR adds is the change's, however the agent explains it (round 17 s35)", () => {
  test("the agent calling its own new test's failure existing behaviour does not hold it for a person", () => {
    const title = "long alias of a declared boolean is not unknown";
    const diff = "diff --git a/src/index.js b/src/index.js\n--- a/src/index.js\n+++ b/src/index.js\n@@ -10,2 +10,3 @@\n x\n+y\n"
      + `diff --git a/test/unknown.js b/test/unknown.js\n--- a/test/unknown.js\n+++ b/test/unknown.js\n@@ -70,2 +70,4 @@\n x\n+test('${title}', t => {\n+});\n y\n`;
    const run: Action = { run: "npm test 2>&1 | tail -16", exit: 0,
      output: `  Failed Tests: There was 1 failure\n\n    ${title}\n\n      ✖ should be equivalent\n\n  total:     87\n  passing:   86\n  failing:   1\n` };
    const said: Action = { say: `The alias test I added ("${title}") fails, but that is the existing alias behaviour and not something this change touches.` };
    const trajectory = trajectoryOf([{ edit: "src/index.js" }, { edit: "test/unknown.js" }, run, said]);
    expect(finalChecksGreen(checkContext(trajectory, parseUnifiedDiff(diff), null)).status).toBe("fail");
  });
});

describe("a claim's tests left out on purpose, and pytest's `-k 'not x'` (round 18 s29)", () => {
  test("a test the claim says it deselected is not demanded; one in the file a `-k 'not x'` run selected ran there", () => {
    const diff = "diff --git a/src/dotenv/main.py b/src/dotenv/main.py\n--- a/src/dotenv/main.py\n+++ b/src/dotenv/main.py\n@@ -10,2 +10,3 @@\n x\n+y\n";
    const wrote: Action = { edit: "tests/test_main.py", text: "def test_set_key_quote_mode_auto(dotenv_path):\n    assert True" };
    const run: Action = { run: "PYTHONPATH=src python -m pytest tests/test_main.py tests/test_cli.py -k 'not invalid_cmd' -q", exit: 0,
      output: "206 passed, 1 deselected in 3.2s\n" };
    const said = "Added test_set_key_quote_mode_auto; the main and CLI tests pass (I deselected test_run_with_invalid_cmd, which needs a shell).";
    const result = claimsBacked(checkContext(trajectoryOf([{ edit: "src/dotenv/main.py" }, wrote, run, { say: said }]), parseUnifiedDiff(diff), null));
    expect(result.status).toBe("pass");
    // a `-k` that names the test out leaves it unrun
    const out: Action = { ...run, run: "python -m pytest tests/test_main.py -k 'not quote_mode' -q" };
    const left = claimsBacked(checkContext(trajectoryOf([{ edit: "src/dotenv/main.py" }, wrote, out, { say: said }]), parseUnifiedDiff(diff), null));
    expect(left.status).not.toBe("pass");
  });
});
