import type { Trajectory } from "../model.js";
import type { PathFact, PathFacts } from "../shell/file-tests.js";
import { samePath } from "./paths.js";

/**
 * What the transcript showed about a path before a given call, the latest evidence winning: the
 * agent wrote it (present) or deleted it (absent); a listing of its folder showed it or lacked it;
 * an error said it is missing. A file test in a command (`if [ -f check.py ]`) is resolved from it.
 */

interface Sighting {
  call: number;
  path: string;
  fact: Exclude<PathFact, null>;
}

interface Listing {
  call: number;
  /** The folder listed, as the command named it ("" for the current folder). */
  folder: string;
  names: Set<string>;
}

/** `ls`, `ls -la`, `ls dir`: one folder's plain listing (no recursion, no glob, no file operands). */
const LISTING = /^\s*ls(?:\s+-[a-zA-Z1]+)*(?:\s+([\w./-]+))?\s*$/;
/** Errors that name a missing path: `ls: cannot access 'x'`, `cat: x: No such file`, python's `can't open file`. */
const MISSING = [
  /^(?:ls|cat|head|tail|stat|wc|less|more): (?:cannot access )?'?([^':\s]+)'?: No such file or directory$/gm,
  /can't open file '([^']+)': \[Errno 2\] No such file or directory/g,
];

export function pathFactsByCall(trajectory: Trajectory): (call: number) => PathFacts {
  const sightings: Sighting[] = [];
  const listings: Listing[] = [];
  for (const edit of trajectory.edits) {
    if (edit.toolCall === null) continue;
    sightings.push({ call: edit.toolCall, path: edit.path, fact: edit.kind === "delete" ? "absent" : "present" });
  }
  trajectory.toolCalls.forEach((call, index) => {
    const output = call.output ?? "";
    for (const pattern of MISSING) for (const match of output.matchAll(pattern)) sightings.push({ call: index, path: match[1]!, fact: "absent" });
    const listed = call.command === null || call.exitCode !== 0 ? null : LISTING.exec(call.command);
    if (listed) listings.push({ call: index, folder: (listed[1] ?? "").replace(/^\.\/?/, "").replace(/\/+$/, ""), names: listedNames(output) });
  });
  return (call) => (path) => factBefore(call, path, sightings, listings);
}

function factBefore(call: number, path: string, sightings: Sighting[], listings: Listing[]): PathFact {
  const clean = path.replace(/^(?:\.\/)+/, "");
  const seen = sightings.filter((item) => item.call < call && samePath(item.path.replace(/^(?:\.\/)+/, ""), clean)).at(-1);
  const listing = listings.filter((item) => item.call < call && inFolder(clean, item.folder)).at(-1);
  const listed: Sighting | undefined = listing && { call: listing.call, path: clean, fact: listing.names.has(baseName(clean)) ? "present" : "absent" };
  const latest = [seen, listed].filter((item): item is Sighting => item !== undefined).sort((a, b) => a.call - b.call).at(-1);
  return latest?.fact ?? null;
}

/** A relative path directly in the listed folder (a bare name is in the current one). */
function inFolder(path: string, folder: string): boolean {
  if (path.startsWith("/")) return false;
  const slash = path.lastIndexOf("/");
  return (slash === -1 ? "" : path.slice(0, slash)) === folder;
}

/** The entry names of an `ls` output: bare names, or the last field of `ls -l` lines. */
function listedNames(output: string): Set<string> {
  const names = new Set<string>();
  for (const line of output.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "" || /^total \d+/.test(trimmed)) continue;
    const long = /^[-dlcbps][rwxsStT-]{9}\S*\s+.*\s(\S+?)(?: -> \S+)?$/.exec(trimmed);
    if (long) names.add(long[1]!);
    else for (const name of trimmed.split(/\s+/)) names.add(name.replace(/[/*@=|]$/, ""));
  }
  return names;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
