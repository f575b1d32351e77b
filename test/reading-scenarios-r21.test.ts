/**
 * Round 21 of the reading scenarios (test/fixtures/reading-scenarios-r21/README.md): 40 SWE-bench-shaped Python sessions
 * (dateutil in a src/ layout with a released copy installed, inflection with doctests in pytest's addopts), 24 in
 * mini-swe-agent's format, each with the verdict a reviewer froze before the tool ran. First contact (session 42, the
 * build it began with): 31 of 40, one wrong Request changes, four wrong Approves; now 36, none of either.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s06 (a failure the change caused, which the agent called
 * pre-existing without showing it), s08 (existing expectations rewritten after they failed), s13 (the agent's own
 * script printed wrong values after the last edit, then was deleted), s32 (the failing tests deselected, then green):
 * the failures are shown, but whether the change or the test was wrong is left to a person.
 * Held since session 43, as the reviewer held them: s16 (tests run without PYTHONPATH=src, where `pip show` had shown the
 * release installed in site-packages: installed-release.ts), s36 (`-k "ordinal or pluralize"` keeps, of the changed
 * module's own tests, those named for other functions than the changed `parameterize`: other-keywords.ts).
 */
const GAPS: ReadonlySet<string> = new Set(["s06", "s08", "s13", "s32"]);

describeRound("round-21", "test/fixtures/reading-scenarios-r21", GAPS, new Set(), 40);
