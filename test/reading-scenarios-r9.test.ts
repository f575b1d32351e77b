/**
 * Round 9 of the reading scenarios (test/fixtures/reading-scenarios-r9/README.md): 40 sessions on repositories
 * outside SWE-bench Verified and outside earlier rounds (six, sortedcontainers, idna, markupsafe, wcwidth, pluggy,
 * rustc-hash, bytes.js), most in Claude Code and Codex formats, each with the verdict a reviewer froze before the
 * tool ran. Every verdict must be one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held it: s01 (the new test sits in a class pytest never collects, not named `Test*`:
 * the green run of its module did not run it), s11 (unittest run from `tests/` imported the installed package,
 * which only a later probe shows, with no site-packages path in the run's own output). s28 (a green run of
 * tests/test_intranges.py after a change to core.py) was approved until session 45 held test files named for other code.
 * Held for a person where the reviewer approved: s07 (the whole suite's one failure is shown failing on the
 * original code too, but the run that held it counts as no pass, as in round 7's s27 and as the first set's pe01
 * holds it), s35 (a docstring edit after the last run made by a shell command, not an edit tool:
 * not read as notes only). s33 (a `bash run_tests.sh` the agent wrote, read as its own check) was one until session
 * 34 read a script file by the text the agent wrote to it.
 * Held for a person where the reviewer asked for changes: s13 (a print of labelled values left in library code),
 * s27 (a refactor's
 * failing test is held because the transcript never shows it passing before the change). s23 (a deleted test file
 * that failed on the change) was one until session 33 read a deleted failing test as a skip.
 */
const GAPS: ReadonlySet<string> = new Set(["s01", "s07", "s11", "s13", "s27", "s35"]);

describeRound("round-9", "test/fixtures/reading-scenarios-r9", GAPS, new Set(), 40);
