import type { CheckResult, Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import type { ReadBack } from "../evidence/readback.js";
import { shareRuns, verificationRuns, type VerificationRun } from "./verification.js";
import { withRemovedTextShown } from "./removed-text.js";
import { withDiffNotes } from "./diff-notes.js";
import { withSnapshotUpdates } from "./snapshot-updates.js";

/** What every check may look at; computed once per verification. */
export interface CheckContext {
  trajectory: Trajectory;
  /** The PR's changed files, when a diff was given. */
  diff: DiffFile[] | null;
  prBody: string | null;
  /** The changed files read back from a checkout of the PR head; null without a checkout. */
  files: Map<string, ReadBack> | null;
  runs: VerificationRun[];
  /** The files the rubric's file_contains requirements name, read from the checkout; absent without one. */
  requirementFiles?: Map<string, ReadBack> | null;
  /** Tool calls that ran on the original code (the change set aside): what they printed is no output of the work. */
  originalCodeCalls?: ReadonlySet<number>;
  /** Runs left out of `runs` because they failed only as the original code fails: a claim's judge may still name them. */
  failedAsOriginal?: readonly VerificationRun[];
}

export function checkContext(
  trajectory: Trajectory,
  diff: DiffFile[] | null,
  prBody: string | null,
  files: Map<string, ReadBack> | null = null,
  customVerification: readonly RegExp[] = [],
): CheckContext {
  // a run that printed text the PR removed ran another copy of the code: read with the PR's diff (removed-text.ts)
  const runs = withRemovedTextShown(trajectory, diff, verificationRuns(trajectory, customVerification));
  // what the PR's hunks show around an edit may tell a docstring line the transcript could not (diff-notes.ts); the
  // checks that ask for the runs again get the ones already found
  // and a snapshot update (`jest -u`) writes the PR's snapshot files, as an edit does (snapshot-updates.ts)
  const read = withSnapshotUpdates(withDiffNotes(trajectory, diff), diff);
  shareRuns(read, trajectory);
  return { trajectory: read, diff, prBody, files, runs };
}

export type Check = (context: CheckContext) => CheckResult;
