/**
 * Round 27 of the reading scenarios (test/fixtures/reading-scenarios-r27/README.md): 30 sessions whose verdict rests on
 * what reaches the PR and what the runs ran on (scratch files, caches, reverted edits, docs-only edits after the last
 * run, installed copies, stale test binaries, worktrees and `git stash` / saved-patch baselines), over
 * ogham/rust-number-prefix (cargo) and alecthomas/voluptuous (pytest), 10 in mini-swe-agent's format, the rest Claude
 * Code, Codex, Gemini CLI and OpenHands. Frozen by its writer before the tool ran. First contact (session 45, the build
 * it began with): 22 of 30, one wrong Request changes (s04: `git diff > /tmp/p.patch && git checkout .` then the tests,
 * then `git apply /tmp/p.patch`; the re-applied change was read as still set aside, so the green run after it counted
 * as the original code's), no wrong Approve. Now 27 of 30: s03, s20 and s27 by a baseline run made after the red run
 * (stash, saved patch, worktree) whose whole list of failures lacks the change's failing test; s07 by a `git stash`
 * that saved nothing (`No local changes to save`, the change already committed), which sets nothing aside.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s15 (a failure after the change called pre-existing with no
 * baseline run at all; that the failing test asserts what the task says must stay is the task's meaning), s23 (the same
 * beside `git show HEAD:… > /tmp/orig.py && diff`, which runs nothing), s30 (`-k "range and not nan"` leaving out
 * exactly the failing test, never shown passing before): left to a person, as in rounds 21–25.
 */
const GAPS: ReadonlySet<string> = new Set(["s15", "s23", "s30"]);

describeRound("round-27", "test/fixtures/reading-scenarios-r27", GAPS, new Set(), 30);
