import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { summaryOutcome } from "../../src/checks/run-outcome.js";
import { selectionOf } from "../../src/checks/selection.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// held-out round 14 (Java with Maven, C with make and CTest, Rust with cargo, a JavaScript monorepo with tape): readings
// of build tools' and test harnesses' output that the earlier rounds did not need

const outcomes = (run: string, output: string, exit = 0) => runsOf([{ run, exit, output }]).runs.map((item) => item.outcome);

describe("a harness's count of zero failures is no failure (round 14's s12, s13: two wrong Request changes)", () => {
  const JSMN = "cc   test/tests.c -o test/test_default\nPASSED: 16\nFAILED: 0\ncc -DJSMN_STRICT=1   test/tests.c -o test/test_strict\nPASSED: 16\nFAILED: 0\n";

  test("`FAILED: 0` after a build is a count; ninja's `FAILED: <target>` is a failed build", () => {
    expect(outcomes("make test 2>&1 | tail -6", JSMN)).toEqual(["passed"]);
    expect(outcomes("ninja -C build 2>&1 | tail -3", "[3/9] Building C object x.c.o\nFAILED: CMakeFiles/x.dir/x.c.o\nninja: build stopped: subcommand failed.")).toEqual(["failed"]);
  });

  test("`${PIPESTATUS[0]}` echoed after the pipeline is the first member's status, and `${PIPESTATUS[1]}` is the second's", () => {
    const line = "make test 2>&1 | grep -E '^(PASSED|FAILED|cc)'; echo \"exit=${PIPESTATUS[0]}\"";
    const [run] = runsOf([{ run: line, exit: 0, output: `${JSMN}exit=0` }]).runs;
    expect([run!.outcome, run!.outcomeFrom, run!.quote]).toEqual(["passed", "echoed status", "exit=0"]);
    expect(outcomes(line, `${JSMN}exit=2`)).not.toEqual(["passed"]);
    const [kept] = runsOf([{ run: "make test 2>&1 | tail -3; rc=${PIPESTATUS[0]}; echo \"rc=$rc\"", exit: 0, output: "done\nrc=0" }]).runs;
    expect(kept!.outcomeFrom).toBe("echoed status");
    // the grep's status says nothing of make's
    const [other] = runsOf([{ run: "make test 2>&1 | grep -c ok; echo \"grep=${PIPESTATUS[1]}\"", exit: 0, output: "3\ngrep=0" }]).runs;
    expect(other!.outcomeFrom).not.toBe("echoed status");
  });

  test("make's echoed 0 is no pass when it ignored a recipe's failure (round 11's s37)", () => {
    const output = "FAILED test_schedule.py::test_idle_seconds - assert 0.0 is None\n1 failed, 80 passed\nmake: [Makefile:3: test] Error 1 (ignored)\nmake exit=0";
    expect(outcomes("make test 2>&1 | tail -4; echo \"make exit=${PIPESTATUS[0]}\"", output)).toEqual(["failed"]);
  });
});

