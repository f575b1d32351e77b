import { expect, test } from "vitest";
import { mismatchedValues } from "../../../src/checks/printed-comparison.js";

// review 44: the session's new inline patterns read values a correct script prints as mismatches

test("a label on the printed side alone, the value equal to the expected one, is no mismatch", () => {
  expect(mismatchedValues("'Jane Doe' -> last='Doe' (expected 'Doe')\n")).toBeNull();
  expect(mismatchedValues("parse('a,b,c,d,e') -> count=5 (expected 5)\n")).toBeNull();
  // labels on both sides are still compared whole
  expect(mismatchedValues("'Jane Doe M.D.' -> last='M.D.' suffix='' (expected last='Doe' suffix='M.D.')\n")).not.toBeNull();
});

test("an exception where the expectation is said in words (a refusal wanted) is no mismatch", () => {
  for (const line of ["'abc' -> ValueError: not a number (expected rejection)", "'' -> ValueError: empty input (expected failure)",
    "'-1' -> ValueError: must be positive (expected: invalid)", "'0x' -> ValueError: bad prefix (expected reject)"]) {
    expect(mismatchedValues(`${line}\n`)).toBeNull();
  }
  // where one literal value was wanted, the exception is the mismatch
  expect(mismatchedValues("'007' -> ValueError: invalid literal for int() with base 0: '007' (expected 7)\n")).not.toBeNull();
  expect(mismatchedValues("'x' -> KeyError: 'x' (expected 'y')\n")).not.toBeNull();
});
