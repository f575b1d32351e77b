import type { ToolCall } from "../model.js";
import { notStartedLine } from "./probes.js";
import type { VerificationRun } from "./verification.js";

/**
 * A command that could not start (its script was gone, its runner missing) and that a later call
 * ran again as typed, this time starting: the failed start says nothing any more. `python3 fix.py`
 * after `rm fix.py`, then the script written again and run.
 */
export function startedAgain(run: Pick<VerificationRun, "call" | "command" | "notStarted">, calls: readonly ToolCall[]): boolean {
  if (run.notStarted === undefined) return false;
  const started = (call: ToolCall) => call.output !== null && notStartedLine(call.output) === null;
  return calls.slice(run.call + 1).some((call) => call.command === run.command && started(call));
}
