import type { CheckResult } from "../model.js";
import type { Check, CheckContext } from "./context.js";
import { editsMatchDiff } from "./diff-match.js";
import { endedCleanly } from "./ending.js";
import { taskFound, transcriptReadable } from "./transcript.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "./verified.js";

/** The deterministic checks, in the order the report lists them. */
export const CHECKS: readonly Check[] = [
  transcriptReadable,
  taskFound,
  verifiedAfterLastEdit,
  finalChecksGreen,
  endedCleanly,
  editsMatchDiff,
];

export function runChecks(context: CheckContext): CheckResult[] {
  return CHECKS.map((check) => check(context));
}

export { checkContext } from "./context.js";
