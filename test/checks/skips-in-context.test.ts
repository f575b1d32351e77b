import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const weakened = (diff: string) => noWeakenedTests(checkContext(trajectoryOf([]), parseUnifiedDiff(diff), null));
const modified = (path: string, body: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${body}`;

// the shapes of two pytest commits: a hunk whose last context line opens a string that runs past it
describe("skip markers read where the hunk's trailing context opens a string", () => {
  test("a marker inside a string the added test passes to pytester is no marker", () => {
    const hunk = [
      "@@ -453,6 +454,13 @@ class TestXFail:",
      "         )",
      " ",
      "+    def test_xfail_not_run_does_not_format_traceback(self, pytester):",
      "+        item = pytester.getitem(",
      '+            """',
      "+            @pytest.mark.xfail(run=False, reason=\"noway\")",
      "+            def test_func():",
      "+                assert 0",
      '+            """',
      "+        )",
      "     def test_xfail_not_run_no_setup_run(self, pytester: Pytester) -> None:",
      "         p = pytester.makepyfile(",
      '             test_one="""',
      "",
    ].join("\n");
    expect(weakened(modified("testing/test_skipping.py", hunk)).status).toBe("pass");
  });

  test("a skipif put on an existing test above such context is still found", () => {
    const hunk = [
      "@@ -875,6 +875,9 @@ class TestDoctests:",
      "         assert reportinfo[1] == 1",
      " ",
      "+    @pytest.mark.skipif(",
      '+        sys.version_info < (3, 12), reason="requires Python 3.12 or later"',
      "+    )",
      "     def test_fixture_doctest_skip_has_line_number(self, pytester: Pytester):",
      "         p = pytester.makepyfile(",
      '             test_fixture_doctest_skip="""',
      "",
    ].join("\n");
    expect(weakened(modified("testing/test_doctest.py", hunk))).toMatchObject({ status: "fail", blocking: true });
  });
});

describe("a skip in a test file the PR adds", () => {
  const added = (lines: string[]) => `diff --git a/tests/test_new.py b/tests/test_new.py\nnew file mode 100644\n--- /dev/null\n+++ b/tests/test_new.py\n`
    + `@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join("\n")}\n`;

  test("under a condition (an except ImportError, an if on the version) skips nothing that ran before", () => {
    const guarded = ["import pytest", "try:", "    from annotationlib import ForwardRef", "except ImportError:",
      "    pytest.skip('Requires annotationlib (Python 3.14+).', allow_module_level=True)", "", "def test_a():", "    assert ForwardRef"];
    expect(weakened(added(guarded)).status).toBe("pass");
    const versioned = ["import sys, pytest", "if sys.version_info < (3, 12):", "    pytest.skip('needs 3.12', allow_module_level=True)", "def test_a():", "    assert 1"];
    expect(weakened(added(versioned)).status).toBe("pass");
  });

  test("without a condition it still blocks: the file's tests never run", () => {
    const unconditional = ["import pytest", "pytest.skip('later', allow_module_level=True)", "def test_a():", "    assert 1"];
    expect(weakened(added(unconditional))).toMatchObject({ status: "fail", blocking: true });
  });
});

describe("pytest's and unittest's markers imported by name", () => {
  const put = (marker: string) => modified("test_schema.py", `@@ -10,3 +10,4 @@ def helper():\n \n+${marker}\n def test_literal_repr():\n     assert repr(Literal("a")) == "x"\n`);

  test.each([
    '@mark.xfail(reason="repr format changed")',
    "@mark.skip",
    '@skipIf(sys.platform == "win32", "flaky")',
    "@expectedFailure",
    "@unittest.expectedFailure",
  ])("%s put on an existing test weakens it", (marker) => {
    expect(weakened(put(marker)).status).toBe("fail");
  });

  test("a decorator merely named like one is none", () => {
    expect(weakened(put("@bookmark.xfail_count")).status).toBe("pass");
    expect(weakened(put("@skipper")).status).toBe("pass");
  });
});

test("a conditional skip by bare name on a test the diff adds is the new test's own condition, not a weakening", () => {
  const added = modified("tests/test_pg.py", "@@ -1,2 +1,6 @@\n import unittest\n \n+@skipUnless(connection.vendor == 'postgresql', 'postgres only')\n+def test_pg_only():\n+    assert run() == 1\n+\n");
  expect(weakened(added).status).toBe("pass");
});
