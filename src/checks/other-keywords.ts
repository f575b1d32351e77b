import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import { isCodeFile } from "./code-files.js";
import { clip, named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { isTestFile } from "./weakened-tests.js";
import { unquoted } from "./excluded-failures.js";
import { failingTestName } from "./failing-tests.js";
import { keywordKeeps } from "./pytest-keywords.js";

/**
 * `pytest tests.py -k "Equality or InvalidInput"` after a change to `AddOperation.apply` keeps only tests whose names
 * are those words: tests named for other code. Whether any of them reaches the change is not shown, so a green run of
 * them is no evidence the change was tested. Names of the changed code come from the PR's diff: git's hunk headers
 * (`@@ … @@ class AddOperation(PatchOperation):`), definitions on changed lines, the changed files' names; and the tests
 * the PR adds or changes are the change's own.
 */

/** A definition's name in a hunk header or a changed line (Python, JavaScript, Go, Rust, Ruby, Java-like). */
export const DEFINITION = /\b(?:def|class|function|func|fn|module|interface|struct|enum|trait|impl)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)/g;
/** A `-k` expression's words: names, and the operators and parentheses between them. */
const KEYWORD_WORD = /[\w:+\-.[\]\\/]+/g;
/** The runners whose `-k` this reads: pytest's and unittest's, however started. */
const KEYWORD_RUNNERS = /^(?:\S*\/)?(?:pytest|py\.test|unittest)$|\s-m\s+(?:pytest|unittest)$/;
/** pytest's operators in `-k`, never names. */
const OPERATORS = new Set(["and", "or", "not"]);
/** Terms and names shorter than this match too much to relate one to the other (`a`, `io`). */
const MIN_RELATED = 3;
/** The `-k` expression is quoted up to this many characters. */
const MAX_EXPRESSION_SHOWN = 60;
/** At most this many of the changed code's names are quoted. */
const MAX_NAMES_SHOWN = 3;

/** The note when every test run after the last edit kept, by `-k`, only tests named for other code than the PR's; else null. */
export function otherKeywordsOnly(
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
  /** Every run of the session: a filter that kept failing tests before the change kept tests that reach it. */
  earlier: readonly VerificationRun[],
  /** The task's text: a term it uses selects tests of what the task is about. */
  task = "",
): { run: VerificationRun; note: string } | null {
  if (diff == null || runs.length === 0 || runs.some((run) => run.kind !== "test")) return null;
  const { definitions, files } = changedNames(diff);
  const testStems = diff.filter((file) => file.status !== "deleted" && isTestFile(file.path)).map((file) => posix.basename(file.path).replace(/\.\w+$/, ""));
  const names = [...files, ...definitions];
  if (names.length === 0) return null;
  const terms = runs.map(keywordTerms);
  if (terms.some((each) => each === null || each.length === 0)) return null;
  const related = (term: string) => names.some((name) => relates(term, name)) || inTask(term, task);
  if (terms.some((each) => each!.some(related)) || runs.some((run) => failedBefore(run, earlier))) return null;
  // pytest's keywords hold the test's module too: `testing/test_unittest.py -k pdb` keeps tests of a module named for
  // `unittest.py`; only its changed definitions then say which of them test the change
  const operands = runs.map((run) => run.selection.filter((item) => !item.startsWith("-")).map(operandName));
  const ownModule = operands.flat().find((operand) => files.some((file) => relates(operand, file)));
  // a test file the PR changes is the change's own: what its filter keeps of it is for the PR's own tests' checks to read
  const prTests = operands.flat().some((operand) => testStems.some((stem) => relates(operand, stem)));
  if (prTests || (ownModule !== undefined && definitions.length === 0)) return null;
  const last = runs.at(-1)!;
  const expression = unquoted(last.selection.find((item) => item.startsWith("-k "))!.slice(3));
  const run = `\`${last.runner} -k "${clip(expression.replace(/`/g, "ˋ"), MAX_EXPRESSION_SHOWN)}"\``;
  const lead = `Only tests named for other code ran after the last edit of ${named(changed)}: ${run} (${stepLabel(last.step)})`;
  if (ownModule !== undefined) {
    const shownDefinitions = definitions.slice(0, MAX_NAMES_SHOWN).map(named).join(", ");
    return {
      run: last,
      note: `${lead} keeps, of the tests of ${named(ownModule)}, those whose names hold those words, and none of their names holds `
        + `a changed definition (${shownDefinitions}) or a word of the task; whether any of those tests reaches the change is not shown.`,
    };
  }
  const shown = names.slice(0, MAX_NAMES_SHOWN).map(named).join(", ");
  return {
    run: last,
    note: `${lead} keeps the tests whose names hold those words, and none of them names the changed code (${shown}) or a word of the `
      + "task; whether any of those tests reaches the change is not shown.",
  };
}

/** Terms shorter than this say too little to be a word of the task (`a`, `int`, `env` may be anywhere). */
const MIN_TASK_TERM = 4;

