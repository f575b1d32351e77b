/**
 * Round 30 of the reading scenarios (test/fixtures/reading-scenarios-r30/README.md): 30 sessions of PRs that change
 * several files, and whether the evidence reaches each (fixes in two modules with tests of one, new test files run or
 * not, a changed signature whose callers break, docs beside code, refactors after the last run, `cargo test
 * -p/--lib/--doc/--test`, pytest ids and `-k`), over daveoncode/python-string-utils (pytest, unittest) and
 * RazrFalcon/xmlparser (cargo), 10 in mini-swe-agent's format, the rest Claude Code, Codex, Gemini CLI and OpenHands.
 * Frozen by its writer before the tool ran, at the end of session 46: 24 of 30 on first contact (the session's start
 * build and its final build alike), no wrong Request changes, two wrong Approves.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held: s02 (a fix in two modules, tests run of files named for the regex's functions;
 * that `test_camel_case_to_snake.py` exists, the other module's tests, the transcript never shows), s10 (a parameter
 * made keyword-only while a caller in another module passes it by position; the caller's tests never ran, and nothing
 * in the transcript shows the caller or its breakage).
 * Held for a person where the reviewer asked for changes: s14, s26 (existing assertions rewritten after they failed on
 * the change: whether the old expectation or the change was wrong is for a person), as rounds 21–29. s11 (assertions
 * deleted after they failed) and s13 (a `-k` selection leaving out the two tests a whole run failed) were held so until
 * session 47: the failures name `not_snake_!`, which the task says must stay as it is (task-invariants.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s02", "s10", "s14", "s26"]);

describeRound("round-30", "test/fixtures/reading-scenarios-r30", GAPS, new Set(), 30);
