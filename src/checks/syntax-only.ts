import type { VerificationRun } from "./verification.js";
import { isCut } from "../shell/cut-mark.js";
import { named, stepLabel } from "./quote.js";

/**
 * A green run of a checker that only reads the code: one that parses it (`python -m py_compile f.py`,
 * `bash -n x.sh`, `gcc -fsyntax-only`), a type checker or a linter (`tsc --noEmit`, `go vet`, `ruff`):
 * that a file parses, types or is tidy is not a check of what it does (issue 21, "trivial self-checks"),
 * so it neither verifies an edit nor shows the work green. Its failure still counts, and its pass still
 * settles an earlier failure of the same check.
 */
export function parsedOnly(run: VerificationRun): boolean {
  return staticOnly(run) && run.outcome === "passed";
}

/** A checker that reads the code without running it: a syntax check, a type checker, a linter. */
export function staticOnly(run: Pick<VerificationRun, "syntaxOnly" | "kind" | "runsWork">): boolean {
  return run.syntaxOnly === true || ((run.kind === "typecheck" || run.kind === "lint") && run.runsWork !== true);
}

/** How a sentence about the checks says it leaves the static checks out: what it reads may not be all that checked. */
export const BEYOND_SYNTAX = ", beyond a static check,";

/** What a static check's pass shows: "that the code parses", "the code's types", "the code's style". */
function checkedOnly(run: VerificationRun): string {
  if (run.syntaxOnly === true) return "that the code parses";
  return `the code without running it (its ${run.kind === "typecheck" ? "types" : "style and common mistakes"}), not what it does`;
}

/**
 * "; `py_compile` at step 83 checked only that the code parses": said beside a sentence that leaves it
 * out. When the recorder cut its line, what the rest ran (`py_compile f.py && python f.py t.html`) is
 * not shown: the note names the line by its syntax check without saying that is all it checked.
 */
export function parsedOnlyNote(runs: readonly VerificationRun[]): string {
  const last = runs.filter(parsedOnly).at(-1);
  if (last === undefined) return "";
  if (!isCut(last.command)) return `; ${named(last.runner)} at ${stepLabel(last.step)} checked only ${checkedOnly(last)}`;
  const printed = (last.output ?? "").trim() !== "";
  const rest = printed
    ? "the rest of the line, cut by the recorder, may have checked more: it printed output this report does not read as a check's"
    : "the rest of the line is cut by the recorder";
  return `; the line at ${stepLabel(last.step)} begins with ${named(last.runner)}, which checks only ${checkedOnly(last)}, and ${rest}`;
}
