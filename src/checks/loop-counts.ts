import type { Evidence } from "../model.js";
import type { CheckContext } from "./context.js";
import { checkerOf } from "./checkers.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";
import { testSummaries, type TestSummary } from "./test-summary.js";
import { evidence } from "./quote.js";

/**
 * `for f in tests/test_*.py; do pytest "$f"; done`: the loop runs the test runner once per item, and
 * each run prints its own summary (`3 passed`, `12 passed`, `2 passed`). A count claimed for the whole
 * loop ("17 tests pass") is the sum of those summaries, when none counts a failure. So is the count of one
 * run that runs several test programs, each with its totals (`make test` over four configurations: `PASSED: 16`
 * four times, "all 64 pass").
 */

/** Fewer summaries than this are one run's, not a loop's. */
const MIN_RUNS = 2;

/** A summary line's shape, its numbers left out: `# passed in #s` (a runner's other line, `Test Files # passed`, is another). */
const shapeOf = (summary: TestSummary) => summary.line.replace(/\d[\d,.]*/g, "#").trim();

/**
 * The summaries one test runner printed, one per run of it in a loop or per test program it ran: those shaped like its
 * last; null when the line runs no test runner, or more than one.
 */
function loopSummaries(command: string, output: string | null): TestSummary[] | null {
  const runners = simpleCommands(command).filter((item) => checkerOf(unwrappedWords(item))?.kind === "test");
  if (runners.length !== 1) return null;
  const summaries = testSummaries(output);
  const last = summaries.at(-1);
  if (last === undefined) return null;
  const runs = summaries.filter((summary) => shapeOf(summary) === shapeOf(last));
  return runs.length >= MIN_RUNS ? runs : null;
}

/** The latest loop of a test runner whose green summaries add up to the claimed count, quoted as the sum; null when none does. */
export function loopTotal({ trajectory, originalCodeCalls }: CheckContext, claimed: number): Evidence | null {
  const calls = trajectory.toolCalls;
  for (let index = calls.length - 1; index >= 0; index -= 1) {
    const call = calls[index]!;
    if (call.command === null || originalCodeCalls?.has(index) === true) continue;
    const runs = loopSummaries(call.command, call.output);
    if (runs === null || runs.some((run) => run.failed > 0 || run.passed === null)) continue;
    const total = runs.reduce((sum, run) => sum + run.passed!, 0);
    const each = simpleCommands(call.command).some((item) => item.loop) ? "per run of the loop" : "per test program it ran";
    if (total === claimed) return evidence(call.step, `${runs.map((run) => run.passed).join(" + ")} = ${total} passed: one summary ${each}`);
  }
  return null;
}
