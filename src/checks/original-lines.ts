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
