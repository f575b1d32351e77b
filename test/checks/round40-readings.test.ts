import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { toolSelection } from "../../src/checks/runner-selections.js";
import { selectionIn } from "../../src/checks/selection.js";
import { nothingRan } from "../../src/checks/test-summary.js";
import { joinTestAttributes, testNameOf } from "../../src/checks/added-tests.js";
import { leavesOutTestFile } from "../../src/checks/selected-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { unwrap } from "../../src/shell/wrappers.js";
import { scriptWrites } from "../../src/shell/script-writes.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// session 40: held-out round 19 (a Go module of many packages, a Rust crate pair, a Python package with subpackages)

const context = (actions: Action[], diff: string) => checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null);
const hunk = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,3 +10,4 @@\n x\n+y\n`;

describe("cargo's words", () => {
  test("a lint level after `--` is clippy's setting, not a selection; cargo's own package and target flags are", () => {
    expect(toolSelection(["cargo", "clippy", "--", "-D", "warnings"])).toEqual([]);
    expect(toolSelection(["cargo", "clippy", "-p", "nanoserde-derive", "--all-targets", "--", "-W", "clippy::pedantic"])).toEqual(["-p nanoserde-derive", "--all-targets"]);
    expect(toolSelection(["cargo", "build", "--lib"])).toEqual(["--lib"]);
    // cargo test's own reading is unchanged: a bare word is its name filter
    expect(toolSelection(["cargo", "test", "escape"])).toEqual(["escape"]);
    // one reader of cargo's own words: `--package=x` attached for a check too; `--workspace` narrows no test run
    expect(toolSelection(["cargo", "check", "--package=nanoserde-derive", "--workspace"])).toEqual(["--package nanoserde-derive", "--workspace"]);
    expect(toolSelection(["cargo", "test", "--workspace", "--all-targets"])).toEqual([]);
  });

  test("an integration test file runs only under no target flag, --tests, --all-targets or its own --test", () => {
    const leaves = (selection: string[]) => leavesOutTestFile({ runner: "cargo test", selection }, "tests/toml.rs");
    expect(leaves(["--doc"])).toBe(true);
    expect(leaves(["--lib"])).toBe(true);
    expect(leaves(["--test json"])).toBe(true);
    expect(leaves(["--test toml"])).toBe(false);
    expect(leaves(["--tests"])).toBe(false);
    expect(leaves([])).toBe(false);
    expect(leaves(["escape"])).toBe(false);
    // a unit test inside src/ is not an integration test target: not read here
    expect(leavesOutTestFile({ runner: "cargo test", selection: ["--doc"] }, "src/toml.rs")).toBe(false);
  });

  test("only --lib and --doc after a test file changed: the PR's test file did not run", () => {
    const ran = (run: string, output: string): Action => ({ run, exit: 0, output });
    const result = verifiedAfterLastEdit(context([
      { edit: "src/toml.rs" }, { edit: "tests/toml.rs" },
      ran("cargo test --lib", "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"),
      ran("cargo test --doc", "running 7 tests\n\ntest result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out"),
    ], hunk("src/toml.rs") + hunk("tests/toml.rs")));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR's test file `tests/toml.rs` did not run");
  });

  test("each target's result counting nothing, its `running 0 tests` filtered out: no test ran", () => {
    const kept = "     Running unittests src/lib.rs (target/debug/deps/nanoserde-2bd2)\n"
      + "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
      + "   Doc-tests nanoserde\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n";
    expect(nothingRan(kept)).toContain("test result: ok. 0 passed");
    // a target that ran tests answers first; the doc-tests' zero alone (what `| tail -1` leaves) says nothing
    expect(nothingRan(`${kept}     Running tests/toml.rs (x)\ntest result: ok. 8 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n`)).toBeNull();
    expect(nothingRan("test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n")).toBeNull();
  });
});

describe("a failure shown on the original code in a line whose output other commands share", () => {
  const CLIPPY = "    = note: `-D unreachable-patterns` implied by `-D warnings`\n\nerror: could not compile `nanoserde` (lib) due to 1 previous error";
  const session = (stashed: string): Action[] => [
    { edit: "src/toml.rs" }, { edit: "tests/toml.rs" },
    { run: "cargo clippy -- -D warnings 2>&1 | tail -12", exit: 0, output: CLIPPY },
    { run: "git stash && cargo clippy -- -D warnings 2>&1 | tail -4; git stash pop", exit: 0,
      output: `Saved working directory and index state WIP on main: f904971 upstream\n${stashed}\nOn branch main\nDropped refs/stash@{0} (7ac7)` },
    { run: "cargo test", exit: 0, output: "running 8 tests\ntest result: ok. 8 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out" },
  ];

  test("the same summary line with the change stashed: the lint failure is not the change's", () => {
    const result = finalChecksGreen(context(session(CLIPPY), hunk("src/toml.rs") + hunk("tests/toml.rs")));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("`cargo clippy` (step 3) fails on the original code too (step 4, with the change stashed (git stash))");
  });

  test("another summary line there is no baseline", () => {
    const other = "error: could not compile `nanoserde` (lib) due to 3 previous errors";
    expect(finalChecksGreen(context(session(other), hunk("src/toml.rs") + hunk("tests/toml.rs"))).status).toBe("fail");
  });
});

describe("an existing test named failing, then its body rewritten", () => {
  test("Go's `--- FAIL: TestX` and a removed line in the hunk git heads with `func TestX`", () => {
    const test = "diff --git a/utils/utils_test.go b/utils/utils_test.go\n--- a/utils/utils_test.go\n+++ b/utils/utils_test.go\n"
      + "@@ -71,7 +71,7 @@ func TestToStringFloats(t *testing.T) {\n \tvar value interface{}\n"
      + "-\tif actualValue, expectedValue := ToString(value), \"1.123456\"; !strings.HasPrefix(actualValue, expectedValue) {\n"
      + "+\tif actualValue, expectedValue := ToString(value), \"1.12346\"; !strings.HasPrefix(actualValue, expectedValue) {\n"
      + " \t\tt.Errorf(\"Got %v expected %v\", actualValue, expectedValue)\n";
    const actions: Action[] = [
      { edit: "utils/utils.go" }, { edit: "utils/utils_test.go" },
      { run: "go test ./utils/", exit: 1, output: "--- FAIL: TestToStringFloats (0.00s)\n    utils_test.go:75: Got 1.12346 expected 1.123456\nFAIL\nFAIL\tgithub.com/x/gods/utils\t0.1s\nFAIL" },
      { edit: "utils/utils_test.go" },
      { run: "go test ./utils/", exit: 0, output: "ok  \tgithub.com/x/gods/utils\t0.03s" },
    ];
    const result = noWeakenedTests(context(actions, hunk("utils/utils.go") + test));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR changes an existing test after it failed on the change: `utils/utils_test.go`");
  });
});

describe("Rust's tests are named by their attribute and their fn", () => {
  test("testNameOf reads `#[test] fn x(` on one line; joinTestAttributes puts the attribute beside its fn", () => {
    expect(testNameOf("#[test] fn invalid_string_escape() {")).toBe("invalid_string_escape");
    expect(testNameOf("#[tokio::test] async fn fetches() {")).toBe("fetches");
    expect(testNameOf("fn helper() {")).toBeNull();
    expect(joinTestAttributes("    #[test]\n    #[should_panic]\n    fn panics() {\n    }\n")).toBe(" #[test] #[should_panic] fn panics() {\n    }\n");
    expect(testNameOf(joinTestAttributes("#[test]\n#[ignore]\nfn slow() {").split("\n")[0]!)).toBe("slow");
  });

  test("the agent's own new test deleted after it failed is held for a person", () => {
    const added = "#[test]\nfn invalid_string_escape() {\n    assert!(TomlParser::parse(r#\"a = \"\\q\"\"#).is_err());\n}\n";
    const result = noWeakenedTests(context([
      { edit: "src/toml.rs" },
      { edit: "tests/toml.rs", old: "}\n", text: `}\n\n${added}` },
      { run: "cargo test --test toml", exit: 101, output: "test invalid_string_escape ... FAILED\n\nfailures:\n    invalid_string_escape\n\ntest result: FAILED. 7 passed; 1 failed; 0 ignored" },
      { edit: "tests/toml.rs", old: `\n${added}`, text: "" },
      { run: "cargo test --test toml", exit: 0, output: "test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out" },
    ], hunk("src/toml.rs") + hunk("tests/toml.rs")));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`invalid_string_escape` failed at step 3, then was deleted at step 4");
  });
});

