import type { Trajectory } from "../model.js";
import type { DiffFile } from "../evidence/diff.js";
import { samePath } from "./paths.js";
import { sightingsByCall } from "./path-facts.js";
import { pipReadLine } from "./pip-requirements.js";

/**
 * A PR file the transcript never wrote whose added lines outputs printed before the agent's first edit
 * of the PR's files (`cat setup.py` showing `'Jinja2<3.0',`), or a file the PR adds that a listing showed
 * there before it (`ls -R` naming `build/lib/requests/api.py`): the change was in the working tree before
 * the agent changed the work, so the transcript shows where it came from, though not why it is in the PR.
 */
export interface Preexisting {
  path: string;
  /** The step whose output first showed one of its added lines, or listed the file the PR adds. */
  step: number;
  /** That line, as the diff adds it; null when a listing showed the file there. */
  line: string | null;
  /** The output was pip's, naming the line's requirements as it read them from the project (pip-requirements.ts). */
  pip?: true;
}

/** Added lines shorter than this (`)`, `else:`, `pass`) may be printed by anything: they are not looked for. */
const MIN_DISTINCT_LINE = 8;
/** At most this many of a file's distinct added lines are looked for. */
const MAX_LINES_LOOKED_FOR = 8;

export function preexistingChanges(trajectory: Trajectory, files: readonly DiffFile[], diff: readonly DiffFile[]): Preexisting[] {
  // the agent's change begins with its first edit of a file the PR changes (scratch files before it change no work)
  const firstEdit = trajectory.edits
    .filter((edit) => diff.some((file) => samePath(file.path, edit.path)))
    .reduce((first, edit) => Math.min(first, edit.step), Number.POSITIVE_INFINITY);
  const before = trajectory.toolCalls.filter((call) => call.step < firstEdit && call.output !== null && call.output !== "");
  if (before.length === 0) return [];
  const found: Preexisting[] = [];
  // a file the PR adds that a listing before the agent's first edit showed there (`ls -R`): it was in the tree already
  const sighted = sightingsByCall(trajectory);
  const firstCall = trajectory.toolCalls.findIndex((call) => call.step >= firstEdit);
  const at = firstCall === -1 ? trajectory.toolCalls.length : firstCall;
  for (const file of files) {
    const seen = file.status === "added" ? sighted(at, file.path) : null;
    if (seen?.fact === "present") {
      const call = trajectory.toolCalls[seen.call]!;
      found.push({ path: file.path, step: call.resultStep ?? call.step, line: null });
      continue;
    }
    const lines = [...new Set(file.lines.filter((line) => line.kind === "+").map((line) => line.text.trim()))]
      .filter((text) => text.length >= MIN_DISTINCT_LINE)
      .slice(0, MAX_LINES_LOOKED_FOR);
    if (lines.length === 0) continue;
    // every added line looked for must stand as a whole line in some earlier output, or be requirements pip
    // printed reading them, the first one cited
    const shown = (text: string) => before.find((call) => holdsLine(call.output!, text))
      ?? before.find((call) => pipReadLine(call.output!, text));
    const shownAt = lines.map(shown);
    if (shownAt.some((call) => call === undefined)) continue;
    const first = shownAt.reduce((earliest, call) => (call!.step < earliest!.step ? call : earliest))!;
    const line = lines[shownAt.indexOf(first)]!;
    const pip = holdsLine(first.output!, line) ? {} : { pip: true as const };
    found.push({ path: file.path, step: first.resultStep ?? first.step, line, ...pip });
  }
  return found;
}

/** The output holds the text as a line of its own (leading and trailing space aside, a line number or `+` before it allowed). */
function holdsLine(output: string, text: string): boolean {
  let from = output.indexOf(text);
  while (from !== -1) {
    const start = output.lastIndexOf("\n", from - 1) + 1;
    const end = output.indexOf("\n", from + text.length);
    const rest = output.slice(from + text.length, end === -1 ? output.length : end);
    const lead = output.slice(start, from);
    if (rest.trim() === "" && /^\s*(?:\d+[\s:|-]*)?\+?\s*$/.test(lead)) return true;
    from = output.indexOf(text, from + 1);
  }
  return false;
}
