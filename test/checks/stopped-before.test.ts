import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const TASK = { prompt: "Fix add() in src/calc.py for negative numbers." };
const EDIT = { edit: "src/calc.py" };

function runsOf(actions: Action[]) {
  const trajectory = trajectoryOf([TASK, EDIT, ...actions]);
  const runs = verificationRuns(trajectory);
  return { runs, context: { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext };
}

const outcomes = (actions: Action[]) => runsOf(actions).runs.map((run) => [run.runner, run.outcome, run.notStarted ?? run.quote ?? null]);

describe("a chain stopped by an earlier command's failure: the status is that command's, the later ones never ran", () => {
  test("`make build && pytest` printing make's error: make failed, pytest could not run", () => {
    const make = "make: *** [Makefile:4: build] Error 1";
    expect(outcomes([{ run: "make build && python -m pytest tests/", exit: 2, output: `cc -c x.c\n${make}` }])).toEqual([
      ["make build", "failed", make],
      ["pytest", "unknown", make],
    ]);
  });

  test("under `set -e` a `;` stops the line as `&&` does, on one line or on several", () => {
    for (const line of ["set -e; make build; python -m pytest tests/", "set -e\nmake build\npython -m pytest tests/"]) {
      const { runs, context } = runsOf([{ run: line, exit: 2, output: "make: *** [build] Error 1" }]);
      expect(runs.map((run) => run.outcome)).toEqual(["failed", "unknown"]);
      expect(finalChecksGreen(context).summary).toContain("`make build`");
      expect(finalChecksGreen(context).summary).not.toContain("`pytest");
    }
  });

  test("the shell's report of a builtin (`bash: cd: …`) says the cd failed", () => {
    const cd = "bash: line 1: cd: /nope: No such file or directory";
    expect(outcomes([{ run: "cd /nope && python -m pytest tests/", exit: 1, output: cd }])).toEqual([["pytest", "unknown", cd]]);
  });

  test("a compiler's diagnostic is the compiler's when nothing after it compiles", () => {
    const error = "test.c:3:1: error: expected ';' before '}' token";
    expect(outcomes([{ run: "gcc -o t test.c && ./t", exit: 1, output: error }])[0]).toEqual(["gcc", "failed", error]);
  });

  test("a linter's findings and its `Found N errors.` are the linter's: it failed, and the test runner after it never ran", () => {
    const ruff = "src/calc.py:2:8: F401 [*] `os` imported but unused\nFound 1 error.\n[*] 1 fixable with the `--fix` option.";
    for (const line of ["ruff check src tests && python -m pytest -q", "set -e; ruff check src tests; python -m pytest -q"]) {
      const { runs, context } = runsOf([{ run: line, exit: 1, output: ruff }]);
      expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["ruff", "failed"], ["pytest", "unknown"]]);
      expect(finalChecksGreen(context).summary).toMatch(/^The last run of `ruff check src tests` \(step 3\) failed/);
      expect(finalChecksGreen(context).summary).not.toContain("`pytest");
    }
    const flake8 = "src/calc.py:1:1: F401 'os' imported but unused";
    expect(outcomes([{ run: "flake8 src && pytest", exit: 1, output: flake8 }]).map(([runner, outcome]) => [runner, outcome])).toEqual([["flake8", "failed"], ["pytest", "unknown"]]);
  });

  test("go's compile error before `go test` printed its own `[build failed]` line is go build's; with that line it is go test's", () => {
    const compile = "# github.com/acme/kvstore/store\nstore/store.go:26:31: undefined: now";
    expect(outcomes([{ run: "go build ./... && go test ./...", exit: 1, output: compile }]).map(([runner, outcome]) => [runner, outcome]))
      .toEqual([["go build", "failed"], ["go test", "unknown"]]);
    const testBuild = "# github.com/acme/kvstore/store [github.com/acme/kvstore/store.test]\nstore/store_test.go:9:2: undefined: now\nFAIL\tgithub.com/acme/kvstore/store [build failed]";
    expect(outcomes([{ run: "go build ./... && go test ./...", exit: 1, output: testBuild }]).map(([runner, outcome]) => [runner, outcome]))
      .toEqual([["go build", "passed"], ["go test", "failed"]]);
  });

  test("without `set -e` a `;` does not stop the line: the later command ran and its status is the line's", () => {
    expect(outcomes([{ run: "make build; python -m pytest -q tests/", exit: 1, output: "make: *** [build] Error 1\n1 failed, 2 passed" }]).at(-1)!.slice(0, 2))
      .toEqual(["pytest", "failed"]);
  });

  test("the same program later in the chain could have printed the message: nothing is pinned", () => {
    const [first, second] = outcomes([{ run: "make build && make test", exit: 2, output: "make: *** [test] Error 1" }]);
    expect(first![1]).not.toBe("failed");
    expect(second!.slice(0, 2)).toEqual(["make test", "failed"]);
  });

  test("an error message that is not the earlier command's leaves the status with the last command", () => {
    expect(outcomes([{ run: "cd /repo && python -m pytest -q tests/", exit: 1, output: "F..\n1 failed, 2 passed in 0.1s" }])[0]!.slice(0, 2))
      .toEqual(["pytest", "failed"]);
    // a message under the earlier command's name that reports work, not a failure, pins nothing
    const output = "make: Leaving directory '/repo'\nF..\n1 failed, 2 passed in 0.1s";
    expect(outcomes([{ run: "make build && python -m pytest -q tests/", exit: 1, output }]).at(-1)!.slice(0, 2)).toEqual(["pytest", "failed"]);
  });

  test("a diagnostic after which a build tool ran could be that tool's: the compiler is not blamed", () => {
    const [gcc] = outcomes([{ run: "gcc -c a.c && make test", exit: 2, output: "b.c:1:1: error: unknown type name" }]);
    expect(gcc![1]).not.toBe("failed");
  });
});

