import { INLINE_RUNNER } from "./check-identity.js";
import { clip, named } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/** The runner and what it selected, as a reader would type it (`pytest tests/a.py`). */
export function runName(run: VerificationRun): string {
  // a selection the command does not spell (the tests a script it wrote imports) is not shown as typed
  const selection = run.selection.filter((item) => !run.runner.includes(item) && run.command.includes(item));
  return clip([run.runner, ...selection].join(" "), 80);
}

/**
 * "The last run of `pytest` succeeded; `python3` code given inline passed at steps 9, 18": a piece of
 * inline code is a check of its own, so its run is said to have passed at its step, never to be
 * "the last run" of its interpreter, which may have run other code later. The agent's own code that
 * asserts nothing (`silent`) is said to have run without error, not to have succeeded: its exit 0 checks no result.
 */
export function passedSentence(runs: readonly VerificationRun[], silent: (run: VerificationRun) => boolean = () => false): string {
  const quiet = runs.filter(silent);
  const checking = runs.filter((run) => !quiet.includes(run));
  const inline = checking.filter((run) => INLINE_RUNNER.test(run.runner));
  const others = [...new Set(checking.filter((run) => !inline.includes(run)).map(runName))];
  const given = inlineSteps(inline).map(([program, steps]) => `${named(program)} code given inline passed at ${stepsLabel(steps)}`);
  return [others.length > 0 ? `The last run of ${others.map(named).join(", ")} succeeded` : "", ...given, ranWithoutError(quiet)].filter(Boolean).join("; ");
}

/** Inline runs by interpreter with their steps: two pieces run by one call share its step, said once. */
function inlineSteps(inline: readonly VerificationRun[]): [string, number[]][] {
  const byRunner = new Map<string, number[]>();
  for (const run of inline) byRunner.set(run.runner, [...new Set([...(byRunner.get(run.runner) ?? []), run.step + 1])]);
  return [...byRunner].map(([runner, steps]) => [runner.replace(/\s*\(inline\)$/, ""), steps]);
}

const stepsLabel = (steps: readonly number[]) => `${steps.length === 1 ? "step" : "steps"} ${steps.join(", ")}`;

/** "`python repro.py` ran without error but asserts nothing (its exit 0 checks no result)". */
function ranWithoutError(quiet: readonly VerificationRun[]): string {
  if (quiet.length === 0) return "";
  const scripts = [...new Set(quiet.filter((run) => !INLINE_RUNNER.test(run.runner)).map(runName))].map(named);
  const inline = inlineSteps(quiet.filter((run) => INLINE_RUNNER.test(run.runner)));
  const names = [...scripts, ...inline.map(([program, steps]) => `${named(program)} code given inline at ${stepsLabel(steps)}`)];
  const one = names.length === 1;
  return `${names.join(", ")} ran without error but ${one ? "asserts" : "assert"} nothing (${one ? "its" : "their"} exit 0 checks no result)`;
}

/** At most this many green runs are named in final_checks_green's sentence and cited under it. */
const MAX_GREEN_NAMED = 3;

/**
 * The green runs final_checks_green names: the repository's own checks (a test suite, a build) before
 * the agent's own scripts, each group's latest. A script that only prints is weaker evidence than the
 * suite: it is not quoted while the suite's run is folded into "more in the report".
 */
export function shownGreen(fresh: readonly VerificationRun[]): VerificationRun[] {
  const project = fresh.filter((run) => !run.adHoc);
  const own = fresh.filter((run) => run.adHoc);
  const room = MAX_GREEN_NAMED - Math.min(project.length, MAX_GREEN_NAMED);
  return [...project.slice(-MAX_GREEN_NAMED), ...(room > 0 ? own.slice(-room) : [])];
}