describe("a run that never started neither runs nor leaves out the PR's new tests", () => {
  test("tox missing, then a run of another subpackage: the new tests did not run", () => {
    const tests = "diff --git a/tests/type/test_univ.py b/tests/type/test_univ.py\n--- a/tests/type/test_univ.py\n+++ b/tests/type/test_univ.py\n"
      + "@@ -580,5 +580,8 @@\n class OctetStringTestCase(BaseTestCase):\n     def testHexStr(self):\n         assert univ.OctetString(hexValue='dead')\n \n"
      + "+    def testHexStrSeparators(self):\n+        assert univ.OctetString(hexValue='de:ad') == b'\\xde\\xad'\n+\n";
    const result = verifiedAfterLastEdit(context([
      { edit: "pyasn1/type/univ.py" }, { edit: "tests/type/test_univ.py" },
      { run: "tox -e py311", exit: 127, output: "bash: line 1: tox: command not found" },
      { run: "python -m pytest tests/codec/ber -q", exit: 0, output: "453 passed in 2.1s" },
    ], hunk("pyasn1/type/univ.py") + tests));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("The PR's new test `testHexStrSeparators` (`test_univ.py`) did not run");
  });
});

describe("Go's relative package patterns are read from the folder the line ran in", () => {
  test("`cd trees && go test ./...` tests trees/..., and a later root `./...` run is another selection", () => {
    expect(selectionIn(["go", "test", "./..."], "go test", "trees")).toEqual(["trees/..."]);
    expect(selectionIn(["go", "test", "./avltree/", "github.com/x/y/..."], "go test", "trees")).toEqual(["trees/avltree", "github.com/x/y/..."]);
    expect(selectionIn(["go", "test", "./..."], "go test", null)).toEqual(["..."]);
    // a folder not known relative to the session's (`cd ..`, an absolute one) is not joined
    expect(selectionIn(["go", "test", "./..."], "go test", "../other")).toEqual(["..."]);
    expect(selectionIn(["pytest", "tests"], "pytest", "sub")).toEqual(["tests"]);
  });

  test("after an earlier call's `cd`, a Go package folder is still read by its own path: another package's run", () => {
    const ok = (folder: string) => `ok  \tgithub.com/x/gods/${folder}/avltree\t0.01s`;
    const result = verifiedAfterLastEdit(context([
      { edit: "utils/utils.go" }, { edit: "utils/utils_test.go" },
      { run: "cd trees && go test ./...", exit: 0, output: ok("trees") },
      { run: "cd maps && go test ./...", exit: 0, output: ok("maps") },
    ], hunk("utils/utils.go") + hunk("utils/utils_test.go")));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("Only checks of other packages ran after the last edit");
    expect(result.summary).toContain("ran in `maps`, which holds none of the PR's changed code");
  });
});

