import type { CheckResult, Verdict } from "../model.js";

export interface Decision {
  verdict: Verdict;
  /** Why, in plain words, most important first. */
  reasons: string[];
}

/**
 * The verdict the deterministic checks allow: `fail` when a blocking check failed; `neutral` when a
 * check a pass needs did not pass (missing evidence is not proof); `pass` only when all of them did.
 * The judge can lower this verdict, never raise it.
 */
export function decideFromChecks(checks: CheckResult[]): Decision {
  const blocking = checks.filter((check) => check.status === "fail" && check.blocking);
  if (blocking.length > 0) return { verdict: "fail", reasons: blocking.map((check) => check.summary) };
  const missing = checks.filter((check) => check.required && check.status !== "pass");
  if (missing.length > 0) return { verdict: "neutral", reasons: missing.map((check) => check.summary) };
  return { verdict: "pass", reasons: [] };
}
