import type { Edit, Message } from "../model.js";
import type { PassedRuns } from "./passed-runs.js";
import { samePath } from "./paths.js";
import { testName } from "./failing-names.js";
import { missingRemovedName } from "./removed-names.js";
import type { VerificationRun } from "./verification.js";

/** Why such a failure is not charged to the change, as the comment says it. */
export const NEVER_GREEN = "the transcript never shows these tests passing, before the change or since";

/** A failing test's own name shorter than this (`test`, `t1`) is too common to say the agent meant it. */
const MIN_TEST_NAME = 6;

interface BaselineContext {
  pr: boolean;
  passed: PassedRuns;
  work: readonly Edit[];
  messages: readonly Message[];
  /** Whether a run with the change set aside passed what the run failed: then it was seen green, on the original code. */
  passedOnOriginal: (run: VerificationRun) => boolean;
  /** Names the PR removes from the code (removed-names.ts): a failure saying one is missing is the change's. */
  removed: ReadonlySet<string>;
}

/**
 * On a pull request, a repository's test run that failed after the change, which the transcript never
 * shows passing (no earlier green run covers it), whose selection and failing tests lie in no file the
 * change edits, and whose failing test the agent then named in its own words: the repository may have
 * failed it before, and the agent saw it and said why. Whether the change caused it is for a person to
 * judge; a failure the agent passed over in silence (or seen green before) stays the change's.
 * Gives the step of the agent's message, or null.
 */
export function discussedUnbaselined(run: VerificationRun, context: BaselineContext): number | null {
  if (!context.pr || run.adHoc || run.kind !== "test" || run.failing.length === 0) return null;
  if (context.passed.coverers(run).some((other) => other.call < run.call) || context.passedOnOriginal(run)) return null;
  const files = [...run.selection, ...run.failing].map((id) => id.replace(/\[.*$/, "").split(":")[0]!).filter((file) => /\.\w+$/.test(file));
  if (files.some((file) => context.work.some((edit) => samePath(edit.path, file)))) return null;
  if (missingRemovedName(run.output, context.removed) !== null) return null;
  // the name without its parameters: an agent writes `test_bad_url`, seldom its whole parametrized id
  const names = run.failing.map((id) => testName(id).replace(/\[.*$/, "").trim()).filter((name) => name.length >= MIN_TEST_NAME);
  const said = context.messages.find((message) => message.role === "assistant" && message.step > run.step
    && names.some((name) => message.text.includes(name)));
  return said?.step ?? null;
}

