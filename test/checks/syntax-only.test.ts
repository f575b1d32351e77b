import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const P: Action = { prompt: "Fix the bug in src/core.py: f() returns the wrong value for empty input." };
const EDIT: Action = { edit: "src/core.py" };
const GREEN = "12 passed in 0.40s";

function read(actions: Action[]) {
  const results = runChecks(checkContext(trajectoryOf(actions), null, null));
  const of = (id: string) => results.find((result) => result.id === id)!;
  return { verdict: decideFromChecks(results).verdict, verified: of("verified_after_last_edit"), green: of("final_checks_green") };
}

describe("a checker that only parses the code", () => {
  test.each([
    ["python -m py_compile src/core.py", "py_compile"],
    ["python3 -m compileall -q src", "compileall"],
    ["bash -n scripts/run.sh", "bash -n"],
    ["node --check app.js", "node --check"],
    ["gcc -fsyntax-only src/main.c", "gcc"],
  ])("`%s` is read as a syntax check", (line, runner) => {
    const [run] = verificationRuns(trajectoryOf([{ run: line, exit: 0 }]));
    expect(run).toMatchObject({ runner, outcome: "passed", syntaxOnly: true });
  });

  test.each([["gcc -o main src/main.c"], ["python -m pytest tests -q"], ["tsc --noEmit"]])("`%s` checks more than the syntax", (line) => {
    const [run] = verificationRuns(trajectoryOf([{ run: line, exit: 0, output: GREEN }]));
    expect(run?.syntaxOnly).toBeUndefined();
  });

  test("its pass after the last edit neither verifies the edit nor shows the work green", () => {
    const { verdict, verified, green } = read([P, EDIT, { run: "python -m py_compile src/core.py && echo ok", exit: 0, output: "ok" }]);
    expect(verdict).toBe("neutral");
    expect(verified.status).toBe("warn");
    expect(verified.summary).toBe("No check this report reads, beyond a static check, ran in the whole run; the last edit was `src/core.py`, step 2; `py_compile` at step 3 checked only that the code parses.");
    expect(green.summary).toBe("No check this report reads, beyond a static check, recorded a passing result; `py_compile` at step 3 checked only that the code parses.");
  });

  test("after an edit that followed the tests, it leaves the tests' pass stale and is named beside them", () => {
    const { verdict, verified, green } = read([P, EDIT, { run: "python -m pytest tests -q", exit: 0, output: GREEN }, EDIT, { run: "bash -n build.sh && python -m py_compile src/core.py", exit: 0 }]);
    expect(verdict).toBe("neutral");
    expect(verified.summary).toBe("No check this report reads, beyond a static check, ran after the last edit of `src/core.py`, step 4; the last one was `pytest`, step 3; `py_compile` at step 5 checked only that the code parses.");
    expect(green.summary).toBe("Every green run of a check this report reads, beyond a static check, came before the last change to the work (`src/core.py`, step 4): what they showed may be stale; `py_compile` at step 5 checked only that the code parses.");
  });

  test("when the recorder cut its line, the note names the line by its syntax check without saying that is all it checked", () => {
    const cut = "python3 -m py_compile src/core.py && tmp=$(mktemp) && cat > \"$tmp\" <<'EOF'\n<div onclick=\"x\">...(+55 chars)";
    const { verified } = read([P, EDIT, { run: cut, exit: 0, output: "safe_unchanged\nxss_removed" }]);
    expect(verified.summary).toMatch(/the line at step 3 begins with `py_compile`, which checks only that the code parses, and the rest of the line, cut by the recorder, may have checked more: it printed output this report does not read as a check's\.$/);
    expect(verified.summary).not.toMatch(/checked only that the code parses/);
  });

  // held-out round 7 s23, s24: `pnpm test:types && pnpm lint`, `gofmt -l . && go vet ./...` and no test
  test("a type checker's or a linter's pass neither verifies an edit nor shows the work green; its failure counts", () => {
    const typed = read([P, EDIT, { run: "npx tsc --noEmit", exit: 0, output: "" }]);
    expect(typed.verdict).toBe("neutral");
    expect(typed.green.summary).toBe("No check this report reads, beyond a static check, recorded a passing result; "
      + "`tsc` at step 3 checked only the code without running it (its types), not what it does.");
    const linted = read([P, EDIT, { run: "ruff check src", exit: 0, output: "All checks passed!" }]);
    expect(linted.verified.summary).toBe("No check this report reads, beyond a static check, ran in the whole run; the last edit was `src/core.py`, step 2; "
      + "`ruff` at step 3 checked only the code without running it (its style and common mistakes), not what it does.");
    expect(read([P, EDIT, { run: "npx tsc --noEmit", exit: 2, output: "src/a.ts(3,1): error TS2304: Cannot find name 'x'." }]).green.status).toBe("fail");
    expect(read([P, EDIT, { run: "python -m pytest tests -q", exit: 0, output: GREEN }, { run: "ruff check src", exit: 0 }]).verdict).toBe("pass");
  });

  // pylint-4604: `pylint repro.py` in pylint's own repository runs the checker the PR changes
  test("a linter whose own source the work changes runs the work: it is no static check there", () => {
    const own = read([P, { edit: "pylint/checkers/variables.py" }, { run: "pylint reproduce.py", exit: 0, output: "Your code has been rated at 10.00/10" }]);
    expect(own.verified.summary).not.toMatch(/static check/);
    expect(verificationRuns(trajectoryOf([{ edit: "pylint/checkers/variables.py" }, { run: "pylint reproduce.py", exit: 0 }]))[0]?.runsWork).toBe(true);
    expect(verificationRuns(trajectoryOf([{ edit: "src/core.py" }, { run: "pylint src", exit: 0 }]))[0]?.runsWork).toBeUndefined();
  });

  test("a test run after the last edit is what verifies it, not the syntax check beside it", () => {
    const { verdict, verified, green } = read([P, EDIT, { run: "python -m pytest tests -q", exit: 0, output: GREEN }, { run: "python -m py_compile src/core.py", exit: 0 }]);
    expect(verdict).toBe("pass");
    expect(verified.summary).toBe("`pytest tests` (step 3) ran after the last edit of `src/core.py` (step 2).");
    expect(green.summary).toBe("The last run of `pytest tests` succeeded.");
  });

  test("its failure counts, and its own later pass settles it", () => {
    const failed: Action = { run: "python -m py_compile src/core.py", exit: 1, output: "  File \"src/core.py\", line 2\nSyntaxError: invalid syntax" };
    expect(read([P, EDIT, { run: "python -m pytest tests -q", exit: 0, output: GREEN }, EDIT, failed]).green.status).toBe("fail");
    const settled = read([P, EDIT, failed, EDIT, { run: "python -m py_compile src/core.py", exit: 0 }, { run: "python -m pytest tests -q", exit: 0, output: GREEN }]);
    expect(settled.verdict).toBe("pass");
  });

  test("that the code parses answers no failure of the agent's own probe", () => {
    const probe: Action = { run: "cat > repro.py <<'EOF'\nfrom src.core import f\nassert f([]) is None\nEOF", exit: 0 };
    const { verdict, green } = read([P, probe, EDIT, { run: "python repro.py", exit: 1, output: "AssertionError" }, { run: "python -m py_compile src/core.py", exit: 0 }]);
    expect(green.summary).toBe("The last run of `python repro.py` (step 4) failed, and no later run shows it fixed.");
    expect(verdict).toBe("fail");
  });
});
