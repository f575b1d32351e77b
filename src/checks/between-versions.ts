import type { Edit } from "../model.js";
import { runName } from "./check-names.js";
import { named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/**
 * Repository runs after the edit a check is named against that saw a version in between, which this report cannot
 * match to the final one (lines inserted by a script, then deleted by pattern): named, instead of "none of the
 * repository's tests or checks did", which a reader would take for none having run after that edit at all.
 */
export function betweenVersionsNote(runs: readonly VerificationRun[], edit: Edit, sawFinal: (call: number) => boolean): string | null {
  const between = runs.filter((run) => !run.adHoc && run.kind === "test" && run.notStarted === undefined && run.call > (edit.toolCall ?? -1) && !sawFinal(run.call));
  if (between.length === 0) return null;
  const names = [...new Set(between.map((run) => named(runName(run))))].join(", ");
  const steps = between.map((run) => run.step);
  const where = steps.length === 1 ? stepLabel(steps[0]!) : `steps ${steps.map((step) => step + 1).join(", ")}`;
  return `no run of the repository's tests is known to have seen it: ${names} ran at ${where}, on ${steps.length === 1 ? "a version" : "versions"} in between that this report cannot match to the final one`;
}
