import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// a test the PR adds never ran on the original code: `git stash` keeps an untracked new test file and runs it on the old
// code, so its failing there too is no baseline for its failing on the change

const SOURCE = "diff --git a/src/slug.py b/src/slug.py\n--- a/src/slug.py\n+++ b/src/slug.py\n@@ -1,2 +1,3 @@\n x\n+y\n";
const NEW_FILE = "diff --git a/tests/test_slug_unicode.py b/tests/test_slug_unicode.py\nnew file mode 100644\n--- /dev/null\n"
  + "+++ b/tests/test_slug_unicode.py\n@@ -0,0 +1,4 @@\n+def test_accents():\n+    assert slug('é') == 'e'\n+def test_cjk():\n+    assert slug('中') == 'zhong'\n";
const EXISTING_FILE = "diff --git a/tests/test_slug.py b/tests/test_slug.py\n--- a/tests/test_slug.py\n+++ b/tests/test_slug.py\n@@ -9,2 +9,4 @@\n x\n"
  + "+def test_cjk():\n+    assert slug('中') == 'zhong'\n";
const failed = (file: string, names: string[], passed: number) => `${names.map((name) => `FAILED ${file}::${name} - AssertionError`).join("\n")}\n`
  + `${names.length} failed${passed > 0 ? `, ${passed} passed` : ""} in 0.05s`;

const session = (file: string): Action[] => [
  { prompt: "Make slug() transliterate unicode." },
  { edit: "src/slug.py" },
  { edit: file, tool: "Write", text: "def test_cjk():\n    assert slug('中') == 'zhong'\n" },
  { run: `python -m pytest ${file} -q`, exit: 1, output: failed(file, ["test_cjk"], 1) },
  { run: `git stash && python -m pytest ${file} -q; git stash pop`, exit: 0,
    output: `Saved working directory and index state WIP on main: abc\n${failed(file, ["test_accents", "test_cjk"], 0)}\nDropped refs/stash@{0}` },
  { say: `Done: all tests pass except test_cjk, which fails on the original code too (the environment lacks the tables).` },
  { end: "completed" },
];

describe("a failing test the PR adds is the change's, however it fails with the change stashed", () => {
  test("in a file the PR adds: the last run failed, with why the stash run is no baseline", () => {
    const context = checkContext(trajectoryOf(session("tests/test_slug_unicode.py")), parseUnifiedDiff(SOURCE + NEW_FILE), null);
    const result = finalChecksGreen(context);
    expect(result.status).toBe("fail");
    expect(result.summary).toContain("`test_cjk` is a test the PR adds: that it also failed on the original code (step 5, with the change stashed");
    expect(result.summary).not.toContain("not charged to this change");
    expect(claimsBacked(context).status).not.toBe("pass");
  });

  test("a new test in an existing file: the same", () => {
    const context = checkContext(trajectoryOf(session("tests/test_slug.py")), parseUnifiedDiff(SOURCE + EXISTING_FILE), null);
    expect(finalChecksGreen(context).status).toBe("fail");
  });

  test("an existing test failing with the change stashed stays pre-existing", () => {
    const unchanged = SOURCE;
    const context = checkContext(trajectoryOf(session("tests/test_slug.py")), parseUnifiedDiff(unchanged), null);
    const result = finalChecksGreen(context);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toContain("fails on the original code too (step 5, with the change stashed");
  });
});

describe("a file named like one the PR adds is not that file", () => {
  test("Go's message `util_test.go:14:` of another package failing as before stays pre-existing beside a new cache/util_test.go", () => {
    const added = "diff --git a/cache/util_test.go b/cache/util_test.go\nnew file mode 100644\n--- /dev/null\n+++ b/cache/util_test.go\n"
      + "@@ -0,0 +1,2 @@\n+package cache\n+func TestHit(t *testing.T) {}\n";
    const netx = "--- FAIL: TestDial (0.00s)\n    util_test.go:14: dial tcp: network is unreachable\nFAIL\nFAIL\tgithub.com/acme/kit/netx\t0.02s\nFAIL";
    const context = checkContext(trajectoryOf([
      { edit: "cache/cache.go" }, { edit: "cache/util_test.go", tool: "Write", text: "package cache\n" },
      { run: "go test ./netx/", exit: 1, output: netx },
      { run: "git stash -u && go test ./netx/; git stash pop", exit: 0, output: `Saved working directory and index state WIP on main: 1a2b\n${netx}\nDropped refs/stash@{0}` },
    ]), parseUnifiedDiff(SOURCE.replace(/src\/slug\.py/g, "cache/cache.go") + added), null);
    const result = finalChecksGreen(context);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toContain("fails on the original code too");
  });
});
