import { describe, expect, test } from "vitest";
import { failingTestName, failingTests } from "../../../src/checks/failing-tests.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";
import { CWD, DIFF, FIX, mochaRed, TASK } from "../../helpers/mocha-session.js";


describe("review48: failingTestName of a mocha id whose test title ends in parentheses", () => {
  test("the suite's `(obj)` and the title's `(quoted)` are not one parenthesis to strip", () => {
    const id = "contentType.format(obj) > should format type with parameter (quoted)";
    expect(failingTests(mochaRed("should format type with parameter (quoted)", 2).output)).toEqual([id]);
    expect(failingTestName(id)).toBe("should format type with parameter (quoted)");
  });
  test("holds at verdict level: the original code failing the same test is its baseline, title with parentheses", async () => {
    const title = "should format type with parameter (quoted)";
    const after: Step = { run: "npm test 2>&1 | tail -n 25", ...mochaRed(title, 2) };
    const stash: Step = { run: "git stash && npm test 2>&1 | tail -n 25; git stash pop", ...mochaRed(title, 3) };
    const { verdict } = await verdictOf(CWD, [{ prompt: TASK }, FIX, after, stash, { say: "The format failure is pre-existing: it fails on the original code too." }], DIFF);
    expect(verdict).toBe("neutral");
  });
  test("control: same session, title without parentheses → neutral", async () => {
    const title = "should format type with parameter";
    const after: Step = { run: "npm test 2>&1 | tail -n 25", ...mochaRed(title, 2) };
    const stash: Step = { run: "git stash && npm test 2>&1 | tail -n 25; git stash pop", ...mochaRed(title, 3) };
    const { verdict } = await verdictOf(CWD, [{ prompt: TASK }, FIX, after, stash, { say: "The format failure is pre-existing: it fails on the original code too." }], DIFF);
    expect(verdict).toBe("neutral");
  });
});
