/**
 * Python that printed, after the edit, a string the PR removed from that file and none it added: the code that ran was
 * not the edited source. `raise IndexError('pop index out of range')` became `'pop from empty list'`, then `python -c
 * "…SortedList().pop()"` still printed `IndexError: pop index out of range`: the interpreter imports another copy (an
 * installed one, here shadowing a `src/` layout). Later Python runs in that environment, with nothing in their line
 * pointing elsewhere and no install since, ran that copy too: their pass or failure says nothing of the change.
 */
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { samePath } from "./paths.js";
import type { VerificationRun } from "./verification.js";
import { INSTALLS, OWN_PATH, PYTHON_RUNNER, type CopySeen } from "./installed-copy.js";

/** A string literal of a line: what a program prints of it (a message, a name), long enough not to be printed by chance. */
const LITERAL = /(["'])([^"'\n\\]{12,200})\1/g;
/** A line of source or of a diff, not of what a program printed. */
const SOURCE_LINE = /^\s*(?:[-+@]|\d+[:\t→]|.*\braise\b|.*\bdef\b)/;

/**
 * Per Python file of the PR: the literals its removed lines held that no line the PR adds, in any file, and no line it
 * keeps holds (a message moved to another module, or standing twice in the file, is still in the code).
 */
function removedLiterals(diff: readonly DiffFile[]): { path: string; removed: string[]; added: string[] }[] {
  const literals = (file: DiffFile, kinds: string) => file.lines.filter((line) => kinds.includes(line.kind))
    .flatMap((line) => [...line.text.matchAll(LITERAL)].map((match) => match[2]!));
  const added = diff.flatMap((file) => literals(file, "+"));
  return diff.filter((file) => file.path.endsWith(".py") && file.status !== "deleted").flatMap((file) => {
    const kept = [...added, ...literals(file, " ")];
    const removed = literals(file, "-").filter((text) => !kept.some((other) => other.includes(text)));
    return removed.length === 0 ? [] : [{ path: file.path, removed, added }];
  });
}

/** The first call that ran Python after the last edit of a file and printed one of its removed literals, none of its added ones. */
function removedTextShown(trajectory: Trajectory, diff: readonly DiffFile[]): (CopySeen & { call: number }) | null {
  for (const { path, removed, added } of removedLiterals(diff)) {
    const lastEdit = trajectory.edits.findLast((edit) => edit.toolCall !== null && samePath(edit.path, path))?.toolCall;
    if (lastEdit == null) continue;
    for (let index = lastEdit + 1; index < trajectory.toolCalls.length; index += 1) {
      const call = trajectory.toolCalls[index]!;
      if (call.command === null || call.output === null || !PYTHON_RUNNER.test(call.command) || OWN_PATH.test(call.command)) continue;
      if (added.some((text) => call.output!.includes(text))) continue;
      const line = call.output.split("\n").find((text) => removed.some((old) => text.includes(old)) && !SOURCE_LINE.test(text));
      if (line !== undefined) return { call: index, step: call.step, line: line.trim(), removed: true };
    }
  }
  return null;
}

/** The runs, with the Python runs in the environment that printed removed text read as showing no pass or fail of the change. */
export function withRemovedTextShown(trajectory: Trajectory, diff: readonly DiffFile[] | null, runs: VerificationRun[]): VerificationRun[] {
  if (diff == null) return runs;
  const shown = removedTextShown(trajectory, diff);
  if (shown === null) return runs;
  const installs = trajectory.toolCalls.flatMap((call, index) => (call.command !== null && INSTALLS.test(call.command) ? [index] : []));
  return runs.map((run) => {
    if (run.call < shown.call || run.outcome === "unknown" || !PYTHON_RUNNER.test(run.runner) || OWN_PATH.test(run.command)) return run;
    if (installs.some((install) => install > shown.call && install <= run.call) || run.installedCopy !== undefined) return run;
    const { call: _call, ...copy } = shown;
    return { ...run, outcome: "unknown", outcomeFrom: "none", installedCopy: copy };
  });
}
