import type { Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { samePath } from "./paths.js";
import { stepLabel } from "./quote.js";

/**
 * Files the output of a line the recorder cut shows there after it ran: an `ls -l` entry
 * (`-rw-r--r-- 1 root root 268K Apr 28 06:06 /app/weights.json`) or a `wc` count (`3057 /app/gates.txt`).
 * The cut part may have made the file or only read it: the note says where the output shows it, no more,
 * so that "what their cut parts wrote is not known" does not read as if nothing of the work was shown.
 */

/** `ls -l`'s entry for a file: its mode, links, owner, group, size, date, then the path. */
const LS_ENTRY = /^-[rwxsStT-]{9}[.@+]?\s+\d+\s+\S+\s+\S+\s+[\d.,]+[KMGT]?\s+\w{3}\s+\d{1,2}\s+[\d:]{4,5}\s+(\/\S+)$/gm;
/** `wc`'s count for one file: a number, then the path. */
const WC_COUNT = /^\s*\d+\s+(\/\S+\.\w+)$/gm;
/** Paths a program writes for itself, not the work: the temp folder. */
const TEMP = /^\/(?:tmp|var\/tmp)\//;
/** At most this many listed files are named. */
const MAX_NAMED_LISTED = 2;

/**
 * The absolute paths of files the cut lines' outputs show, no edit records and no note already names, with their
 * steps: only files no earlier output showed by name (an input listed again is not news of the work).
 */
function cutListed(trajectory: Trajectory, named: readonly string[]): { path: string; step: number }[] {
  const known = (path: string) =>
    named.some((other) => samePath(other, path)) || trajectory.edits.some((edit) => samePath(edit.path, path));
  const shownBefore = (path: string, before: number) => {
    const name = path.split("/").at(-1)!;
    return trajectory.toolCalls.slice(0, before).some((call) => (call.output ?? "").includes(name));
  };
  const found: { path: string; step: number }[] = [];
  for (const [index, call] of trajectory.toolCalls.entries()) {
    if (call.command === null || !isCut(call.command) || call.output === null || !/\/\S/.test(call.output)) continue;
    for (const pattern of [LS_ENTRY, WC_COUNT]) {
      for (const match of call.output.matchAll(pattern)) {
        const path = match[1]!;
        if (TEMP.test(path) || known(path) || found.some((item) => item.path === path) || shownBefore(path, index)) continue;
        found.push({ path, step: call.step });
      }
    }
  }
  return found;
}

/** "; the output of the line cut at step 16 shows /app/weights.json there": or nothing. */
export function cutListedNote(trajectory: Trajectory, named: readonly string[]): string {
  const listed = cutListed(trajectory, named);
  if (listed.length === 0) return "";
  const shown = listed.slice(0, MAX_NAMED_LISTED).map((item) => `${item.path} (${stepLabel(item.step)})`).join(", ");
  const more = listed.length > MAX_NAMED_LISTED ? ` and ${listed.length - MAX_NAMED_LISTED} more` : "";
  return `; the output of a cut line shows ${shown}${more} there after it ran`;
}
