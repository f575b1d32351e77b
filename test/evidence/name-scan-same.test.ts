import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nameSpans } from "../../src/evidence/name-rules.js";
import { looksLikeSecret } from "../../src/evidence/secret-shape.js";
import { looksLikeSecretBefore, nameSpansBefore } from "../helpers/name-scan-before.js";

/**
 * The credential-name scan numbers its groups and refuses values without a regex where it can
 * (bench/RESULTS.md, Run 31); `nameSpansBefore` is the scan as it was. Both must find the same
 * spans (start, end, rule) on every text: recall and the look-alikes left alone are unchanged.
 */

// Built at run time so that no scanner mistakes these test values for live credentials.
const RANDOM = "q8Tv2Lx9pTzmW4kR7bN0";
/** Lines as agents' sessions hold them, each with a name before a value, found or left alone. */
const LINES = [
  `export DB_PASSWORD=${RANDOM}`, "export DB_PASSWORD=$DB_PASSWORD", `DB_PASSWORD="${RANDOM}"`, "password = process.env.DB_PASSWORD",
  `  password: ${RANDOM}`, "  password: ${{ secrets.DB }}", `{"client_secret": "${RANDOM}", "api_key": "${RANDOM}x"}`,
  `{\\"token\\":\\"${RANDOM}\\"}`, `mysql --db-password ${RANDOM}`, `deploy -token ${RANDOM}`, "const token = await readToken(path);",
  `curl -H 'Authorization: Bearer ${RANDOM}'`, "authorization: `Bearer ${apiKey}`", `Authorization: Basic ${RANDOM}`,
  `- name: DB_PASSWORD\n  value: ${RANDOM}`, `- name: API_TOKEN\\n  value: \\"${RANDOM}\\"`, `define('DB_PASSWORD', '${RANDOM}');`,
  `requests.get(url, auth=("admin", "${RANDOM}"))`, `login=['admin','${RANDOM}']`, `Server=db;Pwd={${RANDOM} ;x};`,
  `<password>${RANDOM}</password>`, `<ns:secretKey>${RANDOM}</ns:secretKey>`, `openssl enc -pass pass:${RANDOM}`, "openssl -passin pass:x",
  `the password is ${RANDOM}.`, `the password of the staging db was: ${RANDOM}!`, `the tokens for prod is ${RANDOM}?`,
  `log in with token ${RANDOM}`, `set the secret to ${RANDOM}`, `the credentials are ${RANDOM}`, "the key is the path and the value is the count",
  `STRIPE_API_KEY=${RANDOM}`, "MONKEY=abcdefghijkl123", "passes = 12345678", "author=q8Tv2Lx9pTzm", `apiKey: "${RANDOM}"`, `Key=${RANDOM}`,
  `the Key is ${RANDOM}`, "key = getKey()", "secret: changeme", "PASSWORD=[REDACTED:env-secret]", `PWD=${RANDOM}`, "PASS=abc", `pass:${RANDOM}`,
  `spring.datasource.password_file=${RANDOM}`, "the token budget is spent before the last call", "max_tokens: 4096", `x-auth-token: ${RANDOM}`,
  `passa=${RANDOM}`, `authz=${RANDOM}`, `PASSZ=${RANDOM}`, `PWDA=${RANDOM}`, `AKEY=${RANDOM}`, `aKEY=${RANDOM}`, `zKEY=${RANDOM}`, `@KEY=${RANDOM}`,
  `[KEY=${RANDOM}`, `\`Key is ${RANDOM}`, `\`Key=${RANDOM}`, `{Key is ${RANDOM}`, `aKey=${RANDOM}`, `zKey=${RANDOM}`, "password = 'summer2024'", "password: hunter2", "password: correct-horse-battery-staple-long", `token→${RANDOM}`, `секрет token ✓ ${RANDOM}`,
];

const TRANSCRIPT_FOLDERS = ["test/fixtures/transcripts", "test/fixtures/labeled"];

function same(text: string): void {
  expect(nameSpans(text)).toEqual(nameSpansBefore(text));
}

