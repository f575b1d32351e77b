/**
 * The shapes held-out corpus 14 found leaking on first contact (session 39), each as the real line or file it stood in,
 * in plain text and in the JSON a transcript holds it in; with the look-alikes beside them that must stay. Values are
 * made at run time from parts so that no scanner takes this file for one holding credentials.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { printedSecretSpans } from "../../src/evidence/printed-secrets.js";
import { SeenSecrets } from "../../src/evidence/seen-secrets.js";
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

const join = (...parts: string[]) => parts.join("");
const SPACED = join("mail relay ", "pass 77!");
const SPACED_QUOTED = join("Gr4f Adm1n ", "pw 'quoted'");
const PASSPHRASE = join("Gl4cier melt ", "0ver!");
const STRIPE_HEAD = join("sk_live_", "51NqZ4xA8bC3dE5fG7hJ9kL2m");
const STRIPE_REST = join("DCgkJVYANo7w", "MwHJWVnHjwrMvb4GRL");
const SLACK_HEAD = join("xoxb-", "2847563910-7789012345678-AbCdEfGhIjKlMnOpQrStUv");
const SLACK_REST = join("ccb21b35ff66e99", "00494b31edf249c07");
const WRAPPED_HEAD = join("rt_K4Uoo9Qnc", "GfRE4Dndo8F");
const WRAPPED_REST = join("QSsaS9pXzX7A", "XdpM9qE3");
const URL_PASSWORD = join("Vq7#mZ2p", "!Lw9xT");
const SLASHED = join("ab/cd9X", "q?z7");

describe("shapes of held-out corpus 14", () => {
  const cases: RedactionCase[] = [
    // a password-named variable's double-quoted value is the value whole, blanks and inner quotes included
    { rule: "env-secret", text: `EMAIL_HOST_USER=shop-notify\nEMAIL_HOST_PASSWORD="${SPACED}"\n`, secret: SPACED },
    { rule: "env-secret", text: `COMPOSE_PROJECT_NAME=shop\nGF_SECURITY_ADMIN_PASSWORD="${SPACED_QUOTED}"\n`, secret: SPACED_QUOTED },
    // docker inspect's Env list: the string's quote opens before the name
    { rule: "env-secret", text: `"Env": [\n    "SNOWFLAKE_PRIVATE_KEY_PASSPHRASE=${PASSPHRASE}",\n    "TZ=UTC"\n]`, secret: PASSPHRASE },
    // Python's implicit concatenation over lines, in a diff: the literal after the redacted one is its rest
    { rule: "stripe-access-token", text: `+STRIPE_TEST_KEY = (\n+    "${STRIPE_HEAD}"\n+    "${STRIPE_REST}"\n+)`, secret: STRIPE_REST },
    { rule: "stripe-access-token", text: `key = "${STRIPE_HEAD}" +\n      "${STRIPE_REST}";`, secret: STRIPE_REST },
    // a YAML double-quoted scalar continued by a backslash and a line break
    { rule: "slack-token", text: `    environment:\n      SLACK_TOKEN: "${SLACK_HEAD}\\\n        ${SLACK_REST}"\n`, secret: SLACK_REST },
    // a log line wrapped at the logger's width, the rest after the same timestamp
    {
      rule: "env-secret",
      text: `2026-06-12T07:35:01.0000000Z [debug] auth token (wrapped): REGISTRY_TOKEN=${WRAPPED_HEAD}\n`
        + `2026-06-12T07:35:01.0000000Z ${WRAPPED_REST} (continued)\n2026-06-12T07:35:02.0000000Z npm WARN deprecated`,
      secret: WRAPPED_REST,
    },
    // libpq quotes the rest of a password that held a `#` as the port it misread
    {
      rule: "libpq-echoed-password",
      text: `psql: error: invalid integer value "${URL_PASSWORD.slice(4)}@staging-db.internal:5432" for connection option "port"`,
      secret: URL_PASSWORD.slice(4),
    },
    {
      rule: "libpq-echoed-password",
      text: `psql: error: could not translate host name "${URL_PASSWORD.slice(4)}@staging-db.internal" to address: Name or service not known`,
      secret: URL_PASSWORD.slice(4),
    },
    { rule: "url-credentials", text: `DATABASE_URL=postgres://shop:${URL_PASSWORD}@staging-db.internal:5432/shop`, secret: URL_PASSWORD },
    // a password holding a `/` up to the `@`
    { rule: "url-credentials", text: `redis-cli -u redis://:${SLASHED}@cache.internal:6379/0 ping`, secret: SLASHED },
  ];
  const lookAlikes = [
    // placeholders after a token's prefix
    "SENDGRID_API_KEY=SG.your-key-here",
    "curl -s -H 'Cookie: csrftoken=CSRF-TOKEN-PLACEHOLDER' https://billing.example.com/admin/health/",
    // a hint, a message, a reference and a command's output under a password's name stay
    'PASSWORD_HINT="Enter your password"',
    'password: "must be 8 characters"',
    'DB_PASSWORD="$(cat /run/secrets/db)"',
    // a command's string of several assignments is not one value
    '"DB_PASSWORD=x PRICING_API_KEY=x SLACK_BOT_TOKEN=x pytest -q"',
    // a port then a path with an `@` is no password
    "https://host.example.com:8443/users/@me",
    "http://localhost:3000/path?email=a@b.com",
    // libpq's echo of a host or a port with no password's rest before it
    'psql: error: could not translate host name "staging-db.internal" to address: Name or service not known',
    'psql: error: invalid integer value "54x2" for connection option "port"',
    // a line after a redacted one that is another assignment, or a word, is not its rest
    'msg = ("Hello world"\n       "Goodbye world")',
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);

  it("a wrapped line's rest keeps the next assignment's name", () => {
    const text = `AWS_SECRET_ACCESS_KEY=${join("zI5zm9yNCrkej4WvpYb8", "ZBcB53SX0BQM4IX+vpWx")}\nDD_SITE=datadoghq.eu\nLOG_LEVEL=debug`;
    expect(redactSecrets(text).text).toBe("AWS_SECRET_ACCESS_KEY=[REDACTED:env-secret]\nDD_SITE=datadoghq.eu\nLOG_LEVEL=debug");
  });
});

describe("a base64 decode prints the credential it decodes", () => {
  const PAIR = join("deploy:", "Reg1stry-Auth!");
  const ENCODED = Buffer.from(PAIR).toString("base64");

  it("the password of a user:password line a decode prints", () => {
    for (const command of [`echo ${ENCODED} | base64 -d`, `echo '${ENCODED}' | base64 --decode`, `openssl base64 -d <<< ${ENCODED}`]) {
      const spans = printedSecretSpans(command, `${PAIR}\n`);
      expect(spans.map(({ start, end }) => `${PAIR}\n`.slice(start, end)), command).toEqual(["Reg1stry-Auth!"]);
    }
  });

  it("leaves a decode's other output, and a pair no decode printed", () => {
    expect(printedSecretSpans(`echo ${ENCODED} | base64 -d`, "hello world\n")).toEqual([]);
    expect(printedSecretSpans(`echo ${ENCODED} | base64 -d`, "https://example.com/x\n")).toEqual([]);
    expect(printedSecretSpans("cat users.txt", `${PAIR}\n`)).toEqual([]);
  });

  it("a redacted value's decoded text is hidden wherever it is printed", () => {
    const seen = new SeenSecrets();
    redactSecrets(`{"auths": {"registry.example.com": {"auth": "${ENCODED}"}}}`, seen);
    expect(seen.redact(`<output>\n${PAIR}\n</output>`).text).not.toContain("Reg1stry-Auth!");
  });
});
