import type { CheckResult, Edit, Evidence } from "../model.js";
import type { CheckContext } from "./context.js";
import { clip, evidence, named, outputQuote } from "./quote.js";
import { runOutcome, type VerificationRun } from "./verification.js";

/** Writes under these folders are scratch files, not the work; they do not make a test stale. */
const SCRATCH_PREFIXES = ["/tmp/", "/var/tmp/", "/dev/"];

export function workEdits(edits: Edit[]): Edit[] {
  return edits.filter((edit) => !SCRATCH_PREFIXES.some((prefix) => edit.path.startsWith(prefix)));
}

export function runEvidence(run: VerificationRun): Evidence {
  const status = run.exitCode === null ? "exit code not recorded" : `exit ${run.exitCode}${run.masked ? " (masked by a pipe)" : ""}`;
  return evidence(run.step, `${clip(run.runner, 40)} · ${status} · ${outputQuote(run.output)}`);
}

function editEvidence(edit: Edit): Evidence {
  return evidence(edit.step, `${edit.kind} ${edit.path}`, edit.path);
}

/**
 * Proves a verification command (tests, build, type-check, lint) ran after the last edit to the
 * work, with a known outcome. It does not prove the command covers the change.
 */
export function verifiedAfterLastEdit({ trajectory, runs }: CheckContext): CheckResult {
  const base = { id: "verified_after_last_edit", blocking: true, required: true };
  const edits = workEdits(trajectory.edits);
  const lastEdit = edits.at(-1);
  if (lastEdit === undefined) {
    const last = runs.at(-1);
    return last
      ? { ...base, status: "pass", summary: "No file edits recorded; verification ran.", evidence: [runEvidence(last)] }
      : { ...base, status: "warn", summary: "No file edits and no verification command in the transcript.", evidence: [] };
  }
  // a call that both writes a file and runs the tests (`cat > f <<EOF … && pytest`) counts as after
  const after = runs.filter((run) => lastEdit.toolCall === null || run.call >= lastEdit.toolCall);
  if (after.length === 0) {
    const before = runs.at(-1);
    const summary = before
      ? `The last edit (${named(lastEdit.path)}) came after the last verification run: the final code was never checked.`
      : `The agent edited ${edits.length} file(s) and never ran a test, build, type-check or lint command.`;
    return { ...base, status: "fail", summary, evidence: [editEvidence(lastEdit), ...(before ? [runEvidence(before)] : [])] };
  }
  const known = after.filter((run) => runOutcome(run) !== "unknown");
  const shown = known.at(-1) ?? after.at(-1)!;
  if (known.length === 0) {
    const summary = `${named(shown.runner)} ran after the last edit, but its result is not recorded.`;
    return { ...base, status: "warn", summary, evidence: [runEvidence(shown)] };
  }
  const summary = `${named(shown.runner)} ran after the last edit (${named(lastEdit.path)}).`;
  return { ...base, status: "pass", summary, evidence: [runEvidence(shown), editEvidence(lastEdit)] };
}

/**
 * Proves the last run of each distinct verification command succeeded. Runs are grouped by their
 * runner (`npm test`, `pytest`). A failure counts as fixed only when a later edit was followed by a
 * green run of the same kind: re-running a different, passing test without a change fixes nothing.
 */
export function finalChecksGreen({ trajectory, runs }: CheckContext): CheckResult {
  const base = { id: "final_checks_green", blocking: true, required: true };
  if (runs.length === 0) return { ...base, status: "warn", summary: "No verification command ran, so nothing shows green.", evidence: [] };
  const lastByRunner = new Map<string, VerificationRun>();
  for (const run of runs) lastByRunner.set(run.runner, run);
  const finals = [...lastByRunner.values()].filter((run) => runOutcome(run) === "passed" || !fixedLater(run, runs, trajectory.edits));
  const failed = finals.filter((run) => runOutcome(run) === "failed");
  if (failed.length > 0) {
    const names = failed.map((run) => named(run.runner)).join(", ");
    return { ...base, status: "fail", summary: `The last run of ${names} failed.`, evidence: failed.map(runEvidence) };
  }
  const unknown = finals.filter((run) => runOutcome(run) === "unknown");
  if (unknown.length > 0) {
    const names = unknown.map((run) => named(run.runner)).join(", ");
    return { ...base, status: "warn", summary: `The result of the last run of ${names} is not recorded.`, evidence: unknown.map(runEvidence) };
  }
  const lastEdit = workEdits(trajectory.edits).at(-1);
  const stale = finals.filter((run) => lastEdit?.toolCall != null && run.call < lastEdit.toolCall);
  if (stale.length === finals.length) {
    return { ...base, status: "warn", summary: "Every green run came before the last edit: the results are stale.", evidence: stale.map(runEvidence) };
  }
  const names = finals.map((run) => named(run.runner)).join(", ");
  const fixed = lastByRunner.size - finals.length;
  const note = fixed > 0 ? ` (${fixed} earlier failing command(s) were followed by a fix and a green run of the same kind)` : "";
  return { ...base, status: "pass", summary: `The last run of ${names} succeeded${note}.`, evidence: finals.map(runEvidence) };
}

/** A failed or unrecorded run is settled when a later edit was followed by a green run of its kind. */
function fixedLater(failed: VerificationRun, runs: VerificationRun[], edits: Edit[]): boolean {
  const fix = workEdits(edits).find((edit) => edit.toolCall !== null && edit.toolCall > failed.call);
  if (fix === undefined) return false;
  return runs.some((run) => run.kind === failed.kind && run.call > fix.toolCall! && runOutcome(run) === "passed");
}
