/**
 * Round 10 of the reading scenarios (test/fixtures/reading-scenarios-r10/README.md): 40 sessions on repositories
 * outside SWE-bench Verified and outside earlier rounds (colorama, parse, python-unidiff, python-tabulate,
 * jmespath.py, python-slugify, rust-fnv), most in Claude Code and Codex formats, each with the verdict a reviewer
 * froze before the tool ran. Every verdict must be one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held it: s09 (a green run of one test file that, as the repository shows, does not
 * exercise the changed function; the transcript never shows the file's content or the changed code's own tests). s28
 * (tests/test_line.py after a change to patch.py) was approved until session 45 held test files named for other code.
 * s35 (a `set -e` wrapper script of the agent's own that runs the repository's tests, read as its own example) was
 * held for a person until session 34 read a script file by the text the agent wrote to it.
 * Held for a person where the reviewer asked for changes: s14, s34 (an existing assertion rewritten after it failed
 * on the change, to a value the task forbids or contradicts: that the old value was right is the task's meaning,
 * left to a person), s26 (a failure after an unasked change called pre-existing without a check: never shown passing
 * before the change, so whether the change caused it is left to a person).
 */
const GAPS: ReadonlySet<string> = new Set(["s09", "s14", "s26", "s34"]);

describeRound("round-10", "test/fixtures/reading-scenarios-r10", GAPS, new Set(), 40);
