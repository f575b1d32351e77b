import { failingTestName } from "./failing-tests.js";
import type { Edit, Message, ToolCall, Trajectory } from "../model.js";
import type { PassedRuns } from "./passed-runs.js";
import { samePath } from "./paths.js";
import { isOwnTestOf } from "./own-tests.js";
import { testName } from "./failing-names.js";
import { missingRemovedName } from "./removed-names.js";
import { passedByAbsence } from "./listed-failures.js";
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
  /** Functions and classes the PR changes: a failing test of the changed file's own tests named after one is the change's. */
  changed: ReadonlySet<string>;
  /** Tests the PR adds, with their files: one failing was never there before the change, so it fails on it. */
  newTests: ReadonlyMap<string, readonly string[]>;
  /** The files the PR adds: a test in one was never there before the change. */
  newFiles: readonly string[];
  /** The failing runs made on the original code: one that lists all its failures shows the rest passing. */
  onOriginal?: readonly { run: VerificationRun }[];
  /** The agent's tool calls: an identifier among the words of their commands is a target or a file, no test's name. */
  calls?: readonly ToolCall[];
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
  // a run on the original code that listed every test it failed, none of these: they passed there (listed-failures.ts)
  if (passedByAbsence(run, context.onOriginal ?? []) !== null) return null;
  const files = [...run.selection, ...run.failing].map((id) => id.replace(/\[.*$/, "").split(":")[0]!).filter((file) => /\.\w+$/.test(file));
  if (files.some((file) => context.work.some((edit) => samePath(edit.path, file)))) return null;
  // a failing test of an edited source's own test file named after a function the PR changes (`test_take_nth` in
  // `test_itertoolz.py` when `take_nth` in `itertoolz.py` changed) is the change's to answer
  const ownTest = (id: string) => context.work.some((edit) => isOwnTestOf(id.split("::")[0]!, edit.path));
  if (run.failing.some((id) => ownTest(id) && [...context.changed].some((name) => namedAfter(testName(id), name)))) return null;
  if (missingRemovedName(run.output, context.removed) !== null) return null;
  // a test the PR itself adds cannot have failed before the change: its failure ships with the PR
  if (run.failing.some((id) => addedByChange(id, context))) return null;
  // the name without its parameters: an agent writes `test_bad_url`, seldom its whole parametrized id
  const names = run.failing.map((id) => testName(id).replace(/\[.*$/, "").trim()).filter((name) => name.length >= MIN_TEST_NAME);
  const said = context.messages.find((message) => message.role === "assistant" && message.step > run.step
    && names.some((name) => message.text.includes(name) || namesDescribedTest(message.text, name, commandWords(context.calls))));
  if (said !== undefined) saidBroken.set(run, OWNED_BREAK.test(said.text));
  return said?.step ?? null;
}

/**
 * The agent's own words that its change made the test fail ("It seems I broke an existing test", "my change broke
 * test_x"): the failure is the change's by its account; what is left for a person is whether the old expectation was
 * the bug (audit A16, sympy-15017).
 */
const OWNED_BREAK = /\b(?:I(?:'ve| have)?|my (?:change|fix|patch|edit)s?)\s+(?:(?:just|accidentally|probably|apparently|actually|may|might|must|have|has)\s+){0,2}(?:broke|broken)\b/i;
/** Whether the message that discussed a run's failure says the change broke it, by run. */
const saidBroken = new WeakMap<VerificationRun, boolean>();

/** How the comment says a discussed failure is held: by what the agent's message said of it. */
export function discussedNote(run: VerificationRun, step: string): string {
  return saidBroken.get(run) === true
    ? `and the agent says its change broke it (${step}): whether the old expectation or the change is wrong is for a person to judge`
    : `and the agent discussed the failure (${step}): whether the change caused it is for a person to judge`;
}

/** Every word of the commands the calls ran. */
function commandWords(calls: readonly ToolCall[] = []): ReadonlySet<string> {
  return new Set(calls.flatMap((call) => (call.command ?? "").split(/[^\w.-]+/)));
}

/** An identifier of several words (`test_count`). */
const IDENTIFIER = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;

/**
 * A harness that reports a test by its description (`FAILED: test tokens count estimation`) is named by the agent by
 * the test's function (`test_count`): an identifier whose words all appear in the description, in order, from its first.
 */
function namesDescribedTest(text: string, description: string, commandWords: ReadonlySet<string> = new Set()): boolean {
  if (!description.includes(" ")) return false;
  const words = description.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return [...text.matchAll(IDENTIFIER)].some(([identifier]) => {
    const parts = identifier.toLowerCase().split("_");
    // a word of a command the agent ran (`make test_strict`) names what it ran, a target, not a test
    if (identifier.length < MIN_TEST_NAME || parts[0] !== words[0] || commandWords.has(identifier)) return false;
    let at = 0;
    return parts.every((part) => (at = words.indexOf(part, at) + 1) > 0);
  });
}


/**
 * The agent's messages and, when it is none of them, its final answer (OpenHands' `finish` thought, a run's last word):
 * where it says why a failure is not the change's.
 */
export function agentWords(trajectory: Pick<Trajectory, "messages" | "finalAnswer" | "ending" | "toolCalls">): readonly Message[] {
  const answer = trajectory.finalAnswer;
  // mini-swe-agent's and OpenHands' final answer may be the submitted patch: a diff says nothing of a failure
  const patch = answer != null && /^diff --git |^--- |\n\+\+\+ /m.test(answer);
  if (answer == null || answer.trim() === "" || patch || trajectory.messages.some((message) => message.text === answer)) return trajectory.messages;
  const steps = [...trajectory.messages.map((message) => message.step), ...trajectory.toolCalls.map((call) => call.step)];
  const step = trajectory.ending.step ?? Math.max(0, ...steps);
  return [...trajectory.messages, { role: "assistant", text: answer, step }];
}

/** A test named after a function: `test_take_nth` or `test_take_nth_zero` for `take_nth`, not `test_parse_date` for `parse`. */
function namedAfter(test: string, name: string): boolean {
  const words = test.replace(/\[.*$/, "").replace(/^test_?/i, "");
  return words === name || words.startsWith(`${name}_`);
}

/**
 * The failing id names a test the PR adds, or a test in (or the whole of) a file the PR adds: the original code never
 * had it, so it cannot have failed there (a `git stash` keeps an untracked new test file, and runs it on the old code).
 */
export function addedByChange(id: string, { newTests, newFiles }: Pick<BaselineContext, "newTests" | "newFiles">): boolean {
  const file = id.split("::")[0]!.replace(/\[.*$/, "").trim();
  // a bare name (Go's `TestNew`) may be another package's test of that name: an id that says where it is, or a test's
  // description (tap's `long alias of a declared boolean is not unknown`), counts
  return (qualified(id) && isNewTest(id, newTests)) || newFiles.some((path) => samePath(path, file));
}

/** The id names its file (`tests/a.py::test_x`), its module (`test_x (tests.test_a.T.test_x)`) or describes the test. */
const qualified = (id: string) => id.includes("::") || id.includes(" ") || /^\w+(?:\.\w+)+$/.test(id);

/**
 * The failing id names a test the PR adds: by its name, in a file the PR adds it to when the id names a file
 * (`tests/test_slug.py::test_basic`, not an existing `tests/test_mailer.py::test_basic`) or a dotted module.
 */
function isNewTest(id: string, newTests: ReadonlyMap<string, readonly string[]>): boolean {
  const paths = newTests.get(id) ?? newTests.get(failingTestName(id));
  if (paths === undefined) return false;
  const file = id.includes("::") ? id.split("::")[0]! : null;
  if (file !== null) return paths.some((path) => samePath(path, file));
  // unittest's `test_x (tests.test_a.T.test_x)` or `tests.test_a.T.test_x`: the module names the file
  const dotted = /\(([\w.]+)\)\s*$/.exec(id)?.[1] ?? (/^[\w.]+$/.test(id) && id.includes(".") ? id : null);
  // from the root or from a folder inside (`tests.test_a` for `pkg/tests/test_a.py`)
  const modules = (path: string) => path.replace(/\.py$/, "").split("/").map((_, index, parts) => parts.slice(index).join("."));
  return dotted === null || paths.some((path) => modules(path).some((module) => dotted.startsWith(`${module}.`)));
}
