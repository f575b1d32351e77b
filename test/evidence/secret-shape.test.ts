import { describe, expect, test } from "vitest";
import { isMemberAccess, isNamePath, isPlainWords, isSpacedPassphrase } from "../../src/evidence/secret-shape.js";

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

describe("isSpacedPassphrase: words a person chose, not a sentence or a message", () => {
  test.each(["correct horse battery staple", "amber lantern 1987", "blue Whale 7 sun", "marble otter violet 1987"])(
    "%s is one",
    (value) => expect(isSpacedPassphrase(value)).toBe(true),
  );
  test.each([
    "Enter your password", "Password must be at least 8 characters", "Choose a passphrase of four words", "two words",
    "Use three words you will remember", "Forgot password", "John Smith", "q8Tv2 Lx9pT zmW4k",
  ])("%s is not", (value) => expect(isSpacedPassphrase(value)).toBe(false));
});

describe("isNamePath: a secret's name or path, not the secret", () => {
  test.each(["prod/orders/db-password", "secret/data/app/db", "kv/ci/github_token", "team-a/svc2/api-key"])(
    "%s names one",
    (value) => expect(isNamePath(value)).toBe(true),
  );
  test.each(["c2VjcmV0/LXZhbHVl", "Ab3/x9Q+zz", "q8tv2lx9ptzmw4kr/7bn0cy", "plain"])("%s does not", (value) => expect(isNamePath(value)).toBe(false));
});

describe("isMemberAccess: code that reads a value, not a dotted token", () => {
  test.each(["os.environ", "process.env.SESSION_SECRET", "settings.oauth2.client_secret", "cfg.k8s.token", "self.s3client"])(
    "%s is member access",
    (value) => expect(isMemberAccess(value)).toBe(true),
  );
  test.each(["hvs.CAESIJx7yQ2mN8bV4cXzL9kJ3hG", "ab12cd.ef34gh56.ij78kl", "process.env.X["])("%s is not", (value) => expect(isMemberAccess(value)).toBe(false));
});
