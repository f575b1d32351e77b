import { describe, expect, test } from "vitest";
import { lineSelection, selectionOf } from "../../src/checks/selection.js";
import { leavesOutTestFile } from "../../src/checks/selected-tests.js";
import { onlyNewFunctions } from "../../src/checks/uncalled-code.js";
import { checkerOf } from "../../src/checks/checkers.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { verdictOf, type Step } from "../helpers/claude-session.js";

// session 41: readings of one line that runs a runner several times, and of held-out round 20

const CWD = "/home/dev/proj";
const diffOf = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 2\n`;
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const FAILED_A = "F.\n___ test_f ___\nE   assert 2 == 1\nFAILED tests/test_a.py::test_f - assert 2 == 1\n1 failed, 1 passed in 0.10s";

describe("one runner run several times in a line", () => {
  test("a loop's failure belongs to every file it ran, not to the last item's", async () => {
    const steps: Step[] = [
      { prompt: "Make f return 2." },
      { edit: "src/a.py", old: "    return 1", text: "    return 2" },
      { run: "for t in tests/test_a.py tests/test_b.py; do python -m pytest -q $t; done", exit: 0, output: `${FAILED_A}\n...\n3 passed in 0.05s` },
      { say: "Done." },
    ];
    const { verdict, checks } = await verdictOf(CWD, steps, diffOf("src/a.py"));
    expect(verdict).toBe("fail");
    expect(summaryOf(checks, "final_checks_green")).toContain("`pytest tests/test_a.py tests/test_b.py` (step 4) failed");
  });

  test("a green run of both files later settles it; a green run of the other file alone does not", async () => {
    const first: Step[] = [
      { prompt: "Make f return 2." },
      { edit: "src/a.py", old: "    return 1", text: "    return 2" },
      { run: "python -m pytest -q tests/test_a.py; python -m pytest -q tests/test_b.py", exit: 0, output: `${FAILED_A}\n...\n3 passed in 0.05s` },
      { edit: "tests/test_a.py", old: "    assert f() == 1", text: "    assert f() == 2" },
    ];
    const diff = `${diffOf("src/a.py")}diff --git a/tests/test_a.py b/tests/test_a.py\n--- a/tests/test_a.py\n+++ b/tests/test_a.py\n@@ -3,2 +3,2 @@\n def test_f():\n-    assert f() == 1\n+    assert f() == 2\n`;
    const both = await verdictOf(CWD, [...first, { run: "python -m pytest -q tests/test_a.py tests/test_b.py", exit: 0, output: "....\n5 passed in 0.07s" }], diff);
    expect(summaryOf(both.checks, "final_checks_green")).not.toContain("failed");
    const other = await verdictOf(CWD, [...first, { run: "python -m pytest -q tests/test_b.py", exit: 0, output: "...\n3 passed in 0.05s" }], diff);
    expect(other.verdict).not.toBe("pass");
  });

  test("the line's selection: operands together; the whole suite among them is the suite; other filters have none", () => {
    expect(lineSelection([["tests/test_b.py"], ["tests/test_a.py"]])).toEqual(["tests/test_a.py", "tests/test_b.py"]);
    expect(lineSelection([["tests/test_a.py", "-k f"], ["tests/test_b.py", "-k f"]])).toEqual(["-k f", "tests/test_a.py", "tests/test_b.py"]);
    expect(lineSelection([["tests/test_a.py"], []])).toEqual([]);
    expect(lineSelection([["-k x"], ["-k y"]])).toBeNull();
  });
});

describe("an if whose condition is the check: the branch the output shows is its status", () => {
  const ran = (command: string, output: string): Step[] => [
    { prompt: "Make f return 2." },
    { edit: "src/a.py", old: "    return 1", text: "    return 2" },
    { run: command, exit: 0, output },
    { say: "Done, the tests pass." },
  ];
  const IF_PYTEST = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo PASS; else echo FAIL; tail -3 /tmp/out.txt; fi";

  test("the then-branch's echo alone: the tests passed", async () => {
    const { verdict, checks } = await verdictOf(CWD, ran(IF_PYTEST, "PASS"), diffOf("src/a.py"));
    expect(verdict).toBe("pass");
    expect(summaryOf(checks, "final_checks_green")).toBe("The last run of `pytest` succeeded.");
  });

  test("the else-branch's echo alone: they failed, though the line exited 0", async () => {
    const { verdict } = await verdictOf(CWD, ran(IF_PYTEST, "FAIL\nE   assert 2 == 1\n"), diffOf("src/a.py"));
    expect(verdict).toBe("fail");
  });

  test("`!` swaps the branches", async () => {
    const negated = "if ! python -m pytest -q > /tmp/out.txt 2>&1; then echo TESTS FAILED; else echo ALL GOOD; fi";
    expect((await verdictOf(CWD, ran(negated, "ALL GOOD"), diffOf("src/a.py"))).verdict).toBe("pass");
    expect((await verdictOf(CWD, ran(negated, "TESTS FAILED"), diffOf("src/a.py"))).verdict).toBe("fail");
  });

  test("an echo sent to a file is no branch the output can show", async () => {
    const toFile = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo PASS > status.txt; else echo FAIL; fi";
    // "PASS" here is some other line's, not the then-branch's echo, which wrote to a file
    expect((await verdictOf(CWD, ran(toFile, "PASS"), diffOf("src/a.py"))).verdict).toBe("neutral");
  });

  test("both echoes shown, or no else and nothing shown: the echoes tell nothing", async () => {
    const prefix = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo OK; else echo OK, but failed; fi";
    expect((await verdictOf(CWD, ran(prefix, "OK, but failed"), diffOf("src/a.py"))).verdict).toBe("neutral");
    const noElse = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo PASS; fi";
    expect((await verdictOf(CWD, ran(noElse, ""), diffOf("src/a.py"))).verdict).toBe("neutral");
  });
});

describe("a run its own timeout stopped", () => {
  const stopped = (command: string, output: string): Step[] => [
    { prompt: "Make f return 2." },
    { edit: "src/a.py", old: "    return 1", text: "    return 2" },
    { run: command, exit: 0, output },
  ];

  test("the status is the one the line echoed, not the line's exit 0 that the echo set", async () => {
    const { verdict, checks } = await verdictOf(CWD, stopped("timeout 60 python -m pytest -q; echo rc=$?", "....\nrc=124"), diffOf("src/a.py"));
    expect(verdict).toBe("neutral");
    const said = summaryOf(checks, "verified_after_last_edit");
    expect(said).toContain("stopped it (its status, echoed: 124)");
    expect(said).not.toContain("exit 0");
  });

  test("unmasked, the line's status is the bound's", async () => {
    const steps: Step[] = [...stopped("timeout 60 python -m pytest -q", "....")];
    steps[2] = { run: "timeout 60 python -m pytest -q", exit: 124, output: "...." };
    const { checks } = await verdictOf(CWD, steps, diffOf("src/a.py"));
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("stopped it (exit 124)");
  });
});

// held-out round 20: a C library built with CMake and tested with CTest, an npm-workspaces monorepo tested with vitest
const C_ROOT = "/home/dev/jansson";
const hunkOf = (path: string, at: number, lines: string[]) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -${at},2 +${at},${2 + lines.length} @@\n x\n${lines.map((line) => `+${line}`).join("\n")}\n y\n`;
const COUNT_FUNCTION = ["size_t json_array_count(const json_t *json, const json_t *value) {", "    return 0;", "}"];
const COUNT_DECLARED = ["size_t json_array_count(const json_t *array, const json_t *value);"];

