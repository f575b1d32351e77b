import type { CheckResult, Edit, Evidence, RecognizedRun } from "../model.js";
import { runnerKey } from "./checkers.js";
import type { CheckContext } from "./context.js";
import { clip, evidence, named, outputQuote, stepLabel } from "./quote.js";
import { summaryLine } from "./run-outcome.js";
import type { VerificationRun } from "./verification.js";
import { plural } from "../words.js";

/** Writes under these folders are scratch files, not the work; they do not make a test stale. */
const SCRATCH_PREFIXES = ["/tmp/", "/var/tmp/", "/dev/"];

/**
 * Files no check reads: logs, captured output, notes and backups the agent wrote. An edit to one
 * after the last check leaves that check's result standing.
 */
const INERT_FILE = /\.(?:log|out|err|pid|lock|bak|orig|rej|swp|tmp|md|rst)$|(?:^|\/)(?:nohup\.out|NOTES[\w.-]*|notes[\w.-]*)$/i;

export function workEdits(edits: Edit[]): Edit[] {
  return edits.filter((edit) => !SCRATCH_PREFIXES.some((prefix) => edit.path.startsWith(prefix)));
}

/** The edits that could change what a check sees: the work, less scratch and inert files. */
export function effectiveEdits(edits: Edit[]): Edit[] {
  return workEdits(edits).filter((edit) => !INERT_FILE.test(edit.path));
}

export function runEvidence(run: VerificationRun): Evidence {
  const status = run.exitCode === null ? "exit code not recorded"
    : run.masked ? `exit ${run.exitCode} of the whole line, not of this check` : `exit ${run.exitCode}`;
  const said = summaryLine(run.output) ?? outputQuote(run.output);
  return evidence(run.step, `${clip(run.runner, 40)} · ${status} · ${said}`);
}

function editEvidence(edit: Edit): Evidence {
  return evidence(edit.step, `${edit.kind} ${edit.path}`, edit.path);
}

/**
 * Proves a recognized verification (tests, build, type-check, lint, running what the agent built,
 * or one the rubric names) ran after the last edit that could affect it, with a known outcome.
 * Its absence is missing evidence, not a defect: the check warns, it never fails.
 */
export function verifiedAfterLastEdit({ trajectory, runs }: CheckContext): CheckResult {
  const base = { id: "verified_after_last_edit", blocking: true, required: true };
  const edits = effectiveEdits(trajectory.edits);
  const lastEdit = edits.at(-1);
  const known = (list: VerificationRun[]) => list.filter((run) => run.outcome !== "unknown");
  if (lastEdit === undefined) {
    const last = known(runs).at(-1) ?? runs.at(-1);
    if (last === undefined) return { ...base, status: "warn", summary: "No file edits and no recognized check in the transcript.", evidence: [] };
    const status = last.outcome === "unknown" ? "warn" : "pass";
    return { ...base, status, summary: `No file edits recorded; ${named(last.runner)} ran (${stepLabel(last.step)}).`, evidence: [runEvidence(last)] };
  }
  // a call that both writes a file and runs the check (`cat > f <<EOF … && pytest`) counts as after
  const after = runs.filter((run) => lastEdit.toolCall === null || run.call >= lastEdit.toolCall);
  if (after.length === 0) {
    const before = runs.at(-1);
    const summary = before
      ? `No check ran after the last edit of ${named(lastEdit.path)}, ${stepLabel(lastEdit.step)}; the last check was ${named(before.runner)}, ${stepLabel(before.step)}.`
      : `No recognized check ran in the whole run; the last edit was ${named(lastEdit.path)}, ${stepLabel(lastEdit.step)}.`;
    return { ...base, status: "warn", summary, evidence: [editEvidence(lastEdit), ...(before ? [runEvidence(before)] : [])] };
  }
  const shown = known(after).at(-1);
  if (shown === undefined) {
    const last = after.at(-1)!;
    const why = last.masked && last.exitCode !== null
      ? `: the exit code recorded (${last.exitCode}) is the whole command line's, which another command in it sets (after a pipe, \`;\`, \`||\` or \`&\`, or around \`$(…)\`), and the output states no result.`
      : ".";
    const summary = `${named(last.runner)} ran after the last edit (${stepLabel(last.step)}), but its result is not recorded${why}`;
    return { ...base, status: "warn", summary, evidence: [runEvidence(last)] };
  }
  const summary = `${named(shown.runner)} ran after the last edit of ${named(lastEdit.path)} (${stepLabel(shown.step)}).`;
  return { ...base, status: "pass", summary, evidence: [runEvidence(shown), editEvidence(lastEdit)] };
}

