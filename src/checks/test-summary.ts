/**
 * Test runners' own summary lines, read for their counts: pytest `3 passed, 1 failed`, jest and
 * vitest `Tests: 12 passed`, cargo `test result: ok. 5 passed; 0 failed`, mix and rspec
 * `8 tests, 0 failures`, unittest `Ran 4 tests` … `OK`, TAP `# pass 6`, go `ok pkg`, PHPUnit `OK (12 tests, 30 assertions)`
 * and `Tests: 12, Assertions: 30, Failures: 1.`. A number is
 * read only where the line says what it counts.
 */

import { everyEnvSkipped } from "./skipped-envs.js";
import { withoutAnsi } from "./quote.js";

export interface TestSummary {
  /** Tests the line says passed; null when it says the run passed without a count (`ok pkg`). */
  passed: number | null;
  failed: number;
  /** Tests the line says did not run: skipped, deselected, ignored, pending, filtered out. */
  notRun: number;
  line: string;
}

const NUMBER = String.raw`(\d[\d,]*)`;
const PASSED = new RegExp(String.raw`\b${NUMBER}\s+(?:tests?\s+|specs?\s+)?(?:passed|passing|pass|passes|succeeded|ok)\b`, "i");
// sympy's runner counts a test that raised as an exception (`41 passed, 2 exceptions`), not a failure;
// pytest's `--lf` header `run-last-failure: rerun previous 1 failure` counts an earlier run's, not this one's
const FAILED = new RegExp(String.raw`(?<!\bprevious\s+)\b${NUMBER}\s+(?:tests?\s+)?(?:failed|failing|failures?|errors?|errored|exceptions?)\b`, "i");
const RATIO = new RegExp(String.raw`\b${NUMBER}\s*(?:/|of|out of)\s*${NUMBER}\s+(?:tests?\s+|specs?\s+|checks?\s+)?(?:passed|passing|pass|succeeded)\b`, "i");
const ALL_PASSED = new RegExp(String.raw`\ball\s+${NUMBER}\s+(?:tests?|specs?|checks?)\s+(?:passed|pass|passing|succeeded)\b`, "i");
/** mix, rspec, minitest: a total of tests (or examples, runs) and the failures among them. */
const TOTAL_AND_FAILURES = new RegExp(String.raw`\b${NUMBER}\s+(?:tests?|examples?|runs?|properties|doctests?),.*?\b${NUMBER}\s+failures?\b`, "i");
/** Maven Surefire and Failsafe: `Tests run: 19, Failures: 1, Errors: 0, Skipped: 0`, the count first and each kind after. */
const SUREFIRE = /\bTests run: (\d+), Failures: (\d+), Errors: (\d+)(?:, Skipped: (\d+))?/;
/** pytest `2 skipped, 3 deselected`, jest `1 skipped`, cargo `1 ignored; … 5 filtered out`, mocha `2 pending`. */
const NOT_RUN = new RegExp(String.raw`\b${NUMBER}\s+(?:tests?\s+)?(?:skipped|deselected|ignored|pending|todo|filtered out)\b`, "gi");
/**
 * Lines in which a runner says it ran no test at all: the selection matched nothing, or the
 * named test was not found (pytest, unittest, go, jest, vitest, mocha).
 */
