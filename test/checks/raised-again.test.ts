import { describe, expect, test } from "vitest";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";
import type { Action } from "../helpers/trajectory.js";

// the shape of a real Terminal-Bench run (largest-eigenval): the extension called before the module that loads LAPACK
const PROBE = "cd /app && python3 - <<'EOF'\nimport numpy as np\nimport _fast_eig\nA=np.random.normal(size=(4,4))\nl,v=_fast_eig.dominant_eig(A)\nprint(np.allclose(A@v, l*v))\nfrom eigen import find\nEOF";
const RAISED = 'Traceback (most recent call last):\n  File "<stdin>", line 4, in <module>\nRuntimeError: dgeev not found';
const LATER = "cd /app && python3 - <<'EOF'\nimport numpy as np\nimport eigen, _fast_eig\nA=np.random.normal(size=(6,6))\nl,v=_fast_eig.dominant_eig(A)\nprint(np.allclose(A@v, l*v))\nEOF";

function green(actions: Action[]) {
  return finalChecksGreen(runsOf(actions).context);
}

describe("inline code that raised, whose raising call ran again without error", () => {
  const edit: Action = { edit: "/app/eigen.py", tool: "Write" };

  test("the later green run answers it: the call works on the same work", () => {
    const result = green([edit, { run: PROBE, exit: 1, output: RAISED }, { run: LATER, exit: 0, output: "True" }]);
    expect(result.summary).toContain(
      "raised `RuntimeError: dgeev not found` at `l,v=_fast_eig.dominant_eig(A)`; the same call ran without error in `python3 (inline)` (step 3)",
    );
    expect(result.summary).not.toMatch(/do not answer/);
    expect(result.status).toBe("pass");
  });

  test("a later green run that does not make the call, or a traceback from a file, does not answer it", () => {
    const other = "cd /app && python3 - <<'EOF'\nimport eigen\nl, v = eigen.find(A)\nprint(np.allclose(A@v, l*v))\nEOF";
    const unanswered = green([edit, { run: PROBE, exit: 1, output: RAISED }, { run: other, exit: 0, output: "True" }]);
    expect(unanswered.summary).toMatch(/do not answer it/);
    const fromFile = RAISED.replace("<stdin>", "/app/probe.py");
    expect(green([edit, { run: PROBE, exit: 1, output: fromFile }, { run: LATER, exit: 0, output: "True" }]).summary).not.toMatch(/same call ran/);
  });
});

describe("a named case the agent's own code printed failing, then printed passing on the same work", () => {
  const edit: Action = { edit: "/app/repo/algo.py", tool: "Write" };
  const check = (grid: string) => `cd /app/repo && python3 - <<'EOF'\nfrom algo import map\ngrid2 = ${grid}\nprint("Test 2:", "OK" if map(grid2) == [[4, 1]] else "FAIL")\nprint("Done")\nEOF`;
  // the later check is other code (another case added): the same code run again would be the same check
  const more = (grid: string) => `cd /app/repo && python3 - <<'EOF'\nimport sys\nsys.path.insert(0, '/app/repo')\nfrom algo import map\n# residues placed\n`
    + `grid2 = ${grid}\nexpected2 = [[4, 1]]\nprint("Test 2:", "OK" if map(grid2) == expected2 else "FAIL")\ngrid3 = [[7, 9]]\n`
    + `print("Test 3:", "OK" if map(grid3) == [[7, 9]] else "FAIL")\nprint("All done")\nEOF`;

  test("the later run answers it, and the note says its code changed", () => {
    const result = green([edit, { run: check("[[4, 0]]"), exit: 0, output: "Test 1: OK\nTest 2: FAIL\nDone" }, { run: more("[[4, 1]]"), exit: 0, output: "Test 2: OK\nTest 3: OK\nDone" }]);
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("The agent's own `python3 (inline)` (step 2) printed `Test 2: FAIL`; "
      + "a later run of its own code printed `Test 2: OK` (step 3) on the same work, its code changed since.");
  });

  test("a later run that does not print that case passing leaves it failing", () => {
    const result = green([edit, { run: check("[[4, 0]]"), exit: 0, output: "Test 2: FAIL\nDone" }, { run: more("[[4, 1]]"), exit: 0, output: "Test 3: OK\nDone" }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toMatch(/do not answer it/);
  });
});
