import type { DiffFile } from "../evidence/diff.js";
import type { Evidence } from "../model.js";
import { DELETED_FAILING } from "./deleted-failing.js";
import { clip, evidence, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { escapeRegExp } from "../words.js";

/**
 * A row of a table of test cases that failed on the change and that the PR then removes (round 13's s16: five rows
 * of `testCases` deleted after vitest named each failing by its input, `× … > [1,2,3]?`). Each row is a test of its
 * own; removing the ones that failed passes as surely as skipping them.
 */

/** A row of a table of test cases: a whole object, array or tuple literal with a value in it, ending the line with a comma. */
export const TABLE_ROW = /^\s*(?:\{.*:.*\}|\[.*,.*\]|\(.*,.*\))\s*,\s*(?:\/\/.*|#.*)?$/;
/** A quoted value of a row. */
const QUOTED = /(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
/**
 * A runner's line for one failing test: vitest/jest `×`/`✕`, jest's failure header (`● dedent › with alignValues
 * undefined › with nested text`), mocha's numbered failure, TAP's `not ok`, pytest's `FAILED`.
 */
const FAILURE_LINE = /^\s*(?:[×✕✗●]|\d+\)\s|not ok\b|FAILED\b)/;
/** A table the test iterates: `for (const c of cases)`, `for x, y in CASES:`, `.each(`, `.forEach(`, `parametrize`. */
const ITERATED = /\.each\b|\.forEach\s*\(|parametrize|\bfor\s*\(\s*(?:const|let|var)\b|\bfor\s+[\w\s,()]+\s+in\s/;
/** A value shorter than this (after trimming), or without a letter or digit (`...`), names too little to tie a failure line to a row. */
const MIN_VALUE = 4;

/** The rows the diff removes from tests and does not add back, whose value a test run's failure line showed; each cited. */
export function failingRowsRemoved(
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  isTest: (path: string) => boolean,
  task: string | null = null,
): Evidence[] {
  // a run cut before its summary (`| head -20`) still shows which tests failed, line by line
  const failures = runs.filter((run) => run.kind === "test" && run.output !== null)
    .map((run) => ({ run, lines: run.output!.split("\n").filter((line) => FAILURE_LINE.test(line)) }))
    .filter((failed) => failed.lines.length > 0);
  if (failures.length === 0) return [];
  const shownIn = (values: readonly string[]) => failures
    .find((failed) => failed.lines.some((text) => values.some((value) => namesCase(text, value))));
  const inline = diff.filter((file) => file.status === "modified" && isTest(file.path)).flatMap((file) => inlineCasesRemoved(file, task)
    .flatMap(({ line, value }) => {
      const shown = shownIn([value]);
      return shown === undefined ? [] : [evidence(shown.run.step, `${DELETED_FAILING}: the case \`${clip(value, 40)}\` of ${clip(line.text.trim(), 60)} failed at ${stepLabel(shown.run.step)} (${shown.run.runner}), and the PR removes it from its table`, `${file.path}:${line.oldLine}`)];
    }));
  return [...inline, ...diff.filter((file) => file.status === "modified" && isTest(file.path)).flatMap((file) => {
    const added = new Set(file.lines.filter((line) => line.kind === "+").map((line) => line.text.trim()));
    const rows = (kind: "+" | "-") => file.lines.filter((line) => line.kind === kind && TABLE_ROW.test(line.text));
    // rows rewritten one for one (`[literal_emphasis, "["]` → `[desc_sig_punctuation, "["]`) are expectations changed, not cases removed
    if (rows("-").length <= rows("+").length || !file.lines.some((line) => ITERATED.test(line.text))) return [];
    // a row kept elsewhere (a duplicate, one re-laid over lines), or a value the task names (its removal may be asked for)
    const kept = file.lines.filter((line) => line.kind !== "-").map((line) => line.text).join("\n");
    const stays = (value: string) => kept.includes(value) || (task ?? "").includes(value);
    return rows("-").filter((line) => !added.has(line.text.trim())).flatMap((line) => {
      const all = [...line.text.matchAll(QUOTED)].map((found) => found[2]!.trim());
      if (all.length > 0 && all.every(stays)) return [];
      const values = all.filter((value) => value.length >= MIN_VALUE && /[A-Za-z0-9]/.test(value) && !stays(value));
      const shown = shownIn(values);
      if (shown === undefined) return [];
      return [evidence(shown.run.step, `${DELETED_FAILING}: the case ${clip(line.text.trim(), 60)} failed at ${stepLabel(shown.run.step)} (${shown.run.runner}), and the PR removes it from its table`, `${file.path}:${line.oldLine}`)];
    });
  })];
}

/** A table of cases written on the line that iterates it: `describe.each([undefined, false, true])(`, `parametrize("x", [1, 2])`. */
const INLINE_TABLE = /(?:\.each|parametrize)\s*\(.*?\[([^\][]*)\]/;

/**
 * The cases a line pair of the diff drops from an inline table (`describe.each([undefined, false, true])` becoming
 * `describe.each([false, true])`): each a test a runner names by its value (`with alignValues undefined`).
 */
function inlineCasesRemoved(file: DiffFile, task: string | null): Array<{ line: DiffFile["lines"][number]; value: string }> {
  return file.lines.flatMap((line, index) => {
    const next = file.lines[index + 1];
    if (line.kind !== "-" || next?.kind !== "+") return [];
    const [before, after] = [INLINE_TABLE.exec(line.text), INLINE_TABLE.exec(next.text)];
    if (before === null || after === null || line.text.slice(0, before.index) !== next.text.slice(0, after.index)) return [];
    const cases = (list: string) => list.split(",").map((item) => item.trim().replace(/^(["'`])(.*)\1$/, "$2")).filter(Boolean);
    const kept = new Set(cases(after[1]!));
    // a case the task names as data (in a code span or quotes) may be one it asks to drop; a word of its prose is not
    const named = (value: string) => new RegExp(`[\`'"]${escapeRegExp(value)}[\`'"]`).test(task ?? "");
    return cases(before[1]!).filter((value) => !kept.has(value) && value.length >= MIN_VALUE && /[A-Za-z0-9]/.test(value)
      && !named(value)).map((value) => ({ line, value }));
  });
}

/** The failure line names the case: the value stands as a whole name part (`… > [1,2,3]? 5ms`, `test_x[enabled]`). */
function namesCase(line: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[\\s>›\\[(,'"-])${escaped}(?=$|[\\s\\]),'"-])`).test(line);
}