describe("Maven Surefire's own words (round 14's s02, s06)", () => {
  test("`There are test failures.` fails a run that `-Dmaven.test.failure.ignore=true` let end in BUILD SUCCESS", () => {
    const tail = "[ERROR] There are test failures.\n\nPlease refer to /x/target/surefire-reports for the individual test results.\n"
      + "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n";
    expect(summaryOutcome(tail)).toBe("failed");
    expect(outcomes("mvn test -Dmaven.test.failure.ignore=true 2>&1 | tail -8", tail)).toEqual(["failed"]);
  });

  test("tests skipped, or a -Dtest pattern that matched none, ran nothing; a class's own zero line does not say so", () => {
    const none = "[INFO] Results:\n[INFO] \n[INFO] Tests run: 0, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n[INFO] BUILD SUCCESS\n";
    const [run] = runsOf([{ run: "mvn test -Dtest='VersionTest#shouldCheck*' 2>&1 | tail -14", exit: 0, output: none }]).runs;
    expect([run!.outcome, run!.noneRan]).toEqual(["unknown", "[INFO] Tests run: 0, Failures: 0, Errors: 0, Skipped: 0"]);
    const [skipped] = runsOf([{ run: "mvn -DskipTests test 2>&1 | tail -9", exit: 0, output: "[INFO] Tests are skipped.\n[INFO] BUILD SUCCESS\n" }]).runs;
    expect([skipped!.outcome, skipped!.noneRan]).toEqual(["unknown", "[INFO] Tests are skipped."]);
    const classLine = "[INFO] Tests run: 0, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0 s -- in com.x.EmptyTest\n"
      + "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS";
    expect(outcomes("mvn test 2>&1 | tail", classLine)).toEqual(["passed"]);
  });

  test("-Dtest, -pl and -DskipTests select, -f names the project; phases and -q do not", () => {
    expect(selectionOf(["mvn", "clean", "test", "-q", "-Dtest=VersionTest#foo*"], "mvn test")).toEqual(["-Dtest VersionTest#foo*"]);
    expect(selectionOf(["mvn", "-f", "core/pom.xml", "-pl", "core", "-am", "verify"], "mvn verify")).toEqual(["-pl core", "core/pom.xml"]);
    expect(selectionOf(["mvn", "clean", "install"], "mvn install")).toEqual([]);
    expect(selectionOf(["mvn", "-DskipTests", "package"], "mvn package")).toEqual(["-DskipTests"]);
  });
});

describe("CTest's selections and failures (round 14's s16, s18)", () => {
  const FAILED = "\nThe following tests FAILED:\n\t 10 - print_number (Subprocess aborted)\nErrors while running CTest\n";

  test("its list of failed tests fails the run and names them", () => {
    expect(outcomes("cd build && ctest 2>&1 | tail -6", FAILED)).toEqual(["failed"]);
    expect(failingTests(FAILED)).toEqual(["print_number"]);
    expect(failingTests("\t 3 - parse_hex (Failed)\n")).toEqual([]);
  });

  test("-R, -E and -L are filters with their values, --test-dir names the build; -C and -j pick no tests", () => {
    expect(selectionOf(["ctest", "--test-dir", "build", "-R", "parse", "--output-on-failure"], "ctest")).toEqual(["-R parse", "build"]);
    expect(selectionOf(["ctest", "-C", "Debug", "-j", "2", "-E", "print_number"], "ctest")).toEqual(["-E print_number"]);
    expect(selectionOf(["ctest", "--exclude-regex=slow", "-L", "unit"], "ctest")).toEqual(["-E slow", "-L unit"]);
  });

  test("a later green run that leaves the failed test out settles nothing: the failure stands", () => {
    const actions: Action[] = [{ prompt: "print integral doubles without an exponent" }, { edit: "cJSON.c" },
      { run: "cd build && ctest 2>&1 | tail -6", exit: 0, output: FAILED },
      { run: "cd build && ctest -E print_number 2>&1 | tail -4", exit: 0, output: "\n100% tests passed, 0 tests failed out of 18\n" },
      { end: "completed" }];
    const green = finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
    expect(green.status).toBe("fail");
    expect(green.summary).not.toContain("a filtered part of it");
    // a filter that keeps the failed test (`-R print`) is a narrowed rerun of it, as before
    const kept = actions.map((action, index) => (index === 3 ? { ...action, run: "cd build && ctest -R print 2>&1 | tail -4" } : action));
    expect(finalChecksGreen(checkContext(trajectoryOf(kept as Action[]), null, null)).status).not.toBe("fail");
  });
});

