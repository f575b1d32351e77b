import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lineChunkBytes } from "../../src/transcript/line-chunks.js";

/** The pieces as text: each is a view of one buffer, valid until the next, so each is decoded as it comes. */
const lineChunks = (path: string, bytes: number): string[] => Array.from(lineChunkBytes(path, bytes), (piece) => piece.toString("utf8"));

function tempFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "agent-verdict-chunks-")), "t.jsonl");
  writeFileSync(path, text);
  return path;
}

describe("lineChunkBytes", () => {
  const text = '{"a":"✓ 日本 🎉"}\n{"b":"plain"}\n\n{"c":"último ✓"}\n{"d":"no newline at the end ✓"}';

  it.each([1, 2, 3, 5, 7, 16])("gives back the file's text whole, in pieces that end at line ends, with %i-byte reads", (bytes) => {
    const chunks = lineChunks(tempFile(text), bytes);
    expect(chunks.join("")).toBe(text);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith("\n")).toBe(true);
    expect(chunks.join("")).not.toContain("\uFFFD");
  });

  it("cuts a read that ends inside a multi-byte character at the line end before it", () => {
    const path = tempFile("x\n✓✓\n");
    // 4 bytes read: "x\n" and the first two of the three bytes of ✓
    const chunks = lineChunks(path, 4);
    expect(chunks[0]).toBe("x\n");
    expect(chunks.join("")).toBe("x\n✓✓\n");
  });

  it("grows its buffer for a line longer than one read", () => {
    const long = `{"t":"${"✓".repeat(100)}"}`;
    const chunks = lineChunks(tempFile(`${long}\n{"u":1}\n`), 8);
    expect(chunks.some((chunk) => chunk.includes(long))).toBe(true);
  });

  it("gives nothing for an empty file", () => {
    expect(lineChunks(tempFile(""), 8)).toEqual([]);
  });
});
