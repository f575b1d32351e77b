import { describe, expect, test } from "vitest";
import { pathFactsByCall } from "../../src/checks/path-facts.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const BRANCHES = "if [ -f check.py ]; then python3 check.py; elif [ -f check.sh ]; then bash check.sh; else python3 -c 'import sol; assert sol.f() == 2; print(\"OK\")'; fi";

function runsOf(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const runs = verificationRuns(trajectory);
  return { trajectory, runs, context: { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext };
}

describe("a branch guarded by a file test is read from what the transcript showed about the path", () => {
  test("a listing that lacks both check files: only the else-branch ran, and its exit 0 is its own", () => {
    const { runs, context } = runsOf([
      { run: "ls", exit: 0, output: "README.md\nsol.py\n" },
      { edit: "sol.py", tool: "Write" },
      { run: BRANCHES, exit: 0, output: "OK" },
    ]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 (inline)", "passed"]]);
    expect(verifiedAfterLastEdit(context).status).toBe("pass");
    expect(finalChecksGreen(context).summary).not.toMatch(/check\.py|check\.sh|not recorded/);
  });

  test("a file the agent wrote is present: the then-branch ran, and the others did not", () => {
    const { runs } = runsOf([
      { edit: "check.py", tool: "Write" },
      { run: BRANCHES, exit: 1, output: "AssertionError" },
    ]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 check.py", "failed"]]);
  });

  test("nothing known of the paths: a branch is credited only when its own output shows it ran", () => {
    const quiet = runsOf([{ run: "if [ -f check.py ]; then python3 check.py; elif [ -f check.sh ]; then bash check.sh; fi", exit: null, output: "done" }]);
    expect(quiet.runs).toEqual([]);
    const said = runsOf([{ run: "if [ -f Makefile ]; then npm run lint; else pytest -q; fi; echo done", exit: 0, output: "3 passed in 0.1s" }]);
    // both branches could have printed the summary: which one ran cannot be told, so neither is credited
    expect(said.runs).toEqual([]);
    const one = runsOf([{ run: "if [ -f setup.cfg ]; then pytest -q; fi", exit: 0, output: "3 passed in 0.1s" }]);
    expect(one.runs.map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["pytest", "passed", "summary line"]]);
  });

  test("unresolved branches that each end in a check, on a line that exited 0: one of them passed", () => {
    const { runs } = runsOf([{ run: BRANCHES, exit: 0, output: "OK" }, { edit: "sol.py", tool: "Write" }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.adHoc])).toEqual([["one of python3 (inline) / bash check.sh / python3 check.py", "passed", true]]);
    const skipped = runsOf([{ run: "if [ -f check.py ]; then python3 check.py; else echo skip; fi", exit: 0, output: "skip" }]);
    expect(skipped.runs).toEqual([]);
    const failed = runsOf([{ run: BRANCHES, exit: 1, output: "" }]);
    expect(failed.runs).toEqual([]);
    // a line the recorder cut may hold more branches than it shows: none is credited on the exit alone
    const line = "if [ -f /app/check.py ]; then if [ -x /app/check.py ]; then /app/check.py; elif command -v python3 >/dev/null 2>&1; then "
      + "python3 /app/check.py; else python /app/check.py; fi; elif [ -f /app/check.sh ]...(+54 chars)";
    const cut = runsOf([{ run: line, exit: 0, output: "The CompCert C verified compiler, version 3.13.1" }]);
    expect(cut.runs).toEqual([]);
    // cut inside the last branch: every branch is known, and each ends in a check
    const lastShown = "set -e\nif [ -f /app/check.py ]; then\n  python3 /app/check.py\nelif [ -f /app/check.sh ]; then\n  bash /app/check.sh\n"
      + "else\n  cd /app/dclm\n  ! rg -z -n 'AKIA[0-9A-Z]{16}' . && python3 - <<'PY'\nimport json...(+55 chars)";
    expect(runsOf([{ run: lastShown, exit: 0, output: "sanitization verification passed" }]).runs.map((run) => run.runner)).toEqual([
      "one of python3 (inline) / bash check.sh / python3 check.py",
    ]);
    // cut inside the else branch before any check of it shows: the else branch is one of them, though unnamed
    const elseCut = "set -e; if [ -f /app/check.sh ]; then bash /app/check.sh; elif [ -f /app/check.py ]; then python /app/check.py; "
      + "else if rg -n 'AKIA' -P '...(+55 chars)";
    expect(runsOf([{ run: elseCut, exit: 0, output: "quick sanitization check passed" }]).runs.map((run) => run.runner)).toEqual([
      "one of its else branch (cut) / python check.py / bash check.sh",
    ]);
  });

  test("a branch under a condition that is no file test is read the same way", () => {
    const line = "if python -c 'import pytest' 2>/dev/null; then python -m pytest tests -q; else python -m unittest discover tests; fi";
    const either = runsOf([{ run: line, exit: 0, output: "....\n------\nRan 12 tests in 0.01s\n\nOK" }]);
    // not "the last run of `pytest` succeeded": only one branch ran, and unittest's own summary shows which (shown-branch.ts)
    expect(either.runs.map((run) => [run.runner, run.outcome])).toEqual([["unittest", "passed"]]);
    const unsaid = runsOf([{ run: line, exit: 0, output: "OK" }]);
    expect(unsaid.runs.map((run) => [run.runner, run.outcome])).toEqual([["one of unittest / pytest", "passed"]]);
    expect(runsOf([{ run: "if grep -q slow setup.cfg; then pytest -q; fi", exit: 0, output: "" }]).runs).toEqual([]);
    expect(runsOf([{ run: "if grep -q slow setup.cfg; then pytest -q; fi", exit: 0, output: "3 passed in 0.1s" }]).runs.map((run) => run.runner)).toEqual(["pytest"]);
  });

  test("an error that says the file is missing resolves the test too", () => {
    const { runs } = runsOf([
      { run: "cat run_tests.sh", exit: 1, output: "cat: run_tests.sh: No such file or directory" },
      { run: "if [ -f run_tests.sh ]; then bash run_tests.sh; else pytest -q; fi", exit: 0, output: "ok" },
    ]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["pytest", "passed"]]);
  });
});

