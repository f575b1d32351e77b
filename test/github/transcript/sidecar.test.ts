import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSidecar } from "../../../src/github/transcript/sidecar.js";
import { zipOf } from "../helpers/harness.js";

const SHA = "0123456789abcdef0123456789abcdef01234567";

describe("the head-sha file", () => {
  const dir = () => mkdtempSync(join(tmpdir(), "agent-verdict-sidecar-"));

  it("is read beside a transcript file, inside a transcript folder, and at the top of a zip", async () => {
    const beside = dir();
    writeFileSync(join(beside, "t.jsonl"), "{}");
    writeFileSync(join(beside, "head-sha"), `${SHA.toUpperCase()}\n`);
    expect(await readSidecar(join(beside, "t.jsonl"))).toEqual({ kind: "sha", sha: SHA });
    const folder = dir();
    mkdirSync(join(folder, "run"));
    writeFileSync(join(folder, "run", "head-sha"), SHA);
    expect(await readSidecar(join(folder, "run"))).toEqual({ kind: "sha", sha: SHA });
    const zip = join(dir(), "a.zip");
    writeFileSync(zip, zipOf({ "t.jsonl": "{}", "head-sha": SHA }));
    expect(await readSidecar(zip)).toEqual({ kind: "sha", sha: SHA });
  });

  it("is absent when there is none, and invalid when it is not one SHA (or nested deeper in a zip)", async () => {
    const none = dir();
    writeFileSync(join(none, "t.jsonl"), "{}");
    expect(await readSidecar(join(none, "t.jsonl"))).toEqual({ kind: "absent" });
    writeFileSync(join(none, "head-sha"), `${SHA}\n${SHA}\n`);
    expect((await readSidecar(join(none, "t.jsonl"))).kind).toBe("invalid");
    writeFileSync(join(none, "head-sha"), "x".repeat(10_000));
    expect((await readSidecar(join(none, "t.jsonl"))).kind).toBe("invalid");
    const zip = join(dir(), "a.zip");
    writeFileSync(zip, zipOf({ "t.jsonl": "{}", "sub/head-sha": SHA }));
    expect(await readSidecar(zip)).toEqual({ kind: "absent" });
  });
});
