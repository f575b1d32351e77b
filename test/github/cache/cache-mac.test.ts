import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAC_MANIFEST, dropUnauthenticated, signSamples } from "../../../src/github/cache/cache-mac.js";

const A = `${"a".repeat(64)}.json`;
const B = `${"b".repeat(64)}.json`;

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "agent-verdict-mac-"));
  writeFileSync(join(dir, A), JSON.stringify({ slotA: { score: 0.2 }, slotB: { score: 0.8 } }));
  writeFileSync(join(dir, B), JSON.stringify({ slotA: { score: 0.5 }, slotB: { score: 0.5 } }));
  return dir;
}

describe("judge cache sample MACs", () => {
  it("keeps what was signed with the same key", async () => {
    const dir = folder();
    await signSamples(dir, [A, B], "sk-judge");
    expect(await dropUnauthenticated(dir, [A, B], "sk-judge")).toBe(0);
    expect(existsSync(join(dir, A)) && existsSync(join(dir, B))).toBe(true);
  });

  it("drops a sample whose content changed, one signed with another key, and any without a manifest entry", async () => {
    const dir = folder();
    await signSamples(dir, [A], "sk-judge");
    writeFileSync(join(dir, A), JSON.stringify({ slotA: { score: 1 }, slotB: { score: 0 } }));
    expect(await dropUnauthenticated(dir, [A, B], "sk-judge")).toBe(2);
    expect(existsSync(join(dir, A)) || existsSync(join(dir, B))).toBe(false);

    const other = folder();
    await signSamples(other, [A, B], "sk-agent");
    expect(await dropUnauthenticated(other, [A, B], "sk-judge")).toBe(2);
  });

  it("drops everything when the manifest is missing or not an object of MACs, and a MAC moved to another name", async () => {
    const dir = folder();
    expect(await dropUnauthenticated(dir, [A, B], "sk-judge")).toBe(2);
    const renamed = folder();
    await signSamples(renamed, [A, B], "sk-judge");
    const manifest = JSON.parse(readFileSync(join(renamed, MAC_MANIFEST), "utf8"));
    writeFileSync(join(renamed, MAC_MANIFEST), JSON.stringify({ [A]: manifest[B], [B]: "zz" }));
    expect(await dropUnauthenticated(renamed, [A, B], "sk-judge")).toBe(2);
    const broken = folder();
    writeFileSync(join(broken, MAC_MANIFEST), "[1,2]");
    expect(await dropUnauthenticated(broken, [A, B], "sk-judge")).toBe(2);
  });
});
