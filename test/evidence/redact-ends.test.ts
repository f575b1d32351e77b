import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lastIndexFrom, redactEnds } from "../../src/evidence/redact-ends.js";
import { applySpans, redactionSpans, type Span } from "../../src/evidence/redact.js";

// Built at run time so that no scanner mistakes these test values for live credentials.
const GITHUB = `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`;
const JWT = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${"s1gnatur3x".repeat(3)}`;
const PEM_BODY = Array.from({ length: 6 }, (_, line) => `MIIE${String(line)}${"pAq9Zr3Wx7Lm2Kd8".repeat(3)}`);
const PEM = ["-----BEGIN RSA PRIVATE KEY-----", ...PEM_BODY, "-----END RSA PRIVATE KEY-----"].join("\n");

/** A secret in the context a rule finds it by, one per family of rules; `secrets` must not be shown. */
const SAMPLES: { rule: string; line: string; secrets: string[] }[] = [
  { rule: "provider token", line: `export GITHUB_TOKEN=${GITHUB}`, secrets: [GITHUB] },
  { rule: "assignment", line: "DB_PASSWORD=Xk9mQ2vL7pR4tZ8w", secrets: ["Xk9mQ2vL7pR4tZ8w"] },
  { rule: "JSON name", line: '{"client_secret": "Tr0ub4dorW3xyzQ"}', secrets: ["Tr0ub4dorW3xyzQ"] },
  { rule: "client flag", line: "mysql -h db.internal -u admin -pQ7w8e9r0t1y2 app_db", secrets: ["Q7w8e9r0t1y2"] },
  { rule: "quoted flag value", line: "sshpass -p 'violet lantern 9sparrow' ssh deploy@host", secrets: ["violet lantern 9sparrow"] },
  { rule: "URL credentials", line: "git clone https://deploy:Gh7TkL2mN9pQ@github.com/org/repo.git", secrets: ["Gh7TkL2mN9pQ"] },
  { rule: "curl user", line: "curl -s -u admin:S3cr3tP4ssw0rd https://api.example.com/v1", secrets: ["S3cr3tP4ssw0rd"] },
  { rule: "private key", line: PEM, secrets: PEM_BODY },
  { rule: "bearer header", line: `Authorization: Bearer ${JWT}`, secrets: [JWT.slice(0, 30), JWT.slice(-30)] },
  { rule: "positional password", line: "htpasswd -b .htpasswd admin Hx8vQ2mK9zL4", secrets: ["Hx8vQ2mK9zL4"] },
  { rule: "DSN", line: 'dsn := "app:Pq8Lm3Zx7Vb2@tcp(db:3306)/app"', secrets: ["Pq8Lm3Zx7Vb2"] },
  { rule: "prose", line: "The password for the staging database is Wq5Ez8Rt2Yu6.", secrets: ["Wq5Ez8Rt2Yu6"] },
  { rule: "name then value", line: "- name: DB_PASSWORD\n  value: Kj4Hg7Fd2Sa9", secrets: ["Kj4Hg7Fd2Sa9"] },
  { rule: "Oracle logon", line: "sqlplus scott/Tg5Yh8Uj2Ik6@orcl", secrets: ["Tg5Yh8Uj2Ik6"] },
  // a value with white space inside, read past a cut to its closing mark
  { rule: "braced ODBC value", line: "Driver={ODBC Driver 18};Server=db;Uid=app;Pwd={Rb7Kq2Lp9 Zt9Wm4Xc6 Qa1Sd2Fg3};", secrets: ["Zt9Wm4Xc6", "Qa1Sd2Fg3"] },
];

/** Word-rich text around the secret: credential words in their ordinary senses, code, logs. */
const FILLER = [
  "The token budget is spent once each key of the map has been read twice.",
  "  41 | const password = readPassword(env.DB_PASSWORD_FILE);",
  "PASS test/auth/session.test.ts (12 ms)",
  "  ✓ refreshes the token when the key rotates (3 ms)",
  "src/auth/login.ts:88: if (token === undefined) return null;",
  "We reset the password flow, then checked the secret scanner's settings.",
];

/** Whole lines of filler, about `chars` long. */
function filler(chars: number, offset: number): string {
  let text = "";
  for (let line = offset; text.length < chars; line += 1) text += `${FILLER[line % FILLER.length]}\n`;
  return text;
}

/** What whole-text redaction keeps of the ends: its spans found in the whole text, cut at the ends. */
function reference(text: string, headChars: number, tailChars: number): { head: string; tail: string } {
  const spans = redactionSpans(text);
  const part = (from: number, to: number) => {
    const inside: Span[] = spans
      .filter((span) => span.end > from && span.start < to)
      .map((span) => ({ start: Math.max(span.start, from) - from, end: Math.min(span.end, to) - from, kind: span.kind }));
    return applySpans(text.slice(from, to), inside).text;
  };
  const tailFrom = Math.max(headChars, text.length - tailChars);
  return { head: part(0, headChars), tail: part(tailFrom, text.length) };
}

function expectHidden(shown: string, secrets: string[]): void {
  for (const secret of secrets) {
    // no piece of it either: a secret cut by the kept end is hidden up to the cut
    for (let at = 0; at + 8 <= secret.length; at += 4) expect(shown).not.toContain(secret.slice(at, at + 8));
  }
}

describe("redactEnds", () => {
  test.each(SAMPLES)("hides a secret found by $rule across the head's cut, the tail's cut, or inside either end", ({ line, secrets }) => {
    const before = filler(3000, 1);
    const text = `${before}${line}\n${filler(3000, 4)}`;
    const at = before.length;
    // cuts just before, inside, and just after the secret's line, on each side
    for (const offset of [-40, -1, 0, 3, Math.floor(line.length / 2), line.length - 2, line.length + 1]) {
      const cut = at + offset;
      const asHead = redactEnds(text, cut, 500);
      expect(asHead).toMatchObject(reference(text, cut, 500));
      expectHidden(asHead.head, secrets);
      const asTail = redactEnds(text, 500, text.length - cut);
      expect(asTail).toMatchObject(reference(text, 500, text.length - cut));
      expectHidden(asTail.tail, secrets);
    }
  });

  test("keeps what the whole-text redaction keeps, wherever the secret and the cuts fall", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.nat(2500),
        fc.nat(2500),
        fc.nat(5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ line, secrets }, beforeChars, afterChars, offset, headShare, tailShare) => {
          const text = `${filler(beforeChars, offset)}${line}\n${filler(afterChars, offset + 2)}`;
          const headChars = Math.floor(headShare * text.length);
          const tailChars = Math.floor(tailShare * (text.length - headChars));
          const ends = redactEnds(text, headChars, tailChars);
          expect(ends).toMatchObject(reference(text, headChars, tailChars));
          expectHidden(ends.head + ends.tail, secrets);
        },
      ),
      { numRuns: 400 },
    );
  });

  // short texts of several secrets' lines, cut anywhere: the head's cut falls inside a value far more often
  test("keeps what the whole-text redaction keeps on texts of secret lines cut anywhere", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SAMPLES.map(({ line }) => line), ...FILLER), { minLength: 1, maxLength: 10 }),
        fc.nat(800),
        fc.nat(800),
        (lines, head, tail) => {
          const text = lines.join("\n");
          const headChars = Math.min(head, text.length);
          const tailChars = Math.min(tail, text.length - headChars);
          expect(redactEnds(text, headChars, tailChars)).toMatchObject(reference(text, headChars, tailChars));
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("reads a private key block back to its BEGIN line, however far before the tail", () => {
    const body = Array.from({ length: 120 }, (_, line) => `${String(line).padStart(3, "0")}${"Zq8Lm3Xv7Wb2Nc5K".repeat(4)}`);
    const text = `${filler(4000, 0)}-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join("\n")}\n-----END OPENSSH PRIVATE KEY-----\n${filler(200, 3)}`;
    // the tail starts 60 lines into the key body, some 4 KB after its BEGIN line
    const tailChars = text.length - text.indexOf(body[60]!);
    const { tail } = redactEnds(text, 256, tailChars);
    expect(tail).toMatch(/^\[REDACTED:private-key\]\n/);
    expectHidden(tail, body);
  });

  test("hides a long token whose start is far before the tail", () => {
    const long = `eyJhbGciOiJSUzI1NiJ9.eyJ${"c2NvcGUiOiJyZWFkIn0x".repeat(150)}.${"QmFzZTY0c2lnbmF0dXJl".repeat(20)}`;
    const text = `${filler(3000, 0)}token: ${long}\n${filler(300, 2)}`;
    const tailChars = text.length - (text.indexOf(long) + 2000);
    const { tail } = redactEnds(text, 256, tailChars);
    expect(tail.startsWith("[REDACTED:")).toBe(true);
    expectHidden(tail, [long.slice(2000, 2100), long.slice(-40)]);
  });

  // past the head's cut a rule reads only the rest of a value: a braced one holds white space up to its brace
  test("reads a braced value past the head's cut to its closing brace", () => {
    const line = "Driver={ODBC Driver 18};Server=db;Uid=app;Pwd={Rb7Kq2Lp9 Zt9Wm4Xc6 Qa1Sd2Fg3};";
    const text = `${filler(2000, 0)}${line}\n${filler(2000, 1)}`;
    const headChars = text.indexOf("Zt9Wm4Xc6") + 4;
    const { head } = redactEnds(text, headChars, 256);
    expect(head).toMatch(/Pwd=\{\[REDACTED:connection-string-braced\]$/);
    expect(head).toEqual(reference(text, headChars, 256).head);
  });

  test("reads a client's flag with its program far back on the same line", () => {
    const line = `mysql --host=db.internal.example --port=3306 --user=admin ${"--ssl-mode=REQUIRED ".repeat(12)}-pVb6Nm2Qw8Er4 app`;
    const text = `${filler(2000, 0)}${line}\n${filler(2000, 1)}`;
    const tailChars = text.length - text.indexOf("Vb6Nm2Qw8Er4") - 4;
    const { tail } = redactEnds(text, 256, tailChars);
    expect(tail).toMatch(/^\[REDACTED:mysql-password\] app\n/);
  });

  // the margin before the tail is what reaches a name on an earlier line: the line extension reads back
  // only to the value's own line start. These two are the longest cross-line contexts of the rules.
  test.each([
    {
      rule: "name then value, blank lines between",
      line: `- name: DB_PASSWORD\n${" ".repeat(40)}\n${" ".repeat(40)}\n    value: Kj4Hg7Fd2Sa9`,
      secret: "Kj4Hg7Fd2Sa9",
    },
    {
      rule: ".netrc, the password on the line after the login",
      line: `machine git.example.com login deploy-bot\n${" ".repeat(90)}password Vr3Nt8Qz6Lp1`,
      secret: "Vr3Nt8Qz6Lp1",
    },
    {
      rule: "credential tuple, its first element over two lines",
      line: `auth  =  ("deploy-bot\n${"x".repeat(53)}", "Hq7Lm2Xv9Wb4")`,
      secret: "Hq7Lm2Xv9Wb4",
    },
  ])("hides a value whose name is on an earlier line, some 100 characters back: $rule", ({ line, secret }) => {
    const text = `${filler(2000, 0)}${line}\n${filler(2000, 1)}`;
    expect(redactionSpans(text).some((span) => text.slice(span.start, span.end) === secret)).toBe(true);
    for (const into of [0, 4, secret.length - 2]) {
      const tailChars = text.length - text.indexOf(secret) - into;
      const ends = redactEnds(text, 256, tailChars);
      expect(ends).toMatchObject(reference(text, 256, tailChars));
      expectHidden(ends.tail, [secret.slice(into)].filter((piece) => piece.length >= 8));
      expect(ends.tail).toMatch(/^\[REDACTED:/);
    }
  });

  test("leaves look-alikes as they are", () => {
    const text = [
      filler(1500, 0),
      "password = getPassword()",
      "export DB_PASSWORD=${DB_PASSWORD}",
      "secret: ${{ secrets.DEPLOY_KEY }}",
      "docker run -p 8080:80 app",
      "the token count is 4096",
      filler(1500, 2),
    ].join("\n");
    for (const headChars of [1490, 1520, 1560]) {
      const tailChars = text.length - headChars - 20;
      expect(redactEnds(text, headChars, tailChars)).toEqual({
        head: text.slice(0, headChars),
        tail: text.slice(text.length - tailChars),
        count: 0,
      });
    }
  });

  test("scans only the kept ends and their margins: a secret in the middle is not counted", () => {
    const text = `${filler(5000, 0)}DB_PASSWORD=Xk9mQ2vL7pR4tZ8w\n${filler(5000, 0)}`;
    const { head, tail, count } = redactEnds(text, 500, 500);
    expect(count).toBe(0);
    expect(head + tail).not.toContain("Xk9mQ2vL7pR4tZ8w");
  });
});

describe("lastIndexFrom", () => {
  test("finds what String.lastIndexOf finds, from any place, in any text", () => {
    const text = fc.string({ unit: fc.constantFrom("-", "B", "E", "G", "I", "N", "\n", "✓", "x"), maxLength: 200 });
    const needle = fc.constantFrom("-----BEGIN", "-----", "--", "B", "✓x");
    fc.assert(
      fc.property(text, needle, fc.integer({ min: -5, max: 210 }), (haystack, sought, at) => {
        expect(lastIndexFrom(haystack, sought, at)).toBe(haystack.lastIndexOf(sought, at));
      }),
      { numRuns: 5000 },
    );
  });
});
