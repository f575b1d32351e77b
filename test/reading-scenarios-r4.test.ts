/**
 * Round 4 of the reading scenarios (test/fixtures/reading-scenarios-r4/README.md): 50 sessions in eight
 * agents' formats, each with the verdict a reviewer froze before the tool ran. Every verdict must be one
 * the reviewer allowed; the gaps below are held as gaps, so that a change to them shows.
 */
import { describeRound } from "./helpers/reading-rounds.js";

/**
 * Not the reviewer's verdict, each with why: `codex exec --json` records no user prompt, so with no PR
 * description the task is unknown and the verdict waits for a person (s07, s15: Approve with the task given);
 * s29's reviewer wrote Needs human review, but a CI step the PR makes `continue-on-error` swallows test
 * failures: the Request changes is kept, as the reviewer agreed after the run.
 */
const GAPS: ReadonlySet<string> = new Set(["s07", "s15", "s29"]);

describeRound("round-4", "test/fixtures/reading-scenarios-r4", GAPS, new Set(["s29"]));
