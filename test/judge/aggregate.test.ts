import { describe, expect, it } from "vitest";
import { aggregateCriterion, overallScores, pairDecisive, positionBias, toSample } from "../../src/judge/aggregate.js";
import type { SlotScore } from "../../src/judge/extract.js";

const lp = (score: number, mass = 1): SlotScore => ({ score, mode: "logprobs", mass });

describe("aggregation", () => {
  it("maps swapped slots back to agent and baseline", () => {
    expect(toSample(0, lp(0.9), lp(0.1))).toMatchObject({ swapped: false, score: 0.9, baselineScore: 0.1, mode: "logprobs" });
    expect(toSample(1, lp(0.1), lp(0.8, 0.7))).toMatchObject({ swapped: true, score: 0.8, baselineScore: 0.1, mass: 0.7 });
    expect(toSample(1, { score: 0.2, mode: "text", mass: 1 }, lp(0.8))).toMatchObject({ mode: "text" });
    expect(toSample(0, { score: null, mode: "failed", mass: 0 }, lp(0.8))).toMatchObject({ mode: "failed", score: null });
  });

  it("cancels position bias: a judge favouring slot A by 0.1 averages out", () => {
    // true agent 0.7, baseline 0.1; the judge adds 0.1 to whatever sits in slot A
    const samples = [toSample(0, lp(0.8), lp(0.1)), toSample(1, lp(0.2), lp(0.7))];
    const c = aggregateCriterion("x", "X", samples);
    expect(c.score).toBeCloseTo(0.75, 12);
    expect(c.baselineScore).toBeCloseTo(0.15, 12);
    expect(c.score! - c.baselineScore!).toBeCloseTo(0.6, 12);
    expect(positionBias(samples)).toBeCloseTo(0.1, 12);
    expect(positionBias([samples[0]!])).toBeNull();
  });

  it("uses complete pairs only when one exists", () => {
    const samples = [toSample(0, lp(0.8), lp(0.1)), toSample(1, lp(0.1), lp(0.6)), toSample(2, lp(0.2), lp(0.1))];
    expect(aggregateCriterion("x", "X", samples).score).toBeCloseTo(0.7, 12);
    const lone = [toSample(0, lp(0.8), lp(0.1)), toSample(1, { score: null, mode: "failed", mass: 0 }, lp(0.5))];
    expect(aggregateCriterion("x", "X", lone).score).toBeCloseTo(0.8, 12);
  });

  it("gives no score for a criterion without usable samples, and no judge score then", () => {
    const failed = aggregateCriterion("y", "Y", [toSample(0, { score: null, mode: "failed", mass: 0 }, lp(0.1))]);
    expect(failed.score).toBeNull();
    const good = aggregateCriterion("x", "X", [toSample(0, lp(0.8), lp(0.1))]);
    expect(overallScores([good, failed])).toEqual({ judgeScore: null, baselineScore: null });
    expect(overallScores([good, good]).judgeScore).toBeCloseTo(0.8, 12);
  });

  it("calls a pair decisive when both slot orders agree", () => {
    expect(pairDecisive(toSample(0, lp(0.9), lp(0.05)), toSample(1, lp(0.05), lp(0.85)))).toBe(true);
    expect(pairDecisive(toSample(0, lp(0.9), lp(0.05)), toSample(1, lp(0.05), lp(0.6)))).toBe(false);
    expect(pairDecisive(toSample(0, lp(0.9), lp(0.05)), undefined)).toBe(false);
    // agreeing, but the mean 0.66 sits next to a 0.65 pass line: not decisive
    expect(pairDecisive(toSample(0, lp(0.68), lp(0.05)), toSample(1, lp(0.05), lp(0.64)), [0.65])).toBe(false);
    expect(pairDecisive(toSample(0, lp(0.9), lp(0.05)), toSample(1, lp(0.05), lp(0.85)), [0.65, 0.5])).toBe(true);
  });
});
