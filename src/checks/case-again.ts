import type { VerificationRun } from "./verification.js";
import { escapeRegExp } from "../words.js";
import { CASE_FAILED_END } from "./printed-verdict.js";

/**
 * The agent's own check printed a named case failing (`Test 2: FAIL`) and a later green run of its own
 * code printed the same case passing (`Test 2: OK`) on the same work: the case was run again and passed.
 * Whether the check's code changed between the two is said, since a reader should know which changed.
 */

/** A labelled case that failed: `Test 2: FAIL`, `case 3 - FAILED`. */
const CASE_FAILED = new RegExp(String.raw`^\s*(\S.*?)${CASE_FAILED_END}`, "gm");
/** A label must name something: at least this many characters. */
const MIN_LABEL_CHARS = 2;

export interface CaseAgain {
  /** The failing line, as printed. */
  failedLine: string;
  /** The passing line of the later run. */
  passedLine: string;
  /** The later green run. */
  again: VerificationRun;
}

/** The later green run of the agent's own code that printed every case this run printed failing as passing, or null. */
export function caseRanAgain(run: VerificationRun, runs: readonly VerificationRun[]): CaseAgain | null {
  const failed = [...(run.output ?? "").matchAll(CASE_FAILED)].filter(([, label]) => /\w/.test(label!) && label!.length >= MIN_LABEL_CHARS);
  if (failed.length === 0) return null;
  const passing = (output: string, label: string) =>
    new RegExp(`^\\s*${escapeRegExp(label)}\\s*[:\\-–]\\s*(?:OK|PASS(?:ED)?)\\b.*$`, "m").exec(output)?.[0]?.trim();
  for (const other of runs) {
    if (other.call <= run.call || other.outcome !== "passed" || !other.adHoc || other.output === null) continue;
    const lines = failed.map(([, label]) => passing(other.output!, label!));
    if (lines.every((line) => line !== undefined)) return { failedLine: failed[0]![0].trim(), passedLine: lines[0]!, again: other };
  }
  return null;
}
