import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { clip, named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import type { VerificationRun } from "./verification.js";
import { isTestFile } from "./weakened-tests.js";
import { isCodeFile } from "./code-files.js";
import { changedNames, DEFINITION, inTask, relates } from "./other-keywords.js";

/**
 * `pytest test/test_router.py test/test_config.py` after a change to `html_escape` in `bottle.py` runs test files named
 * for other code: the router's and the configuration's. Whether any of their tests reaches the change is not shown, so
 * a green run of them is no evidence the change was tested. A file is the change's when its name or a test id it picks
 * shares a word with a changed file, folder or definition or with the task, when its name names no part (`tests.py`,
 * `test_functional.py`), when it sits in the changed code's own package (below the root), when the agent or the PR
 * changed it, or when a run of the session failed on it (its tests reach code the session changed).
 */

/** Shorter words say too little to tie a test file to code (`a`, `io`, `api` are everywhere). */
const MIN_WORD = 4;
/** Words every test file's name holds: they tie it to nothing. */
const TEST_WORDS = new Set(["test", "tests", "testing", "spec", "specs"]);
/** Words that name a file of the whole project's tests, not of one part (`test_all.py`, `test_functional.py`). */
const WHOLE_SUITE_WORDS = new Set(["all", "suite", "functional", "integration", "regression", "e2e", "acceptance", "smoke"]);
/** The run's command is quoted up to this many characters. */
const MAX_RUN_SHOWN = 70;

/** The note when every run after the last edit selected only test files named for other code than the PR's; else null. */
export function otherTestFilesOnly(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
  /** Every run of the session: one that failed on a file ran tests that reach code the session changed. */
  session: readonly VerificationRun[],
): { run: VerificationRun; note: string } | null {
  if (diff == null || runs.length === 0 || runs.some((run) => run.kind !== "test")) return null;
  const files = runs.map(selectedTestFiles);
  if (files.some((each) => each === null)) return null;
  const { definitions, files: fileNames } = changedNames(diff);
  // `pkg/mod.py` is named `mod` (changedNames names a Rust `mod.rs` or an `__init__.py` by its folder)
  const code = changedCode(diff);
  const stems = [...new Set([...fileNames, ...code.map((file) => stemOf(file.path))])];
  const codeFolders = code.map((file) => posix.dirname(file.path));
  if (stems.length === 0 || codeFolders.length === 0) return null;
  // a changed file's folders name it too: `tests/test_domain_py.py` tests `sphinx/domains/python.py`
  const folderWords = codeFolders.flatMap((folder) => folder.split("/")).flatMap(wordsOf);
  const changedWords = [...stems, ...definitions].flatMap(wordsOf).concat(folderWords);
  const touched = [...trajectory.edits.map((edit) => edit.path), ...diff.map((file) => file.path)];
  const task = trajectory.task ?? "";
  const sharesChangedWord = (word: string) => changedWords.some((other) => sharesWord(word, other)) || inTask(word, task);
  const namesChange = (name: string) => wordsOf(name).some(sharesChangedWord)
    || [...stems, ...definitions].some((other) => relates(stripTestAffixes(name), other));
  const related = ({ path, tests }: SelectedFile) => {
    const stem = stemOf(path);
    // `tests.py`, `test_all.py`, `test/*.js`: a name that names no code may hold the project's every test
    return namesNoCode(stem) || [stem, ...tests].some(namesChange)
      || codeFolders.some((folder) => inPackageOf(path, folder))
      || touched.some((other) => samePath(other, path) || posix.basename(other) === posix.basename(path))
      || failedOn(path, session);
  };
  if (files.flat().some((file) => related(file!))) return null;
  const last = runs.at(-1)!;
  const run = named(clip(`${last.runner} ${last.selection.join(" ")}`.replace(/`/g, "ˋ"), MAX_RUN_SHOWN));
  const shown = [...stems, ...shownDefinitions(diff)].slice(0, 3).map(named).join(", ");
  return {
    run: last,
    note: `Only test files named for other code ran after the last edit of ${named(changed)}: ${run} (${stepLabel(last.step)}) `
      + `selects test files whose names share no word with the changed code (${shown}) or the task, none of them in its package `
      + "or failing in the session; whether any of their tests reaches the change is not shown.",
  };
}

/** The PR's code files that are not tests, as it leaves them. */
function changedCode(diff: readonly DiffFile[]): DiffFile[] {
  return diff.filter((file) => file.status !== "deleted" && isCodeFile(file.path) && !isTestFile(file.path));
}

/** A file's name without its folder and extension. */
function stemOf(path: string): string {
  return posix.basename(path).replace(/\.\w+$/, "");
}

/**
 * The test files the run names, each with the tests it picks there (`tests/test_basic.py::test_make_response`), when it
 * names only test files and filters by nothing else; else null.
 */
function selectedTestFiles(run: VerificationRun): SelectedFile[] | null {
  if (run.selection.length === 0 || run.selection.some((item) => item.startsWith("-"))) return null;
  const files = run.selection.map((item) => {
    const [path, ...tests] = item.split("::");
    return { path: path!, tests: tests.map((test) => test.replace(/\[.*$/, "")) };
  });
  return files.every(({ path }) => isTestFile(path) && /\.\w+$/.test(path)) ? files : null;
}

/** A test file a run names, and the classes and tests it picks in it (`::TestA::test_b`). */
interface SelectedFile {
  path: string;
  tests: readonly string[];
}

/** A name's words, lower case, split at underscores, dashes, dots and case changes, less the words every test name holds. */
function wordsOf(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_WORD && !TEST_WORDS.has(word));
}

/** The name holds only the words every test file's name holds, names the whole suite, or is a glob: no code is named. */
function namesNoCode(stem: string): boolean {
  const words = stem.toLowerCase().split(/[^a-z0-9]+/);
  return /[*?[]/.test(stem) || words.some((word) => WHOLE_SUITE_WORDS.has(word)) || words.every((word) => word === "" || TEST_WORDS.has(word));
}

/** One word is the other or starts it (`escape` and `escaping` do not; `route` and `router` do). */
function sharesWord(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}

/** `test_html_helper` → `html_helper`, `router_test` → `router`, `a.spec` → `a`. */
function stripTestAffixes(stem: string): string {
  return stem.replace(/^tests?_/, "").replace(/[._-](?:test|spec)s?$/, "");
}

/** The test file lies in the changed code's package below the root (`pkg/tests/test_a.py` for `pkg/b.py`). */
function inPackageOf(testFile: string, codeFolder: string): boolean {
  if (codeFolder === "." || codeFolder === "") return false;
  const parts = posix.dirname(testFile).split("/");
  while (parts.length > 0 && /^tests?$|^testing$/.test(parts.at(-1)!)) parts.pop();
  const folder = parts.join("/");
  return folder !== "" && folder !== "." && (codeFolder === folder || codeFolder.startsWith(`${folder}/`) || folder.startsWith(`${codeFolder}/`));
}

/**
 * A run of the session failed on the file: it named it among its failures, or selected it and failed. Before the change
 * its tests reach the old code; after it, a red run is for the checks of failures to read, not this note.
 */
function failedOn(file: string, runs: readonly VerificationRun[]): boolean {
  const name = posix.basename(file);
  return runs.some((run) => run.outcome === "failed"
    && (run.failing.some((id) => posix.basename(id.split("::")[0]!) === name) || run.selection.some((item) => posix.basename(item.split("::")[0]!) === name)));
}

/** The definitions the diff's own lines show (a hunk's header names whatever came before it, maybe unchanged code). */
function shownDefinitions(diff: readonly DiffFile[]): string[] {
  const lines = changedCode(diff).flatMap((file) => file.lines.map((line) => line.text));
  return [...new Set(lines.flatMap((text) => [...text.matchAll(DEFINITION)].map((match) => match[1]!)))];
}
