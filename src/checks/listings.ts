import type { ToolCall } from "../model.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { echoedText, printedEchoes } from "./shell-verdicts.js";
import { silentFinds } from "./silent-finds.js";
import { cleanFolder, findBounds } from "./find-args.js";
import { chainedListings } from "./chained-listings.js";

/**
 * What a listing command showed about the paths under a folder: `ls [dir]` names one folder's
 * entries; `find dir [-maxdepth N] [-type f|d]` names every path under dir down to N levels. A path
 * the listing covers is present when named, absent when not.
 */
export interface Listing {
  call: number;
  /** The folder listed, as the command named it ("" for the current folder). */
  folder: string;
  /** Entry paths relative to the folder (`a.py`, `sub/b.py` for find). */
  entries: Set<string>;
  /** How deep under the folder the listing reaches: 1 for ls, -maxdepth (or unbounded) for find. */
  depth: number;
  /** `find … -name a -o -name 'b.*'`: the listing covers only paths whose name one of these tests matches. */
  named?: (name: string) => boolean;
  /** `ls` without `-a` or `-A` leaves out names that start with a dot: it covers none of them. */
  hidesDotNames?: boolean;
}

/** `ls`, `ls -la`, `ls dir`: one folder's plain listing (no recursion `-R`, no `-d`, no glob, no file operands). */
const LS_LISTING = /^\s*ls(?:\s+-[a-zA-QS-Zac-z1]+)*(?:\s+([\w./][\w./-]*))?\s*$/;
/** A line that starts with an `ls` and goes on: it may be several listings in a row. */
const CHAINED_LS = /^\s*ls\b[^|]*?(?:&&|;)/;
/** Commands after `find |` that only reorder its lines. */
const REORDERS = new Set(["sort"]);

