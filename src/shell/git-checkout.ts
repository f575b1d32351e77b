/**
 * What `git checkout` or `git restore` of paths puts in the working tree: the committed version
 * (`git checkout -- a.py`, `git restore a.py`: the agent's change is undone), or another version
 * (`git checkout --theirs a.py` in a merge, `git checkout main -- a.py`, `git restore -s HEAD~1 a.py`:
 * a change like any edit). Null when the command puts back no path (a branch switch, `--staged` only).
 * A branch or commit name has no folder or extension; a path has one, or follows `--`.
 */
export interface GitCheckout {
  paths: string[];
  from: "committed" | "other";
}

/** Options that take the version from a merge's side instead of the index. */
const MERGE_SIDE = /^(?:--theirs|--ours|-m|--merge|--conflict(?:=.*)?)$/;
/** `git restore`'s option naming the commit to take the version from. */
const RESTORE_SOURCE = /^(?:-s.*|--source(?:=.*)?)$/;

/** The commit the work tree's version of a path is: `git checkout HEAD -- a.py` takes the committed one, as `--` alone does. */
const IS_HEAD = /^(?:HEAD|@)$/;

/** The commit `git restore -s X` / `--source=X` names, or null without one. */
function restoreSource(args: readonly string[]): string | null {
  const at = args.findIndex((word) => RESTORE_SOURCE.test(word));
  if (at === -1) return null;
  const word = args[at]!;
  if (word === "-s" || word === "--source") return args[at + 1] ?? "";
  return word.startsWith("--source=") ? word.slice("--source=".length) : word.slice("-s".length);
}

export function gitCheckoutOf(argv: readonly string[]): GitCheckout | null {
  const [tool, verb, ...args] = argv;
  if (tool !== "git" || (verb !== "checkout" && verb !== "restore")) return null;
  if (args.includes("-b") || args.includes("-B")) return null;
  if (verb === "restore" && args.includes("--staged") && !args.includes("--worktree")) return null;
  const dashes = args.indexOf("--");
  // the value of `-s X` is a commit, not a path
  const words = args.filter((word, index) => !(index > 0 && (args[index - 1] === "-s" || args[index - 1] === "--source")));
  const before = (dashes === -1 ? words : words.slice(0, words.indexOf("--"))).filter((word) => !word.startsWith("-"));
  const after = dashes === -1 ? [] : args.slice(dashes + 1).filter((word) => !word.startsWith("-"));
  const isPath = (word: string) => word === "." || word.includes("/") || /\.\w+$/.test(word);
  // `git checkout main a.py`: names before the paths are the commit they come from
  const paths = dashes === -1 ? (verb === "checkout" ? before.filter(isPath) : before) : after;
  const revisions = dashes === -1 ? before.filter((word) => verb === "checkout" && !isPath(word)) : before;
  if (paths.length === 0) return null;
  // a name after the paths is not a commit: the command is not read
  if (dashes === -1 && verb === "checkout" && revisions.length > 0 && before.findIndex(isPath) < before.findLastIndex((word) => !isPath(word))) return null;
  const source = verb === "restore" ? restoreSource(args) : null;
  const fromOther = (source !== null && !IS_HEAD.test(source)) || revisions.some((revision) => !IS_HEAD.test(revision));
  const other = args.some((word) => MERGE_SIDE.test(word)) || fromOther;
  return { paths, from: other ? "other" : "committed" };
}
