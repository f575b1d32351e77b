import { simpleCommands } from "./simple-commands.js";

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
  /** `find … -name a -o -name b`: the listing covers only paths with these names. */
  names?: ReadonlySet<string>;
}

/** `ls`, `ls -la`, `ls dir`: one folder's plain listing (no recursion `-R`, no `-d`, no glob, no file operands). */
const LS_LISTING = /^\s*ls(?:\s+-[a-zA-QS-Zac-z1]+)*(?:\s+([\w./-]+))?\s*$/;
/** find's predicates that keep a listing whole: depth bounds, a type, printing the path. */
const FIND_KEEPS_ALL = new Set(["-maxdepth", "-mindepth", "-type", "-print", "-printf"]);
/** Commands after `find |` that only reorder its lines. */
const REORDERS = new Set(["sort"]);

/** The listing a successful call made, or null when it made none. */
export function listingOf(command: string, output: string, call: number): Listing | null {
  const ls = LS_LISTING.exec(command);
  if (ls) return { call, folder: cleanFolder(ls[1] ?? ""), entries: lsNames(output), depth: 1 };
  return findListing(command, output, call);
}

function findListing(command: string, output: string, call: number): Listing | null {
  // most calls are not a find: parse only those that hold one
  if (!/(?:^|[;&]\s*)find\s/.test(command)) return null;
  const line = simpleCommands(command);
  const at = line.findIndex((item) => item.words[0] === "find" && !item.nested);
  const find = line[at];
  if (find === undefined || line.some((item) => item.nested)) return null;
  const after = line.slice(at + 1);
  if (!after.every((item) => REORDERS.has(item.words[0] ?? "") && item.words.length === 1)) return null;
  if (after.length > 0 && find.next !== "|") return null;
  // commands before it in a sequence (`pwd; python3 --version; find /app …`) print first: find's
  // own lines are the output's tail, so only an absolute folder, whose paths show whose line is whose
  const before = line.slice(0, at);
  if (before.length > 0 && (after.length > 0 || !before.every((item) => item.next === ";" || item.next === "&&"))) return null;
  const bounds = findBounds(find.words.slice(1));
  if (bounds === null || (before.length > 0 && !bounds.folder.startsWith("/"))) return null;
  const prefix = bounds.folder === "." ? "" : `${bounds.folder}/`;
  const lines = output.split(/\r?\n/).map((raw) => raw.trim().replace(/^\.\//, "")).filter((path) => path !== "");
  const own = before.length > 0 ? trailingUnder(lines, prefix) : lines;
  const entries = new Set<string>();
  for (const path of own) {
    // a line that is not a path under the folder: an error or a note, so the output is not a listing
    if (prefix !== "" && !path.startsWith(prefix) && path !== bounds.folder) return null;
    entries.add(path.slice(prefix.length));
  }
  const names = bounds.names === null ? {} : { names: bounds.names };
  return { call, folder: bounds.folder === "." ? "" : bounds.folder, entries, depth: bounds.depth, ...names };
}

/** The output's last lines that lie under the folder: what a find ending the line printed. */
function trailingUnder(lines: readonly string[], prefix: string): string[] {
  let from = lines.length;
  while (from > 0 && lines[from - 1]!.startsWith(prefix)) from -= 1;
  return lines.slice(from);
}

/**
 * The folder, depth and names of `find DIR [bounds] [-name a -o -name b]`, or null when another
 * predicate filters what is listed (a glob in a name, a size, a time).
 */
function findBounds(args: string[]): { folder: string; depth: number; names: Set<string> | null } | null {
  const [root, ...all] = args;
  if (root === undefined || root.startsWith("-") || /[*?[$]/.test(root)) return null;
  const names = literalNames(all);
  if (names === undefined) return null;
  const rest = names === null ? all : all.filter((arg, index) => !NAME_SYNTAX.has(arg) && all[index - 1] !== "-name");
  let depth = Number.POSITIVE_INFINITY;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index]!;
    if (!FIND_KEEPS_ALL.has(arg)) return null;
    if (arg === "-print") continue;
    const value = rest[++index];
    if (value === undefined) return null;
    if (arg === "-maxdepth") depth = Number(value);
    // a floor on depth, or a format other than the bare path, leaves paths out or changes them
    if (arg === "-mindepth" && value !== "0" && value !== "1") return null;
    if (arg === "-printf" && !/^%p\\n$/.test(value)) return null;
    if (arg === "-type" && value !== "f") return null;
  }
  return Number.isFinite(depth) || depth === Number.POSITIVE_INFINITY ? { folder: cleanFolder(root) || ".", depth, names } : null;
}

/** The words that join `-name` tests: grouping and or. */
const NAME_SYNTAX = new Set(["(", ")", "\\(", "\\)", "-o", "-or", "-name"]);

/**
 * The literal names `-name a [-o -name b]` asks for: null when find has no -name test, undefined
 * when one is a glob or is joined otherwise (an and, a not): then the listing is not read.
 */
function literalNames(args: string[]): Set<string> | null | undefined {
  const at = args.flatMap((arg, index) => (arg === "-name" ? [index] : []));
  if (at.length === 0) return null;
  const names = at.map((index) => args[index + 1]);
  if (names.some((name) => name === undefined || /[*?[\]]/.test(name))) return undefined;
  // the tests must be joined by -o only: `-name a -name b` (and) or `! -name a` lists something else
  const between = args.slice(at[0], at.at(-1)! + 2).filter((arg, index, list) => list[index - 1] !== "-name" && arg !== "-name");
  if (at.length > 1 && !between.every((arg) => arg === "-o" || arg === "-or")) return undefined;
  if (args.includes("!") || args.includes("-not")) return undefined;
  return new Set(names as string[]);
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
  if (listing.names !== undefined && !listing.names.has(rest.split("/").at(-1)!)) return null;
  return rest;
}

/** Present when the listing names the path or a path under it (a folder holding listed files), else absent. */
export function listedFact(listing: Listing, rest: string): "present" | "absent" {
  if (listing.entries.has(rest)) return "present";
  for (const entry of listing.entries) if (entry.startsWith(`${rest}/`)) return "present";
  return "absent";
}

function cleanFolder(folder: string): string {
  return folder.replace(/^\.\/?/, "").replace(/(.)\/+$/, "$1");
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
