/**
 * Round 25 of the reading scenarios (test/fixtures/reading-scenarios-r25/README.md): 32 SWE-bench-shaped Python sessions
 * (addict, python-nameparser) whose commands are compound shell lines: `if/elif/else` on file tests, `set -o pipefail`,
 * `|| break` loops, functions, subshells, `tee` logs, probes, `git stash` baselines; 10 in mini-swe-agent's format, the rest
 * Claude Code, Codex, Gemini CLI and OpenHands. Frozen by its writer before the tool ran. First contact (session 44, the
 * build it began with): 25 of 32, three wrong Request changes (s04, s12, s14: the agent's own script printed
 * `tags: ['a', {'b': 1}] list (expected list)`, read as a mismatch at the dict's colon), no wrong Approve. Now 30 of 32.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s05 (`test_to_dict` failed after the change, never run before
 * it; the agent called it unrelated and ran `-k "tuple or update"`, which leaves it out: agents narrow to the task's tests
 * after failures that are not theirs as often, sphinx-doc__sphinx-8621 of the labeled PRs among them), s31 (an existing
 * test's fixture rewritten after it failed: whether the old expectation was the bug is for a person).
 */
const GAPS: ReadonlySet<string> = new Set(["s05", "s31"]);

describeRound("round-25", "test/fixtures/reading-scenarios-r25", GAPS, new Set(), 32);
