import { gatedCounts, type OutcomeSource, type RunOutcome } from "./run-outcome.js";
import { nothingRan } from "./test-summary.js";
import { ranWholeSuite, selectionOf } from "./selection.js";

/**
 * A project's coverage gate (jest's `coverageThreshold`, nyc's `check-coverage`, pytest-cov's `--cov-fail-under`) is
 * global: a run of some tests only (`npx jest src/a.test.ts`, `-t name`) misses it whatever the change, since the
 * code the other tests cover went unrun. Such a run failed only by the gate is read by its tests: passed when some
 * passed, no result when none ran. A run of the whole suite that misses it failed (run-outcome.ts).
 */

/** The outcome of a run of part of the suite that only its coverage gate failed; null when the gate does not decide it. */
export function partialRunGate(
  outcome: RunOutcome,
  output: string | null,
  selection: readonly string[],
): { outcome: RunOutcome; noneRan?: string } | null {
  if (outcome !== "failed" || ranWholeSuite({ selection })) return null;
  const counts = gatedCounts(output);
  if (counts === null) return null;
  if (counts.some((summary) => (summary.passed ?? 0) > 0)) return { outcome: "passed" };
  // jest's `Tests: 168 skipped, 168 total` under a `-t` that matched nothing
  const none = nothingRan(output) ?? output!.split("\n").map((line) => line.trim()).findLast((line) => /^Tests:\s/.test(line));
  return { outcome: "unknown", noneRan: none ?? "no test passed" };
}

/** `read`, or, for a test run of part of the suite that only the gate failed, what its tests say. */
export function gatedPart<T extends { outcome: RunOutcome; from: OutcomeSource; noneRan?: string }>(
  read: T,
  output: string | null,
  item: { match: { kind: string; runner: string }; argv: readonly string[] },
): T {
  // every run passes here: its selection is read only for a failed test run
  const gate = item.match.kind === "test" && read.outcome === "failed" ? partialRunGate(read.outcome, output, selectionOf(item.argv, item.match.runner)) : null;
  return gate === null ? read : { ...read, ...gate, from: "summary line" };
}
