import { describe, expect, test } from "vitest";
import { failingNamed, testName } from "../../src/checks/failing-names.js";

describe("the failing tests named beside a failed run", () => {
  test("a unittest id is shown by its test's own name; a pytest id by its last part; a file by its name", () => {
    expect(failingNamed(["__main__.RequestsTestCase.test_conflicting_post_params"], null)).toBe(" (`test_conflicting_post_params`)");
    expect(failingNamed(["tests/test_a.py::TestX::test_y[p]"], null)).toBe(" (`test_y[p]`)");
    expect(failingNamed(["test.py"], "ERROR test.py")).toBe(" (1 errored in a fixture or setup, outside the test)");
    expect(failingNamed(["a.py", "b.py", "c.py"], null)).toBe(" (`a.py`, `b.py` and 1 more)");
  });

  test("testName keeps a dotted id whole, as the rules that look for it in the agent's words read it", () => {
    expect(testName("forms_tests.tests.test_forms.FormsTestCase.test_iterable_boundfield_select")).toBe("forms_tests.tests.test_forms.FormsTestCase.test_iterable_boundfield_select");
    expect(testName("sympy/core/tests/test_basic.py:test_action_verbs")).toBe("test_action_verbs");
  });
});