/** The listings a successful call made: an `ls`, a find whose lines the output shows, or finds that printed nothing. */
export function listingsOf(command: string, output: string, call: number): Listing[] {
  const hidesDotNames = !/\s-[a-zA-Z1]*[aA]/.test(command);
  const ls = LS_LISTING.exec(command);
  if (ls) return [{ call, folder: cleanFolder(ls[1] ?? ""), entries: lsNames(output), depth: 1, hidesDotNames }];
  const recursive = LS_RECURSIVE.exec(command);
  if (recursive) {
    const folder = cleanFolder(recursive[1] ?? "");
    const entries = recursiveNames(output, folder);
    return entries === null ? [] : [{ call, folder, entries, depth: Number.POSITIVE_INFINITY, hidesDotNames }];
  }
  const chained = chainedLsListings(command, output, call);
  if (chained.length > 0) return chained;
  // most calls are not a find: parse only those that hold one
  if (!/(?:^|[;&|(]\s*)find\s/.test(command)) return [];
  const listing = findListing(command, output, call);
  return listing === null ? silentFinds(simpleCommands(command), output, call) : [listing];
}

/** `ls -a && ls tests`: each folder's entries, where the output shows which are whose (chained-listings.ts); else none. */
export function chainedLsListings(command: string, output: string, call: number): Listing[] {
  if (!CHAINED_LS.test(command)) return [];
  const chained = chainedListings(simpleCommands(command), output) ?? [];
  return chained.map((item) => ({
    call, folder: cleanFolder(item.folder), entries: new Set(item.names), depth: 1, hidesDotNames: !item.showsDotNames,
  }));
}

/** Agents' listing tools (`ls`, `list_directory`, `list_dir`, `list_files`): one folder named by the input. */
const LIST_TOOL = /^(?:ls|list_?dir(?:ectory)?|list_?files)$/i;
/** The input keys that name the folder a listing tool lists. */
const FOLDER_KEYS = ["path", "dir_path", "directory"] as const;
/** A listing tool's header line (`Directory listing for /app:`), not an entry. */
const LISTING_HEADER = /^Directory listing for .+:$/;

/**
 * The listing a listing tool made: its folder (absolute), `depth` levels (1 unless the input says), one
 * entry a line (`[DIR] name` or `name/` for a folder). Any other shape (a tree drawn with dashes, a
 * note) is not read.
 */
export function toolListing(call: ToolCall, index: number): Listing | null {
  if (call.command !== null || call.isError || call.output === null || !LIST_TOOL.test(call.name)) return null;
  const folder = FOLDER_KEYS.map((key) => call.input[key]).find((value): value is string => typeof value === "string");
  if (folder === undefined || !folder.startsWith("/")) return null;
  const depth = typeof call.input.depth === "number" && call.input.depth >= 1 ? call.input.depth : 1;
  const lines = call.output.split(/\r?\n/).filter((line) => line.trim() !== "" && !LISTING_HEADER.test(line.trim()));
  const entries = new Set<string>();
  // deeper levels are indented under their folder, two spaces a level
  const folders: string[] = [];
  for (const line of lines) {
    const indent = /^ */.exec(line)![0].length;
    const name = line.trim().replace(/^\[DIR\]\s+/, "").replace(/\/$/, "");
    const level = indent / LISTING_INDENT;
    if (!Number.isInteger(level) || level > folders.length || level >= depth || name === "" || /^[-*•|`/]|\s{2}|:\s/.test(name)) return null;
    folders.length = level;
    entries.add([...folders, name].join("/"));
    folders.push(name);
  }
  return { call: index, folder: cleanFolder(folder), entries, depth };
}

/** How far a listing tool indents each level below the first. */
const LISTING_INDENT = 2;

function findListing(command: string, output: string, call: number): Listing | null {
  const line = simpleCommands(command);
  const at = line.findIndex((item) => item.words[0] === "find" && !item.nested);
  const find = line[at];
  if (find === undefined || line.some((item) => item.nested)) return null;
  const bounds = findBounds(find.words.slice(1));
  if (bounds === null) return null;
  const prefix = bounds.folder === "." ? "" : `${bounds.folder}/`;
  const own = ownFindLines(line, at, bounds.folder, output);
  if (own === null) return null;
  const entries = new Set<string>();
  for (const path of own) {
    // a line that is not a path under the folder: an error or a note, so the output is not a listing
    if (prefix !== "" && !path.startsWith(prefix) && path !== bounds.folder) return null;
    entries.add(path.slice(prefix.length));
  }
  const named = bounds.named === null ? {} : { named: bounds.named };
  return { call, folder: bounds.folder === "." ? "" : bounds.folder, entries, depth: bounds.depth, ...named };
}

/**
 * The lines find printed, or null when the output does not show which they are. Alone or piped to
 * `sort`: the whole output. After commands in a sequence (`pwd; python3 --version; find /app …`):
 * the output's tail under the folder. Before an `&&` chain that ends the line (`printf 'files:\n' &&
 * find /app -name a && python3 …`, a call that exited 0, so find did): the lines under the folder
 * that follow what came before it (the line's start, or an echo's printed line just before it).
 * Only for an absolute folder, whose paths show whose line is whose.
 */
function ownFindLines(line: readonly SimpleCommand[], at: number, folder: string, output: string): string[] | null {
  const find = line[at]!;
  const before = line.slice(0, at);
  const after = line.slice(at + 1);
  const prefix = folder === "." ? "" : `${folder}/`;
  const lines = output.split(/\r?\n/).map((raw) => raw.trim().replace(/^\.\//, "")).filter((path) => path !== "");
  if (after.every((item) => REORDERS.has(item.words[0] ?? "") && item.words.length === 1)) {
    if (after.length > 0 && find.next !== "|") return null;
    if (before.length === 0) return lines;
    if (after.length > 0 || !before.every((item) => item.next === ";" || item.next === "&&") || !folder.startsWith("/")) return null;
    return trailingUnder(lines, prefix);
  }
  if (!folder.startsWith("/") || ![find, ...after.slice(0, -1)].every((item) => item.next === "&&")) return null;
  if (before.length === 0) return leadingUnder(lines, folder);
  const echo = printedEchoes(line, output).get(at - 1);
  const text = echoedText(line[at - 1]!);
  if (echo === undefined || text === null) return null;
  const start = echo.at + text.split("\n").length;
  return leadingUnder(output.split(/\r?\n/).slice(start).map((raw) => raw.trim()).filter((path) => path !== ""), folder);
}

/** The output's first lines that are the folder or lie under it: what a find starting the part printed. */
function leadingUnder(lines: readonly string[], folder: string): string[] {
  let to = 0;
  while (to < lines.length && (lines[to] === folder || lines[to]!.startsWith(`${folder}/`))) to += 1;
  return lines.slice(0, to);
}

/** The output's last lines that lie under the folder: what a find ending the line printed. */
function trailingUnder(lines: readonly string[], prefix: string): string[] {
  let from = lines.length;
  while (from > 0 && lines[from - 1]!.startsWith(prefix)) from -= 1;
  return lines.slice(from);
}



/** Whether the listing covers a path: it lies under the listed folder, no deeper than listed. */
export function listingCovers(listing: Listing, path: string): string | null {
  const folder = listing.folder;
  let rest: string;
  if (folder === "") {
    if (path.startsWith("/")) return null;
    rest = path;
  } else if (path.startsWith(`${folder}/`)) {
    rest = path.slice(folder.length + 1);
  } else {
    return null;
  }
  if (rest === "" || rest.split("/").length > listing.depth) return null;
  if (listing.hidesDotNames === true && rest.split("/").some((part) => part.startsWith("."))) return null;
  if (listing.named !== undefined && !listing.named(rest.split("/").at(-1)!)) return null;
  return rest;
}

/** Present when the listing names the path or a path under it (a folder holding listed files), else absent. */
export function listedFact(listing: Listing, rest: string): "present" | "absent" {
  if (listing.entries.has(rest)) return "present";
  for (const entry of listing.entries) if (entry.startsWith(`${rest}/`)) return "present";
  return "absent";
}


/** `ls -R [dir]` (with `-a`, `-A` or `-1` beside it): every folder under it, a block each, bare names. */
const LS_RECURSIVE = /^\s*ls\s+-(?=[aA1]*R)[aAR1]+(?:\s+([\w./][\w./-]*))?\s*$/;

/**
 * The paths an `ls -R` output names, relative to the folder listed: each block opens with its folder
 * (`./build/lib:`), then its entries. Null when the output is not in that shape.
 */
function recursiveNames(output: string, listed: string): Set<string> | null {
  const entries = new Set<string>();
  let folder: string | null = null;
  for (const line of output.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    if (trimmed.endsWith(":") && !trimmed.includes(" ")) {
      const heading = cleanFolder(trimmed.slice(0, -1));
      // headings name folders under the one listed (`/app:`, `/app/src:`; `.:`, `./src:`)
      if (heading !== listed && !heading.startsWith(listed === "" ? "" : `${listed}/`)) return null;
      folder = heading === listed ? "" : heading.slice(listed === "" ? 0 : listed.length + 1);
      continue;
    }
    // names before the first folder's heading (`ls -R` of one folder opens with `.:`) or with spaces in a block: not this shape
    if (folder === null || /\s/.test(trimmed)) return null;
    entries.add(folder === "" ? trimmed : `${folder}/${trimmed}`);
  }
  return folder === null ? null : entries;
}

/** The entry names of an `ls` output: bare names, or the last field of `ls -l` lines. */
function lsNames(output: string): Set<string> {
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
