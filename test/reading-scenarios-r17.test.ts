/**
 * Round 17 of the reading scenarios (test/fixtures/reading-scenarios-r17/README.md): 38 sessions on JavaScript and
 * TypeScript (path-to-regexp with vitest, jwt-decode with jest, bytes.js with mocha, classnames with node:test and tsd,
 * mri with tape), each with the verdict a reviewer froze before the tool ran. First contact (session 38, the build it
 * began with): 29 of 38, three wrong Request changes, three wrong Approves; 34 at the end of session 38; now 35 (s04:
 * `vitest run`'s mode word is no selection, session 39), none wrong that way, one wrong Approve (s32). The gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Approved where the reviewer held it for a person: s32 (a green run that does not exercise the change: that mri's tests
 * import the built `lib/` a run did not rebuild is not read).
 * Held for a person where the reviewer asked for changes: s33 (a new test's expectation changed to the value a tape
 * failure showed the code gives, the code left as it was: a person's call, as an agent's own slip in its test looks the
 * same; session 39, an Approve before).
 * Held for a person where the reviewer asked for changes: s03 (an existing `.toThrow(…)` flipped to `.not.toThrow()`
 * after vitest's code frame quoted it failing: rewritten expectations are a person's call, as in rounds 10–16).
 */
const GAPS: ReadonlySet<string> = new Set(["s03", "s32", "s33"]);

describeRound("round-17", "test/fixtures/reading-scenarios-r17", GAPS, new Set(), 38);
