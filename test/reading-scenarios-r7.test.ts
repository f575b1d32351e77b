/**
 * Round 7 of the reading scenarios (test/fixtures/reading-scenarios-r7/README.md): 40 sessions on repositories
 * outside SWE-bench Verified (click, attrs, more-itertools, marshmallow, tqdm in mini-swe-agent and four other agents'
 * formats; cobra, semver and defu in Go, Rust and TypeScript), each with the verdict a reviewer froze before the tool
 * ran. Every verdict must be one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer asked for changes: s16 (a global replacement also changed the guards of functions the
 * task did not name, and only a narrow `-k` run followed: what the PR's other hunks do is not read against the task).
 * Held for a person where the reviewer asked for changes: s19 (the replacement swept up `format_num`, which the PR
 * removes and the task does not name: held as a removal a person should confirm, not asked out).
 * Held for a person where the reviewer asked for changes: s18 (existing assertions rewritten to the new output,
 * which the task contradicts: whether the old expectation was the bug is left to a person).
 * Held for a person where the reviewer approved: s13 (a docstring-only edit after the tests, but the edit shows only the
 * docstring's closing quote and no output shows what opened it: a string's closing quote alone does not tell a
 * docstring from a value the code uses), s14 (the PR ships `patch`'s `.orig` backups: a reviewer should ask to drop
 * them, so this stays),
 * s27 (the one failing test is shown failing on the original code too, but the run that held it counts as no pass).
 */
const GAPS: ReadonlySet<string> = new Set(["s13", "s14", "s16", "s18", "s19", "s27"]);

describeRound("round-7", "test/fixtures/reading-scenarios-r7", GAPS, new Set(), 40);
