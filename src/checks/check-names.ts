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
 * The checks' names, each once: pieces of inline code share a runner's name (`python3 (inline)`), so a
 * name that stands for several is given with their steps.
 */
export function namesOnce(runs: readonly VerificationRun[]): string {
  const steps = new Map<string, number[]>();
  for (const run of runs) steps.set(runName(run), [...(steps.get(runName(run)) ?? []), run.step]);
  // inline code is named by its step even alone: a failing piece beside it bears the same name
  const label = (name: string, at: number[]) =>
    at.length > 1 ? ` (steps ${at.map((step) => step + 1).join(", ")})` : INLINE_RUNNER.test(name) ? ` (step ${at[0]! + 1})` : "";
  return [...steps].map(([name, at]) => `${named(name)}${label(name, at)}`).join(", ");
}
