import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { nothingRan, testSummaries } from "../../src/checks/test-summary.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// held-out round 17 (JavaScript and TypeScript: jest, vitest, mocha, node:test, tape): its first contact's wrong Request changes

const hunk = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,4 +10,5 @@\n x\n+y\n`;
const green = (actions: Action[], path = "src/index.js") => finalChecksGreen(checkContext(trajectoryOf([{ edit: path }, ...actions]), parseUnifiedDiff(hunk(path)), null));

describe("round 17's readings", () => {
  test("npx refusing to fetch a runner that is not installed ran nothing (s30)", () => {
    const output = "npm error npx canceled due to missing packages and no YES option: [\"mocha@12.0.3\"]\nnpm error A complete log of this run can be found in: /root/.npm/_logs/x.log\n";
    expect(green([{ run: "npx mocha tests/index.js", exit: 1, output }]).status).toBe("warn");
    expect(green([{ run: "npx mocha tests/index.js", exit: 1, output: "  1 passing\n  1 failing\n" }]).status).toBe("fail");
  });

  test("tap-spec's closing counts are the run's result", () => {
    expect(testSummaries("  total:     86\n  passing:   85\n  failing:   1\n  duration:  108ms\n").at(-1)).toMatchObject({ passed: 85, failed: 1 });
    expect(testSummaries("  total:     86\n  passing:   86\n  duration:  29ms\n").at(-1)).toMatchObject({ passed: 86, failed: 0 });
  });

  test("vitest's failed file beside every test filtered out: no test ran (s06)", () => {
    const output = " Test Files  1 failed | 2 skipped (3)\n      Tests  478 skipped (478)\n   Duration  1.87s\n";
    expect(nothingRan(output)).toBe("Tests  478 skipped (478)");
    expect(green([{ run: "npx vitest run -t \"numeric\" 2>&1 | tail -8", exit: 0, output }]).status).toBe("warn");
    // a test that ran and failed is a failure
    expect(nothingRan(" Test Files  1 failed | 2 passed (3)\n      Tests  1 failed | 477 passed (478)\n")).toBeNull();
  });

  test("a green run of a shell glob holding the file settles its failure (s34)", () => {
    const failed: Action = { run: "npx tape test/unknown.js", exit: 1, output: "Error: Cannot find module '../lib'\n" };
    const glob: Action = { run: "npm run build && npx tape test/*.js | npx tap-spec | tail -8", exit: 0, output: "  total:     86\n  passing:   86\n" };
    expect(green([failed, glob]).status).toBe("pass");
    const other: Action = { ...glob, run: "npm run build && npx tape test/other-*.js | npx tap-spec" };
    expect(green([failed, other]).status).toBe("fail");
  });

  test("an assertion vitest's code frame quoted failing, flipped by the PR, is a rewritten expectation (s03)", () => {
    const diff = "diff --git a/src/index.ts b/src/index.ts\n--- a/src/index.ts\n+++ b/src/index.ts\n@@ -10,4 +10,5 @@\n x\n+y\n"
      + "diff --git a/src/index.spec.ts b/src/index.spec.ts\n--- a/src/index.spec.ts\n+++ b/src/index.spec.ts\n@@ -156,3 +156,3 @@\n"
      + "       expect(() => {\n         toPath({ foo: [1, \"a\"] as any });\n-      }).toThrow(new TypeError('Expected \"foo/0\" to be a string'));\n+      }).not.toThrow();\n";
    const output = " FAIL  src/index.spec.ts > path-to-regexp > compile errors > should throw when a wildcard array value is not a string\n"
      + "AssertionError: expected function to throw an error, but it didn't\n ❯ src/index.spec.ts:159:10\n    157|       expect(() => {\n"
      + "    159|       }).toThrow(new TypeError('Expected \"foo/0\" to be a string'));\n\n Test Files  1 failed (1)\n      Tests  1 failed | 376 passed (377)\n";
    const trajectory = trajectoryOf([{ edit: "src/index.ts" }, { edit: "src/index.spec.ts" }, { run: "npx vitest run src/index.spec.ts 2>&1 | tail -30", exit: 0, output },
      { edit: "src/index.spec.ts" }, { run: "npx vitest run src/index.spec.ts", exit: 0, output: " Test Files  1 passed (1)\n      Tests  377 passed (377)\n" }]);
    const result = noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diff), null));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR changes an existing test after it failed on the change: `src/index.spec.ts`");
  });
});
