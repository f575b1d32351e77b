import { describe, expect, test } from "vitest";
import { fixturesUnresolved, lastSummary, nothingRan, testSummaries } from "../../src/checks/test-summary.js";

describe("test runners' summary lines", () => {
  test.each([
    ["pytest", "==== 3 passed, 1 failed in 0.2s ====", { passed: 3, failed: 1 }],
    ["jest", "Tests:       1 failed, 11 passed, 12 total", { passed: 11, failed: 1 }],
    ["vitest", " Tests  12 passed (12)", { passed: 12, failed: 0 }],
    ["cargo", "test result: ok. 5 passed; 0 failed; 0 ignored", { passed: 5, failed: 0 }],
    ["mix", "8 tests, 0 failures", { passed: 8, failed: 0 }],
    ["rspec with failures", "10 examples, 2 failures", { passed: 8, failed: 2 }],
    ["a ratio", "7/9 tests passed", { passed: 7, failed: 2 }],
    ["TAP", "# pass 6", { passed: 6, failed: 0 }],
    ["go ok", "ok  \texample.com/pkg\t0.01s", { passed: null, failed: 0 }],
    ["go FAIL", "FAIL\texample.com/pkg\t0.01s", { passed: null, failed: 1 }],
  ])("%s", (_runner, line, expected) => {
    expect(lastSummary(line)).toMatchObject(expected);
  });

  test("unittest: Ran N tests, then OK or FAILED", () => {
    expect(lastSummary("....\nRan 4 tests in 0.001s\n\nOK")).toMatchObject({ passed: 4, failed: 0 });
    expect(lastSummary("Ran 4 tests in 0.001s\n\nFAILED (failures=1)")).toMatchObject({ passed: 3, failed: 1 });
  });

  test("lines that count something else are not summaries", () => {
    expect(testSummaries("3 tests.txt\n12 files changed\nreal 0m1.2s")).toEqual([]);
    expect(testSummaries(null)).toEqual([]);
  });
});

describe("tests that did not run", () => {
  test.each([
    ["===== 4 passed, 2 skipped, 3 deselected in 0.2s =====", 5],
    ["Tests:       1 skipped, 2 todo, 12 passed, 15 total", 3],
    ["test result: ok. 5 passed; 0 failed; 1 ignored; 0 measured; 7 filtered out; finished in 0.01s", 8],
    ["  3 passing (12ms)\n  2 pending", 0],
  ])("%s counts %i not run on its summary line", (line, notRun) => {
    expect(lastSummary(line)?.notRun).toBe(notRun);
  });

  test.each([
    ["============================ no tests ran in 0.06s =============================", "no tests ran in 0.06s"],
    ["ERROR: not found: /r/t.py::test_x\n(no name '/r/t.py::test_x' in any of [<Module t.py>])", "ERROR: not found: /r/t.py::test_x"],
    ["collected 9 items / 9 deselected\n\n=== 9 deselected in 0.04s ===", "9 deselected in 0.04s"],
    ["ok  \texample.com/pkg\t0.002s [no tests to run]", "ok  \texample.com/pkg\t0.002s [no tests to run]"],
    ["Ran 0 tests in 0.000s\n\nOK", "Ran 0 tests in 0.000s"],
    ["No tests found, exiting with code 1", "No tests found, exiting with code 1"],
    ["=== 2 skipped in 0.01s ===", "=== 2 skipped in 0.01s ==="],
  ])("%s: no test ran", (output, line) => {
    expect(nothingRan(output)).toContain(line.replace(/^=+ /, ""));
  });

  test.each(["=== 1 passed, 1 deselected in 0.1s ===", "=== 1 failed, 3 skipped in 0.1s ===", "running 0 tests\ntest result: ok. 3 passed; 0 failed", "all good", null])(
    "%s: some test ran, or nothing says otherwise",
    (output) => {
      expect(nothingRan(output)).toBeNull();
    },
  );
});

describe("pytest could not set its tests up: a fixture does not resolve", () => {
  const section = (message: string) =>
    `_____ ERROR at setup of TestRequests.test_get _____\nfile /testbed/test_requests.py, line 121\n  def test_get(self, httpbin):\nE       ${message}\n>       available fixtures: cache, capfd\n`;
  test.each([
    ["recursive dependency involving fixture 'httpbin' detected", "85 passed, 1 xfailed, 9 warnings, 81 errors in 0.56s"],
    ["fixture 'mocker' not found", "12 passed, 3 errors in 0.2s"],
  ])("%s: the tests that need it never ran", (message, summary) => {
    expect(fixturesUnresolved(`${section(message)}${section(message)}==== ${summary} ====`)).toBe(message);
  });

  test.each([
    ["a test failed too", `${section("fixture 'mocker' not found")}E       assert 3 == 2\n==== 1 failed, 2 errors in 0.1s ====`],
    ["an import error in setup is the code's", `${section("fixture 'mocker' not found")}${section("ModuleNotFoundError: No module named 'trustme'")}==== 2 errors ====`],
    ["a failure counted beside the errors", `${section("fixture 'mocker' not found")}==== 1 failed, 1 error in 0.1s ====`],
    ["no error detail at all", "==== 3 passed in 0.1s ===="],
  ])("not when %s", (_why, output) => {
    expect(fixturesUnresolved(output)).toBeNull();
  });
});
