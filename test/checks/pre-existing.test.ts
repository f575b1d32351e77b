import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { restoredFiles } from "../../src/checks/git-restore.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const RED = "FAILED tests/test_env.py::test_network - ConnectionError\n==== 1 failed, 40 passed in 1.2s ====";
const OTHER_RED = "FAILED tests/test_core.py::test_fix - AssertionError\n==== 1 failed, 40 passed in 1.2s ====";
const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));

describe("a failure the agent showed on the original code is pre-existing", () => {
  test("the same test failing before the first change: not charged, and the note says where", () => {
    const result = green([
      { run: "pytest tests", exit: 1, output: RED },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: RED },
    ]);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toMatch(/fails on the original code too \(step 1, before the first change to the work\)/);
    // it may be the very bug the task names: the note does not excuse it, it says the change did not fix it
    expect(result.summary).toContain("the change neither caused it nor made it pass");
    expect(result.summary).not.toContain("not charged");
  });

  test("a failure before the first change that nothing ran again may be the bug itself: the fix is not shown, and nothing is approved on it", () => {
    const result = green([
      { run: "python -m pytest -q tests/test_cli.py::test_env_override", exit: 1, output: "FAILED tests/test_cli.py::test_env_override - AssertionError\n1 failed in 0.08s" },
      { edit: "src/tinyconf/loader.py" },
      { run: "python -m pytest -q tests/test_loader.py", exit: 0, output: "18 passed in 0.21s" },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("fails on the original code too (it ran, before the first change to the work): "
      + "not run after the change, so whether the change fixed it is not shown.");
    expect(result.summary).not.toContain("neither caused it nor made it pass");
  });

  test("the test module failing to import under unittest, as it failed to collect under pytest with the change stashed (round 10's s29)", () => {
    const collect = "ERROR test.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 1.87s";
    const aside = { run: "git stash && python -m pytest test.py -q 2>&1 | tail -2; git stash pop", exit: 0,
      output: "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 1.43s" };
    const unittest = { run: "python -m unittest test 2>&1 | tail -3", exit: 0, output: "Ran 1 test in 0.000s\n\nFAILED (errors=1)" };
    const result = green([{ edit: "slugify/slugify.py" }, { run: "python -m pytest test.py -q 2>&1 | tail -4", exit: 0, output: collect }, aside, unittest]);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toContain("`unittest` (step 4) fails on the original code too (step 3, with the change stashed (git stash), where `pytest test.py` could not import the same test module)");
    // a unittest failure of another module, or one that ran more than the module's import, is not that
    const otherModule = { ...unittest, run: "python -m unittest other 2>&1 | tail -3" };
    expect(green([{ edit: "slugify/slugify.py" }, aside, otherModule]).status).toBe("fail");
    const ranTests = { ...unittest, output: "Ran 12 tests in 0.010s\n\nFAILED (errors=1)" };
    expect(green([{ edit: "slugify/slugify.py" }, aside, ranTests]).status).toBe("fail");
  });

  test("with the change stashed in the same command, and with the file restored by git checkout", () => {
    const stashed = green([
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: RED },
      { run: "git stash && pytest tests; git stash pop", exit: 0, output: RED },
    ]);
    expect(stashed.summary).toMatch(/with the change stashed \(git stash\)/);
    const restored = green([
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: RED },
      { run: "cp src/core.py /tmp/x && git checkout src/core.py && pytest tests", exit: 1, output: RED },
      { edit: "src/core.py" },
    ]);
    expect(restored.status).not.toBe("fail");
    expect(restored.summary).toMatch(/with the changed files restored \(git checkout\)/);
  });

  test("a restore followed in the same line by an edit of the work leaves the work changed", () => {
    const patch = "cat > patch.py <<'EOF'\ntext = open('src/core.py').read()\nopen('src/core.py', 'w').write(text.replace('a', 'b'))\nEOF";
    const run = (line: string) => green([
      { edit: "src/core.py" },
      { run: patch, exit: 0 },
      { run: "pytest tests", exit: 1, output: RED },
      { run: line, exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests", exit: 1, output: RED },
    ]).summary;
    expect(run("git checkout src/core.py && python3 patch.py")).not.toMatch(/original code/);
    expect(run("git checkout src/core.py; sed -i 's/a/b/' src/core.py")).not.toMatch(/original code/);
    // the edit before the restore: the run after it saw the original code
    expect(run("python3 patch.py && git checkout src/core.py")).toMatch(/with the changed files restored \(git checkout\)/);
  });

  test("another test failing on the original code does not excuse this one", () => {
    const result = green([
      { run: "pytest tests", exit: 1, output: RED },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: OTHER_RED },
    ]);
    expect(result.status).toBe("fail");
  });

  test("a green run of another selection settles nothing; a wider green run does", () => {
    const narrow = green([{ edit: "a.py" }, { run: "pytest tests/b.py::test_x", exit: 1, output: "1 failed" }, { run: "pytest tests/a.py", exit: 0, output: "3 passed" }]);
    expect(narrow.status).toBe("fail");
    const wide = green([{ edit: "a.py" }, { run: "pytest tests/b.py::test_x", exit: 1, output: "1 failed" }, { run: "pytest tests", exit: 0, output: "9 passed" }]);
    expect(wide.status).toBe("pass");
  });

  test("a filtered green run (-k) does not settle a failure of the whole file", () => {
    const filtered = green([{ edit: "a.py" }, { run: "pytest tests/test_markup.py", exit: 1, output: "2 failed, 31 passed" }, { run: "pytest -k kbd tests/test_markup.py", exit: 0, output: "3 passed" }]);
    // the agent narrowed the run to its tests: the rest are neither settled nor shown to be the change's
    expect(filtered.status).toBe("warn");
    expect(filtered.summary).toContain("`pytest tests/test_markup.py` (step 2) failed; later only `pytest -k kbd tests/test_markup.py` passed (step 3), a filtered part of it: whether the other failures come from this change is not shown.");
    // the tests the runner named as failing are named, a parametrized id with spaces in its brackets whole
    const report = "FAILED tests/test_markup.py::test_inline[verify-:pep:`8`-<p><span class=\"target\">] \n FAILED tests/test_markup.py::test_rst[x]\n2 failed, 31 passed";
    const named = green([{ edit: "a.py" }, { run: "pytest tests/test_markup.py", exit: 1, output: report }, { run: "pytest -k kbd tests/test_markup.py", exit: 0, output: "3 passed" }]);
    expect(named.summary).toContain("(step 2) failed (`test_inline[verify-:pep:ˋ8ˋ-<p><span cl…`, `test_rst[x]`); later only");
    const same = green([{ edit: "a.py" }, { run: "pytest -k kbd tests/test_markup.py", exit: 1, output: "1 failed" }, { run: "pytest -k kbd tests/test_markup.py", exit: 0, output: "3 passed" }]);
    expect(same.status).toBe("pass");
  });
});

