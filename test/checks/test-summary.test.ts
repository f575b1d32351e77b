import { readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  NOTHING_RAN,
  countedLine,
  fixturesUnresolved,
  lastSummary,
  lineSummary,
  mayLeaveOut,
  maySayNothingRan,
  maySummarize,
  notRunIn,
  nothingRan,
  testSummaries,
} from "../../src/checks/test-summary.js";
import { loadTranscript } from "../../src/transcript/index.js";

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
    ["sympy with exceptions", " tests finished: 41 passed, 5 skipped, 2 expected to fail, 2 exceptions, in 0.8 seconds ", { passed: 41, failed: 2 }],
    ["sympy", "= tests finished: 115 passed, 1 skipped, 3 expected to fail, in 14.88 seconds =", { passed: 115, failed: 0 }],
    ["go ok", "ok  \texample.com/pkg\t0.01s", { passed: null, failed: 0 }],
    ["go FAIL", "FAIL\texample.com/pkg\t0.01s", { passed: null, failed: 1 }],
  ])("%s", (_runner, line, expected) => {
    expect(lastSummary(line)).toMatchObject(expected);
  });

  test("unittest: Ran N tests, then OK or FAILED", () => {
    expect(lastSummary("....\nRan 4 tests in 0.001s\n\nOK")).toMatchObject({ passed: 4, failed: 0 });
    expect(lastSummary("Ran 4 tests in 0.001s\n\nFAILED (failures=1)")).toMatchObject({ passed: 3, failed: 1 });
  });

  test("cargo's binaries each print a result: the run's is a failing one, else the one that ran most, not the doc-tests' last", () => {
    const unit = "test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s";
    const docs = "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.30s";
    expect(lastSummary(`running 14 tests\n${unit}\n   Doc-tests semverx\nrunning 2 tests\n${docs}`)).toMatchObject({ passed: 14, line: unit });
    const failing = "test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s";
    expect(lastSummary(`${docs}\n${failing}`)).toMatchObject({ failed: 1, line: failing });
    // Linters' counts are no test's
    expect(testSummaries("src/a.py:2:8: F401 unused\nFound 1 error.")).toEqual([]);
    expect(testSummaries("Found 3 errors in 2 files (checked 5 source files)")).toEqual([]);
  });

  test("lines that count something else are not summaries", () => {
    expect(testSummaries("3 tests.txt\n12 files changed\nreal 0m1.2s")).toEqual([]);
    // pytest --lf's header counts the earlier run's failures, not this run's (held-out round 7 s06)
    expect(testSummaries("run-last-failure: rerun previous 1 failure (skipped 11 files)")).toEqual([]);
    expect(lastSummary("run-last-failure: rerun previous 2 failures first\n\n3 passed in 0.81s")).toMatchObject({ passed: 3, failed: 0 });
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
    // cargo test --lib of a crate whose tests all live in tests/ (held-out round 7 s21)
    ["running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "running 0 tests"],
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

describe("the cheap test before a line's patterns", () => {
  const FRAGMENTS = [
    "3", "12", "1,024", "0", " ", "\t", ",", ";", ".", "/", "of", "out of", "#", "=", "(", ")", "x", "in 0.2s",
    "passed", "passing", "pass", "passes", "PASS", "succeeded", "ok", "OK", "Ok", "failed", "failing", "failure",
    "failures", "FAIL", "--- FAIL:", "error", "errors", "errored", "ERROR", "test", "tests", "spec", "specs",
    "examples", "runs", "properties", "doctests", "checks", "all", "skipped", "deselected", "Tests:", "total", "ſ", "K",
    "password", "okay", "token", "failover", "passes", "_", "-", ":", "1.2", "ms", "\u00e9",
  ];
  const line = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join(""));

  test("a line it turns away matches no summary pattern (random lines of summary words)", () => {
    fc.assert(
      fc.property(line, (text) => {
        if (!maySummarize(text)) expect(countedLine(text)).toBeNull();
      }),
      { numRuns: 20_000 },
    );
  });

  test("a line it turns away matches no summary pattern (a count, then a word or a near miss)", () => {
    const words = [
      "passed", "passing", "pass", "passes", "succeeded", "ok", "OK", "failed", "failing", "failure", "failures",
      "error", "errors", "errored", "FAIL", "fail", "password", "okay", "failover", "errorless", "passport", "okok",
    ];
    const shaped = fc
      .tuple(
        fc.constantFrom("", "# ", "all ", "Tests: ", "--- ", "ok ", "x"),
        fc.constantFrom("3", "0", "1,024", "7/9", "2 of 5"),
        fc.constantFrom(" ", "\t", "", "  "),
        fc.constantFrom("", "tests ", "test ", "specs ", "examples, 1 "),
        fc.constantFrom(...words),
        fc.constantFrom("", " in 0.2s", "s", "_x", ".", " (12)", ", 1 failures"),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(shaped, (text) => {
        if (!maySummarize(text)) expect(countedLine(text)).toBeNull();
      }),
      { numRuns: 20_000 },
    );
  });

  test("reading only the lines that hold a counted word gives every summary of a line-by-line reading", () => {
    const separator = fc.constantFrom("\n", "\r\n", "\r", "\n\n", " \n");
    const text = fc.array(fc.tuple(line, separator), { maxLength: 12 }).map((lines) => lines.flat().join(""));
    const lineByLine = (output: string) => output.split(/\r?\n/).flatMap((raw) => lineSummary(raw.trim()) ?? []);
    fc.assert(
      fc.property(text, (output) => {
        expect(testSummaries(output)).toEqual(lineByLine(output));
      }),
      { numRuns: 5_000 },
    );
  });

  test("on every output line of the bundled transcripts, it turns away no summary", async () => {
    const outputs: string[] = [];
    for (const dir of ["test/fixtures/transcripts", "test/fixtures/labeled", "test/fixtures/pr-shapes"]) {
      for (const name of readdirSync(dir).filter((file) => !/\.(?:md|diff)$/.test(file))) {
        const loaded = await loadTranscript(join(dir, name)).catch(() => null);
        for (const call of loaded?.trajectory.toolCalls ?? []) outputs.push(call.output ?? "");
      }
    }
    const lines = outputs.flatMap((output) => output.split(/\r?\n/).map((text) => text.trim()));
    const counted = lines.filter((text) => countedLine(text) !== null);
    for (const output of outputs) {
      const byLine = output.split(/\r?\n/).flatMap((raw) => lineSummary(raw.trim()) ?? []);
      // a unittest run adds its summary of the whole output after the lines'
      expect(testSummaries(output).slice(0, byLine.length)).toEqual(byLine);
      expect(testSummaries(output).length - byLine.length).toBeLessThanOrEqual(1);
    }
    expect(counted.length).toBeGreaterThan(10);
    expect(counted.filter((text) => !maySummarize(text))).toEqual([]);
    // and it does turn lines away, or it would save nothing
    expect(lines.filter((text) => !maySummarize(text)).length).toBeGreaterThan(lines.length / 2);
  });
});

describe("the cheap tests before reading an output for tests that did not run", () => {
  const PHRASES = [
    "no tests ran", "No Tests Ran", "=== no tests ran in 0.1s ===", "ERROR: not found: a.py", "ERROR: file or directory not found: t",
    "ERROR: found no collectors for x", "error: not found", "collected 0 items", "collected 0 item", "Ran 0 tests in 0.000s",
    "Ran 0 test in", "no tests to run", "testing: warning: no tests to run", "ok pkg [no tests to run]", "No tests found",
    "No test files found", "pkg [no test files]", "  0 passing (2ms)", "10 passing", "3 skipped", "2 deselected in 0.1s",
    "1 ignored", "4 pending", "1 todo", "5 filtered out", "7 tests skipped", "Skipped", "passed", "\n", "\r\n", " ", "x", "0", "3",
  ];
  const text = fc.array(fc.constantFrom(...PHRASES), { maxLength: 8 }).map((parts) => parts.join(""));

  test("a text turned away matches no pattern of a run that ran nothing, and counts nothing left out", () => {
    fc.assert(
      fc.property(text, (output) => {
        if (!maySayNothingRan(output)) for (const pattern of NOTHING_RAN) expect(pattern.exec(output)).toBeNull();
        if (!mayLeaveOut(output)) for (const line of output.split(/\r?\n/)) expect(notRunIn(line)).toBe(0);
      }),
      { numRuns: 10_000 },
    );
  });

  test("and it does turn ordinary logs away", () => {
    const log = "PASS test/a.test.ts (1.2 s)\n  ✓ reads a session (3 ms)\nTests: 2 failed, 148 passed, 150 total";
    expect([maySayNothingRan(log), mayLeaveOut(log)]).toEqual([false, false]);
    expect(nothingRan("collected 0 items\n\n=== no tests ran in 0.01s ===")).toBe("=== no tests ran in 0.01s ===");
  });
});

describe("nothingRan stops at the first summary that counts a test", () => {
  // eslint-disable-next-line no-control-regex
  const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
  /** The reading over every summary of the output, as nothingRan read it before it stopped early. */
  const byEverySummary = (output: string): string | null => {
    const text = output.replace(ANSI, "");
    const summaries = testSummaries(text);
    if (summaries.some((summary) => (summary.passed ?? 1) > 0 || summary.failed > 0)) return null;
    const allLeftOut = summaries.find((summary) => summary.notRun > 0)?.line
      ?? text.split(/\r?\n/).find((line) => notRunIn(line) > 0 && /\bin \d+(?:\.\d+)?s\b/.test(line));
    const said = NOTHING_RAN.map((pattern) => pattern.exec(text)?.[0]).find((line) => line !== undefined) ?? allLeftOut;
    return said === undefined ? null : said.trim();
  };
  const LINES = [
    "collected 0 items", "=== no tests ran in 0.01s ===", "3 deselected in 0.1s", "0 passed, 2 skipped in 0.2s", "Ran 0 tests in 0.000s",
    "Ran 4 tests in 0.1s", "OK", "FAILED (failures=1)", "ok pkg 0.01s", "ok pkg 0.01s [no tests to run]", "FAIL test/a.test.ts",
    "Tests: 2 failed, 148 passed, 150 total", "0 passing (2ms)", "# pass 0", "# fail 2", "1 error in 0.3s", "0 failed", "passed",
    "  ✓ keeps the password field (2 ms)", "ERROR: not found: t.py", "no tests to run", "\u001b[32m3 passed\u001b[0m", "\u001b\u001b[0m[1m",
    "[1m0 passed", "all 3 tests passed", "2 of 5 passed", "8 tests, 0 failures", "", "x",
  ];
  const output = fc.array(fc.tuple(fc.constantFrom(...LINES), fc.constantFrom("\n", "\r\n", " ")), { maxLength: 10 })
    .map((lines) => lines.flat().join(""));

  test("and answers as the reading over every summary (random logs of summary, nothing-ran and left-out lines)", () => {
    fc.assert(
      fc.property(output, (text) => {
        expect(nothingRan(text)).toBe(byEverySummary(text));
      }),
      { numRuns: 20_000 },
    );
  });

  test("on every output of the bundled transcripts", async () => {
    const outputs: string[] = [];
    for (const dir of ["test/fixtures/transcripts", "test/fixtures/labeled", "test/fixtures/pr-shapes"]) {
      for (const name of readdirSync(dir).filter((file) => !/\.(?:md|diff)$/.test(file))) {
        const loaded = await loadTranscript(join(dir, name)).catch(() => null);
        for (const call of loaded?.trajectory.toolCalls ?? []) if (call.output !== null) outputs.push(call.output);
      }
    }
    expect(outputs.length).toBeGreaterThan(100);
    for (const text of outputs) expect(nothingRan(text)).toBe(byEverySummary(text));
  });
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

  test("in colour too: the words are looked for once the colour codes are gone", () => {
    const coloured = section("\u001b[31mfixture\u001b[0m 'mocker' not found");
    expect(fixturesUnresolved(`${coloured}==== 12 passed, 1 error in 0.2s ====`)).toBe("fixture 'mocker' not found");
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
