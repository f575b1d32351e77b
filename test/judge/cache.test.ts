import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheKey, readCached, writeCached } from "../../src/judge/cache.js";

const key = { promptHash: "abc", model: "m", mode: "logprobs" as const, repeat: 0, maxOutputTokens: 100 };
const sample = { slotA: { score: 0.9, mode: "logprobs" as const, mass: 0.98 }, slotB: { score: 0.1, mode: "logprobs" as const, mass: 1 } };

describe("sample cache", () => {
  it("round-trips a sample and separates keys by every part of the identity", async () => {
    const dir = mkdtempSync(join(tmpdir(), "judge-cache-"));
    await writeCached(dir, key, sample);
    expect(await readCached(dir, key)).toEqual(sample);
    for (const other of [{ model: "n" }, { mode: "text" as const }, { repeat: 2 }, { promptHash: "abd" }, { maxOutputTokens: 50 }]) {
      expect(cacheKey({ ...key, ...other })).not.toBe(cacheKey(key));
      expect(await readCached(dir, { ...key, ...other })).toBeNull();
    }
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("treats a corrupt or foreign file as a miss", async () => {
    const dir = mkdtempSync(join(tmpdir(), "judge-cache-"));
    writeFileSync(join(dir, `${cacheKey(key)}.json`), "{not json");
    expect(await readCached(dir, key)).toBeNull();
    writeFileSync(join(dir, `${cacheKey(key)}.json`), JSON.stringify({ slotA: { score: "high" }, slotB: {} }));
    expect(await readCached(dir, key)).toBeNull();
  });

  it("does nothing without a cache folder", async () => {
    await writeCached(null, key, sample);
    expect(await readCached(null, key)).toBeNull();
  });
});
