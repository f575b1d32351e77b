/**
 * A review of corpus 14's rules (session 39): the ordinary values they hid, each with the secret beside it that must
 * stay hidden, and the leaks left in libpq's echoes. Values are made at run time from parts so that no scanner takes
 * this file for one holding credentials.
 */
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { libpqEchoSpans } from "../../src/evidence/libpq-echoes.js";
import { printedSecretSpans } from "../../src/evidence/printed-secrets.js";
import { isSpacedPassword } from "../../src/evidence/secret-shape.js";
import { SeenSecrets } from "../../src/evidence/seen-secrets.js";

const join = (...parts: string[]) => parts.join("");
const GITHUB = join("gho_", "Qm8rT2xVb7NcLp4ZsW9", "kJ3hYd6FgR1eUaTo5");
const SHA = join("4b9d554e1f0a7c3b2d6e", "8f9a0b1c2d3e4f5a6b7c");
const UUID = join("3f2b8c1e-7a4d-", "4e9b-b1c6-2d8f0a5e7c93");
const DATA = join("SGVsbG8gd29ybGQhIFRo", "aXMgaXMgYmFzZTY0IGRhdGE=");

/** The text after redaction, with the values the load kept hidden everywhere, as a transcript's load does. */
function redactEverywhere(...texts: string[]): string[] {
  const seen = new SeenSecrets();
  const redacted = texts.map((text) => redactSecrets(text, seen).text);
  return redacted.map((text) => seen.redact(text).text);
}

describe("a wrapped line's rest is the token's only where the line can have been cut", () => {
  it("leaves a commit's SHA, a UUID or a data line printed after a whole token", () => {
    for (const next of [SHA, UUID, DATA]) {
      const [output] = redactEverywhere(`${GITHUB}\n${next}\n`);
      expect(output).toBe(`[REDACTED:github-token]\n${next}\n`);
    }
  });

  it("leaves a timestamped log line's first word after a line that ends on a token", () => {
    const log = `2026-06-12T07:35:01Z [debug] export GH_TOKEN=${GITHUB}\n2026-06-12T07:35:02Z x86_64-linux-gnu-gcc -O2 -c foo.c`;
    expect(redactSecrets(log).text).toContain("x86_64-linux-gnu-gcc -O2");
  });

  it("leaves a line after a token whose line ends short of a wrap's width", () => {
    const log = `2026-06-12T07:35:01Z REGISTRY_TOKEN=${join("rt_K4Uoo9Qnc", "GfRE4Dndo8F")}\n2026-06-12T07:35:01Z ${join("QSsaS9pX", "zX7AXdpM9qE3")} next`;
    expect(redactSecrets(log).text).toContain("QSsaS9pX");
  });

  it("still takes the rest of a line cut at column 80 (the corpus's line)", () => {
    const head = join("rt_K4Uoo9Qnc", "GfRE4Dndo8F");
    const rest = join("QSsaS9pXzX7A", "XdpM9qE3");
    const log = `2026-06-12T07:35:01.0000000Z [debug] registry auth token (wrapped): REGISTRY_TOKEN=${head}\n`
      + `2026-06-12T07:35:01.0000000Z ${rest} (continued)\n`;
    const { text } = redactSecrets(log);
    expect(text).not.toContain(head);
    expect(text).not.toContain(rest);
  });
});

