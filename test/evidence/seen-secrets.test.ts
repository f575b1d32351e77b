/**
 * A value redacted in one place is redacted everywhere (issue #23: 10 of the 19 secrets that reached the
 * judge were hidden at another place of the same prompt). The kept values and their guards, the loader
 * hiding them in the whole trajectory (occurrences read before the value was found included, in the
 * streaming and the whole-file loader alike), and `verify` across the transcript, the diff and the PR body.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { SeenSecrets } from "../../src/evidence/seen-secrets.js";
import { loadTranscript, parseTranscript } from "../../src/transcript/index.js";
import { verify } from "../../src/verify.js";

// Built at run time so that no scanner takes these test values for live credentials.
const PW = ["Tr1cky", "Horse", "93"].join("-");
const OTHER = ["Lcl", "pg", "7Hn2Vq"].join("-");
const ENCODED = ["p%40ss%2Fw0rd", "Xq7"].join("-");

/** The values `redactSecrets` keeps from `texts`, then `probe` with them hidden. */
function seenThen(texts: string[], probe: string): string {
  const seen = new SeenSecrets();
  for (const text of texts) redactSecrets(text, seen);
  return seen.redact(probe).text;
}

describe("the values kept", () => {
  test("a value a rule found is hidden where it stands alone, in prose, output and JSON text", () => {
    const found = [`sshpass -p '${PW}' ssh deploy@10.20.4.17 uptime`];
    expect(seenThen(found, `${PW}\nOK`)).toBe("[REDACTED:repeated-secret]\nOK");
    expect(seenThen(found, `Restarted it (password ${PW}).`)).toBe("Restarted it (password [REDACTED:repeated-secret]).");
    expect(seenThen(found, JSON.stringify({ output: `pw\n${PW}` }))).toBe('{"output":"pw\\n[REDACTED:repeated-secret]"}');
  });

  // held-out corpus 11: `sudo cat /root/shop-db.txt` printed the password alone, steps before `mysql -p'…'` used it
  test("a generated password opening on `@`, found in a client's flag, is hidden where it stands alone", () => {
    const punctuated = ["@08FWAXo", "^t_.9?N"].join("");
    expect(seenThen([`mysql -h db.internal -u shop -p'${punctuated}' shop -e 'select 1'`], `${punctuated}\n`)).toBe("[REDACTED:repeated-secret]\n");
  });

  test("a URL's password alone, and as the URL encodes it and as it reads decoded; not its user", () => {
    const found = [`broker_url = "amqp://ledger:${ENCODED}@rabbit:5672/prod"`];
    expect(seenThen(found, `print -> ${ENCODED}`)).toBe("print -> [REDACTED:repeated-secret]");
    expect(seenThen(found, "the real password being p@ss/w0rd-Xq7.")).toBe("the real password being [REDACTED:repeated-secret].");
    expect(seenThen(found, "the ledger user")).toBe("the ledger user");
  });

  test("a value found in JSON text with its escapes is hidden in plain text, and the other way", () => {
    const backslashed = ["Fs", "7kP!q2zR"].join("\\");
    const inJson = JSON.stringify({ new_string: `pass=${backslashed}` });
    expect(seenThen([inJson], `smbclient -U 'ACME\\svc%${backslashed}'`)).not.toContain(backslashed);
    expect(seenThen([`pass=${backslashed}`], JSON.stringify({ diff: `+pass=${backslashed}` }))).not.toContain("7kP!q2zR");
  });

  test("words, numbers, short values and placeholders are not kept: they stand everywhere", () => {
    const found = ["mysql -pab12x -e 'select 1'", "sshpass -p welcomeback ssh h", "redis-cli -a 4821377 ping", "sshpass -p 'changeme' ssh h"];
    const probe = "ab12x is short, welcomeback a word, 4821377 a number, changeme a placeholder";
    const seen = new SeenSecrets();
    for (const text of found) redactSecrets(text, seen);
    expect(seen.size).toBe(0);
    expect(seen.redact(probe).text).toBe(probe);
  });

  test("a Terraform default in a hunk without its variable's name: hidden as the value `cat` showed under its name", () => {
    const found = [`$ cat variables.tf\nvariable "db_password" {\n  type      = string\n  default   = "${PW}"\n}`];
    const hunk = JSON.stringify({ input: `*** Begin Patch\n*** Update File: variables.tf\n@@\n-  default   = "${PW}"\n*** End Patch` });
    expect(seenThen(found, hunk)).not.toContain(PW);
  });

  test("an occurrence inside a longer run of letters and digits stays; one after a JSON escape does not", () => {
    const found = [`sshpass -p '${PW}' ssh h`];
    expect(seenThen(found, `x${PW}y and ${PW}9`)).toBe(`x${PW}y and ${PW}9`);
    expect(seenThen(found, `"a\\n${PW}\\tb"`)).toBe('"a\\n[REDACTED:repeated-secret]\\tb"');
  });

  test("the values never leave memory: written out or printed, the object is a count", () => {
    const seen = new SeenSecrets();
    redactSecrets(`sshpass -p '${PW}' ssh h`, seen);
    expect(seen.size).toBe(1);
    expect(JSON.stringify({ seen })).toBe('{"seen":{"values":1}}');
    expect(inspect(seen)).not.toContain(PW);
    expect(`${String(Object.keys(seen))}${Object.values(seen).join("")}`).not.toContain(PW);
  });
});

