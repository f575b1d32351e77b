/**
 * The general rule (credential-window.ts): a generated value beside a word that means a credential, in any language and
 * syntax, found without a rule for its position. The cases are shapes no corpus held (languages, syntaxes and clients
 * the rules by position never named); the look-alikes are what stands beside the same words in ordinary code and prose.
 */
import { describe, expect, test } from "vitest";
import { credentialHashSpans } from "../../src/evidence/credential-hashes.js";
import { credentialWindowSpans } from "../../src/evidence/credential-window.js";
import { looksGenerated, readsAsName } from "../../src/evidence/generated-values.js";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Vb7kQm2", "xRt9Lp"].join("");
const PW_MARK = ["!Zq4nWe", "8tYu2Kd"].join("");
const PW_PCT = ["Hs3%pLw", "9Nc7Qa"].join("");
const KEY32 = ["c9f1e07a3b5d", "48e2a6f0d1c7b93e58"].join("");

const found = (text: string) => credentialWindowSpans(text).map(({ start, end }) => text.slice(start, end));

describe("a generated value beside a credential's word, in shapes no rule names", () => {
  const rule = "credential-window";
  const cases: RedactionCase[] = [
    // other languages' words and copulas
    { rule, text: `La contrasenya del servidor de proves és ${PW}, no la canviïs.`, secret: PW },
    { rule, text: `Ο κωδικός του λογαριασμού είναι ${PW_MARK} για τις δοκιμές.`, secret: PW_MARK },
    { rule, text: `הסיסמה של המשתמש היא ${PW} עד יום ראשון`, secret: PW },
    { rule, text: `परीक्षण खाते का पासवर्ड ${PW_PCT} है`, secret: PW_PCT },
    { rule, text: `รหัสผ่านของบัญชีทดสอบคือ ${PW}`, secret: PW },
    { rule, text: `Lozinka za testni račun je ${PW_MARK}.`, secret: PW_MARK },
    { rule, text: `Noua parolă a contului de test este ${PW}`, secret: PW },
    { rule, text: `Tunnussanan sijaan käytä salasanaa ${PW_PCT} huomiseen asti.`, secret: PW_PCT },
    // syntaxes: a Clojure map, an Erlang tuple, a Scala arrow, a Lisp plist, a Go struct print, an INI directive
    { rule, text: `(def db-spec {:db-password "${PW}" :db-user "orders"})`, secret: PW },
    { rule, text: `Opts = [{password, "${PW_MARK}"}],`, secret: PW_MARK },
    { rule, text: `Map("apiKey" -> "${PW_PCT}", "region" -> "eu-west-1")`, secret: PW_PCT },
    { rule, text: `cfg={Host:db.acme.lan Secret:${PW_MARK} Debug:false}`, secret: PW_MARK },
    { rule, text: `requirepass ${PW}`, secret: PW },
    { rule, text: `rootpw ${PW_PCT}`, secret: PW_PCT },
    { rule, text: `master_key: ${KEY32}`, secret: KEY32 },
    // clients' password flags by convention
    { rule, text: `pgcli-wrapper -h db.acme.lan -u app -p ${PW} orders`, secret: PW },
    { rule, text: `rdesktop-ng /u:ops /p:${PW_MARK} /v:win-01`, secret: PW_MARK },
    // the value before its word in prose
    { rule, text: `I'll set ${PW} as the new password for the staging account.`, secret: PW },
  ];
  const lookAlikes = [
    "password = os.environ[\"DB_PASSWORD\"]",
    "token = config.password or getPassword()",
    "export DB_PASSWORD=${DB_PASSWORD:?missing}",
    "password: <your-password>   # replace before deploying",
    "The password must hold at least 12 characters, one of them a digit.",
    "Fix token refresh (commit 3f2a9c1e7b4d5a6f8e9c0b1a2d3e4f5a6b7c8d9e)",
    "tests/test_auth.py::test_token_refresh PASSED [ 50%]",
    "PASS src/auth/token.test.ts (5.2 s)",
    "Let me check the auth token logic in src/auth/token.ts and tests/auth/test_login.py",
    "\"input_tokens\":12345,\"output_tokens\":456,\"service_tier\":\"standard\"",
    "token_url = \"https://oauth2.googleapis.com/token\"",
    "password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
    "mkdir -p build/release && ssh -p 2222 deploy@host",
    "Das Passwort ist falsch, bitte erneut versuchen.",
    "the bypass e7Kq9Zt2Lm4x route",
    "Updated the login page v2.13.0-rc1 for the session_id 0b9ea6a6-6e1a-4c2c-8c6e-3b5e8f4b1d2a",
    "<input accesskey=\"o\"><span class=\"vector-icon mw-ui-icon-logIn\"></span>",
    "git -C /app/repo cat-file -p 95b4cf817169b39ffb3edf0755c9a4b1e2d3f4a5",
    "127.0.0.1 - - \"GET /basic-auth/user/pass HTTP/1.1\" 401 0",
    "enc = tiktoken.encoding_for_model(\"gpt-4o-mini\")",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("the window", () => {
  test("a weak word's value follows right after its separator, never after words", () => {
    expect(found(`masterauth ${PW}`)).toEqual([PW]);
    expect(found(`login as the admin with ${PW}`)).toEqual([]);
  });

  test("a strong word's value may follow a few words, on the same line and sentence", () => {
    expect(found(`the password for the reporting user is ${PW}`)).toEqual([PW]);
    expect(found(`the password changed.\n${PW}`)).toEqual([]);
    expect(found(`the password changed. Build ${PW} passed`)).toEqual([]);
  });

  test("a commit id after a bare word is none, under a compound name it may be a key", () => {
    expect(found("potential secret: 8752c7023b4b3286800fe3238271bbca681219ed")).toEqual([]);
    expect(found(`api_token="${KEY32}a1b2c3d4"`)).toEqual([`${KEY32}a1b2c3d4`]);
  });

  test("code that reads a secret ends the search", () => {
    expect(found(`secret = vault.read("kv/app") or "${PW}"`)).toEqual([]);
  });

  test("a word that is part of a blob opens nothing", () => {
    expect(found(`sha512-Zx9pwQ7kLm3 ${PW}`)).toEqual([]);
  });
});

describe("what looks generated", () => {
  test.each([PW, PW_MARK, PW_PCT, KEY32, "bvaj-bdla-mcwr-axjo-qtzk", "8kYhOjOIDZTK8"])("%s looks generated", (value) => {
    expect(looksGenerated(value, true)).toBe(true);
  });

  test.each([
    "changeme", "your_password_here", "Summer2024", "TestLogin", "x_api_key_v2", "os.environ", "token.test.ts", "src/auth/token.ts",
    "10.15.0", "v2.13.0-rc1", "0b9ea6a6-6e1a-4c2c-8c6e-3b5e8f4b1d2a", "12345678", "$DB_PASSWORD", "%APP_SECRET%", "!isValid",
    "alerts@acme.dev", "https://acme.dev/login", "mw-ui-icon-logIn", "^A-Za-z0-9", "28795904000_heavy.json", "HTTP/1.1",
    "work/08002/gsmyrnis/ls6/dcnlp/eval/heavy",
  ])("%s does not", (value) => {
    expect(looksGenerated(value, true)).toBe(false);
  });

  test("hex is a key right after its word only, and long", () => {
    expect(looksGenerated(KEY32, false)).toBe(false);
    expect(looksGenerated("3f2a9c1e7b", true)).toBe(false);
  });

  test("names read as names, random mixed case does not", () => {
    expect(readsAsName("ldap_default_authtok")).toBe(true);
    expect(readsAsName("8kYhOjOIDZTK8")).toBe(false);
  });
});

describe("password hashes by their format", () => {
  const hashes = (text: string) => credentialHashSpans(text).map(({ start, end }) => text.slice(start, end));
  // Built from parts, as above.
  const APR1 = ["$apr1$", "Qx7bL2mz$", "Zk4Jr9VbNw2cLp8Tq1XyA0"].join("");
  const BCRYPT = ["$2b$12$", "R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW"].join("");
  const SSHA = ["{SSHA}", "W6ph5Mm5Pz8GgiULbPgzG37mj9g="].join("");

  test.each([
    ["an htpasswd row", `metrics:${APR1}`, APR1],
    ["a bcrypt hash in a dump's column", `admin\t${BCRYPT}\t2024-06-01`, BCRYPT],
    ["an LDAP scheme in an LDIF", `userPassword: ${SSHA}`, SSHA],
    ["a dovecot passwd-file row, its trailing fields the file's", "3:ops:{PLAIN}Xq9GbD0gD#8w90::::::", "{PLAIN}Xq9GbD0gD#8w90"],
  ])("%s", (_name, text, hash) => {
    expect(hashes(text)).toEqual([hash]);
  });

  test("a shell's positional parameters and a variable's `$` stay", () => {
    expect(hashes('printf "%s" "$1$2$3$4$5$6$7$8$9$1$2$3$4$5$6"')).toEqual([]);
    expect(hashes(`x${APR1}`)).toEqual([]);
  });
});

describe("the window rule runs in linear time", () => {
  // no wall-clock assertion: a quadratic scan of these lines takes minutes and the test's own time limit fails it
  const HANG_LIMIT_MS = 30_000;
  test.each([
    ["credential words repeated on one long line", "password ".repeat(40_000)],
    ["a credential word inside a long name", `${"a".repeat(200_000)}password${"b".repeat(200_000)} x`],
    ["words joined without a blank", "passwordtoken".repeat(30_000)],
    ["a long run of value characters after the word", `password ${"a1".repeat(200_000)}`],
    ["prose words after each word", "the secret is in the vault now ".repeat(13_000)],
    ["crypt ids without a hash", "$1$".repeat(70_000)],
    ["a SCRAM verifier's start repeated", "SCRAM-SHA-256$4096:abc$".repeat(9_000)],
  ])("%s", (_name, text) => {
    expect(redactSecrets(text).text.length).toBeGreaterThan(0);
    expect(redactSecrets(text + text).text.length).toBeGreaterThan(0);
  }, HANG_LIMIT_MS);
});

describe("from the review of session 34: code that makes a key is no key", () => {
  test.each([
    "signing_key = Ed25519PrivateKey.generate()",
    "private_key = ec.generate_private_key(ec.SECP256R1())",
    "key = ed25519.Ed25519PrivateKey.generate()",
  ])("%s stays", (line) => {
    expect(redactSecrets(line).text).toBe(line);
  });

  test("a generated value beside the word still goes", () => {
    expect(redactSecrets("the password is Xk9mQ2vL7pR3wZ").text).not.toContain("Xk9mQ2vL7pR3wZ");
    expect(redactSecrets("signing_key = Xk9mQ2vL7pR3wZ").text).not.toContain("Xk9mQ2vL7pR3wZ");
  });
});

describe("from the review of session 34: words for a password the list lacked", () => {
  const value = ["Vb7kQm2", "xRt9Lp"].join("");
  test.each([
    `암호는 ${value} 입니다`,
    `Лозинка за тест налог је ${value}`,
    `رمز عبور حساب آزمایشی ${value} است`,
    `Kata laluan akaun ujian ialah ${value}`,
    `A palavra-passe da conta de teste é ${value}`,
    `mdp: ${value}`,
    `parole: ${value}`,
  ])("%s", (line) => {
    expect(redactSecrets(line).text).not.toContain(value);
  });

  test("the same words with no value beside them stay", () => {
    for (const line of ["암호화 알고리즘은 AES입니다", "The parole board met on Friday.", "Le mdp est dans le coffre."]) {
      expect(redactSecrets(line).text).toBe(line);
    }
  });
});
