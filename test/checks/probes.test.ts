import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { isProbe, neverStarted, notFoundPattern, saysNotFound } from "../../src/checks/probes.js";
import { classifyCommand, verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";
import { checkContext } from "../../src/checks/index.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";

describe("a probe is not a run of the tool it asks about", () => {
  test.each([
    "command -v make gcc", "which pytest", "type -a python3", "hash make", "pytest --version", "make --version", "go version",
    "timeout 5 pytest -V", "uv run pytest --help", "command -v cargo && cargo --version",
  ])("%s runs no check", (command) => {
    expect(classifyCommand(command)).toBeNull();
  });

  test("a probe followed by the real run keeps the run", () => {
    expect(classifyCommand("command -v pytest && pytest -q")).toMatchObject({ kind: "test", runner: "pytest" });
    expect(classifyCommand("command make")).toMatchObject({ kind: "build" });
  });

  test("a compiler asked where its parts are, or its version (-print-prog-name=cc1plus, -dumpversion), compiles nothing", () => {
    expect(classifyCommand("g++ -print-prog-name=cc1plus")).toBeNull();
    expect(classifyCommand("gcc -dumpversion")).toBeNull();
    expect(classifyCommand("gcc -print-search-dirs | head -3")).toBeNull();
    expect(classifyCommand("gcc -O2 -o app app.c")).toMatchObject({ kind: "build" });
  });

  test.each(["python -m pytest --collect-only -q tests", "pytest --co tests/test_a.py", "cargo test -- --list", "go test -list . ./pkg/a", "npx jest --listTests", "ctest --show-only"])(
    "a runner asked to list its tests (%s) runs none",
    (command) => {
      expect(classifyCommand(command)).toBeNull();
    },
  );

  test("`pytest -v` and `make -v` style flags that run the tool are not probes", () => {
    expect(isProbe(["pytest", "-v"])).toBe(false);
    expect(isProbe(["make", "--version", "all"])).toBe(false);
  });

  test.each(["make -n install", "cd /app && make -nB all | head", "make --dry-run", "ninja -n -C build", "make -q all", "pip install --dry-run ."])(
    "a dry run (%s) runs nothing it names",
    (command) => {
      expect(classifyCommand(command)).toBeNull();
    },
  );

  test("make's options that run the build are no dry run; -n of another tool is its own", () => {
    expect(classifyCommand("make -j4 all")).toMatchObject({ kind: "build" });
    expect(classifyCommand("make -C src -k")).toMatchObject({ kind: "build" });
    expect(classifyCommand("make -C /app/src")).toMatchObject({ kind: "build" });
  });

  test.each(["make -C /app/pmars/src clean", "make distclean", "gmake -f Makefile.unix mrproper", "make -C build uninstall"])(
    "a make that only cleans or uninstalls (%s) builds nothing",
    (command) => {
      expect(classifyCommand(command)).toBeNull();
    },
  );

  test("an expect script that exits non-zero when it does not see its pattern checks what it spawned", () => {
    const login = "expect -c 'set timeout 90; spawn telnet 127.0.0.1 6665; expect { -re {login:} { exit 0 } timeout { exit 124 } eof { exit 1 } }'";
    expect(classifyCommand(login)).toMatchObject({ kind: "test", runner: "expect (telnet)" });
    expect(verificationRuns(trajectoryOf([{ run: login, exit: 0, output: "localhost login:" }])).map((run) => [run.runner, run.outcome, run.adHoc])).toEqual([["expect (telnet)", "passed", true]]);
    expect(classifyCommand("expect -c 'spawn ssh root@host; expect \"password:\"; send \"x\\r\"; interact'")).toBeNull();
    expect(classifyCommand("expect login.exp")).toBeNull();
  });

  test("a clean before a build target still builds", () => {
    expect(classifyCommand("make -C src clean all")).toMatchObject({ kind: "build" });
    expect(isProbe(["pytest", "-n", "4"])).toBe(false);
  });

  test("the exit 1 of `command -v make gcc` is no failed make", () => {
    const runs = verificationRuns(trajectoryOf([{ run: "command -v make gcc", exit: 1, output: "/usr/bin/gcc" }]));
    expect(runs).toEqual([]);
  });
});

describe("a tool that never started has no outcome", () => {
  const outcomes = (command: string, exit: number, output: string) =>
    verificationRuns(trajectoryOf([{ run: command, exit, output }])).map((run) => [run.runner, run.outcome]);

  test("a missing module, a missing script or a missing program is not a failed check", () => {
    expect(outcomes("/usr/bin/python3 -m pytest sympy/core/tests/test_evalf.py", 1, "/usr/bin/python3: No module named pytest")).toEqual([["pytest", "unknown"]]);
    expect(outcomes("python3 test_fix.py", 2, "python3: can't open file '/testbed/test_fix.py': [Errno 2] No such file or directory")).toEqual([["python3 test_fix.py", "unknown"]]);
    expect(outcomes("cd /app && pytest -q", 127, "bash: line 1: pytest: command not found")).toEqual([["pytest", "unknown"]]);
    expect(outcomes("node check.js", 1, "Error: Cannot find module '/app/check.js'")).toEqual([["node check.js", "unknown"]]);
  });

  test("make stopped at a recipe whose program is missing, or a runner that refused its arguments, ran nothing", () => {
    // round 8's s09 and s30: once read as the last failing run, and Request changes
    const make = "uv run --group dev pytest tests/\nmake: uv: No such file or directory\nmake: *** [Makefile:13: test] Error 127";
    expect(outcomes("make test", 2, make)).toEqual([["make test", "unknown"]]);
    // the shell's own words when make hands the recipe to it
    expect(outcomes("make test", 2, "pytest tests/ | tee log\n/bin/sh: 1: pytest: not found\nmake: *** [Makefile:5: test] Error 127")).toEqual([["make test", "unknown"]]);
    const usage = "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n__main__.py: error: unrecognized arguments: --timeout=120\n  inifile: /p/pyproject.toml";
    expect(outcomes("python -m pytest tests/test_unit.py -q --timeout=120", 4, usage)).toEqual([["pytest", "unknown"]]);
    // a recipe that ran tests before the missing program, and a test that prints a usage error, still show their results
    expect(outcomes("make test", 2, `${make.replace("make: uv", "3 failed, 9 passed in 1.2s\nmake: uv")}`)).toEqual([["make test", "failed"]]);
    expect(outcomes("python -m pytest tests -q", 1, "usage: cli [-h]\ncli: error: argument --n: invalid int value\n1 failed, 4 passed in 0.3s")).toEqual([["pytest", "failed"]]);
    // the project's own program refusing an option may be the behaviour under test (pylint-8898: its regex options)
    const pylint = "usage: pylint [options]\npylint: error: argument --bad-names-rgxs: Error in provided regular expression";
    expect(verificationRuns(trajectoryOf([{ edit: "pylint/config/argument.py" }, { run: "pylint --bad-names-rgxs='(foo{1,3})' t.py", exit: 2, output: pylint }]))
      .map((run) => run.notStarted ?? null)).toEqual([null]);
  });

  test("the run keeps the line that says why, and the findings say it could not run, not that it stated no result", () => {
    const trajectory = trajectoryOf([
      { edit: "/testbed/pkg/mod.py", tool: "Edit" },
      { run: "python3 check_mod.py", exit: 0, output: "all examples passed" },
      { run: "/usr/bin/python3 -m pytest tests/", exit: 1, output: "/usr/bin/python3: No module named pytest" },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.map((run) => run.notStarted ?? null)).toEqual([null, "/usr/bin/python3: No module named pytest"]);
    const context = { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext;
    const green = finalChecksGreen(context).summary;
    expect(green).toContain("`pytest tests` (step 3: `/usr/bin/python3: No module named pytest`) could not run");
    expect(green).not.toContain("showed no exit code of");
    const alone = trajectoryOf([{ edit: "/testbed/pkg/mod.py", tool: "Edit" }, { run: "cd /app && pytest -q", exit: 127, output: "bash: line 1: pytest: command not found" }]);
    const aloneRuns = verificationRuns(alone);
    expect(verifiedAfterLastEdit({ trajectory: alone, runs: aloneRuns, diff: null, prBody: null, files: null } as CheckContext).summary)
      .toBe("`pytest` was started after the last edit (step 2) but could not run (`bash: line 1: pytest: command not found`): it checked nothing.");
  });

  test("`time prog` run by a shell with no time keyword (dash) never started prog; another program after it is not answered for", () => {
    const edited = (run: string, output: string) => verificationRuns(trajectoryOf([{ edit: "/app/sim.c" }, { run: "gcc -o /app/sim /app/sim.c", exit: 0 }, { run, exit: 127, output }]));
    const timed = edited("cd /app && time ./sim 123456789 && wc -l /app/gates.txt", "/bin/sh: 1: time: not found").at(-1)!;
    expect([timed.runner, timed.outcome, timed.notStarted]).toEqual(["sim", "unknown", "/bin/sh: 1: time: not found"]);
    expect(neverStarted("/bin/sh: 1: time: not found", ["./sim"], ["./sim"], "time make && ./sim")).toBe(false);
  });

  test("`time` is read from the line before the output is searched: each line answers as the pattern alone does", () => {
    const output = "building\n/bin/sh: 1: time: not found\n";
    const lines: [string, boolean][] = [
      ["time ./sim 5", true], ["cd /app && time -p ./sim", true], ["(time ./sim)", true], ["time\t./sim", true], ["./sim", false], ["timeout 5 ./sim", false],
      ["sometime ./sim", false], ["time ./simulate", false], ["echo time; ./sim", false], ["TIME ./sim", false], ["", false],
    ];
    for (const [line, timed] of lines) {
      expect(neverStarted(output, ["./sim"], ["./sim"], line), line).toBe(timed);
      expect(neverStarted("building\n", ["./sim"], ["./sim"], line), line).toBe(false);
    }
  });

  test("a test that fails on its own missing import is a failure, not a missing runner", () => {
    expect(outcomes("python -m pytest tests/test_a.py", 1, "E   ModuleNotFoundError: No module named 'yaml'\n1 error in 0.1s")).toEqual([["pytest", "failed"]]);
    expect(neverStarted("ImportError: No module named pytest_cov", ["python", "-m", "pytest"], ["pytest"])).toBe(false);
  });
});

describe("a command the harness stopped at its time limit showed no result", () => {
  test("killed by the harness: unknown, not a failure; stopped by the agent's own timeout (124): unknown too, and said so", () => {
    const killed = "[rank 0] OK\nALL DONE\n\nThe command 'timeout 120 python3 test_dtype.py 2>&1' timed out after 30 seconds]";
    const runs = verificationRuns(trajectoryOf([{ run: "timeout 120 python3 test_dtype.py 2>&1", exit: -1, output: killed }]));
    expect(runs.map((run) => run.outcome)).toEqual(["unknown"]);
    const own = verificationRuns(trajectoryOf([{ run: "timeout 120 python3 test_dtype.py", exit: 124, output: "" }]));
    expect(own.map((run) => [run.outcome, run.timedOut])).toEqual([["unknown", "timeout 120"]]);
    // a failure it printed before the bound ran out is still its failure
    const printedFailure = verificationRuns(trajectoryOf([{ run: "timeout 120 python3 -m pytest tests", exit: 124, output: "F.\nFAILED tests/test_a.py::test_x\n" }]));
    expect(printedFailure.map((run) => [run.outcome, run.timedOut])).toEqual([["failed", undefined]]);
  });

  test("on a PR, a repository test the harness stopped is named beside the agent's own check, not denied", () => {
    const diff = parseUnifiedDiff("diff --git a/requests/sessions.py b/requests/sessions.py\n--- a/requests/sessions.py\n+++ b/requests/sessions.py\n@@ -1 +1 @@\n-a\n+b\n");
    const stopped = "....E\n\nThe command 'python3 test_requests.py' timed out after 120 seconds]";
    const trajectory = trajectoryOf([
      { edit: "test_fix.py", tool: "Write" },
      { edit: "requests/sessions.py" },
      { run: "python3 test_requests.py", exit: -1, output: stopped },
      { run: "python3 test_fix.py", exit: 0, output: "OK" },
    ]);
    const summary = verifiedAfterLastEdit(checkContext(trajectory, diff, null)).summary;
    expect(summary).toBe("Only the agent's own checks showed a result after the last edit of `requests/sessions.py` (`python3 test_fix.py`, step 4); "
      + "the repository's `python3 test_requests.py` ran too (step 3) but the harness stopped it at its time limit before it reported a result; "
      + "the marks it printed per test before that (`....E`) show a failure or an error so far.");
  });
});

test("a program's not-found pattern is compiled once and shared: each output is read on its own", () => {
  const outputs = ["bash: pytest: command not found", "3 passed in 0.2s", "/bin/sh: 1: pytest: not found", "pytest: not found here? no", ""];
  const read = () => outputs.map((output) => neverStarted(output, ["pytest", "-q"], ["pytest"]));
  const first = read();
  expect(first).toEqual([true, false, true, true, false]);
  // again, in another order: a pattern that kept a position (a global flag) would miss here
  expect(read()).toEqual(first);
  expect([...outputs].reverse().map((output) => neverStarted(output, ["pytest"], ["pytest"]))).toEqual([...first].reverse());
});

test("the cheap test before a program's not-found pattern turns away no output the pattern matches", () => {
  const PARTS = ["pytest", "npm", "python3", ": ", ":", "command not found", "not found", "found: ", "No such file or directory",
    "Permission denied", "bash: ", "/bin/sh: 1: ", "\n", " ", "x", "warn deprecated"];
  const output = fc.array(fc.constantFrom(...PARTS), { maxLength: 10 }).map((parts) => parts.join(""));
  fc.assert(
    fc.property(output, fc.constantFrom("pytest", "npm", "python3"), (text, name) => {
      expect(saysNotFound(text, name)).toBe(notFoundPattern(name).test(text));
    }),
    { numRuns: 10_000 },
  );
});

describe("a program typed as a path", () => {
  // the shape of a real Terminal-Bench run (torch-pipeline-parallelism qDL5iGG): a bare `python3 - <<EOF` was not found,
  // the interpreter given by its path ran and raised
  test("is not found only when the shell names that path", () => {
    const output = "/bin/sh: 1: python3: not found\nTraceback (most recent call last):\n  File \"/tmp/test_pipeline3.py\", line 9\nValueError: bad";
    const python = "/root/.local/share/uv/python/cpython-3.13.5/bin/python3";
    expect(neverStarted(output, [python, "test_pipeline3.py"], [python, "test_pipeline3.py"])).toBe(false);
    expect(neverStarted(`/bin/sh: 1: ${python}: not found`, [python, "t.py"], [python, "t.py"])).toBe(true);
    expect(neverStarted(output, ["python3", "test_pipeline3.py"], ["python3", "test_pipeline3.py"])).toBe(true);
  });
});

describe("a test module that could not import a package the tests use", () => {
  const outcomes = (command: string, exit: number, output: string) =>
    verificationRuns(trajectoryOf([{ run: command, exit, output }])).map((run) => [run.runner, run.outcome, run.setupFailed ?? null]);
  const FAILED_IMPORT = "E\n======\nERROR: test_six (unittest.loader._FailedTest.test_six)\nImportError: Failed to import test module: test_six\n"
    + "Traceback (most recent call last):\n  File \"/work/six/test_six.py\", line 27, in <module>\n    import pytest\nModuleNotFoundError: No module named 'pytest'";

  test("is the environment's: no test ran, nothing failed (round 9's s10, once Request changes)", () => {
    expect(outcomes("python -m unittest test_six 2>&1 | head -12", 0, FAILED_IMPORT)).toEqual([["unittest", "unknown", "ModuleNotFoundError: No module named 'pytest'"]]);
  });

  test("a dotted module (the work's own, which the change may have removed), or tests that ran, stay as they are", () => {
    const own = FAILED_IMPORT.replace("import pytest", "import six.moves").replace("'pytest'", "'six.moves'");
    expect(outcomes("python -m unittest test_six", 1, own).map(([, outcome]) => outcome)).toEqual(["failed"]);
    expect(outcomes("python -m unittest test_six", 1, `${FAILED_IMPORT}\nRan 12 tests\nFAILED (errors=1)\n11 passed`).map(([, outcome]) => outcome)).toEqual(["failed"]);
  });
});
