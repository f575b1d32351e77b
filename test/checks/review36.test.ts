/**
 * Review of session 36's readings (round 14): defects a helper demonstrated against the change, each now a test. Nine
 * were found: project folders dropped from CTest, Maven and cargo selections; `#[should_panic]` rewritten read as added;
 * one module's "No tests to run."; repeated TAP messages; a `-R` keeping only other tests; a test's name in code read as
 * an assertion's message; TAP timing comments; pytest's case-insensitive `-k` and `--deselect` prefixes; `ctest -N`.
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[], diff: string | null = null) =>
  finalChecksGreen(checkContext(trajectoryOf(actions), diff === null ? null : parseUnifiedDiff(diff), null));
const diffOf = (path: string, hunk: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}\n`;
const weakened = (diff: string, actions: Action[] = []) =>
  noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

const CTEST_RED = (dir: string) => `Test project /repo/${dir}
    Start 1: parse_args
1/2 Test #1: parse_args .......................   Passed    0.00 sec
    Start 2: print_number
2/2 Test #2: print_number .....................***Failed    0.00 sec

50% tests passed, 1 tests failed out of 2

Total Test time (real) =   0.01 sec

The following tests FAILED:
	  2 - print_number (Failed)
Errors while running CTest
`;
const CTEST_GREEN_ALL = `Test project /repo/build
    Start 1: parse_args
1/2 Test #1: parse_args .......................   Passed    0.00 sec
    Start 2: print_number
2/2 Test #2: print_number .....................   Passed    0.00 sec

100% tests passed, 0 tests failed out of 2
`;
const CTEST_GREEN_ONE = (name: string) => `Test project /repo/build
    Start 1: ${name}
1/1 Test #1: ${name} .......................   Passed    0.00 sec

100% tests passed, 0 tests failed out of 1
`;

describe("D1: the project or build a run tests is dropped from CTest/Maven/Cargo selections", () => {
  const MVN_RED = "[INFO] Running com.acme.parser.ParserTest\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.05 s <<< FAILURE! -- in com.acme.parser.ParserTest\n[INFO] Results:\n[ERROR] Failures: \n[ERROR]   ParserTest.parsesDates:31 expected: <2020-01-01> but was: <2020-01-02>\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE\n";
  const MVN_GREEN = "[INFO] Running com.acme.cli.CliTest\n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.05 s -- in com.acme.cli.CliTest\n[INFO] Results:\n[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n";
  const CARGO_RED = "running 3 tests\ntest tests::lineno ... FAILED\n\nfailures:\n    tests::lineno\n\ntest result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`\n";
  const CARGO_GREEN = "running 5 tests\ntest tests::a ... ok\ntest tests::b ... ok\ntest tests::c ... ok\ntest tests::d ... ok\ntest tests::e ... ok\n\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n";
  test.each([
    ["ctest --test-dir", "ctest --test-dir build-asan --output-on-failure", 8, CTEST_RED("build-asan"), "ctest --test-dir build --output-on-failure", CTEST_GREEN_ALL],
    ["ctest --preset", "ctest --preset asan --output-on-failure", 8, CTEST_RED("build-asan"), "ctest --preset default --output-on-failure", CTEST_GREEN_ALL],
    ["mvn -f", "mvn -B -f parser/pom.xml test", 1, MVN_RED, "mvn -B -f cli/pom.xml test", MVN_GREEN],
    ["cargo --manifest-path", "cargo test --manifest-path crates/fmt/Cargo.toml", 101, CARGO_RED, "cargo test --manifest-path crates/cli/Cargo.toml", CARGO_GREEN],
  ] as const)("%s: a green run of another build or project does not settle this one's failure", (_name, red, exit, redOut, ok, okOut) => {
    const result = green([{ edit: "src/x.c" }, { run: red, exit, output: redOut }, { run: ok, exit: 0, output: okOut }]);
    expect(result.status).toBe("fail");
  });
});

describe("D2: #[should_panic] on a test that already expected a panic is read as a new weakening (blocking)", () => {
  test.each([
    ["message updated", '-    #[should_panic(expected = "index out of range")]\n+    #[should_panic(expected = "row 3 is out of range")]'],
    ["message added (stricter)", "-    #[should_panic]\n+    #[should_panic(expected = \"row 3 is out of range\")]"],
    ["`= \"msg\"` form respelled", '-    #[should_panic = "out of range"]\n+    #[should_panic(expected = "out of range")]'],
  ])("%s", (_name, lines) => {
    const hunk = `@@ -10,4 +10,4 @@\n     #[test]\n${lines}\n     fn get_past_end_panics() {\n         Grid::new(2, 2).get(3, 0);`;
    expect(weakened(diffOf("src/grid.rs", hunk)).status).toBe("pass");
  });
});

describe("D3: Surefire's per-module 'No tests to run.' read as the whole reactor running nothing", () => {
  const TAIL = `[INFO] --- maven-surefire-plugin:3.2.5:test (default-test) @ demo-cli ---
[INFO] No tests to run.
[INFO] ------------------------------------------------------------------------
[INFO] Reactor Summary for demo-parent 1.0-SNAPSHOT:
[INFO] 
[INFO] demo-parent ........................................ SUCCESS [  0.211 s]
[INFO] demo-core .......................................... SUCCESS [  4.012 s]
[INFO] demo-cli ........................................... SUCCESS [  0.388 s]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  5.102 s
`;
  test("`mvn -B test | tail -14` of a three-module build whose last module has no tests", () => {
    const { runs } = runsOf([{ run: "mvn -B test 2>&1 | tail -14", exit: 0, output: TAIL }]);
    expect(runs[0]!.noneRan ?? null).toBeNull();
    expect(runs[0]!.outcome).toBe("passed");
  });
});

describe("D4: tape's assertion messages taken as test names make a new failure the original's", () => {
  const BEFORE = "TAP version 13\n# parse: dates\nok 1 should be equal\nnot ok 2 should be equal\n  ---\n    operator: equal\n    expected: '2020-01-01'\n    actual:   '2020-01-02'\n  ...\n# format: numbers\nok 3 should be equal\nok 4 should be equal\n\n1..4\n# tests 4\n# pass  3\n# fail  1\n";
  const AFTER = "TAP version 13\n# parse: dates\nok 1 should be equal\nnot ok 2 should be equal\n  ---\n    operator: equal\n    expected: '2020-01-01'\n    actual:   '2020-01-02'\n  ...\n# format: numbers\nnot ok 3 should be equal\n  ---\n    operator: equal\n    expected: '1,000'\n    actual:   '1000'\n  ...\nok 4 should be equal\n\n1..4\n# tests 4\n# pass  2\n# fail  2\n";
  test("a second assertion failing after the change is not 'fails on the original code too'", () => {
    const result = green([{ run: "npm test", exit: 1, output: BEFORE }, { edit: "src/format.js" }, { run: "npm test", exit: 1, output: AFTER }]);
    expect(result.summary).not.toContain("fails on the original code too");
    expect(result.status).toBe("fail");
  });
});

describe("D5: a filtered green run that keeps only other tests is read as re-running part of the failure", () => {
  test("`ctest -R parse_args` green after print_number failed, on the same code", () => {
    const result = green([
      { edit: "src/print.c" },
      { run: "cd build && ctest --output-on-failure", exit: 8, output: CTEST_RED("build") },
      { run: "cd build && ctest -R parse_args --output-on-failure", exit: 0, output: CTEST_GREEN_ONE("parse_args") },
    ]);
    expect(result.summary).not.toContain("a filtered part of it");
    expect(result.status).toBe("fail");
  });
});

describe("D6: a CTest test's name in a removed line is read as a failed assertion's message", () => {
  const DIFF = `diff --git a/src/print.c b/src/print.c
--- a/src/print.c
+++ b/src/print.c
@@ -1,3 +1,3 @@
-char *print_number(long n) {
+char *print_number(long n, int width) {
   static char buf[32];
   snprintf(buf, sizeof buf, "%ld", n);
diff --git a/tests/test_print.c b/tests/test_print.c
--- a/tests/test_print.c
+++ b/tests/test_print.c
@@ -3,5 +3,6 @@
 int main(void) {
-    assert(strcmp(print_number(42), "42") == 0);
+    assert(strcmp(print_number(42, 0), "42") == 0);
+    assert(strcmp(print_number(-7, 0), "-7") == 0);
     return 0;
 }
`;
  test("the call updated before the run failed, a case added after: no expectation rewritten after a failure", () => {
    const actions: Action[] = [
      { edit: "src/print.c" },
      { edit: "tests/test_print.c" },
      { run: "cd build && make && ctest --output-on-failure", exit: 8, output: CTEST_RED("build") },
      { edit: "src/print.c" },
      { edit: "tests/test_print.c" },
      { run: "cd build && make && ctest --output-on-failure", exit: 0, output: CTEST_GREEN_ALL },
    ];
    expect(weakened(DIFF, actions).status).toBe("pass");
  });
});

describe("D7: pytest exclusions the new leavesOutFailures misreads", () => {
  const RED = "FAILED tests/test_api.py::TestSlowPaths::test_retry - AssertionError: 3 != 2\n==== 1 failed, 40 passed in 1.2s ====";
  const GREEN = "==== 38 passed, 3 deselected in 1.0s ====";
  test.each([
    ["-k matches case-insensitively", "pytest tests -k 'not slow'"],
    ["--deselect takes a node-id prefix", "pytest tests --deselect tests/test_api.py::TestSlowPaths"],
  ])("%s", (_name, run) => {
    const result = green([{ edit: "src/api.py" }, { run: "pytest tests", exit: 1, output: RED }, { run, exit: 0, output: GREEN }]);
    expect(result.status).toBe("fail");
  });
});

describe("D8: node-tap's `# time=` comment kept in TAP test names", () => {
  const OUT = (t1: string, t2: string) => `TAP version 13
# Subtest: test/dates.js
    # Subtest: parses ISO dates
        not ok 1 - should be equal
          ---
          found: 2020-01-02
          wanted: 2020-01-01
          ...
        1..1
    not ok 1 - parses ISO dates # time=${t1}ms
    1..1
    # failed 1 test
not ok 1 - test/dates.js # time=${t2}ms
  ---
  exitCode: 1
  ...

1..1
# failed 1 of 1 tests
# time=${t2}ms
`;
  test("names carry no timing", () => {
    expect(failingTests(OUT("5.1", "312.4")).filter((id) => id.includes("time="))).toEqual([]);
  });
  test("so the same test failing before and after the change is the original's", () => {
    const result = green([{ run: "npx tap test/dates.js", exit: 1, output: OUT("5.123", "312.456") }, { edit: "src/format.js" }, { run: "npx tap test/dates.js", exit: 1, output: OUT("4.871", "298.102") }]);
    expect(result.summary).toContain("fails on the original code too");
  });
});

describe("D9 (pre-existing, in the new CTest reading's remit): `ctest -N` lists tests and runs none", () => {
  const LISTED = "[100%] Built target app\nTest project /repo/build\n  Test #1: parse_args\n  Test #2: print_number\n\nTotal Tests: 2\n";
  test("a `ctest -N` after print_number failed settles nothing", () => {
    const result = green([
      { edit: "src/print.c" },
      { run: "cd build && ctest", exit: 8, output: CTEST_RED("build") },
      { edit: "src/print.c" },
      { run: "cd build && make && ctest -N", exit: 0, output: LISTED },
    ]);
    expect(result.status).not.toBe("pass");
  });
});

describe("D0 (committed c4c5efc only): `$?` after a pipeline read as a non-last member's status", () => {
  test("`pytest | tee log; echo \"exit=$?\"` printed tee's 0", () => {
    const out = "===== FAILURES =====\nFAILED tests/test_a.py::test_x - assert 1 == 2\n===== 1 failed, 3 passed in 0.5s =====\nexit=0\n";
    const { runs } = runsOf([{ run: "pytest tests/ 2>&1 | tee log.txt; echo \"exit=$?\"", exit: 0, output: out }]);
    expect(runs[0]!.outcome).toBe("failed");
  });
});