describe("a failure shown in a worktree of the original commit is pre-existing", () => {
  const changed: Action[] = [{ edit: "src/core.py" }, { run: "pytest tests", exit: 1, output: RED }];
  const inWorktree = (lines: Action[]) => green([...changed, ...lines]);

  test("`git worktree add DIR` then `cd DIR` in the line, or in a later line: the run there saw the original code", () => {
    const same = inWorktree([{ run: "git worktree add /tmp/base && cd /tmp/base && pytest tests", exit: 1, output: RED }]);
    expect(same.status).not.toBe("fail");
    expect(same.summary).toMatch(/`pytest tests` \(step 2\) fails on the original code too \(step 3, in a worktree of the original commit \(git worktree add\)\)/);
    const later = inWorktree([{ run: "git worktree add --detach /tmp/base HEAD", exit: 0 }, { run: "cd /tmp/base && pytest tests", exit: 1, output: RED }]);
    expect(later.status).not.toBe("fail");
  });

  test("not after a `cd` back out, at another commit, or once the agent committed its change", () => {
    expect(inWorktree([{ run: "git worktree add /tmp/base && cd /tmp/base && cd /repo && pytest tests", exit: 1, output: RED }]).status).toBe("fail");
    expect(inWorktree([{ run: "git worktree add /tmp/base v1.2 && cd /tmp/base && pytest tests", exit: 1, output: RED }]).status).toBe("fail");
    expect(inWorktree([{ run: "git commit -am fix && git worktree add /tmp/base && cd /tmp/base && pytest tests", exit: 1, output: RED }]).status).toBe("fail");
  });
});