/**
 * Proves the last run of each distinct verification succeeded. Runs are grouped by their runner
 * (`npm test`, `pytest`, `python3 solve.py`). A failure is settled by a later green run of the same
 * runner, or by a later edit followed by a green run of the same kind. It fails only on a
 * failure nothing settled: that is evidence the work is not done.
 */
export function finalChecksGreen({ trajectory, runs }: CheckContext): CheckResult {
  const base = { id: "final_checks_green", blocking: true, required: true };
  if (runs.length === 0) return { ...base, status: "warn", summary: "Nothing ran that could show the work green.", evidence: [] };
  const lastByRunner = new Map<string, VerificationRun>();
  for (const run of runs) lastByRunner.set(runnerKey(run.runner), run);
  const open = [...lastByRunner.values()].filter((run) => run.outcome !== "passed" && !settledLater(run, runs, trajectory.edits));
  const failed = open.filter((run) => run.outcome === "failed");
  if (failed.length > 0) {
    const names = failed.map((run) => `${named(run.runner)} (${stepLabel(run.step)})`).join(", ");
    return { ...base, status: "fail", summary: `The last run of ${names} failed, and no later run shows it fixed.`, evidence: failed.map(runEvidence) };
  }
  const green = [...lastByRunner.values()].filter((run) => run.outcome === "passed");
  if (green.length === 0) {
    return { ...base, status: "warn", summary: "No recognized check recorded a result.", evidence: runs.slice(-1).map(runEvidence) };
  }
  const lastEdit = effectiveEdits(trajectory.edits).at(-1);
  const fresh = green.filter((run) => lastEdit?.toolCall == null || run.call >= lastEdit.toolCall);
  if (fresh.length === 0) {
    return { ...base, status: "warn", summary: "Every green run came before the last edit: the results are stale.", evidence: green.slice(-3).map(runEvidence) };
  }
  const names = fresh.map((run) => named(run.runner)).join(", ");
  const unknown = open.length > 0 ? ` (${plural(open.length, "other check")} recorded no result)` : "";
  return { ...base, status: "pass", summary: `The last run of ${names} succeeded${unknown}.`, evidence: fresh.slice(-3).map(runEvidence) };
}

/**
 * A failed or unrecorded run is settled when the same runner later passed, or a later edit was
 * followed by a green run of its kind (the agent fixed and re-checked). The agent's own probe (a
 * script it wrote, a compile of one file) is settled by any later green check: probes that fail
 * are how agents explore, and the project's checks have the last word.
 */
function settledLater(run: VerificationRun, runs: VerificationRun[], edits: Edit[]): boolean {
  const later = runs.filter((other) => other.call > run.call && other.outcome === "passed");
  if (later.some((other) => runnerKey(other.runner) === runnerKey(run.runner))) return true;
  if (run.adHoc && later.length > 0) return true;
  const fix = workEdits(edits).find((edit) => edit.toolCall !== null && edit.toolCall > run.call);
  return fix !== undefined && later.some((other) => other.kind === run.kind && other.call >= fix.toolCall!);
}

/** The recognized runs as the report lists them, each marked when it came after the last edit that counts. */
export function recognizedRuns({ trajectory, runs }: CheckContext): RecognizedRun[] {
  const lastEdit = effectiveEdits(trajectory.edits).at(-1);
  return runs.map((run) => ({
    step: run.step,
    kind: run.kind,
    runner: run.runner,
    why: run.why,
    outcome: run.outcome,
    outcomeFrom: run.outcomeFrom,
    adHoc: run.adHoc,
    afterLastEdit: lastEdit?.toolCall == null || run.call >= lastEdit.toolCall,
  }));
}
