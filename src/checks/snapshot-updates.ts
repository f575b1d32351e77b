import type { DiffFile } from "../evidence/diff.js";
import type { Edit, Evidence, Trajectory } from "../model.js";
import { INVITES } from "./against-task.js";
import { taskClauses } from "./task-invariants.js";
import type { VerificationRun } from "./verification.js";
import { commandOf } from "../transcript/command.js";
import { updatesSnapshots } from "./probes.js";
import { clip, evidence, named, stepLabel } from "./quote.js";
import { plural } from "../words.js";
import { simpleCommands, unwrappedWords } from "./simple-commands.js";

/**
 * "; `npx jest -u` (step 9) rewrote its snapshots to what the code gives instead of checking them": said where a
 * report finds no check after the last edit, since the transcript does show the runner run (probes.ts reads why it
 * is none). The last such run after call `after` is named.
 */
export function snapshotUpdateNote(trajectory: Trajectory, after: number): string {
  const index = updateCalls(trajectory, after).at(-1);
  if (index === undefined) return "";
  const call = trajectory.toolCalls[index]!;
  return `; ${named(commandOf(call.input)!)} (${stepLabel(call.step)}) rewrote its snapshots to what the code gives instead of checking them`;
}

/** The files a snapshot runner writes: jest's and vitest's `__snapshots__/*.snap`, syrupy's `.ambr`, insta's `.snap`. */
const SNAPSHOT_FILE = /(?:^|\/)__snapshots__\/|\.(?:snap|ambr)$/;

/** The PR's snapshot files it keeps (`modified` alone: those it changes, not adds). */
function snapshotFiles(diff: readonly DiffFile[] | null, modified = false): string[] {
  return (diff ?? []).filter((file) => (modified ? file.status === "modified" : file.status !== "deleted") && SNAPSHOT_FILE.test(file.path))
    .map((file) => file.path);
}

/** A runner's count of the snapshots it checked, with none written (`Snapshots:   68 passed, 68 total`). */
const NONE_WRITTEN = /^\s*Snapshots?:?\s+(?!.*\b(?:updated|written|removed|obsolete)\b).*\bpassed\b/m;

/** Each trajectory's update calls, found once: several checks ask, and a session may hold thousands of calls. */
const updatesFound = new WeakMap<Trajectory, readonly number[]>();

/** The tool calls whose command rewrote the snapshots (`npx jest -u`), after call `after`; one whose count says it wrote none, not. */
export function updateCalls(trajectory: Trajectory, after = -1): number[] {
  const known = updatesFound.get(trajectory) ?? trajectory.toolCalls.flatMap((call, index) => {
    const line = commandOf(call.input);
    // the command first: an output is read only for a line that updates
    if (line === null || !simpleCommands(line).some((command) => updatesSnapshots(unwrappedWords(command)))) return [];
    return NONE_WRITTEN.test(call.output ?? "") ? [] : [index];
  });
  updatesFound.set(trajectory, known);
  return known.filter((index) => index > after);
}

/**
 * The trajectory with each snapshot update read as an edit of the PR's snapshot files: the runner wrote them, as
 * `sed -i` writes its file. A failure before it was then answered by a rewrite, and only a run after it checks them.
 */
export function withSnapshotUpdates(trajectory: Trajectory, diff: readonly DiffFile[] | null): Trajectory {
  const files = snapshotFiles(diff);
  const calls = files.length === 0 ? [] : updateCalls(trajectory);
  if (calls.length === 0) return trajectory;
  const written: Edit[] = calls.flatMap((index) => files.map((path) => ({
    path, kind: "update" as const, step: trajectory.toolCalls[index]!.step, toolCall: index, inferred: true, byRunner: true })));
  const order = (edit: Edit) => edit.toolCall ?? -1;
  return { ...trajectory, edits: [...trajectory.edits, ...written].sort((a, b) => order(a) - order(b)) };
}

export interface SnapshotRewrite {
  /** The failing run of the tests after the change, and the update that followed it. */
  failed: VerificationRun;
  update: { step: number; line: string };
  files: string[];
  /** The task says the tests' recorded outputs will change: the update is what it asks. */
  invited: boolean;
}

/**
 * Snapshots the PR changes, written by an update run (`jest -u`) after a test run failed on the change: the expected
 * outputs were rewritten to what the code gives, as a hand-edited expectation would be; `invited` when the task says
 * the tests' recorded outputs will change (its words ask for it). Null when no such update reached the PR.
 */
export function snapshotsRewritten(
  trajectory: Trajectory,
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  firstChange: number | null,
): SnapshotRewrite | null {
  const files = snapshotFiles(diff, true);
  if (files.length === 0 || firstChange === null) return null;
  const invited = taskClauses(trajectory.task ?? "").some(({ masked }) => INVITES.test(masked));
  for (const index of updateCalls(trajectory, firstChange)) {
    const failed = runs.filter((run) => run.kind === "test" && run.outcome === "failed" && run.call > firstChange && run.call < index).at(-1);
    const call = trajectory.toolCalls[index]!;
    if (failed !== undefined) return { failed, update: { step: call.step, line: commandOf(call.input)! }, files, invited };
  }
  return null;
}

/** "The PR's snapshots (`…snap`) were rewritten by `npx jest -u` (step 9) after `jest` failed on the change (step 7)". */
export function snapshotRewriteNote({ failed, update, files }: SnapshotRewrite): string {
  return `The PR's snapshots (${files.map(named).join(", ")}) were rewritten by ${named(update.line)} (${stepLabel(update.step)}) after `
    + `${named(failed.runner)} failed on the change (${stepLabel(failed.step)}): they now hold what the code gives. Whether the old snapshots or the change are wrong is for a person to judge.`;
}

export function snapshotRewriteEvidence({ failed, update, files }: SnapshotRewrite): Evidence[] {
  return [evidence(failed.step, `${failed.runner} failed on the change, before the snapshots were updated`, files[0]!),
    evidence(update.step, `snapshots rewritten to the code's output: ${clip(update.line, 80)}`, files[0]!)];
}

/** The PR's snapshot files: a pass of the tests' check names them, and how they were written. */
export function snapshotFilesNote(trajectory: Trajectory, diff: readonly DiffFile[], rewrite: SnapshotRewrite | null): string {
  const files = snapshotFiles(diff).map(named);
  if (files.length === 0) return "";
  const update = updateCalls(trajectory).at(-1);
  const by = update === undefined ? "" : `, written by ${named(commandOf(trajectory.toolCalls[update]!.input)!)} (${stepLabel(trajectory.toolCalls[update]!.step)})`;
  if (rewrite === null) return `; the PR changes ${plural(files.length, "snapshot file")} (${files.join(", ")})${by}`;
  return `; its snapshots (${files.join(", ")}) were rewritten by ${named(rewrite.update.line)} (${stepLabel(rewrite.update.step)}) after `
    + `${named(rewrite.failed.runner)} failed on the change (${stepLabel(rewrite.failed.step)}), as the task allows: it says the tests' recorded outputs will change`;
}

/** "then the work changed (step 16)", or, for the PR's snapshots a snapshot update wrote: what that did. */
export function changedAfterNote(edit: Edit): string {
  if (edit.byRunner !== true) return `then the work changed (${stepLabel(edit.step)}) and it was not run again`;
  return `then a snapshot update (${stepLabel(edit.step)}) rewrote ${named(edit.path)} to what the code gives, and no run checked it after`;
}