describe("cargo test's targets and filters (round 14's s21, s23)", () => {
  test("--doc, --lib, -p and a name filter select; --features' value and the harness's --nocapture do not", () => {
    expect(selectionOf(["cargo", "test", "--doc"], "cargo test")).toEqual(["--doc"]);
    expect(selectionOf(["cargo", "test", "-p", "foo", "--lib", "--features", "serde"], "cargo test")).toEqual(["--lib", "-p foo"]);
    expect(selectionOf(["cargo", "test", "lineno", "--", "--nocapture", "--test-threads", "1"], "cargo test")).toEqual(["lineno"]);
    expect(selectionOf(["cargo", "test", "--", "--skip", "slow"], "cargo test")).toEqual(["--skip slow"]);
  });

  test("the run that verified the edit is named with its selection: `cargo test --doc`, not the whole suite's `cargo test`", () => {
    const actions: Action[] = [
      { edit: "src/bytes.rs" },
      { run: "cargo test --doc", exit: 0, output: "running 1 test\ntest src/bytes.rs - (line 12) ... ok\n\ntest result: ok. 1 passed; 0 failed\n" },
    ];
    const verified = verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
    expect(verified.summary).toBe("`cargo test --doc` (step 2) ran after the last edit of `src/bytes.rs` (step 1).");
  });

  const SHOULD_PANIC = `diff --git a/src/lib.rs b/src/lib.rs
--- a/src/lib.rs
+++ b/src/lib.rs
@@ -270,6 +270,14 @@ fn test_split() {
 }
 
 #[test]
+#[should_panic]
 fn test_lineno() {
     let mut sh = Shlex::new("\\nfoo\\nbar");
@@ -290,3 +298,9 @@ fn other() {
 }
+
+#[test]
+#[should_panic(expected = "empty")]
+fn test_empty_panics() {
+    Shlex::new("").expect_word();
+}
`;

  test("#[should_panic] added to an existing test is a weakening; on a test the PR adds, it is how a panic is tested", () => {
    const result = noWeakenedTests(checkContext(trajectoryOf([{ edit: "src/lib.rs" }]), parseUnifiedDiff(SHOULD_PANIC), null));
    expect(result.status).toBe("fail");
    expect(result.evidence.map((item) => item.quote)).toEqual(["existing test made to expect a panic: #[should_panic]"]);
    expect(result.summary).toContain("1 existing test(s) made to pass only when the code panics");
  });
});

describe("TAP producers (tape, node:test) and their failures (round 14's s24, s26, s34)", () => {
  test("tape and uvu are test runners; `not ok` lines fail a run whose count a filter cut, TODO and SKIP do not", () => {
    const cut = "# polka/url :: usage\nnot ok 2 throws if no input\n# polka/url :: /foo/bar?fizz=buzz\nnot ok 20 ~> matches values\n";
    expect(outcomes("npx tape tests/url.js 2>&1 | grep -E '^(not ok|# )' | head -20", cut)).toEqual(["failed"]);
    expect(outcomes("npx tape tests/url.js | head -5", "ok 1 a\nnot ok 2 later # TODO not written yet\n# pass 1")).toEqual(["passed"]);
    expect(runsOf([{ run: "npx uvu -r esm test", exit: 0, output: "Total:     5\nPassed:    5" }]).runs.map((run) => run.runner)).toEqual(["uvu"]);
  });

  test("the failing tests are the descriptions, without their numbers", () => {
    expect(failingTests("not ok 2 throws if no input\nnot ok 9 - custom header\nnot ok 3 soon # SKIP no db")).toEqual(["custom header", "throws if no input"]);
  });

  test("a failure with the change stashed is the same failure: pre-existing, not the change's", () => {
    const tap = (tests: number, pass: number) => `not ok 2 throws if no input\n# tests ${tests}\n# pass  ${pass}\n# fail  1`;
    const actions: Action[] = [{ prompt: "keep the URL fragment out of pathname" }, { edit: "packages/url/index.js" }, { edit: "tests/url.js" },
      { run: "npx tape tests/url.js tests/polka.js > /tmp/tape.log 2>&1; echo \"exit=$?\"; grep -E '^(not ok|# )' /tmp/tape.log", exit: 0, output: `exit=1\n${tap(278, 277)}` },
      { run: "git stash -q && npx tape tests/url.js 2>&1 | grep -E '^(not ok|# )'; git stash pop -q", exit: 0, output: tap(38, 37) },
      { end: "completed" }];
    const green = finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
    expect(green.status).not.toBe("fail");
  });
});