export const NOTHING_RAN = [
  /^=*\s*no tests ran\b.*$/im,
  /^ERROR: (?:file or directory |module or package )?not found: .*$/m,
  /^ERROR: found no collectors for .*$/m,
  /^collected 0 items\b.*$/m,
  /^Ran 0 tests in\b.*$/m,
  /^(?:testing: warning: )?no tests to run\b.*$|^.*\[no tests to run\]$/m,
  /^No tests found\b.*$|^No test files found\b.*$|^.*\[no test files\]$/m,
  /^\s*0 passing\b.*$/m,
  // cargo: a test binary that holds no test (`cargo test --lib` where every test is in tests/); not the doc-tests'
  // own `running 0 tests`, which ends nearly every run and may be all a `| tail` left
  /(?<!Doc-tests[^\n]*\n)^running 0 tests$/m,
  // the same when a filter kept only the targets' lines: a target's `Running` line, then its result counting nothing
  /(?<=^\s*Running (?!.*Doc-tests)[^\n]*\r?\n)^test result: ok\. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\b.*$/m,
  // Maven Surefire: tests skipped by `-DskipTests`, or a `-Dtest=` pattern that matched none (the results' total, not a
  // class's own `… -- in X` line); CTest: a `-R` that matched no test
  // (one module's "Tests are skipped." in a multi-module build, before its Reactor Summary, is that module's alone)
  /^(?:\[INFO\] )?Tests are skipped\.$(?![\s\S]*Reactor Summary)/m,
  /^(?:\[(?:INFO|WARNING)\] )?Tests run: 0, Failures: 0, Errors: 0(?:, Skipped: 0)?$/m,
  /^No tests were found!!!$/m,
  // PHPUnit: a `--filter`, `--group` or `--testsuite` that matched no test
  /^No tests executed!$/m,
  // `ctest -N` lists the tests and runs none
  /^Total Tests: \d+$/m,
  // GoogleTest's `--gtest_filter` that matched no test; RSpec's `-e`, tag or line filter that matched no example
  /^\[=+\] 0 tests from 0 test (?:suites|cases) ran\..*$/m,
  /^All examples were filtered out\b.*$|^0 examples, 0 failures\s*$/m,
  // prove: every test file skipped (`skip_all`), none run
  /^Files=\d+, Tests=0\b.*$/m,
];
/**
 * The words every NOTHING_RAN pattern holds (case aside), and those NOT_RUN holds: a text without
 * them is not read line by line, pattern by pattern (test-summary.test.ts holds the implication).
 */
const NOTHING_RAN_WORDS = /no tests ran|ok\. 0 passed; 0 failed|ERROR: |collected 0 items|Ran 0 tests in|no tests to run|No tests found|No test files found|\[no test files\]|0 passing|running 0 tests|Tests are skipped|Tests run: 0,|No tests were found|No tests executed|Total Tests: |0 tests from 0 test|All examples were filtered out|0 examples, 0 failures|Tests=0\b/i;
const NOT_RUN_WORDS = /skipped|deselected|ignored|pending|todo|filtered out|Incomplete: /i;

/** False when no NOTHING_RAN pattern can match `text`. */
export function maySayNothingRan(text: string): boolean {
  return NOTHING_RAN_WORDS.test(text);
}

/** False when no line of `text` counts a test left out (NOT_RUN). */
export function mayLeaveOut(text: string): boolean {
  return NOT_RUN_WORDS.test(text);
}

