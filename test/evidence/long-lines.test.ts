/**
 * Redaction on long adversarial lines (issue 23): a credential's word or a flag repeated over tens of KB, a long value
 * after a name, a megabyte of JSON on one line. The rules read bounded windows there (long-values.ts, programs-before.ts,
 * credential-window.ts); what these tests hold is that the bounds lose nothing a rule found before: a secret beside its
 * word is still hidden wherever it stands in the line, and what stands beside the words without being one stays.
 * Their cost is measured by bench/adversarial-lines.ts, not here.
 */
import { describe, expect, test } from "vitest";
import { MAX_SCANNED_VALUE_CHARS } from "../../src/evidence/long-values.js";
import { redactSecrets } from "../../src/evidence/redact.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Vb7kQm2", "xRt9Lp"].join("");
const OTHER = ["Qz8wN3", "rTk5Yh2"].join("");
/** A line of about 50 KB. */
const LINE_CHARS = 50 * 1024;
const repeat = (unit: string) => unit.repeat(Math.ceil(LINE_CHARS / unit.length));
/** Deterministic base64-looking text. */
function base64(chars: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let seed = 7;
  let out = "";
  for (let at = 0; at < chars; at += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += alphabet[(seed >> 8) % 64];
  }
  return out;
}

describe("a secret beside its word inside a long line of words", () => {
  for (const filler of ["password=", "secret=", "token: ", "-p ", "password ", "=", "\"'", "Authorization: Bearer "]) {
    test(`${JSON.stringify(filler)} repeated, a secret at the start, the middle and the end`, () => {
      const half = repeat(filler).slice(0, LINE_CHARS / 2);
      const text = `DB_PASSWORD=${PW} ${half} api_token="${OTHER}" ${half} sshpass -p '${PW}' ssh host`;
      const out = redactSecrets(text).text;
      expect(out).not.toContain(PW);
      expect(out).not.toContain(OTHER);
      expect(out).toContain("sshpass -p '[REDACTED");
    });
  }

  test("a client's flag among thousands of flags is still read with its client", () => {
    const text = `${repeat("-p ")} mysql -u root -p${PW} app ${repeat("-p ")}`;
    expect(redactSecrets(text).text).toContain("-p[REDACTED:mysql-password] app");
  });

  test("words and references beside the words stay in a long line", () => {
    const line = repeat("password=$DB_PASSWORD token: ${TOKEN} the secret is rotated -p 5432 ");
    const out = redactSecrets(line);
    expect(out.count).toBe(0);
    expect(out.text).toBe(line);
  });
});

describe("a value longer than the scan reads", () => {
  test("a key's base64 on one line after its name is hidden whole", () => {
    const key = base64(1600);
    const out = redactSecrets(`PRIVATE_KEY=${key} next`).text;
    expect(out).not.toContain(key.slice(MAX_SCANNED_VALUE_CHARS));
    expect(out).toMatch(/^PRIVATE_KEY=\[REDACTED:[\w-]+\] next$/);
  });

  test("a long quoted secret after a name is hidden to its quote", () => {
    const key = base64(600);
    const out = redactSecrets(`{"client_secret": "${key}", "name": "app"}`).text;
    expect(out).not.toContain(key.slice(-40));
    expect(out).toContain(`"name": "app"`);
  });

  test("a long path, a long URL and a long call after a name stay", () => {
    const segment = "module/".repeat(60);
    for (const text of [
      `password_file=/etc/app/${segment}password.txt`,
      `auth_url=https://login.example.com/${segment}authorize`,
      `token = ${"a".repeat(300)}Builder.build(config)`,
    ]) expect(redactSecrets(text).text).toBe(text);
  });
});

describe("a megabyte of JSON on one line", () => {
  test("each record's secret is hidden and its other fields kept", () => {
    const records = Array.from({ length: 10000 }, (_, id) => ({ id, name: `service-${id}`, password: id % 500 === 0 ? `${PW}${id}` : "${DB_PASSWORD}", note: "the password is rotated weekly" }));
    const text = JSON.stringify(records);
    expect(text.length).toBeGreaterThan(1_000_000);
    const out = redactSecrets(text).text;
    expect(out).not.toContain(PW);
    expect(out.split("${DB_PASSWORD}").length).toBe(text.split("${DB_PASSWORD}").length);
    expect(out.split("the password is rotated weekly").length).toBe(records.length + 1);
    expect(out).toContain(`"name":"service-9999"`);
  });
});
