/**
 * Round 23 of the reading scenarios (test/fixtures/reading-scenarios-r23/README.md): 36 SWE-bench-shaped Python sessions
 * (python-json-patch with its own tests.py runner and a fixed release in site-packages; bottle, one module, with a
 * `make test` that needs the network and pre-existing import errors under unittest discovery), 26 in mini-swe-agent's
 * format, each with the verdict a reviewer froze before the tool ran. First contact (session 43, the build it began with;
 * the same after its first two rules): 23 of 36, one wrong Request changes, two wrong Approves; now 30, none of the first,
 * one of the second (session 44: s17, whose OpenHands script text was read from its `file_text`).
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s14 (an existing expectation rewritten after it failed):
 * whether the change or the test was wrong is left to a person, as in rounds 21–22. s11 and s24 (the failing test
 * deselected, then green), s23 (an expectation rewritten after it failed) and s22 (a failing test waved off with no
 * baseline) were held the same way until session 47: each failure names a value the task says must stay as it is
 * (`/a/5` must still be rejected, quotes must stay `&quot;`), so the change broke it (task-invariants.ts).
 * s29 (a green run of test_router.py and test_config.py after a change to bottle.py's html_escape) was approved until
 * session 45 held test files whose names share no word with the changed code or the task (other-test-files.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s14"]);

describeRound("round-23", "test/fixtures/reading-scenarios-r23", GAPS, new Set(), 36);
