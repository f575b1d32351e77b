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
 * Inline code's own writes (`python3 -c "… open('/app/gates.txt', 'w') …"`) are the program's: what
 * its command at `at` writes is not counted as the shell's.
 */
export function editsWork(paths: string[] | undefined, runner: string, line: readonly SimpleCommand[], at: number): boolean {
  const script = runner.split(" ").at(-1) ?? "";
  const inline = runner.endsWith("(inline)");
  const shellWritten = new Set(line.flatMap((command, index) => (inline && index === at ? [] : command.writes)).map(programName));
  return (paths ?? []).some((path) => programName(path) !== programName(script) && !shellWritten.has(programName(path)));
}

