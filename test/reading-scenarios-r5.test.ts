/**
 * Round 5 of the reading scenarios (test/fixtures/reading-scenarios-r5/README.md): 50 sessions, 35 of them
 * mini-swe-agent pull requests on repositories the labeled sets do not hold, each with the verdict a reviewer
 * froze before the tool ran. Every verdict must be one the reviewer allowed; the gaps below are held as gaps,
 * so that a change to them shows.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer asked for a person: s08 (a conftest.py made only to get pytest going, left in the
 * PR: not told apart from a fixture the change needs), s12 (the one test that passed does not reach the changed
 * code, the rest skipped: whether a test reaches the change is not read), s30 (the wider runs stopped at time
 * limits, a two-test `-k` run finished green), s35 (only other modules' tests ran, and the transcript never shows
 * the changed module's own test file: a naming convention alone is not assumed). s42 (the tests imported the
 * installed pytest, not the edited source) was one until session 31 read a runner's import path (installed-copy.ts).
 * Held for a person where the reviewer asked for changes: s44 (a failure after the change the agent calls
 * unrelated: never shown passing, so whether the change caused it is left to a person), s28 (tests loosened after
 * they failed). s48 (a failing test deleted) was one until session 33 read a deleted failing test as a skip; s15
 * (the same, but pytest's short traceback ends in the line the change added) until session 38 read those frames.
 * Held for a person where the reviewer approved: s19 (only a docstring changed after the tests; a prose-only edit
 * is not told apart from code).
 */
const GAPS: ReadonlySet<string> = new Set(["s08", "s12", "s19", "s28", "s30", "s35", "s44"]);

describeRound("round-5", "test/fixtures/reading-scenarios-r5", GAPS);
