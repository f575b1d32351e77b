import { isCut } from "../shell/cut-mark.js";
import { cutByHarness } from "./probes.js";
import { clip, named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { runSteps } from "./run-notes.js";
import { measuredFailureRow } from "./printed-verdict.js";
import { copyKind, installedCopyShown } from "./installed-copy.js";

/** At most this many characters of the line a run printed are quoted. */
const MAX_QUOTE = 60;

/** The last check after the last edit showed no result: why, in its own words where it has them. */
export function unrecordedAfterEdit(last: VerificationRun): string {
  const ran = `${named(last.runner)} ran after the last edit (${stepLabel(last.step)})`;
  if (last.timedOut !== undefined) return `${ran}, but the agent's own \`${last.timedOut}\` stopped it${timeoutStatus(last)} before it showed a result.`;
  if (last.notStarted !== undefined) return `${named(last.runner)} was started after the last edit (${stepLabel(last.step)}) but could not run (\`${clip(last.notStarted, MAX_QUOTE)}\`): it checked nothing.`;
  if (last.behind !== undefined) return `${named(last.runner)} may have run after the last edit (${stepLabel(last.step)}): ${behindNote(last)}.`;
  if (last.partial !== undefined) return `${ran}, but ${last.partial}: no result of the whole run.`;
  if (last.noneRan !== undefined) return `${ran} but ran no test (\`${clip(last.noneRan, MAX_QUOTE)}\`): it checked nothing.`;
  if (last.installedCopy !== undefined) {
    return `${ran}, but the package it imported was ${copyKind(last.installedCopy)} (${installedCopyShown(last.installedCopy)}), not the source the agent edited: its result says nothing of the change.`;
  }
  if (last.setupFailed !== undefined) return `${ran}, but it stopped before any test ran (\`${clip(last.setupFailed, MAX_QUOTE)}\`): no pass or fail of the change.`;
  if (last.caught !== undefined) return `${ran} and exited 0, but its output reports a failure its code caught (\`${clip(last.caught, MAX_QUOTE)}\`): not a pass.`;
  // a job sent to the background: where it started and where its log was read, and why no status
  if (last.startedStep !== undefined && last.output === null) {
    return `${named(last.runner)} was started in the background after the last edit (${runSteps(last)}), and this report reads no result of it.`;
  }
  if (last.startedStep !== undefined) {
    const where = `started in the background at ${stepLabel(last.startedStep)}, its output read at ${stepLabel(last.step)}`;
    return `${named(last.runner)} ran after the last edit (${where}), where no exit status is recorded, and its output states no pass or fail.`;
  }
  if (last.echoedExit !== undefined) {
    return `${ran} and exited ${last.echoedExit} (the line echoed its status), but a status the agent only printed is a failure only when the output says so, and it shows no pass or fail.`;
  }
  const measured = last.masked ? null : measuredFailureRow(last.output);
  if (measured !== null) return `${ran} and exited ${last.exitCode}, printing how often something failed in what it measured (\`${clip(measured, MAX_QUOTE)}\`), no pass or fail of its own.`;
  // a status another command set, beside output the run printed: the output is recorded, its own status is not
  const unknown = last.masked && last.exitCode !== null && !cutByHarness(last.output, last.exitCode) ? "no status of its own is recorded" : "its result is not recorded";
  return `${ran}, but ${unknown}${hiddenStatusWhy(last)}`;
}

/** Why a test runner after `pip` in an `&&` chain has no result: the line's status may be pip's (stopped-before.ts). */
export function behindNote(run: VerificationRun): string {
  return `the line exited ${run.exitCode}, but its output holds no count or failing test of its own, and ${named(run.behind!)} before it in its \`&&\` chain may have stopped the line first`;
}

/** Why a check's result is not recorded: the recorder cut the line after it, or another command in it set the status. */
function hiddenStatusWhy(run: VerificationRun): string {
  // the harness killed the call at its time limit: its -1 is the harness's, not any command's
  if (cutByHarness(run.output, run.exitCode)) return ": the harness stopped the call at its time limit before the check finished.";
  if (!run.masked || run.exitCode === null) return ".";
  if (isCut(run.command)) {
    return `: the recorder cut the command line after it, so what followed it, and set the exit code recorded (${run.exitCode}), is not shown; the output shows no pass or fail.`;
  }
  return `: the exit code recorded (${run.exitCode}) is the whole command line's, which another command in it sets (after a pipe, \`;\`, \`||\` or \`&\`, or around \`$(…)\`), and the output shows no pass or fail.`;
}

/** The status the bound left as the transcript shows it: the line's own, or the one it echoed; none where another command set it. */
export function timeoutStatus(last: VerificationRun): string {
  if (last.echoedExit !== undefined) return ` (its status, echoed: ${last.echoedExit})`;
  return last.masked || last.exitCode === null ? "" : ` (exit ${last.exitCode})`;
}
