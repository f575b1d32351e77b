import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_ZIP_ENTRIES, ZipProblem, isSafeEntryName, readZip } from "../../src/transcript/zip.js";

const all = () => true;

describe("readZip", () => {
  it("refuses unsafe names", async () => {
    for (const name of ["../x", "a/../../x", "/etc/passwd", "C:\\x", "\\\\host\\x", "a\u0000b"]) expect(isSafeEntryName(name)).toBe(false);
    expect(isSafeEntryName("logs/session.jsonl")).toBe(true);
    const { entries, skipped } = await readZip(zipSync({ "../evil.jsonl": Buffer.from("{}"), "ok.jsonl": Buffer.from("{}") }), all);
    expect(entries.map((entry) => entry.name)).toEqual(["ok.jsonl"]);
    expect(skipped).toEqual(["../evil.jsonl"]);
  });

  it("bounds the number of entries", async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => [`f${i}.txt`, new Uint8Array([1])]));
    await expect(readZip(zipSync(many), all)).rejects.toThrow(ZipProblem);
  });

  it("stops inflating at its bound, whatever the headers declare", async () => {
    const bomb = zipSync({ "t.jsonl": new Uint8Array(1_000_000) }, { level: 9 });
    expect(bomb.length).toBeLessThan(10_000);
    await expect(readZip(bomb, all, { entries: 10, expandedBytes: 64 * 1024 })).rejects.toThrow(/expands to over 65536 bytes/);
    const two = zipSync({ "a.jsonl": new Uint8Array(600), "b.jsonl": new Uint8Array(600) });
    await expect(readZip(two, all, { entries: 10, expandedBytes: 1000 })).rejects.toThrow(/expands to over 1000 bytes/);
  });

  it("inflates only the entries it keeps", async () => {
    const zip = zipSync({ "big.bin": new Uint8Array(2000), "t.jsonl": Buffer.from("{}") });
    expect((await readZip(zip, (name) => name.endsWith(".jsonl"), { entries: 10, expandedBytes: 100 })).entries).toHaveLength(1);
  });

  it("finds nothing in bytes that are not a zip", async () => {
    expect(await readZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]), all)).toEqual({ entries: [], skipped: [] });
  });
});