describe("C compilers build the same sources: a link `gcc` made answers one `g++` could not", () => {
  test("g++ failed to link, gcc then linked the same objects: nothing is left failing", () => {
    const { context } = runsOf([
      { run: "g++ -O2 cli.o lib.o -lm -o cli", exit: 1, output: "collect2: error: ld returned 1 exit status" },
      { run: "gcc -O2 cli.o lib.o -lm -o cli && echo BUILD OK", exit: 0, output: "BUILD OK" },
    ]);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("pass");
    expect(green.summary).not.toContain("g++");
  });

  test("another language's compiler answers nothing: a failed rustc stays failed after a green gcc", () => {
    const { context } = runsOf([
      { run: "rustc main.rs", exit: 1, output: "error[E0425]: cannot find value `x` in this scope" },
      { run: "gcc -o helper helper.c", exit: 0, output: "" },
    ]);
    expect(finalChecksGreen(context).summary).toContain("rustc");
  });
});

describe("a test runner later in the chain printed its counts: it ran, so the commands before it exited 0", () => {
  test("`make build && pytest` exited 1 with pytest's summary: the failure is pytest's, make passed", () => {
    const output = "F..\n1 failed, 2 passed in 0.1s";
    expect(outcomes([{ run: "make build && python -m pytest -q tests/", exit: 1, output }])).toEqual([
      ["make build", "passed", "pytest ran after it and printed its counts"],
      ["pytest", "failed", "1 failed, 2 passed in 0.1s"],
    ]);
  });

  test("no counts printed: nothing says the runner ran, and the build's result stays unknown", () => {
    expect(outcomes([{ run: "make build && python -m pytest -q tests/", exit: 1, output: "x" }])[0]!.slice(0, 2)).toEqual(["make build", "unknown"]);
  });
});

describe("a test runner after a command that may have stopped the chain, whose output holds nothing of its own", () => {
  test("`pip install -e . && pytest` exiting 1 on pip's error alone: pytest may never have run, so no failure is charged to it", () => {
    const { runs, context } = runsOf([{ run: "pip install -e . && python -m pytest tests -q", exit: 1, output: "ERROR: Could not build wheels for calc" }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.behind])).toEqual([["pytest", "unknown", "pip"]]);
    expect(finalChecksGreen(context).status).not.toBe("fail");
    expect(verifiedAfterLastEdit(context).summary).toBe(
      "`pytest` may have run after the last edit (step 3): the line exited 1, but its output holds no count or failing test of its own, and `pip` before it in its `&&` chain may have stopped the line first.",
    );
  });

  test("its own counts or failing tests in the output make the failure its own", () => {
    for (const output of ["1 failed, 3 passed in 0.1s", "FAILED tests/test_calc.py::test_neg - AssertionError"]) {
      const [run] = runsOf([{ run: "pip install -e . && python -m pytest tests -q", exit: 1, output }]).runs;
      expect([run?.outcome, run?.behind]).toEqual(["failed", undefined]);
    }
  });

  test("after `cd`, whose failure the shell names, the status is the runner's", () => {
    expect(outcomes([{ run: "cd /repo && python -m pytest tests -q", exit: 1, output: "ImportError while loading conftest '/repo/tests/conftest.py'." }])).toEqual([["pytest", "failed", null]]);
  });
});
