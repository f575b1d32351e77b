/**
 * Skips that hide a failure the transcript shows: a skip put inside a test the PR adds, after a run failed in that test
 * (Go's `t.Skip` in the new `TestConstraintCaret` after `--- FAIL: TestConstraintCaret`, minitest's `skip` in a new
 * `test_x` after it failed), and GoogleTest's `DISABLED_` put before an existing test's name. A skip in a new test that
 * never failed (a test that needs a service the machine lacks) is left to weakened-tests.ts.
 */
import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { escapeRegExp } from "../words.js";
import { DECORATOR, testNameOf } from "./added-tests.js";
import { failingTests } from "./failing-tests.js";
import { evidence, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/** The first call whose input or command holds the line (as JSON escapes it): where the agent wrote it; -1 when none does. */
export function callWriting(calls: readonly ToolCall[], line: string): number {
  const text = JSON.stringify(line.trim()).slice(1, -1);
  return calls.findIndex((call) => JSON.stringify(call.input ?? call.command ?? "").includes(text));
}

/** GoogleTest's test definition: `TEST(Suite, Name)`, `TEST_F(…)`, `TEST_P(…)`. */
const GTEST_DEFINITION = /^\s*(TEST(?:_F|_P)?)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)/;

/** The skips in tests the PR adds whose test a failed run named before, each with that run's step. */
export function skippedAfterFailing(
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  calls: readonly ToolCall[],
  isTestFile: (path: string) => boolean,
  marker: RegExp,
): Evidence[] {
  const failed = runs.filter((run) => run.outcome === "failed" && run.output !== null);
  if (failed.length === 0) return [];
  return diff.filter((file) => file.status !== "deleted" && isTestFile(file.path)).flatMap((file) => {
    const removedNames = new Set(file.lines.filter((line) => line.kind === "-").map((line) => testNameOf(line.text)).filter((name) => name !== null));
    return file.lines.flatMap((line, index): Evidence[] => {
      if (line.kind !== "+" || !marker.test(line.text)) return [];
      // a pending test of its own (`pending("accepts a leading V")` beside the tests, not in one) is named by its line; a
      // skip, or a `pending("reason")` inside a test's body, by the test it is in
      // a decorator (`@unittest.skip("…")` above `def test_x`) marks the definition below it
      const enclosing = DECORATOR.test(line.text) ? decorated(file.lines, index)
        : file.lines.slice(0, index + 1).findLast((other) => other.kind !== "-" && testNameOf(other.text) !== null);
      const indent = (text: string) => text.length - text.trimStart().length;
      const ownPending = PENDING_TEST.test(line.text) && (enclosing === undefined || indent(enclosing.text) >= indent(line.text));
      const owner = ownPending ? line : enclosing;
      const name = owner === undefined ? null : PENDING_TEST.exec(owner.text)?.[1] ?? testNameOf(owner.text);
      if (owner?.kind !== "+" || name === null || removedNames.has(name)) return [];
      const named = (candidate: VerificationRun) => failureNames(candidate.output!, name);
      // the skip was written after the failure (a call after it holds the line), and skips on no condition
      const written = callWriting(calls, line.text);
      const run = failed.find((candidate) => named(candidate) && written > candidate.call);
      if (run === undefined || CONDITIONAL.test(line.text) || CONDITION_ABOVE.test(file.lines[index - 1]?.text ?? "")) return [];
      return [evidence(run.step, `test skipped after it failed (${stepLabel(run.step)}): ${line.text.trim()}`, `${file.path}:${line.newLine ?? line.oldLine}`)];
    });
  });
}

/**
 * The test a decorator at `index` marks: the first definition below it (past its own continued lines and other
 * decorators), when it is a test's; none when it is another function's.
 */
function decorated(lines: readonly DiffLine[], index: number): DiffLine | undefined {
  const next = lines.slice(index + 1).find((other) => other.kind !== "-" && DEFINITION.test(other.text));
  return next !== undefined && testNameOf(next.text) !== null ? next : undefined;
}
/** A Python definition line. */
const DEFINITION = /^\s*(?:async\s+)?(?:def|class)\s/;

/** A skip on a condition (`if testing.Short() { t.Skip(…) }`, `skip "…" unless $X`): the environment's, not the failure's. */
const CONDITIONAL = /\b(?:if|unless)\b/;
const CONDITION_ABOVE = /^\s*(?:if|unless|elsif|else if)\b|\bif\b.*[{:]\s*$/;

/** A pending test defined by its description alone (busted's and Jasmine's `pending("accepts a leading V")`). */
const PENDING_TEST = /^\s*pending\s*\(\s*["'`]([^"'`]{3,})["'`]\s*\)/;

/** A failed run's output names the test among its failures: by a failing id, or on a line that reports a failure. */
export function failureNames(output: string, name: string): boolean {
  return failingTests(output).some((id) => idNames(id, name)) || namesFailure(output, name);
}

/**
 * A failing id names the test itself (`pkg.TestX`, `Suite.Name`, `Class#test_x`), not one whose name holds it; a
 * described test by its description, which busted's full name ends with (`semver parsing accepts a leading v`), in
 * either case (a pending test put in for a failing one keeps its words).
 */
function idNames(id: string, name: string): boolean {
  if (id === name || id.split(/[.#/:\s]/).includes(name)) return true;
  const [wholeId, description] = [id.toLowerCase(), name.toLowerCase()];
  return description.includes(" ") && (wholeId === description || wholeId.endsWith(` ${description}`));
}

/** The output names the test on a line that reports a failure (`--- FAIL: TestX`, `MustacheTest#test_x [..]:`, `1) Paint does x`). */
function namesFailure(output: string, name: string): boolean {
  const word = new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?![\\w])`);
  return output.split("\n").some((line) => word.test(line) && /FAIL|Failure|Error|^\s*\d+\) |✗|×|not ok/.test(line));
}

/** Added `TEST(Suite, DISABLED_Name)` lines where the diff removes `TEST(Suite, Name)`: an existing test switched off. */
export function disabledGoogleTests(file: DiffFile): DiffLine[] {
  const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => GTEST_DEFINITION.exec(line.text)).filter((found) => found !== null)
    .map((found) => `${found[2]}.${found[3]}`));
  return file.lines.filter((line) => {
    const found = line.kind === "+" ? GTEST_DEFINITION.exec(line.text) : null;
    if (found === null) return false;
    const [suite, name] = [found[2]!, found[3]!];
    return (name.startsWith("DISABLED_") && removed.has(`${suite}.${name.slice("DISABLED_".length)}`))
      || (suite.startsWith("DISABLED_") && removed.has(`${suite.slice("DISABLED_".length)}.${name}`));
  });
}
