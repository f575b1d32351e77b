import { describe, expect, test } from "vitest";
import { summaryLine, summaryOutcome } from "../../src/checks/run-outcome.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a build tool's own last line says how it went", () => {
  test.each([
    ["BUILD SUCCESSFUL in 4s", "passed"],
    ["Found 0 errors. Watching for file changes.", "passed"],
    ["writing output... [100%] index\nbuild succeeded, 1 warning.\n\nThe HTML pages are in _build/html.", "passed"],
    ["  Build succeeded.\n    0 Warning(s)\n    0 Error(s)", "passed"],
    ["BUILD FAILED\nTotal time: 3 seconds", "failed"],
    ["The build succeeded for the last three releases.", "unknown"],
    // CMake's progress at its end: every target built; 100% reached while a line after it says otherwise is no pass
    ["[ 98%] Built target upgrade_solver_proto_text\n[100%] Linking CXX executable cls\n[100%] Built target classification\n", "passed"],
    ["[100%] Built target caffe\n[100%] Linking CXX executable x\ncollect2: error: ld returned 1 exit status", "unknown"],
  ])("%j is %s", (output, outcome) => {
    expect(summaryOutcome(output)).toBe(outcome);
  });

  test("the line quoted is the tool's own", () => {
    expect(summaryLine("reading sources... [100%] index\nbuild succeeded, 1 warning.\n\nThe HTML pages are in _build/html.")).toBe("build succeeded, 1 warning.");
  });

  test("Sphinx's build of the changed package, its status hidden by the greps after it, passed by its own line", () => {
    const line = "rm -rf repro/_build\npython3 -m sphinx.cmd.build -b html repro repro/_build/html\ngrep \"Foobar\" repro/_build/html/index.html";
    const output = "Running Sphinx v3.3.0\nbuild succeeded, 1 warning.\n\nThe HTML pages are in repro/_build/html.\n<span>Foobar 1 </span>";
    const runs = verificationRuns(trajectoryOf([{ edit: "sphinx/locale/__init__.py" }, { run: line, exit: 0, output }]));
    expect(runs.map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["sphinx.cmd.build", "passed", "summary line"]]);
  });
});

// held-out round 7 s25: `go build ./... 2>&1 | head`, its status the pipe's, its compile errors the package's
describe("the go toolchain's compile errors, which carry no word 'error', fail the build that printed them", () => {
  test("a masked go build whose output holds them failed", () => {
    const output = "# github.com/spf13/cobra/doc\ndoc/md_docs.go:134:52: undefined: errors\ndoc/md_docs.go:134:66: undefined: fs";
    const runs = verificationRuns(trajectoryOf([{ edit: "doc/md_docs.go" }, { run: "go build ./... 2>&1 | head -20", exit: 0, output }]));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["go build", "failed"]]);
  });

  test("not a line of another file, nor one a program that does not own the output printed", () => {
    expect(summaryOutcome("main.py:12:3: E501 line too long")).toBe("unknown");
    expect(summaryOutcome("doc/md_docs.go:134:52: undefined: errors", null, false)).toBe("unknown");
  });
});

describe("a program stopped by an interrupt printed no failure", () => {
  const interrupted = "sig_task 0 cleanup\nTraceback (most recent call last):\n  File \"/tmp/t.py\", line 21, in <module>\n    asyncio.run(main())\n"
    + "  File \"/app/run.py\", line 105, in run_tasks\n    raise KeyboardInterrupt from None\nKeyboardInterrupt\n";

  test("tracebacks that all end in KeyboardInterrupt are no failure; an assertion or another error beside them is", () => {
    expect(summaryOutcome(interrupted)).toBe("unknown");
    expect(summaryOutcome(`${interrupted}\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "/tmp/t.py", line 28, in f\n    assert ok\nAssertionError\n`)).toBe("failed");
    expect(summaryOutcome(`${interrupted}\nFAILED: cleanup missing`)).toBe("failed");
    expect(summaryOutcome("Traceback (most recent call last):\n  File \"t.py\", line 1, in <module>\nValueError: bad\n")).toBe("failed");
  });
});

describe("the agent's own script that passed an interrupt on", () => {
  test("its traceback ending in KeyboardInterrupt is no failed run of it", () => {
    const line = "cd /tmp && timeout 10 python3 /tmp/test_uncaught.py >/tmp/out.txt 2>&1; echo \"exit: $?\"; echo \"--- output ---\"; cat /tmp/out.txt";
    const output = "exit: 130\n--- output ---\nsig_task 0 cleanup\nTraceback (most recent call last):\n  File \"/tmp/test_uncaught.py\", line 21, in <module>\n"
      + "    asyncio.run(main())\n  File \"/app/run.py\", line 105, in run_tasks\n    raise KeyboardInterrupt from None\nKeyboardInterrupt\n";
    const runs = verificationRuns(trajectoryOf([{ edit: "/app/run.py" }, { edit: "/tmp/test_uncaught.py", tool: "Write" }, { run: line, exit: 0, output }]));
    expect(runs.map((run) => [run.runner, run.outcome, run.adHoc])).toEqual([["python3 test_uncaught.py", "unknown", true]]);
  });
});

describe("pytest's progress marks say a test failed when the summary was cut away", () => {
  const MARKS = "........................FFFF.FF..FFFF....... [ 23%]\n....................................F......... [ 46%]\n";

  test("an F or E among the marks of a progress line is a failure; dots, skips and xfails are not", () => {
    expect(summaryOutcome(MARKS)).toBe("failed");
    expect(summaryOutcome("..........E..... [ 12%]")).toBe("failed");
    expect(summaryOutcome("....sss..xX..... [ 12%]\n.......... [ 24%]")).toBe("unknown");
    // a line of letters that is no progress line (no share done) says nothing
    expect(summaryOutcome("FFF")).toBe("unknown");
  });

  test("`pytest … | head -n 4` with failing marks: the run failed, whatever head's status", () => {
    const runs = verificationRuns(trajectoryOf([{ run: "python -m pytest sklearn/svm/tests -q 2>&1 | head -n 4", exit: 0, output: MARKS }]));
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });
});
