import { failingTests } from "./failing-tests.js";
import type { Evidence } from "../model.js";
import { named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import type { VerificationRun } from "./verification.js";
import { selectsFile } from "./selection.js";
import { sameCheck } from "./check-identity.js";
import { failureSaid, sameFailureSaid } from "./failure-said.js";
import { notImportedWhy, sameModuleNotImported, uncollected } from "./import-failure.js";
import { BEFORE_FIRST_CHANGE, type OriginalCode } from "./original-code.js";
import type { CheckContext } from "./context.js";
import { originalCodeOf } from "./set-aside.js";
import { failingTestName } from "./failing-tests.js";
import { summaryLine, summaryOutcome } from "./run-outcome.js";
import { diffNames } from "./removed-names.js";
import { addedByChange } from "./unbaselined.js";

/** A failing run made on the original code, and why it was the original code. */
export interface OnOriginal {
  run: VerificationRun;
  why: string;
}

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

/** The failing runs made on the original code (before the change, or with it set aside), each with why. */
export function failedOnOriginal(runs: readonly VerificationRun[], original: OriginalCode): OnOriginal[] {
  return runs.flatMap((run) => {
    // a summary in a line that ran other checks too may be theirs (`cargo build | tail -3 && cargo clippy | tail -3`)
    const alone = () => runs.every((other) => other === run || other.call !== run.call);
    if (run.outcome !== "failed" && !uncollected(run) && !(failureAmongOthers(run) && alone())) return [];
    const why = original.at(run.call, run.lineIndex);
    return why === null ? [] : [{ run, why }];
  });
}

/**
 * The files a failure's output places an error at (`utils/float_test.go:6:5: undefined: ToFloat32`, a compiler's or a
 * build's): a file the change adds failing so, with no test named, is the change's failure too.
 */
function failedAtFile(output: string | null): string[] {
  if (output === null || !output.includes(":")) return [];
  return [...new Set([...output.matchAll(ERROR_AT_FILE)].map((match) => match[1]!.replace(/^\.\//, "")))];
}
/** A path with its folder: a bare name (Go's `dial_test.go:14:` in a test's message) may be any package's file of that name. */
const ERROR_AT_FILE = /^\s*((?:\.\/)?[\w.-]+\/[\w./-]+\.\w+):\d+(?::\d+)?:/gm;

/**
 * A run with no result of its own whose line's output, shared with other commands (`git stash && cargo clippy | tail -4;
 * git stash pop`), shows a failure summary: a baseline only for a run that said that very summary (sameFailureOnOriginal
 * compares them), since which command printed it is not known.
 */
function failureAmongOthers(run: VerificationRun): boolean {
  const { outcome, outcomeFrom, notStarted, setupFailed, noneRan, timedOut, partial, demonstration, caught } = run;
  const reasons = [notStarted, setupFailed, noneRan, timedOut, partial, demonstration, caught];
  return outcome === "unknown" && outcomeFrom === "none" && reasons.every((reason) => reason === undefined)
    && summaryOutcome(run.output) === "failed";
}

/**
 * A run on the original code that failed the same way: the same failing tests named (all of this
 * run's are among its), or, where no test is named, the same check with the same summary line (or,
 * with none, the same output, warnings aside: failure-said.ts). A failing test the change adds
 * (`added`) was never on the original code: its failure there is no baseline.
 */
export function sameFailureOnOriginal(
  run: VerificationRun,
  onOriginal: readonly OnOriginal[],
  added: (id: string) => boolean = () => false,
): OnOriginal | null {
  if (run.failing.some(added) || failedAtFile(run.output).some(added)) return null;
  for (const { run: other, why } of onOriginal) {
    // a baseline whose line ran other commands too has no outcome of its own, but its output names the tests that failed
    const failedThere = other.failing.length > 0 || !failureAmongOthers(other) ? other.failing : failingTests(other.output);
    const sameTests = run.failing.length > 0 && run.failing.every((id) => failedThere.includes(id));
    // a failing test named on one side only (the other's `| tail -2` cut the names) leaves the summary to tell
    const unnamed = run.failing.length === 0 || failedThere.length === 0;
    const said = (output: string | null) => (failureAmongOthers(other) ? summaryLine(output) : failureSaid(output));
    const sameSummary = unnamed && sameCheck(other, run) && sameFailureSaid(said(other.output), said(run.output));
    if (other === run || sameTests || sameSummary || sameFilesFailed(run, other)) return { run: other, why };
    if (sameModuleNotImported(run, other)) return { run: other, why: notImportedWhy(why, other) };
  }
  return null;
}

/**
 * The failing runs of the work that the agent showed failing the same way with its change set aside (stashed, checked
 * out): no claim about the change is contradicted by them ("the one failure, test_x, fails identically with my change
 * stashed"). A failure before the first change is the task's own bug: one the same after the change is not fixed.
 */
export function preExistingFailures({ runs, trajectory, diff }: Pick<CheckContext, "runs" | "trajectory" | "diff">): ReadonlySet<VerificationRun> {
  const aside = failedOnOriginal(runs, originalCodeOf(trajectory, diff)).filter(({ why }) => why !== BEFORE_FIRST_CHANGE);
  if (aside.length === 0) return new Set();
  // a failing test the task names is the bug it asks to fix: failing with the change stashed, it is not fixed
  const task = trajectory.task ?? "";
  const theBug = (run: VerificationRun) => run.failing.some((id) => task.includes(failingTestName(id)));
  const onWork = (run: VerificationRun) => run.outcome === "failed" && !theBug(run) && !aside.some((original) => original.run === run);
  const names = diffNames(diff);
  return new Set(runs.filter((run) => onWork(run) && sameFailureOnOriginal(run, aside, (id) => addedByChange(id, names)) !== null));
}

/**
 * " `test_cjk` is a test the PR adds: that it also failed on the original code (step 5, …) shows no baseline: the
 * original code never had it.": why a failure the agent reproduced on the original code is still the change's.
 */
export function addedTestNote(
  failed: readonly VerificationRun[],
  onOriginal: readonly OnOriginal[],
  added: (id: string) => boolean,
): string {
  for (const run of failed) {
    const id = run.failing.find(added);
    const original = id === undefined ? null : sameFailureOnOriginal(run, onOriginal);
    if (id === undefined || original === null || original.run === run) continue;
    const what = id.includes("::") || !ONE_FILE.test(id) ? "a test the PR adds" : "a file the PR adds";
    return ` ${named(failingTestName(id))} is ${what}: that it also failed on the original code (${stepLabel(original.run.step)}, ${original.why}) shows no baseline: the original code never had it.`;
  }
  return "";
}
