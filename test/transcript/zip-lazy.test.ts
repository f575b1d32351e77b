import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** fflate, as src/ files import it. */
const FFLATE = /["']fflate["']/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

// a verification of a file that is not an archive never loads fflate (bench/RESULTS.md, Run 34)
describe("fflate loads only with an archive read", () => {
  test("zip.ts alone imports it, as types and by a dynamic import inside readZip", () => {
    const importers = sourceFiles("src").filter((file) => FFLATE.test(readFileSync(file, "utf8")));
    expect(importers.map((file) => file.split("\\").join("/"))).toEqual(["src/transcript/zip.ts"]);
    const lines = readFileSync("src/transcript/zip.ts", "utf8").split("\n").filter((line) => FFLATE.test(line));
    expect(lines.filter((line) => !/^import type \{/.test(line) && !/^ {2}const \{ Unzip \} = await import\(/.test(line))).toEqual([]);
    expect(lines.length).toBe(2);
  });
});
