import type { DiffFile } from "../evidence/diff.js";
import { isTestFile } from "./weakened-tests.js";

/**
 * A name the PR removes from the code (a function, class or constant defined on a removed line and
 * defined on no added line: renamed or deleted), and a failure whose own words name it missing
 * (`ImportError: cannot import name 'read_rows'`, `has no attribute`, go's `undefined: X`): the change
 * caused that failure, whatever the agent said of it.
 */

/** A line that defines a name, in the common languages; group 1 is the name. */
const DEFINITIONS = [
  /^\s*(?:async\s+)?def\s+(\w+)\s*\(/,
  /^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+(\w+)/,
  /^([A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)/,
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s+(\w+)/,
  /^\s*export\s+(?:const|let|var|type|interface|enum)\s+(\w+)/,
  /^func\s+(?:\([^)]*\)\s*)?(\w+)\s*[[(]/,
  /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+(\w+)/,
];
/** A failure's own words that a name is missing where it was looked up; group 1 is the name. */
const MISSING_NAME = [
  /cannot import name '(\w+)'/,
  /has no attribute '(\w+)'/,
  /name '(\w+)' is not defined/,
  /has no exported member '(\w+)'/,
  /does not provide an export named '(\w+)'/,
  /^\S+\.go:\d+:\d+: undefined: (?:\w+\.)?(\w+)$/m,
  /has no field or method (\w+)\)/,
  /cannot find (?:function|value|struct|type) `(\w+)`/,
];
/** Names this short or common (`main`, `x`) say too little to tie a failure to the change. */
const MIN_NAME = 4;

/** The names defined on the PR's removed lines of non-test code and on none of its added lines. */
export function removedNames(diff: readonly DiffFile[] | null): ReadonlySet<string> {
  if (diff == null) return new Set();
  const defined = (kind: "+" | "-") => new Set(diff.filter((file) => !isTestFile(file.path)).flatMap((file) =>
    file.lines.filter((line) => line.kind === kind).flatMap((line) => nameDefined(line.text) ?? [])));
  const added = defined("+");
  return new Set([...defined("-")].filter((name) => !added.has(name) && name.length >= MIN_NAME));
}

/**
 * The names of the code's functions and classes the PR changes: those git names in its hunk headers (`@@ … @@ def
 * take_nth(n, seq):`) and those defined on its changed lines; test files aside.
 */
export function changedNames(diff: readonly DiffFile[] | null): ReadonlySet<string> {
  if (diff == null) return new Set();
  const code = diff.filter((file) => !isTestFile(file.path));
  const sections = code.flatMap((file) => (file.sections ?? []).flatMap((section) => nameDefined(section) ?? []));
  const lines = code.flatMap((file) => file.lines.filter((line) => line.kind !== " ").flatMap((line) => nameDefined(line.text) ?? []));
  return new Set([...sections, ...lines].filter((name) => name.length >= MIN_NAME));
}

/** The names a PR removes from its code, and those of the functions and classes it changes. */
export interface DiffNames {
  removed: ReadonlySet<string>;
  changed: ReadonlySet<string>;
}

/** The names a PR removes and those it changes, for reading its failures. */
export function diffNames(diff: readonly DiffFile[] | null): DiffNames {
  return { removed: removedNames(diff), changed: changedNames(diff) };
}

/** The removed name a failure's output says is missing, or null. */
export function missingRemovedName(output: string | null, removed: ReadonlySet<string>): string | null {
  if (output === null || removed.size === 0) return null;
  for (const pattern of MISSING_NAME) {
    for (const found of output.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) if (removed.has(found[1]!)) return found[1]!;
  }
  return null;
}

export function nameDefined(text: string): string | null {
  for (const pattern of DEFINITIONS) {
    const found = pattern.exec(text);
    if (found !== null) return found[1]!;
  }
  return null;
}

/** " Its `cannot import name 'read_rows'` names `read_rows`, which the PR removes." for the first failure that says so. */
export function removedNameNote(failures: readonly { run: { output: string | null } }[], removed: ReadonlySet<string>): string {
  for (const { run } of failures) {
    const name = missingRemovedName(run.output, removed);
    if (name !== null) return ` Its output says \`${name}\` is missing, a name the PR's change removes: the change caused this failure.`;
  }
  return "";
}
