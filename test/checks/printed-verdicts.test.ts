import { describe, expect, test } from "vitest";
import { printedVerdict } from "../../src/checks/printed-verdict.js";

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
});
