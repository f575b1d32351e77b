import { summaryOutcome } from "./run-outcome.js";
import { testSummaries } from "./test-summary.js";
import { programName } from "../shell/program.js";

/**
 * The agent's own time bound on a check ran out (`timeout 25 python3 …`, exit 124): the command was
 * stopped before it finished, so it showed no result of its own, neither a pass nor a failure (a
 * slow check and a hung one look the same). Returns the bound as the line spells it
 * (`timeout 25`), or null when the status is the check's own.
 */
export function ownTimeoutRanOut(words: readonly string[], exitCode: number | null): string | null {
  if (exitCode !== TIMED_OUT && exitCode !== KILLED) return null;
  let index = 0;
  while (index < words.length && (ASSIGNMENT.test(words[index]!) || LEADING.has(programName(words[index]!)))) index += 1;
  if (programName(words[index] ?? "") !== "timeout") return null;
  let kills = false;
  for (index += 1; index < words.length && words[index]!.startsWith("-"); index += 1) {
    const option = words[index]!;
    // the command's own status is passed on: 124 is then the command's, not the bound's
    if (option === "--preserve-status") return null;
    if (VALUED.test(option)) {
      kills ||= option === "-k" || option === "--kill-after" || KILL.test(words[index + 1] ?? "");
      index += 1;
    } else {
      kills ||= /^(?:-k|--kill-after=)/.test(option) || (/^(?:-s|--signal=)/.test(option) && KILL.test(option.replace(/^(?:-s|--signal=)/, "")));
    }
  }
  const duration = words[index];
  if (duration === undefined || !DURATION.test(duration)) return null;
  return exitCode === TIMED_OUT || kills ? `timeout ${duration}` : null;
}

/** `timeout`'s status when its bound ran out and the command ended on its signal. */
const TIMED_OUT = 124;
/** The status of a command killed by SIGKILL (`timeout -s KILL`, or `-k` after TERM was ignored). */
const KILLED = 137;
const ASSIGNMENT = /^[A-Za-z_]\w*=/;
/** Programs that may stand before `timeout` and pass its status on. */
const LEADING = new Set(["sudo", "env", "nice", "nohup", "stdbuf"]);
/** `timeout`'s options that take the next word as their value. */
const VALUED = /^(?:-s|-k|--signal|--kill-after)$/;
const KILL = /^(?:SIG)?KILL$|^9$/i;
/** `timeout`'s duration: a number with an optional unit. */
const DURATION = /^\d+(?:\.\d+)?[smhd]?$/;

/**
 * A runner's count for the whole run, printed once when its tests end: jest's and vitest's `Tests: 12 passed`, mocha's
 * `12 passing`, pytest's `12 passed in 0.4s`, TAP's `# pass 12`, ava's `12 tests passed`, uvu's `Passed: 12`.
 */
const FINAL_COUNT = /^Tests:?\s+(?:\d+ \w+, )*[1-9]\d* passed\b|^[1-9]\d* passing\b|^=*\s*[1-9]\d* passed\b.* in [\d.]+m?s\b|^# pass\s+[1-9]|^[1-9]\d* tests? passed\b|^Passed:\s+[1-9]/;
/** A recognized command as the bound's reading needs it: its words, its line's commands, what it runs. */
type BoundItem = {
  command: { words: readonly string[] };
  line?: readonly { words: readonly string[]; nested?: boolean }[];
  match: { kind: string; runner: string };
};

/** Runners that print a count per test binary or package, not one for the run. */
const PER_UNIT_COUNTS = /^(?:cargo|go)\b/;

/**
 * A test run its own bound stopped after the runner printed its final count (`timeout 25 npx vitest --watch`: `Tests
 * 103 passed (103)`, then `Waiting for file changes…` until killed; jest held open by a handle): the tests had ended,
 * so the count is the result. Null when no count of passed tests without failures was printed.
 */
export function finishedBeforeBound(
  item: BoundItem,
  output: string | null,
): { outcome: "passed"; from: "summary line"; quote: string } | null {
  // cargo and go print a count per test binary or package: one printed says nothing of those the bound cut off
  if (item.match.kind !== "test" || output === null || PER_UNIT_COUNTS.test(item.match.runner) || !runsOneRunner(item)) return null;
  const final = output.split("\n").map((line) => line.trim()).findLast((line) => FINAL_COUNT.test(line));
  if (final === undefined || testSummaries(output).some((summary) => summary.failed > 0)) return null;
  return { outcome: "passed", from: "summary line", quote: `${final} (printed before the time limit stopped it)` };
}

/**
 * What a run stopped by its own bound (`status` 124 or 137 under `timeout`, the status its line echoed when masked)
 * showed: its final count when printed before, else no result; null when the bound did not stop it or it printed a
 * failure first (that is its result).
 */
export function boundStopped(
  item: BoundItem,
  status: number | null,
  output: string | null,
): { outcome: "passed" | "unknown"; from: "summary line" | "none"; quote?: string; timedOut?: string } | null {
  const bound = ownTimeoutRanOut(item.command.words, status);
  if (bound === null || summaryOutcome(output) === "failed") return null;
  return finishedBeforeBound(item, output) ?? { outcome: "unknown", from: "none", timedOut: bound };
}

/** Programs that run one test runner themselves, as the bound's command (`timeout 25 npx vitest --watch`). */
const DIRECT_RUNNER = /^(?:jest|vitest|mocha|pytest|py\.test|ava|tape|uvu|tap|node|python[\d.]*)$/;
/** Commands that only filter or print what the runner printed. */
const FILTER = /^(?:echo|printf|tail|head|tee|grep|cat|true|:)$/;

/**
 * The bound stopped one test runner and nothing else in the line ran tests: a count printed by another command
 * (`npm run test:unit && timeout 120 npm run test:e2e`) or by an earlier runner a wrapper started (`timeout 300 make
 * test`) is not this run's.
 */
function runsOneRunner(item: BoundItem): boolean {
  const words = item.command.words;
  let index = words.findIndex((word) => programName(word) === "timeout") + 1;
  while (index > 0 && index < words.length && (words[index]!.startsWith("-") || /^\d/.test(words[index]!))) index += 1;
  const runner = /^(?:npx|pnpx|bunx)$/.test(programName(words[index] ?? "")) ? words[index + 1] : words[index];
  if (!DIRECT_RUNNER.test(programName(runner ?? ""))) return false;
  const others = (item.line ?? []).filter((command) => command !== item.command && !command.nested && !FILTER.test(programName(command.words[0] ?? "")));
  return others.every((command) => /^(?:set|cd|export)$/.test(programName(command.words[0] ?? "")));
}
