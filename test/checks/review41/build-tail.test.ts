import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 10 (build-tail.ts): "make's `*** ` line in a tail pinned on the build beside another command's output,
// when no other build ran in the line". "No other build" counts only the line's top-level commands: a make that a script
// or `sh -c` runs prints the same `make: *** … Error` line, and it is pinned on a `cmake --build` whose own tail shows it
// succeeded. The verdict flips from Approve to Request changes.

const C_ROOT = "/home/dev/jansson";
const diff = "diff --git a/src/value.c b/src/value.c\n--- a/src/value.c\n+++ b/src/value.c\n@@ -640,3 +640,3 @@\n x\n-    return 0;\n+    return n;\n y\n";
const BUILT = "[ 98%] Built target test_array\n[100%] Built target test_object\n[100%] Built target json_process";
const DOCS_FAILED = "sphinx-build: command not found\nmake: *** [Makefile:20: html] Error 127";
const session = (line: string): Step[] => [
  { prompt: "json_array_count returns 0; fix it." },
  { edit: "src/value.c", old: "    return 0;", text: "    return n;" },
  { run: line, exit: 2, output: `${BUILT}\n${DOCS_FAILED}` },
  { run: "cd build && ctest 2>&1 | tail -2", exit: 0, output: "100% tests passed, 0 tests failed out of 215\nTotal Test time (real) =   2.10 sec" },
  { say: "Fixed; all 215 tests pass. (The docs need sphinx, which is not installed.)" },
];
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("a make failure printed by ANOTHER command of the line is not the cmake build's", () => {
  for (const line of [
    "cmake --build build 2>&1 | tail -3; sh -c 'make -C doc html'",
    "cmake --build build 2>&1 | tail -3; ./scripts/build-docs.sh",
  ]) {
    test(`\`${line}\`: the build's tail shows [100%] Built target; the docs' make failed (sphinx missing)`, async () => {
      // true reading: cmake --build succeeded (its tail is the three "Built target" lines); the `make: *** … html` line is
      // the docs build's, run by another command. The tool says "`cmake --build` (step 4) failed" and requests changes.
      const { verdict, checks } = await verdictOf(C_ROOT, session(line), diff);
      expect(verdict).not.toBe("fail");
      expect(summaryOf(checks, "final_checks_green")).not.toContain("`cmake --build` (step 4) failed");
    });
  }
});
