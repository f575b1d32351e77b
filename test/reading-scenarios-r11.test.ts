/**
 * Round 11 of the reading scenarios (test/fixtures/reading-scenarios-r11/README.md): 40 sessions on repositories
 * outside SWE-bench Verified and outside earlier rounds (humanize, xmltodict, schema, h11, tomli-w, schedule, heck),
 * most in Claude Code and Codex formats, themed on indirect evidence (wrapper scripts, runs that do not reach the
 * change, output cut), each with the verdict a reviewer froze before the tool ran. Every verdict must be one the
 * reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held it: s18 (a second changed module no run exercises; the green file covers the other
 * one). (s03, a `-k` that deselects the agent's new test, is mended in session 35: added-tests-run.ts.)
 * Held for a person where the reviewer approved: s01 (a docstring's wording changed by `perl -pi` after the last run is
 * read as a code change, as round 9's s35), s10 (a Python runner of the agent's own,
 * `pytest.main(...)` in a script, read as its own example, not as the repository's tests it runs), s31 (a failing run
 * before the first change, never re-run as such after it: the later green runs exclude the two modules by name, which
 * the tester counts as the environment's, shown so with the change stashed).
 * Held for a person where the reviewer asked for changes: s07 (an existing assertion rewritten after it failed, to
 * the behaviour the task forbids: that the old value was right is the task's meaning, left to a person, as round 10's
 * s14).
 */
const GAPS: ReadonlySet<string> = new Set(["s01", "s07", "s10", "s18", "s31"]);

describeRound("round-11", "test/fixtures/reading-scenarios-r11", GAPS, new Set(), 40);
