/**
 * How a recognized run went: its exit status when the transcript states one and nothing after it
 * in the line replaces it; else what its output's summary says; else unknown.
 */
import { neverStarted } from "./probes.js";
import { lastSummary, testSummaries, type TestSummary } from "./test-summary.js";
import { escapeRegExp } from "../words.js";

export type RunOutcome = "passed" | "failed" | "unknown";

/** What the outcome is read from; a run records it so a reader can check the reading. */
export type OutcomeSource = "exit code" | "echoed status" | "summary line" | "none";

/**
 * pytest's progress line, a mark per test and the share done (`....F.E  [ 23%]`), with a failure or an error
 * among its marks: a test failed, whatever a cut (`| head`) left of the summary.
 */
const PROGRESS_FAILED = /^[.sxXFE]*[FE][.sxXFE]*\s+\[\s*\d{1,3}%\]\s*$/m;

/**
 * A coverage gate the project set that the run missed, which fails the run whatever its tests did: jest's `Jest:
 * "global" coverage threshold for branches (100%) not met: 98%`, istanbul's (nyc, c8, vitest) `ERROR: Coverage for lines
 * (97%) does not meet global threshold (100%)`, pytest-cov's `FAIL Required test coverage of 90% not reached`.
 */
const COVERAGE_UNMET = /^Jest: "[^"\n]*" coverage threshold for \w+ \([\d.]+%\) not met|^ERROR: Coverage for \w+ \([\d.]+%\) does not meet (?:global |"[^"\n]*" )?threshold|^FAIL Required test coverage of [\d.]+% not reached/m;

/**
 * Surefire's and Failsafe's line for failed tests, printed also when `-Dmaven.test.failure.ignore=true` lets the build
 * end in BUILD SUCCESS: the tests failed whatever the build's last word.
 */
const SUREFIRE_FAILURES = /^(?:\[ERROR\] )?There (?:are|were) test failures\.?\s*$/m;
/** CTest's report of failed tests, printed before its summary (which a `| tail` may keep alone or cut). */
const CTEST_FAILURES = /^The following tests FAILED:\s*$|^Errors while running CTest\s*$/m;
/** RSpec's list of failed examples (`Failed examples:` then `rspec ./spec/a_spec.rb:63 # …`), which a `| tail` may keep alone. */
const RSPEC_FAILURES = /^Failed examples:\s*$|^rspec \.\/\S+:\d+ # /m;

/**
 * Summaries only a checker prints: they say how that checker went, wherever they stand. Test
 * runners' count lines are read by test-summary.ts (the claims check reads them there too); these
 * are the build and type-check tools' own.
 */
const RUNNER_FAILURE = [/\berror TS\d+/, /\bBUILD FAILED\b|\bBUILD FAILURE\b/, SUREFIRE_FAILURES, CTEST_FAILURES, RSPEC_FAILURES, /^Found [1-9]\d* errors?\b/m, PROGRESS_FAILED, COVERAGE_UNMET];


/** The run's tests all passed, by its runner's counts, and only a coverage gate failed it. */
export function failedOnlyByCoverage(output: string | null): boolean {
  const counts = gatedCounts(output);
  return counts !== null && counts.length > 0;
}

/**
 * The runner's counts of a run a coverage gate failed and no test did (empty when it counted none, as jest's
 * `Tests: 168 skipped, 168 total`); null when no gate failed it or a test failed.
 */
export function gatedCounts(output: string | null): TestSummary[] | null {
  if (output === null || !COVERAGE_UNMET.test(output)) return null;
  // pytest-cov's `FAIL Required test coverage …` reads as a failure marker of its own: the gate, not a test
  const counts = testSummaries(output).filter((summary) => !COVERAGE_UNMET.test(summary.line));
  return counts.every((summary) => summary.failed === 0) ? counts : null;
}

/** A Python traceback's first line. */
const TRACEBACK_SIGNATURE = /^Traceback \(most recent call last\)/m;

