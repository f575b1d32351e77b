import type { VerificationRun } from "./verification.js";
import { isCut } from "../shell/cut-mark.js";
import { named, stepLabel } from "./quote.js";

/**
 * A green run of a checker that only parses the code (`python -m py_compile f.py`, `bash -n x.sh`,
 * `gcc -fsyntax-only`): that a file parses is not a check of what it does (issue 21, "trivial
 * self-checks"), so it neither verifies an edit nor shows the work green. Its failure still counts,
 * and its pass still settles an earlier failure of the same check.
 */
export function parsedOnly(run: VerificationRun): boolean {
  return run.syntaxOnly === true && run.outcome === "passed";
}

/** How a sentence about the checks says it leaves the syntax checks out: what it reads may not be all that checked. */
export const BEYOND_SYNTAX = ", beyond a syntax check,";

/**
 * "; `py_compile` at step 83 checked only that the code parses": said beside a sentence that leaves it
 * out. When the recorder cut its line, what the rest ran (`py_compile f.py && python f.py t.html`) is
 * not shown: the note names the line by its syntax check without saying that is all it checked.
 */
export function parsedOnlyNote(runs: readonly VerificationRun[]): string {
  const last = runs.filter(parsedOnly).at(-1);
  if (last === undefined) return "";
  if (!isCut(last.command)) return `; ${named(last.runner)} at ${stepLabel(last.step)} checked only that the code parses`;
  const printed = (last.output ?? "").trim() !== "";
  const rest = printed
    ? "the rest of the line, cut by the recorder, may have checked more: it printed output this report does not read as a check's"
    : "the rest of the line is cut by the recorder";
  return `; the line at ${stepLabel(last.step)} begins with ${named(last.runner)}, which checks only that the code parses, and ${rest}`;
}
