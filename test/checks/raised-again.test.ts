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
