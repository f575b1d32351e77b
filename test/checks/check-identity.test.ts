import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { passedSentence } from "../../src/checks/check-names.js";
import { checkKeys } from "../../src/checks/check-identity.js";
import type { VerificationRun } from "../../src/checks/verification.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
const inline = (body: string) => `cd /app && python3 - <<'PY'\n${body}\nPY`;
const EDGE = "from algo import solve\nassert solve([[1]]) == [[1]]\nassert solve([[0, 7]]) == [[7, 0]]\nprint('edge cases ok')";
const EXAMPLES = "import json\nfrom algo import solve\nfor case in json.load(open('examples.json')):\n    assert solve(case['input']) == case['output']\nprint('all examples pass')";
const FAILED = "Traceback (most recent call last):\n  File \"<stdin>\", line 2, in <module>\nAssertionError";

describe("each piece of inline code is a check of its own", () => {
  test("a green piece of other code does not answer a failing one after the last edit", () => {
    const result = green([{ edit: "algo.py" }, { run: inline(EDGE), exit: 1, output: FAILED }, { run: inline(EXAMPLES), exit: 0, output: "all examples pass" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`python3` code given inline passed at step 3.");
    expect(result.summary).toContain("failed on the work as it ends and was not run again; other checks passed after it");
  });

  test("the same code revised (a comment added, an expectation corrected) and green settles it", () => {
    const revised = EDGE.replace("assert solve([[1]]) == [[1]]", "assert solve([[1]]) == [[1]]   # one cell").replace("[[7, 0]]", "[[0, 7]]");
    const result = green([{ edit: "algo.py" }, { run: inline(EDGE), exit: 1, output: FAILED }, { run: inline(revised), exit: 0, output: "edge cases ok" }]);
    expect(result.status).toBe("pass");
  });

  test("green pieces are said to have passed at their steps, never to be the interpreter's last run", () => {
    const result = green([
      { edit: "algo.py" }, { run: inline(EDGE), exit: 0, output: "edge cases ok" }, { run: inline(EXAMPLES), exit: 0, output: "all examples pass" },
      { run: "pytest -q", exit: 0, output: "3 passed in 0.1s" },
    ]);
    expect(result.summary).toBe("The last run of `pytest` succeeded; `python3` code given inline passed at steps 2, 3.");
    // two pieces run by one call (a script given to `bash -c`): its step once
    const piece = (command: string) => ({ runner: "python3 (inline)", selection: [], command, step: 13 }) as unknown as VerificationRun;
    expect(passedSentence([piece(inline(EDGE)), piece(inline(EXAMPLES))])).toBe("`python3` code given inline passed at step 14");
  });
});

describe("checkKeys", () => {
  const piece = (command: string, step: number) => ({ runner: "python3 (inline)", selection: [], command, step }) as unknown as VerificationRun;
  const code = (n: number) => `from algo import solve\nassert solve(${n}) == ${2 * n}\nprint("case ${n} checked")`;

  test("a revision joins its check among the latest distinct pieces; one revised after 64 others starts a check of its own", () => {
    const first = piece(code(0), 0);
    const revised = piece(`${code(0)}  # again`, 2);
    const near = checkKeys([first, piece(code(1), 1), revised]);
    expect(near(revised)).toBe(near(first));
    const many = Array.from({ length: 64 }, (_, index) => piece(code(index + 1), index + 1));
    const far = checkKeys([first, ...many, revised]);
    expect(far(revised)).not.toBe(far(first));
  });
});

describe("final_checks_green names the repository's checks before the agent's own scripts", () => {
  test("a suite that ran after three green scripts is named and cited first, not folded behind them", () => {
    const result = green([
      { edit: "sympy/printing/pycode.py" },
      { run: "cat > test_mpmath.py <<'EOF'\nprint(pycode(Max(a, b)))\nEOF", exit: 0 },
      { run: "cat > test_printer.py <<'EOF'\nprint(pycode(Min(a, b)))\nEOF", exit: 0 },
      { run: "cat > test_numpy.py <<'EOF'\nprint(NumPyPrinter().doprint(Max(a, b)))\nEOF", exit: 0 },
      { run: "python test_mpmath.py", exit: 0, output: "Max: max(a, b)" },
      { run: "python test_printer.py", exit: 0, output: "Min: min(a, b)" },
      { run: "python test_numpy.py", exit: 0, output: "Max: numpy.amax((a, b))" },
      { run: "bin/test sympy/printing/tests/test_pycode.py", exit: 0, output: "== tests finished: 19 passed, 2 skipped, in 0.31 seconds ==" },
    ]);
    expect(result.status).toBe("pass");
    // the scripts only print: they ran without error, they did not succeed at checking anything (assertion-free.ts)
    expect(result.summary).toMatch(/^The last run of `bin\/test sympy\/printing\/tests\/test_pyco…` succeeded; `python test_printer.py`, `python test_numpy.py` ran without error but assert nothing/);
    expect(result.evidence[0]?.quote).toContain("19 passed");
  });
});
