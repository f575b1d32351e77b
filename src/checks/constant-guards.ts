import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { isCodeFile } from "./code-files.js";
import { writtenAt } from "./debug-leftovers.js";
import { evidence, named } from "./quote.js";

/**
 * A guard the PR replaces by a constant: `with pd.option_context(…):` or `if x is None:` becomes `if True:`,
 * `if (ready) {` becomes `if (false) {`. The block under it keeps its lines, but now always runs (or never),
 * without the condition or the context it had: the shape of getting code past an error rather than changing
 * what it does, and a change of behaviour the diff's own lines do not show. Held for a person, who may know
 * it is meant.
 */

/**
 * A Python guard or context line, or a C-family `if (…) {`, with its indentation. Not loops: `while True:` with a
 * `break` keeps its condition.
 */
const GUARD = /^(\s*)(?:(?:if|elif|with|async with)\s.*:|if\s*\(.*\)\s*\{?)\s*(?:#.*|\/\/.*)?$/;
/** The same place given a constant: `if True:`, `if 0:`, `if (true) {`, `if (1)`. */
const CONSTANT = /^(\s*)(?:(?:if|elif)\s+\(?(?:True|False|1|0)\)?\s*:|if\s*\(\s*(?:true|false|1|0)\s*\)\s*\{?)\s*(?:#.*|\/\/.*)?$/;

/** The constant guards the PR puts where a guard was, each cited at its line and the step that wrote it. */
export function constantGuards(diff: readonly DiffFile[], calls: readonly ToolCall[]): Evidence[] {
  return diff.filter((file) => file.status === "modified" && isCodeFile(file.path))
    .flatMap((file) => replacedGuards(file.lines).map(({ removed, added }) =>
      evidence(writtenAt(added.text.trim(), calls), `\`${removed.text.trim()}\` replaced by \`${added.text.trim()}\``, `${file.path}:${added.newLine}`)));
}

/** An added constant guard whose change block removed a guard at the same indentation. */
function replacedGuards(lines: readonly DiffLine[]): { removed: DiffLine; added: DiffLine }[] {
  const found: { removed: DiffLine; added: DiffLine }[] = [];
  lines.forEach((line, index) => {
    const constant = line.kind === "+" ? CONSTANT.exec(line.text) : null;
    if (constant === null) return;
    const block = changeBlock(lines, index);
    const removed = block.find((other) => other.kind === "-" && !CONSTANT.test(other.text) && GUARD.exec(other.text)?.[1] === constant[1]);
    if (removed !== undefined) found.push({ removed, added: line });
  });
  return found;
}

/** The run of changed lines (no context line between) that holds the line at `index`. */
function changeBlock(lines: readonly DiffLine[], index: number): DiffLine[] {
  let start = index;
  while (start > 0 && lines[start - 1]!.kind !== " ") start -= 1;
  let end = index;
  while (end < lines.length - 1 && lines[end + 1]!.kind !== " ") end += 1;
  return lines.slice(start, end + 1);
}

/** "The PR replaces a guard by a constant (`with x:` replaced by `if True:`, `a.py:12`), …". */
export function constantGuardsNote(guards: readonly Evidence[]): string {
  if (guards.length === 0) return "";
  const first = guards[0]!;
  const more = guards.length > 1 ? ` and ${guards.length - 1} more` : "";
  return `The PR replaces ${guards.length === 1 ? "a condition or context" : "conditions or contexts"} by a constant (${first.quote}, ${named(first.path ?? "")}${more}): `
    + "the code under it now runs without it; a person should confirm that is meant.";
}
