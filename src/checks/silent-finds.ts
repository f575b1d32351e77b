import type { SimpleCommand } from "./simple-commands.js";
import type { Listing } from "./listings.js";
import { findBounds, findRoots } from "./find-args.js";

/**
 * Finds that printed nothing. A find over an absolute folder prints every path it matches with that
 * folder in front, so when it surely ran, its standard output went to the call's output, and no line
 * of that output is the folder or lies under it, it matched nothing: what it covers is absent
 * (`find /app -maxdepth 2 -name 'check.*' -print; ls /app` printing only `ls`'s names shows no
 * `/app/check.py`). A line may hold several such finds; each is its own listing.
 */
export function silentFinds(line: readonly SimpleCommand[], output: string, call: number): Listing[] {
  if (ELIDED_MIDDLE.test(output)) return [];
  const shown = output.split(/\r?\n/).map((raw) => raw.trim());
  const listings: Listing[] = [];
  for (const command of line) {
    if (command.words[0] !== "find" || !printsToCall(command)) continue;
    // `find /app /app/repo -maxdepth 1 …`: each starting point is searched with the same expression
    const { roots, expression } = findRoots(command.words.slice(1));
    for (const root of roots) {
      const bounds = findBounds([root, ...expression]);
      if (bounds === null || !bounds.folder.startsWith("/")) continue;
      const folder = bounds.folder;
      if (shown.some((text) => text === folder || text.startsWith(`${folder}/`))) continue;
      const named = bounds.named === null ? {} : { named: bounds.named };
      listings.push({ call, folder, entries: new Set(), depth: bounds.depth, ...named });
    }
  }
  return listings;
}

/** A recorder's mark that it left out the middle of an output (`[… 812 characters elided]`): a path may be there. */
const ELIDED_MIDDLE = /\[…\s*\d+\s*(?:chars|characters)\s+(?:elided|omitted)\]/;

/** It surely ran, once, on its own level, and what it printed reached the call's output, not a pipe or a file. */
function printsToCall(command: SimpleCommand): boolean {
  return command.certainty === "ran" && !command.nested && command.stdoutShown && command.next !== "|";
}
