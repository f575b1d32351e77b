import type { Trajectory } from "../model.js";
import { programName } from "../shell/program.js";
import type { SimpleCommand } from "./simple-commands.js";
import { transientPaths, workEdits } from "./work.js";
import { workFacts } from "./work-facts.js";

/** The files each call changed (by the edits the reader attributed to it), scratch and caches left out. */
export function scriptEditCalls(trajectory: Trajectory): Map<number, string[]> {
  const transient = transientPaths(trajectory.edits);
  const byCall = new Map<number, string[]>();
  for (const edit of workEdits(trajectory.edits, trajectory.task, workFacts(trajectory))) {
    if (edit.toolCall === null || edit.kind === "delete" || transient.has(edit.path)) continue;
    byCall.set(edit.toolCall, [...(byCall.get(edit.toolCall) ?? []), edit.path]);
  }
  return byCall;
}

/**
 * True when the program the run executes changed a file of the work (other than itself): a file
 * the shell wrote for it (`./tool in > out.txt`, `cp`) is the run's output, not the program's edit.
 */
export function editsWork(paths: string[] | undefined, runner: string, line: readonly SimpleCommand[]): boolean {
  const script = runner.split(" ").at(-1) ?? "";
  const shellWritten = new Set(line.flatMap((command) => command.writes).map(programName));
  return (paths ?? []).some((path) => programName(path) !== programName(script) && !shellWritten.has(programName(path)));
}