describe("a script or target the project does not define never ran", () => {
  test("npm's Missing script, yarn's and pnpm's, make's No rule: no failure, and a later green run decides", async () => {
    for (const [command, said] of [
      ["npm test -w fluent-dedent", 'npm error Missing script: "test"\nnpm error\nnpm error To see a list of scripts, run:'],
      ["yarn lint", 'yarn run v1.22.22\nerror Command "lint" not found.'],
      ["pnpm run check", " ERR_PNPM_NO_SCRIPT  Missing script: check"],
      ["make check", "make: *** No rule to make target 'check'.  Stop."],
    ] as const) {
      const steps: Step[] = [
        { prompt: "Make f return 2." },
        { edit: "src/a.py", old: "    return 1", text: "    return 2" },
        { run: command, exit: command.startsWith("make") ? 2 : 1, output: said },
        { run: "python -m pytest -q", exit: 0, output: "....\n4 passed in 0.1s" },
      ];
      const { verdict, checks } = await verdictOf(CWD, steps, diffOf("src/a.py"));
      expect(verdict, command).toBe("pass");
      expect(summaryOf(checks, "final_checks_green"), command).toContain("could not run");
    }
  });
});

describe("vitest's and jest's operands filter test files by their path", () => {
  test("each operand is in the selection, and a file none of them names is left out", () => {
    expect(selectionOf(["vitest", "run", "fluent-langneg"], "vitest")).toEqual(["fluent-langneg"]);
    const vitest = (selection: string[]) => leavesOutTestFile({ runner: "vitest", selection }, "fluent-dedent/test/crlf_test.js");
    expect(vitest(["fluent-langneg"])).toBe(true);
    expect(vitest(["dedent"])).toBe(false);
    expect(vitest(["fluent-langneg", "crlf"])).toBe(false);
    expect(vitest(["-t crlf"])).toBe(false);
    const jest = (selection: string[]) => leavesOutTestFile({ runner: "jest", selection }, "packages/api/src/user.test.ts");
    expect(jest(["packages/web"])).toBe(true);
    expect(jest(["user\\.test"])).toBe(false);
  });
});

