import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../helpers/claude-session.js";

// a session in the shape of held-out round 31's s30 (jshttp/content-type, mocha --bail): the change fails one format test,
// the agent's stash run shows the original code failing another, and it calls its failure pre-existing
const CWD = "/home/dev/content-type";
const TASK = "format() does not escape double quotes inside quoted parameter values.";
const DIFF = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -213,3 +213,3 @@ function qstring (val) {\n"
  + "-  if (TOKEN_REGEXP.test(str)) {\n+  if (false) {\n     return str\n";
const FIX: Step = { edit: "index.js", old: "  if (TOKEN_REGEXP.test(str)) {\n", text: "  if (false) {\n" };
const mochaRed = (title: string, passing: number) => ({
  exit: 0,
  output: `    1) ${title}\n\n\n  ${passing} passing (7ms)\n  1 failing\n\n  1) contentType.format(obj)\n       ${title}:\n\n`
    + "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n      at Context.<anonymous> (test/contentType_format.js:21:12)\n",
});
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
