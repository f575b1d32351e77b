/**
 * Values of a public format beside a credential's word (named-formats.ts): a labelled checksum, a trace id, an SSH key's
 * type, a tokenizer's encoding, an issue's key, a character class, algorithms' names, a versioned name. From a review of
 * the window rule (session 34), which hid each; each stays now, and a generated value in the same places, or holding
 * the same parts, is still hidden.
 */
import { describe, expect, test } from "vitest";
import { credentialWindowSpans } from "../../src/evidence/credential-window.js";
import { looksGenerated } from "../../src/evidence/generated-values.js";
import { redactSecrets } from "../../src/evidence/redact.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Vb7kQm2", "xRt9Lp"].join("");
const window = (text: string) => credentialWindowSpans(text).map(({ start, end }) => text.slice(start, end));

describe("formats that stand beside a credential's word and stay", () => {
  test.each([
    "token = T_STRING_V2",
    'secret = Secret("db-password-v2", namespace="prod-eu-1")',
    "token version v2.14.3-beta.1+build.20240511",
    "password regex [A-Za-z0-9@#$%^&+=]{8,32}",
    "test_login[chrome-1920x1080-v2] PASSED",
    "secret.yaml  sha256=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "token endpoint returned HTTP 401 (trace 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01)",
    "secret key field ssh-ed25519 in authorized_keys",
    "The tokenizer is tiktoken cl100k_base",
    "the tokenizer uses tiktoken o200k_base encoding",
    "パスワードのハッシュは pbkdf2_sha256 を使用します",
    "Mot de passe oublié : voir le ticket JIRA-48213 et la PR #4821",
  ])("%s", (line) => {
    expect(redactSecrets(line).text).toBe(line);
  });

  test.each(["password = pbkdf2Sha256Hash", "password = PBKDF2WithHmacSHA256"])("the window rule leaves %s", (line) => {
    expect(window(line)).toEqual([]);
  });
});

describe("generated values in the same places, or holding the same parts, are still hidden", () => {
  test.each([
    `token = ${PW}_V2`, `secret = Secret("${PW}-v2")`, `token version ${PW}`, `password regex ${PW}`, `sha256 secret: ${PW}`,
    `secret key field ${PW} in authorized_keys`, `the password is ${PW}-JIRA-48213`, `password = pbkdf2${PW}`,
  ])("%s", (line) => {
    expect(redactSecrets(line).text).not.toContain(PW);
  });

  test("a value holding an algorithm's name beside random characters looks generated", () => {
    expect(looksGenerated(`sha256${PW}`, true)).toBe(true);
    expect(looksGenerated(`${PW}Hmac`, true)).toBe(true);
  });
});
