import { describe, expect, test } from "vitest";
import { printedVerdict, verdictLine } from "../../src/checks/printed-verdict.js";

describe("verdict lines the agent's own code prints", () => {
  test("a readiness probe's READY passes and NOT READY fails; a sentence about readiness is neither", () => {
    expect(printedVerdict("Output: 'localhost login: '\nREADY")).toBe("passed");
    expect(printedVerdict("Output: ''\nNOT READY")).toBe("failed");
    expect(printedVerdict("server is ready to accept connections")).toBeNull();
  });

  test("a verification that says it was successful passes", () => {
    expect(printedVerdict("Subject: CN=dev-internal.company.local\nCertificate verification successful")).toBe("passed");
    expect(printedVerdict("verification pending")).toBeNull();
  });

  test("a labelled case that ends in FAIL fails, as one that ends in OK passes, whatever passed beside it", () => {
    expect(printedVerdict("Test 1: OK\n[[2, 8, 3]]\nTest 2: FAIL\nDone")).toBe("failed");
    expect(printedVerdict("case 3 - FAILED")).toBe("failed");
    expect(printedVerdict("Test 1: OK\nTest 2: OK\nDone")).toBe("passed");
    // FAIL inside a sentence, or a count of none, is no verdict
    expect(printedVerdict("expect FAIL: 0")).toBeNull();
    expect(printedVerdict("mode: FAILFAST enabled")).toBeNull();
  });
});

describe("a value the code got printed beside the value it expected", () => {
  test("two that differ are its failure, quoted as the pair; equal ones, padded apart, are none", () => {
    const wrong = "slugify('Ünïcode Title')\nGot:      'nicode-title'\nExpected: 'unicode-title'\n";
    expect(printedVerdict(wrong)).toBe("failed");
    expect(verdictLine(wrong)).toBe("Got:      'nicode-title' / Expected: 'unicode-title'");
    expect(printedVerdict("expected = [1, 2, 3]\nactual   = [1, 2, 3]")).toBeNull();
    // a label far from the expectation is no pair
    expect(printedVerdict("result: 42\n\n\n\nexpected: 41")).toBeNull();
  });
});
