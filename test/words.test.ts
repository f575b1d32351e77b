import { describe, expect, it } from "vitest";
import { headlineScore } from "../src/report/comment.js";
import { verdictStatus } from "../src/github/publish/status.js";
import { plural } from "../src/words.js";

describe("counts read as English", () => {
  it("one is singular, every other count plural", () => {
    expect([0, 1, 2].map((n) => plural(n, "tool call"))).toEqual(["0 tool calls", "1 tool call", "2 tool calls"]);
    expect(plural(1, "red flag")).toBe("1 red flag");
    expect(plural(3, "child", "children")).toBe("3 children");
  });
});

describe("the score beside a verdict", () => {
  it("is shown with Approve and Request changes, and left out beside Needs human review, where it would read as a pass", () => {
    expect(headlineScore("pass", 0.912)).toBe("score 0.91");
    expect(headlineScore("fail", 0.41)).toBe("score 0.41");
    expect(headlineScore("neutral", 1)).toBeNull();
    expect(headlineScore("error", null)).toBeNull();
    expect(verdictStatus("neutral", 0.94, "a".repeat(40), null).description).toBe("Needs human review");
    expect(verdictStatus("fail", 0.2, "a".repeat(40), null).description).toBe("Request changes · score 0.20");
  });
});
