/**
 * The review of corpus 7's rules (session 33): each defect it demonstrated, as the secret a rule must hide
 * again (H4's regression, and the shapes a rule missed) and as the ordinary text a rule must leave alone.
 */
import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PAREN_PW = ["q(7Zr[K", "p2!w"].join("");
const PAREN_PW2 = ["Gq8(v[Z", "r2!mT"].join("");
const PW = ["Xk9mQ2v", "Lp7wRtZ"].join("");
const FERNET = ["x4Qm-9vLr_2TzPq8NcWe1", "Ab7Yh3Ks0Uj6Dg5Fo-Ri_E="].join("");
const GOSSIP = ["pUqJrVyVRj5jsiYEkM/tF", "QYfWyJIv4s3XkvDwy7Cu5s="].join("");
const PRINTF_PW = ["Tr0ub4dor", "-and-3"].join("");
const RUST_PW = ["Hunter2Prod", "-x9"].join("");

describe("the review's leaks, mended (session 33)", () => {
  const cases: RedactionCase[] = [
    // H4: a value holding `(` and later `[` is no call (only an identifier's index after `(` is an env read)
    { rule: "env-secret", text: `MYSQL_ROOT_PASSWORD=${PAREN_PW}`, secret: PAREN_PW },
    { rule: "env-secret", text: `password: ${PAREN_PW2}`, secret: PAREN_PW2 },
    { rule: "password-flag", text: `mysql --password=${PAREN_PW2} -u root`, secret: PAREN_PW2 },
    { rule: "env-secret", text: `spring.datasource.password=${PAREN_PW2}`, secret: PAREN_PW2 },
    // M1: files read through a numbered view (Claude Code's Read `N→`, `cat -n`'s tab)
    { rule: "pgbouncer-userlist", text: `     1→"app" "${PW}"`, secret: PW },
    { rule: "pgbouncer-userlist", text: `     1\t"app" "${PW}"\n     2\t"stats" "x"`, secret: PW },
    { rule: "ini-admins-password", text: `     4→[admins]\n     5→admin = ${PW}`, secret: PW },
    { rule: "svn-auth-password", text: `     1→K 8\n     2→password\n     3→V 14\n     4→${PW}`, secret: PW },
    // M4: Black's layout of a split literal
    { rule: "split-credential-literal", text: 'API_TOKEN = (\n    "Zq8vN3xLw2Rt"\n    "KpY7mB4cHs9D"\n)', secret: "KpY7mB4cHs9D" },
    // M6: Python's urlsafe_b64decode (a Fernet key)
    { rule: "decoded-credential-literal", text: `FERNET_KEY = base64.urlsafe_b64decode("${FERNET}")`, secret: FERNET },
    // L1: Consul's -encrypt= flag and unquoted YAML
    { rule: "gossip-encrypt-key", text: `consul agent -server -encrypt=${GOSSIP} -data-dir=/tmp/consul`, secret: GOSSIP },
    { rule: "gossip-encrypt-key", text: `encrypt: ${GOSSIP}`, secret: GOSSIP },
    // L2: printf's format before the value
    { rule: "piped-secret", text: `printf '%s' '${PRINTF_PW}' | wrangler secret put DB_PASSWORD`, secret: PRINTF_PW },
    // L3: Rust's default after an env read
    { rule: "env-fallback-literal", text: `let pw = std::env::var("DB_PASSWORD").unwrap_or("${RUST_PW}".to_string());`, secret: RUST_PW },
  ];

  const lookAlikes = [
    // H1: a pair whose name only holds a credential's letters, or whose value is a sentence
    'The CI status went from "passed" to "failed on 2 jobs" after my edit.',
    'I renamed the fixture from "test_auth" to "test_login_flow_v2".',
    'val book = mapOf("author" to "Jane Austen", "title" to "Emma")',
    'I changed the label from "Password" to "Enter your password" in the form.',
    // H2: a credential word that modifies another noun, and ids, versions, names as the value
    "The token refresh fix (commit) is 3f2a9c1e7b",
    "The password reset test (see tests/auth_test.py) is test_reset_flow_v2",
    "The secret scanning job (in ci.yml) is gitleaks-v8.18.2",
    "The last token (index 5) is 0x1f2e3d4c5b",
    // H3: a tunnel's name or UUID
    "sudo cloudflared tunnel run 6ff42ae2-765d-4adf-8112-31c55c1551ef",
    "cloudflared tunnel run my-app-tunnel",
    // M2: settings about passwords, sentences, names that only hold a credential's letters
    '{"name": "PASSWORD_HASH_ALGORITHM", "value": "argon2id"}',
    '{"name": "password_policy", "value": "min length 12, one digit"}',
    'let cfg = Config { author: Some("Jane Doe"), key: Some("primary index") };',
    'const name = process.env.AUTHOR_NAME || "Jane Doe";',
    "storePassword 'must be set in CI'",
    // M3: digits after a PIN's words that are another thing's
    "PIN validation failed for transaction 12345678",
    "PIN reset requested, call support at 555-123-4567",
    // M4: masks, placeholders and cache keys split over lines
    'TOKEN = ("xxxxxxxxxxxx"\n         "xxxxxxxxxxxx")',
    'cache_key = ("user_profile_"\n             "v2_suffix_key")',
    'API_KEY = ("your-api-key-"\n           "goes-here-now")',
    // L4: minified JavaScript
    "!function(e){var t={clientSecret:e.clientSecret,redirectUri:e.redirectUri};return t}",
    // L5: fixtures that decode to words
    'data = base64.b64decode("SGVsbG9Xb3JsZDEyMw==")',
    'assert base64.b64decode("cmVwb3J0XzIwMjRfZmluYWwucGRm") == b"report_2024_final.pdf"',
    // L6: OpenAPI's bearer scheme
    '"securitySchemes": {"bearer": {"description": "JWT issued by /auth/login", "type": "http"}}',
    // env reads stay code
    'AES_KEY = bytes.fromhex(os.environ["SYNC_AES_KEY_HEX"])',
    "KEY = unhexlify(ENV['SIGNING_KEY'])",
  ];

  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("the review's quadratic patterns (M5) run in linear time", () => {
  // 120 KB took 4 to 33 s before the mend. No wall-clock assertion (a loaded machine varies): 240 KB through a
  // quadratic scan takes minutes and the test's own time limit fails it; a linear one takes well under a second.
  const HANG_LIMIT_MS = 30_000;
  test.each([
    ["an env read of a long name", (n: number) => `process.env.${"KEY".repeat(n)};`],
    ["a subscript of a long name", (n: number) => `os.environ["${"Key".repeat(n)}"]`],
    ["a long name before an infix pair", (n: number) => `x${"key".repeat(n)}" to "abc"`],
  ])("%s", (_name, make) => {
    const text = make(80_000);
    expect(redactSecrets(text).text.length).toBeGreaterThan(0);
  }, HANG_LIMIT_MS);
});
