import { describe, expect, test } from "vitest";
import { computedLine, constantLines } from "../../src/checks/constant-lines.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { runEvidence } from "../../src/checks/verified.js";
import { trajectoryOf } from "../helpers/trajectory.js";

// the shape of a real SWE-bench run (sympy-13551): the script's last line is the value the agent expected, typed in
const SCRIPT = "from sympy import *\nn, k = symbols('n k')\np = Product(n + 1 / 2**k, [k, 0, n-1]).doit()\n"
  + "print(\"Simplified expression:\", simplify(p))\nprint(\"Value at n=2:\", p.subs(n, 2))\nprint(\"Expected value at n=2: 15/2\")\n";
const OUTPUT = "Simplified expression: Product(n + 2**(-k), (k, 0, n - 1))\nValue at n=2: Product(2 + 2**(-k), (k, 0, 1))\nExpected value at n=2: 15/2\n";

describe("a line a script prints as it stands in its source", () => {
  test("is a constant at the code's top level; a print that formats a value, or one in a branch, is not", () => {
    expect([...constantLines(SCRIPT)]).toEqual(["Expected value at n=2: 15/2"]);
    expect([...constantLines("print(f\"got {x}\")\nconsole.log('done');\nputs 'ready'")]).toEqual(["done", "ready"]);
    expect([...constantLines("if p == 15/2:\n    print(\"SUCCESS: value is correct\")\nelse:\n    print(\"FAILURE\")")]).toEqual([]);
  });

  test("is not quoted as what the run showed: the last line it computed is", () => {
    expect(computedLine(OUTPUT, SCRIPT)).toBe("Value at n=2: Product(2 + 2**(-k), (k, 0, 1))");
    // a computed last line, a summary, or a source printing nothing but literals: the quote stays as it was
    expect(computedLine("Expected value at n=2: 15/2\nValue at n=2: 15/2", SCRIPT)).toBeNull();
    expect(computedLine("Expected value at n=2: 15/2\n3 passed", SCRIPT)).toBeNull();
    expect(computedLine("Expected value at n=2: 15/2", SCRIPT)).toBeNull();
  });

  test("a script the agent wrote earlier, run by name, is quoted by what it computed", () => {
    const trajectory = trajectoryOf([
      { run: `cat <<'EOF' > reproduce_issue.py\n${SCRIPT}EOF`, exit: 0 },
      { edit: "sympy/concrete/products.py" },
      { run: "python reproduce_issue.py", exit: 0, output: OUTPUT },
    ]);
    const [run] = verificationRuns(trajectory);
    expect(runEvidence(run!).quote).toContain("Value at n=2: Product(2 + 2**(-k), (k, 0, 1))");
    // written again another way, its text is not known: the older text is not read for it
    const rewritten = trajectoryOf([
      { run: `cat <<'EOF' > reproduce_issue.py\n${SCRIPT}EOF`, exit: 0 },
      { run: "python gen_repro.py > reproduce_issue.py", exit: 0 },
      { edit: "sympy/concrete/products.py" },
      { run: "python reproduce_issue.py", exit: 0, output: OUTPUT },
    ]);
    const [again] = verificationRuns(rewritten).filter((item) => item.runner.includes("reproduce_issue"));
    expect(runEvidence(again!).quote).toContain("Expected value at n=2: 15/2");
  });
});
