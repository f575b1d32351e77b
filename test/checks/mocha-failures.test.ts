import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../helpers/claude-session.js";
import { CWD, DIFF, FIX, mochaRed, TASK } from "../helpers/mocha-session.js";

// a session in the shape of held-out round 31's s30 (jshttp/content-type, mocha --bail): the change fails one format test,
// the agent's stash run shows the original code failing another, and it calls its failure pre-existing
const AFTER: Step = { run: "npm test 2>&1 | tail -n 25", ...mochaRed("should format type with parameter", 2) };
const final = (checks: { id?: string; summary: string }[]) => checks.find((check) => check.id === "final_checks_green")?.summary ?? "";

describe("mocha's failures compared by the test they name", () => {
  test("the original code failing another test is no baseline of this one", async () => {
    const stash: Step = { run: "git stash && npm test 2>&1 | tail -n 25; git stash pop", ...mochaRed("should format type with parameter that needs quotes", 3) };
    const { verdict, checks } = await verdictOf(CWD, [{ prompt: TASK }, FIX, AFTER, stash, { say: "The format failure is pre-existing: it fails on the original code too." }], DIFF);
    expect(final(checks)).not.toContain("fails on the original code too");
    expect(verdict).not.toBe("pass");
  });

  test("the original code failing the same test is its baseline", async () => {
    const stash: Step = { run: "git stash && npm test 2>&1 | tail -n 25; git stash pop", ...mochaRed("should format type with parameter", 3) };
    const { verdict, checks } = await verdictOf(CWD, [{ prompt: TASK }, FIX, AFTER, stash, { say: "The format failure is pre-existing: it fails on the original code too." }], DIFF);
    expect(final(checks)).toContain("fails on the original code too");
    expect(verdict).toBe("neutral");
  });
});
