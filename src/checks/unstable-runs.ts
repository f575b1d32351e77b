import type { Edit, Trajectory } from "../model.js";
import { restoredPaths } from "./work.js";
import { isTestFile } from "./weakened-tests.js";
import type { VerificationRun } from "./verification.js";
import type { PassedRuns } from "./passed-runs.js";
import { runName } from "./check-names.js";
import { clip, named, stepLabel } from "./quote.js";

/** A project test run that failed on the final work and passed run again with nothing changed between. */
export interface UnstableRun {
  failed: VerificationRun;
  passed: VerificationRun;
  /** The failing test of the changed code (`tests/test_dedupe.py::test_window`), and that code's file. */
  test: string;
  source: string;
}

/** How much of a failing test's id the note quotes. */
const MAX_TEST_ID = 70;

/**
 * Red, then green, on the same code: a rerun with no change between does not answer a failure, it shows the
 * result is not stable. When the failing test is the changed file's own (`test_dedupe.py` for `dedupe.py`)
 * the unstable behaviour may be the change's (an order a set does not keep), so it is held for a person.
 */
export function unstableOnFinal(
  runs: readonly VerificationRun[], passed: PassedRuns, work: readonly Edit[], trajectory: Trajectory,
): UnstableRun[] {
  const sources = work.map((edit) => edit.path).filter((path) => !isTestFile(path));
  const candidates = runs.filter((run) => run.kind === "test" && !run.adHoc && run.outcome === "failed" && run.failing.length > 0);
  if (candidates.length === 0 || sources.length === 0) return [];
  // nothing written between the two runs, not even a test file put back (git checkout): the same code and the same tests
  const changes = [...trajectory.edits.map((edit) => edit.toolCall), ...restoredPaths(trajectory).map((restore) => restore.call)];
  const untouched = (from: number, to: number) => !changes.some((call) => call !== null && call >= from && call < to);
  return candidates.flatMap((failed) => {
    const again = passed.coverers(failed).find((other) => other.call > failed.call && untouched(failed.call, other.call));
    if (again === undefined) return [];
    for (const test of failed.failing) {
      const source = sources.find((path) => testsFile(test, path));
      if (source !== undefined) return [{ failed, passed: again, test, source }];
    }
    return [];
  });
}

/** "`pytest` failed at step 4 on the final code (`tests/test_dedupe.py::test_window`) and passed at step 6 with no change between: …" */
export function unstableNote({ failed, passed, test, source }: UnstableRun): string {
  return `${named(runName(failed))} failed at ${stepLabel(failed.step)} on the final code (\`${clip(test, MAX_TEST_ID)}\`) and ${named(runName(passed))} `
    + `passed at ${stepLabel(passed.step)} with no change between: the result is not stable, and the failing test is of the changed ${named(source)}.`;
}

const base = (path: string) => (path.split(/[\\/]/).at(-1) ?? path).replace(/\.\w+$/, "");

/** The test id's file is the source file's test: its name is the source's with a test prefix or suffix. */
function testsFile(test: string, source: string): boolean {
  const file = test.split(/::|:/)[0]!;
  const stem = base(source);
  const name = base(file).replace(/\.(?:test|spec)$/, "");
  return stem !== "" && isTestFile(file) && (name === `test_${stem}` || name === `${stem}_test` || name === stem);
}
