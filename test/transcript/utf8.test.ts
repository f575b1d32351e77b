import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decodeUtf8, MIN_TRANSCODE_BYTES } from "../../src/transcript/utf8.js";

/** Text of every width UTF-8 has: ASCII, 2-, 3- and 4-byte characters, a byte-order mark, NUL, U+FFFE. */
const PIECES = ["a", "\n", "\\n", '"', "é", "→", "✓", "😀", "\uFEFF", "\u0000", "\uFFFE", "丁", "€"];
/** Bytes that are not UTF-8: a stray continuation, a lead cut short, a surrogate, an overlong `/`, past U+10FFFF, 0xFF. */
const BAD = ["80", "c3", "e282", "eda080", "c0af", "f4908080", "ff"].map((hex) => Buffer.from(hex, "hex"));

function same(bytes: Buffer, start?: number, end?: number): void {
  expect(decodeUtf8(bytes, start, end)).toBe(bytes.toString("utf8", start, end));
}

describe("decodeUtf8 decodes as toString('utf8') does", () => {
  test("long text of every width, whole and from and to every byte near its ends (cutting characters)", () => {
    const text = Buffer.from(PIECES.join("").repeat(Math.ceil((2 * MIN_TRANSCODE_BYTES) / 30)));
    expect(text.length).toBeGreaterThan(MIN_TRANSCODE_BYTES + 16);
    same(text);
    for (let cut = 0; cut < 16; cut += 1) {
      same(text, cut);
      same(text, 0, text.length - cut);
      same(text, cut, MIN_TRANSCODE_BYTES + cut);
      same(text, cut, MIN_TRANSCODE_BYTES + cut - 1);
    }
  });

  test("long ASCII, short text, empty and reversed ranges", () => {
    same(Buffer.from("PASS test/case.test.ts\\n".repeat(400)));
    same(Buffer.from("→ short"));
    same(Buffer.from("→".repeat(MIN_TRANSCODE_BYTES)), 5, 5);
    same(Buffer.from("→".repeat(MIN_TRANSCODE_BYTES)), 9, 3);
  });

  test("bytes that are not UTF-8, anywhere in a long text, decode with V8's replacement characters", () => {
    const text = Buffer.from("✓ ok\\n".repeat(MIN_TRANSCODE_BYTES / 4));
    for (const bad of BAD) {
      for (const at of [0, 1, 777, text.length - 1, text.length]) same(Buffer.concat([text.subarray(0, at), bad, text.subarray(at)]));
    }
  });

  test("random long texts and bytes", () => {
    const good = fc.constantFrom(...PIECES.map((one) => Buffer.from(one)));
    const piece = fc.oneof(good, fc.constantFrom(...BAD), fc.uint8Array({ maxLength: 4 }).map((bytes) => Buffer.from(bytes)));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 600, maxLength: 1500 }), fc.nat(8), fc.nat(8), (pieces, from, less) => {
        const bytes = Buffer.concat(pieces);
        same(bytes);
        same(bytes, from, bytes.length - less);
      }),
      { numRuns: 200 },
    );
  });
});
