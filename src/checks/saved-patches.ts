import type { SimpleCommand } from "./simple-commands.js";
import { samePath } from "./paths.js";

/**
 * `git diff > /tmp/p.patch && git checkout . && cargo test; git apply /tmp/p.patch`: the agent saved its change as a
 * patch, put the original code back, ran the tests there and applied the patch again. Applying a patch puts a change
 * back in the tree, so the original code ends there, as at `git stash pop`; and `git apply -R` of the saved patch of the
 * whole change takes it out, as `git stash` does.
 */

/** Options with which `git apply` only reads the patch (`--check`, `--stat`): nothing in the tree changes. */
const READS_ONLY = /^--(?:check|stat|numstat|summary)$/;
/** `git diff` options that compare another pair than the work tree and the index or commit the change is on top of. */
const OTHER_COMPARISON = /^--(?:cached|staged|no-index)$/;

/** Why a run after `git apply -R` of the saved patch of the whole change saw the original code. */
export const REVERSED = "with the change taken out (git apply -R of its saved diff)";

/** A saved patch: the file, and the paths its `git diff` was limited to (none: the whole change). */
interface SavedPatch {
  file: string;
  paths: readonly string[];
}

export class SavedPatches {
  private readonly saved: SavedPatch[] = [];

  /**
   * The state after the command: REVERSED after `git apply -R` of a saved patch of the whole change (`restores` says
   * whether its paths put back every file the change updated); null after any other `git apply`; else unchanged.
   */
  after(command: SimpleCommand, aside: string | null, restores: (paths: readonly string[]) => boolean): string | null {
    const [tool, verb, ...rest] = command.words;
    if (tool !== "git") return aside;
    if (verb === "diff") this.remember(command, rest);
    if (verb !== "apply" || rest.some((word) => READS_ONLY.test(word))) return aside;
    const reverse = rest.some((word) => word === "-R" || word === "--reverse");
    if (!reverse) return null;
    const files = rest.filter((word) => !word.startsWith("-"));
    const patch = this.saved.find((item) => files.some((file) => samePath(file, item.file)));
    return patch !== undefined && (patch.paths.length === 0 || restores(patch.paths)) ? REVERSED : aside;
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
