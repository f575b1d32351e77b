import { removedNameNote } from "./removed-names.js";
import { allowedLaterNote } from "./warnings-as-errors.js";
import type { Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import { BEFORE_FIRST_CHANGE, originalCode, type OriginalCode } from "./original-code.js";
import { coversRun } from "./passed-runs.js";
import { covers } from "./selection.js";
import { changesToWork } from "./work.js";
import { workFacts } from "./work-facts.js";
import { named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import type { VerificationRun } from "./verification.js";

/**
 * The runs made after a change to the work while the agent had set it aside (`git stash` … `git
 * stash pop`, `git checkout -- f`, a worktree at the base), each with why it was the original code.
 * They show the original code, not the work: no such run verifies an edit, is a check's last run or
 * settles a failure of the work; they stay the baseline a failure is compared with (original-code.ts).
 */
export function setAsideRuns(trajectory: Trajectory, diff: DiffFile[] | null, runs: readonly VerificationRun[]): SetAside {
  const known = found.get(runs);
  if (known !== undefined) return known;
  const original = originalCodeOf(trajectory, diff);
  const aside = new Map<VerificationRun, string>();
  for (const run of runs) {
    const why = original.at(run.call, run.lineIndex);
    if (why !== null && why !== BEFORE_FIRST_CHANGE) aside.set(run, why);
  }
  found.set(runs, aside);
  return aside;
}
/**
 * The original code of the work as the PR (or the transcript) has it: read once for the two checks that ask
 * (final_checks_green compares failures with it, and both leave its runs out).
 */
export function originalCodeOf(trajectory: Trajectory, diff: DiffFile[] | null): OriginalCode {
  const known = originals.get(trajectory);
  if (known !== undefined && known.diff === diff) return known.original;
  const original = originalCode(trajectory, changesToWork(trajectory.edits, diff, trajectory.task, workFacts(trajectory)), diff != null);
  originals.set(trajectory, { diff, original });
  return original;
}
const originals = new WeakMap<Trajectory, { diff: DiffFile[] | null; original: OriginalCode }>();

/** By the context's runs: verified_after_last_edit and final_checks_green both ask. */
const found = new WeakMap<readonly VerificationRun[], SetAside>();
/** Each run made with the change set aside, and why it was the original code. */
export type SetAside = ReadonlyMap<VerificationRun, string>;

/**
 * " `pytest` passed on the original code at step 4 (with the change stashed (git stash)): the failure
 * comes with the change.": a later run of the same tests with the change set aside that passed.
 */
export function passedAsideNote(failed: readonly VerificationRun[], aside: SetAside): string {
  for (const run of failed) {
    const other = passedOnOriginal(run, aside);
    if (other === undefined) continue;
    const why = aside.get(other)!;
    return ` ${named(runName(other))} passed on the original code at ${stepLabel(other.step)} (${why}): the failure comes with the change.`;
  }
  return "";
}

/** "; `pytest` at step 4 ran on the original code (with the change stashed (git stash))": named, not counted. */
export function ranAsideNote(after: readonly VerificationRun[], aside: SetAside): string {
  const last = after.filter((run) => aside.has(run)).at(-1);
  return last === undefined ? "" : `; ${named(last.runner)} at ${stepLabel(last.step)} ran on the original code (${aside.get(last)})`;
}

/**
 * A run with the change set aside that passed what `run` failed: the same check or a wider one, or
 * every test `run` names as failing (`git stash && pytest tests/a.py::test_x` for a suite run that
 * failed only test_x).
 */
export function passedOnOriginal(run: VerificationRun, aside: SetAside): VerificationRun | undefined {
  const coversFailing = (other: VerificationRun) =>
    run.failing.length > 0 && other.selection.length > 0 && covers(other.selection, run.failing);
  return [...aside.keys()].find((other) => other.outcome === "passed" && (coversRun(other, run) || coversFailing(other)));
}

/** What is said after "The last run of … failed": names the failure removed, a baseline that passed, warnings allowed later. */
export function failureNotes(
  current: readonly { run: VerificationRun }[],
  removed: ReadonlySet<string>,
  aside: SetAside,
  runs: readonly VerificationRun[],
): string {
  const failed = current.map(({ run }) => run);
  return `${removedNameNote(current, removed)}${passedAsideNote(failed, aside)}${allowedLaterNote(failed, runs)}`;
}
