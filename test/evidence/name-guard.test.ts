import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nameSpans, scanSource } from "../../src/evidence/name-rules.js";
import { redactSecrets } from "../../src/evidence/redact.js";

/**
 * The credential-name scan tries a guard (POSITION_GUARD) before its ten positions: a necessary
 * condition, so the scan's match at every index must be the one the scan without it finds there.
 */
const GUARDED = new RegExp(scanSource(true), "y");
const UNGUARDED = new RegExp(scanSource(false), "y");

function matchAt(scan: RegExp, text: string, index: number): string | null {
  scan.lastIndex = index;
  const match = scan.exec(text);
  return match === null ? null : JSON.stringify([match.index, match[0], match.groups]);
}

/** Every index's match, with and without the guard; the indexes where the scan matches. */
function compareAt(text: string): { differing: number[]; matched: number } {
  const differing: number[] = [];
  let matched = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const unguarded = matchAt(UNGUARDED, text, index);
    if (unguarded !== null) matched += 1;
    if (matchAt(GUARDED, text, index) !== unguarded) differing.push(index);
  }
  return { differing, matched };
}

/** One sample per position the scan knows, each a secret the scan finds (rule kind in the name). */
const SAMPLES: Record<string, string> = {
  "bearer (auth-header)": "curl -H 'Authorization: Bearer a1B2c3D4e5F6g7H8i9J0' https://x",
  "bearer after a quote": '{"authorization":"Bearer a1B2c3D4e5F6g7H8i9J0"}',
  "braced (connection-string-braced)": "Server=db;Pwd={a1B2 c3;D4e5};",
  "tuple (credential-tuple)": 'requests.get(url, auth=("admin", "a1B2c3D4e5F6"))',
  "tuple without a blank": "login=['admin','a1B2c3D4e5F6']",
  "define (php-define)": "define('DB_PASSWORD', 'a1B2c3D4e5F6');",
  "then, a line break (name-then-value)": "- name: DB_PASSWORD\n  value: a1B2c3D4e5F6",
  "then, an escaped line break": '- name: DB_PASSWORD\\n  value: \\"a1B2c3D4e5F6\\"',
  "then, on the name's line": "API_TOKEN value: a1B2c3D4e5F6g7",
  "then, a dash": "  - name: API_TOKEN   - value: a1B2c3D4e5F6g7",
  "assign (env-secret)": "export DB_PASSWORD=a1B2c3D4e5F6",
  "assign after blanks": "password   :=   a1B2c3D4e5F6",
  "assign, quoted JSON": '"client_secret": "a1B2c3D4e5F6"',
  "assign, key (key-assignment)": "STRIPE_API_KEY=a1B2c3D4e5F6g7H8",
  "flag (password-flag)": "mysql --db-password a1B2c3D4e5F6",
  "flag, a credential (secret-flag)": "deploy -token a1B2c3D4e5F6g7",
  "copula (password-in-prose)": "the password is a1B2c3D4e5F6.",
  "copula after of": "the password of the staging db was a1B2c3D4e5F6",
  "copula, a plural's s": "the tokens for prod is a1B2c3D4e5F6g7H8",
  "copula with a colon": "the secret was: a1B2-c3D4-e5F6",
  "copula, will be": "the password will be a1B2c3D4e5F6",
  "xml (xml-password-element)": "<password>a1B2c3D4e5F6</password>",
  "prose (secret-in-prose)": "log in with token a1B2c3D4e5F6g7H8",
  "prose after to": "set the secret to a1B2c3D4e5F6g7H8",
  "prose, a digit first": "the token\t9a1B2c3D4e5F6g7H8",
  "prose, quoted": "use key `a1B2c3D4e5F6g7H8`",
  "prose after are": "the credentials are a1B2c3D4e5F6g7H8",
  "prose after a colon": "token: a1B2c3D4e5F6g7H8",
  "a typed declaration": 'export const ADMIN_PASS: string = "a1B2c3D4e5F6";',
  "a subscript assigned": 'os.environ["API_PASSWORD"] = "a1B2c3D4e5F6"',
  "a name's rest before the position": "spring.datasource.password_file=a1B2c3D4e5F6",
  "call (credential-setter)": 'dataSource.setPassword("a1B2c3D4e5F6");',
  "call, a builder's method": "Client.builder().token('a1B2c3D4e5F6').build()",
  "define, any call's first arguments (credential-argument)": 'os.environ.setdefault("API_SECRET", "a1B2c3D4e5F6")',
  "define, an argv array's flag": 'args: ["--requirepass", "a1B2c3D4e5F6"]',
  "block (variable-default)": 'variable "db_password" {\n  type = string\n  default = "a1B2c3D4e5F6"\n}',
  "assign, a wrapped literal": 'let password = String::from("a1B2c3D4e5F6");',
  "assign, make's ?=": "DB_PASS ?= a1B2c3D4e5F6",
  "fallback (credential-fallback)": "const secret = process.env.SESSION_SECRET || 'a1B2c3D4e5F6';",
  "fallback after a call": 'os.environ.get("API_TOKEN") or "a1B2c3D4e5F6"',
  "described (secret-in-prose)": "Here is the secret you need: a1B2c3D4e5F6",
  "described, the value on a later line": "the password for the admin account:\n\n    a1B2c3D4e5F6",
};