/** Error signatures any program may print: they count only for the command that owns the output. */
const ERROR_SIGNATURE = [
  /\b[1-9]\d* errors?\b/i,
  // not a harness's count of none (`FAILED: 0`)
  /^(?:FAIL(?:ED)?|ERROR)\b(?![ \t]*[:=][ \t]*0[ \t]*$)/m,
  // a TAP producer's failed test (tape, node:test, tap, prove), when a filter cut its `# fail N` count; not a TODO or SKIP
  /^not ok \d+\b(?![^\n]*#\s*(?:TODO|SKIP)\b)/im,
  /npm ERR!|^error Command failed/m,
  TRACEBACK_SIGNATURE,
  /^\S+:\d+(?::\d+)?: (?:fatal )?error\b/m,
  // the go toolchain's errors carry no "error" word: `doc/md_docs.go:134:52: undefined: errors`
  /^\S+\.go:\d+:\d+: \S/m,
  /^make(?:\[\d+\])?: \*\*\* .*Error \d+/m,
  // `make -k` carried on past a failed recipe and says so last
  /^g?make(?:\[\d+\])?: Target '[^'\n]+' not remade because of errors\./m,
  /^error(?:\[E\d+\])?: /m,
  /\bSegmentation fault\b|\bcore dumped\b/,
  /^panic: /m,
  /^Exception in thread "/m,
  /^(?:\w+\.)*[A-Z]\w*(?:Error|Exception): /m,
  /\bAssertionError\b/,
  /^! LaTeX Error:|^! Emergency stop\./m,
];

/** Build and type-check tools' summaries that say a check passed. */
const SUCCESS_LINE = [
  /\bBUILD SUCCESS(?:FUL)?\b/,
  /\bFound 0 errors\b|\bSuccess: no issues found\b|\bAll checks passed!/,
  // Sphinx's last line ("build succeeded, 1 warning.") and MSBuild's ("Build succeeded.")
  /^build succeeded\b/im,
];

/** The line a CMake-made build prints last when its last target is built. */
const ALL_TARGETS_BUILT = /^\[100%\] Built target \S+\s*$/;

/**
 * The outcome a run's output states. `program` names the runner: when the shell says it was not
 * found, it never ran, so its output says nothing about the work. Generic error signatures count
 * only when the runner owns the output (nothing but filters ran after it).
 */
export function summaryOutcome(output: string | null, program: string | null = null, ownsOutput = true): RunOutcome {
  if (output === null) return "unknown";
  if (program !== null && neverStarted(output, [program], [program])) return "unknown";
  const counts = testSummaries(output);
  if (counts.some((summary) => summary.failed > 0) || RUNNER_FAILURE.some((pattern) => pattern.test(output))) return "failed";
  if (ownsOutput && ERROR_SIGNATURE.some((pattern) => pattern.test(output)) && !interruptedOnly(output)) return "failed";
  if (counts.length > 0) return "passed";
  if (SUCCESS_LINE.some((pattern) => pattern.test(output))) return "passed";
  // a CMake build's last word: every target built (an error would have stopped it before 100%)
  if (ALL_TARGETS_BUILT.test(output.trimEnd().split("\n").at(-1) ?? "")) return "passed";
  return "unknown";
}

const TRACEBACK_HEAD = /^Traceback \(most recent call last\):\s*$/m;
/** The exception of a program stopped from outside (Ctrl-C, a SIGINT it was sent, a deliberate re-raise of one). */
const INTERRUPT = /^KeyboardInterrupt\b/;

/**
 * Every traceback of the output ends in `KeyboardInterrupt` and no other error signature shows: the
 * program was interrupted (or meant to pass the interrupt on), which says nothing failed.
 */
export function interruptedOnly(output: string): boolean {
  const parts = output.split(TRACEBACK_HEAD);
  if (parts.length < 2) return false;
  const others = ERROR_SIGNATURE.filter((pattern) => pattern !== TRACEBACK_SIGNATURE);
  if (others.some((pattern) => pattern.test(output))) return false;
  return parts.slice(1).every((part) => INTERRUPT.test(part.split("\n").find((line) => line.trim() !== "" && !/^\s/.test(line)) ?? ""));
}

/** The line of the output that says how it went: the summary that decided, if any. */
export function summaryLine(output: string | null): string | null {
  if (output === null) return null;
  const lines = output.split(/\r?\n/).map((line) => line.trim());
  // tests that all passed under a coverage gate the run missed: the gate's line is what failed it
  if (failedOnlyByCoverage(output)) return lines.find((line) => COVERAGE_UNMET.test(line)) ?? null;
  const decisive = [...RUNNER_FAILURE, ...ERROR_SIGNATURE, ...SUCCESS_LINE];
  // a checker's own failure line outranks a BUILD SUCCESS after it (`-Dmaven.test.failure.ignore=true`): the run failed
  const failed = lines.findLast((line) => line !== "" && RUNNER_FAILURE.some((pattern) => pattern.test(line)));
  const signature = failed ?? lines.findLast((line) => line !== "" && decisive.some((pattern) => pattern.test(line))) ?? null;
  const counted = lastSummary(output)?.line ?? null;
  if (counted === null || signature === null) return counted ?? signature;
  return lines.lastIndexOf(counted) > lines.lastIndexOf(signature) ? counted : signature;
}

