import type { SimpleCommand } from "./simple-commands.js";
import { BARE_ENTRY } from "./listed-blocks.js";

/**
 * `ls -a && ls tests && cat setup.cfg` prints each folder's entries one after the other, with no header between them
 * (only `ls a b`, one command of several folders, prints headers). Each `ls` sorts its own entries, so where the order
 * starts again the next folder's entries begin: `pyproject.toml`, `tests`, then `requirements.txt` is the second
 * folder's first entry. The output is split there only when the breaks are exactly as many as the folders less one;
 * otherwise (a folder whose first entry sorts after the last one's, an empty folder, an error) it is not read.
 */

/** One plain `ls` of one folder, short names (no `-l`, `-R`, `-d`, no file operands or globs), as listings.ts reads it. */
const PLAIN_LS = /^ls(?:\s+-[aA1]+)*(?:\s+([\w./][\w./-]*))?$/;

/** One folder's part of the output. */
export interface ChainedListing {
  /** The folder as the command named it ("" for the current folder, before any cleaning). */
  folder: string;
  /** `-a` or `-A` was given: names that start with a dot are shown. */
  showsDotNames: boolean;
  names: string[];
}

/**
 * The folders a line's leading `ls` commands listed and each one's entries, split where the sorted order starts again;
 * null when the line does not start with two or more plain listings joined by `&&` or `;`, or the split is not sure.
 */
export function chainedListings(commands: readonly SimpleCommand[], output: string): ChainedListing[] | null {
  const lead: { folder: string; showsDotNames: boolean }[] = [];
  for (const command of commands) {
    if (command.nested || command.loop) return null;
    const ls = PLAIN_LS.exec(command.words.join(" "));
    // a listing piped on (`ls | head`) or run in the background prints what it was given or out of turn
    if (ls === null || !command.stdoutShown || (command.next !== "&&" && command.next !== ";" && command.next !== null)) break;
    lead.push({ folder: ls[1] ?? "", showsDotNames: /\s-[1]*[aA]/.test(command.words.join(" ")) });
    if (command.next === null) break;
  }
  if (lead.length < 2) return null;
  const names = leadingEntries(output, lead.length === commands.length);
  if (names === null) return null;
  const starts = [0, ...names.flatMap((name, at) => (at > 0 && sortsBefore(name, names[at - 1]!) ? [at] : []))];
  if (starts.length !== lead.length) return null;
  return lead.map((listing, at) => ({ ...listing, names: names.slice(starts[at], starts[at + 1] ?? names.length) }));
}

/**
 * The output's leading bare names: what the listings printed. When other commands follow them, their output must
 * start with a line that is no bare name, or where the listings end is not shown.
 */
function leadingEntries(output: string, listingsOnly: boolean): string[] | null {
  const lines = output.split(/\r?\n/).map((line) => line.trim());
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  const end = lines.findIndex((line) => !BARE_ENTRY.test(line));
  if (end === -1) return lines;
  if (listingsOnly || end === 0) return null;
  return lines.slice(0, end);
}

/**
 * True when `name` comes before `previous` in both of the orders `ls` may have sorted by: bytes (the C locale) and
 * case and punctuation aside (a UTF-8 locale). One listing's next entry never does.
 */
function sortsBefore(name: string, previous: string): boolean {
  const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  return name < previous && folded(name) < folded(previous);
}
