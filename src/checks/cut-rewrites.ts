import type { Edit, Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { interpretShell } from "../shell/interpret.js";
import { isUnder, samePath } from "./paths.js";
import { shownThere } from "./held-reads.js";

/**
 * Deletes that the recorder's cut hides a rewrite behind: `rm -f out.txt; … > out.txt…(+55 chars)`.
 * The delete is read, the write after it was cut away; when a later call shows the file present
 * (a read or a file test whose success is that call's exit 0) and no recorded edit of it came in
 * between, the cut part wrote it again: the call rewrote the file, it did not delete it.
 */
export function rewrittenInCut(trajectory: Trajectory): Set<Edit> {
  const rewritten = new Set<Edit>();
  for (const edit of trajectory.edits) {
    if (edit.kind !== "delete" || edit.toolCall === null) continue;
    if (rewrittenInLine(trajectory, edit)) {
      rewritten.add(edit);
      continue;
    }
    const command = trajectory.toolCalls[edit.toolCall]?.command;
    if (command == null || !isCut(command)) continue;
    const later = (other: Edit) => other.toolCall !== null && other.toolCall > edit.toolCall! && samePath(other.path, edit.path);
    const nextEdit = trajectory.edits.find(later);
    const until = nextEdit?.toolCall ?? trajectory.toolCalls.length;
    for (let call = edit.toolCall + 1; call < until; call += 1) {
      if (showsPresent(trajectory, call, edit.path)) {
        rewritten.add(edit);
        break;
      }
    }
  }
  return rewritten;
}

/** Commands that print, set or delete but write no file a listing could then show. */
const WRITES_NOTHING_LISTED = new Set(["rm", "echo", "printf", "cd", "set", "export", "true", "ls", "find", "cat", "test", "["]);

/**
 * `rm -rf out.npy && python3 steal.py && python3 - <<'PY' … print paths`, printing `/app/out.npy`:
 * the line deletes the file before anything in it prints, then runs a program that may write it,
 * and its output names the file alone on a line (a listing): the program wrote it again.
 */
function rewrittenInLine(trajectory: Trajectory, edit: Edit): boolean {
  const call = trajectory.toolCalls[edit.toolCall!];
  if (call?.command == null || call.output === null || !listsPath(call.output, edit.path)) return false;
  const runs = interpretShell(call.command, undefined, { exitCode: call.exitCode }).commands.filter((run) => run.certainty === "ran");
  const deleting = runs.findIndex((run) => run.changes.some((change) => change.kind === "delete" && samePath(change.path, edit.path)));
  if (deleting < 0) return false;
  const silentBefore = runs.slice(0, deleting).every((run) => run.words[0]?.text === "cd" || run.words[0]?.text === "set" || run.words[0]?.text === "export");
  const programAfter = runs.slice(deleting + 1).some((run) => !WRITES_NOTHING_LISTED.has(run.words[0]?.text ?? ""));
  return silentBefore && programAfter;
}

/** The output has a line that is the path alone (as `find` or a printed listing shows it). */
function listsPath(output: string, path: string): boolean {
  return output.split("\n").some((line) => line.trim() === path);
}

/**
 * The call shows the path there: a file tool read it or a file under it, or the call exited 0 and a
 * command of it that surely ran, whose failure would have reached that status, read it (or a file
 * under it) or tested that it exists.
 */
function showsPresent(trajectory: Trajectory, index: number, path: string): boolean {
  const call = trajectory.toolCalls[index]!;
  const there = (read: string) => samePath(read, path) || isUnder(read, path);
  // a file tool's write creates its folders: only a read shows what was there
  if (call.command === null) {
    return !trajectory.edits.some((edit) => edit.toolCall === index) && fileToolRead(call.input, call.isError, call.output, there);
  }
  if (call.exitCode !== 0 || !call.command.includes(path.split("/").pop()!)) return false;
  return shownThere(call).some(there);
}

/** A file tool's read (`{"file_path": …}`) that did not fail: the file was there. */
function fileToolRead(input: Record<string, unknown>, isError: boolean, output: string | null, there: (path: string) => boolean): boolean {
  const read = input.file_path ?? input.path;
  if (typeof read !== "string" || isError || output === null) return false;
  return there(read) && !/^\s*(?:ENOENT|Error\b|File does not exist|No such file)/i.test(output);
}
