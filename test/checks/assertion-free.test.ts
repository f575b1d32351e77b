import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));

// a reproduction script as SWE-bench agents write them: it prints values for the agent to read
const PRINTS = "from sympy import Product\nfrom sympy.abc import n, k\np = Product(n + 1 / 2**k, [k, 0, n-1]).doit()\nprint('Value at n=2:', p.subs(n, 2))\n";
const CHECKS = `${PRINTS}if p.subs(n, 2).doit() == 15/2:\n    print('SUCCESS')\nelse:\n    print('FAILURE')\n`;
const ASSERTS = `${PRINTS}assert p.subs(n, 2).doit() == 15/2\n`;

describe("the agent's own code that asserts nothing ran without error; it did not succeed at checking", () => {
  test("a script that only prints is said to have run without error, beside the suite that succeeded", () => {
    const result = green([
      { edit: "sympy/concrete/products.py" }, { edit: "reproduce.py", tool: "Write", text: PRINTS },
      { run: "python reproduce.py", exit: 0, output: "Value at n=2: 15/2" },
      { run: "bin/test sympy/concrete/tests/test_products.py", exit: 0, output: "== tests finished: 18 passed, in 1.17 seconds ==" },
    ]);
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("`python reproduce.py` ran without error but asserts nothing (its exit 0 checks no result)");
    expect(result.summary).toMatch(/^The last run of `bin\/test sympy\/concrete\/tests\/test_prod…` succeeded; /);
    expect(result.summary).not.toContain("`python reproduce.py` succeeded");
  });

  test.each([["a branch on a comparison that prints a verdict", CHECKS], ["an assert", ASSERTS]])("a script with %s still succeeded", (_, text) => {
    const result = green([
      { edit: "sympy/concrete/products.py" }, { edit: "reproduce.py", tool: "Write", text },
      { run: "python reproduce.py", exit: 0, output: "Value at n=2: 15/2\nSUCCESS" },
    ]);
    expect(result.summary).toContain("The last run of `python reproduce.py` succeeded");
    expect(result.summary).not.toContain("asserts nothing");
  });

  test("a branch that only skips or stops a loop judges nothing (audit A12: `if not m: continue` in a counting script)", () => {
    const counts = "import re\ncnt = 0\nfor line in open('gates.txt'):\n    m = re.match(r'out(\\d+)', line)\n    if not m: continue\n    cnt += 1\nprint('signals', cnt)\n";
    const stops = "for line in open('gates.txt'):\n    if line.strip() == '':\n        break\n    print(line)\n";
    for (const text of [counts, stops]) {
      const result = green([{ edit: "gates.txt" }, { edit: "count.py", tool: "Write", text }, { run: "python count.py", exit: 0, output: "signals 25076" }]);
      expect(result.summary, text).toContain("ran without error but asserts nothing");
    }
    const judged = `${counts}if cnt != 25076:\n    print('WRONG')\n`;
    const result = green([{ edit: "gates.txt" }, { edit: "count.py", tool: "Write", text: judged }, { run: "python count.py", exit: 0, output: "signals 25076" }]);
    expect(result.summary).not.toContain("asserts nothing");
  });

  test("a script whose text the transcript does not show is not said to assert nothing", () => {
    const result = green([{ edit: "src/app.py" }, { run: "python reproduce.py", exit: 0, output: "Value: 3" }]);
    expect(result.summary).not.toContain("asserts nothing");
  });

  test("inline code that only prints is named with its step; inline code that asserts passed", () => {
    const printing = "cd /repo && python3 - <<'PY'\nfrom app import total\nprint(total([1, 2]))\nPY";
    const asserting = "cd /repo && python3 - <<'PY'\nfrom app import total\nassert total([1, 2]) == 3\nPY";
    const quiet = green([{ edit: "app.py" }, { run: printing, exit: 0, output: "3" }]);
    expect(quiet.summary).toContain("`python3` code given inline at step 2 ran without error but asserts nothing");
    const checked = green([{ edit: "app.py" }, { run: asserting, exit: 0, output: "" }]);
    expect(checked.summary).toContain("`python3` code given inline passed at step 2");
  });
});

describe("code the recorder cut may assert in the part not shown (audit A9)", () => {
  test("a cut inline piece or a cut script is not said to assert nothing", () => {
    const inline = "python - <<'PY'\nimport numpy as np\ndef ref_solution(A): eigenvalues, eigenvectors = np.linalg.eig(...(+412 chars)";
    expect(green([{ edit: "eigen.py" }, { run: inline, exit: 0, output: "median 1.2 us" }]).summary).not.toContain("asserts nothing");
    const cut = "import torch\nfrom pipeline import train\nout = train(model)\nref = model(x)...(+655 chars)";
    const script = green([
      { edit: "pipeline.py" }, { edit: "test_pipeline_dist.py", tool: "Write", text: cut },
      { run: "python test_pipeline_dist.py", exit: 0, output: "rank 0 ok maxdiff 0.0" },
    ]);
    expect(script.summary).not.toContain("asserts nothing");
  });
});
