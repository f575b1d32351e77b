import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * Rust keeps unit tests in the source file they test (`#[cfg(test)] mod tests`), so a skip there is in no test file:
 * an `#[ignore]` (with or without a reason) the PR adds to a `.rs` file turns off a test that ran before, whatever
 * the file's name. It only ever stands on a test function.
 */
const RUST_SOURCE = /\.rs$/;
const RUST_IGNORE = /^\s*#\[ignore(?:\s*=\s*"[^"\n]*")?\]\s*$/;

/** The `#[ignore]` lines a PR adds to Rust sources outside test files, less those it only moved. */
export function addedRustIgnores(file: DiffFile): DiffLine[] {
  if (!RUST_SOURCE.test(file.path) || file.status !== "modified") return [];
  const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()));
  return file.lines.filter((line) => line.kind === "+" && RUST_IGNORE.test(line.text) && !removed.has(line.text.trim()));
}

/** Rust's marker of a test that passes only when it panics, with or without the message it expects. */
const SHOULD_PANIC = /^\s*#\[should_panic(?:\s*(?:\(\s*expected\s*=\s*"[^"\n]*"\s*\)|=\s*"[^"\n]*"))?\]\s*$/;
/** An attribute line of a Rust item (`#[test]`, `#[cfg(…)]`). */
const ATTRIBUTE = /^\s*#\[/;
/** A function's definition line. */
const RUST_FN = /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?fn\s+\w+/;

/**
 * The `#[should_panic]` lines a PR adds to a Rust test that was there before (its `fn` line unchanged): the test now
 * passes only when the code panics, so an assertion that failed on the change passes. On a test the PR adds, the
 * marker is how a panic is tested, no weakening.
 */
export function addedRustShouldPanics(file: DiffFile): DiffLine[] {
  if (!RUST_SOURCE.test(file.path) || file.status !== "modified") return [];
  const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()));
  return file.lines.filter((line, index) => {
    if (line.kind !== "+" || !SHOULD_PANIC.test(line.text) || removed.has(line.text.trim())) return false;
    const rest = file.lines.slice(index + 1);
    const itemAt = rest.findIndex((next) => next.kind !== "-" && !ATTRIBUTE.test(next.text));
    const item = rest[itemAt];
    if (item === undefined || item.kind !== " " || !RUST_FN.test(item.text)) return false;
    // the test expected a panic before (its marker rewritten, a message given or changed): the same test, or stricter
    return !attributeBlock(file.lines, index, itemAt).some((other) => other.kind !== "+" && /#\[should_panic\b/.test(other.text));
  });
}

/** The attribute lines (and removed lines) around the one at `index`, up to the item `itemAt` lines after it. */
function attributeBlock(lines: readonly DiffLine[], index: number, itemAt: number): DiffLine[] {
  let from = index;
  while (from > 0 && (ATTRIBUTE.test(lines[from - 1]!.text) || lines[from - 1]!.kind === "-")) from -= 1;
  return lines.slice(from, index + 1 + itemAt);
}
