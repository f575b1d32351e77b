import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** The module of the format parsers (yaml, smol-toml, jsonc-parser), as src/ files import it. */
const PARSERS = /["']\.{1,2}\/(?:evidence\/)?parsers\.js["']/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

// a verification without a checkout never loads the parsers (bench/RESULTS.md, Run 31)
describe("the format parsers load only with a file read back", () => {
  test("readback.ts alone imports them, as a type and by a dynamic import", () => {
    const importers = sourceFiles("src").filter((file) => PARSERS.test(readFileSync(file, "utf8")));
    expect(importers.map((file) => file.split("\\").join("/"))).toEqual(["src/evidence/readback.ts"]);
    const lines = readFileSync("src/evidence/readback.ts", "utf8").split("\n").filter((line) => PARSERS.test(line));
    expect(lines.filter((line) => !/^import type \{/.test(line) && !/= \(\) => import\(/.test(line))).toEqual([]);
    expect(lines.length).toBe(2);
  });
});
