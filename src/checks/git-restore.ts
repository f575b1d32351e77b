import { gitCheckoutOf } from "../shell/git-checkout.js";

/**
 * The files a git command puts back to their committed state: `git checkout -- a.py`,
 * `git checkout a/b.py`, `git checkout .`, `git restore a.py`; null when it restores none (a branch
 * switch, `git restore --staged`, a version taken from another commit or a merge's side, which is a
 * change: src/shell/git-checkout.ts).
 */
export function restoredFiles(argv: readonly string[]): string[] | null {
  const checkout = gitCheckoutOf(argv);
  return checkout?.from === "committed" ? checkout.paths : null;
}
