import type { Trajectory } from "../model.js";
import type { PathFact, PathFacts } from "../shell/file-tests.js";
import { samePath } from "./paths.js";
import { resolvePath } from "../shell/paths.js";
import { isCut } from "../shell/cut-mark.js";
import { listedFact, listingCovers, listingsOf, toolListing, type Listing } from "./listings.js";
import { filledBetween, fillings, type Filling } from "./filled-folders.js";
import { shownThere } from "./held-reads.js";

/**
 * What the transcript showed about a path before a given call, the latest evidence winning: the
 * agent wrote it (present) or deleted it (absent); a listing of its folder showed it or lacked it;
 * an error said it is missing; a file test or a read of it held (present). A file test in a command
 * (`if [ -f check.py ]`) is resolved from it.
 */

interface Sighting {
  call: number;
  path: string;
  fact: Exclude<PathFact, null>;
}

/** Errors that name a missing path: `ls: cannot access 'x'`, `cat: x: No such file`, python's `can't open file`. */
export const MISSING = [
  /^(?:ls|cat|head|tail|stat|wc|less|more): (?:cannot access )?'?([^':\s]+)'?: No such file or directory$/gm,
  /can't open file '([^']+)': \[Errno 2\] No such file or directory/g,
];

/** Words every MISSING pattern holds: an output without them is not searched. */
export const MISSING_WORDS = "No such file or directory";

/** A line that may test a file's existence or `cat` one: only these are read for what they showed there. */
const MAY_READ = /(?:^|[\s;&|(!])(?:test|\[\[?|cat)\s/;

/** What the transcript showed about each path before each call. */
export function pathFactsByCall(trajectory: Trajectory): (call: number) => PathFacts {
  const sighted = sightingsByCall(trajectory);
  return (call) => (path, asFolder) => sighted(call, path)?.fact ?? (asFolder === true && holdsFileWritten(trajectory, call, path) ? "present" : null);
}

/**
 * The agent wrote a file inside folder `path` before `call` (`src/pkg/core.py` for `src/pkg`), and deleted neither it
 * nor a folder above it since: the folder is there. Names are compared whole once both are read from the session's
 * folder (`pkg` is not `src/pkg`); a relative name and an absolute one with no folder to join them say nothing.
 */
function holdsFileWritten(trajectory: Trajectory, call: number, path: string): boolean {
  const cwd = trajectory.meta.cwd ?? null;
  const place = (name: string) => resolvePath(name, cwd)?.replace(/\/+$/, "") ?? null;
  const folder = place(path);
  if (folder === null) return false;
  const before = trajectory.edits.filter((edit) => edit.toolCall !== null && edit.toolCall < call);
  const wrote = before.findLast((edit) => edit.kind !== "delete" && foldersOf(place(edit.path) ?? "").includes(folder));
  if (wrote === undefined) return false;
  // `rm -rf scratch` after writing `scratch/repro/x.py`: the folder may be gone
  return !before.some((edit) => edit.kind === "delete" && edit.toolCall! > wrote.toolCall! && coversFolder(place(edit.path), folder));
}

/** A deleted path that is the folder or one above it. */
const coversFolder = (deleted: string | null, folder: string) => deleted !== null && (deleted === folder || folder.startsWith(`${deleted}/`));

/** Each folder a path lies in, innermost first (`a/b/c.py`: `a/b`, `a`). */
function foldersOf(path: string): string[] {
  const parts = path.split("/");
  return parts.slice(1).map((_, index) => parts.slice(0, parts.length - 1 - index).join("/")).filter((folder) => folder !== "");
}

/** What the transcript last showed about a path before a call, and at which call; null when nothing. */
export type SightingBefore = (call: number, path: string) => { fact: Exclude<PathFact, null>; call: number } | null;

/** Each trajectory's sightings, read once: the runs' reader, the delete reader (absent-deletes.ts) and the diff reader ask. */
const sightingsRead = new WeakMap<Trajectory, SightingBefore>();

export function sightingsByCall(trajectory: Trajectory): SightingBefore {
  const known = sightingsRead.get(trajectory);
  if (known !== undefined) return known;
  // read at the first question, not before: a session none of whose lines tests a file, and which deletes
  // nothing, never asks, and reading every output for sightings took ~14 ms of a 100 MB session's checks (Run 34)
  let read: SightingBefore | null = null;
  const sighted: SightingBefore = (call, path) => (read ??= readPathFacts(trajectory))(call, path);
  sightingsRead.set(trajectory, sighted);
  return sighted;
}

function readPathFacts(trajectory: Trajectory): SightingBefore {
  const sightings: Sighting[] = [];
  const listings: Listing[] = [];
  for (const edit of trajectory.edits) {
    if (edit.toolCall === null) continue;
    sightings.push({ call: edit.toolCall, path: edit.path, fact: edit.kind === "delete" ? "absent" : "present" });
  }
  trajectory.toolCalls.forEach((call, index) => {
    const output = call.output ?? "";
    const mayName = output.includes(MISSING_WORDS);
    for (const pattern of mayName ? MISSING : []) for (const match of output.matchAll(pattern)) sightings.push({ call: index, path: match[1]!, fact: "absent" });
    // most lines test or read no file by name: only those that may are interpreted for it
    if (call.command != null && MAY_READ.test(call.command)) for (const path of shownThere(call)) sightings.push({ call: index, path, fact: "present" });
    // a listing the recorder cut may hide any entry after the cut: it is not read
    if (isCut(output)) return;
    if (call.command === null || call.exitCode !== 0) {
      const listing = toolListing(call, index);
      if (listing) listings.push(listing);
    } else {
      listings.push(...listingsOf(call.command, output, index));
    }
  });
  const fills = fillings(trajectory.toolCalls);
  return (call, path) => factBefore(call, path, sightings, listings, fills);
}

function factBefore(call: number, path: string, sightings: Sighting[], listings: Listing[], fills: readonly Filling[]): Sighting | null {
  const clean = path.replace(/^(?:\.\/)+/, "");
  const seen = sightings.filter((item) => item.call < call && samePath(item.path.replace(/^(?:\.\/)+/, ""), clean)).at(-1);
  const listed = listings
    .filter((item) => item.call < call)
    .map((item) => ({ item, rest: listingCovers(item, clean) }))
    .filter((entry): entry is { item: Listing; rest: string } => entry.rest !== null)
    .map(({ item, rest }): Sighting => ({ call: item.call, path: clean, fact: listedFact(item, rest) }))
    .at(-1);
  const latest = [seen, listed].filter((item): item is Sighting => item !== undefined).sort((a, b) => a.call - b.call).at(-1);
  // absent then, but a merge or an extraction into its folder since may have brought it
  if (latest?.fact === "absent" && filledBetween(fills, clean, latest.call, call)) return null;
  return latest ?? null;
}