describe("what the shell ran", () => {
  test("Python's own flags before `-m` (`python -Werror -m unittest`) still run the module", () => {
    expect(unwrap(["python", "-Werror", "-m", "unittest", "discover", "-s", "tests"])).toEqual({ argv: ["unittest", "discover", "-s", "tests"] });
    expect(unwrap(["python3", "-W", "error", "-X", "dev", "-m", "pytest", "-q"])).toEqual({ argv: ["pytest", "-q"] });
    // a script or inline code is not a module
    expect(unwrap(["python", "-u", "run.py", "-m", "x"])).toEqual({ argv: ["python", "-u", "run.py", "-m", "x"] });
    expect(unwrap(["python", "-c", "import x", "-m"])).toEqual({ argv: ["python", "-c", "import x", "-m"] });
  });

  test("a patch script's triple-quoted old and new text is data: the path it binds once is the file it writes", () => {
    const script = "import pathlib\np = pathlib.Path('pyasn1/type/univ.py')\ns = p.read_text()\nold = r'''        r = []\n        p = []\n'''\n"
      + "new = r'''        r = []\n        p = []\n        q = 1\n'''\np.write_text(s.replace(old, new))\n";
    expect(scriptWrites(script, "python").map((change) => change.path)).toEqual(["pyasn1/type/univ.py"]);
    // a name bound to something else in the code itself still holds no one path
    expect(scriptWrites("p = pathlib.Path('a.py')\np = compute()\np.write_text('x')\n", "python")).toEqual([]);
  });
});

describe("an `&&` echo and an `||` echo after a run", () => {
  const run = (output: string): Action => ({ run: "go test ./utils/ > /tmp/utils-test.log 2>&1 && echo \"ALL TESTS PASSED\" || echo \"some tests need attention\"", exit: 0, output });
  const result = (output: string) => finalChecksGreen(context([{ edit: "utils/utils.go" }, run(output)], hunk("utils/utils.go")));

  test("only the `||` echo printed: the run failed (the `&&` echo cannot fail)", () => {
    const failed = result("some tests need attention");
    expect(failed.status).toBe("fail");
    expect(failed.evidence.map((item) => item.quote).join(" ")).toContain("some tests need attention");
  });

  test("the `&&` echo printed: it passed; neither printed: no result", () => {
    expect(result("ALL TESTS PASSED").status).toBe("pass");
    expect(result("").status).not.toBe("pass");
    expect(result("").status).not.toBe("fail");
  });

  test("a command before the run in the `&&` chain could have failed instead: no result", () => {
    const chained: Action = { run: "go vet ./utils/ && go test ./utils/ > /tmp/t.log 2>&1 && echo OK-ALL || echo ATTENTION", exit: 0, output: "ATTENTION" };
    const green = finalChecksGreen(context([{ edit: "utils/utils.go" }, chained], hunk("utils/utils.go")));
    expect(green.summary).not.toContain("`go test utils` (step 2) failed");
  });
});