describe("the agent's own test, rewritten after it failed, the code left as it was (held for a person)", () => {
  const TEST_FILE = "test/suites/api/test_array.c";
  const WRITTEN = [
    "static void test_count(void) {",
    "    json_t *array = json_array(), *five = json_integer(5);",
    "    json_array_append_new(array, json_integer(5));",
    "    if (json_array_count(array, five) != 1)",
    '        fail("json_array_count did not count equal integers");',
    "}",
    "",
  ].join("\n");
  const start: Step[] = [
    { prompt: "Add json_array_count() that counts the values json_equal to a value." },
    { edit: "src/value.c", old: "static int json_array_equal(", text: `${COUNT_FUNCTION.join("\n")}\nstatic int json_array_equal(` },
    { edit: TEST_FILE, old: "static void test_circular() {", text: `${WRITTEN}static void test_circular() {` },
    { edit: TEST_FILE, old: "    test_extend();\n", text: "    test_extend();\n    test_count();\n" },
  ];
  const FAILED = "Test project /home/dev/jansson/build\n1/1 Test #1: test_array .......................***Failed    0.02 sec\n";
  const ctest = (output: string, exit: number): Step => ({ run: "cmake --build build && cd build && ctest -R test_array --output-on-failure", exit, output });
  const GREEN = ctest("[100%] Built target test_array\n1/1 Test #1: test_array .......................   Passed    0.03 sec\n\n100% tests passed, 0 tests failed out of 1", 0);
  const diff = hunkOf("src/value.c", 640, COUNT_FUNCTION) + hunkOf(TEST_FILE, 337, WRITTEN.split("\n").slice(0, -1));

  test("its inputs changed after the output quoted its failure message", async () => {
    const quoted = ctest(`${FAILED}/home/dev/jansson/test/suites/api/test_array.c:21: json_array_count did not count equal integers\n\n0% tests passed, 1 tests failed out of 1`, 8);
    const inputs: Step = { edit: TEST_FILE, old: "    json_array_append_new(array, json_integer(5));", text: "    json_array_append(array, five);" };
    const { verdict, checks } = await verdictOf(C_ROOT, [...start, quoted, inputs, GREEN], diff);
    expect(verdict).toBe("neutral");
    expect(summaryOf(checks, "no_weakened_tests")).toContain("`test_count` failed at step 8, then was changed at step 10");
  });

  test("its check changed after CTest named only the program that holds it", async () => {
    const named = ctest(`${FAILED}\n0% tests passed, 1 tests failed out of 1\n\nThe following tests FAILED:\n\t  1 - test_array (Failed)`, 8);
    const check: Step = { edit: TEST_FILE, old: "    if (json_array_count(array, five) != 1)", text: "    if (json_array_count(array, five) != 0)" };
    const { verdict, checks } = await verdictOf(C_ROOT, [...start, named, check, GREEN], diff);
    expect(verdict).toBe("neutral");
    expect(summaryOf(checks, "no_weakened_tests")).toContain("`test_array`, which holds `test_count`, failed at step 8, then the test had its assertions changed");
  });

  test("its call taken out of the suite's runner", async () => {
    const quoted = ctest(`${FAILED}test_array.c:21: json_array_count did not count equal integers\n\n0% tests passed, 1 tests failed out of 1`, 8);
    const unlisted: Step = { edit: TEST_FILE, old: "    test_extend();\n    test_count();\n", text: "    test_extend();\n" };
    const { verdict, checks } = await verdictOf(C_ROOT, [...start, quoted, unlisted, GREEN], diff);
    expect(verdict).toBe("neutral");
    expect(summaryOf(checks, "no_weakened_tests")).toContain("had its call taken out of the tests that run");
  });

  test("a change to the code between is a fix, not a rewrite", async () => {
    const quoted = ctest(`${FAILED}test_array.c:21: json_array_count did not count equal integers\n\n0% tests passed, 1 tests failed out of 1`, 8);
    const fix: Step = { edit: "src/value.c", old: "    return 0;", text: "    return 1;" };
    const inputs: Step = { edit: TEST_FILE, old: "    json_array_append_new(array, json_integer(5));", text: "    json_array_append(array, five);" };
    const { verdict } = await verdictOf(C_ROOT, [...start, quoted, fix, inputs, GREEN], diff);
    expect(verdict).toBe("pass");
  });
});

