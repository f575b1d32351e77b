import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 45: test files and `-k` words that do name the change, which the session's first rules held
const green = (run: string, output = "........................\n24 passed in 0.91s"): Step => ({ run, exit: 0, output });

describe("a test file named for other code, but a test id or the file's scope naming the change", () => {
  const DIFF = "diff --git a/src/flask/app.py b/src/flask/app.py\n--- a/src/flask/app.py\n+++ b/src/flask/app.py\n"
    + "@@ -1200,7 +1200,7 @@ class Flask(App):\n     def make_response(self, rv):\n         status = headers = None\n"
    + "-        if isinstance(rv, tuple) and len(rv) == 3:\n+        if isinstance(rv, tuple) and len(rv) in (2, 3):\n             rv, status, headers = rv\n";
  const EDIT: Step = { edit: "src/flask/app.py", old: "len(rv) == 3:", text: "len(rv) in (2, 3):" };
  const TASK: Step = { prompt: "Returning a (body, status) tuple from a view raises TypeError; the two-item form should be accepted." };

  test("`tests/test_basic.py::test_make_response` names the changed function: the run tests the change", async () => {
    const { verdict } = await verdictOf("/home/dev/flask", [TASK, EDIT, green("python -m pytest tests/test_basic.py::test_make_response -q"), { say: "Done." }], DIFF);
    expect(verdict).toBe("pass");
  });

  test("`tests/test_functional.py` names the whole suite, not a part", async () => {
    const diff = "diff --git a/pylint/checkers/variables.py b/pylint/checkers/variables.py\n--- a/pylint/checkers/variables.py\n"
      + "+++ b/pylint/checkers/variables.py\n@@ -1500,7 +1500,7 @@ class VariablesChecker(BaseChecker):\n     def leave_functiondef(self, node):\n"
      + "-        if node.is_method():\n+        if node.is_method() and not node.decorators:\n             return\n";
    const edit: Step = { edit: "pylint/checkers/variables.py", old: "if node.is_method():", text: "if node.is_method() and not node.decorators:" };
    const { verdict } = await verdictOf("/testbed", [{ prompt: "unused-argument false positive on overridden methods." }, edit,
      green("python -m pytest tests/test_functional.py -q", "....\n1830 passed in 90s"), { say: "Done." }], diff);
    expect(verdict).toBe("pass");
  });
});

describe("a traceback the task's interpreter example printed is the task's words", () => {
  test("`-k \"hexadecimal or valid\"` beside `ValueError: '#f8' is not a valid hexadecimal color value.` keeps the run", async () => {
    const diff = "diff --git a/src/webcolors/normalization.py b/src/webcolors/normalization.py\n--- a/src/webcolors/normalization.py\n"
      + "+++ b/src/webcolors/normalization.py\n@@ -46,7 +46,7 @@ def normalize_hex(hex_value: str) -> str:\n     hex_digits = match.group(1)\n"
      + "     if len(hex_digits) == 3:\n-        hex_digits = hex_digits * 2\n+        hex_digits = \"\".join(2 * s for s in hex_digits)\n";
    const edit: Step = { edit: "src/webcolors/normalization.py", old: "hex_digits = hex_digits * 2", text: "hex_digits = \"\".join(2 * s for s in hex_digits)" };
    const task: Step = { prompt: "normalize_hex breaks on shorthand input\n\n```python\n>>> webcolors.normalize_hex(\"#f8\")\nTraceback (most recent call last):\n"
      + "  File \"<stdin>\", line 1, in <module>\n    raise ValueError(...)\nValueError: '#f8' is not a valid hexadecimal color value.\n"
      + ">>> webcolors.normalize_hex(\"#09c\")\n'#09c09c'\n```\n\nThree-digit values must expand digit by digit." };
    const run = green("PYTHONPATH=src python -m pytest -q tests/test_normalization.py -k \"hexadecimal or valid\"", "......\n6 passed, 9 deselected in 0.34s");
    const { verdict } = await verdictOf("/home/dev/webcolors", [task, edit, run, { say: "Done." }], diff);
    expect(verdict).toBe("pass");
  });
});
