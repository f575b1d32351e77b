/**
 * Options with which `git apply` or `patch` only read the patch (test it, report on it) or, for
 * `--cached`, apply it to git's index alone: the work tree is left as it was.
 */
const PATCH_LEAVES_TREE = new Set(["--check", "--stat", "--numstat", "--summary", "--dry-run", "--cached"]);

/** Whether a patch command's words leave the work tree as it was. */
export function patchLeavesTree(words: readonly string[]): boolean {
  return words.some((word) => PATCH_LEAVES_TREE.has(word));
}
