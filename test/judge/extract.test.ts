import { describe, expect, it } from "vitest";
import { expectedScore, letterValue, normalizeGrade } from "../../src/judge/scale.js";
import { type JudgeReply, type ReplyToken, scorePosition, scoreSlot, tokenGrade, writtenGrade } from "../../src/judge/extract.js";

const tok = (token: string, top: Record<string, number> = {}): ReplyToken => ({
  token,
  logprob: Math.log(top[token] ?? 1),
  top: Object.entries(top).map(([t, p]) => ({ token: t, logprob: Math.log(p) })),
});
const reply = (tokens: ReplyToken[]): JudgeReply => ({ text: tokens.map((t) => t.token).join(""), tokens });

describe("scale", () => {
  it("maps A..T to 20..1 and lowercase to the same grade", () => {
    expect(letterValue("A")).toBe(20);
    expect(letterValue("T")).toBe(1);
    expect(letterValue("b")).toBe(19);
    expect(letterValue("U")).toBeNull();
    expect(normalizeGrade(20)).toBe(1);
    expect(normalizeGrade(1)).toBe(0);
  });

  it("computes (E − 1) / 19 with E renormalized over the letters seen", () => {
    // E = (20·0.3 + 1·0.3) / 0.6 = 10.5 → (10.5 − 1) / 19 = 0.5
    expect(expectedScore([{ value: 20, p: 0.3 }, { value: 1, p: 0.3 }])).toBeCloseTo(0.5, 12);
    // E = (20·0.5 + 19·0.25 + 10·0.25) / 1 = 17.25 → 16.25 / 19
    expect(expectedScore([{ value: 20, p: 0.5 }, { value: 19, p: 0.25 }, { value: 10, p: 0.25 }])).toBeCloseTo(16.25 / 19, 12);
    expect(expectedScore([])).toBeNull();
  });
});

describe("score extraction", () => {
  it("sums the probabilities of variants of one letter", () => {
    const r = reply([tok("<score_A>"), tok(" A", { " A": 0.2, A: 0.3, B: 0.5 }), tok(" </score_A>")]);
    const slot = scoreSlot(r, "A");
    // P(A) = 0.2 + 0.3 = 0.5, P(B) = 0.5 → E = 19.5 → 18.5 / 19
    expect(slot.mode).toBe("logprobs");
    expect(slot.score).toBeCloseTo(18.5 / 19, 12);
    expect(slot.mass).toBeCloseTo(1, 12);
  });

  it("reads a letter fused with the tag's `>`", () => {
    const r = reply([tok("<score_A"), tok(">C", { ">C": 0.6, ">D": 0.4 }), tok("</score_A>")]);
    // E = 18·0.6 + 17·0.4 = 17.6 → 16.6 / 19
    expect(scoreSlot(r, "A").score).toBeCloseTo(16.6 / 19, 12);
    expect(tokenGrade(">C")).toBe(18);
  });

  it("skips whitespace tokens after the tag", () => {
    const r = reply([tok("<score_B>"), tok(" "), tok("\n"), tok("T", { T: 0.9, S: 0.05 }), tok(" </score_B>")]);
    const slot = scoreSlot(r, "B");
    // E = (1·0.9 + 2·0.05) / 0.95
    expect(slot.score).toBeCloseTo(((0.9 + 0.1) / 0.95 - 1) / 19, 12);
    expect(slot.mass).toBeCloseTo(0.95, 12);
  });

  it("uses the last tag, not one quoted earlier in the reasoning", () => {
    const r = reply([
      tok("The format is "), tok("<score_A>"), tok(" A", { " A": 1 }), tok(" but the work fails.\n"),
      tok("<score_A>"), tok(" R", { " R": 0.7, " S": 0.3 }), tok(" </score_A>"),
    ]);
    // E = 3·0.7 + 2·0.3 = 2.7 → 1.7 / 19
    expect(scoreSlot(r, "A").score).toBeCloseTo(1.7 / 19, 12);
    expect(scorePosition(r.tokens!, "<score_A>")).toBe(5);
  });

  it("counts lowercase letters as their grade", () => {
    const r = reply([tok("<score_A>"), tok(" b", { " b": 0.5, " B": 0.5 }), tok("</score_A>")]);
    expect(scoreSlot(r, "A").score).toBeCloseTo(18 / 19, 12);
  });

  it("falls back to the written letter without logprobs, mode text, mass 1", () => {
    const slot = scoreSlot({ text: "reasoning <score_A> x </score_A>\n<score_A> D </score_A>", tokens: null }, "A");
    expect(slot).toEqual({ score: 16 / 19, mode: "text", mass: 1 });
  });

  it("fails when nothing is parseable, never 0.5", () => {
    expect(scoreSlot({ text: "I cannot decide.", tokens: null }, "A")).toEqual({ score: null, mode: "failed", mass: 0 });
    expect(scoreSlot({ text: "<score_A> maybe </score_A>", tokens: null }, "A").mode).toBe("failed");
    expect(writtenGrade("<score_A> Z </score_A>", "<score_A>")).toBeNull();
  });

  it("falls back to text when the position holds almost no letter mass", () => {
    const r = reply([tok("<score_A>"), tok(" the", { " the": 0.97, " A": 0.01 }), tok(" A </score_A>")]);
    expect(scoreSlot(r, "A")).toEqual({ score: null, mode: "failed", mass: 0 });
  });
});
