import { describe, expect, test } from "vitest";
import { claimsBacked } from "../../src/checks/claims.js";
import { checkContext } from "../../src/checks/index.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { summaryOutcome } from "../../src/checks/run-outcome.js";
import { nothingRan, testSummaries } from "../../src/checks/test-summary.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// held-out round 15 (Go, Ruby with minitest and RSpec, Perl with prove, C++ with GoogleTest): readings of their runners'
// output and of the ways their tests are skipped, which the earlier rounds did not need

const GTEST_GREEN = "[==========] 414 tests from 52 test suites ran. (98 ms total)\n[  PASSED  ] 414 tests.\n";
const GTEST_RED = "[==========] 414 tests from 52 test suites ran. (97 ms total)\n[  PASSED  ] 413 tests.\n"
  + "[  FAILED  ] 1 test, listed below:\n[  FAILED  ] IsWellFormedPort.AllowedCharacters\n\n 1 FAILED TEST\n";
const PROVE_GREEN = "t/alfa.t ..... ok\nt/lima.t ..... ok\nAll tests successful.\nFiles=10, Tests=45,  0 wallclock secs\nResult: PASS\n";
const PROVE_RED = "t/alfa.t ..... Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/12 subtests\n\nTest Summary Report\n"
  + "-------------------\nt/alfa.t (Wstat: 256 Tests: 12 Failed: 1)\n  Failed test:  3\nFiles=10, Tests=45,  0 wallclock secs\nResult: FAIL\n";

describe("the runners' own summaries", () => {
  test("GoogleTest: its PASSED and FAILED totals, its failed test's name, and a filter that matched nothing", () => {
    expect(summaryOutcome(GTEST_GREEN)).toBe("passed");
    expect(summaryOutcome(GTEST_RED)).toBe("failed");
    expect(testSummaries(GTEST_RED).map((summary) => [summary.passed, summary.failed]).slice(0, 2)).toEqual([[413, 0], [null, 1]]);
    expect(failingTests(GTEST_RED)).toEqual(["IsWellFormedPort.AllowedCharacters"]);
    const none = "Note: Google Test filter = SetPort.*\n[==========] Running 0 tests from 0 test suites.\n[==========] 0 tests from 0 test suites ran. (11 ms total)\n[  PASSED  ] 0 tests.\n";
    expect(nothingRan(none)).toBe("[==========] 0 tests from 0 test suites ran. (11 ms total)");
    expect(nothingRan(GTEST_GREEN)).toBeNull();
  });

  test("prove: `Result: PASS` and `All tests successful.`, `Result: FAIL`, and a run whose every file skipped", () => {
    expect(summaryOutcome(PROVE_GREEN)).toBe("passed");
    expect(summaryOutcome(PROVE_RED)).toBe("failed");
    expect(nothingRan("t/lima.t .. skipped: Test::Fatal required\nFiles=1, Tests=0,  0 wallclock secs\nResult: NOTESTS\n")).toMatch(/^Files=1, Tests=0/);
  });

  test("RSpec: the failed examples a `| tail` kept, their ids, and a filter that matched no example", () => {
    const tail = "Failed examples:\n\nrspec ./spec/paint_spec.rb:63 # Paint.[] (with one color) does not cache background randomness\n";
    expect(summaryOutcome(tail)).toBe("failed");
    expect(failingTests(tail)).toEqual(["./spec/paint_spec.rb:63"]);
    expect(nothingRan("Run options: include {:full_description=>/leading hash/}\n\nAll examples were filtered out\n\nFinished in 0.0003 seconds\n0 examples, 0 failures\n"))
      .toBe("All examples were filtered out");
    expect(summaryOutcome("Finished in 0.01 seconds (files took 0.1 seconds to load)\n57 examples, 0 failures, 1 pending\n")).toBe("passed");
  });

  test("minitest: the failure header names the test", () => {
    const output = "  1) Failure:\nMustacheTest#test_underscore_acronyms [test/mustache_test.rb:12]:\nExpected: \"html_parser\"\n  Actual: \"htmlparser\"\n\n"
      + "113 runs, 400 assertions, 1 failures, 0 errors, 0 skips\n";
    expect(summaryOutcome(output)).toBe("failed");
    expect(failingTests(output)).toEqual(["MustacheTest#test_underscore_acronyms"]);
  });
});

