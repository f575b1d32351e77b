import { testNameOf } from "./added-tests.js";
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
 * The names of the code's functions the PR changes: each changed line's enclosing definition. Within a hunk that is the
 * last definition line above it (context or changed), or the one git names in the hunk's header when the changed line is
 * indented under it before any other definition (a hunk that adds a function after `def parse_date` changes only the
 * new one); test files aside.
 */
export function changedNames(diff: readonly DiffFile[] | null): ReadonlySet<string> {
  const names = new Set<string>();
  for (const file of diff ?? []) {
    if (isTestFile(file.path)) continue;
    const hunks = file.hunks ?? [{ at: 0, section: "" }];
    hunks.forEach((hunk, index) => {
      let owner: { name: string; indent: number } | null = sectionOwner(hunk.section);
      for (const line of file.lines.slice(hunk.at, hunks[index + 1]?.at ?? file.lines.length)) {
        const defined = nameDefined(line.text);
        const indent = line.text.length - line.text.trimStart().length;
        if (defined !== null) owner = { name: defined, indent };
        if (line.kind === " " || line.text.trim() === "") continue;
        if (defined !== null) names.add(defined);
        else if (owner !== null && indent > owner.indent) names.add(owner.name);
      }
    });
  }
  return new Set([...names].filter((name) => name.length >= MIN_NAME));
}

/** The definition a hunk's header names, as the owner of the lines indented under it. */
function sectionOwner(section: string): { name: string; indent: number } | null {
  const name = nameDefined(section);
  return name === null ? null : { name, indent: section.length - section.trimStart().length };
}

/** The names a PR removes from its code, those of the functions it changes, and the code lines it adds (trimmed). */
export interface DiffNames {
  removed: ReadonlySet<string>;
  changed: ReadonlySet<string>;
  added: ReadonlySet<string>;
  /** Tests the PR adds, each with the files it adds them to: defined on added lines and on none it removes. */
  newTests: ReadonlyMap<string, readonly string[]>;
  /** The files the PR adds: none of their tests ran on the original code. */
  newFiles: readonly string[];
}

/** The names a PR removes and those it changes, and the lines it adds, for reading its failures. */
export function diffNames(diff: readonly DiffFile[] | null): DiffNames {
  const added = (diff ?? []).flatMap((file) => file.lines.filter((line) => line.kind === "+").map((line) => line.text.trim()));
  const long = added.filter((text) => text.length >= MIN_ADDED_LINE);
  const tests = (kind: "+" | "-") => (diff ?? []).flatMap((file) => file.lines.filter((line) => line.kind === kind)
    .flatMap((line) => testNameOf(line.text) ?? []).map((name) => ({ name, path: file.path })));
  const existing = new Set(tests("-").map(({ name }) => name));
  const newTests = new Map<string, string[]>();
  for (const { name, path } of tests("+").filter((test) => !existing.has(test.name))) newTests.set(name, [...(newTests.get(name) ?? []), path]);
  const newFiles = (diff ?? []).filter((file) => file.status === "added").map((file) => file.path);
  return { removed: removedNames(diff), changed: changedNames(diff), added: new Set(long), newTests, newFiles };
}
/** Added lines shorter than this (`)`, `else:`) could be any line a traceback shows. */
const MIN_ADDED_LINE = 8;

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
