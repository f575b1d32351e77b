import type { VerificationRun } from "./verification.js";
import { named } from "./quote.js";
import { runName } from "./check-names.js";

/**
 * A test run that could not import its test module: pytest's collection error, or unittest's one errored
 * test with nothing else run (how unittest reports a module it failed to import). Two runs of one module
 * that fail so, one by each runner, fail the same way even when a `| tail` cut the error's cause from both
 * (round 10's s29: `1 error during collection` with the change stashed, then `Ran 1 test … FAILED (errors=1)`).
 */

const COLLECTION_ERROR = /\berrors? during collection\b|^ERROR collecting\b/m;
const UNITTEST_IMPORT = /\bRan 1 test\b[\s\S]*^FAILED \(errors=1\)\s*$|ImportError: Failed to import test module\b/m;

function notImported(run: VerificationRun): boolean {
  return run.kind === "test" && (COLLECTION_ERROR.test(run.output ?? "") || UNITTEST_IMPORT.test(run.output ?? ""));
}

/** `tests/test_x.py` and `tests.test_x` name one module. */
const moduleOf = (item: string): string => item.replace(/\.py$/, "").replace(/\//g, ".").replace(/^\.+/, "");

/** True when both runs selected the same test modules and neither could import them. */
export function sameModuleNotImported(run: VerificationRun, other: VerificationRun): boolean {
  if (!notImported(run) || !notImported(other)) return false;
  const modules = (selection: readonly string[]) => [...new Set(selection.filter((item) => !item.startsWith("-")).map(moduleOf))].sort().join(" ");
  const mine = modules(run.selection);
  return mine !== "" && mine === modules(other.selection);
}

/** "with the change stashed (git stash), where `pytest test.py` could not import the same test module": the other runner named. */
export function notImportedWhy(why: string, other: VerificationRun): string {
  return `${why}, where ${named(runName(other))} could not import the same test module`;
}

/** pytest's line that it stopped at collection errors: `Interrupted: 2 errors during collection`. */
const INTERRUPTED = /^!*\s*Interrupted: \d+ errors? during collection\b.*$/m;
/** Any line that says why a module failed to import: a traceback, pytest's `E   ` detail or `ERROR x.py - …` summary, an `…Error:` line. */
const CAUSE_SHOWN = /^(?:E\s{2,}\S|ERROR \S+ - \S|Traceback \(most recent call last\)|\s*\w+(?:Error|Exception|Exit)\b:?)|^\s*File "|during collection[\s\S]*\b(?:\w+Error|\w+Exception)\b/m;
/** A summary that counts tests that ran: some got past collection. */
const RAN_TESTS = /\b\d+ (?:passed|failed)\b/;

/**
 * The line where pytest says it stopped at collection errors, when no test ran and the output the line
 * kept (`| tail -4`) shows no cause: the test modules did not import, and whether the change or the
 * environment (a package not installed, not on the path) stopped them is not shown. No pass or fail of
 * the change: the cause a person would need was cut. Null otherwise (a shown `SyntaxError` is a failure).
 */
export function collectionCauseUnshown(output: string | null): string | null {
  if (output === null) return null;
  const interrupted = INTERRUPTED.exec(output);
  if (interrupted === null || RAN_TESTS.test(output) || CAUSE_SHOWN.test(output)) return null;
  return interrupted[0].replace(/^!+\s*|\s*!+$/g, "").trim();
}

/**
 * A run held as no result because its collection errors' cause was cut: with the change set aside, it still
 * shows the modules failing to import on the original code.
 */
export function uncollected(run: VerificationRun): boolean {
  return run.kind === "test" && run.outcome === "unknown" && run.noneRan !== undefined && stoppedAtCollection(run.noneRan);
}

/** The line a run kept as why it ran no test is pytest's stop at collection errors (`Interrupted: 1 error during collection`). */
export function stoppedAtCollection(line: string): boolean {
  return INTERRUPTED.test(line);
}
