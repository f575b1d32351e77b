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
