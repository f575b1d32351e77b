import type { Trajectory } from "../model.js";
import { INLINE_RUNNER } from "./check-identity.js";
import { scriptText } from "./script-text.js";
import { SCRIPT_RUNNERS } from "./script-rerun.js";
import { isCut } from "../shell/cut-mark.js";
import type { VerificationRun } from "./verification.js";

/**
 * What lets code fail or judge on its own: an assertion, a raise or throw, a non-zero exit, a test framework, a
 * verdict printed, a branch on a comparison, a subprocess run that raises on failure (`check=True`). Code with none
 * of these exits 0 whatever it computes.
 */
const CAN_FAIL =
  /\bassert\w*\b|\braise\b|\bthrow\b|\b(?:sys\.|process\.|os\.)?exit\s*\(\s*(?!0\s*\))[^)\s]|\bexit\s+[1-9]|\bdie\b|\bpanic!?\s*\(|\bunittest\b|\bpytest\b|\bexpect\s*\(|\bfail\w*\s*\(|\bFAIL|\bMISMATCH|\bWRONG\b|\bnot ok\b|\bset -e\b|\b(?:diff|cmp|test|grep -q)\b|\b(?:if|elif|unless|when)\b[^\n]*(?:[!=]=|\bnot\b|\bin\b|\bis\b|[<>])|\bcheck\s*=\s*True\b|\bcheck_(?:call|output)\s*\(/;

/** The text of the code a run of the agent's own script executed: the line itself for inline code, else the script it wrote. */
function ownCode(trajectory: Pick<Trajectory, "toolCalls" | "edits">, run: VerificationRun): string | null {
  if (INLINE_RUNNER.test(run.runner)) return run.command;
  const [program = "", ...args] = run.runner.split(/\s+/);
  const interpreted = SCRIPT_RUNNERS.test(program.split("/").at(-1) ?? "");
  const script = interpreted ? args.find((arg) => !arg.startsWith("-")) : program;
  return script === undefined || script === "" ? null : scriptText(trajectory, script, run.call);
}

/**
 * True when a green run is of the agent's own code that cannot fail by itself: its exit 0 says it ran to
 * the end, not that what it printed was right (a reproduction script printing values). Unknown code, or code
 * the recorder cut, is not said to assert nothing.
 */
export function assertsNothing(trajectory: Pick<Trajectory, "toolCalls" | "edits">, run: VerificationRun): boolean {
  if (!run.adHoc || run.outcome !== "passed" || run.outcomeFrom !== "exit code" || run.syntaxOnly === true) return false;
  const code = ownCode(trajectory, run);
  // code the recorder cut (`…(+55 chars)`) may assert in the part not shown
  return code !== null && !isCut(code) && !CAN_FAIL.test(code.replace(LOOP_SKIP, ""));
}

/**
 * A branch that only skips or stops a loop (`if not m: continue`, `if line == "": break`): it steers what is read, and
 * judges nothing; such a line alone does not let the code fail.
 */
const LOOP_SKIP = /^[ \t]*(?:if|elif)\b[^\n]*:[ \t]*(?:\n[ \t]*)?(?:continue|break|pass)[ \t]*$/gm;