describe("the credential-name scan's position guard", () => {
  test.each(Object.entries(SAMPLES))("keeps %s found", (_position, text) => {
    const spans = nameSpans(text);
    expect(spans.length).toBeGreaterThan(0);
    expect(redactSecrets(text).text).not.toContain("a1B2");
    // the guarded scan finds it exactly where and as the unguarded one does
    expect(compareAt(text).differing).toEqual([]);
  });

  test("keeps the scan's match where the name's rest stops at its bound, on copula's `s`", () => {
    // prose wants a whole word, so this match is refused after the scan; the scan still finds it
    const text = `the password_${"x".repeat(23)}s is a1B2c3D4e5F6`;
    expect(compareAt(text)).toEqual({ differing: [], matched: 1 });
  });

  test("the guarded scan matches where and as the unguarded one does, on random texts", () => {
    const names = ["password", "PASSWORD", "pass", "Passwd", "pwd", "PWD", "secret", "SECRET", "token", "Tokens", "auth", "AUTH",
      "Authorization", "credential", "credentials", "api_key", "API-Key", "apiKey", "KEY", "key", "Key", "_key", ".key", "login",
      "MONKEY", "passes", "author", "tokenizer", "keystrokes", "DB_PASSWORD", "client_secret", "x-auth-token", "db_PASSWORD_FILE"];
    const glue = [" ", "  ", "\t", "=", " = ", ":", ": ", ":=", "=>", '"', "'", "\\\"", "\\\\\"", "`", "(", "[", "{", ">", "<", "\n",
      "\\n", "\r\n", "-", "--", " -", "s", "s ", ".", ",", ";", "_", "$", "${", "%", "@", "*", "!", "#", "?", "/", "→", "✓"];
    const words = ["is", "was", "will be", "of", "for", "to", "are", "now", "still", "value", "Value", "VALUE", "Bearer", "basic", "Token",
      "the", "db", "prod", "define(", "name", "a1B2c3D4e5F6g7H8", "hunter2", "9abcdefghij", "abc-def_ghi9", "plainwordsonlyforalongtime",
      "process.env.X", "getPassword()", "4096", "1.2.3", "[REDACTED:x]", "ab", "x", "user", "admin", "a1b2c3d4e5"];
    /** Each position's opening, whole, so that random texts reach every position. */
    const openings = [": Bearer ", "=Basic ", " = {", "Pwd={", '=("u", "', " [ 'admin' , '", "', '", "\n  - value: ", " \\n value=",
      " := ", ": string = ", " : &str = \"", "\"] = ", " is ", " was: ", " will be ", " for the db is ", "s of prod was ", "> ", " to ", " are ", " of ", ": ", " -p ", "--",
      "(\"", " ( '", "\" { default = \"", "\" {\n  type = string\n  default = ", " || '", ")  ?? \"", "\") or '", " ?= ", " = String::from(\"",
      ": Some(\"", " = @\"", " for user 'grafana': ", " you need:\n\n  ", "s for the test account: "];
    const piece = fc.oneof(fc.constantFrom(...names), fc.constantFrom(...glue), fc.constantFrom(...words), fc.constantFrom(...openings));
    const positions = new Set<string>();
    let matched = 0;
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 16 }), (pieces) => {
        const text = pieces.join("");
        const compared = compareAt(text);
        expect(compared.differing).toEqual([]);
        matched += compared.matched;
        for (const position of matchedPositions(text)) positions.add(position);
      }),
      { numRuns: 10_000, seed: 23 },
    );
    // the texts reach every position, else the property would hold for any guard
    expect([...positions].sort()).toEqual([...POSITION_GROUPS].sort());
    expect(matched).toBeGreaterThan(2500);
  });
});

const POSITION_GROUPS = [
  "bearer", "braced", "tuple", "call", "define", "block", "then", "typed", "assign", "fallback", "flag", "copula", "xml", "prose", "described",
];
/** The positions the unguarded scan matches at some index of the text. */
function matchedPositions(text: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    UNGUARDED.lastIndex = index;
    const groups = UNGUARDED.exec(text)?.groups;
    if (groups !== undefined) found.push(POSITION_GROUPS.find((position) => groups[position] !== undefined)!);
  }
  return found;
}
