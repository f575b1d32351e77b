/**
 * What runs' lists of failures show, for final_checks_green: a failed run on the original code that names every test it
 * failed (`11 failed` and eleven `FAILED` ids) shows the other tests it ran passing there, so a test missing from that
 * list, failing after the change, was seen green before it; a later green run that leaves every failure out answers
 * none of them; repository runs failing as before with no test passing show nothing beside a script that asserts nothing.
 */
import { failingTestName } from "./failing-tests.js";
import { runName } from "./check-names.js";
import { coversRun, type PassedRuns } from "./passed-runs.js";
import { named, stepLabel } from "./quote.js";
import { assertsNothing } from "./assertion-free.js";
import type { Trajectory } from "../model.js";
import { lastSummary } from "./test-summary.js";
import { simpleCommands } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/**
 * A failed run on the original code, covering `run`, whose whole list of failures holds none of `run`'s: before the change,
 * or with it set aside after the red run (`git stash && pytest; git stash pop`) by the same command, so that only the
 * code differs (not `python3.12` after a red `python3.8`, nor another tox environment).
 */
export function passedByAbsence(run: VerificationRun, original: readonly { run: VerificationRun }[]): VerificationRun | null {
  if (run.failing.length === 0) return null;
  const names = (ids: readonly string[]) => new Set(ids.map((id) => `${id.split("::")[0]!.split("/").at(-1)}\u0000${failingTestName(id)}`));
  const failing = names(run.failing);
  const baseline = (before: VerificationRun) => before.call < run.call || (before.call > run.call && sameInvocation(before, run));
  const found = original.map((item) => item.run).find((before) => baseline(before) && whole(before) && coversRun(before, run)
    && ![...names(before.failing)].some((name) => failing.has(name)));
  return found ?? null;
}

/** An operand that names tests: a path, a test id, a test file (`tests/a.py`, `a.py::t`, `test_a.py`); not `python3.8`. */
const TEST_OPERAND = /\/|::|^[\w-]+\.(?:py|[cm]?[jt]sx?|rb|go|rs|php|t)$/;

/** The two runs' commands are the same but for the tests they name (paths, ids): the same program, options and environment. */
function sameInvocation(a: VerificationRun, b: VerificationRun): boolean {
  const words = (run: VerificationRun) => (simpleCommands(run.command)[run.lineIndex]?.words ?? [])
    .filter((word) => word.startsWith("-") || !TEST_OPERAND.test(word)).join(" ");
  return words(a) !== "" && words(a) === words(b);
}

/**
 * The run ran every test it selected and names each it failed: tests passed beside them, as many test ids (not bare
 * modules of a collection error) as its summary counts failures, and nothing stopped it early (`-x`, `--maxfail`,
 * `--lf`, an interrupted collection).
 */
function whole(run: VerificationRun): boolean {
  const summary = lastSummary(run.output);
  if (summary === null || (summary.passed ?? 0) === 0 || summary.failed !== run.failing.length) return false;
  if (STOPPED_EARLY.test(run.output ?? "") || STOPS_EARLY.test(run.command)) return false;
  return run.failing.every((id) => id.includes("::") || /^\w+ \(/.test(id));
}
/** pytest's lines for a run that stopped before its selection's end. */
const STOPPED_EARLY = /^!+ (?:Interrupted|stopping after)/m;
/** Options that stop a run at its first failures or run only some tests. */
const STOPS_EARLY = /(?:^|\s)(?:-x|--exitfirst|--maxfail(?:=|\s)\S+|--lf|--last-failed|--sw|--stepwise|--ff)(?=\s|$)/;

/** " `pytest --deselect …` (step 15) passed by leaving out every test that failed." for a later green run that did. */
export function leftOutNote(run: VerificationRun, passed: PassedRuns): string[] {
  const later = passed.leavingOut(run);
  return later === undefined ? [] : [` ${named(runName(later))} (${stepLabel(later.step)}) passed by leaving out every test that failed.`];
}

/**
 * On a PR, green only from the agent's code that cannot fail (no assert, no check of a result), while the repository's
 * runs after the change failed only as on the original code with no test passing (`Ran 17 tests … FAILED (errors=17)`
 * before and after): nothing was shown right. Without such runs an own script's output stays what it was read as.
 */
export function checkedNothing(
  fresh: readonly VerificationRun[],
  failures: readonly { run: VerificationRun; preExisting: { run: VerificationRun } | null }[],
  pr: boolean,
  trajectory: Pick<Trajectory, "toolCalls" | "edits">,
): boolean {
  // the repository's tests ran after the change and failed only as on the original code, none passing in any such run
  const asBefore = failures.filter(({ run, preExisting }) => preExisting !== null && preExisting.run !== run);
  const passedBeside = asBefore.some(({ run }) => (lastSummary(run.output)?.passed ?? 0) > 0);
  return pr && asBefore.length > 0 && !passedBeside && fresh.every((run) => assertsNothing(trajectory, run));
}

/** How many tests a note names that passed on the original code by a run's whole list of failures. */
const MAX_ABSENT_NAMED = 3;

/** " `test_links_540` passed on the original code: `pytest` (step 9) listed all 11 of its failures there, none of them this one." */
export function absenceNote(run: VerificationRun, onOriginal: readonly { run: VerificationRun }[]): string[] {
  const before = passedByAbsence(run, onOriginal);
  if (before === null) return [];
  const names = run.failing.slice(0, MAX_ABSENT_NAMED).map((id) => named(failingTestName(id))).join(", ");
  const more = run.failing.length > MAX_ABSENT_NAMED ? ` and ${run.failing.length - MAX_ABSENT_NAMED} more` : "";
  const listed = before.failing.length === 1 ? "its only failure there, another test" : `all ${before.failing.length} of its failures there, none of them ${run.failing.length === 1 ? "this one" : "these"}`;
  return [` ${names}${more} passed on the original code: ${named(runName(before))} (${stepLabel(before.step)}) listed ${listed}.`];
}