describe("a base64 decode's pair is a credential's shape", () => {
  const decode = "echo aGVsbG8= | base64 -d";
  it.each([
    "time:12:30:45", join("sha256:", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    "root:x:0:0:root:/root:/bin/bash", "myapp:v1.2.3-rc4", `id:${UUID}`, "2026-05-01T09:07:00Z", "eth0:3c:22:fb:8a:1e:07",
    "region:us-east-1a",
  ])("leaves %s", (line) => {
    expect(printedSecretSpans(decode, `${line}\n`)).toEqual([]);
    expect(printedSecretSpans(`jq -r '.auths[].auth' config.json | base64 -d`, `${line}\n`)).toEqual([]);
  });

  it("reads a decode only as the program of its command", () => {
    const pair = join("deploy:", "Reg1stry-Auth!");
    expect(printedSecretSpans("ls base64 -d", `${pair}\n`)).toEqual([]);
    expect(printedSecretSpans("echo x | sudo base64 -d", `${pair}\n`)).toHaveLength(1);
    expect(printedSecretSpans("base64 --decode creds.b64", `${pair}\n`)).toHaveLength(1);
  });

  it("reads a pair among other lines only when a credential was decoded", () => {
    const pair = join("deploy:", "Reg1stry-Auth!");
    const output = `decoded:\n${pair}\ndone\n`;
    expect(printedSecretSpans("cat notes.b64 | base64 -d", output)).toEqual([]);
    const spans = printedSecretSpans("jq -r '.auths[].auth' ~/.docker/config.json | base64 -d", output);
    expect(spans.map(({ start, end }) => output.slice(start, end))).toEqual([pair.slice(7)]);
  });
});

describe("a spaced password under a password's name, not prose", () => {
  it.each(["See README.md", "None (disabled)", "use env var 1", "v2 of api", "from vault v2"])("leaves %s", (value) => {
    expect(isSpacedPassword(value)).toBe(false);
    const line = `SMTP_PASSWORD="${value}"`;
    expect(redactSecrets(line).text).toBe(line);
  });

  it.each([join("mail relay ", "pass 77!"), join("Gr4f Adm1n ", "pw 'quoted'"), join("Gl4cier melt ", "0ver!")])("hides %s", (value) => {
    expect(isSpacedPassword(value)).toBe(true);
    expect(redactSecrets(`SMTP_PASSWORD="${value}"`).text).not.toContain(value);
  });
});

describe("libpq's echoes of a misread URL", () => {
  const rest = join("mZ2p!", "qq7");
  it("libpq 13's invalid port number", () => {
    const text = `psql: error: invalid port number: "${rest}@db:5432"`;
    expect(redactSecrets(text).text).not.toContain(rest);
    expect(redactSecrets(JSON.stringify({ content: text })).text).not.toContain(rest);
  });

  it("a piece with no `@` after it, where the URL's password was hidden", () => {
    const password = join("Vq7/", "mZ2p!Lw9");
    const [command, output] = redactEverywhere(
      `psql "postgresql://shop:${password}@staging-db.internal/shop" -c 'select 1'`,
      'psql: error: invalid integer value "Vq7" for connection option "port"',
    );
    expect(command).not.toContain(password);
    expect(output).toBe('psql: error: invalid integer value "[REDACTED:libpq-echoed-password]" for connection option "port"');
  });

  it("the reviewer's short password too", () => {
    const [, output] = redactEverywhere("psql postgresql://u:Vq7/x@host/db", 'invalid integer value "Vq7" for connection option "port"');
    expect(output).not.toContain('"Vq7"');
  });

  it("leaves a port no password holds", () => {
    const [, output] = redactEverywhere("psql postgresql://u:Vq7/x@host/db", 'invalid integer value "abc" for connection option "port"');
    expect(output).toContain('"abc"');
    const alone = 'psql: error: invalid integer value "abc" for connection option "port"';
    expect(redactEverywhere(alone)).toEqual([alone]);
  });

  it("leaves a user's plain name that `psql -h user@host` quotes", () => {
    const text = 'psql: error: could not translate host name "postgres@db" to address: Name or service not known';
    expect(libpqEchoSpans(text)).toEqual([]);
    expect(redactSecrets(text).text).toBe(text);
    expect(libpqEchoSpans(`could not translate host name "${rest}@db" to address`)).toHaveLength(1);
  });

  it("a plain piece of a URL's password that libpq quotes as the host", () => {
    const password = join("Kx9v2Lq", "#tail");
    const [, output] = redactEverywhere(`psql postgres://shop:${password}@db/shop`, 'could not translate host name "tail@db" to address');
    expect(output).not.toContain('"tail@');
  });
});

describe("a hidden value's decoded pair", () => {
  it("keeps the pair's password alone only where it has a credential's shape", () => {
    for (const [pair, password, kept] of [[join("deploy:", "Reg1stry-Auth!"), "Reg1stry-Auth!", false], ["region:us-east-1a", "us-east-1a", true]] as const) {
      const seen = new SeenSecrets();
      redactSecrets(`{"auths": {"registry.example.com": {"auth": "${Buffer.from(pair).toString("base64")}"}}}`, seen);
      expect(seen.redact(`zone ${password} ready`).text.includes(password), pair).toBe(kept);
    }
  });
});
