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
 * "the last run" of its interpreter, which may have run other code later.
 */
export function passedSentence(runs: readonly VerificationRun[]): string {
  const inline = runs.filter((run) => INLINE_RUNNER.test(run.runner));
  const others = [...new Set(runs.filter((run) => !inline.includes(run)).map(runName))];
  const byRunner = new Map<string, number[]>();
  // two pieces run by one call share its step: it is said once
  for (const run of inline) byRunner.set(run.runner, [...new Set([...(byRunner.get(run.runner) ?? []), run.step + 1])]);
  const given = [...byRunner].map(([runner, steps]) => {
    const program = runner.replace(/\s*\(inline\)$/, "");
    return `${named(program)} code given inline passed at ${steps.length === 1 ? "step" : "steps"} ${steps.join(", ")}`;
  });
  return [others.length > 0 ? `The last run of ${others.map(named).join(", ")} succeeded` : "", ...given].filter(Boolean).join("; ");
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
