import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// Review of session 42's reading of pytest's own crash (probes.ts crashedBeforeTests: "no test ran, never a failure").

const CWD = "/home/dev/proj";
const statusOf = (checks: { id?: string; status: string }[], id: string) => checks.find((check) => check.id === id)?.status;
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const CODE = "diff --git a/src/pkg/core.py b/src/pkg/core.py\n--- a/src/pkg/core.py\n+++ b/src/pkg/core.py\n@@ -1,2 +1,2 @@\n def weeks(days):\n-    return days // 7\n+    return int(days / 7.0)\n";

describe("an INTERNALERROR is not always 'no test ran'", () => {
  test("a crash in a report hook after tests ran and one failed (`..F` then INTERNALERROR)", async () => {
    // Right reading: step 4's output shows 4 collected tests, the first three run and the third failing (`..F`); a
    // conftest report hook then crashed on that failure. Tests ran and one failed on the work: Request changes, as
    // before this change. Now: no `N passed/failed` line, so the run "could not run … it checked nothing" (untrue)
    // and the verdict is Needs human review.
    const output = [
      "============================= test session starts ==============================",
      "collected 4 items",
      "",
      "tests/test_core.py ..F",
      "INTERNALERROR> Traceback (most recent call last):",
      "INTERNALERROR>   File \"/usr/lib/python3/site-packages/_pytest/main.py\", line 285, in wrap_session",
      "INTERNALERROR>     session.exitstatus = doit(config, session) or 0",
      "INTERNALERROR>   File \"/home/dev/proj/tests/conftest.py\", line 31, in pytest_runtest_logreport",
      "INTERNALERROR>     report.longrepr.addsection('env', ENV)",
      "INTERNALERROR> AttributeError: 'ReprExceptionInfo' object has no attribute 'addsection'",
    ].join("\n");
    const steps: Step[] = [
      { prompt: "Fix weeks for negative days." },
      { edit: "src/pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
      { run: "python -m pytest tests/test_core.py", exit: 3, output },
      { say: "Fixed. The INTERNALERROR is a pre-existing conftest problem." },
    ];
    const { verdict, checks } = await verdictOf(CWD, steps, CODE);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("checked nothing");
    expect(verdict).toBe("fail");
  });

  test("a crash caused by the change itself (the agent's conftest edit is the crashing line)", async () => {
    // Right reading: step 4 changed tests/conftest.py to add `pytest.mark.no_cover`; step 6's traceback stops on that very
    // line (`item.add_marker(pytest.mark.no_cover)`, an unknown mark). The work broke the test suite, and the agent's
    // "the errors are pre-existing" is untrue: Request changes, as before this change. Now: "never a failure", Needs
    // human review.
    const crash = [
      "INTERNALERROR> Traceback (most recent call last):",
      "INTERNALERROR>   File \"/home/dev/proj/tests/conftest.py\", line 20, in pytest_collection_modifyitems",
      "INTERNALERROR>     item.add_marker(pytest.mark.no_cover)",
      "INTERNALERROR> pytest.PytestUnknownMarkWarning: Unknown pytest.mark.no_cover - is this a typo?",
      "",
      "2 errors in 1.84s",
    ].join("\n");
    const conftest = "diff --git a/tests/conftest.py b/tests/conftest.py\n--- a/tests/conftest.py\n+++ b/tests/conftest.py\n"
      + "@@ -18,3 +18,3 @@ def pytest_collection_modifyitems(config, items):\n     for item in items:\n-        item.add_marker(pytest.mark.slow)\n+        item.add_marker(pytest.mark.no_cover)\n";
    const steps: Step[] = [
      { prompt: "Fix weeks for negative days." },
      { edit: "src/pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
      { edit: "tests/conftest.py", old: "        item.add_marker(pytest.mark.slow)", text: "        item.add_marker(pytest.mark.no_cover)" },
      { run: "python -m pytest tests -q", exit: 3, output: crash },
      { say: "Fixed. The errors are pre-existing." },
    ];
    const { verdict, checks } = await verdictOf(CWD, steps, CODE + conftest);
    expect(statusOf(checks, "final_checks_green")).toBe("fail");
    expect(verdict).toBe("fail");
  });
});
