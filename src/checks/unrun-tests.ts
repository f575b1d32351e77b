import { C_SOURCE } from "./code-files.js";
/**
 * A PR that changes tests, verified by no run of tests: after the last edit only builds or static checks ran, or the
 * test runs each ran nothing, or skipped every test file the PR adds (prove's `t/lima.t .. skipped: Test::Fatal
 * required`), or named files other than the PR's test files (`prove -l t/alfa.t t/baker.t`). A green build says the
 * code compiles; it says nothing of the tests the PR wrote for it.
 */
import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { Trajectory } from "../model.js";
import { escapeRegExp } from "../words.js";
import { scriptsRun } from "./scratch-in-pr.js";
import { named, stepLabel } from "./quote.js";
import { nothingRan, testSummaries } from "./test-summary.js";
import type { VerificationRun } from "./verification.js";
import { isTestFile } from "./weakened-tests.js";

/** A selection item that names one file by its extension (`t/alfa.t`, `test/parser_test.rb`), not a folder or a filter. */
export const FILE_ITEM = /\.\w{1,4}$/;

/** The PR's test files with lines added: the tests it writes or changes. */
function changedTestFiles(diff: readonly DiffFile[]): string[] {
  // C sources and JavaScript modules in a test folder are its tests (`tests/index.js` is what `node --test tests/` runs)
  const jsTest = (path: string) => JS_MODULE.test(path) && TEST_FOLDER.test(path) && !servesTests(path);
  const runnable = (path: string) => TEST_NAMED.test(posix.basename(path)) || (isTestFile(path) && (C_SOURCE.test(path) || jsTest(path)));
  return diff.filter((file) => file.status !== "deleted" && runnable(file.path) && file.lines.some((line) => line.kind === "+")).map((file) => file.path);
}
/** A JavaScript or TypeScript module, and a folder of tests (`test/`, `tests/`, `__tests__/`) outside fixtures and helpers. */
const JS_MODULE = /\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;
const TEST_FOLDER = /(?:^|\/)(?:tests?|__tests__)\//;
/**
 * A test folder's file that serves the tests rather than holding them: in a folder of helpers or fixtures, or named
 * as one whole (`helpers.js`, `setup.ts`, `test-utils.js`, `conftest.py`). A name that only holds such a word
 * (`test/utils.js`, express's tests of `lib/utils.js`; `test_utils.py`) may be a test file.
 */
export function servesTests(path: string): boolean {
  const name = posix.basename(path);
  return !TEST_NAMED.test(name) && (HELPER_FOLDER.test(path) || HELPER_STEM.test(name.replace(/\.[^.]+$/, "")) || name === "conftest.py");
}
const HELPER_STEM = /^(?:helpers?|setup|teardown|fixtures?|mocks?|test[-_.]?(?:utils?|helpers?)|setup[-_.]?tests?|(?:jest|vitest|mocha)[-_.]setup|global[-_.]?(?:setup|teardown))$/i;
const HELPER_FOLDER = /(?:^|\/)(?:fixtures?|helpers?|utils?|support|mocks?|__mocks__)\//;
/** A file named as a test by its ecosystem (`test_x.py`, `x_test.go`, `x.spec.ts`, `x_spec.rb`, `XTest.java` or `.php`, Perl's `x.t`). */
const TEST_NAMED = /^test_\w+\.py$|_test\.\w+$|\.(?:test|spec)\.\w+$|_spec\.rb$|Tests?\.(?:java|kt|cs|swift|php)$|\.t$/;