/** TAP's totals, and node:test's spec reporter's (`ℹ pass 15`). */
const TAP = /^(?:#|ℹ)\s*(pass|fail)\s+(\d+)\s*$/i;
/** GoogleTest's totals: `[  PASSED  ] 414 tests.`, `[  FAILED  ] 1 test, listed below:`. */
const GTEST = /^\[\s+(PASSED|FAILED)\s+\]\s+(\d+)\s+tests?(?:\.|,\s+listed below:)/;
/** Perl's prove (TAP::Harness): `Result: PASS`, `Result: FAIL`, `All tests successful.`, `Failed 1/10 test programs.`. */
const PROVE_RESULT = /^Result: (PASS|FAIL)\s*$/;
const PROVE_ALL = /^All tests successful\.\s*$/;
const PROVE_FAILED = /^Failed (\d+)\/(\d+) test programs?\./;
/** `ok pkg 0.01s`, not `ok pkg 0.01s [no tests to run]`: that package ran nothing. */
const GO_OK = /^ok\s+\S+(?!.*\[no tests to run\])/;
const GO_FAIL = /^(?:FAIL|--- FAIL:)\s/;
const UNITTEST_RAN = /^Ran (\d+) tests? in\b/m;
const UNITTEST_OK = /^OK\b/m;
const UNITTEST_FAILED = /^FAILED \((?:failures|errors)=(\d+)(?:, (?:failures|errors)=(\d+))?/m;

/**
 * PHPUnit's summary: `OK (12 tests, 30 assertions)` when all passed; otherwise, after `FAILURES!`, `ERRORS!` or `OK, but
 * incomplete, skipped, or risky tests!`, `Tests: 12, Assertions: 30, Failures: 1, Skipped: 2.` (each kind named before
 * its count). A risky test ran and passed, without asserting; an incomplete one stopped where it was marked so.
 */
const PHPUNIT_OK = /^OK \((\d+) tests?(?:, \d+ assertions?)?\)$/;
const PHPUNIT_COUNTS = /^Tests: (\d+), Assertions: \d+((?:, [A-Z][A-Za-z ]+: \d+)*)\.$/;
const PHPUNIT_KIND = /, ([A-Z][A-Za-z ]+): (\d+)/g;
/** PHPUnit's kinds that failed a test, and those that left one unrun. */
const PHPUNIT_FAILED = new Set(["Errors", "Failures"]);
const PHPUNIT_NOT_RUN = new Set(["Skipped", "Incomplete"]);

const count = (text: string | undefined): number => Number((text ?? "0").replace(/,/g, ""));
// PHPUnit's kinds come before their counts (`Failures: 1, Skipped: 2.`): read as such, not as `1, Skipped`
export const notRunIn = (line: string): number => (PHPUNIT_COUNTS.test(line) ? phpunitKinds(line, PHPUNIT_NOT_RUN)
  : [...line.matchAll(NOT_RUN)].reduce((sum, match) => sum + count(match[1]), 0));

/** The sum of PHPUnit's counts of these kinds in its `Tests: …` line. */
function phpunitKinds(line: string, kinds: ReadonlySet<string>): number {
  return [...line.matchAll(PHPUNIT_KIND)].reduce((sum, match) => sum + (kinds.has(match[1]!) ? count(match[2]) : 0), 0);
}

/** Every summary line of one output, in order. */
export function testSummaries(output: string | null): TestSummary[] {
  if (output === null) return [];
  const text = withoutAnsi(output);
  const summaries: TestSummary[] = [];
  for (const line of wordedLines(text)) {
    const summary = lineSummary(line);
    if (summary) summaries.push(summary);
  }
  const unittest = unittestSummary(text);
  const tapSpec = tapSpecSummary(text);
  return [...summaries, ...(unittest ? [unittest] : []), ...(tapSpec ? [tapSpec] : []), ...harnessSummaries(text)];
}

/**
 * A small harness's own totals, two lines (C's minunit-style `test.h`: `PASSED: 14` then `FAILED: 2`): one summary
 * each time, since `make test` runs one test program per configuration.
 */
function harnessSummaries(text: string): TestSummary[] {
  if (!text.includes("PASSED:")) return [];
  return [...text.matchAll(HARNESS_TOTALS)].map((match) => ({ line: match[0].trim().replace(/\s*\n\s*/, " "), passed: count(match[1]), failed: count(match[2]), notRun: 0 }));
}
const HARNESS_TOTALS = /^\s*PASSED:\s*(\d+)\s*\n\s*FAILED:\s*(\d+)\s*$/gm;

/** tap-spec's closing counts (`total:     86`, `passing:   86`, `failing:   2`), one summary of them. */
function tapSpecSummary(text: string): TestSummary | null {
  if (!text.includes("passing:")) return null;
  const passing = TAP_SPEC_PASSING.exec(text);
  if (passing === null) return null;
  const failing = TAP_SPEC_FAILING.exec(text);
  return { line: passing[0].trim(), passed: count(passing[1]), failed: failing === null ? 0 : count(failing[1]), notRun: 0 };
}
const TAP_SPEC_PASSING = /^\s*passing:\s+(\d+)\s*$/m;
const TAP_SPEC_FAILING = /^\s*failing:\s+(\d+)\s*$/m;

/** The last summary of an output: what the run said about itself last. */
export function lastSummary(output: string | null): TestSummary | null {
  const summaries = testSummaries(output);
  const binaries = summaries.filter((summary) => CARGO_RESULT.test(summary.line));
  // cargo runs one binary after another (unit tests, each integration file, doc-tests), each with its
  // own `test result:`: the run's is a failing one, else the one that ran most, not the doc-tests' last
  if (binaries.length > 1 && binaries.length === summaries.length) {
    const most = binaries.reduce((best, summary) => ((summary.passed ?? 0) > (best.passed ?? 0) ? summary : best));
    return binaries.find((summary) => summary.failed > 0) ?? most;
  }
  return summaries.at(-1) ?? null;
}
/** cargo's line for one test binary. */
const CARGO_RESULT = /^test result: /;

/**
 * The lines of `text` (split at `\n` or `\r\n`, trimmed) that hold a counted word, in order: the
 * only lines a summary pattern can match (`maySummarize`). Found by the words' places instead of
 * splitting every line: most lines of a long output are not summaries.
 */
export function wordedLines(text: string): string[] {
  const lines: string[] = [];
  eachWordedLine(text, (line) => void lines.push(line));
  return lines;
}

/** Visits the worded lines of `text` in order (as `wordedLines` lists them) until `visit` returns true. */
function eachWordedLine(text: string, visit: (line: string) => boolean | void): void {
  const word = new RegExp(COUNTED_WORD.source, "gi");
  for (let match = word.exec(text); match !== null; match = word.exec(text)) {
    const start = text.lastIndexOf("\n", match.index) + 1;
    const newline = text.indexOf("\n", match.index);
    const end = newline === -1 ? text.length : newline;
    // a `\r` before the `\n` is white space to trim, as a split at `\r?\n` would drop it
    if (visit(text.slice(start, end).trim()) === true || newline === -1) break;
    word.lastIndex = newline + 1;
  }
}

/** A summary that counts a test that ran: one is enough for `nothingRan` to answer null. */
const countsRanTest = (summary: TestSummary): boolean => (summary.passed ?? 1) > 0 || summary.failed > 0;

/**
 * `testSummaries(output)` up to the first summary that counts a test that ran, or all of them when
 * none does: `nothingRan` reads no further once one does (bench/RESULTS.md, Run 18).
 */
function summariesUntilRanTest(output: string): TestSummary[] {
  const text = withoutAnsi(output);
  const summaries: TestSummary[] = [];
  let ranTest = false;
  eachWordedLine(text, (line) => {
    const summary = lineSummary(line);
    if (summary !== null) summaries.push(summary);
    // a count of files (vitest's `Test Files`, jest's `Test Suites:`) says what loaded; the `Tests` line after it, what ran
    ranTest = summary !== null && countsRanTest(summary) && !FILES_LINE.test(summary.line);
    return ranTest;
  });
  const unittest = ranTest ? null : unittestSummary(text);
  return unittest ? [...summaries, unittest] : summaries;
}

/** A line's summary: its counts and what it says did not run. Read once per distinct line, and shared, so frozen. */
export function lineSummary(line: string): Readonly<TestSummary> | null {
  const known = SUMMARIES.get(line);
  if (known !== undefined) return known;
  const counted = maySummarize(line) ? countedLine(line) : null;
  // one literal in the spread's key order: a spread took V8's generic copy on every summary line (Run 21)
  const read = counted === null ? null : { passed: counted.passed, failed: counted.failed, line: counted.line, notRun: notRunIn(line) };
  const summary = read === null ? null : Object.freeze(read);
  if (SUMMARIES.size >= MAX_SUMMARIES) SUMMARIES.clear();
  SUMMARIES.set(line, summary);
  return summary;
}
/**
 * Summaries by line: a log repeats its lines (`PASS …`, `Tests: … total`) and every test run's output
 * is read for them, several times (nothingRan, the outcome, the claims); reading a worded line's patterns
 * again cost ~15 ms of the checks' first pass on the bench's word-rich session (bench/RESULTS.md, Run 32).
 */
const SUMMARIES = new Map<string, Readonly<TestSummary> | null>();
/** Enough for the distinct worded lines of a long session; past it the lines are read again. */
const MAX_SUMMARIES = 4096;

/**
 * Every counted pattern above holds a number and one of these whole words (TAP `pass`/`fail`, `ok`,
 * `passed`, `failures`, `errors`, …), each between word boundaries there too; go's lines open on `ok`
 * or `FAIL`. A line without them is no summary (`password`, `okay` are not), told apart without
 * running the patterns: most lines of a log are not summaries.
 */
const COUNTED_WORD = /\b(?:pass(?:ed|ing|es)?|succeeded|successful|ok|fail(?:ed|ing|ures?)?|errors?|errored|exceptions?|assertions)\b/i;
const DIGIT = /\d/;
/** Lines a summary opens on without a count and a counted word together: go's, prove's, GoogleTest's. */
const GO_OPENING = /^(?:ok|FAIL|--- FAIL:|Result: (?:PASS|FAIL)|All tests successful|\[\s+(?:PASSED|FAILED)\s+\]|Tests: \d+, Assertions: )/;

/** False when no pattern of `countedLine` can match the line (test-summary.test.ts holds the two equal). */
export function maySummarize(line: string): boolean {
  return (DIGIT.test(line) && COUNTED_WORD.test(line)) || GO_OPENING.test(line);
}

/**
 * A linter's or type checker's count (ruff `Found 1 error.`, mypy `Found 3 errors in 2 files`, tsc
 * `Found 2 errors in the same file`): errors in the code it read, no test's result.
 */
const CHECKER_FOUND = /^\s*Found \d[\d,]* errors?\b/;

/** The counts a line states, read by every pattern in turn. */
export function countedLine(line: string): Omit<TestSummary, "notRun"> | null {
  if (line === "" || CHECKER_FOUND.test(line)) return null;
  const gtest = GTEST.exec(line);
  if (gtest) return gtest[1] === "PASSED" ? { passed: count(gtest[2]), failed: 0, line } : { passed: null, failed: count(gtest[2]), line };
  const prove = PROVE_RESULT.exec(line);
  if (prove) return prove[1] === "PASS" ? { passed: null, failed: 0, line } : { passed: null, failed: 1, line };
  if (PROVE_ALL.test(line)) return { passed: null, failed: 0, line };
  const proveFailed = PROVE_FAILED.exec(line);
  if (proveFailed) return { passed: count(proveFailed[2]) - count(proveFailed[1]), failed: count(proveFailed[1]), line };
  const phpunitOk = PHPUNIT_OK.exec(line);
  if (phpunitOk) return { passed: count(phpunitOk[1]), failed: 0, line };
  const phpunit = PHPUNIT_COUNTS.exec(line);
  if (phpunit) {
    const failed = phpunitKinds(line, PHPUNIT_FAILED);
    return { passed: Math.max(0, count(phpunit[1]) - failed - phpunitKinds(line, PHPUNIT_NOT_RUN)), failed, line };
  }
  const tap = TAP.exec(line);
  if (tap) return tap[1]!.toLowerCase() === "pass" ? { passed: count(tap[2]), failed: 0, line } : { passed: null, failed: count(tap[2]), line };
  const surefire = SUREFIRE.exec(line);
  if (surefire) {
    const [run, failures, errors, skipped] = surefire.slice(1, 5).map(count) as [number, number, number, number];
    return { passed: run - failures - errors - skipped, failed: failures + errors, line };
  }
  const totals = TOTAL_AND_FAILURES.exec(line);
  if (totals) return { passed: count(totals[1]) - count(totals[2]), failed: count(totals[2]), line };
  const ratio = RATIO.exec(line);
  if (ratio) return { passed: count(ratio[1]), failed: Math.max(0, count(ratio[2]) - count(ratio[1])), line };
  const all = ALL_PASSED.exec(line);
  if (all) return { passed: count(all[1]), failed: 0, line };
  const passed = PASSED.exec(line);
  const failed = FAILED.exec(line);
  if (passed || failed) return { passed: passed ? count(passed[1]) : null, failed: failed ? count(failed[1]) : 0, line };
  if (GO_OK.test(line)) return { passed: null, failed: 0, line };
  if (GO_FAIL.test(line)) return { passed: null, failed: 1, line };
  return null;
}

function unittestSummary(text: string): TestSummary | null {
  const ran = UNITTEST_RAN.exec(text);
  if (!ran) return null;
  const failed = UNITTEST_FAILED.exec(text);
  if (failed) {
    const failures = count(failed[1]) + count(failed[2]);
    return { passed: count(ran[1]) - failures, failed: failures, notRun: 0, line: failed[0] };
  }
  return UNITTEST_OK.test(text) ? { passed: count(ran[1]), failed: 0, notRun: 0, line: ran[0] } : null;
}

/**
 * The line in which the runner says no test ran (nothing collected, the named test not found, all
 * deselected), when no summary of the output counts a test that passed or failed; else null.
 */
export function nothingRan(output: string | null): string | null {
  if (output === null) return null;
  const text = withoutAnsi(output);
  const summaries = summariesUntilRanTest(text);
  // vitest's `Test Files  1 failed | 2 skipped` and jest's `Test Suites: 1 failed` count files; beside a `Tests` line that
  // says every test was left out (`Tests  478 skipped (478)`), a failed file failed to load: no test ran
  const everyTestLeftOut = ALL_TESTS_LEFT_OUT.exec(text)?.[0];
  const filesOnly = summaries.every((summary) => !countsRanTest(summary) || FILES_LINE.test(summary.line));
  if (everyTestLeftOut !== undefined && filesOnly) return everyTestLeftOut.trim();
  // TAP's `# fail 0` counts no test that passed: its totals block says itself that none ran, unless another
  // runner's summary in the same output counts tests that did (`pytest … && node --test …`)
  const tapNone = tapTotalsNoneRan(text);
  if (tapNone !== undefined && !summaries.some((summary) => !TAP.test(summary.line) && countsRanTest(summary))) return tapNone;
  if (summaries.some(countsRanTest)) return null;
  // `3 deselected in 0.1s`, `0 passed, 2 skipped`: every selected test was left out
  const allLeftOut =
    summaries.find((summary) => summary.notRun > 0)?.line
    ?? (mayLeaveOut(text) ? text.split(/\r?\n/).find((line) => notRunIn(line) > 0 && /\bin \d+(?:\.\d+)?s\b/.test(line)) : undefined);
  const saidByPattern = maySayNothingRan(text)
    ? NOTHING_RAN.map((pattern) => pattern.exec(text)?.[0]).find((line) => line !== undefined)
    : undefined;
  const said = saidByPattern ?? allLeftOut ?? everyEnvSkipped(text) ?? undefined;
  return said === undefined ? null : said.trim();
}

/**
 * A TAP producer's totals (node:test's `# tests 1`, `# pass 0`, `# fail 0`, `# skipped 1`; its spec reporter's
 * `ℹ pass 0`): none passed, none failed, and every test was skipped or none was found, in every block the output holds.
 */
const TAP_TOTAL = /^[ \t]*(?:#|ℹ)[ \t]*(tests|pass|fail|skipped|todo|cancelled)[ \t]+(\d+)[ \t]*$/gm;

function tapTotalsNoneRan(text: string): string | undefined {
  if (!text.includes("pass")) return undefined;
  const totals = [...text.matchAll(TAP_TOTAL)].map((match) => ({ name: match[1]!, count: Number(match[2]), line: match[0].trim() }));
  const named = (name: string) => totals.filter((total) => total.name === name);
  // every block's totals, not the last one's: a loop over test files prints one block a file
  const none = (name: string) => named(name).length > 0 && named(name).every((total) => total.count === 0);
  if (!none("pass") || !none("fail") || named("cancelled").some((total) => total.count > 0)) return undefined;
  const leftOut = totals.find((total) => (total.name === "skipped" || total.name === "todo") && total.count > 0);
  return leftOut?.line ?? (none("tests") ? named("tests")[0]!.line : undefined);
}

/** vitest's and jest's count of test files; their count of tests when every test was skipped or filtered out. */
const FILES_LINE = /^Test (?:Files|Suites:)\s/;
const ALL_TESTS_LEFT_OUT = /^[ \t]*Tests:?[ \t]+\d+ (?:skipped|todo)(?:(?:,| \|) \d+ (?:skipped|todo))*(?:, \d+ total| \(\d+\))[ \t]*$/m;

/** pytest's own words for a fixture it could not resolve: the test environment, not the code under test. */
const FIXTURE_UNRESOLVED = /^E\s+(?:fixture '[^']+' not found|recursive dependency involving fixture '[^']+' detected)\s*$/;
const FIXTURE_QUOTED = "fixture '";
/** A pytest error line (`E   …`) in a failure or error section. */
const ERROR_DETAIL = /^E\s{2,}\S/;

/**
 * The line saying pytest could not set the tests up because a fixture does not resolve (a plugin
 * the environment lacks, such as `httpbin`), when that is every error the output shows and no test
 * failed: those tests never ran, so the run says nothing about the code. Else null.
 */
export function fixturesUnresolved(output: string | null): string | null {
  if (output === null) return null;
  const clean = withoutAnsi(output);
  // every unresolved-fixture line names `fixture '…'`: without it there is nothing to find line by line
  if (!clean.includes(FIXTURE_QUOTED)) return null;
  const lines = clean.split(/\r?\n/);
  const details = lines.filter((line) => ERROR_DETAIL.test(line));
  if (details.length === 0 || !details.every((line) => FIXTURE_UNRESOLVED.test(line))) return null;
  if (testSummaries(output).some((summary) => /\b\d+ failed\b/i.test(summary.line))) return null;
  return details[0]!.replace(/^E\s+/, "").trim();
}
