import type { Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { samePath } from "./paths.js";
import { escapeRegExp } from "../words.js";
import { stepLabel } from "./quote.js";
import { TEMP } from "./cut-writes.js";

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
/** At most this many listed files are named. */
const MAX_NAMED_LISTED = 2;

/**
 * The absolute paths of files the cut lines' outputs show, no edit records and no note already names, with their
 * steps: only files no earlier output showed by name (an input listed again is not news of the work). The cut lines'
 * listings are found first; earlier outputs are searched only for the few names found, and only when there are some.
 */
function cutListed(trajectory: Trajectory, named: readonly string[]): { path: string; step: number }[] {
  const known = (path: string) =>
    named.some((other) => samePath(other, path)) || trajectory.edits.some((edit) => samePath(edit.path, path));
  const found = new Map<string, { step: number; call: number }>();
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command === null || !isCut(call.command) || call.output === null || !/\/\S/.test(call.output)) return;
    for (const path of filesListed(call.output)) {
      const fresh = found.size < MAX_COUNTED_LISTED && !TEMP.test(path) && !found.has(path) && !known(path);
      if (fresh) found.set(path, { step: call.step, call: index });
    }
  });
  const shownBefore = (path: string, before: number) => {
    const name = new RegExp(`(?:^|[\\s/"'\`:,()])${escapeRegExp(path.split("/").at(-1)!)}(?=$|[\\s/"'\`:,()])`, "m");
    return trajectory.toolCalls.slice(0, before).some((call) => name.test(call.output ?? ""));
  };
  return [...found].filter(([path, { call }]) => !shownBefore(path, call)).map(([path, { step }]) => ({ path, step }));
}

/** The paths an output's `ls -l` entries and `wc` counts name. */
function filesListed(output: string): string[] {
  return [LS_ENTRY, WC_COUNT].flatMap((pattern) => [...output.matchAll(pattern)].map((match) => match[1]!));
}

/** Past this many listed files the rest are not read: the note names two and counts the rest up to this. */
const MAX_COUNTED_LISTED = 20;

/** "; the output of the line cut at step 16 shows /app/weights.json there": or nothing. */
export function cutListedNote(trajectory: Trajectory, named: readonly string[]): string {
  const listed = cutListed(trajectory, named);
  if (listed.length === 0) return "";
  const shown = listed.slice(0, MAX_NAMED_LISTED).map((item) => `${item.path} (${stepLabel(item.step)})`).join(", ");
  const more = listed.length > MAX_NAMED_LISTED ? ` and ${listed.length - MAX_NAMED_LISTED} more` : "";
  return `; the output of a cut line shows ${shown}${more} there after it ran`;
}
