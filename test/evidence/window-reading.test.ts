/**
 * The window rule reads the characters after a credential's word from a table of their kinds, and passes a plain word of
 * letters over without judging it (window-chars.ts, credential-window.ts; bench/RESULTS.md, Run 67). Held here to the
 * reading it replaced (test/helpers/credential-window-before.ts): the same spans on random texts of credential words,
 * separators, values, plain words at the letters-only bound, escapes, brackets, marks and other scripts, and on the lines
 * of the bench's word-rich session; and each kind in the table as its pattern tells it, for every code.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { writeWordRichClaudeSession } from "../../bench/word-session.mjs";
import { credentialWindowSpans } from "../../src/evidence/credential-window.js";
import { MIN_LETTERS_ONLY_LENGTH } from "../../src/evidence/generated-values.js";
import {
  BLOB_KIND, CLOSE_BRACKET_KIND, isKind, isLetters, LINE_END_KIND, NAME_END_KIND, NAME_KIND, OPEN_BRACKET_KIND, SENTENCE_MARK_KIND,
  tokenLength, VALUE_CHAR, VALUE_START, VALUE_START_KIND, WIDE_CHAR,
} from "../../src/evidence/window-chars.js";
import { credentialWindowSpansBefore } from "../helpers/credential-window-before.js";

// Built at run time so that no scanner mistakes these test values for live credentials.
const GENERATED = ["q8Tv2", "Lx9pT", "zmW4k", "R7bN0"].join("");
const CHOSEN = ["Wint3r", "Harb0r", "92"].join("-");
const STATED = ["Sen", "Hong", "5"].join("_");
const HEX40 = "95b4cf8e".repeat(5);
const letters = (length: number) => "abcdefghijklmnopqrstuvwxyz".repeat(2).slice(0, length);

const WORDS = [
  "password", "Password", "PASSWORD", "passwd", "pass", "pwd", "pw", "secret", "Secrets", "token", "tokens", "credentials", "auth",
  "authToken", "api_key", "API key", "apiKey", "secret_key", "login", "session_id", "-p", "/p", "Passwort", "mot de passe", "contraseña",
  "пароль", "密码", "パスワード", "비밀번호", "şifresi", "hasło", "parola", "clave", "mdp", "DB_PASSWORD_PROD", "spring.datasource.password",
];
const SEPARATORS = [" ", "=", ": ", " = ", "=>", " -> ", ":", "\"", "'", "`", "\\\"", "\\n", "\\t", "\n", "\t", "：", " is ", " ist ", " to ", "?:", "*"];
const VALUES = [
  GENERATED, CHOSEN, STATED, HEX40, `${GENERATED}.`, `${GENERATED}&grant_type=x`, `?a=${GENERATED}`, `!${GENERATED}`, `$${GENERATED}`,
  `${GENERATED}(`, letters(MIN_LETTERS_ONLY_LENGTH - 1), letters(MIN_LETTERS_ONLY_LENGTH), letters(MIN_LETTERS_ONLY_LENGTH + 1), letters(30),
  letters(31), `${letters(8)}9`, "lemonade42", "python3", "https://host/x", "a".repeat(600), `${GENERATED}${"x".repeat(520)}`,
];
const PLAIN = ["the", "is", "to", "for", "den", "Testnutzer", "ist", "admin", "X", "it", "was", "as", "new", "a", "is:", "it!", "value=\"", "ok."];
const MARKS = [
  "(", ")", "[", "]", "{", "}", "{{ ", "{%- ", " }}", ".", ". ", "!", "? ", "。", "！", "？", ",", ";", "|", "&&", "#", "...", "\\", "\\\\n",
  "\\u0041", "\r\n", "[REDACTED:x]", "://", "&", "%(", ")s@", "é", "ß", "ı", "İ", "ſ", "K", "😀", "\u0001", "\u007f", "\u3000", "\uff1a",
];
const WIDE_WORDS = ["адміністратора", "сервера", "رمز", "عبور", "است", "für", "Größe", "テスト", "用户", "의"];

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...SEPARATORS) },
  { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
  { weight: 4, arbitrary: fc.constantFrom(...PLAIN) },
  { weight: 3, arbitrary: fc.constantFrom(...MARKS) },
  { weight: 1, arbitrary: fc.constantFrom(...WIDE_WORDS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]{1,24}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[\w.+/=!#$%&*?@^~-]{1,30}$/) },
);
/** A word, its separator, a few plain words or marks, then a value: the shape the rule finds, or nearly. */
const phrase = fc
  .tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS), fc.array(fc.constantFrom(...PLAIN, ...MARKS, " "), { maxLength: 3 }), fc.constantFrom(...VALUES))
  .map(([word, separator, between, value]) => `${word}${separator}${between.join(" ")}${between.length > 0 ? " " : ""}${value}`);