describe("a PR whose only code is new top-level functions nothing calls, and no test", () => {
  const parse = (text: string) => parseUnifiedDiff(text);
  test("the functions it adds, with their declarations; nothing when anything else changes", () => {
    expect(onlyNewFunctions(parse(hunkOf("src/value.c", 640, COUNT_FUNCTION) + hunkOf("src/jansson.h", 295, COUNT_DECLARED)))).toEqual(["json_array_count"]);
    expect(onlyNewFunctions(parse(hunkOf("pkg/util.py", 10, ["def clamp(x, lo, hi):", "    return max(lo, min(x, hi))"])))).toEqual(["clamp"]);
    expect(onlyNewFunctions(parse(hunkOf("pkg/go/util.go", 10, ["func Clamp(x, lo, hi int) int {", "\treturn x", "}"])))).toEqual(["Clamp"]);
    // a method may override one existing code calls; a decorated function may be registered; a call names it elsewhere
    expect(onlyNewFunctions(parse(hunkOf("pkg/model.py", 10, ["    def clean(self):", "        return None"])))).toBeNull();
    expect(onlyNewFunctions(parse(hunkOf("pkg/views.py", 10, ["@app.route('/health')", "def health():", "    return 'ok'"])))).toBeNull();
    expect(onlyNewFunctions(parse(hunkOf("src/value.c", 640, COUNT_FUNCTION) + hunkOf("src/dump.c", 90, ["    n = json_array_count(a, v);"])))).toBeNull();
    expect(onlyNewFunctions(parse(hunkOf("pkg/go/util.go", 10, ["func (s *Set) String() string {", "\treturn \"\"", "}"])))).toBeNull();
    expect(onlyNewFunctions(parse(hunkOf("cmd/main.go", 10, ["func main() {", "}"])))).toBeNull();
    const changed = "diff --git a/pkg/util.py b/pkg/util.py\n--- a/pkg/util.py\n+++ b/pkg/util.py\n@@ -1,2 +1,3 @@\n x\n-y = 1\n+y = 2\n+def clamp(x):\n";
    expect(onlyNewFunctions(parse(changed))).toBeNull();
  });

  test("the repository's tests that ran cannot have run them: held; a test the PR adds that ran: approved", async () => {
    const steps: Step[] = [
      { prompt: "Add json_array_count()." },
      { edit: "src/value.c", old: "static int json_array_equal(", text: `${COUNT_FUNCTION.join("\n")}\nstatic int json_array_equal(` },
      { edit: "src/jansson.h", old: "int json_array_extend(json_t *array, json_t *other);", text: `int json_array_extend(json_t *array, json_t *other);\n${COUNT_DECLARED[0]}` },
      { run: "cmake --build build && cd build && ctest", exit: 0, output: "[100%] Built target json_process\n100% tests passed, 0 tests failed out of 215" },
    ];
    const diff = hunkOf("src/value.c", 640, COUNT_FUNCTION) + hunkOf("src/jansson.h", 295, COUNT_DECLARED);
    const held = await verdictOf(C_ROOT, steps, diff);
    expect(held.verdict).toBe("neutral");
    expect(summaryOf(held.checks, "verified_after_last_edit")).toContain("The PR adds only a new function (`json_array_count`) and no test");
    const testLines = ["static void test_count(void) {", "    if (json_array_count(NULL, NULL) != 0)", '        fail("counted");', "}"];
    const tested: Step[] = [
      ...steps.slice(0, 3),
      { edit: "test/suites/api/test_array.c", old: "static void test_circular() {", text: `${testLines.join("\n")}\nstatic void test_circular() {` },
      steps[3]!,
    ];
    const withTest = diff + hunkOf("test/suites/api/test_array.c", 337, testLines);
    expect((await verdictOf(C_ROOT, tested, withTest)).verdict).toBe("pass");
  });
});