// held-out round 7 s09: `cp -r . /tmp/click-base` before any edit, then the tests run only there
describe("a copy of the whole project taken before the first change holds the original code", () => {
  const P: Action = { prompt: "Fix the trailing comma in short help." };
  const COPY: Action = { run: "cp -r . /tmp/base && ls /tmp/base", exit: 0, output: "src\ntests" };
  const IN_COPY: Action = { run: "cd /tmp/base && PYTHONPATH=src python -m pytest tests -q", exit: 0, output: "117 passed in 1.80s" };

  test("a green run there is no pass of the work, and is named as a run on the original code", () => {
    const result = green([P, COPY, { edit: "src/core.py" }, IN_COPY]);
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("No check of the work recorded a passing result; `pytest` at step 4 ran on the original code (in a copy of the project taken before the first change).");
    const failing = green([P, COPY, { edit: "src/core.py" }, { run: "pytest tests", exit: 1, output: RED }, { ...IN_COPY, exit: 1, output: RED } as Action]);
    expect(failing.summary).toMatch(/fails on the original code too \(step 5, in a copy of the project taken before the first change\)/);
  });

  test("not a copy taken after the change began, of a part of the project, or a run back in the project", () => {
    // a copy the agent then edited holds its edits (review of session 31)
    expect(green([P, COPY, { edit: "src/core.py" }, { edit: "/tmp/base/src/core.py" }, IN_COPY]).status).toBe("pass");
    expect(green([P, { edit: "src/core.py" }, COPY, IN_COPY]).status).toBe("pass");
    expect(green([P, { run: "cp -r src /tmp/base", exit: 0 }, { edit: "src/core.py" }, IN_COPY]).status).toBe("pass");
    expect(green([P, COPY, { edit: "src/core.py" }, { run: "cd /tmp/base && cd /repo && python -m pytest tests -q", exit: 0, output: "117 passed in 1.80s" }]).status).toBe("pass");
  });
});

describe("git restores files, not branches", () => {
  test.each([
    [["git", "checkout", "--", "a.py"], ["a.py"]],
    [["git", "checkout", "src/a.py", "b.py"], ["src/a.py", "b.py"]],
    [["git", "checkout", "."], ["."]],
    [["git", "restore", "a.py"], ["a.py"]],
    [["git", "checkout", "main"], null],
    [["git", "checkout", "-b", "fix/x"], null],
    [["git", "restore", "--staged", "a.py"], null],
  ])("%j → %j", (argv, expected) => {
    expect(restoredFiles(argv)).toEqual(expected);
  });
});

