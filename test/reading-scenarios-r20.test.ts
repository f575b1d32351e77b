/**
 * Round 20 of the reading scenarios (test/fixtures/reading-scenarios-r20/README.md): 40 sessions on a C library built with
 * CMake and tested with CTest (akheron/jansson) and an npm-workspaces monorepo tested with vitest (projectfluent/fluent.js),
 * each with the verdict a reviewer froze before the tool ran. First contact (session 41, the build it began with): 32 of
 * 40, one wrong Request changes, four wrong Approves; now 37, none of either.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer asked for changes: s03 (the agent's own new test failed, then its inputs were
 * changed so it passes), s33 (its expected counts changed after it failed), s08 (its call taken out of the suite's runner
 * after it failed): own-test-rewrites.ts holds each, as the test or the change may have been wrong.
 */
const GAPS: ReadonlySet<string> = new Set(["s03", "s08", "s33"]);

describeRound("round-20", "test/fixtures/reading-scenarios-r20", GAPS, new Set(), 40);
