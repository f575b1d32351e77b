import { interruptedOnly, type RunOutcome } from "./run-outcome.js";
import { mismatchedValues } from "./printed-comparison.js";

/**
 * What a program that judges itself printed: the agent's own check code ends by printing PASS or
 * FAIL, "all examples passed", "3 checks failed". Read only for the agent's own code (inline code,
 * a shell line that echoes a verdict), never for a project's runner, whose summary says more.
 */

/** The end of a labelled case that failed (`Test 2: FAIL`, `case 3 - FAILED`): case-again.ts reads the label before it. */
export const CASE_FAILED_END = String.raw`\s*[:\-–]\s*FAIL(?:ED|URE)?[.!]?[ \t]*$`;

/**
 * A line that announces a failure: `FAIL: x`, `[FAILED]`, `Test 2: FAIL`, `✗ case 3`, `mismatch at 4`, `2 checks failed`,
 * a count of failures above 0 (`fails 403`, `failures: 2`; `fails 0 domfail 0` counts none), a counterexample
 * found (`Found failing matrix`),
 * an overall result labelled (`RESULT: FAIL`, `Status = failed`), a readiness probe's `NOT READY`.
 */
const FAIL_LINE = new RegExp(`${/^\s*(?:\[?FAIL(?:ED|URE|S)?\]?\b(?!\s*[:=]?\s*0\b(?![.,]\d))|✗|❌|mismatch\b)/.source}|\\S${CASE_FAILED_END}|${/^\s*NOT[ _]READY\b|^\s*(?:overall\s+)?(?:result|status|verdict|outcome)\s*[:=]\s*fail(?:ed|ure)?\b|^\s*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_FAIL(?:ED|URE)?\s*$|^\s*[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*[_-]fail(?:ed|ure)?\s*$|\bnot ok\b|\b(?:fails|failures|failed)\s*[:=]?\s*[1-9]\d*\b(?![.,]\d)|\bfound (?:an? )?(?:failing|counter-?example)\b|\btest_\w+:?\s+(?:failed|FAILED|error(?:ed)?)\b|^(?!.*\b(?:0|no|zero)\s+(?:\w+\s+)?(?:tests?|checks?|cases?|examples?|assertions?)\b).*\b(?:tests?|checks?|cases?|examples?|assertions?|verification)\s+(?:have\s+)?failed\b/.source}`, "im");
/**
 * A line that announces a pass: `PASS`, `[PASSED]`, `✓`, `OK`, `grpc behavior ok`, `verification_ok`,
 * `all examples passed`, `ALL GRADIENTS MATCH`, `interface test passed`, an overall result labelled (`RESULT: PASS`, `Status: OK`).
 */
const PASS_LINE = /^\s*(?:\[?PASS(?:ED)?\]?\b|✓|✅|OK\b)|^\s*READY\s*[.!]?\s*$|^\s*(?:overall\s+)?(?:result|status|verdict|outcome)\s*[:=]\s*(?:pass(?:ed)?|ok|success)\s*[.!]?\s*$|^\s*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:PASS(?:ED)?|OK)\s*$|^\s*[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*[_-](?:pass(?:ed)?|ok)\s*$|\s(?:ok|OK)[.!]?[ \t]*$|(?<!\bnot )\ball (?:\w+ ){0,3}(?:passed|match(?:ed|es)?)\b|\b(?:tests?|checks?|cases?|examples?|assertions?|verification|validation)\s+(?:all\s+)?(?:passed|succeeded|successful)\b/im;
/** A crash report: the code stopped before it could print its verdict. */
const CRASH = /^Traceback \(most recent call last\):|^\s*at .+:\d+:\d+\)?$|^(?:panic|thread '.+' panicked)/m;

/** The line patterns, failure first, for one line at a time. */
const ONE_LINE = [FAIL_LINE, CRASH, PASS_LINE].map((pattern) => new RegExp(pattern.source, pattern.flags.replace("m", "")));

/**
 * A row of a measurement table: a count of failures out of trials (`fails=3/500`) beside other
 * measured figures (`n=4: fails=3/500 median time=6.5us median sub=10`). It reports a rate the code
 * measured, no verdict of its own: a sweep of settings prints one such row per setting.
 */
