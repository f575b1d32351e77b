import type { DiffFile } from "../evidence/diff.js";
import type { Evidence } from "../model.js";
import { evidence, named } from "./quote.js";
import { nameDefined } from "./removed-names.js";
import { isCodeFile } from "./code-files.js";
import { isTestFile } from "./weakened-tests.js";

/**
 * A public name the PR removes from a file it keeps (a function, class or constant defined on a removed line and on
 * no added line anywhere, not `_private`), which the task does not name: callers of it break, and a change that
 * deletes more than it was asked to (a replacement that swept up the next function) looks the same. Held for a person,
 * as a deleted file is. A name other removed lines use went with them (a helper of removed code). Names this short say too little.
 */
const MIN_NAME = 4;
/** How many removed names the sentence lists. */
const MAX_LISTED = 3;

export interface RemovedName {
  name: string;
  path: string;
  line: number;
}

/** The public names the PR's kept code files lose, each at its removed line, less those the task names. */
export function removedPublicNames(diff: readonly DiffFile[], task: string | null): RemovedName[] {
  const code = diff.filter((file) => file.status === "modified" && isCodeFile(file.path) && !isTestFile(file.path));
  const added = new Set(diff.flatMap((file) => file.lines.filter((line) => line.kind === "+").flatMap((line) => nameDefined(line.text) ?? [])));
  // a name another removed line uses went with its user (a cache key of a removed cache): a helper of the removed code
  const removedLines = diff.flatMap((file) => file.lines.filter((line) => line.kind === "-").map((line) => line.text));
  const usedByRemoved = (name: string) => {
    const word = new RegExp(`\\b${name}\\b`);
    return removedLines.some((text) => word.test(text) && nameDefined(text) !== name);
  };
  const removed: RemovedName[] = [];
  for (const file of code) {
    for (const line of file.lines) {
      const name = line.kind === "-" ? nameDefined(line.text) : null;
      if (name === null || added.has(name) || name.startsWith("_") || name.length < MIN_NAME || (task ?? "").includes(name)) continue;
      if (usedByRemoved(name)) continue;
      if (!removed.some((item) => item.name === name)) removed.push({ name, path: file.path, line: line.oldLine ?? 0 });
    }
  }
  return removed;
}

/** Each removed name as evidence at its line of the original file. */
export function removedNameEvidence(removed: readonly RemovedName[]): Evidence[] {
  return removed.map((item) => evidence(null, `removed by the PR: ${item.name}`, `${item.path}:${item.line}`));
}

/** "The PR removes `format_num` (`tqdm/std.py`), which the task does not name: a person should confirm that is meant." */
export function removedNamesNote(removed: readonly RemovedName[]): string {
  if (removed.length === 0) return "";
  const listed = removed.slice(0, MAX_LISTED).map((item) => `${named(item.name)} (${named(item.path)})`).join(", ");
  const more = removed.length > MAX_LISTED ? ` and ${removed.length - MAX_LISTED} more` : "";
  return `The PR removes ${listed}${more}, which the task does not name: callers of ${removed.length === 1 ? "it" : "them"} would break; a person should confirm that is meant.`;
}