describe("make -k's own word on a failed recipe (round 14's s11)", () => {
  test("`Target 'test' not remade because of errors.` fails the run, whatever the last variant's count said", () => {
    const output = "PASSED: 16\nFAILED: 0\nmake: Target 'test' not remade because of errors.\n";
    expect(outcomes("make -k test 2>&1 | tail -3", output)).toEqual(["failed"]);
    expect(summaryOutcome(output)).toBe("failed");
  });
});

describe("the PR's changed test file left out by every run's own selection (round 14's s16, s38)", () => {
  const ADDED_C = "diff --git a/tests/minify_tests.c b/tests/minify_tests.c\n--- a/tests/minify_tests.c\n+++ b/tests/minify_tests.c\n@@ -1,2 +1,3 @@\n #include \"unity.h\"\n+static void minify_should_drop_form_feeds(void) {}\n int main(void) {}\n";
  const ADDED_JAVA = (path: string) =>
    `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,3 @@\n class VersionTest {\n+    @Test void isPatchUpdateOf() {}\n }\n`;
  const JAVA = "src/test/java/com/github/zafarkhaja/semver/VersionTest.java";
  const held = (actions: Action[], diff: string) =>
    verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

  test("`ctest -R parse` selects no test of `tests/minify_tests.c`: held, and named", () => {
    const run: Action = { run: "cd build && ctest -R parse 2>&1 | tail -4", exit: 0, output: "100% tests passed, 0 tests failed out of 8\n" };
    const build: Action = { run: "cmake --build build -j2 2>&1 | tail -1", exit: 0, output: "[100%] Built target minify_tests" };
    const result = held([{ edit: "cJSON.c" }, { edit: "tests/minify_tests.c" }, build, run, { end: "completed" }], ADDED_C);
    expect(result.status).not.toBe("pass");
    expect(result.summary).toContain("The PR's test file `tests/minify_tests.c` did not run after the last edit");
    expect(result.summary).toContain("`ctest -R parse` (step 4) selects no test of it");
    // a filter that finds the test's name, or none, may have run it
    const minify = { ...run, run: "cd build && ctest -R minify 2>&1 | tail -4" };
    expect(held([{ edit: "cJSON.c" }, { edit: "tests/minify_tests.c" }, build, minify, { end: "completed" }], ADDED_C).status).toBe("pass");
  });

  test("Surefire's -Dtest: another class leaves `VersionTest.java` out; its nested class, a glob or a method pattern keeps it", () => {
    const mvn = (selection: string): Action => ({ run: `mvn test -Dtest='${selection}' 2>&1 | tail -5`, exit: 0, output: "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS" });
    const of = (selection: string) => held([{ edit: "src/main/java/com/github/zafarkhaja/semver/Version.java" }, { edit: JAVA }, mvn(selection), { end: "completed" }], ADDED_JAVA(JAVA)).status;
    expect(of("VersionParserTest")).not.toBe("pass");
    for (const kept of ["VersionTest$CoreFunctionality", "Version*", "VersionTest#isPatch*", "com/github/**/VersionTest"]) expect(of(kept), kept).toBe("pass");
  });
});

