/**
 * Round 16 of the reading scenarios (test/fixtures/reading-scenarios-r16/README.md): 45 sessions on Python with unittest
 * and pytest (more-itertools, toolz, sortedcontainers) and Lua with busted (semver.lua), each with the verdict a reviewer
 * froze before the tool ran. First contact (session 38, the build it began with): 31 of 45, one wrong Request changes,
 * nine wrong Approves. Every verdict must be one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held it for a person: s06 (`unittest -k test_sliced_zero` names no test; the 114 that ran
 * are the doctests the module's `load_tests` always adds: which tests ran is not read from the repository), s30
 * (`busted -t focus` ran one example tagged `#focus`; tags are not read).
 * Held for a person where the reviewer approved: s08 (the agent's reproduction script left in the PR: a reviewer asks
 * it out, so a person should see it), s10 (an existing test rewritten after it failed, as the task asked: rewritten
 * expectations are a person's call, as in rounds 10, 11, 14 and 15), s20 (a failure in another test file the agent
 * explained but did not run on the original code: unbaselined.ts leaves it to a person).
 * Held for a person where the reviewer asked for changes: s11, s31 (assertions rewritten to fit a change the task
 * forbade: rewritten expectations are a person's call).
 */
const GAPS: ReadonlySet<string> = new Set(["s06", "s08", "s10", "s11", "s20", "s30", "s31"]);

describeRound("round-16", "test/fixtures/reading-scenarios-r16", GAPS, new Set(), 45);
