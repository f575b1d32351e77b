import { posix } from "node:path";
import type { Trajectory } from "../model.js";
import { named, stepLabel } from "./quote.js";
import { selectsPath } from "./selection.js";
import type { VerificationRun } from "./verification.js";
import { listedBlockPaths } from "./listed-blocks.js";
import { chainedLsListings } from "./listings.js";

/** Folders a project keeps its tests in, beside or above the code they test. */
const TEST_FOLDERS: ReadonlySet<string> = new Set(["tests", "test", "testing"]);
/** Source files whose tests are named after them (`text.py` ↔ `test_text.py`, `a.go` ↔ `a_test.go`, `a.ts` ↔ `a.test.ts`). */
const SOURCE = /^(?!test_|__)([\w-]+)\.(py|go|[cm]?[jt]sx?)$/;
/** A path token as outputs and commands print it. */
const PATH_TOKEN = /[\w./-]+/g;

/**
 * The names a source file's own test file has, by its language's convention; in JavaScript also the source's own name
 * inside a test folder (`test/index.js` for `src/index.js`, as uvu's and tape's projects name them).
 */
function ownTestNames(file: string): string[] {
  const found = SOURCE.exec(posix.basename(file));
  if (found === null) return [];
  const [, stem, ext] = found as unknown as [string, string, string];
  if (ext === "py") return [`test_${stem}.py`, `${stem}_test.py`];
  if (ext === "go") return [`${stem}_test.go`];
  // a JavaScript package's `index.js` is named by its folder (`packages/url/index.js` is tested in `tests/url.js`)
  const folder = posix.basename(posix.dirname(file));
  const stems = stem === "index" && /^[\w-]+$/.test(folder) && !TEST_FOLDERS.has(folder) && folder !== "src" ? [stem, folder] : [stem];
  return stems.flatMap((name) => [`${name}.test.${ext}`, `${name}.spec.${ext}`, `${name}.${ext}`]);
}

/** `testFile` is the source's own test file by its name (`toolz/tests/test_itertoolz.py` for `toolz/itertoolz.py`). */
export function isOwnTestOf(testFile: string, source: string): boolean {
  return ownTestNames(source).includes(posix.basename(testFile)) && isTestNamed(testFile, source);
}

/** A file of the source's own name is its test only inside a test folder, and is not the source itself. */
function isTestNamed(token: string, changed: string): boolean {
  if (posix.basename(token) !== posix.basename(changed)) return true;
  return token !== changed && TEST_FOLDERS.has(posix.basename(posix.dirname(token)));
}

/**
 * The changed file's own test file, as the transcript names it with its folder: one whose folder (less a
 * trailing `tests`) holds the changed file (`sklearn/feature_extraction/tests/test_text.py` for
 * `sklearn/feature_extraction/text.py`). Null when the transcript names none.
 */
