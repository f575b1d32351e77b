/**
 * Round 13 of the reading scenarios (test/fixtures/reading-scenarios-r13/README.md): 24 sessions on JavaScript and
 * TypeScript projects (bytes.js, minimist, ufo, camelcase, fast-content-type-parse, destr, clsx) run with node:test,
 * tape, mocha, vitest, ava and uvu, each with the verdict a reviewer froze before the tool ran. Every verdict must be
 * one the reviewer allowed; the gaps are held as gaps.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why.
 * Held for a person where the reviewer approved: s02 (node:test's `t.plan` counts raised after a plan mismatch failed
 * the run: read as a test changed after it failed, which it is; that a plan count is bookkeeping is the reviewer's
 * reading), s23 (`npm run tests-only -- test/num.js` ran the whole suite because npm appends the file to the script's
 * own glob, as its `>` line shows: read as a run of the one file).
 * Held for a person where the reviewer asked for changes: s10 (a failing test file renamed to `.cjs`, out of tape's
 * `test/**\/*.js` glob: the rename is named as a file the transcript did not touch, not as tests taken out of the run).
 */
/**
 * Approved where the reviewer held it for a person (since round 14, which made `uvu` and `tape` test runners): s20
 * (`npx uvu -r esm test lite` ran only the tests of `src/lite.js` after a change to `src/index.js`; no rule reads which
 * module a test file exercises, so a green run of another module's tests is credited, as for pytest).
 */
const GAPS: ReadonlySet<string> = new Set(["s02", "s10", "s20", "s23"]);

describeRound("round-13", "test/fixtures/reading-scenarios-r13", GAPS, new Set(), 24);
