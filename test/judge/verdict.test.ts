import { describe, expect, it } from "vitest";
import type { CriterionScore } from "../../src/model.js";
import { type JudgeSummary, against, judgedVerdict } from "../../src/verdict/judged.js";

const crit = (id: string, score: number, baselineScore = 0.05): CriterionScore => ({ id, name: id, score, baselineScore, samples: [] });
function summary(criteria: CriterionScore[]): JudgeSummary {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { status: "ok", reason: "judged", criteria, judgeScore: mean(criteria.map((c) => c.score!)), baselineScore: mean(criteria.map((c) => c.baselineScore!)) };
}

describe("judgedVerdict", () => {
  it("passes only a deterministic pass with good scores", () => {
    const good = summary([crit("a", 0.9), crit("b", 0.8)]);
    expect(judgedVerdict({ deterministic: "pass", judge: good }).verdict).toBe("pass");
    for (const deterministic of ["fail", "neutral", "error"] as const) {
      expect(judgedVerdict({ deterministic, judge: good }).verdict).toBe(deterministic);
    }
  });

  it("fails under the pass line and is neutral within the band", () => {
    expect(judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 0.4), crit("b", 0.5)]) }).verdict).toBe("fail");
    const near = judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 0.62), crit("b", 0.64)]) });
    expect(near.verdict).toBe("neutral");
    expect(near.reasons[0]).toMatch(/under the 0.65 pass line/);
  });

  it("blocks on one weak criterion and on a small lead over the baseline", () => {
    const weak = judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 1), crit("b", 1), crit("c", 0.3)]) });
    expect(weak.verdict).toBe("fail");
    expect(weak.reasons.join(" ")).toMatch(/c scored 0.30, under the 0.50 floor/);
    const close = judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 0.9, 0.1), crit("b", 0.6, 0.42)]), thresholds: { baselineCeiling: 1 } });
    expect(close.verdict).toBe("neutral");
    expect(close.reasons.join(" ")).toMatch(/b: the work is only 0.18 ahead of doing nothing \(needs 0.20\)/);
  });

  it("is neutral when the baseline scores high: the judge is not working", () => {
    const broken = judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 1, 1), crit("b", 1, 1)]) });
    expect(broken.verdict).toBe("neutral");
    expect(broken.reasons[0]).toMatch(/not working.*baseline scored 1.00/);
    const oneCriterion = judgedVerdict({ deterministic: "pass", judge: summary([crit("a", 0.9, 0.05), crit("b", 0.9, 0.5)]) });
    expect(oneCriterion.verdict).toBe("neutral");
    expect(oneCriterion.reasons[0]).toMatch(/b 0.50/);
  });

  it("is neutral when judging failed, and honours a required judge when skipped", () => {
    const failed: JudgeSummary = { status: "failed", reason: "no usable score", criteria: [], judgeScore: null, baselineScore: null };
    expect(judgedVerdict({ deterministic: "pass", judge: failed }).verdict).toBe("neutral");
    expect(judgedVerdict({ deterministic: "fail", judge: failed }).verdict).toBe("fail");
    const skipped: JudgeSummary = { ...failed, status: "skipped", reason: "no judge endpoint" };
    expect(judgedVerdict({ deterministic: "pass", judge: skipped }).verdict).toBe("pass");
    expect(judgedVerdict({ deterministic: "pass", judge: skipped, judgeRequired: true }).verdict).toBe("neutral");
  });

  it("treats a criterion without a score as failed judging even if status says ok", () => {
    const partial = { ...summary([crit("a", 0.9)]), criteria: [crit("a", 0.9), { ...crit("b", 0), score: null }] };
    expect(judgedVerdict({ deterministic: "pass", judge: partial }).verdict).toBe("neutral");
  });

  it("merges the deterministic reasons, the deciding side first", () => {
    const weak = summary([crit("a", 0.2), crit("b", 0.3)]);
    const held = judgedVerdict({ deterministic: "fail", deterministicReasons: ["The tests failed after the last edit."], judge: weak });
    expect(held.verdict).toBe("fail");
    expect(held.reasons[0]).toBe("The tests failed after the last edit.");
    expect(held.reasons.length).toBeGreaterThan(1);
    const pulled = judgedVerdict({ deterministic: "pass", deterministicReasons: [], judge: weak });
    expect(pulled.reasons[0]).toMatch(/judge scored the work 0.25/);
  });

  it("classifies against a line with a band", () => {
    expect(against(0.65, 0.65, 0.05)).toBe("ok");
    expect(against(0.6, 0.65, 0.05)).toBe("uncertain");
    expect(against(0.59, 0.65, 0.05)).toBe("bad");
  });
});
