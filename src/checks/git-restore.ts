/**
 * The files a git command puts back to their committed state: `git checkout -- a.py`,
 * `git checkout a/b.py`, `git checkout .`, `git restore a.py`; null when it restores none (a branch
 * switch, `git restore --staged`, anything else). A branch or commit name has no folder or
 * extension; a path to put back has one, or follows `--`.
 */
export function restoredFiles(argv: readonly string[]): string[] | null {
  const [tool, verb, ...args] = argv;
  if (tool !== "git" || (verb !== "checkout" && verb !== "restore")) return null;
  if (args.includes("-b") || args.includes("-B")) return null;
  if (verb === "restore" && args.includes("--staged") && !args.includes("--worktree")) return null;
  const dashes = args.indexOf("--");
  const operands = (dashes === -1 ? args : args.slice(dashes + 1)).filter((word) => !word.startsWith("-"));
  const paths = dashes === -1 && verb === "checkout" ? operands.filter((word) => word === "." || word.includes("/") || /\.\w+$/.test(word)) : operands;
  if (paths.length === 0 || (verb === "checkout" && dashes === -1 && paths.length !== operands.length)) return null;
  return paths;
}
