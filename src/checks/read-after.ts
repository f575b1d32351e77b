import type { Edit, Trajectory } from "../model.js";
import { clip, stepLabel } from "./quote.js";
import { escapeRegExp } from "../words.js";

/** At most this many characters of the command that named the file again are quoted. */
const MAX_READ_QUOTE = 60;
/** At most this many such commands are quoted; the rest are counted. */
const MAX_LISTED = 2;
/** A file's bare name shorter than this (`a.py`) is too common to say a command meant it. */
const MIN_BARE_NAME = 6;

/**
 * " (a command after it named it again, exit 0: step 34: `cat /app/answer.txt; …`; but printed no pass
 * or fail of a check)": commands after the last edit that names the edited file and is no check this reader
 * recognizes, so a reader sees that something ran after the edit and why it is not counted. Empty
 * when none did.
 */
export function namedAgainNote(trajectory: Trajectory, edit: Edit): string {
  if (edit.toolCall === null) return "";
  const bare = edit.path.split("/").pop() ?? edit.path;
  const word = (name: string) => new RegExp(`(?<![\\w./-])${escapeRegExp(name)}(?![\\w-]|\\.\\w)`);
  const patterns = [word(edit.path), ...(bare !== edit.path && bare.length >= MIN_BARE_NAME ? [word(bare)] : [])];
  const names = (command: string) => patterns.some((pattern) => pattern.test(command));
  const later = trajectory.toolCalls.slice(edit.toolCall + 1);
  const again = later.filter((call) => call.command != null && call.exitCode === 0 && names(call.command));
  if (again.length === 0) return "";
  const quoted = again.slice(0, MAX_LISTED).map((call) => `${stepLabel(call.step)}: \`${clip(call.command!.replace(/\s+/g, " "), MAX_READ_QUOTE)}\``);
  const more = again.length > MAX_LISTED ? `; ${again.length - MAX_LISTED} more` : "";
  const which = again.length === 1 ? "a command after it named it again" : `${again.length} commands after it named it again`;
  return ` (${which}, exit 0: ${quoted.join("; ")}${more}; but printed no pass or fail of a check)`;
}
