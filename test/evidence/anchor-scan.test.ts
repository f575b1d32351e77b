import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { AnchorScan } from "../../src/evidence/anchor-scan.js";
import { redactSecrets, secretSpans, SPAN_FINDERS, type Span } from "../../src/evidence/redact.js";
import { TOKEN_RULES } from "../../src/evidence/token-rules.js";
import { PrefixScanner } from "../../src/evidence/token-scan.js";
import { escapeRegExp } from "../../src/words.js";

/**
 * `secretSpans` skips a finder whose anchors a text does not hold: each rule's anchors must be held
 * by every match it makes, or a secret it finds would be left. One sample per form each anchored rule
 * reads (every literal it opens on), alone and inside other text, is found as without the skip.
 */
const SAMPLES: Record<string, string[]> = {
  "private-key": ["-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7x9kQ2vBz3\n-----END RSA PRIVATE KEY-----"],
  "url-credentials": ["postgres://admin:S3cr3tPassw0rd@db.example.com:5432/app"],
  "basic-auth-user": ["curl -s -u admin:Xk9mQ2vL7pRw https://api.example.com/v1"],
  "netrc-password": ["machine api.example.com login deploy password Zq8vN3xK5mP2"],
  "aws-configure": ["aws configure set aws_secret_access_key wJalrXUtnFEMI8K7MDENGbPxRfiCY9EXAMPLEKEY"],
  "dsn-user-password": ["root:Pa55w0rdXyz9@tcp(127.0.0.1:3306)/app", "root:Pa55w0rdXyz9@unix(/tmp/mysql.sock)/app"],
  "oracle-logon": [
    "sqlplus scott/T1gerPass99x@orcl",
    "expdp system/Mgr9xPass77q@db",
    "impdp system/Mgr9xPass77q@db",
    "sqlldr scott/T1gerPass99x@orcl control=load.ctl",
    "jdbc:oracle:thin:scott/T1gerPass99x@host:1521:orcl",
    "jdbc:oracle:oci:scott/T1gerPass99x@orcl",
  ],
  "positional-passwords": ["htpasswd -b .htpasswd admin Qw3rtY9zX1vB", "rabbitmqctl add_user admin Qw3rtY9zX1vB"],
};

/** Every finder run on the whole text, as before the skip. */
function unskippedSpans(text: string): Span[] {
  return SPAN_FINDERS.flatMap((finder) => finder.find(text));
}

describe("finders skipped without their anchors", () => {
  test("every anchored finder has samples, and each sample is found as without the skip", () => {
    const anchored = SPAN_FINDERS.filter((finder) => finder.anchors !== undefined).map((finder) => finder.name);
    expect(anchored.sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const [name, samples] of Object.entries(SAMPLES)) {
      const finder = SPAN_FINDERS.find((candidate) => candidate.name === name)!;
      for (const sample of samples) {
        for (const text of [sample, `the log says: ${sample}; done`, `{"command":"${sample.replaceAll("\n", "\\n")}"}`]) {
          expect(finder.find(text).length, `${name} finds ${text}`).toBeGreaterThan(0);
          expect(secretSpans(text), text).toEqual(unskippedSpans(text));
        }
      }
    }
  });

  test("random texts of samples, anchors and near-misses: the same spans as every finder run", () => {
    const pieces = [
      ...Object.values(SAMPLES).flat(),
      "login", "password", "curl", "://", "@", "tcp(", "unix(", "sqlplus", "expdp", "jdbc:oracle:", "-----BEGIN", "htpasswd",
      "rabbitmqctl", "aws configure set", "plogin", "sql plus", "http", "the token budget", " ", "\n", "\\n", "\"", "x", "user:",
      // tokens whose prefix the same scan finds: alone, overlapping, after a word (refused), cut
      "AKIAQ2VBZ3X7KLMN4PQR", "ASIAKIAQ2VBZ3X7KLMN4PQR", "xAKIAQ2VBZ3X7KLMN4PQR", "AKIAQ2VB",
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${"s1gnatur3x".repeat(2)}`, "eyJrIjoi", `dapi${"a1b2c3d4".repeat(4)}`,
      `abcdefghij0123.atlasv1.${"Zq8vN3xK5mP2".repeat(6)}`, ".atlasv1.",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(secretSpans(text)).toEqual(unskippedSpans(text));
      }),
      { numRuns: 3000 },
    );
  });

  test("a sample's secret is hidden by redactSecrets", () => {
    expect(redactSecrets("sqlldr scott/T1gerPass99x@orcl control=load.ctl").text).not.toContain("T1gerPass99x");
    expect(redactSecrets("rabbitmqctl add_user admin Qw3rtY9zX1vB").text).not.toContain("Qw3rtY9zX1vB");
  });
});

describe("AnchorScan", () => {
  test("finds every literal a text holds, overlapping or side by side", () => {
    const scan = new AnchorScan(["cp(", "x(", "login", "gin"]);
    expect([...scan.present("unix(tcp(loginx")].sort()).toEqual(["cp(", "gin", "login", "x("]);
    expect(scan.present("nothing here").size).toBe(0);
  });

  test("refuses a literal that starts another (the scan would hide it where both start)", () => {
    expect(() => new AnchorScan(["log", "login"])).toThrow(/starts another/);
    expect(() => new AnchorScan([""])).toThrow(/starts another/);
    expect(() => new AnchorScan(["login"], ["logins"])).toThrow(/starts another/);
    expect(() => new AnchorScan(["login"], ["log"])).toThrow(/ordered literal starts/);
    expect(() => new AnchorScan(["login"], ["login"])).toThrow(/starts/);
    expect(() => new AnchorScan(["login"], [""])).toThrow(/empty/);
  });

  // the provider tokens' prefixes without a separator share the anchors' scan (Run 31)
  test("finds the ordered literals where their own scan finds them, and the anchors as without them", () => {
    const ordered = new PrefixScanner([...new Set(TOKEN_RULES.flatMap((rule) => rule.prefixes))]).literalPrefixes;
    const anchors = SPAN_FINDERS.flatMap((finder) => finder.anchors ?? []);
    const both = new AnchorScan(anchors, ordered);
    const alone = new AnchorScan(anchors);
    const own = new RegExp(ordered.map(escapeRegExp).join("|"), "g");
    // pieces that overlap (`ASIABIA`, `eyJrIjoieyJ`), cut literals, anchors and glue
    const cut = [...ordered.map((literal) => literal.slice(1)), ...ordered.map((literal) => literal.slice(0, -1))];
    const pieces = [...ordered, ...cut, ...anchors,
      "ASIABIA", "AKIAKCp", "eyJrIjoieyJ", ".atlasv1.atlasv1.", "_gitlab_session=_gitlab_session=", " ", "\n", "→", "x", "A"];
    let starts = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 16 }), (parts) => {
        const text = parts.join("");
        const found = both.scan(text);
        expect(found.starts).toEqual([...text.matchAll(own)].map((match) => match.index));
        expect(found.anchors).toEqual(alone.present(text));
        starts += found.starts.length;
      }),
      { numRuns: 5000, seed: 31 },
    );
    expect(starts).toBeGreaterThan(5000);
  });
});