describe("path facts", () => {
  test("the latest evidence wins: a listing, then a write, then a deletion", () => {
    const trajectory = trajectoryOf([
      { run: "ls -la", exit: 0, output: "total 8\n-rw-r--r-- 1 u u 10 Jan 1 00:00 a.py\ndrwxr-xr-x 2 u u 4096 Jan 1 00:00 tests" },
      { edit: "b.py", tool: "Write" },
      { run: "rm a.py", exit: 0 },
      { run: "true", exit: 0 },
    ]);
    const at = pathFactsByCall(trajectory);
    // b.py is written by call 1 itself: before it, the listing of call 0 is what is known
    expect([at(1)("a.py"), at(1)("b.py"), at(1)("tests"), at(1)("c.py")]).toEqual(["present", "absent", "present", "absent"]);
    expect([at(3)("a.py"), at(3)("./b.py"), at(3)("/elsewhere/c.py")]).toEqual(["absent", "present", null]);
  });
});

describe("a for loop over literal words runs its body once per word", () => {
  test("each test file it ran is a run of its own, its status read from the echo after it", () => {
    const loop = "cd /tmp && for t in test_run.py test_edge.py; do echo \"=== $t ===\"; timeout 15 python3 $t; echo \"exit: $?\"; done";
    const output = "=== test_run.py ===\nTEST normal: OK\nexit: 0\n=== test_edge.py ===\nedge done\nexit: 0";
    const { runs } = runsOf([{ edit: "/app/run.py", tool: "Write" }, { run: loop, exit: 0, output }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 test_run.py", "passed"], ["python3 test_edge.py", "passed"]]);
  });
});
