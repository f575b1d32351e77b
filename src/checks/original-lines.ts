import type { Trajectory } from "../model.js";
import type { SedCommand } from "../shell/sed-script.js";
import { samePath } from "./paths.js";

/**
 * `sed -i '/X/a …' f` then `sed -i '/X/,+1d' f` puts f back only when X matched nothing of the file as
 * it was: a delete by pattern removes every line that matches, the original ones too (sphinx-8721: the
 * line it appended was already in `viewcode.py`, and the delete took both). The transcript shows it when
 * a read of the file before its first edit printed a line that holds the pattern.
 */
export function deletesOriginalLines(trajectory: Trajectory, path: string, sed: SedCommand): boolean {
  const pattern = sed.kind === "delete" ? /^\/\^?(.*?)\$?\/$/.exec(sed.from)?.[1]?.replace(/\\(.)/g, "$1") : undefined;
  if (pattern === undefined || pattern === "") return false;
  const first = Math.min(...trajectory.edits.filter((edit) => samePath(edit.path, path)).map((edit) => edit.toolCall ?? Infinity));
  const name = path.split("/").at(-1)!;
  return trajectory.toolCalls.some((call, index) => index < first && call.command != null && call.command.includes(name)
    && (call.output ?? "").split("\n").some((line) => line.includes(pattern)));
}

/** A numbered line as `nl -ba` and `cat -n` print it: the number, a tab, the line. */
const NUMBERED_LINE = /^\s*(\d+)\t(.*)$/;

/**
 * `sed -i '58,60c\…' f` writes back lines 58 to 60 as they were when a read of f before its first edit
 * showed them numbered (`nl -ba f | sed -n '54,62p'`): the change at those lines is undone (requests-1921
 * replaced its loop, then put the original loop back to run the tests on the original code).
 */
export function restoresOriginalLines(trajectory: Trajectory, path: string, later: SedCommand, earlier: SedCommand): boolean {
  if (later.kind !== "change" || earlier.kind !== "change" || later.from !== earlier.from || later.to !== earlier.to) return false;
  const from = Number(later.from);
  const to = later.to === null ? from : Number(later.to);
  if (!/^\d+$/.test(later.from) || !(to >= from) || later.lines.length !== to - from + 1) return false;
  const original = numberedBeforeFirstEdit(trajectory, path);
  return later.lines.every((line, offset) => original.get(from + offset) === line);
}

/** The lines a read before the file's first edit showed with their numbers. */
function numberedBeforeFirstEdit(trajectory: Trajectory, path: string): Map<number, string> {
  const first = Math.min(...trajectory.edits.filter((edit) => samePath(edit.path, path)).map((edit) => edit.toolCall ?? Infinity));
  const name = path.split("/").at(-1)!;
  const lines = new Map<number, string>();
  trajectory.toolCalls.forEach((call, index) => {
    if (index >= first || call.command == null || !call.command.includes(name) || !/\b(?:nl|cat -n)\b/.test(call.command)) return;
    for (const line of (call.output ?? "").split("\n")) {
      const numbered = NUMBERED_LINE.exec(line);
      if (numbered !== null) lines.set(Number(numbered[1]), numbered[2]!);
    }
  });
  return lines;
}