/**
 * The status a `cmd; echo "exit=$?"` line printed for cmd: the echo's own text with `$?` as a
 * number, found in the output.
 */
export function echoedStatus(echoWords: readonly string[], output: string | null): number | null {
  const found = echoedStatusMatch(echoWords, output);
  return found ? Number(found[1]) : null;
}

/** The output line in which the echo printed the status, for the evidence quote. */
export function echoedStatusLine(echoWords: readonly string[], output: string | null): string | null {
  const found = echoedStatusMatch(echoWords, output);
  if (found === null || output === null) return null;
  const start = output.lastIndexOf("\n", found.index) + 1;
  const end = output.indexOf("\n", found.index);
  return output.slice(start, end < 0 ? undefined : end).trim();
}

function echoedStatusMatch(echoWords: readonly string[], output: string | null): RegExpExecArray | null {
  if (output === null) return null;
  const pattern = echoStatusPattern(echoWords);
  if (pattern === null) return null;
  if (!pattern.source.startsWith(BARE_STATUS)) return pattern.exec(output);
  // a bare number on its own line may be one the command printed before it: the echo's is the last
  let last: RegExpExecArray | null = null;
  for (const found of output.matchAll(new RegExp(pattern.source, "gm"))) last = found as RegExpExecArray;
  return last;
}

/** How the pattern of a bare `echo $?` begins: the status alone at the start of a line. */
const BARE_STATUS = "^[ \\t]*";

/** The echo's text as a pattern of what it printed: `$?` is the status (group 1), other variables match any text. */
export function echoStatusPattern(echoWords: readonly string[]): RegExp | null {
  const text = echoWords.slice(1).filter((word) => !word.startsWith("-")).join(" ");
  if (!text.includes("$?")) return null;
  const [before = "", after = ""] = text.split("$?", 2);
  const escape = (part: string) =>
    part.split(/\$\{?\w+\}?/).map(escapeRegExp).join(".*?");
  const tail = escape(after.split(/\s/, 1)[0] ?? "");
  // a bare `echo $?` prints the number alone on its line: not the first digits of the command's output (`(0.00s)`)
  const head = before.trim() === "" ? BARE_STATUS : escape(before.slice(-24));
  const end = before.trim() === "" && tail === "" ? "[ \\t]*$" : tail;
  return new RegExp(`${head}(-?\\d+)${end}`, "m");
}

/** A word the recorder cut inside a variable's name: `status:$s...` of `echo status:$status`. */
const CUT_VARIABLE = /\$\{?(\w*)(?:\.\.\.|…)$/;

/** The cut word with the kept status's use spelled `$?`, when the name it shows begins the kept one. */
function cutUse(word: string, kept: string): string | null {
  const found = CUT_VARIABLE.exec(word);
  return found !== null && kept.startsWith(found[1]!) ? `${word.slice(0, found.index)}$?` : null;
}

/** `rc=$?`: the status kept in a variable, to be echoed later in the line. */
const STATUS_KEPT = /^([A-Za-z_]\w*)=\$\?$/;

/**
 * The echo that shows the status of the command at `index`, with that status spelled `$?`: the
 * echo right after it (`cmd; echo "exit=$?"`), or a later echo of the variable the next command
 * kept it in (`cmd; rc=$?; …; echo "rc=$rc"`). Null when the line shows no such echo.
 */
export function statusEcho(line: readonly { words: readonly string[] }[], index: number): readonly string[] | null {
  const next = line[index + 1];
  if (next === undefined) return null;
  if (/^(?:echo|printf)$/.test(next.words[0] ?? "")) return next.words.some((word) => word.includes("$?")) ? next.words : null;
  const kept = next.words.length === 1 ? STATUS_KEPT.exec(next.words[0]!)?.[1] : undefined;
  if (kept === undefined) return null;
  const use = new RegExp(`\\$(?:${kept}\\b|\\{${kept}\\})`);
  for (const later of line.slice(index + 2)) {
    // the variable is set again (an assignment leads its command): a later echo shows another command's status;
    // an echo's own `rc=$rc` is its label, no assignment
    if (later.words[0]?.startsWith(`${kept}=`) === true) return null;
    if (!/^(?:echo|printf)$/.test(later.words[0] ?? "")) continue;
    if (later.words.some((word) => use.test(word))) return later.words.map((word) => word.replace(use, "$?"));
    const cut = cutUse(later.words.at(-1) ?? "", kept);
    if (cut !== null) return [...later.words.slice(0, -1), cut];
  }
  return null;
}
