import { describe, expect, test } from "vitest";
import { shellScriptFile } from "../../src/checks/script-files.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

function runsOf(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const runs = verificationRuns(trajectory);
  return { runs, context: { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext };
}

const WRAPPER = "set -e\npython -m pytest test_six.py -q -k memoryview\npython -m pytest test_six.py -q 2>&1 | tail -2\necho ALL_DONE\n";

describe("the script file a command hands to a shell", () => {
  test.each([
    [["bash", "/tmp/run_tests.sh"], "/tmp/run_tests.sh"],
    [["sh", "-e", "check.sh", "arg"], "check.sh"],
    [["bash", "-euo", "pipefail", "run.sh"], "run.sh"],
    [["bash", "-o", "pipefail", "-x", "run.sh"], "run.sh"],
    [["source", "env.sh"], "env.sh"],
    [[".", "./env.sh"], "./env.sh"],
    [["./run_all.sh"], "./run_all.sh"],
    [["scripts/test.sh", "-v"], "scripts/test.sh"],
  ])("%j runs %s", (argv, file) => {
    expect(shellScriptFile(argv)?.path).toBe(file);
  });

  test.each([
    [["bash", "-c", "pytest -q"]],
    [["bash", "-lc", "pytest -q"]],
    [["bash", "-n", "run.sh"]],
    [["bash", "-s"]],
    [["bash", "$SCRIPT"]],
    [["pytest", "-q"]],
    [["python", "run.py"]],
  ])("%j runs no script file whose name is shown", (argv) => {
    expect(shellScriptFile(argv)).toBeNull();
  });
});

describe("a wrapper script the agent wrote is read by its text", () => {
  test("a set -e script that runs pytest twice is a run of pytest on the tests it selects, after the last edit", () => {
    const { runs, context } = runsOf([
      { edit: "six.py" },
      { edit: "test_six.py" },
      { run: `cat > /tmp/run_tests.sh <<'EOF'\n${WRAPPER}EOF\nbash /tmp/run_tests.sh`, exit: 0, output: "1 passed, 200 deselected in 2.02s\n199 passed, 2 skipped in 3.52s\nALL_DONE" },
    ]);
    expect(runs.map((run) => [run.runner, run.kind, run.adHoc, run.outcome, run.selection])).toEqual([["pytest", "test", false, "passed", ["test_six.py"]]]);
    expect(verifiedAfterLastEdit(context).status).toBe("pass");
  });

  test("a script written by an edit tool and run later the same way; its failing summary is the run's failure", () => {
    const { runs } = runsOf([
      { edit: "lib.py" },
      { edit: "run.sh", tool: "Write", text: "pytest tests/test_lib.py -q || true\n" },
      { run: "sh run.sh", exit: 0, output: "1 failed, 9 passed in 0.2s" },
    ]);
    expect(runs.map((run) => [run.runner, run.adHoc, run.outcome])).toEqual([["pytest", false, "failed"]]);
  });

  test("a script that runs only the agent's own programs stays a run of that script", () => {
    const { runs } = runsOf([
      { edit: "lib.py" },
      { run: "cat > check.sh <<'EOF'\npython3 repro.py\nEOF\nbash check.sh", exit: 0, output: "ok" },
    ]);
    expect(runs.map((run) => [run.runner, run.adHoc])).toEqual([["bash check.sh", true]]);
  });

  test("a script whose text the transcript does not show is not read", () => {
    const { runs } = runsOf([{ edit: "lib.py" }, { run: "bash scripts/ci.sh", exit: 0, output: "all good" }]);
    expect(runs.every((run) => run.runner !== "pytest")).toBe(true);
  });

  test("the text read is the one written before the run, not a later rewrite", () => {
    const { runs } = runsOf([
      { edit: "lib.py" },
      { run: "printf 'pytest -q\\n' > /tmp/t.sh; cat > /tmp/t.sh <<'EOF'\ncargo test\nEOF\nbash /tmp/t.sh", exit: 0, output: "test result: ok. 3 passed; 0 failed" },
      { run: "cat > /tmp/t.sh <<'EOF'\npytest -q\nEOF", exit: 0, output: "" },
    ]);
    expect(runs.map((run) => run.runner)).toEqual(["cargo test"]);
  });
});

describe("from the review of session 34's reading", () => {
  test("the arguments the call passes stand where the script names them: a run of another file is no run of the whole suite", () => {
    const { runs } = runsOf([
      { edit: "pkg/mod.py" },
      { run: "cat > run.sh <<'EOF'\npython -m pytest -q \"$1\"\nEOF\nbash run.sh tests/test_cli.py", exit: 0, output: "3 passed in 0.1s" },
    ]);
    expect(runs.map((run) => [run.runner, run.selection])).toEqual([["pytest", ["tests/test_cli.py"]]]);
    expect(shellScriptFile(["bash", "run.sh", "-k", "x"])?.args).toEqual(["-k", "x"]);
  });

  test("a script appended to after the write that shows it is not read by that text", () => {
    const { runs } = runsOf([
      { edit: "pkg/mod.py" },
      { run: "cat > run.sh <<'EOF'\npytest -q tests/test_mod.py\nEOF", exit: 0, output: "" },
      { run: "cat >> run.sh <<'EOF'\npytest -q tests/test_cli.py\nEOF\nbash run.sh", exit: 1, output: "FAILED tests/test_mod.py::test_a\n1 failed in 0.1s\n2 passed in 0.1s" },
    ]);
    expect(runs.every((run) => run.runner === "bash run.sh")).toBe(true);
  });

  test("a Python file run by its path is not read as shell lines", () => {
    const { runs } = runsOf([
      { edit: "pkg/mod.py" },
      { edit: "check.py", tool: "Write", text: "#!/usr/bin/env python3\nimport pkg.mod\npytest = 1\nprint('ok')\n" },
      { run: "./check.py", exit: 0, output: "ok" },
    ]);
    expect(runs.some((run) => run.runner === "pytest")).toBe(false);
    const shell = runsOf([{ edit: "pkg/mod.py" }, { edit: "ci", tool: "Write", text: "#!/bin/bash\npytest -q\n" }, { run: "./ci", exit: 0, output: "3 passed in 0.1s" }]);
    expect(shell.runs.map((run) => run.runner)).toEqual(["pytest"]);
  });
});