/** unittest's dotted names: a module (`tests.test_recipes`), a class or a method in one. */
const DOTTED_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/** A unittest dotted name as the file it names (`tests.test_recipes` is `tests/test_recipes.py`), when it names a module of `path`'s. */
function dottedAsFile(item: string, path: string): string {
  const module = path.replace(/\.py$/, "").replace(/\//g, ".");
  // the module, a package holding it, or a class or a method in it (from the root or a folder inside) names the file
  const suffixes = [module, ...[...module.matchAll(/\./g)].map((dot) => module.slice(dot.index + 1))];
  const names = (suffix: string) => item === suffix || item.startsWith(`${suffix}.`) || module.startsWith(`${item}.`);
  return suffixes.some(names) ? path : `${item.replace(/\./g, "/")}.py`;
}

/** The run names files and none of them is, or holds, the test file: it ran other files' tests. */
export function namesOtherFiles(run: Pick<VerificationRun, "selection" | "runner">, path: string): boolean {
  // an interpreter given the test file (`ruby -Itest test/parser_test.rb`) is named by it: the file is its selection
  const script = run.selection.length === 0 ? run.runner.split(" ").slice(1).filter((word) => FILE_ITEM.test(word)) : [];
  // unittest's modules by their dotted names (`python -m unittest tests.test_recipes`)
  const dotted = (item: string) => (/\bunittest\b/.test(run.runner) && path.endsWith(".py") && DOTTED_NAME.test(item) ? dottedAsFile(item, path) : item);
  const items = [...run.selection, ...script].filter((item) => !item.startsWith("-")).map((item) => dotted(item.replace(/^\.\//, "").split("::")[0]!));
  if (items.length === 0 || !items.every((item) => FILE_ITEM.test(item))) return false;
  return !items.some((item) => item === path || path.endsWith(`/${item}`) || item.endsWith(`/${path}`) || posix.basename(item) === posix.basename(path));
}

/** The run's output says the file was skipped whole (`t/lima.t ...... skipped: Test::Fatal required`). */
function skippedWhole(run: VerificationRun, path: string): boolean {
  const name = posix.basename(path);
  // prove's line for a file: `t/lima.t ..... skipped: Test::Fatal required` (a test's own SKIPPED line is no file's)
  const fileLine = new RegExp(`^\\S*${escapeRegExp(name)}\\s*\\.{2,}\\s*skipped\\b`, "i");
  return (run.output ?? "").split("\n").some((line) => fileLine.test(line.trim()));
}

/**
 * "Only builds ran after the last edit of `version.go` (`go build`, step 15): the PR changes tests (`version_test.go`),
 * and none of them ran after it." Null when a run after the edit may have run one of the PR's test files.
 */
export function changedTestsUnrun(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
): { run: VerificationRun; note: string } | null {
  if (diff == null || runs.length === 0) return null;
  // a script the agent ran by name as its own check (`python test_scope.py`) is not the PR's test (scratch-in-pr.ts names it)
  const changedTests = changedTestFiles(diff);
  const scripts = changedTests.length === 0 ? new Set<string>()
    : new Set(trajectory.toolCalls.flatMap((call) => scriptsRun(call.command)).map((script) => posix.basename(script)));
  const files = changedTests.filter((path) => !scripts.has(posix.basename(path)));
  if (files.length === 0) return null;
  // a test run, or a program whose output counts tests it ran (a GoogleTest binary built by the project)
  const ranTests = (run: VerificationRun) => run.kind === "test" || testSummaries(run.output).some((summary) => (summary.passed ?? 0) > 0 || summary.failed > 0);
  const tests = runs.filter((run) => ranTests(run) && nothingRan(run.output) === null);
  const listed = files.slice(0, 2).map(named).join(", ") + (files.length > 2 ? ` and ${files.length - 2} more` : "");
  const last = runs.at(-1)!;
  if (tests.length === 0) {
    const builds = runs.filter((run) => run.kind === "build").length;
    const empty = runs.filter((run) => run.kind === "test").length;
    const what = builds === runs.length ? "builds" : builds + empty === runs.length && builds > 0 ? "builds and test runs that ran no test"
      : empty === runs.length ? "test runs that ran no test" : "checks that run no tests";
    const note = `Only ${what} ran after the last edit of ${named(changed)} (${named(last.runner)}, ${stepLabel(last.step)}): the PR changes tests (${listed}), and none of them ran after it.`;
    return { run: last, note };
  }
  // a line that names the file (`for f in tests/test_a.py …`, a shell function given it) may have run it
  const mentioned = (path: string) => runs.some((run) => run.command.includes(posix.basename(path)) && !skippedWhole(run, path));
  const unrun = (path: string) => !mentioned(path) && tests.every((run) => namesOtherFiles(run, path) || skippedWhole(run, path));
  if (!files.every(unrun)) return null;
  const cited = tests.at(-1)!;
  const how = files.every((path) => tests.every((run) => skippedWhole(run, path))) ? "skipped them whole" : "named other test files";
  const note = `The PR's test ${files.length === 1 ? "file" : "files"} ${listed} did not run after the last edit of ${named(changed)}: each test run since ${how}, the last ${named(`${cited.runner} ${cited.selection.join(" ")}`.trim())} (${stepLabel(cited.step)}).`;
  return { run: cited, note };
}
