import type { SimpleCommand } from "./simple-commands.js";
import { samePath } from "./paths.js";

/**
 * `git diff > /tmp/p.patch && git checkout . && cargo test; git apply /tmp/p.patch`: the agent saved its change as a
 * patch, put the original code back, ran the tests there and applied the patch again. Applying that saved patch puts
 * the change back, so the original code ends there, as at `git stash pop`; and `git apply -R` of a saved patch of the
 * whole change, with no edit of the work since it was saved, takes it out, as `git stash` does. Another patch (new
 * tests applied onto the original code) changes neither, and an apply git refused changed nothing.
 */

/** Options with which `git apply` only reads the patch (`--check`, `--stat`) or changes only the index (`--cached`). */
const CHANGES_NO_TREE = /^--(?:check|stat|numstat|summary|cached)$/;
/** `git diff` options that compare another pair than the work tree and the index or commit the change is on top of. */
const OTHER_COMPARISON = /^--(?:cached|staged|no-index)$/;
/** git's words when it applied nothing: `error: patch failed: a.py:3`, `error: a.py: patch does not apply`. */
const REFUSED = /^error: (?:patch failed|.*patch does not apply|corrupt patch|No valid patches)/m;

/** Why a run after `git apply -R` of the saved patch of the whole change saw the original code. */
export const REVERSED = "with the change taken out (git apply -R of its saved diff)";

/** A saved patch: the file, and the paths its `git diff` was limited to (none: the whole change). */
interface SavedPatch {
  file: string;
  paths: readonly string[];
}

export class SavedPatches {
  private saved: SavedPatch[] = [];

  /** The work was edited: a patch saved before holds an older change than the tree's. */
  outdated(): void {
    this.saved = [];
  }

  /**
   * The state after the command: REVERSED after `git apply -R` of a saved patch of the whole change (`restores` says
   * whether its paths put back every file the change updated); null after `git apply` of a saved patch; else unchanged.
   */
  after(command: SimpleCommand, aside: string | null, output: string, restores: (paths: readonly string[]) => boolean): string | null {
    const [tool, verb, ...rest] = command.words;
    if (tool !== "git") return aside;
    if (verb === "diff") this.remember(command, rest);
    if (verb !== "apply" || rest.some((word) => CHANGES_NO_TREE.test(word)) || REFUSED.test(output)) return aside;
    const files = rest.filter((word) => !word.startsWith("-"));
    const patch = this.saved.find((item) => files.some((file) => samePath(file, item.file)));
    if (patch === undefined) return aside;
    if (!rest.some((word) => word === "-R" || word === "--reverse")) return null;
    return patch.paths.length === 0 || restores(patch.paths) ? REVERSED : aside;
  }

  /** A `git diff` of the tree against its base written to a file: the change, saved. */
  private remember(command: SimpleCommand, rest: readonly string[]): void {
    if (command.writes.length !== 1 || command.stdoutShown || rest.some((word) => OTHER_COMPARISON.test(word))) return;
    const dashes = rest.indexOf("--");
    const paths = dashes === -1 ? rest.filter((word) => !word.startsWith("-") && word.includes("/")) : rest.slice(dashes + 1);
    // a revision (`git diff HEAD~1`) compares commits, not the change in the tree
    if (dashes === -1 && rest.some((word) => !word.startsWith("-") && !word.includes("/") && word !== "HEAD")) return;
    this.saved.push({ file: command.writes[0]!, paths });
  }
}