describe("CMake builds and test programs", () => {
  test("cmake's -B names the build folder: no `build` step", () => {
    expect(checkerOf(["cmake", "-S", ".", "-B", "build", "-DJANSSON_BUILD_DOCS=OFF"])?.runner).not.toBe("cmake build");
    expect(checkerOf(["cmake", "--build", "build", "-j2"])?.runner).toBe("cmake --build");
  });

  const start: Step[] = [
    { prompt: "Add json_array_count()." },
    { edit: "src/value.c", old: "static int json_array_equal(", text: `${COUNT_FUNCTION.join("\n")}\nstatic int json_array_equal(` },
  ];

  test("make's failure line in the tail of `cmake --build` is the build's, beside the configure step's own line", async () => {
    const build: Step = {
      run: "cmake -S . -B build > /dev/null && cmake --build build -j2 2>&1 | tail -3", exit: 0,
      output: "C compiler: GNU\ngmake[1]: *** [CMakeFiles/Makefile2:126: CMakeFiles/jansson.dir/all] Error 2\ngmake: *** [Makefile:146: all] Error 2",
    };
    const { verdict, checks } = await verdictOf(C_ROOT, [...start, build], hunkOf("src/value.c", 640, COUNT_FUNCTION));
    expect(verdict).toBe("fail");
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("the last of them failed");
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("compiles");
  });

  test("the program a changed test source builds, run by its path, runs that file's tests", async () => {
    const testLines = ["static void test_count(void) {", "    if (json_array_count(NULL, NULL) != 0)", '        fail("counted");', "}"];
    const steps: Step[] = [
      ...start,
      { edit: "test/suites/api/test_array.c", old: "static void test_circular() {", text: `${testLines.join("\n")}\nstatic void test_circular() {` },
      { run: "cmake --build build --target test_array > /dev/null && ./build/bin/test_array && echo test_array-exit=$?", exit: 0, output: "test_array-exit=0" },
    ];
    const diff = hunkOf("src/value.c", 640, COUNT_FUNCTION) + hunkOf("test/suites/api/test_array.c", 337, testLines);
    const { verdict, checks } = await verdictOf(C_ROOT, steps, diff);
    expect(verdict).toBe("pass");
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("`test_array` (step 6) ran after the last edit");
  });
});

describe("C's test functions", () => {
  test("a definition names a test; its prototype does not", async () => {
    const { testNameOf } = await import("../../src/checks/added-tests.js");
    expect(testNameOf("static void test_count(void) {")).toBe("test_count");
    expect(testNameOf("static void test_count(void);")).toBeNull();
    expect(testNameOf("void test_parse(void **state)")).toBe("test_parse");
  });
});

describe("a monorepo's package named by a path filter or by its package name", () => {
  const MONO = "/home/dev/mono";
  const apiDiff = "diff --git a/packages/api/src/user.ts b/packages/api/src/user.ts\n--- a/packages/api/src/user.ts\n+++ b/packages/api/src/user.ts\n"
    + "@@ -1,3 +1,3 @@\n export function f() {\n-  return 1;\n+  return 2;\n }\n";
  const start: Step[] = [
    { prompt: "Make f return 2." },
    { run: "cat packages/web/package.json", exit: 0, output: '{\n  "name": "@acme/web",\n  "version": "1.0.0"\n}' },
    { run: "ls packages/*/package.json", exit: 0, output: "packages/api/package.json\npackages/web/package.json" },
    { edit: "packages/api/src/user.ts", old: "  return 1;", text: "  return 2;" },
  ];
  const green = " Test Files  2 passed (2)\n      Tests  9 passed (9)";

  test("`npx jest packages/web` ran only another package's tests; `npx jest packages/api` the changed one's", async () => {
    const other = await verdictOf(MONO, [...start, { run: "npx jest packages/web", exit: 0, output: "Tests:       9 passed, 9 total" }], apiDiff);
    expect(other.verdict).toBe("neutral");
    expect(summaryOf(other.checks, "verified_after_last_edit")).toContain("`jest packages/web` (step 8) ran only the tests under `packages/web`");
    const own = await verdictOf(MONO, [...start, { run: "npx jest packages/api", exit: 0, output: "Tests:       9 passed, 9 total" }], apiDiff);
    expect(own.verdict).toBe("pass");
  });

  test("`npm test -w @acme/web` and `turbo run test --filter=@acme/web` are placed by the manifest the transcript showed", async () => {
    for (const command of ["npm test -w @acme/web", "npx turbo run test --filter=@acme/web", "yarn workspace @acme/web test"]) {
      const { verdict, checks } = await verdictOf(MONO, [...start, { run: command, exit: 0, output: green }], apiDiff);
      expect(verdict, command).toBe("neutral");
      expect(summaryOf(checks, "verified_after_last_edit"), command).toContain("ran in `packages/web`");
    }
    // a name no manifest the transcript showed gives: not placed, so not said to be another package's
    const unknown = await verdictOf(MONO, [...start, { run: "npm test -w @acme/docs", exit: 0, output: green }], apiDiff);
    expect(summaryOf(unknown.checks, "verified_after_last_edit")).not.toContain("other packages");
  });
});
