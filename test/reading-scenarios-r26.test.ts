/**
 * Round 26 of the reading scenarios (test/fixtures/reading-scenarios-r26/README.md): 30 sessions whose verdict rests on
 * what the agent claims against what the transcript shows (unjs/scule in TypeScript with vitest, tsc and eslint;
 * lepture/mistune in Python), 6 in mini-swe-agent's format, the rest Claude Code, Codex, Gemini CLI and OpenHands. Frozen
 * by its writer before the tool ran. First contact (session 44, on the build it began with and on the build of that
 * moment alike): 25 of 30, no wrong Request changes, two wrong Approves (s20: a failing spec example left out by an
 * `ignore_case` hook naming it; s21: a script that asserts nothing beside a suite erroring in all 17 tests as on the
 * original code). Now 28 of 30.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer approved: s09 (`vitest -t trainCase` green after the change, and the final answer
 * says "the full suite passes": the claim is wider than the run, which claims_backed says).
 * s10 (two existing expectations rewritten after they failed, the answer saying "no breaking change") was held for a
 * person until session 47: the rewritten assertion's value is one the task says must stay (task-invariants.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s09"]);

describeRound("round-26", "test/fixtures/reading-scenarios-r26", GAPS, new Set(), 30);
