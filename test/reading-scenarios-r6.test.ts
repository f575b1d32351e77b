/**
 * Round 6 of the reading scenarios (test/fixtures/reading-scenarios-r6/README.md): 40 sessions, 30 of them
 * mini-swe-agent pull requests on django, matplotlib, scikit-learn, astropy, xarray and pytest, each with the verdict
 * a reviewer froze before the tool ran. Every verdict must be one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer asked for a person: s08, s25 (the tests that ran do not reach the changed code, and
 * the transcript never shows the changed module's own test file: whether a test reaches a change is not read).
 * Held for a person where the reviewer asked for changes: s07, s20, s27, s32 (a test failing after the change that
 * the agent calls unrelated or intended, never shown passing: on the labeled PRs the same reading holds two resolved
 * PRs whose failures were the environment's, so whether the change caused it is left to a person).
 */
const GAPS: ReadonlySet<string> = new Set(["s07", "s08", "s20", "s25", "s27", "s32"]);

describeRound("round-6", "test/fixtures/reading-scenarios-r6", GAPS, new Set(), 40);
