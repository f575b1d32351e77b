/**
 * Round 24 of the reading scenarios (test/fixtures/reading-scenarios-r24/README.md): 30 SWE-bench-shaped Python sessions
 * (parse, whose .pytest.ini asks for pytest-cov that is not installed; webcolors in a src/ layout behind a noxfile with no
 * nox, four doctests failing before any change), 22 in mini-swe-agent's format, each with the verdict a reviewer froze
 * before the tool ran. First contact (session 43, at the end of its reading work; the build it began with alike): 24 of 30,
 * no wrong Request changes, two wrong Approves. Session 44: 27 of 30 (s05 by the line pytest placed the failure at, s08 by
 * the PR's hunk around the docstring line, s14 by the exception its script printed where the value should be).
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved until session 45: s10 (tests/test_result.py and tests/test_pattern.py after a change to parse.py, whose own
 * tests/test_parse.py the line `ls -a && ls tests` listed: now split where the sorted order starts again), s24
 * (`-k "integer or percent"`, "integer" read as a word of the task though only its example's printed `IntegerRGB(…)` holds it).
 * Held for a person where the reviewer asked for changes: s19 (existing expectations rewritten after they failed): left to
 * a person, as in rounds 21–23.
 */
const GAPS: ReadonlySet<string> = new Set(["s19"]);

describeRound("round-24", "test/fixtures/reading-scenarios-r24", GAPS, new Set(), 30);