const RATE_OF_FAILURES = /\b(?:fails|failures|failed)\s*[:=]\s*\d+\/\d+\b/;
/** A figure named in a row (`time=6.5us`, `n=4`, `sub: 10`). */
const NAMED_FIGURE = /\b[A-Za-z_]\w*\s*[=:]\s*-?\d/g;
/** How many figures besides the failures' rate make a row a measurement. */
const MIN_OTHER_FIGURES = 2;

function measurementRow(line: string): boolean {
  return RATE_OF_FAILURES.test(line) && (line.match(NAMED_FIGURE)?.length ?? 0) - 1 >= MIN_OTHER_FIGURES;
}

/**
 * A measurement row that counts failures above 0 (`n=8: fails=10/500 median time=17.9us`): code that
 * printed such rows and no verdict measured how often something failed; it neither passed nor failed.
 */
export function measuredFailures(output: string | null): boolean {
  return measuredFailureRow(output) !== null;
}

/** The first measurement row that counts failures above 0, trimmed, or null. */
export function measuredFailureRow(output: string | null): string | null {
  if (output === null || !RATE_OF_FAILURES.test(output)) return null;
  const row = output.split("\n").find((line) => measurementRow(line) && /\b(?:fails|failures|failed)\s*[:=]\s*[1-9]/.test(line));
  return row?.trim() ?? null;
}

/** The output without measurement rows, whose failure counts are rates the code measured. */
function withoutMeasurementRows(output: string): string {
  if (!RATE_OF_FAILURES.test(output)) return output;
  return output.split("\n").filter((line) => !measurementRow(line)).join("\n");
}

/** The verdict the agent's own check printed: any failure line fails it, else a pass line passes it. */
export function printedVerdict(output: string | null): RunOutcome | null {
  if (output === null) return null;
  // a traceback of an interrupt only: the program was stopped (or passed the interrupt on), nothing failed
  if (FAIL_LINE.test(withoutMeasurementRows(output)) || (CRASH.test(output) && !interruptedOnly(output))) return "failed";
  // `got: X` beside `expected: Y`: the code printed its own failure
  if (mismatchedValues(output) !== null) return "failed";
  if (PASS_LINE.test(output)) return "passed";
  return null;
}

/**
 * A failure read only from a crash report, with no failure line of the code's own: when the process
 * exited 0 the code caught that exception and printed it (`traceback.print_exc()`, a logged error).
 */
export function crashOnly(output: string | null): boolean {
  return output !== null && CRASH.test(output) && !FAIL_LINE.test(withoutMeasurementRows(output));
}

/** The output line that states the verdict printedVerdict read, for the evidence quote. */
export function verdictLine(output: string | null): string | null {
  if (output === null) return null;
  const lines = withoutMeasurementRows(output).split(/\r?\n/);
  for (const pattern of ONE_LINE) {
    const found = lines.find((line) => pattern.test(line));
    if (found !== undefined) return found.trim();
    // a got/expected pair that differs is the failure after the failure lines and crashes, before any pass line
    if (pattern === ONE_LINE[1] && mismatchedValues(output) !== null) return mismatchedValues(output);
  }
  return null;
}

