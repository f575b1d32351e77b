import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CheckResult, CheckStatus } from "../../src/model.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { BLOCKING_FAILURE_CAP, CHECK_WEIGHTS, cappedScore, evidenceScore } from "../../src/verdict/score.js";

const check = (id: string, status: CheckStatus, blocking = true, required = true): CheckResult => ({
  id, status, blocking, required, summary: `${id} is ${status}`, evidence: [],
});

describe("decideFromChecks", () => {
  test("a blocking failure fails, whatever else passed", () => {
    expect(decideFromChecks([check("a", "pass"), check("b", "fail")])).toEqual({ verdict: "fail", reasons: ["b is fail"] });
  });

  test("a non-blocking failure or a warning on a required check is missing evidence: neutral", () => {
    expect(decideFromChecks([check("a", "pass"), check("b", "fail", false)]).verdict).toBe("neutral");
    expect(decideFromChecks([check("a", "warn")])).toEqual({ verdict: "neutral", reasons: ["a is warn"] });
  });

  test("pass needs every required check to pass; optional warnings do not block it", () => {
    expect(decideFromChecks([check("a", "pass"), check("b", "warn", false, false), check("c", "skip", false, false)]).verdict).toBe("pass");
  });

  test("a required check that was skipped is not proof", () => {
    expect(decideFromChecks([check("a", "skip")]).verdict).toBe("neutral");
  });
});

describe("evidenceScore", () => {
  test("is the weighted mean of pass = 1, warn = ½, fail = 0, skips excluded", () => {
    const checks = [check("verified_after_last_edit", "pass"), check("ended_cleanly", "warn"), check("edits_match_diff", "skip")];
    const { verified_after_last_edit: w1, ended_cleanly: w2 } = CHECK_WEIGHTS;
    expect(evidenceScore(checks)).toBeCloseTo((w1! * 1 + w2! * 0.5) / (w1! + w2!), 3);
    expect(evidenceScore([check("x", "skip")])).toBeNull();
  });

  test("is monotone: raising any one check's status never lowers the capped score", () => {
    const ids = Object.keys(CHECK_WEIGHTS);
    const order: CheckStatus[] = ["fail", "warn", "pass"];
    const scoreOf = (statuses: CheckStatus[]) => {
      const checks = statuses.map((status, index) => check(ids[index]!, status, index % 2 === 0));
      return cappedScore(evidenceScore(checks), checks)!;
    };
    const statuses = fc.array(fc.constantFrom(...order), { minLength: ids.length, maxLength: ids.length });
    fc.assert(
      fc.property(statuses, fc.nat(ids.length - 1), (before, index) => {
        if (before[index] === "pass") return;
        const after = [...before];
        after[index] = order[order.indexOf(before[index]!) + 1]!;
        expect(scoreOf(after)).toBeGreaterThanOrEqual(scoreOf(before));
      }),
      { numRuns: 5000 },
    );
  });

  test("any blocking failure ranks below every run without one", () => {
    const failing = [check("verified_after_last_edit", "fail"), ...["task_found", "final_checks_green", "ended_cleanly"].map((id) => check(id, "pass"))];
    const worstClean = ["verified_after_last_edit", "final_checks_green", "task_found"].map((id) => check(id, "warn"));
    expect(cappedScore(evidenceScore(failing), failing)!).toBeLessThanOrEqual(BLOCKING_FAILURE_CAP);
    expect(cappedScore(evidenceScore(worstClean), worstClean)!).toBeGreaterThan(BLOCKING_FAILURE_CAP);
  });

  test("runs with a blocking failure still rank by the rest of their evidence", () => {
    const rest = ["task_found", "final_checks_green", "ended_cleanly"];
    const oneFailure = [check("verified_after_last_edit", "fail"), ...rest.map((id) => check(id, "pass"))];
    const allFailed = [check("verified_after_last_edit", "fail"), ...rest.map((id) => check(id, "fail"))];
    const high = cappedScore(evidenceScore(oneFailure), oneFailure)!;
    expect(high).toBeCloseTo(evidenceScore(oneFailure)! * BLOCKING_FAILURE_CAP, 3);
    expect(high).toBeGreaterThan(cappedScore(evidenceScore(allFailed), allFailed)!);
  });
});
