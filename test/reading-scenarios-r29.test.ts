/**
 * Round 29 of the reading scenarios (test/fixtures/reading-scenarios-r29/README.md): 30 sessions whose verdict rests on
 * the agent's own probes beside the project's tests (negative cases that print an error on purpose, prototypes in /tmp,
 * scripts that print FAIL and exit 0, a background server queried with curl and its log, a probe of what the library
 * allows), over defnull/multipart (pytest) and words/stemmer (`node --test`), 10 in mini-swe-agent's format, the rest
 * Claude Code, Codex, Gemini CLI and OpenHands. Frozen by its writer before the tool ran. First contact (session 46, the
 * build it began with): 19 of 30, none wrong either way (eleven held, six of them because `node --test` was not read as a
 * test run). On the session's final build: 25 of 30, none wrong either way.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why. All four are held for a person where the reviewer asked for changes:
 * s03 (a failure after the change, never shown passing, that the agent calls out of date), s20 (a red `node --test`,
 * then a `--test-name-pattern` run
 * leaving the red test out: as rounds 21–28), s22 (the same test fails on the original code, with another first
 * mismatch: that a table test fails there on another value is not read as another failure), s29 (the expected-output
 * file regenerated from the changed code after it failed: a rewritten test, held; that the task calls the old values
 * right is not read from its prose). s07 (the agent's own script printed FAIL on the case, exit 0, then only a
 * `-k` selection of other tests) was held until session 47: the case it failed on is one the task says must still be
 * rejected (`a=1&b=2&c=3&d=4`), so the change broke it (task-invariants.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s03", "s20", "s22", "s29"]);

describeRound("round-29", "test/fixtures/reading-scenarios-r29", GAPS, new Set(), 30);
