import { describe, expect, it } from "vitest";
import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import { CountMemo, clipHeadTail, countTokens, omissionMarker } from "../../src/judge/tokens.js";

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

  it("counts a text seen before the same, from the memo", () => {
    const text = Array.from({ length: 500 }, (_, i) => `out ${i}: value=${i * 7}`).join("\n");
    expect(countTokens(text)).toBe(countTokens(`${text}`));
    expect(countTokens(text)).toBe(new Tiktoken(o200kBase).encode(text, [], []).length);
  });

  it("the count memo holds at most its bound in characters, dropping the oldest texts first", () => {
    const memo = new CountMemo(10);
    memo.set("aaaa", 1);
    memo.set("bbbb", 2);
    expect(memo.heldChars).toBe(8);
    memo.set("cccc", 3);
    expect(memo.heldChars).toBe(8);
    expect([memo.get("aaaa"), memo.get("bbbb"), memo.get("cccc")]).toEqual([undefined, 2, 3]);
    memo.set("x".repeat(11), 4);
    expect(memo.get("x".repeat(11))).toBeUndefined();
    expect(memo.heldChars).toBe(8);
  });

  it("returns short text whole", () => {
    expect(clipHeadTail("short", 5, 5)).toEqual({ text: "short", omitted: 0 });
  });
});
