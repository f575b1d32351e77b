import type { ToolCall, Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { harnessStopped } from "./probes.js";
import { stepLabel } from "./quote.js";

/**
 * Lines the recorder cut that ran after the last change to the work and that the harness stopped at its
 * time limit (`Command timed out`, exit 124): their text is not shown, so whether each ran the work is
 * unknown, but a hang is how code of processes and sockets fails. Named beside a later green check of
 * another kind, which does not show the same run would finish (audit AY: a multi-process test of the
 * final code timed out, then another harness passed, and the comment said only that the checks passed).
 */

/** How the note names such lines: the report's bottom line reads it. */
export const CUT_STOPPED = "stopped at its time limit after the last change";

/** At most this many such lines are listed by step. */
const MAX_LISTED = 3;

/**
 * Lines up to `untilCall` only: those after it a caller names already among the cut lines that exited non-zero
 * (cut-writes.ts cutFailuresNote), and one line is named once.
 */
export function cutStoppedNote(trajectory: Trajectory, fromCall: number, untilCall: number, read: ReadonlySet<number>): string {
  const stopped = (call: ToolCall, index: number) => index > fromCall && index <= untilCall && !read.has(index)
    && call.command !== null && isCut(call.command) && harnessStopped(call.output);
  const calls = trajectory.toolCalls.filter(stopped);
  if (calls.length === 0) return "";
  const steps = calls.slice(0, MAX_LISTED).map((call) => stepLabel(call.step)).join(", ");
  const more = calls.length > MAX_LISTED ? ` and ${calls.length - MAX_LISTED} more` : "";
  const which = calls.length === 1 ? "a command the recorder cut was" : `${calls.length} commands the recorder cut were`;
  return `; ${which} ${CUT_STOPPED} (${steps}${more}), and what ${calls.length === 1 ? "it" : "they"} ran is not shown`;
}
