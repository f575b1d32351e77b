import { clip, named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import type { VerificationRun } from "./verification.js";

/** At most this many checks whose result the transcript does not show are named; the rest are counted. */
export const MAX_NAMED_UNSHOWN = 2;

/**
 * The runs of one kind of note, named with their steps and what `detail` adds (`: \`No module named
 * pytest\``), at most MAX_NAMED_UNSHOWN of them and the rest counted, then what they have in common.
 */
export function runsNote(runs: VerificationRun[], detail: (run: VerificationRun) => string, said: (one: boolean) => string): string {
  if (runs.length === 0) return "";
  return `; ${listedRuns(runs, (run) => `${named(runName(run))} (${runSteps(run)}${detail(run)})`)} ${said(runs.length === 1)}`;
}

/** A run's step; for one sent to the background, where it started and where its log was read. */
export function runSteps(run: VerificationRun): string {
  if (run.startedStep === undefined) return stepLabel(run.step);
  if (run.output === null) {
    return run.step === run.startedStep ? stepLabel(run.startedStep)
      : `${stepLabel(run.startedStep)}; its log read at ${stepLabel(run.step)} beside other output`;
  }
  return `started in the background at ${stepLabel(run.startedStep)}, its output read at ${stepLabel(run.step)}`;
}

/** At most MAX_NAMED_UNSHOWN items, each as `describe` says it, and the rest counted: "A, B and 2 more". */
export function listedRuns<T>(items: readonly T[], describe: (item: T) => string): string {
  const more = items.length > MAX_NAMED_UNSHOWN ? ` and ${items.length - MAX_NAMED_UNSHOWN} more` : "";
  return `${items.slice(0, MAX_NAMED_UNSHOWN).map(describe).join(", ")}${more}`;
}

/** At most this many characters of the one line a cut line printed are quoted. */
const MAX_CUT_LINE_QUOTE = 60;

/**
 * What a line the recorder cut still shows of itself: its exit code, and the one line it printed
 * (`verification_rc=0`). Whose status that is, the cut part would tell: it is quoted, not credited.
 */
export function cutLineShown(run: VerificationRun): string {
  if (run.exitCode === null) return "";
  const lines = (run.output ?? "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  const printed = lines.length === 1 ? ` and printed \`${clip(lines[0]!, MAX_CUT_LINE_QUOTE).replace(/`/g, "ˋ")}\`` : "";
  return `; the line exited ${run.exitCode}${printed}`;
}
