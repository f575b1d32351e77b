/**
 * pytest closes a failing test's traceback with the place the exception was raised: `parse.py:73: ValueError`. When the
 * output shows only that line (cut by `| tail`; `--tb=line` adds the message), the frame's source is not printed, but the PR's diff
 * says what line 73 of `parse.py` is: a line the change added means the change raised it.
 */
import type { DiffFile } from "../evidence/diff.js";
import type { Edit } from "../model.js";
import { samePath } from "./paths.js";
import type { VerificationRun } from "./verification.js";
import { DELIBERATE, STOPPED, type WorkCrash } from "./work-crash.js";

/** pytest's location line of a raised exception: a source path, its line, the exception's class (and, `--tb=line`, its message). */
const RAISED_AT = /^([\w./-]+\.py):(\d+): ([A-Z][\w.]*)(?::.*)?$/gm;
/** Python's warnings print the same shape (`x.py:12: DeprecationWarning: …`): a warning is no failure. */
const WARNING = /Warning$/;
/** An installed copy's path (`…/site-packages/pkg/util.py`): not the PR's file, whatever its name's end. */
const INSTALLED = /\/(?:site|dist)-packages\//;

/**
 * The failure a run's output places at a line the PR adds to a file of its own, when that file did not change after the
 * run (so the diff's line numbers are the run's), the line is no deliberate `raise`/`assert`, and the PR does not remove
 * the same line elsewhere in the file (code moved, not written). Null otherwise.
 */
export function crashAtAddedLine(
  run: VerificationRun,
  diff: readonly DiffFile[] | null | undefined,
  edits: readonly Edit[],
): WorkCrash | null {
  if (diff == null || run.output === null) return null;
  for (const [, path, line, type] of run.output.matchAll(RAISED_AT)) {
    if (STOPPED.test(type!) || WARNING.test(type!) || INSTALLED.test(path!)) continue;
    const file = diff.find((item) => item.status !== "deleted" && samePath(item.path, path!));
    if (file === undefined || changedAfter(file.path, run.call, edits)) continue;
    const added = file.lines.find((item) => item.kind === "+" && item.newLine === Number(line));
    if (added === undefined || DELIBERATE.test(added.text) || movedLine(file, added.text)) continue;
    return { path: file.path, line: Number(line), function: "", type: type!, error: type!, source: added.text.trim() };
  }
  return null;
}

/** The file was written after the run, or at a place the transcript does not show: its lines then may not be the diff's. */
function changedAfter(path: string, call: number, edits: readonly Edit[]): boolean {
  return edits.some((edit) => (edit.toolCall === null || edit.toolCall > call) && samePath(edit.path, path));
}

/** The PR removes the same line from the file: the code moved, and may have raised before the change too. */
function movedLine(file: DiffFile, text: string): boolean {
  return file.lines.some((item) => item.kind === "-" && item.text.trim() === text.trim());
}
