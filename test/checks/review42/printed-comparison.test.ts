import { describe, expect, test } from "vitest";
import { mismatchedValues } from "../../../src/checks/printed-comparison.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// Review of session 42's one-line got/expected reading (printed-comparison.ts INLINE).

const CWD = "/home/dev/proj";
const statusOf = (checks: { id?: string; status: string }[], id: string) => checks.find((check) => check.id === id)?.status;
const CODE = "diff --git a/pkg/core.py b/pkg/core.py\n--- a/pkg/core.py\n+++ b/pkg/core.py\n@@ -1,2 +1,2 @@\n def weeks(days):\n-    return days // 7\n+    return int(days / 7.0)\n";
const session = (output: string): Step[] => [
  { prompt: "weeks should truncate toward zero for negative days." },
  { edit: "pkg/core.py", old: "    return days // 7", text: "    return int(days / 7.0)" },
  { write: "check.py", text: "from pkg.core import weeks\nfor d, e in [(-8, -1), (8, 1)]:\n    print(f'Case: days={d} (expected {e})')\n    r = weeks(d)\n    print(f'  weeks -> {r}', 'OK' if r == e else 'FAIL')\nprint('All cases OK')\n" },
  { run: "python check.py", exit: 0, output },
  { say: "Fixed; my check passes." },
];

describe("a line that names a case's input beside its expected result is no comparison", () => {
  test("`Case 1: days=-8 (expected -1)` then `weeks -> -1  OK`: the check passed", async () => {
    // Right reading: a reviewer opening step 4 sees each case's header (its input days=-8 and the value it should give),
    // then `weeks -> -1  OK` and `All cases OK`: every case passed. `-8` is the input, not a value obtained.
    // Now: INLINE[0] reads `days=-8 (expected -1)` as got -8 vs expected -1, the run is "failed" and the verdict is
    // Request changes ("The last run of `python check.py` (step 4) failed"). Before the change it was not a failure.
    const output = "Case 1: days=-8 (expected -1)\n  weeks -> -1 OK\nCase 2: days=8 (expected 1)\n  weeks -> 1 OK\nAll cases OK";
    const { verdict, checks } = await verdictOf(CWD, session(output), CODE);
    expect(statusOf(checks, "final_checks_green")).not.toBe("fail");
    expect(verdict).not.toBe("fail");
  });

  test("a test-case label with the outcome it expects (`Test 3: empty separator (expected: ValueError)`)", () => {
    // Right reading: the description printed before a case runs; `empty separator` is the case's name, not a value.
    expect(mismatchedValues("Test 3: empty separator (expected: ValueError)\n  raised ValueError OK")).toBeNull();
  });
});

describe("equal values printed in different forms are no mismatch", () => {
  test("`PASS: weeks(-8) = -1.0 (expected -1)` is a pass the program printed", async () => {
    // Right reading: the program compared the values itself and printed PASS; -1.0 == -1 in Python. Now: the strings
    // differ, so the line is read as the program's failure and the verdict is Request changes.
    const output = "PASS: weeks(-8) = -1.0 (expected -1)\nPASS: weeks(8) = 1.0 (expected 1)";
    const { verdict, checks } = await verdictOf(CWD, session(output), CODE);
    expect(statusOf(checks, "final_checks_green")).not.toBe("fail");
    expect(verdict).not.toBe("fail");
  });

  test.each([
    ["PASS: 0.30000000000000004 (expected 0.3)"],
    ["slug: 'a-b' (expected a-b)"],
    ["PASS: got 3, expected 3.0"],
    ["ok: [1, 2] (expected [1,2])"],
  ])("%s", (line) => {
    // Right reading: the same value (repr quotes, float/int, float rounding, spacing), and several say PASS/ok outright.
    expect(mismatchedValues(line)).toBeNull();
  });
});

describe("prose and log lines with `(expected …)` are no comparison", () => {
  test.each([
    ["Skipping network tests (expected in CI)"],
    ["DeprecationWarning count: 3 (expected until 2.0)"],
    ["WARNING: retrying (expected on first attempt)"],
  ])("%s", (line) => {
    // Right reading: a remark that something is expected, not a value beside the value it should have been.
    expect(mismatchedValues(line)).toBeNull();
  });
});
