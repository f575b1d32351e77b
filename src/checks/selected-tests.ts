import { fileStem } from "./paths.js";
import { PATH_FILTERS } from "./selection.js";
import picomatch from "picomatch";
import type { DiffFile } from "../evidence/diff.js";
import { named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { servesTests } from "./unrun-tests.js";
import { isTestFile } from "./weakened-tests.js";
import { regexMatches, unquoted } from "./excluded-failures.js";

/**
 * The PR's changed test files that no test run after the last edit could have run, read from the runs' own selections
 * where a runner names a test by its file: CTest's tests by their program (`tests/minify_tests.c` is `minify_tests`,
 * which `ctest -R parse` does not select), Surefire's by their class (`VersionTest.java` is `VersionTest`, which
 * `-Dtest=VersionParserTest` does not), Cargo's integration tests by their target (`tests/toml.rs` is `--test toml`, which
 * `cargo test --doc` does not run). As for pytest (added-tests-run.ts), a green run that left the PR's own tests out
 * says nothing of them.
 */

/** Whether `run`'s selection surely leaves out the test the file at `path` defines; false when it may run it. */
export function leavesOutTestFile(run: Pick<VerificationRun, "runner" | "selection">, path: string): boolean {
  const stem = fileStem(path);
  const filters = run.selection.filter((item) => item.startsWith("-"));
  if (run.runner === "ctest") return ctestLeavesOut(filters, stem);
  if (run.runner.startsWith("mvn")) return surefireLeavesOut(filters, stem);
  if (/^cargo\b/.test(run.runner)) return cargoLeavesOut(run.selection, path);
  if (PATH_FILTERS.test(run.runner)) return pathFiltersLeaveOut(run.runner, run.selection, path);
  return false;
}

/**
 * vitest runs the test files whose path holds one of its operands (`vitest run fluent-langneg`), jest those whose path one
 * of its operands, a regex, finds: a file none of them names is left out. No operand: every file.
 */
function pathFiltersLeaveOut(runner: string, selection: readonly string[], path: string): boolean {
  const operands = selection.filter((item) => !item.startsWith("-")).map(unquoted);
  if (operands.length === 0) return false;
  const names = (operand: string) => (runner === "vitest" ? path.includes(operand) : regexMatches(operand, path) !== false);
  return !operands.some(names);
}

/** Cargo's flags that run targets other than the integration tests in `tests/` (`--doc` the doc-tests, `--lib` the lib's). */
const CARGO_OTHER_TARGETS = new Set(["--doc", "--lib", "--bins", "--examples", "--benches"]);
const CARGO_NAMED_TARGET = /^--(?:test|bin|example|bench) (.+)$/;
/** An integration test of Cargo: a file right in a crate's `tests/` folder is a test target of its own, named by its stem. */
const CARGO_INTEGRATION_TEST = /(?:^|\/)tests\/([^/]+)\.rs$/;

/**
 * Cargo runs `tests/toml.rs` when no target flag is given, with `--tests` or `--all-targets`, or `--test toml`; a run
 * given only other targets (`--lib`, `--doc`, `--test json`) leaves it out.
 */
function cargoLeavesOut(selection: readonly string[], path: string): boolean {
  const stem = CARGO_INTEGRATION_TEST.exec(path)?.[1];
  if (stem === undefined) return false;
  const named = selection.map((item) => CARGO_NAMED_TARGET.exec(item)?.[1]).filter((name) => name !== undefined);
  const others = selection.filter((item) => CARGO_OTHER_TARGETS.has(item));
  if (selection.includes("--tests") || selection.includes("--all-targets")) return false;
  if (named.length === 0 && others.length === 0) return false;
  // a target's name may be a glob (`--test '*'` runs every integration test)
  return !named.some((name) => picomatch(unquoted(name))(stem));
}

/** CTest keeps a test whose name every `-R` regex finds and no `-E` regex does. */
function ctestLeavesOut(filters: readonly string[], name: string): boolean {
  const values = (option: string) => filters.filter((item) => item.startsWith(`${option} `)).map((item) => item.slice(option.length + 1));
  return values("-R").some((pattern) => regexMatches(pattern, name) === false) || values("-E").some((pattern) => regexMatches(pattern, name) === true);
}

/** Surefire's `-Dtest=A,B#m*,!C`: a class runs when an included pattern's class part matches it and no excluded one does. */
function surefireLeavesOut(filters: readonly string[], className: string): boolean {
  const patterns = filters.filter((item) => item.startsWith("-Dtest ")).flatMap((item) => item.slice("-Dtest ".length).split(","));
  if (patterns.length === 0) return false;
  // the class part of a pattern, its nested class aside (`VersionTest$CoreFunctionality` runs in `VersionTest.java`)
  const classOf = (pattern: string) => pattern.replace(/^["']|["']$/g, "").replace(/^!/, "").split("#")[0]!.replace(/\.java$/, "").split(/[/.]/).at(-1)!.split("$")[0]!;
  const matches = (pattern: string) => {
    const part = classOf(pattern);
    return part === "" || new RegExp(`^${part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`).test(className);
  };
  const included = patterns.filter((pattern) => !pattern.startsWith("!"));
  if (patterns.some((pattern) => pattern.startsWith("!") && !pattern.includes("#") && matches(pattern))) return true;
  return included.length > 0 && !included.some(matches);
}

/**
 * "The PR's test file `tests/minify_tests.c` did not run after the last edit of `cJSON.c`: `ctest -R parse` (step 15)
 * selects no test of it": every test run after the edit is one of these runners', and each left out every test file
 * the PR adds or changes. Null when one may have run one of them.
 */
export function changedTestsLeftOut(
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
): { run: VerificationRun; note: string } | null {
  const tests = runs.filter((run) => run.kind === "test" && run.notStarted === undefined);
  if (diff == null || tests.length === 0) return null;
  // a helper, setup file or fixture (`tests/setup.js`, `conftest.py`) serves every test; no selection leaves it out
  const files = diff.filter((file) => file.status !== "deleted" && isTestFile(file.path) && !servesTests(file.path) && file.lines.some((line) => line.kind === "+"))
    .map((file) => file.path);
  // an output that names the file (vitest's ` ✓ test/x.test.ts`, CTest's program) shows it ran, whatever the selection says
  // (by its folder and name: cargo's doc-tests of `src/toml.rs` are not `tests/toml.rs`)
  const shown = (run: VerificationRun, path: string) => (run.output ?? "").includes(path.split("/").slice(-2).join("/"));
  if (files.length === 0 || !files.every((path) => tests.every((run) => leavesOutTestFile(run, path) && !shown(run, path)))) return null;
  const last = tests.at(-1)!;
  const listed = files.slice(0, 2).map(named).join(", ") + (files.length > 2 ? ` and ${files.length - 2} more` : "");
  // the filters that left them out: options, and vitest's and jest's operands
  const filtersPaths = PATH_FILTERS.test(last.runner);
  const selection = last.selection.filter((item) => item.startsWith("-") || filtersPaths).join(" ");
  const run = `${named(`${last.runner} ${selection}`.trim())} (${stepLabel(last.step)})`;
  const each = tests.length === 1 ? `${run} selects no test of ${files.length === 1 ? "it" : "them"}` : `each of the ${tests.length} test runs since, the last ${run}, selects none of ${files.length === 1 ? "it" : "them"}`;
  return { run: last, note: `The PR's test ${files.length === 1 ? "file" : "files"} ${listed} did not run after the last edit of ${named(changed)}: ${each}.` };
}
