import { describe, expect, test } from "vitest";
import { PassedRuns, coversRun } from "../../src/checks/passed-runs.js";
import { verificationRuns, type VerificationRun } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { checkContext } from "../../src/checks/index.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const runsOf = (actions: Action[]) => verificationRuns(trajectoryOf(actions));

describe("the index of green runs finds every run that covers a failure, and only those", () => {
  test("the same as walking all runs, on selections of files, folders, test ids, filters and whole suites", () => {
    const lines = [
      "pytest tests/a.py::Cls::test_x", "pytest tests/a.py::Cls", "pytest tests/a.py", "pytest tests", "pytest tests/",
      "pytest", "pytest -k kbd tests/a.py", "python -m pytest tests/a.py", "npm test -- --grep case1", "npm test", "pytest tests/b.py",
      "go test ./pkg/a", "go test ./pkg/...", "go test ./...", "go test ./other/...",
      // filters: a `-k` conjunction keeps all a longer one of its terms keeps, in any order; an `or` only itself
      "pytest -k 'env and not slow' tests/a.py", "pytest -k env tests/a.py", "pytest -k 'not slow and env' tests",
      "pytest -k 'env or kbd' tests/a.py", "pytest -k 'a and b and c and d and e and f and g' tests", "pytest -k 'a and c' tests",
      "npm test -- --grep case2", "pytest -m slow -k env tests/a.py",
    ];
    const runs = runsOf(lines.flatMap((line, index) => [{ run: line, exit: 1, output: "1 failed" }, { run: line, exit: 0, output: `${index} passed` }]));
    const index = new PassedRuns(runs);
    for (const run of runs.filter((item) => item.outcome === "failed")) {
      const walked = runs.filter((other) => other.outcome === "passed" && coversRun(other, run));
      expect(index.coverers(run).map((other) => other.call), run.command).toEqual(walked.map((other) => other.call));
    }
  });

  test("thousands of distinct checks, a fifth of them failing, stay linear enough to read in a moment", () => {
    const actions: Action[] = [];
    for (let turn = 0; turn < 3000; turn += 1) actions.push({ run: `npm test -- --grep case${turn}`, exit: turn % 5 === 0 ? 1 : 0, output: turn % 5 === 0 ? "1 failing" : "3 passing" });
    const trajectory = trajectoryOf(actions);
    const runs: VerificationRun[] = verificationRuns(trajectory);
    const result = finalChecksGreen(checkContext(trajectory, null, null));
    expect(runs).toHaveLength(3000);
    expect(result.status).toBe("fail");
  });
});

describe("filters only leave tests out", () => {
  const coverers = (failing: string, green: string) => {
    const runs = runsOf([{ run: failing, exit: 1, output: "FAILED tests/a.py::test_env - AssertionError\n1 failed, 3 passed" }, { run: green, exit: 0, output: "4 passed" }]);
    return new PassedRuns(runs).coverers(runs[0]!).map((run) => run.command);
  };

  test("a looser `-k` conjunction, or the same files without the filter, covers the filtered run", () => {
    expect(coverers("pytest -k 'env and not slow' tests/a.py", "pytest -k env tests/a.py")).toEqual(["pytest -k env tests/a.py"]);
    expect(coverers("pytest -k 'env and not slow'", "pytest -k env")).toEqual(["pytest -k env"]);
    expect(coverers("pytest -k kbd tests/a.py", "pytest tests/a.py")).toEqual(["pytest tests/a.py"]);
    expect(coverers("pytest -k kbd tests/a.py", "pytest tests")).toEqual(["pytest tests"]);
  });

  test("a stricter filter, another expression, or `or` does not", () => {
    expect(coverers("pytest -k env tests/a.py", "pytest -k 'env and not slow' tests/a.py")).toEqual([]);
    expect(coverers("pytest -k env", "pytest -k io")).toEqual([]);
    expect(coverers("pytest -k 'env or io'", "pytest -k env")).toEqual([]);
    expect(coverers("pytest tests/a.py", "pytest -k env tests/a.py")).toEqual([]);
    expect(coverers("pytest -k kbd tests/a.py", "pytest tests/b.py")).toEqual([]);
  });
});

describe("Go's package patterns", () => {
  test("`./...` and `./pkg/...` cover `./pkg/a`; `./other/...` does not", () => {
    const failed = { run: "go test ./pkg/a", exit: 1, output: "--- FAIL: TestA (0.00s)\nFAIL\tex.com/m/pkg/a\t0.01s" };
    const coverers = (line: string) => {
      const runs = runsOf([failed, { run: line, exit: 0, output: "ok  \tex.com/m/pkg/a\t0.01s" }]);
      return new PassedRuns(runs).coverers(runs[0]!).map((run) => run.command);
    };
    expect(coverers("go test ./...")).toEqual(["go test ./..."]);
    expect(coverers("go test ./pkg/...")).toEqual(["go test ./pkg/..."]);
    expect(coverers("go test ./pkg/a/...")).toEqual(["go test ./pkg/a/..."]);
    expect(coverers("go test ./other/...")).toEqual([]);
  });
});

