import { describe, expect, test } from "vitest";
import { designedFailure } from "../../src/checks/designed-failure.js";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const TRACEBACK = "    def test_it():\n>       assert 1 + 1 == 3\nE       assert (1 + 1) == 3\n\n/tmp/repro/test_number.py:4: AssertionError\n"
  + "=========================== short test summary info ============================\n"
  + "FAILED ../tmp/repro/test_number.py::test_it - assert (1 + 1) == 3\n============================== 1 failed in 0.02s ===============================";

describe("a failing pytest run of the agent's temp test files that fail on constants", () => {
  test("is a demonstration: the constant assertion is returned, for a path in a temp folder or one an in-line cd reached", () => {
    expect(designedFailure(TRACEBACK, ["pytest", "/tmp/repro/test_number.py"], null)).toBe("assert (1 + 1) == 3");
    const summary = "FAILED test_module_2.py::test_should_not_skip - assert False\n========================= 1 failed, 1 skipped in 0.03s =========================";
    expect(designedFailure(summary, ["pytest", "-rs", "test_module_1.py", "test_module_2.py"], "/tmp/repro")).toBe("assert False");
  });

  test("a test of the repository, an assertion on a name, or another failure is a failure", () => {
    expect(designedFailure(TRACEBACK, ["pytest", "testing/test_number.py"], null)).toBeNull();
    expect(designedFailure(TRACEBACK, ["pytest", "test_number.py"], "/testbed")).toBeNull();
    const named = "FAILED /tmp/repro/test_x.py::test_it - assert result == 3\n1 failed in 0.02s";
    expect(designedFailure(named, ["pytest", "/tmp/repro/test_x.py"], null)).toBeNull();
    const raised = "FAILED /tmp/repro/test_x.py::test_it - TypeError: unhashable type\n1 failed in 0.02s";
    expect(designedFailure(raised, ["pytest", "/tmp/repro/test_x.py"], null)).toBeNull();
    const mixed = "FAILED /tmp/r/t.py::a - assert False\nFAILED /tmp/r/t.py::b - assert x\n2 failed in 0.02s";
    expect(designedFailure(mixed, ["pytest", "/tmp/r/t.py"], null)).toBeNull();
  });

  test("final_checks_green does not hold it against the change, and says what it was", () => {
    const trajectory = trajectoryOf([
      { edit: "src/_pytest/assertion/rewrite.py" },
      { run: "python -m pytest -p no:cacheprovider /tmp/repro/test_number.py 2>&1 | tail -n 8", exit: 0, output: TRACEBACK },
      { run: "python -m pytest testing/test_assertrewrite.py -q", exit: 0, output: "129 passed, 1 skipped in 11.92s" },
    ]);
    const result = finalChecksGreen(checkContext(trajectory, null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("failed only on an assertion of constants in tests the agent wrote in a temp folder");
  });
});
