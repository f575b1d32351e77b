/**
 * Round 8 of the reading scenarios (test/fixtures/reading-scenarios-r8/README.md): 40 sessions on repositories
 * outside SWE-bench Verified and outside earlier rounds (toolz, boltons, sqlparse, cachetools, pyparsing, tomli in
 * mini-swe-agent and four other agents' formats; itoa, google/uuid and clsx in Rust, Go and JavaScript), each with
 * the verdict a reviewer froze before the tool ran. Every verdict must be one the reviewer allowed; the gaps are held.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer approved: s14 (a docstring-only edit after the tests, but neither the edit nor
 * any output shows the docstring's quotes around the changed line, only prose: which string it is is not shown).
 * s26 (a green run of tests/test_keys.py and tests/test_lru.py after a change to func.py's ttl_cache) was approved
 * until session 45 held test files whose names share no word with the changed code or the task (other-test-files.ts).
 * Held for a person where the reviewer asked for changes: s32 (an existing assertion rewritten to the new default,
 * which the task contradicts: whether the old expectation was the bug is left to a person), s35 (a print of labelled
 * values added to library code: held as a likely debug print, not asked out, since it carries no DEBUG mark).
 */
const GAPS: ReadonlySet<string> = new Set(["s14", "s32", "s35"]);

describeRound("round-8", "test/fixtures/reading-scenarios-r8", GAPS, new Set(), 40);
