import { indentOf } from "../words.js";
/**
 * An existing test made to stop before its assertions after it failed on the change: `if …: return` put at the top of
 * `test_parameterize_with_multi_character_separator` once its rows failed. It is a skip without a skip's marker: the
 * assertions below it no longer run for the cases the guard picks, and those are the cases that failed.
 */
import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { testNameOf } from "./added-tests.js";
import { failingTests } from "./failing-tests.js";
import { failureNames } from "./skipped-failing.js";
import { evidence, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/** A statement that leaves the test: Python's `return` (alone or after an `if …:` on its line), JavaScript's or Go's `return;`. */
const RETURN = /^\s*(?:if\b[^#\n]*:\s*)?return(?:\s+None)?\s*;?\s*(?:(?:#|\/\/).*)?$/;
/** Lines read below the return for the assertions it now passes over. */
const MAX_LINES_AFTER = 40;

/** Each added early return in a test the diff keeps (not adds), after a failed run named that test, with that run's step. */
export function earlyReturnsAfterFailing(
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  calls: readonly ToolCall[],
  isTestFile: (path: string) => boolean,
  assertion: RegExp,
): Evidence[] {
  const failed = runs.filter((run) => run.outcome === "failed" && run.output !== null);
  if (failed.length === 0) return [];
  return diff.filter((file) => file.status === "modified" && isTestFile(file.path)).flatMap((file) => file.lines.flatMap((line, index): Evidence[] => {
    if (line.kind !== "+" || !RETURN.test(line.text)) return [];
    const owner = enclosingTest(file, index);
    // the test existed before the diff: its definition is a line the diff keeps; the return stands in its own body (or
    // an `if` of it), not in a function the test defines
    if (owner === null || owner.line.kind !== " " || !inOwnBody(file.lines, index, owner.indent, owner.bodyLevels)) return [];
    if (!assertsBelow(file.lines, index, owner.indent, assertion)) return [];
    // a call after the failed run wrote the line (with the line before it: a bare `return` is in many edits)
    const text = JSON.stringify(`${(file.lines[index - 1]?.text ?? "").trimStart()}\n${line.text.trimEnd()}`).slice(1, -1);
    const wrote = (from: number) => calls.slice(from + 1).some((call) => JSON.stringify(call.input ?? call.command ?? "").includes(text));
    const run = failed.find((candidate) => wrote(candidate.call) && failedHere(candidate.output!, owner.name, file.path));
    if (run === undefined) return [];
    return [evidence(run.step, `test made to return early after it failed (${stepLabel(run.step)}): ${line.text.trim()}`, `${file.path}:${line.newLine}`)];
  }));
}

/** Lines at column 0 that do not end a function's body: a comment, a decorator, a header's closing bracket (`) -> None:`). */
const MODULE_LEVEL_KEEPS_BODY = /^[#@)\]}]/;

/**
 * The test whose body holds line `index`: the nearest definition above it with less indent, in its hunk, or the one git
 * names in the hunk's header when the hunk starts inside the body (`@@ -396,6 +396,8 @@ def test_x(`), if it is a test's.
 */
export function enclosingTest(file: DiffFile, index: number): { line: DiffLine; name: string; indent: number; bodyLevels: number } | null {
  const { lines } = file;
  const own = indentOf(lines[index]!.text);
  const hunk = (file.hunks ?? []).findLast((candidate) => candidate.at <= index);
  for (let at = index - 1; at >= (hunk?.at ?? 0); at -= 1) {
    const line = lines[at]!;
    if (line.kind === "-" || line.text.trim() === "" || indentOf(line.text) >= own) continue;
    const name = testNameOf(line.text);
    if (name !== null) return { line, name, indent: indentOf(line.text), bodyLevels: 1 };
    // a block of the body (`if …:`, `for …:`) goes on up; the definition of something else ends the search, and so does
    // a statement at the module's level (`SKIPPED = [`): no function's body goes on past it
    if (DEFINITION.test(line.text) || (indentOf(line.text) === 0 && !MODULE_LEVEL_KEEPS_BODY.test(line.text))) return null;
  }
  const section = hunk?.section ?? "";
  // git's default header names a test method's class (`class TestFetch:`): the class stands for its tests
  const test = testNameOf(section);
  const name = test ?? TEST_CLASS.exec(section)?.[1] ?? null;
  // the header's definition stands above the hunk, so the diff keeps it; a method's body is two levels under its class
  const line: DiffLine = { kind: " ", text: section, oldLine: null, newLine: null };
  return name === null ? null : { line, name, indent: indentOf(section), bodyLevels: test === null ? 2 : 1 };
}
/** A test class's header: `class TestFetch:`, `class TestFetch(unittest.TestCase):`. */
const TEST_CLASS = /^\s*class\s+(Test\w*)\b/;
/** A definition of a function or a class. */
const DEFINITION = /^\s*(?:async\s+)?(?:def|class|function|func)\b/;

/** An assertion stands below the return, in the same test's body. */
function assertsBelow(lines: readonly DiffLine[], index: number, testIndent: number, assertion: RegExp): boolean {
  for (const line of lines.slice(index + 1, index + 1 + MAX_LINES_AFTER)) {
    if (line.kind === "-" || line.text.trim() === "") continue;
    if (indentOf(line.text) <= testIndent) return false;
    if (assertion.test(line.text)) return true;
  }
  return false;
}

/**
 * The return is in the test's own body: the blocks that hold it, read up to the test's definition, are `if`s (and the
 * body itself), never a `def` or a `lambda`'s body; when the definition is above the hunk, the blocks the hunk shows.
 */
function inOwnBody(lines: readonly DiffLine[], index: number, testIndent: number, levels: number): boolean {
  let indent = indentOf(lines[index]!.text);
  for (let at = index - 1; at >= 0 && indent > testIndent; at -= 1) {
    const line = lines[at]!;
    if (line.kind === "-" || line.text.trim() === "" || indentOf(line.text) >= indent) continue;
    indent = indentOf(line.text);
    if (indent <= testIndent) return true;
    if (!/^\s*(?:if|elif|else)\b/.test(line.text)) return false;
  }
  // the hunk starts inside the body: the outermost block it shows stands in the test's body, one level in (two under a
  // test class's header, for its method's body); deeper, it is in a function the test defines
  return indent <= testIndent + levels * BODY_INDENT;
}
/** One level of a Python body's indent. */
const BODY_INDENT = 4;

/** A failed run named the test, in this file where its ids name files (`tests/test_a.py::test_x`, not another file's). */
function failedHere(output: string, name: string, path: string): boolean {
  const bare = name.split(".").at(-1)!;
  if (!failureNames(output, bare)) return false;
  const ids = failingTests(output).filter((id) => id.split(/[.#/:\s[]/).includes(bare));
  const file = path.split("/").at(-1)!;
  return !ids.some((id) => id.includes("::")) || ids.some((id) => id.includes(file));
}