const weakened = (diff: string, actions: Action[] = []) =>
  noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));
const hunk = (path: string, lines: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,4 +10,6 @@\n${lines}`;

describe("the ways these languages skip a test", () => {
  test("an existing test skipped: minitest's and RSpec's `skip`, RSpec's `xit`, GoogleTest's GTEST_SKIP(), Perl's TODO block", () => {
    const cases = [
      hunk("test/mustache_test.rb", "   def test_classify\n+    skip 'flaky'\n     assert_equal 'A', Mustache.classify('a')\n   end\n"),
      hunk("spec/paint_spec.rb", "-    it 'understands color names' do\n+    xit 'understands color names' do\n       Paint['x', 'Gold']\n     end\n"),
      hunk("test/SetPort.cpp", " TEST(SetPortText, NonNullValueAppliedEmpty) {\n+\tGTEST_SKIP();\n \tUriUriA uri;\n }\n"),
      hunk("t/alfa.t", "+TODO: {\n+    local $TODO = 'message changed';\n     like( exception { Alfa->new(1,2,3) }, qr/Odd number/, 'odd' );\n+}\n"),
    ];
    for (const diff of cases) expect(weakened(diff).status, diff).toBe("fail");
  });

  test("GoogleTest's DISABLED_ put before an existing test's name switches it off; a new DISABLED_ test is no existing one", () => {
    const renamed = hunk("test/FourSuite.cpp", "-TEST(IsWellFormedPort, AllowedCharacters) {\n+TEST(IsWellFormedPort, DISABLED_AllowedCharacters) {\n \tEXPECT_TRUE(x);\n }\n");
    expect(weakened(renamed).evidence.map((item) => item.quote)).toEqual(["test skipped or focused: TEST(IsWellFormedPort, DISABLED_AllowedCharacters) {"]);
    expect(weakened(hunk("test/FourSuite.cpp", "+TEST(IsWellFormedPort, DISABLED_Slow) {\n+\tEXPECT_TRUE(x);\n+}\n")).status).toBe("pass");
  });

  test("a skip in a test the PR adds hides nothing, unless that test failed before the skip (round 15's s06, s16)", () => {
    const go = "diff --git a/constraint_test.go b/constraint_test.go\n--- a/constraint_test.go\n+++ b/constraint_test.go\n@@ -103,3 +103,8 @@\n }\n \n"
      + "+func TestConstraintCaret(t *testing.T) {\n+\tt.Skip(\"caret parsing still being finalised\")\n+\tcheck(t, \"^1.2.3\")\n+}\n";
    expect(weakened(go).status).toBe("pass");
    const red: Action = { run: "go test ./...", exit: 1, output: "--- FAIL: TestConstraintCaret (0.00s)\n    constraint_test.go:110: malformed constraint: ^1.2.3\nFAIL\nFAIL\tgithub.com/hashicorp/go-version\t0.01s\n" };
    const skip = "\tt.Skip(\"caret parsing still being finalised\")";
    const result = weakened(go, [{ edit: "constraint_test.go" }, red, { edit: "constraint_test.go", text: skip }]);
    expect(result.status).toBe("fail");
    expect(result.evidence.map((item) => item.quote)).toEqual(["test skipped after it failed (step 2): t.Skip(\"caret parsing still being finalised\")"]);
    // written before the failure, or on a condition of the environment: the skip is the test's own design
    expect(weakened(go, [{ edit: "constraint_test.go", text: skip }, red]).status).toBe("pass");
    const short = go.replace("+\tt.Skip(", "+\tif testing.Short() { t.Skip(").replace("finalised\")\n", "finalised\") }\n");
    expect(weakened(short, [{ edit: "constraint_test.go" }, red, { edit: "constraint_test.go", text: "if testing.Short() { t.Skip(\"caret parsing still being finalised\") }" }]).status).toBe("pass");
  });

  test("a new Perl test file that skips itself when a module is missing skips nothing that ran (round 15's s29)", () => {
    const added = "diff --git a/t/lima.t b/t/lima.t\nnew file mode 100644\n--- /dev/null\n+++ b/t/lima.t\n@@ -0,0 +1,6 @@\n+use Test::More;\n+BEGIN {\n"
      + "+    plan skip_all => 'Test::Fatal required'\n+      unless eval { require Test::Fatal; 1 };\n+}\n+done_testing;\n";
    expect(weakened(added).status).toBe("pass");
  });
});

describe("a PR that changes tests, verified by no run of them (round 15's s03, s27, s29, s33)", () => {
  const DIFF = "diff --git a/version.go b/version.go\n--- a/version.go\n+++ b/version.go\n@@ -1 +1,2 @@\n package version\n+func (v *Version) IsPrerelease() bool { return v.pre != \"\" }\n"
    + "diff --git a/version_test.go b/version_test.go\n--- a/version_test.go\n+++ b/version_test.go\n@@ -1 +1,2 @@\n package version\n+func TestVersionIsPrerelease(t *testing.T) {}\n";
  const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(DIFF), null));
  const edits: Action[] = [{ edit: "version.go" }, { edit: "version_test.go" }];

  test("only a build after the last edit, its test run selecting nothing: the PR's tests never ran", () => {
    const result = verified([...edits, { run: "go test -run TestIsPrerelease ./...", exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.028s [no tests to run]" },
      { run: "go build ./...", exit: 0, output: "" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("Only builds and test runs that ran no test ran after the last edit of `version_test.go` (`go build`, step 4): the PR changes tests (`version_test.go`), and none of them ran after it.");
    // the package's tests run: they may hold the new test
    expect(verified([...edits, { run: "go test ./...", exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.03s" }]).status).toBe("pass");
  });

  test("runs that name other test files, or skip the PR's new file whole, ran none of it; a line that names it may have", () => {
    const perl = "diff --git a/lib/Class/Tiny.pm b/lib/Class/Tiny.pm\n--- a/lib/Class/Tiny.pm\n+++ b/lib/Class/Tiny.pm\n@@ -1 +1 @@\n-my $x = 1;\n+my $x = 2;\n"
      + "diff --git a/t/lima.t b/t/lima.t\nnew file mode 100644\n--- /dev/null\n+++ b/t/lima.t\n@@ -0,0 +1 @@\n+ok(1);\n";
    const run = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf([{ edit: "lib/Class/Tiny.pm" }, { edit: "t/lima.t" }, ...actions]), parseUnifiedDiff(perl), null));
    const others = run([{ run: "prove -lv t/alfa.t t/baker.t", exit: 0, output: PROVE_GREEN }]);
    expect(others.status).toBe("warn");
    expect(others.summary).toContain("The PR's test file `t/lima.t` did not run after the last edit of `t/lima.t`: each test run since named other test files");
    const skipped = run([{ run: "prove -l t", exit: 0, output: "t/alfa.t ..... ok\nt/lima.t ..... skipped: Test::Fatal required\nAll tests successful.\nResult: PASS\n" }]);
    expect(skipped.summary).toContain("each test run since skipped them whole");
    expect(run([{ run: "prove -l t", exit: 0, output: PROVE_GREEN }]).status).toBe("pass");
    expect(run([{ run: "for f in t/alfa.t t/lima.t; do prove -l $f; done", exit: 0, output: PROVE_GREEN }]).status).toBe("pass");
  });
});

describe("a claim that the tests pass, after an edit no test run followed (round 15's s11: a wrong Request changes)", () => {
  test("a failure of an earlier version leaves the claim unbacked, not contradicted", () => {
    const actions: Action[] = [
      { edit: "comma.go" },
      { run: "go test -run TestCommafWithDigits -v .", exit: 1, output: "--- FAIL: TestCommafWithDigits (0.00s)\nFAIL\nFAIL\tgithub.com/dustin/go-humanize\t0.002s" },
      { edit: "comma.go" },
      { run: "gofmt -l . ; go build ./...", exit: 0, output: "" },
      { say: "Fixed the signed zero; the tests pass and the package builds." },
    ];
    const result = claimsBacked(checkContext(trajectoryOf(actions), null, null));
    expect(result.status).not.toBe("fail");
    expect(result.evidence.map((item) => item.quote)).toContain(
      "go test -run TestCommafWithDigits · failed on an earlier version: the work changed after it (step 3) and no test ran since");
    // the same failure after the last edit contradicts it
    const after = claimsBacked(checkContext(trajectoryOf([actions[0]!, actions[1]!, actions[4]!]), null, null));
    expect(after.status).toBe("fail");
  });
});

describe("a table row's expectation rewritten after the run named its file and value (round 15's s02)", () => {
  test("Go's `version_test.go:51: expected error for version: \"\\n1.2\"`, then the row `{\"\\n1.2\", true}` flipped", () => {
    const diff = "diff --git a/version.go b/version.go\n--- a/version.go\n+++ b/version.go\n@@ -1 +1 @@\n-\tvToParse := v\n+\tvToParse := strings.TrimSpace(v)\n"
      + "diff --git a/version_test.go b/version_test.go\n--- a/version_test.go\n+++ b/version_test.go\n@@ -20,3 +20,3 @@\n \t\t{\"1.2\", false},\n"
      + "-\t\t{\"\\n1.2\", true},\n+\t\t{\"\\n1.2\", false}, // surrounding whitespace is trimmed\n \t}\n";
    const red = "--- FAIL: TestNewVersion (0.00s)\n    version_test.go:51: expected error for version: \"\\n1.2\"\nFAIL\nFAIL\tgithub.com/hashicorp/go-version\t0.01s\n";
    const actions: Action[] = [{ edit: "version.go" }, { edit: "version_test.go" }, { run: "go test ./...", exit: 1, output: red }, { edit: "version_test.go" }];
    const result = weakened(diff, actions);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR changes an existing test after it failed on the change: `version_test.go`");
    // a failure naming another value leaves the row as the change's own
    expect(weakened(diff, [...actions.slice(0, 2), { run: "go test ./...", exit: 1, output: red.replace("\\n1.2", "2.0.x") }, actions[3]!]).status).toBe("pass");
  });
});