describe("the credential-name scan finds what it found before", () => {
  test("on each line, alone, in prose, in JSON, and cut at every index (names and values at a window's edges)", () => {
    let found = 0;
    for (const line of LINES) {
      for (const text of [line, `Run it: ${line} then go on.`, JSON.stringify({ output: line }), `${line}\n${line}`]) same(text);
      for (let cut = 0; cut <= line.length; cut += 1) {
        same(line.slice(0, cut));
        same(line.slice(cut));
      }
      found += nameSpansBefore(line).length;
    }
    // the lines reach the rules, else the comparison would hold for any scan
    expect(found).toBeGreaterThan(30);
  });

  test("on random texts of names, positions, values and glue, including code, references and unicode", () => {
    const names = ["password", "PASSWORD", "pass", "Pass", "PASS", "Passwd", "pwd", "Pwd", "PWD", "secret", "SECRET", "token", "Tokens",
      "TOKEN", "auth", "Auth", "AUTH", "Authorization", "credential", "credentials", "api_key", "API-Key", "apiKey", "ApiKey", "KEY", "key",
      "Key", "_key", ".key", "-key", "login", "Login", "MONKEY", "passes", "PASSED", "author", "tokenizer", "keystrokes", "DB_PASSWORD",
      "client_secret", "x-auth-token", "define('DB_PASSWORD", "authz", "AUTHZ", "Passz", "PWDZ", "zKEY", "ZKEY",
      "ds.setPassword", "user.set_password", 'os.getenv("API_TOKEN', 'variable "db_password', "process.env.SESSION_SECRET", "pw", "db_pw", "upward"];
    const glue = [" ", "  ", "\t", "=", " = ", ":", ": ", ":=", "=>", '"', "'", "\\\"", "`", "(", "[", "{", "}", ">", "<", "\n", "\\n", "\r\n",
      "-", "--", " -", "s", ".", ",", ";", "_", "$", "@", "*", "!", "?", "/", "→", "✓", "é", "😀", "<password>", "Pwd={", "define(", "a", "z", "A", "Z"];
    const words = ["is", "was", "will be", "of", "for", "to", "are", "now", "still", "value", "Value", "Bearer", "basic", "the", "db", "pass:",
      RANDOM, `${RANDOM}.`, `${RANDOM}:`, "hunter2", "9abcdefghij", "abc-def_ghi9", "plainwordsonlyforalongtime", "process.env.X",
      "getPassword()", "4096", "1.2.3", "[REDACTED:x]", "ab", "user", "admin", "a1b2c3d4e5", "changeme", "$TOKEN", "${{ secrets.X }}",
      "CONSTANT_NAME", "camelCaseName", "./path", "xxxxxxxx", "aaaaaaaaaaaa1", "Zz9Zz9Zz9Zz9Zz9"];
    const openings = [": Bearer ", "=Basic ", " = {", '=("u", "', " [ 'admin' , '", "', '", "\n  - value: ", " \\n value=", " := ",
      " is ", " was: ", " will be ", " for the db is ", "s of prod was ", "> ", " to ", " are ", " of ", ": ", " -p ", "--", " -passin pass:", "define('DB_PASSWORD', '", 'define( "api_key" , "',
      '("', '", "', '" { default = "', " || '", " you need: ", " for user 'grafana':\n  ", " = String::from(\"", " ?= "];
    const piece = fc.oneof(fc.constantFrom(...names), fc.constantFrom(...glue), fc.constantFrom(...words), fc.constantFrom(...openings));
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 20 }), (pieces) => {
        const text = pieces.join("");
        const before = nameSpansBefore(text);
        expect(nameSpans(text)).toEqual(before);
        for (const span of before) kinds.add(span.kind);
      }),
      { numRuns: 20_000, seed: 31 },
    );
    // every rule the scan has is reached
    expect([...kinds].sort()).toEqual([
      "auth-header", "connection-string-braced", "credential-argument", "credential-fallback", "credential-setter", "credential-tuple",
      "env-secret", "key-assignment", "name-then-value", "openssl-pass-arg", "password-flag", "password-in-prose", "php-define", "secret-flag",
      "secret-in-prose", "variable-default", "xml-password-element",
    ]);
  });

  test("on long texts with many names and with none, and on the bundled transcripts' lines", () => {
    const many = Array.from({ length: 400 }, (_, index) => `${LINES[(index * 7) % LINES.length]}${index % 2 === 0 ? "\n" : " "}`).join("");
    same(many);
    same(JSON.stringify(many));
    same("the quick brown fox jumps over the lazy dog; ".repeat(2_000));
    let lines = 0;
    for (const folder of TRANSCRIPT_FOLDERS) {
      for (const file of readdirSync(folder)) {
        const text = readFileSync(join(folder, file), "utf8");
        same(text);
        for (const line of text.split("\n")) same(line);
        lines += text.split("\n").length;
      }
    }
    expect(lines).toBeGreaterThan(1_000);
  });

  test("the value guard answers as before, its least lengths tested first", () => {
    const char = fc.constantFrom(..."abcxyzABCXYZ0189_$%{}<>@*./~:!#?=+-");
    const value = fc.oneof(fc.string({ unit: char, maxLength: 30 }), fc.constantFrom("changeme", "process.env.X", "CONSTANT_NAME", "q8Tv2Lx9pTzmW4kR7bN0"));
    const confidence = fc.constantFrom("position" as const, "labelled" as const, "key" as const, "prose" as const);
    const accepted = new Set<string>();
    fc.assert(
      fc.property(value, fc.constantFrom("", "(", "[", "{", " ", "."), confidence, (text, next, sure) => {
        const before = looksLikeSecretBefore(text, next, sure);
        expect(looksLikeSecret(text, next, sure)).toBe(before);
        if (before) accepted.add(sure);
      }),
      { numRuns: 20_000, seed: 31 },
    );
    // values each confidence accepts were drawn, else the comparison would hold for a guard refusing all
    expect([...accepted].sort()).toEqual(["key", "labelled", "position", "prose"]);
  });
});
