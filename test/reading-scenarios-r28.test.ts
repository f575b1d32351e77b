/**
 * Round 28 of the reading scenarios (test/fixtures/reading-scenarios-r28/README.md): 30 sessions whose verdict rests on
 * how the shell ran things and which tests a run covered (if/elif on file tests, `set -e`, loops over test files,
 * `bash -c`, `timeout`, pipes with and without `pipefail`, probes and missing runners, `-k` and `--test-name-pattern`
 * selections, stash baselines, skips and rewritten expectations), over wroberts/pytimeparse (unittest/pytest) and
 * wooorm/markdown-table (`node --test`), 10 in mini-swe-agent's format, the rest Claude Code, Codex, Gemini CLI and
 * OpenHands. Frozen by its writer before the tool ran. First contact (session 46, the build it began with): 18 of 30,
 * two wrong Approves (s07, an expectation of a doctest rewritten to fit the change; s08, `-k sign` selecting one test
 * that never reaches the fix), no wrong Request changes: Node's own runner (`node --test`) was not read as a test run.
 * Now 28 of 30: the nine node sessions it missed by reading `node --test`, its totals (none passed, none failed: no test ran)
 * and `--test-name-pattern` as a selection; s07 by a doctest's expected output rewritten, after the module's doctests
 * failed on the change, to the value the task says the call must not give (doctest-rewrites.ts).
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held: s08 (`pytest … -k sign` selects one test whose name matches the task and passes;
 * that it uses whole-second values only, and so never reaches the fix, the transcript does not show).
 * Held for a person where the reviewer asked for changes: s15 (a `-k` selection of the three tests that failed before
 * the change passes after a whole-module run failed in `test_doctest`, never shown passing before): left to a person,
 * as in rounds 21–27.
 */
const GAPS: ReadonlySet<string> = new Set(["s08", "s15"]);

describeRound("round-28", "test/fixtures/reading-scenarios-r28", GAPS, new Set(), 30);