/** True when the task uses the term as a word or a word's start (`-k sign` beside "a sign may precede the prefix"). */
export function inTask(term: string, task: string): boolean {
  // `test` names every test and fills the agents' task templates: it says nothing of what the task is about
  const words = term.split(/[_\W]+/).filter((word) => word.length >= MIN_TASK_TERM && !/^tests?$/i.test(word));
  const asked = askedOf(task);
  return words.some((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(asked));
}

/** The last task read and its text without printed results: inTask is asked once per word of many names, of one task. */
let asked = { task: "", text: "" };
function askedOf(task: string): string {
  if (asked.task !== task) asked = { task, text: withoutPrintedResults(task) };
  return asked.text;
}

/** An interactive session's input line (`>>> f(1)`, `... `), after which Python prints the result. */
const PROMPT_LINE = /^\s*(?:>>>|\.\.\.)(?:\s|$)/;

/** A traceback's first line, and the exception line that ends it (`ValueError: '#f8' is not a valid hexadecimal …`). */
const TRACEBACK_START = /^\s*Traceback \(most recent call last\):/;
const EXCEPTION_LINE = /^[\w.]*(?:Error|Exception|Warning|Invalid\w*|Exit|Interrupt)\b.*:|^[\w.]+(?:Error|Exception)$/;

/**
 * The task without the values its interpreter examples printed: `>>> hex_to_rgb("#f80")` asks about `hex_to_rgb`, and
 * the `IntegerRGB(red=248, …)` printed under it names what came back, no subject of the task. A traceback or exception
 * printed there says what went wrong, in the task's words: it stays, as do blocks without prompts.
 */
function withoutPrintedResults(task: string): string {
  return task.replace(/```[^\n]*\n([\s\S]*?)```/g, (block, body: string) => {
    const lines = body.split("\n");
    if (!lines.some((line) => PROMPT_LINE.test(line))) return block;
    let inTraceback = false;
    return lines.filter((line) => {
      if (TRACEBACK_START.test(line)) inTraceback = true;
      const kept = PROMPT_LINE.test(line) || inTraceback || EXCEPTION_LINE.test(line.trim());
      if (inTraceback && EXCEPTION_LINE.test(line.trim())) inTraceback = false;
      return kept;
    }).join("\n");
  });
}

/**
 * True when an earlier run of the runner failed on tests this filter keeps: the same filter, or a failing test its
 * expression keeps as pytest reads it (`-k env` after `test_env_override` failed under `-k "env and not slow"`). Those
 * tests fail on the code as it was, so they reach it.
 */
function failedBefore(run: VerificationRun, earlier: readonly VerificationRun[]): boolean {
  const filter = run.selection.find((item) => item.startsWith("-k "))!;
  const expression = unquoted(filter.slice(3));
  // what the failing id does not show (its class's markers, parameter ids) may match: only a sure "no" leaves it out
  const kept = (id: string) => keywordKeeps(expression, { names: [failingTestName(id), id], unseen: true }) !== "no";
  return earlier.some((other) => other.call < run.call && other.runner === run.runner && other.outcome === "failed"
    && (other.selection.includes(filter) || other.failing.some(kept)));
}

/** The positive terms of the run's one `-k` expression (those after `not` select nothing); null without one, or with other filters. */
function keywordTerms(run: VerificationRun): string[] | null {
  // pytest's and unittest's `-k` name tests; another runner's (`tox -e py -- -k use`) may pass it on or mean something else
  if (!KEYWORD_RUNNERS.test(run.runner)) return null;
  const filters = run.selection.filter((item) => item.startsWith("-"));
  if (filters.length !== 1 || !filters[0]!.startsWith("-k ")) return null;
  const words = [...unquoted(filters[0]!.slice(3)).matchAll(KEYWORD_WORD)].map((match) => match[0]);
  const terms: string[] = [];
  words.forEach((word, at) => {
    if (!OPERATORS.has(word.toLowerCase()) && words[at - 1]?.toLowerCase() !== "not") terms.push(word);
  });
  return terms;
}

/**
 * An operand's file or module name, its test id and extension dropped (`testing/test_unittest.py::T` is `test_unittest`);
 * a dotted label whole, its modules and class (`dateutil.test.test_relativedelta.T` is `dateutil_test_test_relativedelta_T`).
 */
function operandName(operand: string): string {
  const path = operand.split("::")[0]!;
  if (!path.includes("/") && !/\.py$/.test(path) && path.includes(".")) return path.replaceAll(".", "_");
  return posix.basename(path).replace(/\.\w+$/, "");
}


/** The names of the changed code: its definitions (around and on its changed lines, and the PR's tests), and its files' stems. */
export function changedNames(diff: readonly DiffFile[]): { definitions: string[]; files: string[] } {
  const definitions = new Set<string>();
  const files = new Set<string>();
  for (const file of diff) {
    if (file.status === "deleted" || !isCodeFile(file.path)) continue;
    const stem = posix.basename(file.path).replace(/\.\w+$/, "");
    files.add(stem === "__init__" || stem === "index" || stem === "mod" ? posix.basename(posix.dirname(file.path)) : stem);
    // git's hunk header for a method is its class's line: the method's own `def` stands in the context above the change
    const changedLines = file.lines.filter((line, at) => line.kind !== " " || file.lines.slice(at + 1).some((next) => next.kind !== " "))
      .map((line) => line.text);
    // a test file's changed lines name the tests the PR adds or changes: running those runs the change's own tests
    const texts = [...(file.hunks ?? []).map((hunk) => hunk.section), ...changedLines];
    for (const text of texts) for (const match of text.matchAll(DEFINITION)) definitions.add(match[1]!);
    if (isTestFile(file.path)) definitions.add(stem);
  }
  const kept = (names: Set<string>) => [...names].filter((name) => name.length >= MIN_RELATED && name !== ".");
  return { definitions: kept(definitions), files: kept(files) };
}

/** A term relates to a name when one holds the other, case aside (`add` and `AddOperation`, `test_parameterize` and `parameterize`). */
export function relates(term: string, name: string): boolean {
  const a = term.toLowerCase();
  const b = name.toLowerCase();
  return b.includes(a) || a.includes(b);
}