export function ownTestFile(trajectory: Trajectory, changed: string): string | null {
  const names = ownTestNames(changed);
  if (names.length === 0 || changed.startsWith("/")) return null;
  const holds = (path: string) => testsOf(path, changed);
  for (const call of trajectory.toolCalls) {
    for (const text of [call.command ?? "", call.output ?? ""]) {
      if (!names.some((name) => text.includes(name))) continue;
      const path = [...text.matchAll(PATH_TOKEN)].map((match) => match[0].replace(/^\.\//, ""))
        .find((token) => token.includes("/") && names.includes(posix.basename(token)) && isTestNamed(token, changed) && holds(token));
      if (path !== undefined) return path;
    }
    const ownTest = (token: string) => names.includes(posix.basename(token)) && isTestNamed(token, changed) && holds(token);
    const listed = [...listedBlockPaths(call.command, call.output), ...chainedPaths(call)].find(ownTest);
    if (listed !== undefined) return listed;
  }
  return null;
}

/** The paths a line's `ls` commands, one after another, listed (`ls -a && ls tests`): folder joined to entry. */
function chainedPaths(call: Trajectory["toolCalls"][number]): string[] {
  if (call.command === null || call.output === null || call.exitCode !== 0) return [];
  return chainedLsListings(call.command, call.output, 0).flatMap((listing) => [...listing.entries].map((entry) => (listing.folder === "" ? entry : `${listing.folder}/${entry}`)));
}

/** True when a test file's folder (less a trailing `tests`) holds the changed file: a test of its package. */
function testsOf(testFile: string, changed: string): boolean {
  const home = posix.dirname(changed);
  const parts = posix.dirname(testFile).split("/");
  if (TEST_FOLDERS.has(parts.at(-1) ?? "")) parts.pop();
  const folder = parts.join("/");
  return folder === "" || folder === "." || home === folder || home.startsWith(`${folder}/`);
}

/**
 * True when the run may have run the test file: it selected it or a folder holding it, a file of its name
 * (a copy beside the code), a bare label (`proxy_models`, a map this does not read), or no path (the suite).
 */
function runsTestFile(run: VerificationRun, testFile: string): boolean {
  if (!patternsLetThrough(run, testFile)) return false;
  const paths = run.selection.filter((item) => !item.startsWith("-")).map((item) => item.split("::")[0]!);
  const sameName = (path: string) => posix.basename(path) === posix.basename(testFile);
  const label = (path: string) => !path.includes("/") && !path.includes(".");
  return paths.length === 0 || selectsPath(run, testFile) || paths.some((path) => sameName(path) || label(path));
}

/**
 * uvu's file pattern (runner-selections.ts, `--pattern lite`) must match the file's path under the folder it ran, and its
 * `--ignore` pattern must not. A pattern that is no valid regular expression lets everything through (it may have run).
 */
function patternsLetThrough(run: VerificationRun, testFile: string): boolean {
  const folder = run.selection.find((item) => !item.startsWith("-"));
  const relative = folder !== undefined && testFile.startsWith(`${folder}/`) ? testFile.slice(folder.length + 1) : testFile;
  const matches = (source: string) => {
    try {
      return new RegExp(source).test(relative);
    } catch {
      return null;
    }
  };
  return run.selection.every((item) => {
    const [option, ...rest] = item.split(" ");
    if (option === "--pattern") return matches(rest.join(" ")) !== false;
    if (option === "--ignore") return matches(rest.join(" ")) !== true;
    return true;
  });
}

/**
 * "Only tests of other modules ran after the last edit of `text.py`: …": the repository's test runs after
 * the change each selected files or folders that do not hold the changed file's own tests, which the
 * transcript shows exist. Null when one of them may have run those tests.
 */
export function ownTestsNotRun(
  trajectory: Trajectory,
  changed: string,
  runs: readonly VerificationRun[],
): { run: VerificationRun; note: string } | null {
  const tests = runs.filter((run) => run.kind === "test");
  if (tests.length === 0 || tests.length !== runs.length) return null;
  const last = tests.at(-1)!;
  const ran = `${named(`${last.runner} ${last.selection.join(" ")}`.trim())} (${stepLabel(last.step)})`;
  // a test file of its own the transcript does not show is not assumed: projects name tests in other ways too (`test_ext_autodoc_mock.py`)
  const testFile = ownTestFile(trajectory, changed);
  // a line that names it (`for f in tests/test_loader.py tests/test_cli.py; do pytest "$f"; done`) may have run it,
  // and an output that lists it (vitest's `✓ test/slug.test.ts` run in the package's folder) ran it
  const name = posix.basename(testFile ?? "");
  const ranIt = (run: VerificationRun) => runsTestFile(run, testFile!) || run.command.includes(name) || listsResultOf(run.output, name);
  if (testFile === null || tests.some(ranIt)) return null;
  return { run: last, note: `Only tests of other modules ran after the last edit of ${named(changed)}: ${ran} does not select its own tests, ${named(posix.basename(testFile))} (in ${named(posix.dirname(testFile))}), which never ran after the change.` };
}

/** A runner's result line for a file: `✓ test/slug.test.ts (9 tests)`, `PASS src/a.test.ts`, `tests/test_a.py ..F`, `a.py::t PASSED`. */
const RESULT_LINE = /^\s*(?:[✓√✔×✗]|PASS|FAIL|ok)\s+\S*|^\s*\S+\.\w+\s+[.sxFE]+(?:\s+\[|\s*$)|::\S+\s+(?:PASSED|FAILED)/;

/** Whether the output holds a result line that names the file (not a mention in an error, nor a longer name ending in it). */
function listsResultOf(output: string | null, name: string): boolean {
  if (output === null || !output.includes(name)) return false;
  const named = new RegExp(`(?:^|[\\s/])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\s|::|$)`);
  return output.split("\n").some((line) => named.test(line) && RESULT_LINE.test(line));
}
