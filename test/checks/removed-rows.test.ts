import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// round 13's s16 (destr, vitest): five rows of an existing table of cases removed after vitest named them failing
const testFile = (...lines: string[]) => "diff --git a/test/index.test.ts b/test/index.test.ts\n--- a/test/index.test.ts\n+++ b/test/index.test.ts\n"
  + `@@ -140,8 +140,${8 - lines.filter((line) => line.startsWith("-")).length + lines.filter((line) => line.startsWith("+")).length} @@\n`
  + ["   describe(\"throws on invalid JSON\", () => {", "     const testCases = [", ...lines, "     ];", "     for (const testCase of testCases) {"].join("\n") + "\n";
const ROWS = [
  "-      { input: \"[1,2,3]?\", output: \"Unexpected non-whitespace character\" },",
  "       { input: \"invalid JSON text\", output: \"Invalid JSON\" },",
  "-      { input: '{ broken', output: \"Expected property name\" },",
];
const FAILED: Action = { run: "npx vitest run 2>&1 | head -30", exit: 0, output: "   ✓ destr > parses valid JSON texts 1ms\n"
  + "   × destr > throws on invalid JSON > [1,2,3]? 5ms\n   ✓ destr > throws on invalid JSON > invalid JSON text 19ms\n   × destr > throws on invalid JSON > { broken 4ms" };
const weakened = (actions: Action[], diff: string) => noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

describe("cases removed from an existing table of test cases", () => {
  test("rows a run showed failing, then removed: the tests were made easier to pass, each row cited", () => {
    const result = weakened([FAILED, { edit: "test/index.test.ts" }], testFile(...ROWS));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.summary).toContain("2 test(s) or table case(s) deleted after they had failed on the change");
    expect(result.evidence[0]!.quote).toContain("failing test deleted: the case { input: \"[1,2,3]?\"");
    expect(result.evidence[0]!.path).toBe("test/index.test.ts:142");
  });

  test("rows removed that no run showed failing are named for a person, not blocking", () => {
    const result = weakened([], testFile(...ROWS));
    expect(result).toMatchObject({ status: "warn", blocking: false });
    expect(result.evidence[0]!.quote).toMatch(/^2 cases removed from a table of test cases, e\.g\./);
  });

  test("rows rewritten one for one are changed expectations, not removed cases", () => {
    const rewritten = testFile("-      [addnodes.literal_emphasis, \"[1,2,3]?\"],", "+      [addnodes.desc_sig_punctuation, \"[1,2,3]?\"],");
    expect(weakened([FAILED, { edit: "test/index.test.ts" }], rewritten).evidence.map((item) => item.quote).join("\n")).not.toContain("failing test deleted");
  });
});

describe("node:test's and vitest's option that skips a test (round 13's s03)", () => {
  const file = (before: string, after: string) => "diff --git a/test/index.test.js b/test/index.test.js\n--- a/test/index.test.js\n+++ b/test/index.test.js\n"
    + `@@ -63,3 +63,3 @@\n   t.assert.ok(true)\n-${before}\n+${after}\n     t.plan(2)\n`;

  test("`{ todo: … }`, `{ skip: true }` and `{ only: true }` put on an existing test skip or focus it", () => {
    for (const option of ["{ todo: 'charset values are now lower-cased' }", "{ skip: true }", "{ only: true }"]) {
      const result = weakened([], file("  await t.test('should unquote parameter values', function (t) {", `  await t.test('should unquote parameter values', ${option}, function (t) {`));
      expect(result.status, option).toBe("fail");
    }
  });

  test("`{ skip: false }`, a timeout option, or a string that mentions todo is none", () => {
    for (const option of ["{ skip: false }", "{ timeout: 500 }"]) {
      const result = weakened([], file("  test('a', function (t) {", `  test('a', ${option}, function (t) {`));
      expect(result.status, option).not.toBe("fail");
    }
    expect(weakened([], file("  test('a', function (t) {", "  test('a { todo: x }', function (t) {")).status).not.toBe("fail");
  });
});
