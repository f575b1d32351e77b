import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";

// review of session 31: the identifier-key words and the documentation-example marker let real keys through
describe("a provider's key named by a word identifiers use too is still a key", () => {
  test.each([
    ["GOOGLE_MAP_KEY=Zx8kQ2mP9vR4tL7wN3bY6cJ1"],
    ["TRANSLATION_KEY=Zx8kQ2mP9vR4tL7wN3bY6cJ1"],
    ["OBJECT_KEY=Zx8kQ2mP9vR4tL7wN3bY6cJ1"],
  ])("%s is hidden", (line) => {
    expect(redactSecrets(line).text).not.toContain("Zx8kQ2mP9vR4tL7wN3bY6cJ1");
  });

  test("a record's identifier key stays", () => {
    expect(redactSecrets("dedup_key=test-20240601").text).toBe("dedup_key=test-20240601");
  });
});

describe("EXAMPLE marks a documentation key only where AWS's shapes put it, at the end", () => {
  test("a value with EXAMPLE inside is still hidden; AWS's documented keys stay", () => {
    expect(redactSecrets("DATABASE_URL=postgres://app:Pr0dEXAMPLEx9kQ2mP@db:5432/app").text).not.toContain("Pr0dEXAMPLEx9kQ2mP");
    expect(redactSecrets("aws_access_key_id = AKIAIOSFODNN7EXAMPLE").text).toContain("AKIAIOSFODNN7EXAMPLE");
  });
});
