import type { Edit } from "../model.js";
import { samePath } from "./paths.js";
import { cutByHarness } from "./probes.js";
import { ownCommand } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/**
 * The agent's own run of a file of its work (`vim -Es x.csv -S /app/apply_macros.vim`, `python3
 * /app/solve.py`) that the harness stopped at its time limit, after the last change to the work. A later
 * green probe of something else does not answer it: the work itself may hang, which only a run of
 * the work can show. (A probe that failed is settled by any later green check; a hang of the work is not
 * a probe's failure.)
 */
export function stoppedOnWork(run: VerificationRun, work: readonly Edit[], sawFinal: (call: number) => boolean): boolean {
  return run.adHoc && sawFinal(run.call) && cutByHarness(run.output, run.exitCode) && namesWorkFile(run, work);
}

/**
 * The run's own command names a file of the work (`vim … -S /app/apply_macros.vim`, `cmp -s
 * /app/input.csv …`): it exercises or inspects the work, not only a scratch probe. A file another
 * command of the line names does not count.
 */
function namesWorkFile(run: VerificationRun, work: readonly Edit[]): boolean {
  const own = ownCommand(run);
  if (own === undefined) return false;
  return own.words.slice(1).some((word) => (word.includes("/") || word.includes(".")) && work.some((edit) => samePath(edit.path, word)));
}

/** How final_checks_green says a run was stopped by the harness: the ending's sentence reads it. */
export const STOPPED_AT_LIMIT = "stopped at the harness's time limit";

/** A line of a test runner's progress marks (unittest, pytest `-q`): a mark per test as it finishes. */
const PROGRESS_LINE = /^[.EFsxX]+$/;
/** At most this many characters of the marks are quoted. */
const MAX_MARKS_QUOTED = 40;

/**
 * "; the marks it printed per test before that (`...E`) show a failure or an error so far": what a test run the harness stopped printed
 * per test before its summary, which the stop cut off. Empty when it printed no line of marks.
 */
export function progressSoFar(output: string | null): string {
  const lines = (output ?? "").split("\n").map((line) => line.trim()).filter((line) => PROGRESS_LINE.test(line));
  if (lines.length === 0) return "";
  const marks = lines.join("");
  const failed = /[EF]/.test(marks);
  const quoted = lines.at(-1)!.length > MAX_MARKS_QUOTED ? `…${lines.at(-1)!.slice(-MAX_MARKS_QUOTED)}` : lines.at(-1)!;
  return `; the marks it printed per test before that (\`${quoted}\`) show ${failed ? "a failure or an error" : "no failure"} so far`;
}
