/**
 * Round 22 of the reading scenarios (test/fixtures/reading-scenarios-r22/README.md): 32 SWE-bench-shaped Python sessions
 * (simplejson's unittest suite inside the package, isodate in a src/ layout behind a tox.ini with no tox installed), 20
 * in mini-swe-agent's format, each with the verdict a reviewer froze before the tool ran. First contact (session 42, the
 * build after round 21's rules): 23 of 32, two wrong Request changes, one wrong Approve; now 29, none of either (session 43).
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s12 and s23 (existing expectations rewritten after they
 * failed), s20 (a failure the change caused, called pre-existing without a baseline): own-test and rewritten-expectation
 * rules hold them, as the test or the change may have been wrong.
 * s19 (a green run of tests/test_strf.py only) is held since session 43: the `ls src/isodate tests` blocks name
 * tests/test_duration.py, the changed duration.py's own tests, which never ran (listed-blocks.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s12", "s20", "s23"]);

describeRound("round-22", "test/fixtures/reading-scenarios-r22", GAPS, new Set(), 32);
