/**
 * `isPlainWords` reads a value by character codes (secret-shape.ts; bench/RESULTS.md, Run 67): held here to the reading
 * by patterns it replaced, on random values of capitals, small letters, digits, marks and characters past ASCII.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { isPlainWords } from "../../src/evidence/secret-shape.js";

/** Digit runs, consonant runs and the vowels' share of `isPlainWords`, as the reading by patterns had them. */
const MAX_WORD_DIGITS = 4;
const MAX_CONSONANT_RUN = 5;
const MIN_VOWEL_SHARE = 0.1;

/** `isPlainWords` as it read before Run 67 (secret-shape.ts at 27b67dc). */
function isPlainWordsBefore(value: string): boolean {
  const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g) ?? [];
  let letters = 0;
  for (const piece of pieces) {
    if (/^[^A-Za-z\d]+$/.test(piece)) continue;
    if (/^\d+$/.test(piece)) {
      if (piece.length > MAX_WORD_DIGITS) return false;
      continue;
    }
    if (!isWordLikeBefore(piece)) return false;
    letters += piece.length;
  }
  return letters > 0;
}

function isWordLikeBefore(piece: string): boolean {
  if (piece.length < 2) return false;
  let vowels = 0;
  let run = 0;
  let longestConsonants = 0;
  for (let at = 0; at < piece.length; at += 1) {
    if ("aeiouyAEIOUY".includes(piece[at]!)) {
      vowels += 1;
      run = 0;
    } else {
      run += 1;
      if (run > longestConsonants) longestConsonants = run;
    }
  }
  return vowels / piece.length >= MIN_VOWEL_SHARE && longestConsonants <= MAX_CONSONANT_RUN;
}

const WORDS = ["password", "Server", "HTTPServer", "getX", "API", "strengths", "rhythm", "a", "I", "ok", "test_key_123", "Summer2024", "changeme"];
const piece = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.stringMatching(/^[A-Z]{1,4}$/),
  fc.stringMatching(/^[a-z]{1,8}$/),
  fc.stringMatching(/^[bcdfghjklmnpqrstvwxz]{1,7}$/),
  fc.stringMatching(/^[0-9]{1,6}$/),
  fc.constantFrom("_", "-", ".", "/", " ", "\\n", "é", "ß", "😀", "K", "\u0000", "="),
);
const values = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));

test("isPlainWords reads every value as the pieces of its pattern did", () => {
  let plain = 0;
  fc.assert(
    fc.property(values, (value) => {
      const expected = isPlainWordsBefore(value);
      expect(isPlainWords(value), JSON.stringify(value)).toBe(expected);
      if (expected) plain += 1;
    }),
    { numRuns: 20000, seed: 67 },
  );
  // both answers are compared, not only refusals
  expect(plain).toBeGreaterThan(2000);
});
