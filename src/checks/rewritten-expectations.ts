import { posix } from "node:path";
import type { Edit, Evidence, Trajectory } from "../model.js";
import { replacements } from "./own-test-rewrites.js";
import type { DiffFile } from "../evidence/diff.js";
import type { CheckContext } from "./context.js";
import { samePath } from "./paths.js";
import { evidence, named, stepLabel } from "./quote.js";
import { selectsPath } from "./selection.js";
import type { VerificationRun } from "./verification.js";
import { escapeRegExp, plural } from "../words.js";
import { restoredAfterEdits, restoredPaths } from "./work.js";
import { testNameOf } from "./added-tests.js";
import { failingTestName } from "./failing-tests.js";

/**
 * A test the change made fail, whose expected values the agent then rewrote: the diff changes lines of
 * an existing test file, and the transcript shows a run of that file (or of the whole suite) that failed
 * after the agent changed the code and while the test held its committed text. The old expectation may have been the
 * bug the issue names, or the change may be wrong: which is for a person to judge.
 */
export interface RewrittenTest {
  file: DiffFile;
  failed: VerificationRun;
  edit: Edit;
  /** The PR changes no file but tests: the test failed on the original code, and only the test changed. */
  codeUnchanged: boolean;
}

export function rewrittenExpectations(
  { trajectory, diff, runs }: CheckContext,
  isTestFile: (path: string) => boolean,
  removesTest: (file: DiffFile) => boolean = () => false,
): RewrittenTest[] {
  if (diff === null) return [];
  const inDiff = (path: string) => diff.some((file) => samePath(file.path, path));
  const found: RewrittenTest[] = [];
  const restores = restoredPaths(trajectory);
  for (const file of diff) {
    // lines of the test replaced, or a test or an assertion of it taken out (a failing test deleted passes too)
    const rewrote = file.lines.some((line) => line.kind === "-") && file.lines.some((line) => line.kind === "+");
    const changed = file.status === "modified" && (rewrote || removesTest(file));
    if (!changed || !isTestFile(file.path)) continue;
    const testEdits = trajectory.edits.filter((item) => samePath(item.path, file.path));
    const lastEdit = testEdits.at(-1);
    // the change came first: an edit of a non-test file of the diff before the failing run; a PR of tests
    // alone changes no code, and a run of the test that failed at any point is the bug it shows
    const codeUnchanged = diff.every((other) => isTestFile(other.path));
    const changeAt = codeUnchanged ? -1 : trajectory.edits.find((item) => inDiff(item.path) && !isTestFile(item.path))?.step;
    if (lastEdit === undefined || changeAt === undefined) continue;
    // the run selected the file, a folder holding it (`pytest testing/logging`), or the whole suite; or it named a test of it failing
    const covers = (run: VerificationRun) => selectsPath(run, file.path)
      || (run.selection.length === 0 && run.kind === "test" && !run.adHoc) || run.failing.some((name) => samePath(name.split("::")[0]!, file.path))
      || (failureLinesOf(run.output, file).length > 0 && selectsFolderOf(run, file.path));
    // the test as it was: before its first edit, or put back (`git checkout`) with no edit since
    const putBack = restores.filter((restore) => restore.path === "." || samePath(restore.path, file.path));
    const original = (call: number) => {
      const before = testEdits.filter((edit) => edit.toolCall !== null && edit.toolCall < call);
      return before.length === 0 || restoredAfterEdits(file.path, before, putBack.filter((restore) => restore.call < call));
    };
    // or its output quotes a line of the test the PR takes out: the assertion that failed was rewritten, though other lines came first
    const onRemoved = (run: VerificationRun) => quotesRemovedLine(run.output, file) || namesRemovedAssertion(run.failing, file)
      || quotesRemovedRow(run.output, file)
      || (failingTestRewritten(run.failing, file) && removedLineEditedAfter(trajectory, file, run.call));
    const failed = runs.filter((run) => run.outcome === "failed" && run.step > changeAt && run.step < lastEdit.step && covers(run)
      && (original(run.call) || onRemoved(run))).at(-1);
    // the edit that began the text the PR holds: the first after the failure and after the test was last put back
    const lastPutBack = putBack.map((restore) => restore.call).filter((call) => call < (lastEdit.toolCall ?? -1));
    const from = Math.max(failed?.call ?? Infinity, ...lastPutBack);
    const edit = testEdits.find((item) => item.toolCall !== null && item.toolCall > from);
    if (failed !== undefined && edit !== undefined) found.push({ file, failed, edit, codeUnchanged });
  }
  return found;
}