describe("a failure shown with the agent's own sed edits undone by sed is pre-existing", () => {
  const insert = `sed -i '/env = app.builder.env/a \\    if app.builder.name.startswith("epub") and not env.config.viewcode_enable_epub:\\n        return' sphinx/ext/viewcode.py`;
  const remove = `sed -i '/if app.builder.name.startswith("epub") and not env.config.viewcode_enable_epub:/,+1d' sphinx/ext/viewcode.py`;

  test("lines inserted, the same lines deleted, the failure reproduced, the lines inserted again", () => {
    const result = green([
      { run: insert, exit: 0 },
      { run: "pytest tests/test_ext_viewcode.py", exit: 1, output: RED },
      { run: remove, exit: 0 },
      { run: "pytest tests/test_ext_viewcode.py", exit: 1, output: RED },
      { run: insert, exit: 0 },
      { run: "python reproduce.py", exit: 0, output: "epub pages: none" },
    ]);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toMatch(/`pytest tests\/test_ext_viewcode.py` \(step 2\) fails on the original code too \(step 4, with the change undone \(`sed` reverses step 1\)\)/);
  });

  // the shape of a real SWE-bench run (flask-5014): the inserted text ends in `\n`, so sed inserted an empty line the deletion left
  test("the lines deleted but for the empty line the insert added: the original code but for it, said so", () => {
    const withEmpty = `sed -i '/if "." in name:/i \\        if not name:\\n            raise ValueError("empty")\\n' src/flask/blueprints.py`;
    const result = green([
      { run: withEmpty, exit: 0 },
      { run: "pytest", exit: 1, output: RED },
      { run: "sed -i '/if not name:/,+1d' src/flask/blueprints.py", exit: 0 },
      { run: "pytest", exit: 1, output: RED },
      { run: withEmpty, exit: 0 },
      { run: "python reproduce.py", exit: 0, output: "ValueError raised" },
    ]);
    expect(result.summary).toContain("`pytest` (step 2) fails on the original code too (step 4, with the change undone (`sed` reverses step 1 but for the empty line it inserted))");
  });

  test("a substitution, then its inverse at the same address", () => {
    const result = green([
      { run: "sed -i '1077s/if not self.__all__:/if self.__all__ is None:/' sphinx/ext/autodoc/__init__.py", exit: 0 },
      { run: "pytest tests/test_ext_autodoc.py", exit: 1, output: RED },
      { run: "sed -i '1077s/if self.__all__ is None:/if not self.__all__:/' sphinx/ext/autodoc/__init__.py", exit: 0 },
      { run: "pytest tests/test_ext_autodoc.py", exit: 1, output: RED },
      { run: "sed -i '1077s/if not self.__all__:/if self.__all__ is None:/' sphinx/ext/autodoc/__init__.py", exit: 0 },
      { run: "python reproduce.py", exit: 0, output: "members: []" },
    ]);
    expect(result.summary).toMatch(/`pytest tests\/test_ext_autodoc.py` \(step 2\) fails on the original code too \(step 4, with the change undone \(`sed` reverses step 1\)\)/);
  });

  test.each([
    ["another change still stands", [{ edit: "src/other.py" } as Action, { run: insert, exit: 0 }]],
    ["the deletion spans fewer lines than were inserted", [{ run: insert, exit: 0 }]],
  ])("not when %s", (why, before) => {
    const undo = why.includes("fewer") ? remove.replace(",+1d", "d") : remove;
    const result = green([
      ...before,
      { run: "pytest tests/test_ext_viewcode.py", exit: 1, output: RED },
      { run: undo, exit: 0 },
      { run: "pytest tests/test_ext_viewcode.py", exit: 1, output: RED },
      { run: insert, exit: 0 },
      { run: "python reproduce.py", exit: 0, output: "epub pages: none" },
    ]);
    expect(result.summary).toMatch(/failed, then the work changed/);
    expect(result.summary).not.toMatch(/original code too/);
  });
});

describe("a check whose last run showed no result", () => {
  test("still passed when it last showed one after the last change: named with that step", () => {
    const result = green([
      { run: "make", exit: 0, output: "gcc -O2 -o pmars pmars.c" },
      { edit: "src/pmars.c" },
      { run: "make", exit: 0, output: "gcc -O2 -o pmars pmars.c" },
      { run: "make 2>&1 | head -1", exit: 0, output: "done" },
    ]);
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("`make` passed at step 3; `make` (step 4, printed `done`) states no pass or fail, and its exit code is not its own.");
  });
});

describe("checks that ran but showed no pass or fail are named beside the green ones", () => {
  test("a status hidden by a pipe, with no verdict in the output", () => {
    const result = green([
      { edit: "src/core.py" },
      { run: "make all 2>&1 | grep -v warning", exit: 0, output: "CXX src/a.o\nLD build/tool" },
      { run: "pytest tests", exit: 0, output: "==== 9 passed in 0.1s ====" },
    ]);
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("The last run of `pytest tests` succeeded; `make all` (step 2) showed no exit code of its own and no pass or fail.");
  });

  test("a call that never returned recorded nothing, and is said so", () => {
    const result = green([{ edit: "src/core.py" }, { run: "pytest tests", exit: 0, output: "==== 9 passed in 0.1s ====" }, { start: "pytest tests/slow" }]);
    expect(result.summary).toBe("The last run of `pytest tests` succeeded; `pytest tests/slow` (step 3) never returned: no result of it is recorded.");
  });
});

describe("the agent's own probe that fails after the change as it did before it", () => {
  test("is said to fail on the original code too, though other checks passed after it", async () => {
    const { runsOf } = await import("../helpers/runs.js");
    const { finalChecksGreen } = await import("../../src/checks/verified.js");
    const failing = { run: "python test_custom_add.py", exit: 1, output: "Failed: too many values to unpack (expected 2)" };
    const { context } = runsOf([
      { run: "cat > test_custom_add.py <<'EOF'\nfrom units import f\nassert f() == 1, 'Failed'\nEOF", exit: 0, output: "" },
      failing,
      { edit: "sympy/physics/units/unitsystem.py" },
      failing,
      { run: "python test_dimensionless.py", exit: 0, output: "Success: dimensionless" },
      { run: "rm test_custom_add.py", exit: 0, output: "" },
    ]);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("pass");
    expect(green.summary).toContain("`python test_custom_add.py` (step 4) fails on the original code too (step 2, before the first change to the work): "
      + "the change neither caused it nor made it pass.");
    expect(green.evidence.map((item) => item.step)).toEqual(expect.arrayContaining([3, 1]));
  });
});

