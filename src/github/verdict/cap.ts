import type { CheckResult, Report } from "../../model.js";
import { EDITS_MATCH_DIFF } from "../../checks/diff-match.js";

export interface CapRules {
  /** `fail`: code changes the transcript does not explain fail the PR instead of holding it at neutral. */
  unexplainedChanges: "neutral" | "fail";
}

/**
 * The one place where the action's own checks (the transcript's binding to the head) join the
 * report and bound its verdict: a required check that did not pass makes a `pass` `neutral`, with
 * its summary as the first reason; `unexplained-changes: fail` turns unexplained code into `fail`.
 * A verdict is only ever lowered here.
 */
export function capVerdict(report: Report, added: CheckResult[], rules: CapRules): Report {
  const checks = [...added, ...report.checks];
  const unmet = added.filter((check) => check.required && check.status !== "pass");
  const diffCheck = checks.find((check) => check.id === EDITS_MATCH_DIFF);
  const unexplained = diffCheck !== undefined && diffCheck.required && (diffCheck.status === "warn" || diffCheck.status === "fail");
  if (rules.unexplainedChanges === "fail" && unexplained && (report.verdict === "pass" || report.verdict === "neutral")) {
    const summary = `Request changes: ${diffCheck.summary} ${report.summary}`;
    return { ...report, checks, verdict: "fail", reasons: [diffCheck.summary, ...report.reasons], summary };
  }
  if (unmet.length === 0 || report.verdict !== "pass") {
    const more = unmet.map((check) => check.summary).filter((why) => !report.reasons.includes(why));
    return { ...report, checks, reasons: report.verdict === "neutral" ? [...more, ...report.reasons] : [...report.reasons, ...more] };
  }
  const why = unmet.map((check) => check.summary);
  return { ...report, checks, verdict: "neutral", reasons: [...why, ...report.reasons], summary: `Not approved: ${why[0]}. ${report.summary}` };
}
