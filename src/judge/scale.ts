/**
 * The 20-point letter scale the judge scores on, and the expectation over a letter distribution.
 * Letters survive tokenization as single tokens, so the model's whole belief over the scale can be
 * read from `top_logprobs` at the score position.
 */

/** A = best … T = worst; 20 grades separate good from bad trajectories better than a few labels. */
export const SCALE_LETTERS = "ABCDEFGHIJKLMNOPQRST";
export const SCALE_MAX = SCALE_LETTERS.length;
export const SCALE_MIN = 1;

/** One point of a distribution over the scale: a grade value (1..20) and its probability. */
export interface Grade {
  value: number;
  p: number;
}

/**
 * value(letter) = 20 − index(letter), so A = 20 and T = 1. Lowercase letters are the same grade
 * (models sometimes write `<score_A> b </score_A>`); anything else is not a grade.
 */
export function letterValue(letter: string): number | null {
  if (letter.length !== 1) return null;
  const index = SCALE_LETTERS.indexOf(letter.toUpperCase());
  return index < 0 ? null : SCALE_MAX - index;
}

/** The letter of a grade value, for prompts and messages: 20 → "A", 1 → "T". */
export function valueLetter(value: number): string {
  return SCALE_LETTERS.charAt(SCALE_MAX - value);
}

/**
 * normalize(v) = (v − 1) / 19: maps a grade (or an expected grade) in [1, 20] onto [0, 1].
 */
export function normalizeGrade(value: number): number {
  return (value - SCALE_MIN) / (SCALE_MAX - SCALE_MIN);
}

/**
 * P(v) = Σ p over the variants of one grade (" A", "A", ">A" are one letter, their masses add).
 * Returns one Grade per value with positive probability, highest value first.
 */
export function sumByGrade(grades: readonly Grade[]): Grade[] {
  const mass = new Map<number, number>();
  for (const { value, p } of grades) {
    if (!(p > 0) || !Number.isFinite(p)) continue;
    mass.set(value, (mass.get(value) ?? 0) + p);
  }
  return [...mass.entries()].map(([value, p]) => ({ value, p })).sort((a, b) => b.value - a.value);
}

/** M = Σ p: the probability mass that fell on grade letters. */
export function gradeMass(grades: readonly Grade[]): number {
  return grades.reduce((sum, { p }) => sum + p, 0);
}

/**
 * E = Σ p·v / Σ p, the expected grade renormalized over the letters seen; null when Σ p = 0.
 */
export function expectedGrade(grades: readonly Grade[]): number | null {
  const mass = gradeMass(grades);
  if (!(mass > 0)) return null;
  return grades.reduce((sum, { value, p }) => sum + value * p, 0) / mass;
}

/**
 * score = (E − 1) / 19 with E = Σ p·v / Σ p over the summed letter distribution; null when empty.
 */
export function expectedScore(grades: readonly Grade[]): number | null {
  const expected = expectedGrade(sumByGrade(grades));
  return expected === null ? null : clamp01(normalizeGrade(expected));
}

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}
