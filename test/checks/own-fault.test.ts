import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../helpers/claude-session.js";
import { ownFault, statementsOf } from "../../src/checks/own-fault.js";

// audit A14: an inline probe whose own numpy call raised (float128 is unsupported in linalg) was named as a
// second check that "failed on the work as it ends"; nothing of the work reached the line that raised
const PROBE = [
  "import numpy as np",
  "from eigen import _dom2, find_dominant",
  "",
  "rng = np.random.default_rng(0)",
  "for trial in range(200):",
  "    n = int(rng.integers(2, 11))",
  "    A = rng.normal(size=(n,n)) * (10.0 ** rng.uniform(-5, 5, size=(n,n)))",
  "    lam, vec = find_dominant(A)",
  "    if not np.allclose(A @ vec, lam * vec):",
  "        print(\"lam=\", lam)",
  "        a,b,c,d = A[0,0],A[0,1],A[1,0],A[1,1]",
  "        tr=a+d; det=a*d-b*c; disc=tr*tr-4*det",
  "        A2 = A.astype(np.longdouble)",
  "        ev2, ec2 = np.linalg.eig(A2)",
  "        break",
].join("\n");
const TRACE = (line: number, error = "TypeError: array type float128 is unsupported in linalg") => [
  "lam= -79283.52", "Traceback (most recent call last):", `  File "<stdin>", line ${line}, in <module>`,
  '  File "/usr/local/lib/python3.13/site-packages/numpy/linalg/_linalg.py", line 1517, in eig',
  "    t, result_t = _commonType(a)", error, "",
].join("\n");
const WORK = ["/app/eigen.py"];

describe("ownFault: inline code that raised in a line of its own, which nothing of the work reaches", () => {
  test("a library call on the code's own random matrix is the check's fault, quoted with its line", () => {
    expect(ownFault(PROBE, TRACE(14), WORK)).toBe("`TypeError: array type float128 is unsupported in linalg` at `ev2, ec2 = np.linalg.eig(A2)`");
  });

  test("a line whose values come from the work's function is the work's: `vec` was returned by find_dominant", () => {
    const code = PROBE.replace("A2 = A.astype(np.longdouble)", "A2 = vec.astype(np.longdouble)");
    expect(ownFault(code, TRACE(14), WORK)).toBeNull();
  });

  test("a line that calls the work, or a module whose name is a changed file's, is the work's", () => {
    expect(ownFault(PROBE.replace("np.linalg.eig(A2)", "_dom2(A2)"), TRACE(14), WORK)).toBeNull();
    const viaModule = PROBE.replace("from eigen import _dom2, find_dominant", "import eigen as eg").replace("np.linalg.eig(A2)", "eg.solve(A2)");
    expect(ownFault(viaModule, TRACE(14), WORK)).toBeNull();
  });

  test("a frame in a file of the work, or in the repository's code outside any library, keeps the failure", () => {
    const inWork = TRACE(14).replace("/usr/local/lib/python3.13/site-packages/numpy/linalg/_linalg.py", "/app/eigen.py");
    expect(ownFault(PROBE, inWork, WORK)).toBeNull();
    const inRepository = TRACE(14).replace("/usr/local/lib/python3.13/site-packages/numpy/linalg/_linalg.py", "/app/helpers.py");
    expect(ownFault(PROBE, inRepository, WORK)).toBeNull();
  });

  test("no frame below the code's own line (an extension raising from C), or an installed copy of the work below it: kept", () => {
    const fromC = TRACE(14).split("\n").filter((line) => !line.includes("_linalg.py") && !line.includes("_commonType")).join("\n");
    expect(ownFault(PROBE, fromC, WORK)).toBeNull();
    const installed = TRACE(14).replace("numpy/linalg/_linalg.py", "eigen/solver.py");
    const elsewhere = PROBE.replace("from eigen import _dom2, find_dominant", "from solverlib import _dom2, find_dominant");
    expect(ownFault(elsewhere, TRACE(14), ["/app/eigen/solver.py"])).not.toBeNull();
    expect(ownFault(elsewhere, installed, ["/app/eigen/solver.py"])).toBeNull();
  });

  test("an assertion, a missing file or a failed process speaks of more than the code's values: kept", () => {
    expect(ownFault(PROBE, TRACE(14, "AssertionError"), WORK)).toBeNull();
    expect(ownFault(PROBE, TRACE(14, "FileNotFoundError: [Errno 2] No such file or directory: 'out.json'"), WORK)).toBeNull();
    expect(ownFault(PROBE, TRACE(14, "subprocess.CalledProcessError: Command '['./eigen']' returned non-zero exit status 1."), WORK)).toBeNull();
  });

  test("text on the way to the line (a path, a command) may be the work's: kept", () => {
    const withPath = PROBE.replace("A2 = A.astype(np.longdouble)", "A2 = np.load('/app/out.npy')");
    expect(ownFault(withPath, TRACE(14), WORK)).toBeNull();
  });

  test("`import *` from anything, or a name bound by a function definition, cannot be followed: kept", () => {
    expect(ownFault(PROBE.replace("import numpy as np", "from numpy import *"), TRACE(14), WORK)).toBeNull();
    const defined = PROBE.replace("A2 = A.astype(np.longdouble)", "def A2(): return find_dominant(A)");
    expect(ownFault(defined, TRACE(14), WORK)).toBeNull();
  });

  test("a raise inside a function the code defined, or no traceback at all, is not read", () => {
    expect(ownFault(PROBE, TRACE(14).replace("in <module>", "in check"), WORK)).toBeNull();
    expect(ownFault(PROBE, "total fails: 1\n", WORK)).toBeNull();
  });

  test("a value bound across lines (an open bracket) is read whole: the work's call on its second line counts", () => {
    const code = ["import numpy as np", "from eigen import find_dominant", "mats = [", "    find_dominant(np.eye(2))[1]", "]", "np.linalg.eig(mats[0].astype(np.longdouble))"].join("\n");
    expect(ownFault(code, TRACE(6), WORK)).toBeNull();
    expect(statementsOf(code).map((statement) => statement.lines)).toEqual([[1, 1], [2, 2], [3, 5], [6, 6]]);
  });

  test("statements split at `;` outside strings, comments dropped, a `#` inside a string kept", () => {
    const statements = statementsOf("a = 1; b = '#;x'  # note; c = 2\nd = [a,\n  b]");
    expect(statements.map((statement) => statement.text.trim())).toEqual(["a = 1", "b = '#;x'", "d = [a,\n  b]"]);
  });
});