/** The evidence of one: the failing run, and the edit of the test that came after it. */
export function rewrittenEvidence({ file, failed, edit, codeUnchanged }: RewrittenTest): Evidence[] {
  const removed = file.lines.filter((line) => line.kind === "-").length;
  const added = file.lines.filter((line) => line.kind === "+").length;
  const on = codeUnchanged ? "failed, and the PR changes no code" : "failed on the change";
  return [
    evidence(failed.step, `${failed.runner} ${on}, before the test was edited`, file.path),
    evidence(edit.step, `test edited after it failed: the PR removes ${plural(removed, "line")} of ${file.path} and adds ${added}`, file.path),
  ];
}

/** "`test_x.py` (its run failed at step 46, then the agent edited it at step 51)". */
export function rewrittenNote(found: readonly RewrittenTest[]): string {
  return found.map(({ file, failed, edit }) => `${named(file.path)} (${named(failed.runner)} failed on it at ${stepLabel(failed.step)}, then the agent edited it at ${stepLabel(edit.step)})`).join(", ");
}

/**
 * An edit of the file after call `call` that replaced one of the lines the PR removes: the test was rewritten after
 * that run, not before it (a task's asked-for expectation edited first, then a failure of the unfinished code). An
 * edit whose replaced text is not in its input (a whole file written, a command) may have.
 */
function removedLineEditedAfter(trajectory: Trajectory, file: DiffFile, call: number): boolean {
  const removed = file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()).filter((text) => text !== "");
  const later = trajectory.edits.filter((edit) => edit.toolCall !== null && edit.toolCall > call && samePath(edit.path, file.path));
  return later.some((edit) => {
    const input = trajectory.toolCalls[edit.toolCall!]?.input ?? {};
    const olds = replacements(input).map(([old]) => old);
    if (olds.length === 0) return true;
    const pieces = olds.flatMap((old) => old.split(/\r?\n/).map((line) => line.trim()).filter((line) => line.length >= MIN_REPLACED_PIECE));
    return pieces.some((piece) => removed.some((line) => line.includes(piece)));
  });
}
/** A replaced line shorter than this (`}`, `)`) could stand in any test. */
const MIN_REPLACED_PIECE = 4;

/** Removed lines shorter than this (`)`, `else:`) say nothing of which assertion failed. */
const MIN_QUOTED_LINE = 12;

/**
 * True when the failure's output quotes, as a line of its own, a line the PR removes from the test
 * (a traceback's source line `self.assertEqual(Fore.LIGHTBLACK_EX, '\033[90m')`, round 10's s34): that
 * assertion failed, and the PR rewrote it.
 */
function quotesRemovedLine(output: string | null, file: DiffFile): boolean {
  if (output === null) return false;
  const removed = new Set(file.lines.filter((line) => line.kind === "-").map((line) => line.text.trim()).filter((text) => text.length >= MIN_QUOTED_LINE));
  if (removed.size === 0) return false;
  // vitest's and jest's code frames number the lines they quote (`159|       }).toThrow(…)`, `> 159 |   expect(x)…`)
  return output.split("\n").some((line) => removed.has(line.trim()) || removed.has(line.replace(CODE_FRAME_GUTTER, "").trim()));
}
/** The line number and bar a code frame puts before each source line it quotes. */
const CODE_FRAME_GUTTER = /^\s*>?\s*\d+\s*\|/;

