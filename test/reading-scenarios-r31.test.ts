/**
 * Round 31 of the reading scenarios (test/fixtures/reading-scenarios-r31/README.md): 30 sessions of the project's own
 * test command reached through wrappers (`make test` stopping at the first failing configuration, `make -k`, `make -n`,
 * a `make check` recipe whose failure make ignores, a `run_tests.sh` with `|| true`, `npm test` with mocha `--bail`,
 * `npm run test:style` that only lints, `mocha --dry-run`, `| tee`), and the agents' claims against the output about the
 * same subject, over zserge/jsmn (C, make) and jshttp/content-type (mocha), 10 in mini-swe-agent's format, the rest
 * Claude Code, Codex, Gemini CLI and OpenHands. Frozen by its writer before the tool ran, in session 47: 14 of 30 on
 * first contact (the session's start build), six wrong Request changes (s01, s04, s05, s09, s11, s23) and two wrong
 * Approves (s19, s29); 19 of 30 at the end of session 47, no wrong Request changes, one wrong Approve; 21 of 30 in
 * session 48 (s25: `charset=utf-8`, a value the task says must stay, read as data; s30: mocha's failures named).
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held: s29 (a fix in two functions; only the test file of one ran, 30 passing, and the
 * transcript never shows which tests reach the other: as round 30's s02).
 * Held for a person where the reviewer approved: s01, s04, s06, s09, s18 (the remaining failures are shown on the
 * original code, and the tests the change fixed pass inside a run that still fails: a pre-existing failure neither
 * fails the PR nor counts as green, as issue 21 asks; s09's failures and baseline reach the transcript through a later
 * `grep` of the logs the runs wrote, now read as theirs).
 * Held for a person where the reviewer asked for changes: s03, s15 (test_string fails on the original code at line 83
 * and after the change at line 93, another of its checks: a harness's failures are compared by the test's description,
 * its line aside, since a change that adds to the test file moves every line after it; the check at line 93 follows
 * the one at 83 that failed on the original code, so it never ran there), s10 (tests edited after they failed: whether
 * the old expectation or the change was wrong is for a person).
 */
const GAPS: ReadonlySet<string> = new Set(["s01", "s03", "s04", "s06", "s09", "s10", "s15", "s18", "s29"]);

describeRound("round-31", "test/fixtures/reading-scenarios-r31", GAPS, new Set(), 30);
