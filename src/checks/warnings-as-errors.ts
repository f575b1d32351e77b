import type { VerificationRun } from "./verification.js";
import { named, stepLabel } from "./quote.js";

/**
 * A build whose line allows warnings is a check of its own (selection.ts, `buildSelection`): its pass does not answer a
 * failure of the build as the project sets it up. This names it beside that failure.
 */

/** A compiler's line for a warning made an error. */
const WARNING_AS_ERROR = /\[-Werror(?:=[\w-]+)?\]|warnings being treated as errors/;

/**
 * " `cmake --build` passed later only with `-DENABLE_CUSTOM_COMPILER_FLAGS=Off` (step 52), which lets pass the warnings
 * this build failed on as errors.": said beside a failed build whose error was a warning made one.
 */
export function allowedLaterNote(failed: readonly VerificationRun[], runs: readonly VerificationRun[]): string {
  for (const run of failed) {
    if (run.kind !== "build" || !WARNING_AS_ERROR.test(run.output ?? "")) continue;
    const later = runs.find((other) => other.call > run.call && other.runner === run.runner && other.outcome === "passed"
      && other.selection.some((item) => item.startsWith("with ")));
    if (later === undefined) continue;
    const setting = later.selection.find((item) => item.startsWith("with "))!.slice("with ".length);
    return ` ${named(later.runner)} passed later only with ${named(setting)} (${stepLabel(later.step)}), which lets pass the warnings this build failed on as errors.`;
  }
  return "";
}
