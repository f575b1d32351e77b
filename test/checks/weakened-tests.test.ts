import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const diffOf = (path: string, hunk: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}\n`;
const weakened = (diff: string) => noWeakenedTests(checkContext(trajectoryOf([]), parseUnifiedDiff(diff), null));

describe("no_weakened_tests: skips and exclusions added", () => {
  test.each([
    ["it.skipIf(true)", "src/a.test.ts", "+it.skipIf(true)('adds', () => {"],
    ["describe.skip", "src/a.test.ts", "+describe.skip('suite', () => {"],
    ["test.skip", "src/a.test.ts", "+test.skip('adds', () => {"],
    ["xit", "src/a.spec.js", "+xit('adds', () => {"],
    ["test.runIf(false)", "src/a.test.ts", "+test.runIf(false)('adds', () => {"],
    ["@pytest.mark.skip", "tests/test_a.py", "+@pytest.mark.skip"],
  ])("%s added blocks", (_name, path, line) => {
    expect(weakened(diffOf(path, `@@ -1,0 +1,1 @@\n${line}`))).toMatchObject({ status: "fail", blocking: true });
  });

  test("a method named like a marker (`model.fit(X)`), or a bare `fit(` call in Python, is code, not a focus marker", () => {
    // round 6's s11 and s14: scikit-learn tests the PR adds around `.fit(X)` were read as Jasmine's fit(
    const hunk = "@@ -1,0 +1,4 @@\n+def helper(model, X):\n+    model.fit(X)\n+    fit(X, y)\n+    return IsolationForest(n_estimators=5).fit(X)";
    expect(weakened(diffOf("sklearn/ensemble/tests/test_iforest.py", hunk)).status).toBe("pass");
    // JavaScript's bare fit( still focuses a test, and a method named it does not
    expect(weakened(diffOf("src/a.spec.js", "@@ -1,0 +1,1 @@\n+fit('adds', () => {")).status).toBe("fail");
    expect(weakened(diffOf("src/a.spec.js", "@@ -1,0 +1,1 @@\n+model.fit(data);")).status).toBe("pass");
  });

  test("skipIf on a real condition is not a weakening", () => {
    expect(weakened(diffOf("src/a.test.ts", "@@ -1,0 +1,1 @@\n+it.skipIf(process.platform === 'win32')('adds', () => {")).status).toBe("pass");
  });

  test("a test path added to a vitest exclude list blocks, pointing at the line", () => {
    const hunk = "@@ -3,4 +3,5 @@\n   test: {\n     exclude: [\n       '**/node_modules/**',\n+      'src/parser.test.ts',\n     ],";
    const result = weakened(diffOf("vitest.config.ts", hunk));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence[0]).toMatchObject({ path: "vitest.config.ts:6", quote: "tests excluded from the run: 'src/parser.test.ts'," });
  });

  test("a test folder added to jest's testPathIgnorePatterns on one line blocks", () => {
    const hunk = '@@ -5,1 +5,1 @@\n-    "testPathIgnorePatterns": ["/node_modules/"]\n+    "testPathIgnorePatterns": ["/node_modules/", "<rootDir>/tests/slow/"]';
    expect(weakened(diffOf("package.json", hunk)).status).toBe("fail");
  });

  test("other config entries and non-test excludes pass", () => {
    const hunk = "@@ -3,3 +3,5 @@\n   test: {\n+    include: ['src/**/*.test.ts'],\n     exclude: [\n+      'dist/**',\n     ],";
    expect(weakened(diffOf("vitest.config.ts", hunk)).status).toBe("pass");
  });
});

describe("no_weakened_tests: markers read in code only, not in strings or comments", () => {
  test("a new test that writes a skipped test with makepyfile (pytest's own shape) is not a weakening", () => {
    const result = weakened(readFileSync("test/fixtures/pr-shapes/makepyfile-skip.diff", "utf8"));
    expect(result.status).toBe("pass");
  });

  test.each([
    ["a comment", "tests/test_a.py", "+x = 1  # @pytest.mark.skip until #12 lands"],
    ["a string", "src/a.test.ts", "+const source = 'it.skip(\"x\", () => {})';"],
    ["a Go raw string", "pkg/a_test.go", "+const src = `t.Skip()`"],
    ["a Rust string", "tests/a.rs", '+let attr = "#[ignore]";'],
  ])("a marker in %s passes", (_name, path, line) => {
    expect(weakened(diffOf(path, `@@ -1,0 +1,1 @@\n${line}`)).status).toBe("pass");
  });

  test("a real marker after a string on the same line still blocks", () => {
    const result = weakened(diffOf("tests/test_a.py", '@@ -1,0 +1,2 @@\n+MSG = "@pytest.mark.skip"\n+@pytest.mark.skip(reason="flaky")'));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence).toHaveLength(1);
    expect(result.evidence[0]!.path).toBe("tests/test_a.py:2");
  });

  test("an assertion removed from a comment is not a lost assertion", () => {
    const hunk = "@@ -1,2 +1,1 @@\n-# assert parse(x) == 3\n def test_a():";
    expect(weakened(diffOf("tests/test_a.py", hunk)).status).toBe("pass");
  });
});

describe("no_weakened_tests: an existing test changed after it failed on the change", () => {
  const diff = diffOf("src/perm.py", "@@ -1,1 +1,1 @@\n-    return a\n+    return b")
    + diffOf("tests/test_perm.py", "@@ -5,1 +5,1 @@\n-    raises(ValueError, lambda: perm([[1], [1, 2]]))\n+    assert perm([[1], [1, 2]]) == perm([0, 2, 1])");
  const check = (actions: Parameters<typeof trajectoryOf>[0]) =>
    noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

  test("is a warning for a person, citing the failing run and the edit after it", () => {
    const result = check([
      { edit: "src/perm.py" },
      { run: "pytest tests/test_perm.py", exit: 1, output: "1 failed, 3 passed" },
      { edit: "tests/test_perm.py" },
      { run: "pytest tests/test_perm.py", exit: 0, output: "4 passed" },
    ]);
    expect(result).toMatchObject({ status: "warn", blocking: false });
    expect(result.summary).toContain("`tests/test_perm.py` (`pytest` failed on it at step 2, then the agent edited it at step 3)");
    expect(result.evidence.map((item) => item.step)).toEqual([1, 2]); // steps as records count them from 0
    expect(result.evidence[1]!.quote).toBe("test edited after it failed: the PR removes 1 line of tests/test_perm.py and adds 1");
  });

  test("a run of the folder holding the test, or one naming its failing test, is a run of it", () => {
    for (const run of ["python -m pytest tests -q", "python -m pytest -q tests/"]) {
      const result = check([{ edit: "src/perm.py" }, { run, exit: 1, output: "FAILED tests/test_perm.py::test_perm - Failed\n1 failed, 3 passed" }, { edit: "tests/test_perm.py" }]);
      expect(result.status, run).toBe("warn");
    }
    const named = check([{ edit: "src/perm.py" }, { run: "make check", exit: 2, output: "FAILED tests/test_perm.py::test_perm - Failed\n1 failed, 3 passed" }, { edit: "tests/test_perm.py" }]);
    expect(named.summary).toContain("`make check` failed on it at step 2");
    // a run of another folder is not a run of it
    expect(check([{ edit: "src/perm.py" }, { run: "python -m pytest docs -q", exit: 1, output: "1 failed" }, { edit: "tests/test_perm.py" }]).status).toBe("pass");
  });

  test("a failure whose traceback quotes the line the PR rewrites, though the agent had first added lines to the test", () => {
    // round 10's s34: asserts added, then unittest failed on the committed assertion, which the agent then rewrote
    const traceback = "FAIL: test_perm (tests.test_perm.PermTest)\n  File \"tests/test_perm.py\", line 5\n"
      + "    raises(ValueError, lambda: perm([[1], [1, 2]]))\nAssertionError\n\nRan 3 tests in 0.01s\n\nFAILED (failures=1)";
    const actions = (output: string): Parameters<typeof trajectoryOf>[0] => [
      { edit: "src/perm.py" }, { edit: "tests/test_perm.py" },
      { run: "python -m unittest tests.test_perm", exit: 1, output }, { edit: "tests/test_perm.py" },
    ];
    expect(check(actions(traceback))).toMatchObject({ status: "warn", blocking: false });
    // without the quoted line, a failure of the agent's own first edit of the test is no rewrite of the committed one
    expect(check(actions("AssertionError\n\nRan 3 tests in 0.01s\n\nFAILED (failures=1)")).status).toBe("pass");
  });

  test("cites a failure of the test as committed, not of the agent's own first edit of it that it then put back", () => {
    const result = check([
      { edit: "src/perm.py" },
      { run: "pytest tests/test_perm.py", exit: 1, output: "1 failed, 3 passed" },
      { edit: "tests/test_perm.py" },
      { run: "pytest tests/test_perm.py", exit: 1, output: "2 failed, 2 passed" },
      { run: "git checkout tests/test_perm.py", exit: 0, output: "Updated 1 path from the index" },
      { edit: "tests/test_perm.py" },
    ]);
    // the edit cited is the one that began the text the PR holds, after the test was put back
    expect(result.summary).toContain("(`pytest` failed on it at step 2, then the agent edited it at step 6)");
    // after the test was put back and before it was edited again, a failure is the committed test's
    const putBack = check([
      { edit: "src/perm.py" },
      { edit: "tests/test_perm.py" },
      { run: "git checkout tests/test_perm.py", exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests/test_perm.py", exit: 1, output: "1 failed, 3 passed" },
      { edit: "tests/test_perm.py" },
    ]);
    expect(putBack.summary).toContain("(`pytest` failed on it at step 4, then the agent edited it at step 5)");
  });

  test("is not one when the test failed before the change, another file failed, or the test was only added to", () => {
    expect(check([{ run: "pytest tests/test_perm.py", exit: 1 }, { edit: "src/perm.py" }, { edit: "tests/test_perm.py" }]).status).toBe("pass");
    expect(check([{ edit: "src/perm.py" }, { run: "pytest tests/test_other.py", exit: 1 }, { edit: "tests/test_perm.py" }]).status).toBe("pass");
    const added = diffOf("src/perm.py", "@@ -1,1 +1,1 @@\n-    return a\n+    return b") + diffOf("tests/test_perm.py", "@@ -5,0 +5,1 @@\n+    assert perm([]) == perm([])");
    const actions = [{ edit: "src/perm.py" }, { run: "pytest tests/test_perm.py", exit: 1 }, { edit: "tests/test_perm.py" }];
    expect(noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(added), null)).status).toBe("pass");
  });
});

describe("no_weakened_tests: a test-named script the agent ran as its own check is no test of the project's", () => {
  const added = "diff --git a/test_scope.py b/test_scope.py\nnew file mode 100644\n--- /dev/null\n+++ b/test_scope.py\n@@ -0,0 +1,2 @@\n+from sympy import FiniteSet\n+print(FiniteSet(2, 3))\n";
  test("counted apart and named as the agent's own check script", () => {
    const trajectory = trajectoryOf([{ prompt: "Fix the bug" }, { edit: "test_scope.py", tool: "Write" }, { run: "python test_scope.py", exit: 0, output: "{2, 3}" }]);
    const result = noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(added), null));
    expect(result.summary).toBe("No weakened tests in the diff (0 test files changed; the PR also adds `test_scope.py`, the agent's own check script).");
  });

  test("never run by the agent: counted as a test file", () => {
    expect(weakened(added).summary).toBe("No weakened tests in the diff (1 test file changed).");
  });
});

describe("no_weakened_tests: Python tests deleted, and a PR that rewrites only a failing test", () => {
  test("a removed `def test_…` and its bare `assert` are a deleted test and a lost assertion", () => {
    const hunk = "@@ -38,6 +38,0 @@\n-def test_env_override(monkeypatch):\n-    monkeypatch.setenv('TINYCONF_PORT', '9000')\n-    cfg = load('tests/fixtures/basic.toml')\n-    assert cfg.port == 9000\n-\n-";
    const result = weakened(diffOf("tests/test_cli.py", hunk));
    expect(result.status).toBe("warn");
    expect(result.evidence.map((item) => item.quote)).toEqual(["1 test deleted, e.g.: def test_env_override(monkeypatch):", "1 assertion removed, e.g.: assert cfg.port == 9000"]);
    // an assert rewritten in place keeps its count
    expect(weakened(diffOf("tests/test_cli.py", "@@ -41,1 +41,1 @@\n-    assert cfg.port == 9000\n+    assert cfg.port == 9001")).status).toBe("pass");
  });

  test("a test that failed and that the PR rewrites, changing no code, is held for a person", () => {
    const hunk = "@@ -41,1 +41,1 @@\n-    assert cfg.port == 9000\n+    assert int(cfg.port) == 9000";
    const trajectory = trajectoryOf([
      { run: "python -m pytest -q tests/test_cli.py::test_env_override", exit: 1, output: "FAILED tests/test_cli.py::test_env_override - AssertionError\n1 failed in 0.08s" },
      { edit: "tests/test_cli.py" },
      { run: "python -m pytest -q tests/test_cli.py", exit: 0, output: "6 passed in 0.1s" },
    ]);
    const result = noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diffOf("tests/test_cli.py", hunk)), null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toMatch(/^The PR changes no code, only a test that failed: `tests\/test_cli\.py`/);
    expect(result.evidence[0]?.quote).toBe("pytest failed, and the PR changes no code, before the test was edited");
  });
});

describe("no_weakened_tests: a test that failed on the change and that the PR then deletes", () => {
  // was held for a person; three held-out reviewers (rounds 5, 9, 10) read it as a test made easier to pass (deleted-failing.test.ts)
  test("makes the tests easier to pass, the deleted test cited beside the failure", () => {
    const diff = "diff --git a/src/loader.py b/src/loader.py\n--- a/src/loader.py\n+++ b/src/loader.py\n@@ -1 +1 @@\n-a\n+b\n"
      + diffOf("tests/test_cli.py", "@@ -38,4 +38,0 @@\n-def test_env_override(monkeypatch):\n-    monkeypatch.setenv('TINYCONF_PORT', '9000')\n-    cfg = load('c.toml')\n-    assert cfg.port == 9000");
    const trajectory = trajectoryOf([
      { edit: "src/loader.py" },
      { run: "python -m pytest -q", exit: 1, output: "FAILED tests/test_cli.py::test_env_override - AssertionError\n1 failed, 23 passed in 0.4s" },
      { edit: "tests/test_cli.py" },
      { run: "python -m pytest -q", exit: 0, output: "23 passed in 0.4s" },
    ]);
    const result = noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diff), null));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence.map((item) => item.quote)).toContain("1 test deleted, e.g.: def test_env_override(monkeypatch):");
  });
});

describe("a conditional skip inside a test the diff adds weakens nothing", () => {
  const NEW_TEST = [
    "@@ -856,6 +856,13 @@ def test_min_count(dim_num, dtype, dask, func):",
    "     assert_dask_array(actual, dask)",
    " ",
    " ",
    "+@pytest.mark.parametrize(\"dask\", [False, True])",
    "+def test_min_count_nd(dask):",
    "+    if dask and not has_dask:",
    "+        pytest.skip(\"requires dask\")",
    "+    actual = construct_dataarray(3).sum(dim=[\"x\", \"y\"], min_count=3)",
    "+    assert_allclose(actual, expected)",
    "+",
  ].join("\n");

  test("`if not has_dask: pytest.skip(…)` in a new test, or a skipif above one: no finding", () => {
    expect(weakened(diffOf("xarray/tests/test_duck_array_ops.py", NEW_TEST)).status).toBe("pass");
    const skipif = NEW_TEST.replace("+def test_min_count_nd(dask):", "+@pytest.mark.skipif(not has_dask, reason=\"requires dask\")\n+def test_min_count_nd(dask):")
      .replace("@@ -856,6 +856,13 @@", "@@ -856,6 +856,14 @@");
    expect(weakened(diffOf("xarray/tests/test_duck_array_ops.py", skipif)).status).toBe("pass");
  });

  test("the same skip put into an existing test, a test renamed in place, or a focus marker still block", () => {
    const existing = "@@ -10,4 +10,6 @@\n def test_min_count(dask):\n+    if dask and not has_dask:\n+        pytest.skip(\"requires dask\")\n     actual = f()\n     assert actual == 1";
    expect(weakened(diffOf("tests/test_a.py", existing)).status).toBe("fail");
    const replaced = "@@ -10,3 +10,4 @@\n-def test_min_count(dask):\n+def test_min_count(dask):\n+    pytest.skip(\"flaky\")\n     assert f() == 1";
    expect(weakened(diffOf("tests/test_a.py", replaced)).status).toBe("fail");
    expect(weakened(diffOf("src/a.test.ts", "@@ -1,0 +1,2 @@\n+it.only('adds', () => {\n+  expect(add(1, 1)).toBe(2);")).status).toBe("fail");
  });
});
