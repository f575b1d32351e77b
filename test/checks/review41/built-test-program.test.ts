import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 41, rule 11 (built-programs.ts): "a program named like a changed C test source's stem is that file's test
// program (kind test, not ad hoc)". `work.written` is every file the agent wrote, not the PR's test files: a scratch
// reproducer the agent wrote under tests/, compiled by hand and deleted, becomes "the repository's test".

const C_ROOT = "/home/dev/jansson";
// a bug fix in existing code (a changed line), so no other rule (uncalled-code.ts) holds it
const diff = "diff --git a/src/value.c b/src/value.c\n--- a/src/value.c\n+++ b/src/value.c\n@@ -650,3 +650,3 @@\n     for (i = 0; i < array->entries; i++)\n-        if (json_equal(array->table[i], value)) return 1;\n+        if (json_equal(array->table[i], value)) count++;\n     return count;\n";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("the agent's own scratch C program is no test of the repository", () => {
  test("tests/repro_count.c written, built with gcc, run, then deleted: the agent's own check, not the repo's tests", async () => {
    // true reading: only the agent's own throwaway program ran (it is not in the PR, no repository test ran after the
    // edit); the tool reads `./build/repro_count` as "the test program of tests/repro_count.c" (kind test, not ad hoc).
    const REPRO = [
      "#include <stdio.h>",
      "#include <jansson.h>",
      "int main(void) {",
      "    json_t *a = json_array();",
      "    json_array_append_new(a, json_integer(5));",
      "    json_array_append_new(a, json_integer(5));",
      '    printf("count=%zu\\n", json_array_count(a, json_integer(5)));',
      "    return 0;",
      "}",
    ].join("\n");
    const steps: Step[] = [
      { prompt: "json_array_count() returns 1 instead of the count; fix it." },
      { edit: "src/value.c", old: "        if (json_equal(array->table[i], value)) return 1;", text: "        if (json_equal(array->table[i], value)) count++;" },
      { write: "tests/repro_count.c", text: REPRO },
      { run: "gcc -Isrc -Ibuild/include tests/repro_count.c build/lib/libjansson.a -o build/repro_count && ./build/repro_count", exit: 0, output: "count=2" },
      { run: "rm tests/repro_count.c build/repro_count", exit: 0, output: "" },
      { say: "Fixed json_array_count; it now returns 2 for two equal values." },
    ];
    const { verdict, checks } = await verdictOf(C_ROOT, steps, diff);
    expect(verdict).not.toBe("pass"); // the tool approves: a wrong Approve
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("`repro_count` ran after the last edit");
  });

  test("stale binary: test_array built at step 5, src/value.c fixed at step 6, `./build/tests/test_array` run with no rebuild", async () => {
    // true reading: the program ran is the one built BEFORE the fix (no build after the edit of src/value.c), so it
    // tested the old code; before this rule the tool said exactly that and held it. Now the program counts as the
    // repository's test program and the stale run approves the PR.
    const testLines = ["static void test_count(void) {", "    TEST_ASSERT_EQUAL(2, json_array_count(a, v));", "}"];
    const hunk = `diff --git a/test/test_array.c b/test/test_array.c\n--- a/test/test_array.c\n+++ b/test/test_array.c\n@@ -30,2 +30,5 @@\n x\n${testLines.map((line) => `+${line}`).join("\n")}\n y\n`;
    const fix = "diff --git a/src/value.c b/src/value.c\n--- a/src/value.c\n+++ b/src/value.c\n@@ -640,3 +640,3 @@\n x\n-    return 0;\n+    return n;\n y\n";
    const steps: Step[] = [
      { prompt: "json_array_count returns 0; fix it and add a test." },
      { edit: "test/test_array.c", old: "static void test_append(void) {", text: `${testLines.join("\n")}\nstatic void test_append(void) {` },
      { run: "make -C build 2>&1 | tail -1", exit: 0, output: "[100%] Built target test_array" },
      { edit: "src/value.c", old: "    return 0;", text: "    return n;" },
      { run: "./build/tests/test_array", exit: 0, output: "test/test_array.c:40:test_count:PASS\ntest/test_array.c:52:test_append:PASS\n\n-----------------------\n2 Tests 0 Failures 0 Ignored \nOK" },
      { say: "Fixed, with a test." },
    ];
    const { verdict } = await verdictOf("/home/dev/lib", steps, fix + hunk);
    expect(verdict).not.toBe("pass"); // the tool approves: a wrong Approve (baseline 6e1e59d: neutral, "tested the old code")
  });
});