describe("a run after the last change that fails only as the original code does", () => {
  const PASS = "==== 41 passed in 1.2s ====";
  test("leads the summary: the change was checked and showed no new failure, though nothing after it was green", () => {
    const result = green([
      { edit: "src/core.py" },
      { run: "git stash && pytest tests; git stash pop", exit: 0, output: RED },
      { run: "pytest tests/test_core.py", exit: 0, output: PASS },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: RED },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toMatch(
      /^No check was green after the last change to the work \(`src\/core.py`, step 4\), but `pytest tests` \(step 5\) failed only as it fails on the original code too \(step 2, with the change stashed \(git stash\)\): no new failure is shown\. Every green run of a check came before that change/,
    );
    // named once, and cited first
    expect(result.summary.match(/\(step 5\)/g)).toHaveLength(1);
    expect(result.evidence[0]?.step).toBe(4);
  });

  test("a new failure after the last change is not said to be as before", () => {
    const result = green([
      { edit: "src/core.py" },
      { run: "git stash && pytest tests; git stash pop", exit: 0, output: RED },
      { run: "pytest tests/test_core.py", exit: 0, output: PASS },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 1, output: OTHER_RED },
    ]);
    expect(result.summary).not.toMatch(/no new failure/);
  });
});

describe("a failure shown with the files copied back from copies taken before the change is pre-existing", () => {
  const failing: Action = { run: "pytest tests", exit: 1, output: RED };
  test("copy taken before the first change, copied back, the tests run, the changed copy put back", () => {
    const result = green([
      { run: "cp src/core.py /tmp/core.py.orig", exit: 0 }, { run: "sed -i 's/a/b/' src/core.py", exit: 0 }, failing,
      { run: "cp src/core.py /tmp/core.py.new && cp /tmp/core.py.orig src/core.py && pytest tests; cp /tmp/core.py.new src/core.py", exit: 0, output: RED },
    ]);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toContain("`pytest tests` (step 3) fails on the original code too (step 4, with the changed files copied back from the copies taken before the change (cp))");
  });

  test("a copy taken after the change holds the change: copying it back is no restore", () => {
    const result = green([
      { run: "sed -i 's/a/b/' src/core.py", exit: 0 }, { run: "cp src/core.py /tmp/core.py.orig", exit: 0 }, failing,
      { run: "cp /tmp/core.py.orig src/core.py && pytest tests", exit: 1, output: RED },
    ]);
    expect(result.summary).not.toMatch(/original code/);
  });
});

describe("numbered lines changed by sed, then written back as a read before the first edit showed them", () => {
  const read: Action = { run: "nl -ba requests/sessions.py | sed -n '57,61p'", exit: 0, output: "    57\t    # Remove keys that are set to None.\n    58\t    for (k, v) in request_setting.items():\n    59\t        if v is None:\n    60\t            del merged_setting[k]\n    61\t" };
  const change = (loop: string): Action => ({ run: `sed -i '58,60c\\    for (k, v) in ${loop}:\\n        if v is None:\\n            del merged_setting[k]' requests/sessions.py`, exit: 0 });
  const suite: Action = { run: "python3 test_requests.py", exit: 1, output: "ERROR: test_conflicting_post_params\nRan 118 tests in 9.1s\n\nFAILED (errors=1)" };

  test("the run between is on the original code: its failure is pre-existing", () => {
    const result = green([read, change("list(merged_setting.items())"), suite, change("request_setting.items()"), suite, change("list(merged_setting.items())")]);
    expect(result.status).not.toBe("fail");
    expect(result.summary).toContain("`python3 test_requests.py` (step 3) fails on the original code too (step 5, with the change undone (`sed` reverses step 2))");
  });

  test("lines the read never showed as they were are no restore", () => {
    const result = green([read, change("list(merged_setting.items())"), suite, change("sorted(request_setting.items())"), suite, change("list(merged_setting.items())")]);
    expect(result.summary).not.toMatch(/original code/);
  });
});
