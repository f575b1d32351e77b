import type { VerificationRun } from "./verification.js";
import type { OriginalCode } from "./original-code.js";
import { listedRuns } from "./run-notes.js";
import { named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";

/**
 * The agent's own check that printed the same on the original code as after the change (`python3
 * reproduce_issue.py` printing "SUCCESS: Proxy-Authorization header is correct." before any edit and
 * after it): it passed, but it never showed the problem, so it does not show what the change fixed.
 */
export interface SameOnOriginal {
  run: VerificationRun;
  /** Its run on the original code that printed the same. */
  original: VerificationRun;
}

/** Kinds of run whose output is the behaviour of the code: a test or a run of what the agent wrote. */
const SHOWS_BEHAVIOUR: ReadonlySet<VerificationRun["kind"]> = new Set(["test", "run"]);

/** Each green run of the agent's own check after the change whose run on the original code passed and printed the same. */
export function sameOnOriginal(
  fresh: readonly VerificationRun[],
  runs: readonly VerificationRun[],
  original: OriginalCode,
  checkKey: (run: VerificationRun) => string,
): SameOnOriginal[] {
  return fresh.flatMap((run) => {
    const printed = shown(run.output);
    // a compile prints the same when it works whatever the change: only what runs the code can show a problem
    if (run.outcome !== "passed" || !run.adHoc || !SHOWS_BEHAVIOUR.has(run.kind) || printed === "") return [];
    const before = runs.find((other) => other.call < run.call && other.outcome === "passed" && checkKey(other) === checkKey(run)
      && original.at(other.call, other.lineIndex) !== null && shown(other.output) === printed);
    return before === undefined ? [] : [{ run, original: before }];
  });
}

/** The output as compared: its lines trimmed, blank ones left out. */
function shown(output: string | null): string {
  return (output ?? "").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "").join("\n");
}

/** "`python3 reproduce_issue.py` (step 68) printed what it printed on the original code (step 34): …". */
export function sameOnOriginalNote(same: readonly SameOnOriginal[]): string[] {
  if (same.length === 0) return [];
  const one = same.length === 1;
  const listed = listedRuns(same, ({ run, original }) => `${named(runName(run))} (${stepLabel(run.step)})`
    + ` printed what it printed on the original code (${stepLabel(original.step)})`);
  return [`${listed}: ${one ? "it" : "they"} never showed the problem, so ${one ? "it does" : "they do"} not show what the change fixed.`];
}