/** The run ran the file's folder: no selection, the tree (`./...`, `.`), or a package pattern that holds it (`./pkg/...`). */
function selectsFolderOf(run: VerificationRun, path: string): boolean {
  const items = run.selection.filter((item) => !item.startsWith("-")).map((item) => item.replace(/^\.\//, "").replace(/\/?\.\.\.$/, "").replace(/\/$/, ""));
  const folder = posix.dirname(path);
  return items.length === 0 || items.some((item) => item === "" || item === "." || folder === item || folder.startsWith(`${item}/`));
}

/** The output's failure lines that name the test file at a line (Go's `version_test.go:51: expected error for …`). */
function failureLinesOf(output: string | null, file: DiffFile): string[] {
  if (output === null) return [];
  const name = posix.basename(file.path);
  if (!output.includes(`${name}:`)) return [];
  const at = new RegExp(`(?:^|[\\s/])${escapeRegExp(name)}:\\d+:`);
  return output.split("\n").filter((line) => at.test(line));
}

/**
 * True when a failure line naming the test file quotes a value (`expected error for version: "\n1.2"`) that a line
 * the PR removes holds in the same quotes (`{"\n1.2", true},`): the failing row's expectation was rewritten.
 */
function quotesRemovedRow(output: string | null, file: DiffFile): boolean {
  const quoted = failureLinesOf(output, file).flatMap((line) => [...line.matchAll(/"([^"]{3,})"/g)].map((match) => `"${match[1]}"`));
  return quoted.length > 0 && file.lines.some((line) => line.kind === "-" && quoted.some((value) => line.text.includes(value)));
}

/**
 * True when a test the run named as failing is named inside a line the PR removes from the test: TAP names a failed
 * assertion by its message (`not ok 4 custom header[type]: text/plain`), which stands in the assertion's own line
 * (`t.is(res.getHeader(TYPE), 'text/plain', 'custom header[type]: text/plain')`): that assertion failed, and was rewritten.
 */
/**
 * A failing test whose body holds a line the PR removes: the definition above the removed line in its hunk, or the
 * definition git names in the hunk's header (`@@ -71,7 +71,7 @@ func TestToStringFloats(t *testing.T) {`), is that
 * test's. Named by its description (busted's `semver creation errors garbage at the beginning of the string`, matched
 * case-blind and by its end) or by its name (Go's `--- FAIL: TestToStringFloats`, pytest's `::test_hex`).
 */
function failingTestRewritten(failing: readonly string[], file: DiffFile): boolean {
  const described = failing.map((name) => name.toLowerCase()).filter((name) => name.includes(" "));
  const named = new Set(failing.filter((name) => !name.includes(" ")).map(failingTestName));
  if (described.length === 0 && named.size === 0) return false;
  const hunkOf = (index: number) => (file.hunks ?? []).findLast((hunk) => hunk.at <= index);
  return file.lines.some((line, index) => {
    if (line.kind !== "-") return false;
    // the definition above it in its own hunk: an earlier hunk's test is another test
    const hunk = hunkOf(index);
    const owner = file.lines.slice(hunk?.at ?? 0, index).findLast((other) => other.kind === " " && testNameOf(other.text) !== null);
    const name = owner === undefined ? testNameOf(hunk?.section ?? "") : testNameOf(owner.text);
    if (name === null) return false;
    return named.has(name) || (name.includes(" ") && described.some((id) => id === name.toLowerCase() || id.endsWith(` ${name.toLowerCase()}`)));
  });
}

function namesRemovedAssertion(failing: readonly string[], file: DiffFile): boolean {
  // a message stands in quotes as a string of its own; a test's name in code (`print_number(42)`) is no message
  const quoted = failing.filter((name) => name.length >= MIN_QUOTED_LINE).flatMap((name) => [`'${name}'`, `"${name}"`, `\`${name}\``]);
  return quoted.length > 0 && file.lines.some((line) => line.kind === "-" && quoted.some((name) => line.text.includes(name)));
}