describe("a test file run directly is those tests, not the whole suite", () => {
  const failing = { run: "pytest test_requests.py", exit: 1, output: "=== 1 failed, 3 passed in 0.1s ===" };
  test("the agent's own test script does not cover the repository's test file", () => {
    const runs = runsOf([{ run: "python3 test_fix.py", exit: 0, output: "All tests passed" }, failing]);
    expect(new PassedRuns(runs).coverers(runs[1]!)).toEqual([]);
  });

  test("the same test file run by its interpreter covers it, either way round", () => {
    const runs = runsOf([{ run: "python3 test_requests.py", exit: 0, output: "Ran 47 tests in 0.005s\n\nOK" }, failing]);
    expect(new PassedRuns(runs).coverers(runs[1]!).map((run) => run.runner)).toEqual(["python3 test_requests.py"]);
    const back = runsOf([{ run: "python3 test_requests.py", exit: 1, output: "Ran 4 tests\n\nFAILED (failures=1)" }, { run: "pytest test_requests.py", exit: 0, output: "=== 4 passed ===" }]);
    expect(new PassedRuns(back).coverers(back[0]!).map((run) => run.runner)).toEqual(["pytest"]);
  });

  test("a test file in a folder, run by its interpreter, covers the same file another runner selected, either way round", () => {
    const inFolder = { run: "pytest tests/test_core.py -q", exit: 1, output: "1 failed, 11 passed in 0.40s" };
    const runs = runsOf([inFolder, { run: "cd /repo && python tests/test_core.py", exit: 0, output: "Ran 12 tests in 0.002s\n\nOK" }]);
    expect(new PassedRuns(runs).coverers(runs[0]!).map((run) => run.runner)).toEqual(["python test_core.py"]);
    const back = runsOf([{ run: "python ./tests/test_core.py", exit: 1, output: "FAILED (failures=1)" }, { ...inFolder, exit: 0, output: "12 passed" }]);
    expect(new PassedRuns(back).coverers(back[0]!).map((run) => run.runner)).toEqual(["pytest"]);
    const other = runsOf([inFolder, { run: "python other/test_core.py", exit: 0, output: "Ran 3 tests\n\nOK" }]);
    expect(new PassedRuns(other).coverers(other[0]!)).toEqual([]);
  });

  test("a whole-suite run of another test runner still covers a test file run directly", () => {
    const runs = runsOf([{ run: "python3 tests/test_a.py", exit: 1, output: "FAILED (failures=1)" }, { run: "pytest", exit: 0, output: "=== 9 passed ===" }]);
    expect(new PassedRuns(runs).coverers(runs[0]!).map((run) => run.runner)).toEqual(["pytest"]);
  });
});

describe("a run that leaves tests out (`--deselect`, `--ignore`)", () => {
  test("covers none of the tests it left out, and is not named by them", () => {
    const runs = runsOf([
      { run: "pytest tests/test_io.py::test_url", exit: 1, output: "1 failed" },
      { run: "pytest tests --deselect tests/test_io.py::test_url", exit: 0, output: "11 passed, 1 deselected" },
    ]);
    expect(new PassedRuns(runs).coverers(runs[0]!)).toEqual([]);
    expect(runs[1]!.selection).toEqual(["--deselect tests/test_io.py::test_url", "tests"]);
    const go = runsOf([{ run: "go test ./pkg/a -run TestURL", exit: 1, output: "--- FAIL: TestURL (0.00s)\nFAIL" }, { run: "go test ./pkg/a -skip TestURL", exit: 0, output: "ok  \tex.com/m/pkg/a\t0.01s" }]);
    expect(new PassedRuns(go).coverers(go[0]!)).toEqual([]);
    // a whole-package failure is not covered by a run that skipped a test of it
    const whole = runsOf([{ run: "go test ./pkg/a", exit: 1, output: "--- FAIL: TestURL (0.00s)\nFAIL" }, { run: "go test ./pkg/a -skip TestURL", exit: 0, output: "ok  \tex.com/m/pkg/a\t0.01s" }]);
    expect(whole[1]!.selection).toEqual(["-skip TestURL", "pkg/a"]);
    expect(new PassedRuns(whole).coverers(whole[0]!)).toEqual([]);
  });
});

describe("inline code covers only itself", () => {
  test("another piece of inline code that passed does not settle or contradict a failing one", () => {
    const failing = { run: "python3 - <<'EOF'\nimport filter\nassert filter.idempotent()\nEOF", exit: 1, output: "AssertionError" };
    const other = { run: "python3 - <<'EOF'\nimport filter\nassert 'x' in filter.run('x')\nEOF", exit: 0, output: "" };
    const runs = runsOf([other, failing]);
    expect(new PassedRuns(runs).coverers(runs[1]!)).toEqual([]);
    const again = runsOf([failing, { ...failing, exit: 0, output: "" }]);
    expect(new PassedRuns(again).coverers(again[0]!).map((run) => run.call)).toEqual([1]);
  });
});
