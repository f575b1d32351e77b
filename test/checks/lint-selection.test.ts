import { describe, expect, test } from "vitest";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

describe("a linter checks the files it is given", () => {
  const edit = { run: "sed -i 's/min_lines = 0/min_lines = 1/' pkg/similar.py", exit: 0, output: "" };
  const scratch = { run: "cat > repro.py <<'EOF'\nimport os\nEOF", exit: 0, output: "" };
  const lintScratch = { run: "python3 -m pylint --rcfile=pylintrc repro.py", exit: 24, output: "repro.py:1:0: R0801: Similar lines in 2 files\nYour code has been rated at 2.50/10" };
  const cleanup = { run: "rm repro.py", exit: 0, output: "" };
  const tests = { run: "python -m pytest tests/test_similar.py", exit: 0, output: "==== 17 passed in 0.1s ====" };

  test("its selection is the files it names, so two files are two checks", () => {
    const { runs } = runsOf([edit, { run: "flake8 pkg/similar.py", exit: 1, output: "pkg/similar.py:3:1: F401 'os' imported but unused" }, { run: "flake8 pkg/other.py", exit: 0, output: "" }]);
    expect(runs.map((run) => run.selection)).toEqual([["pkg/similar.py"], ["pkg/other.py"]]);
    expect(finalChecksGreen(runsOf([edit, { run: "flake8 pkg/similar.py", exit: 1, output: "pkg/similar.py:3:1: F401" }, { run: "flake8 pkg/other.py", exit: 0, output: "" }]).context).status).toBe("fail");
  });

  test("its messages about a file the agent made and deleted are no failure of the work", () => {
    const green = finalChecksGreen(runsOf([scratch, edit, lintScratch, cleanup, tests]).context);
    expect(green.status).toBe("pass");
    expect(green.summary).not.toContain("pylint");
  });

  test("its messages about a file of the work still count", () => {
    const lintWork = { run: "python3 -m pylint pkg/similar.py", exit: 16, output: "pkg/similar.py:1:0: C0114: Missing module docstring" };
    expect(finalChecksGreen(runsOf([edit, lintWork, tests]).context).status).toBe("fail");
  });
});
