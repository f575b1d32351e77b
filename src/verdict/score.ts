import type { CheckResult, CheckStatus } from "../model.js";

/**
 * How much each check's outcome says about whether the work is done and verified. Whether the
 * final code was checked and came out green outweighs how the run ended or how it was recorded.
 */
export const CHECK_WEIGHTS: Readonly<Record<string, number>> = {
  transcript_readable: 1,
  task_found: 1,
  verified_after_last_edit: 3,
  final_checks_green: 3,
  ended_cleanly: 2,
  claims_backed: 2,
  edits_match_diff: 1,
  no_weakened_tests: 2,
  edited_files_parse: 2,
  red_flags: 1,
};
const DEFAULT_WEIGHT = 1;

/** A warning is half-way: the evidence neither confirms nor refutes. A skip does not count. */
const STATUS_VALUE: Readonly<Record<CheckStatus, number | null>> = { pass: 1, warn: 0.5, fail: 0, skip: null };

/**
 * evidenceScore = Σ wᵢ·v(statusᵢ) / Σ wᵢ over the checks that ran (skips excluded), with
 * v(pass) = 1, v(warn) = ½, v(fail) = 0. Monotone: turning any check's result from fail to warn to
 * pass never lowers it. Null when no check ran. See cappedScore for the blocking-failure cap.
 */
export function evidenceScore(checks: CheckResult[]): number | null {
  let weighted = 0;
  let total = 0;
  for (const check of checks) {
    const value = STATUS_VALUE[check.status];
    if (value === null) continue;
    const weight = CHECK_WEIGHTS[check.id] ?? DEFAULT_WEIGHT;
    weighted += weight * value;
    total += weight;
  }
  return total === 0 ? null : round(weighted / total);
}

/**
 * A run with a blocking failure scores its evidence times this factor, so it lands in [0, 0.3]:
 * below every run without one (each scores at least about 0.4, all its checks warn at worst),
 * while the runs with one still rank among themselves by the rest of their evidence.
 */
export const BLOCKING_FAILURE_CAP = 0.3;

/**
 * The score with the blocking-failure cap applied: scaled into [0, cap], not clamped to it, so a
 * run that failed one check and passed the rest still outranks one that failed everything.
 * Monotone: a fail → pass change can only lift the factor from the cap to 1.
 */
export function cappedScore(score: number | null, checks: CheckResult[]): number | null {
  if (score === null) return null;
  const blocked = checks.some((check) => check.status === "fail" && check.blocking);
  return blocked ? round(score * BLOCKING_FAILURE_CAP) : score;
}

/** With a judge, its score and the evidence score count equally: neither alone ranks a run. */
export const JUDGE_WEIGHT = 0.5;

/** score = (1 − w)·evidence + w·judge when the judge scored, else the evidence score; monotone in both. */
export function combinedScore(evidence: number | null, judge: number | null): number | null {
  if (judge === null || evidence === null) return evidence;
  return round((1 - JUDGE_WEIGHT) * evidence + JUDGE_WEIGHT * judge);
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
