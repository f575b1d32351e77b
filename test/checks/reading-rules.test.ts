import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { classifyCommand, verificationRuns } from "../../src/checks/verification.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const diffOf = (path: string) => parseUnifiedDiff(`diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`);

describe("a project's test entry point run by path is a test run", () => {
  test.each(["bin/test sympy/core/tests/test_evalf.py", "python bin/test sympy/core", "./runtests -v", "python3 tools/run_tests"])("%s", (command) => {
    expect(classifyCommand(command)).toMatchObject({ kind: "test" });
  });

  test("the shell's own `test` builtin is not", () => {
    expect(classifyCommand('test -f setup.py')).toBeNull();
  });
});

describe("a test file run directly that prints nothing showed nothing", () => {
  test("exit 0 and no output: outcome unknown; with a summary it counts", () => {
    const quiet = verificationRuns(trajectoryOf([{ run: "python sympy/core/tests/test_arit.py", exit: 0, output: "" }]));
    expect(quiet.map((run) => run.outcome)).toEqual(["unknown"]);
    const said = verificationRuns(trajectoryOf([{ run: "python test_requests.py", exit: 0, output: "Ran 4 tests in 0.1s\n\nOK" }]));
    expect(said.map((run) => run.outcome)).toEqual(["passed"]);
  });
});

describe("what is missing from the PR", () => {
  test("a file the agent put back with git, or an untracked folder it deleted, is not missing", () => {
    const trajectory = trajectoryOf([
      { edit: "pkg/core.py" },
      { edit: "pkg/debug.py" },
      { run: "git checkout pkg/debug.py", exit: 0 },
      { run: "rm -rf reproduction", exit: 0 },
    ]);
    const check = editsMatchDiff(checkContext(trajectory, diffOf("pkg/core.py"), null));
    expect(check.status).toBe("pass");
  });

  test("a persisting edit outside the PR still is", () => {
    const trajectory = trajectoryOf([{ edit: "pkg/core.py" }, { edit: "pkg/other.py" }]);
    const check = editsMatchDiff(checkContext(trajectory, diffOf("pkg/core.py"), null));
    expect(check.evidence.map((item) => item.quote)).toContain("edited in the transcript, not in the PR: pkg/other.py");
  });
});

describe("a final answer that is the submitted patch holds no claims", () => {
  test("lines of code in a diff are not statements to back", () => {
    const trajectory = trajectoryOf([{ edit: "a.py" }, { run: "pytest -q", exit: 0, output: "3 passed in 0.1s" }]);
    const patch = "diff --git a/a.py b/a.py\n--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-return 1\n+return 1/factorial(n)*Sum(x, (k, 0, n))  # all tests pass\n";
    const result = claimsBacked(checkContext({ ...trajectory, finalAnswer: patch }, null, null));
    expect(result.status).toBe("skip");
    const prose = claimsBacked(checkContext({ ...trajectory, finalAnswer: "Fixed it; all tests pass." }, null, null));
    expect(prose.status).not.toBe("skip");
  });
});

describe("failing tests are named from the runner's own report lines", () => {
  test("pytest, unittest, go, cargo and a long report's headers", async () => {
    const { failingTests } = await import("../../src/checks/failing-tests.js");
    expect(failingTests("FAILED tests/a.py::test_x - AssertionError\nERROR tests/b.py::test_y")).toEqual(["tests/a.py::test_x", "tests/b.py::test_y"]);
    expect(failingTests("ERROR: test_z (pkg.mod.TestCase)\n--- FAIL: TestGo (0.00s)\ntest a::b ... FAILED")).toEqual(["TestGo", "a::b", "pkg.mod.TestCase.test_z"]);
    expect(failingTests("______ sympy/printing/tests/test_repr.py:test_Mul ______\nTraceback")).toEqual(["sympy/printing/tests/test_repr.py:test_Mul"]);
  });
});

describe("inline code that compares a result and prints its verdict is the agent's own test", () => {
  const CHECK = "python3 - <<'PY'\nfrom sol import count\nn = count()\nprint('PASS' if n == 79586 else 'FAIL', n)\nPY";
  test("its printed verdict decides, whatever the exit", () => {
    const pass = verificationRuns(trajectoryOf([{ run: CHECK, exit: 0, output: "PASS 79586" }]));
    expect(pass.map((run) => [run.kind, run.outcome, run.adHoc])).toEqual([["test", "passed", true]]);
    const fail = verificationRuns(trajectoryOf([{ run: CHECK, exit: 0, output: "FAIL 79585" }]));
    expect(fail.map((run) => run.outcome)).toEqual(["failed"]);
  });

  test("printing a file back, or checking that it parses, compares nothing", () => {
    expect(classifyCommand(`python3 -c "import json; json.load(open('out.json')); print('OK')"`)).toBeNull();
    expect(classifyCommand(`python3 -c "print(open('answer.txt').read()); print('PASS')"`)).toBeNull();
  });
});

describe("running the agent's own script that rewrites the work is the edit, not its check", () => {
  test("a patch script run in the call that writes it is no verification; a check script that only reads is", () => {
    const patcher = "cat > update_std.py <<'EOF'\nsrc = open('sphinx/domains/std.py').read()\nopen('sphinx/domains/std.py', 'w').write(src.replace('a', 'b'))\nprint('Updated')\nEOF\npython3 update_std.py";
    expect(verificationRuns(trajectoryOf([{ run: patcher, exit: 0, output: "Updated" }]))).toEqual([]);
    const checker = "cat > check_fix.py <<'EOF'\nfrom pkg import f\nprint(f())\nEOF\npython3 check_fix.py";
    expect(verificationRuns(trajectoryOf([{ run: checker, exit: 0, output: "2" }])).map((run) => run.runner)).toEqual(["python3 check_fix.py"]);
  });
});
