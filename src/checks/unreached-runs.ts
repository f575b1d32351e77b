import type { ToolCall } from "../model.js";
import { neverStarted } from "./probes.js";
import type { SimpleCommand } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/**
 * `bin/test … && python repro.py`: when the line failed and a run's own output shows it failed, or
 * the output shows a command before it could not start (`python3 gone.py && sphinx-build …` printing
 * `can't open file 'gone.py'`), the `&&` after it stopped the chain, so the runs joined to it by `&&`
 * alone never ran: they are dropped.
 */
export function dropUnreached(runs: VerificationRun[], from: number, line: readonly SimpleCommand[], call: ToolCall): void {
  if (call.exitCode === null || call.exitCode === 0) return;
  const ownFailure = (run: VerificationRun) => run.outcome === "failed" && run.outcomeFrom === "summary line";
  const failed = runs.slice(from).filter((run) => ownFailure(run) && !line[run.lineIndex]?.nested).map((run) => run.lineIndex);
  const couldNotStart = (command: SimpleCommand) => !command.nested && neverStarted(call.output, command.words, command.words);
  const unstarted = line.flatMap((command, index) => (couldNotStart(command) ? [index] : []));
  const stopped = [...failed, ...unstarted];
  const chained = (start: number, end: number) => line.slice(start, end).every((command) => command.next === "&&" && !command.nested);
  const after = (stop: number, run: VerificationRun) => stop < run.lineIndex && chained(stop, run.lineIndex);
  const unreached = (run: VerificationRun) => stopped.some((stop) => after(stop, run));
  for (let position = runs.length - 1; position >= from; position -= 1) if (unreached(runs[position]!)) runs.splice(position, 1);
}