/** A Claude Agent SDK stream: the value alone in an early output, then in the command that names it. */
function transcript(extra = ""): string {
  const line = (value: object) => JSON.stringify({ ...value, session_id: "5f0c2a8e-0000-4000-8000-00000000c030" });
  const tool = (id: string, command: string) => ({ type: "assistant", message: { role: "assistant", content: [{ type: "tool_use", id, name: "Bash", input: { command } }] } });
  const result = (id: string, content: string) => ({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content, is_error: false }] },
  });
  const final = `Deployed; the stack is up: postgres (ledger / ${OTHER}).${extra}`;
  return [
    line({ type: "system", subtype: "init", cwd: "/w", tools: ["Bash"], model: "m" }),
    line({ type: "user", message: { role: "user", content: [{ type: "text", text: "Deploy the app to 10.20.4.17." }] } }),
    line(tool("c1", "cat deploy/notes.txt")),
    line(result("c1", `host 10.20.4.17\n${PW}\nuser deploy`)),
    line(tool("c2", `sshpass -p '${PW}' ssh deploy@10.20.4.17 'systemctl restart app'`)),
    line(result("c2", "")),
    line(tool("c3", `docker compose exec -e POSTGRES_PASSWORD=${OTHER} db psql -U ledger -c 'select 1'`)),
    line(result("c3", " ?column? \n----------\n        1")),
    line({ type: "assistant", message: { role: "assistant", content: [{ type: "text", text: final }] } }),
    line({ type: "result", subtype: "success", is_error: false, result: final }),
  ].join("\n");
}

describe("the loader hides every occurrence of a value it found", () => {
  test("read whole: the earlier output and the final answer too", () => {
    const { trajectory, redactions } = parseTranscript(transcript(), "t.jsonl");
    const text = JSON.stringify(trajectory);
    expect(text).not.toContain(PW);
    expect(text).not.toContain(OTHER);
    expect(trajectory.toolCalls[0]!.output).toContain("[REDACTED:repeated-secret]");
    expect(redactions).toBeGreaterThanOrEqual(4);
  });

  test("streamed from disk: the same", async () => {
    const dir = await mkdtemp(join(tmpdir(), "seen-secrets-"));
    await writeFile(join(dir, "t.jsonl"), transcript());
    const loaded = await loadTranscript(join(dir, "t.jsonl"));
    expect(JSON.stringify(loaded.trajectory)).not.toContain(PW);
    expect(JSON.stringify(loaded)).not.toContain(PW);
    expect(loaded.secrets.size).toBeGreaterThanOrEqual(2);
  });
});

describe("verify hides a value found in one input in the others", () => {
  test("the transcript's value in the diff, the diff's in the transcript, the PR body's in both; none in report or comment", async () => {
    const dir = await mkdtemp(join(tmpdir(), "seen-secrets-verify-"));
    const fromDiff = ["Tf-rds", "Def4ult", "9x"].join("-");
    await writeFile(join(dir, "t.jsonl"), transcript(` The old default ${fromDiff} is gone.`));
    const diff = [
      "diff --git a/variables.tf b/variables.tf", "index 6cbd99f..187bebd 100644", "--- a/variables.tf", "+++ b/variables.tf",
      "@@ -1,4 +1,3 @@", ' variable "db_password" {', "   type    = string", `-  default = "${fromDiff}"`, " }",
      "diff --git a/notes.txt b/notes.txt", "index 1111111..2222222 100644", "--- a/notes.txt", "+++ b/notes.txt",
      "@@ -1 +1 @@", "-old", `+${PW}`, "",
    ].join("\n");
    await writeFile(join(dir, "pr.diff"), diff);
    const result = await verify({
      transcriptPath: join(dir, "t.jsonl"), diff: { path: join(dir, "pr.diff") }, prBody: { text: `Deploys it. DB password: ${OTHER}` }, noLlm: true,
    });
    const written = JSON.stringify(result.report) + result.markdown + JSON.stringify(result.trajectory);
    for (const value of [PW, OTHER, fromDiff]) expect(written).not.toContain(value);
    expect(result.trajectory!.finalAnswer).toContain("[REDACTED:repeated-secret] is gone");
  });
});