/** A statement that prints a literal, at the start of a line or after a `;`: what the code printed last. */
const LAST_PRINT = /(?:^|;\s*)(?:print|console\.log|puts|echo|printf)\s*\(?\s*f?(["'`])([^"'`{$\\]*)/g;

/** True when nothing but the literal's rest and its closing follows the print: no statement after it. */
function endsLine(line: string, printed: RegExpExecArray | RegExpMatchArray): boolean {
  const rest = line.slice((printed.index ?? 0) + printed[0].length);
  const close = rest.indexOf(printed[1]!);
  return close >= 0 && /^[^;]*$/.test(rest.slice(close + 1));
}

/** Text at least this long is specific enough that its presence in the output proves it was printed. */
const MIN_MARKER = 6;

/**
 * Whether code ran to its end: its last statement prints a literal, and the output shows it with
 * no crash report. Code that asserts and then reaches its last line held every assertion.
 */
export function reachedEnd(code: string, output: string | null): boolean {
  return endLine(code, output) !== null;
}

/**
 * The output line that shows the code reached its end (its last statement's literal print), or null:
 * quoted for the run, since in a line of several commands the output's last line may be another's.
 */
export function endLine(code: string, output: string | null): string | null {
  if (output === null || CRASH.test(output)) return null;
  const last = code.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#")).at(-1) ?? "";
  // a one-line program (`python -c "…; assert …; print('CHECK OK: …')"`) ends with its last statement
  const printed = [...last.matchAll(LAST_PRINT)].at(-1);
  const marker = printed === undefined || !endsLine(last, printed) ? "" : (printed[2]?.trim() ?? "");
  if (marker.length < MIN_MARKER || !output.includes(marker)) return null;
  return output.split(/\r?\n/).find((line) => line.includes(marker))?.trim() ?? null;
}

/**
 * A line where the agent's own code reports a failure it caught and went on: `reshape() failed: …`,
 * `ValueError: …`, `ERROR: no value given`, `match: False`, `Mismatch! Expected: …`, `FAIL: …`. Its exit 0 says only that the code reached
 * its end. A line that says the failure was expected (`Caught expected ValueError: …`) is not one, nor
 * an error that is a measure (`Error: 0.000835`).
 */
const CAUGHT_FAILURE = [
  /\bfailed(?::| with\b)/i,
  // a line the code opens with its own verdict: `Mismatch! Expected: …`, `FAIL: result is unstripped`
  /^[ \t]*(?:mismatch(?:ed)?|fail(?:ed|ure)?|wrong|incorrect)[ \t]*[!:]/i,
  /^[ \t]*(?:[A-Za-z_][\w.]*)?(?:Error|Exception|ERROR):(?![ \t]*[-+]?(?:\d|\.\d|nan\b|inf\b))/,
  /(?:\b|_)(?:match(?:es)?|equal|same|correct|valid|success|ok|passed|present|found|detected|exists)\s*[:=]\s*False\b/i,
  // the code's own expectation unmet: `Note: Result differs from expected 'd[(1,)]'`
  /\b(?:differs?|different) from (?:the |what was )?expected\b|\bdoes(?: not|n't) match (?:the )?expected\b/i,
  // a time limit the code set ran out: `Result: TIMEOUT`, `TIMED OUT after 10s` (not `timeout = 30`)
  /^[ \t]*(?:[\w .-]{0,40}:[ \t]*)?(?:TIME[ _-]?OUT|TIMED[ _-]OUT)\b(?:[ \t]+after\b[^\n]*)?[ \t!.]*$/i,
];
// "Caught expected ValueError", "raised as expected"; not the label of `Mismatch! Expected: 3, Got: 4`
const EXPECTED_FAILURE = /\b(?:as expected|expected(?= \w*(?:error|exception|failure|raise))|correctly|as intended|intentional(?:ly)?)\b/i;

/** Code that prints the exceptions it catches and goes on: `except Exception as e: print(e)`. */
const PRINTS_CAUGHT = /^[ \t]*except\b[^:\n]*:[ \t]*(?:#[^\n]*)?(?:\n[ \t]*)?print\(/m;
/** The words of an error message: read as a caught failure only from code that prints what it catches. */
const ERROR_MESSAGE = /\b(?:cannot|can't|could not|couldn't|unable to|not (?:supported|implemented|allowed|defined|found)|unsupported|invalid|errors?|fail(?:ed|s|ure)?)\b/i;

/**
 * The output line of code that catches exceptions and prints them (`except Exception as e: print(e)`)
 * that reads as the error message it printed ("… cannot be solved using …"): its exit 0 shows only
 * that it went on.
 */
export function printedCaughtLine(code: string, output: string | null): string | null {
  if (output === null || !PRINTS_CAUGHT.test(code)) return null;
  const found = output.split(/\r?\n/).find((line) => !EXPECTED_FAILURE.test(line) && ERROR_MESSAGE.test(line));
  return found === undefined ? null : found.trim();
}

/** The first line of a run's output where its code reports a failure it caught, if any. */
export function caughtFailureLine(output: string | null): string | null {
  if (output === null) return null;
  const found = output.split(/\r?\n/).find((line) => !EXPECTED_FAILURE.test(line) && CAUGHT_FAILURE.some((pattern) => pattern.test(line)));
  return found === undefined ? null : found.trim();
}
