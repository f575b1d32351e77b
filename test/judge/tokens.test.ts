import { describe, expect, it } from "vitest";
import { clipHeadTail, countTokens, omissionMarker } from "../../src/judge/tokens.js";

describe("tokens", () => {
  it("counts with the real tokenizer, special-token text included", () => {
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });

  it("keeps head and tail around an exact omission marker", () => {
    const text = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join("\n");
    const total = countTokens(text);
    const clipped = clipHeadTail(text, 20, 30);
    expect(clipped.omitted).toBe(total - 50);
    expect(clipped.text).toContain(omissionMarker(total - 50));
    expect(clipped.text.startsWith("line 0\nline 1")).toBe(true);
    expect(clipped.text.endsWith("line 1999")).toBe(true);
  });

  it("returns short text whole", () => {
    expect(clipHeadTail("short", 5, 5)).toEqual({ text: "short", omitted: 0 });
  });
});
