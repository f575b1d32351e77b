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
      "Authorization: Bearer [REDACTED:auth-header]\nhttps://[REDACTED:url-credentials]@example.com/x\nDB_PASSWORD=[REDACTED:env-secret]",
    );
    expect(count).toBe(3);
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
