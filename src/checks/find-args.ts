import picomatch from "picomatch";

/**
 * What a `find` command lists, read from its words: its starting points, how deep it goes, and which
 * names its `-name` tests keep. The listing readers (listings.ts, silent-finds.ts) read its output.
 */

/** find's predicates that keep a listing whole: depth bounds, a type, printing the path. */
const FIND_KEEPS_ALL = new Set(["-maxdepth", "-mindepth", "-type", "-print", "-printf"]);

/** What `find DIR [bounds] [-name a -o -name 'b.*']` lists: under which folder, how deep, which names (null: all). */
export interface FindBounds {
  folder: string;
  depth: number;
  named: ((name: string) => boolean) | null;
}

/** Where find's expression starts: after it, no word is a starting point. */
const EXPRESSION_START = /^(?:-|\\?\(|!$)/;

/** The starting points of `find a b -name x`: the words before its expression. */
export function findRoots(args: readonly string[]): { roots: string[]; expression: string[] } {
  const at = args.findIndex((arg) => EXPRESSION_START.test(arg));
  return at === -1 ? { roots: [...args], expression: [] } : { roots: args.slice(0, at), expression: args.slice(at) };
}

/** The bounds of a find's arguments, or null when another predicate filters what is listed (a size, a time, a not). */
export function findBounds(args: readonly string[]): FindBounds | null {
  const [root, ...all] = args;
  if (root === undefined || root.startsWith("-") || /[*?[$]/.test(root)) return null;
  if (all.length > 0 && !EXPRESSION_START.test(all[0]!)) return null;
  const named = nameTests(all);
  if (named === undefined) return null;
  const rest = named === null ? all : all.filter((arg, index) => !NAME_SYNTAX.has(arg) && all[index - 1] !== "-name");
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
  return Number.isFinite(depth) || depth === Number.POSITIVE_INFINITY ? { folder: cleanFolder(root) || ".", depth, named } : null;
}

/** The words that join `-name` tests: grouping and or. */
const NAME_SYNTAX = new Set(["(", ")", "\\(", "\\)", "-o", "-or", "-name"]);

/**
 * The test of the names `-name a [-o -name 'b.*']` asks for: null when find has no -name test,
 * undefined when one is joined otherwise (an and, a not): then the listing is not read. A pattern
 * matches as find's does, a leading dot included.
 */
function nameTests(args: readonly string[]): ((name: string) => boolean) | null | undefined {
  const at = args.flatMap((arg, index) => (arg === "-name" ? [index] : []));
  if (at.length === 0) return null;
  const names = at.map((index) => args[index + 1]);
  if (names.some((name) => name === undefined || name.includes("/"))) return undefined;
  // the tests must be joined by -o only: `-name a -name b` (and) or `! -name a` lists something else
  const between = args.slice(at[0], at.at(-1)! + 2).filter((arg, index, list) => list[index - 1] !== "-name" && arg !== "-name");
  if (at.length > 1 && !between.every((arg) => arg === "-o" || arg === "-or")) return undefined;
  if (args.includes("!") || args.includes("-not")) return undefined;
  const literal = new Set((names as string[]).filter((name) => !/[*?[\]]/.test(name)));
  const patterns = (names as string[]).filter((name) => !literal.has(name)).map((name) => picomatch(name, { dot: true }));
  return (name) => literal.has(name) || patterns.some((matches) => matches(name));
}

/** A folder as a listing names it: no leading `./`, no trailing slash. */
export function cleanFolder(folder: string): string {
  return folder.replace(/^\.\/?/, "").replace(/(.)\/+$/, "$1");
}
