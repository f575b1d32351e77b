/**
 * An edit the transcript alone cannot place (a replace script's one docstring line, with no view of the lines around it)
 * is read again beside the PR's hunks, which show the file's final lines around the new text: a change inside a
 * docstring there is a note, as if a view had shown it.
 */
import type { DiffFile } from "../evidence/diff.js";
import type { Edit, Trajectory } from "../model.js";
import { changesOf } from "../transcript/edits.js";
import { samePath } from "./paths.js";

/** The trajectory with its edits marked notes-only where the PR's hunks show them to be; the same object when none is. */
export function withDiffNotes(trajectory: Trajectory, diff: readonly DiffFile[] | null): Trajectory {
  if (diff === null || diff.length === 0) return trajectory;
  let marked = false;
  // each file's hunks read once, however many edits it had
  const hunks = new Map<DiffFile, string[]>();
  const textsOf = (file: DiffFile) => hunks.get(file) ?? hunks.set(file, hunkTexts(file)).get(file)!;
  const edits = trajectory.edits.map((edit) => {
    if (!notesByDiff(edit, trajectory, diff, textsOf)) return edit;
    marked = true;
    return { ...edit, notesOnly: true };
  });
  return marked ? { ...trajectory, edits } : trajectory;
}

function notesByDiff(edit: Edit, trajectory: Trajectory, diff: readonly DiffFile[], textsOf: (file: DiffFile) => string[]): boolean {
  if (edit.kind !== "update" || edit.notesOnly === true || edit.toolCall === null) return false;
  const file = diff.find((item) => item.status === "modified" && samePath(item.path, edit.path));
  const call = trajectory.toolCalls[edit.toolCall];
  if (file === undefined || call === undefined) return false;
  const after = textsOf(file);
  const shown = (path: string) => ({ before: [], result: null, after: samePath(path, file.path) ? after : [] });
  const changes = changesOf(call.name, call.input, call.command, shown).filter((change) => samePath(change.path, edit.path));
  return changes.length > 0 && changes.every((change) => change.notesOnly === true);
}

/** Each hunk's lines as the new file has them (context and added lines), one text a hunk. */
function hunkTexts(file: DiffFile): string[] {
  const starts = (file.hunks ?? []).map((hunk) => hunk.at);
  return starts.map((at, index) => file.lines.slice(at, starts[index + 1] ?? file.lines.length)
    .filter((line) => line.kind !== "-").map((line) => line.text).join("\n"));
}