const TASK: Step = { prompt: "find_dominant(A) must return the dominant eigenvalue and its eigenvector of a real square matrix A." };
const EDIT: Step = { edit: "eigen.py", old: "    return None", text: "    ev, ec = np.linalg.eig(A)\n    i = np.argmax(np.abs(ev))\n    return ev[i], ec[:, i]" };
const DIFF = "diff --git a/eigen.py b/eigen.py\n--- a/eigen.py\n+++ b/eigen.py\n@@ -3,2 +3,4 @@ import numpy as np\n def find_dominant(A):\n-    return None\n"
  + "+    ev, ec = np.linalg.eig(A)\n+    i = np.argmax(np.abs(ev))\n+    return ev[i], ec[:, i]\n";
const TESTS: Step = { run: "cd /app && python -m pytest -q tests/test_eigen.py", exit: 0, output: "........\n8 passed in 0.41s" };
const probe = (code: string, output: string): Step => ({ run: `cd /app && python3 - <<'EOF'\n${code}\nEOF`, exit: 1, output });
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("in a session: the probe's own fault after green tests holds nothing; the work's failure still does", () => {
  test("the float128 probe raised in its own numpy call: not a failure of the work, the tests' pass stands", async () => {
    const steps = [TASK, EDIT, TESTS, probe(PROBE, TRACE(14)), { say: "All 8 tests pass." }];
    const { verdict, checks, verification } = await verdictOf("/app", steps, DIFF);
    expect(summaryOf(checks, "final_checks_green")).not.toContain("failed on the work");
    // the report lists the probe with no result, and says why
    expect(verification.at(-1)).toMatchObject({ outcome: "unknown", ownFault: expect.stringContaining("at `ev2, ec2 = np.linalg.eig(A2)`") });
    expect(verdict).toBe("pass");
  });

  test("the same probe raising on the vector the work returned is still named as failing on the work", async () => {
    const code = PROBE.replace("A2 = A.astype(np.longdouble)", "A2 = vec.astype(np.longdouble)");
    const { verdict, checks } = await verdictOf("/app", [TASK, EDIT, TESTS, probe(code, TRACE(14)), { say: "All 8 tests pass." }], DIFF);
    expect(summaryOf(checks, "final_checks_green")).toContain("The last run of `python3 (inline)` (step 6) failed");
    expect(verdict).not.toBe("pass");
  });

  test("the probe's fault as the only run after the change: no result, said as the check's fault, held for a person", async () => {
    const { verdict, checks } = await verdictOf("/app", [TASK, EDIT, probe(PROBE, TRACE(14)), { say: "Done." }], DIFF);
    const said = checks.map((check) => check.summary).join(" ");
    expect(said).toContain("and raised `TypeError: array type float128 is unsupported in linalg` at `ev2, ec2 = np.linalg.eig(A2)`, a line of its own code"
      + " that uses nothing of the work: a fault of the check, not a result of the work");
    expect(said).not.toContain("failed");
    expect(verdict).toBe("neutral");
  });
});