const texts = fc.array(fc.oneof({ weight: 3, arbitrary: piece }, { weight: 1, arbitrary: phrase }), { maxLength: 30 }).map((parts) => parts.join(""));

const spans = (text: string) => credentialWindowSpans(text).map(({ start, end }) => [start, end]);
const spansBefore = (text: string) => credentialWindowSpansBefore(text).map(({ start, end }) => [start, end]);

describe("the window rule's reading by the kinds' table finds what the reading by patterns found", () => {
  test("on random texts of credential words, separators, values, plain words, marks and other scripts", () => {
    let found = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const expected = spansBefore(text);
        expect(spans(text), JSON.stringify(text)).toEqual(expected);
        found += expected.length;
      }),
      { numRuns: 5000, seed: 67 },
    );
    // values are found, not only refused: the spans compared are both kinds
    expect(found).toBeGreaterThan(500);
  });

  test("on every line of the bench's word-rich session as the transcript's JSON escapes it, and on its strings", () => {
    const dir = mkdtempSync(join(tmpdir(), "window-reading-"));
    try {
      const path = join(dir, "words.jsonl");
      writeWordRichClaudeSession(path, SESSION_BYTES);
      const lines = readFileSync(path, "utf8").split("\n").filter((line) => line !== "");
      expect(lines.length).toBeGreaterThan(MIN_SESSION_LINES);
      const strings = lines.flatMap((line) => stringsOf(JSON.parse(line)));
      for (const line of [...lines, ...strings]) {
        expect(spans(line)).toEqual(spansBefore(line));
        const planted = line.replace(/the password is/g, `the password is ${GENERATED}`).replace(/token: /g, `token: ${CHOSEN} `);
        expect(spans(planted)).toEqual(spansBefore(planted));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The session's size: some seventy lines of prose, code, logs and diffs. */
const SESSION_BYTES = 400 * 1024;
const MIN_SESSION_LINES = 50;

/** Every string a parsed line holds, at any depth. */
function stringsOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (node === null || typeof node !== "object") return [];
  return Object.values(node).flatMap(stringsOf);
}

describe("the kinds' table", () => {
  test("gives every code the kinds its patterns give it", () => {
    const tests: [number, RegExp][] = [
      [SENTENCE_MARK_KIND, /[.!?。！？]/], [LINE_END_KIND, /[\r\n\\]/], [VALUE_START_KIND, VALUE_START], [OPEN_BRACKET_KIND, /[([{]/],
      [CLOSE_BRACKET_KIND, /[)\]}]/], [NAME_KIND, /[A-Za-z0-9_.-]/], [BLOB_KIND, /[A-Za-z0-9+/_.-]/], [NAME_END_KIND, /[-.]/],
    ];
    for (let code = 0; code < 1 << 16; code += 1) {
      const char = String.fromCharCode(code);
      for (const [kind, pattern] of tests) expect(isKind(char, 0, kind), `${code}`).toBe(pattern.test(char));
      expect(isLetters(char, 0, 1)).toBe(/[A-Za-z]/.test(char));
    }
    expect(isKind("", 0, VALUE_START_KIND)).toBe(false);
  });

  test("reads a token as the runs' patterns read it, one past a value's bound at most", () => {
    const valueRun = new RegExp(`${VALUE_CHAR.source}{1,513}`, "y");
    const wideRun = new RegExp(`${WIDE_CHAR.source}{1,513}`, "y");
    fc.assert(
      fc.property(texts, fc.nat(), (text, from) => {
        const at = text.length === 0 ? 0 : from % text.length;
        const run = VALUE_START.test(text[at] ?? "") ? valueRun : WIDE_CHAR.test(text[at] ?? "") ? wideRun : null;
        if (run !== null) run.lastIndex = at;
        const expected = run !== null && run.test(text) ? run.lastIndex - at : 0;
        expect(tokenLength(text, at)).toBe(expected);
      }),
      { numRuns: 5000, seed: 67 },
    );
  });
});
