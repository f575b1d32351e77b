import { describe, expect, test } from "vitest";
import { isPlainWords } from "../../src/evidence/secret-shape.js";

describe("isPlainWords: placeholders and dictionary-like values, not generated secrets", () => {
  test.each(["secret", "changeme", "dummy", "test", "dummy-secret-key-for-testing", "test_secret_key_123", "Summer2024", "fakeApiKey", "SECRET_VALUE", "strengths"])(
    "%s reads as words",
    (value) => expect(isPlainWords(value)).toBe(true),
  );

  test.each([
    "a8f5f167f44f4964e6c998dee827110c",
    "q8Tv2Lx9pTzmW4kR7bN0cY5hJ3sF6dQa",
    "dGhpc2lzYXNlY3JldA",
    "qwhfbsjdkrtnvmzl",
    "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
    "token123456789",
    "xxxxxxxx",
    "",
  ])("%s does not", (value) => expect(isPlainWords(value)).toBe(false));
});
