import { describe, expect, test } from "vitest";
import { selectionOf } from "../../../src/checks/selection.js";
import { leavesOutTestFile } from "../../../src/checks/selected-tests.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 5 (selection.ts PATH_FILTERS + selected-tests.ts pathFiltersLeaveOut): "vitest's and jest's operands
// are path filters". readSelection now pushes EVERY non-option word of vitest/jest, so the values of options it does not
// know take a value (`--project unit`, `-c jest.config.unit.js`), subcommands other than run/watch/dev (`vitest related`),
// jest's `--findRelatedTests src/x.ts` source paths and vitest's `file:line` operands are all read as path filters that
// leave out the PR's test file.

const leftOut = (argv: string[], runner: "vitest" | "jest", path: string) => leavesOutTestFile({ runner, selection: selectionOf(argv, runner) }, path);
const TEST_FILE = "packages/core/test/parse.test.ts";

describe("words of vitest/jest that are no path filter", () => {
  test("vitest's `--project unit` runs every test file of that project: the value is no path filter", () => {
    expect(leftOut(["vitest", "run", "--project", "unit"], "vitest", TEST_FILE)).toBe(false);
  });
  test("jest's `-c jest.config.unit.js` names a config file: no path filter", () => {
    expect(leftOut(["jest", "-c", "jest.config.unit.js"], "jest", TEST_FILE)).toBe(false);
  });
  test("jest's `--findRelatedTests packages/core/src/parse.ts` runs the tests related to that source: its test included", () => {
    expect(leftOut(["jest", "--findRelatedTests", "packages/core/src/parse.ts"], "jest", TEST_FILE)).toBe(false);
  });
  test("`vitest related packages/core/src/parse.ts --run` runs the tests that import it: `related` is a subcommand", () => {
    expect(leftOut(["vitest", "related", "packages/core/src/parse.ts", "--run"], "vitest", TEST_FILE)).toBe(false);
  });
  test("vitest 3's `file:line` operand (`vitest run packages/core/test/parse.test.ts:12`) runs that file's test", () => {
    expect(leftOut(["vitest", "run", `${TEST_FILE}:12`], "vitest", TEST_FILE)).toBe(false);
  });

  test("verdict: a monorepo's green `npx vitest run --project node` that ran the PR's test file is not 'did not run'", async () => {
    // true reading: vitest ran the `node` project's files, parse.test.ts among them (the output lists it, 6 passed);
    // the tool says the PR's test file "did not run ... selects no test of it" and holds a tested PR.
    const steps: Step[] = [
      { prompt: "parse() should trim the input." },
      { edit: "packages/core/src/parse.ts", old: "  return input.split(',');", text: "  return input.trim().split(',');" },
      { edit: TEST_FILE, old: "describe('parse', () => {", text: "describe('parse', () => {\n  it('trims', () => expect(parse(' a,b ')).toEqual(['a', 'b']));" },
      { run: "npx vitest run --project node", exit: 0, output: " ✓ |node| packages/core/test/parse.test.ts (4 tests) 3ms\n ✓ |node| packages/core/test/format.test.ts (2 tests) 2ms\n\n Test Files  2 passed (2)\n      Tests  6 passed (6)" },
      { say: "Done; tests pass." },
    ];
    const diff = "diff --git a/packages/core/src/parse.ts b/packages/core/src/parse.ts\n--- a/packages/core/src/parse.ts\n+++ b/packages/core/src/parse.ts\n@@ -1,3 +1,3 @@\n export function parse(input: string) {\n-  return input.split(',');\n+  return input.trim().split(',');\n }\n"
      + `diff --git a/${TEST_FILE} b/${TEST_FILE}\n--- a/${TEST_FILE}\n+++ b/${TEST_FILE}\n@@ -2,2 +2,3 @@\n describe('parse', () => {\n+  it('trims', () => expect(parse(' a,b ')).toEqual(['a', 'b']));\n   it('splits', () => expect(parse('a,b')).toEqual(['a', 'b']));\n`;
    const { verdict, checks } = await verdictOf("/home/dev/mono", steps, diff);
    expect(checks.find((check) => check.id === "verified_after_last_edit")?.summary ?? "").not.toContain("did not run");
    expect(verdict).toBe("pass");
  });
});