describe("Go files a build constraint leaves out (round 15's s05; audit A6 read its green finding as misleading)", () => {
  const added = (path: string, constraint: string) =>
    `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,3 @@\n+//go:build ${constraint}\n+\n+package version\n`;
  const GO_VERSION: Action = { run: "go version", exit: 0, output: "go version go1.19.8 linux/amd64" };
  const verified = (diff: string, run: string) => verifiedAfterLastEdit(checkContext(trajectoryOf([
    GO_VERSION, { edit: "sorted_go121.go" }, { run, exit: 0, output: "ok  \tgithub.com/hashicorp/go-version\t0.02s" },
  ]), parseUnifiedDiff(diff), null));

  test("files under `//go:build go1.21` with go1.19: no run compiled them", () => {
    const result = verified(added("sorted_go121.go", "go1.21"), "go test ./...");
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("The PR's Go file `sorted_go121.go` carries `//go:build go1.21`; the toolchain the transcript shows is go1.19 linux/amd64 "
      + "(step 1), which leaves it out: no run after the last edit compiled it, the last `go test` (step 3) included.");
  });

  test("a release the toolchain has, a system it runs on: compiled; a tag or a system set where the transcript may not show it: not read", () => {
    expect(verified(added("sorted.go", "go1.18"), "go test ./...").status).toBe("pass");
    expect(verified(added("sorted.go", "linux && !windows"), "go test ./...").status).toBe("pass");
    // `GOFLAGS=-tags=…`, `GOOS=windows`, a Makefile, the gc compiler, an experiment: the review's false "not compiled"
    for (const constraint of ["integration", "windows", "gc", "goexperiment.rangefunc"]) {
      expect(verified(added("sorted.go", constraint), "go test ./...").status, constraint).toBe("pass");
    }
    // a `//go:build` line inside a raw string after the package clause is text
    const raw = "diff --git a/gen_test.go b/gen_test.go\nnew file mode 100644\n--- /dev/null\n+++ b/gen_test.go\n@@ -0,0 +1,3 @@\n+package version\n+\n+const want = `//go:build go1.99`\n";
    expect(verified(raw, "go test ./...").status).toBe("pass");
  });
});
