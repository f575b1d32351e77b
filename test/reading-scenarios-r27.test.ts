/**
 * Round 27 of the reading scenarios (test/fixtures/reading-scenarios-r27/README.md): 30 sessions whose verdict rests on
 * what reaches the PR and what the runs ran on (scratch files, caches, reverted edits, docs-only edits after the last
 * run, installed copies, stale test binaries, worktrees and `git stash` / saved-patch baselines), over
 * ogham/rust-number-prefix (cargo) and alecthomas/voluptuous (pytest), 10 in mini-swe-agent's format, the rest Claude
 * Code, Codex, Gemini CLI and OpenHands. Frozen by its writer before the tool ran. First contact (session 45, the build
 * it began with): 22 of 30, one wrong Request changes (s04: `git diff > /tmp/p.patch && git checkout .` then the tests,
 * then `git apply /tmp/p.patch`; the re-applied change was read as still set aside, so the green run after it counted
 * as the original code's), no wrong Approve. Now 23 of 30.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s03, s07, s11-like s20 and s27 (a failure after the change
 * called pre-existing, where the baseline run failed other tests or set nothing aside), s15 (the same with no baseline
 * at all), s23 (a baseline by `git show HEAD:… > /tmp/orig.py && diff`), s30 (`-k "range and not nan"` leaving out
 * exactly the failing test after caches were cleared).
 */
const GAPS: ReadonlySet<string> = new Set(["s03", "s07", "s15", "s20", "s23", "s27", "s30"]);

describeRound("round-27", "test/fixtures/reading-scenarios-r27", GAPS, new Set(), 30);