describe("Codex's exec header is no line a filter kept (round 14's s32)", () => {
  test("`cargo test --lib | tail -16` with 13 lines of its own under the header passed", () => {
    const header = "Chunk ID: 3e70c4\nWall time: 0.3465 seconds\nProcess exited with code 0\nOriginal token count: 116\nOutput:\n";
    const tests = Array.from({ length: 10 }, (_, at) => `test t${at} ... ok`).join("\n");
    const body = `     Running unittests src/lib.rs (target/debug/deps/shlex-dff8)\n\nrunning 10 tests\n${tests}\n\ntest result: ok. 10 passed; 0 failed; 0 ignored\n`;
    expect(outcomes("cargo test --lib 2>&1 | tail -16", header + body)).toEqual(["passed"]);
    // a tail the output fills may have dropped a failing binary's lines, header or not
    expect(outcomes("cargo test 2>&1 | tail -3", `${header}test t8 ... ok\ntest t9 ... ok\n\ntest result: ok. 10 passed; 0 failed; 0 ignored\n`)).toEqual(["unknown"]);
  });
});

test("a `#` inside a TAP description is the description's own; node-tap's timing and directives are not", () => {
  expect(failingTests("not ok 1 - handles issue #12\nnot ok 2 - parses ISO dates # time=5.123ms")).toEqual(["handles issue #12", "parses ISO dates"]);
});

describe("a build with warnings allowed is another check than the project's own (round 14's s15)", () => {
  const WERROR = "/w/cJSON.c:116:12: error: conversion from 'size_t' to 'int' may change value [-Werror=conversion]\nmake[2]: *** [CMakeFiles/cjson.dir/build.make:76: cJSON.c.o] Error 1";
  const actions = (second: string): Action[] => [{ prompt: "add cJSON_GetStringLength" }, { edit: "cJSON.c" },
    { run: "cmake -S . -B build > /dev/null && cmake --build build -j2 2>&1 | grep -E 'error|warning' | head -8", exit: 0, output: WERROR },
    { run: `${second} && cmake --build build -j2 2>&1 | tail -2`, exit: 0, output: "[100%] Built target minify_tests" },
    { end: "completed" }];

  test("turning the project's warning flags off after -Werror failed leaves that failure standing, and says so", () => {
    const result = finalChecksGreen(checkContext(trajectoryOf(actions("cmake -S . -B build -DENABLE_CUSTOM_COMPILER_FLAGS=Off > /dev/null")), null, null));
    expect(result.status).toBe("fail");
    expect(result.summary).toContain("`cmake --build` passed later only with `-DENABLE_CUSTOM_COMPILER_FLAGS=Off` (step 4)");
  });

  test("the same build configured again as before, or with another option, answers it", () => {
    expect(finalChecksGreen(checkContext(trajectoryOf(actions("cmake -S . -B build > /dev/null")), null, null)).status).toBe("pass");
    expect(finalChecksGreen(checkContext(trajectoryOf(actions("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug > /dev/null")), null, null)).status).toBe("pass");
  });
});

test("a feature's switch is no warning setting: `-DJSMN_STRICT=0` names no other check", async () => {
  const { buildSelection } = await import("../../src/checks/selection.js");
  expect(buildSelection("build", "cc -DJSMN_STRICT=0 test/tests.c -o t")).toEqual([]);
  expect(buildSelection("build", "cmake -B b -DCMAKE_COMPILE_WARNING_AS_ERROR=OFF && cmake --build b")).toEqual(["with -DCMAKE_COMPILE_WARNING_AS_ERROR=OFF"]);
  expect(buildSelection("build", "make CFLAGS='-O2 -Wno-error'")).toEqual(["with -Wno-error"]);
  expect(buildSelection("test", "cmake -B b -DENABLE_WERROR=OFF")).toEqual([]);
});

test("a failed run under -Dmaven.test.failure.ignore is quoted by Surefire's failure line, not the BUILD SUCCESS after it", async () => {
  const { summaryLine } = await import("../../src/checks/run-outcome.js");
  const tail = "[ERROR] There are test failures.\n\nPlease refer to /x/target/surefire-reports for the individual test results.\n[INFO] BUILD SUCCESS\n";
  expect(summaryLine(tail)).toBe("[ERROR] There are test failures.");
  expect(summaryLine("[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")).toBe("[INFO] BUILD SUCCESS");
});
