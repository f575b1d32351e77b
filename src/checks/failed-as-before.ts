import type { Evidence } from "../model.js";
import { named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import type { VerificationRun } from "./verification.js";
import { selectsFile } from "./selection.js";

/** A run after the last change that failed only as a run on the original code did, and why that was the original code. */
export interface FailedAsBefore {
  run: VerificationRun;
  /** The run on the original code that showed the same failures. */
  original: VerificationRun;
  why: string;
}

/**
 * The sentence that leads a stale-checks summary when runs after the last change failed only as
 * they fail on the original code: the change was checked and showed no new failure, though no run
 * after it was green. The phrase "fails on the original code too" is kept: the bottom line reads it.
 */
export function failedAsBefore(change: string, runs: readonly FailedAsBefore[]): string {
  const each = runs.map(({ run, original, why }) =>
    `${named(runName(run))} (${stepLabel(run.step)}) failed only as it fails on the original code too (${stepLabel(original.step)}, ${why})`);
  return `No check was green after the last change to the work${change}, but ${each.join("; ")}: no new failure is shown.`;
}

/** Two citations of the same step and quote: a list names each once. */
export function sameEvidence(a: Evidence, b: Evidence): boolean {
  return a.step === b.step && a.path === b.path && a.quote === b.quote;
}

/** A selection item or failing id that names one file (`src/cases.spec.ts`), not a test in it. */
const ONE_FILE = /^[^\s>:]+\.\w{1,4}$/;

/**
 * The run's failures are whole test files (vitest's `FAIL  src/cases.spec.ts [ … ]`: no suite found, an import broke),
 * and a run on the original code that selected just those files failed with no failure named (a `| tail` cut the
 * names): those files fail on the original code too. A failing test inside a file is not compared so.
 */
export function sameFilesFailed(run: VerificationRun, other: VerificationRun): boolean {
  if (run.failing.length === 0 || other.failing.length > 0 || other.outcome !== "failed") return false;
  if (other.selection.length === 0 || !other.selection.every((item) => ONE_FILE.test(item))) return false;
  return run.failing.every((id) => ONE_FILE.test(id) && selectsFile(other, id));
}
