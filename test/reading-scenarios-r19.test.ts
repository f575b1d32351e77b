/**
 * Round 19 of the reading scenarios (test/fixtures/reading-scenarios-r19/README.md): 40 sessions on a Go module of many
 * packages (emirpasic/gods), a Rust crate with its proc-macro crate (nanoserde) and a Python package with subpackages and
 * an installed copy (pyasn1), each with the verdict a reviewer froze before the tool ran. First contact (session 40, the
 * build it began with): 26 of 40, one wrong Request changes, seven wrong Approves; now 36, none of either.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s06 and s35 (existing expectations rewritten after they
 * failed on the change: whether the old value was the bug is for a person), s23 (the agent's own new test deleted
 * after it failed: own-test-rewrites.ts holds it), s14 (an existing test failing after the change, never seen green,
 * which the agent discussed).
 */
const GAPS: ReadonlySet<string> = new Set(["s06", "s14", "s23", "s35"]);

describeRound("round-19", "test/fixtures/reading-scenarios-r19", GAPS, new Set(), 40);
