import { describe, expect, test } from "vitest";
import { finalChecksGreen, runEvidence, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { caughtFailureLine, printedCaughtLine } from "../../src/checks/printed-verdict.js";
import { read, runsOf } from "../helpers/runs.js";


describe("the agent's own code that exited 0 after printing a failure it caught", () => {
  test("a caught failure, a printed exception or a `match: False` is a line of the kind; an expected error or a measure is not", () => {
    expect(caughtFailureLine("a = [1]\nreshape() failed: reduce() of empty sequence with no initial value")).toBe("reshape() failed: reduce() of empty sequence with no initial value");
    expect(caughtFailureLine("Float(expr) failed with TypeError: cannot create mpf")).toBe("Float(expr) failed with TypeError: cannot create mpf");
    expect(caughtFailureLine("ValueError: The given images do not define a homomorphism")).toBe("ValueError: The given images do not define a homomorphism");
    expect(caughtFailureLine("cluster 19\nmatch: False")).toBe("match: False");
    expect(caughtFailureLine("Parsed: 1/(c**2)\nMismatch! Expected: ((a**3 + b)/c)/(1/(c**2)), Got: x")).toBe("Mismatch! Expected: ((a**3 + b)/c)/(1/(c**2)), Got: x");
    expect(caughtFailureLine("f: [1, 2]\nFAIL: Result is unstripped")).toBe("FAIL: Result is unstripped");
    expect(caughtFailureLine("Testing UniformSum...\nResult: TIMEOUT")).toBe("Result: TIMEOUT");
    expect(caughtFailureLine("Result: d[1]\nNote: Result differs from expected 'd[(1,)]'\nResult: Tuple[int]")).toBe("Note: Result differs from expected 'd[(1,)]'");
    expect(caughtFailureLine("output doesn't match the expected one")).toBe("output doesn't match the expected one");
    expect(caughtFailureLine("expected and actual match\nno difference from expected")).toBeNull();
    expect(caughtFailureLine("case 3: timed out after 10s")).toBe("case 3: timed out after 10s");
    expect(caughtFailureLine("timeout = 30\nTimeout: 30s\nfinished (no timeout hit)")).toBeNull();
    expect(caughtFailureLine("Failures: 0\nmismatches = 0")).toBeNull();
    expect(caughtFailureLine("Caught expected ValueError: bad input")).toBeNull();
    expect(caughtFailureLine("Correctly failed: bad input")).toBeNull();
    expect(caughtFailureLine("Error: 0.000835\nmax_error: 0.2")).toBeNull();
    expect(caughtFailureLine("match: True\nall 3 cases done")).toBeNull();
    expect(caughtFailureLine(null)).toBeNull();
  });

  test("its exit 0 is no pass: the run shows no result, named with the line, and is not among those that succeeded", () => {
    const probe = "cat <<'EOF' > test_zeros.py\ntry:\n    a = zeros()\n    print(a)\nexcept Exception as e:\n    print(f\"zeros() failed: {e}\")\nEOF";
    const { runs, context } = runsOf([
      { edit: "/testbed/pkg/array.py", tool: "Edit" },
      { run: probe, exit: 0, output: "" },
      { run: "python3 check_fix.py", exit: 0, output: "list(a) = [3]" },
      { run: "python3 test_zeros.py", exit: 0, output: "zeros() failed: reduce() of empty sequence with no initial value" },
    ]);
    expect(read(runs)).toEqual([["python3 check_fix.py", "passed"], ["python3 test_zeros.py", "unknown"]]);
    expect(runs[1]!.caught).toBe("zeros() failed: reduce() of empty sequence with no initial value");
    const green = finalChecksGreen(context);
    expect(green.summary).toContain("The last run of `python3 check_fix.py` succeeded");
    expect(green.summary).toContain("`python3 test_zeros.py` (step 4: `zeros() failed: reduce() of empty sequence with no initial …`) exited 0 but printed a failure its code caught: not a pass");
    expect(green.summary).not.toContain("`python3 test_zeros.py` succeeded");
  });

  test("code that prints what it catches (`except Exception as e: print(e)`): an error message it printed is a caught failure", () => {
    const handler = "try:\n    print(solve(eq))\nexcept Exception as e:\n    print(e)";
    expect(printedCaughtLine(handler, "The inequality, Eq(x, 0), cannot be solved using\nsolve_univariate_inequality.")).toBe("The inequality, Eq(x, 0), cannot be solved using");
    expect(printedCaughtLine("try:\n    f()\nexcept ValueError as e: print('no:', e)", "no: invalid literal")).toBe("no: invalid literal");
    // without such a handler the words are the program's own output; an expected error is no failure
    expect(printedCaughtLine("print(solve(eq))", "cannot be solved")).toBeNull();
    expect(printedCaughtLine(handler, "ConditionSet(n, Eq(n*cos(n), 0), Reals)")).toBeNull();
    expect(printedCaughtLine(handler, "raised as expected: invalid input")).toBeNull();
    const line = `cat <<'EOF' > test_sui.py\n${handler}\nEOF\npython test_sui.py`;
    const { runs } = runsOf([{ edit: "sympy/core/relational.py", tool: "Edit" }, { run: line, exit: 0, output: "The inequality cannot be solved using\nsolve_univariate_inequality." }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.caught])).toEqual([["python test_sui.py", "unknown", "The inequality cannot be solved using"]]);
  });

  test("alone after the last edit, it leaves the edit unverified and says what it printed", () => {
    const { context } = runsOf([
      { edit: "/app/test_lambda.py", tool: "Write" },
      { edit: "/app/fit.py", tool: "Edit" },
      { run: "python3 test_lambda.py", exit: 0, output: "cluster 19\nmatch: False" },
    ]);
    const verified = verifiedAfterLastEdit(context);
    expect(verified.status).toBe("warn");
    expect(verified.summary).toBe("`python3 test_lambda.py` ran after the last edit (step 3) and exited 0, but its output reports a failure its code caught (`match: False`): not a pass.");
  });

  test("a non-zero exit still fails it, and a project runner's output is not read this way", () => {
    const failed = runsOf([{ edit: "/app/fit.py", tool: "Edit" }, { run: "python3 test_lambda.py", exit: 1, output: "ValueError: bad shape" }]);
    expect(read(failed.runs)).toEqual([["python3 test_lambda.py", "failed"]]);
    const project = runsOf([{ edit: "/app/fit.py", tool: "Edit" }, { run: "pytest tests/test_fit.py", exit: 0, output: "ValueError: logged by a test\n1 passed in 0.1s" }]);
    expect(project.runs.map((run) => run.outcome)).toEqual(["passed"]);
  });
});

describe("a file comparison whose status the line echoed", () => {
  const line = "cmp -s _layouts/default.html /app/patch/default.html; echo default_cmp=$?; cmp -s _includes/about.md /app/patch/about.md; echo about_cmp=$?";

  test("an echoed 1 says the files differ: that comparison failed, whatever the line's exit", () => {
    const { runs } = runsOf([{ run: line, exit: 0, output: "default_cmp=0\nabout_cmp=1" }]);
    expect(runs.map((run) => [run.outcome, run.quote])).toEqual([["failed", "about_cmp=1"]]);
    expect(runs[0]!.runner).toContain("cmp -s _includes/about.md");
    expect(runs[0]!.why).toBe("the line echoed the comparison's status: the files differ");
    // both echoed 0: the comparisons held
    const held = runsOf([{ run: line, exit: 0, output: "default_cmp=0\nabout_cmp=0" }]);
    expect(held.runs.map((run) => run.outcome)).toEqual(["passed"]);
    // a search's 1 may be what the agent hoped for (the old code is gone): no verdict
    const search = runsOf([{ run: "grep -q old_call src/a.py; echo rc=$?", exit: 0, output: "rc=1" }]);
    expect(search.runs).toEqual([]);
  });

  test("failed, then the work changed and other checks passed: the comparison is named as left, the status stays a pass", () => {
    const { context } = runsOf([
      { edit: "/app/site/_includes/about.md", tool: "Edit" },
      { run: line, exit: 0, output: "default_cmp=0\nabout_cmp=1" },
      { edit: "/app/site/_includes/about.md", tool: "Edit" },
      { run: "git merge-base --is-ancestor recovered master && echo YES", exit: 0, output: "YES" },
    ]);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("pass");
    expect(green.summary).toContain("(step 2, the work changed at step 3) failed and was not run again after the change; later checks of other kinds passed.");
    // inline code the recorder cut cannot be matched with a later run: whether it ran again is not shown
    const cut = runsOf([
      { edit: "/app/term.py", tool: "Edit" },
      { run: "python3 - <<'PY'\nfrom term import T\nassert T().run('cat') == 'ok', 'cat.out missing'\nprint('beh...(+56 chars)", exit: 1, output: "AssertionError: cat.out missing" },
      { edit: "/app/term.py", tool: "Edit" },
      { run: "python3 - <<'PY'\nfrom term import T\nassert T().run('ls')\nprint('final verification passed')\nPY", exit: 0, output: "final verification passed" },
    ]);
    expect(finalChecksGreen(cut.context).summary).toContain("(step 2, the work changed at step 3) failed; whether it was run again after the change is not shown "
      + "(the recorder cut its code), and later checks passed.");
    // the comparison names about.md: a document, but one a check reads, so its last edit counts
    expect(verifiedAfterLastEdit(context).summary).toMatch(/\(step 4\) ran after the last edit of `\/app\/site\/_includes\/about.md` \(step \d+\)/);
  });

  test("one that failed before any change ran on the original code (a reproduction of the bug), and is said so", () => {
    const { context } = runsOf([
      { run: line, exit: 0, output: "default_cmp=0\nabout_cmp=1" },
      { edit: "/app/site/_includes/about.md", tool: "Edit" },
      { run: "git merge-base --is-ancestor recovered master && echo YES", exit: 0, output: "YES" },
    ]);
    expect(finalChecksGreen(context).summary).toContain("(step 1, on the original code, the work changed at step 2) failed and was not run again");
  });
});

describe("a status the line echoed", () => {
  test("is cited as the run's own status, with the line that printed it", () => {
    const { runs } = runsOf([{ run: "pytest tests -q > pytest.log 2>&1; echo \"exit: $?\"", exit: 0, output: "exit: 0" }]);
    expect(runs.map((run) => [run.outcome, run.outcomeFrom, run.quote])).toEqual([["passed", "echoed status", "exit: 0"]]);
    expect(runEvidence(runs[0]!).quote).toBe("pytest · exit 0, as the line echoed it · exit: 0");
    // read from its printed verdict, it still cites its own echoed status, not the whole line's
    const own = runsOf([{ run: "cat > /app/test_client.py <<'EOF'\nassert get() == 0\nprint('ALL TESTS PASSED')\nEOF\npython3 /app/test_client.py; echo \"exit: $?\"", exit: 0, output: "ALL TESTS PASSED\nexit: 0" }]);
    expect(own.runs.map((run) => run.outcome)).toEqual(["passed"]);
    expect(runEvidence(own.runs[0]!).quote).toBe("python3 test_client.py · exit 0, as the line echoed it · ALL TESTS PASSED");
  });
});

describe("an echo an && chain reached", () => {
  test("every command of the chain before it exited 0", () => {
    const line = "rustc -O -o /app/main /app/main.rs && g++ -O2 -o /app/cmain /app/main.cpp && echo 'both built' ; ls /app | head -3";
    const { runs } = runsOf([{ run: line, exit: 0, output: "both built\nmain\ncmain" }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["rustc", "passed"], ["g++", "passed"]]);
  });
});

describe("an echo the line reached after a check", () => {
  test("says the check exited 0 because the echo after its && ran, not that the line echoed a status", () => {
    // the recorder cut the line: its status may be a later command's, but the shell reached the printf
    const { runs } = runsOf([{ run: "pytest -q > /tmp/out.txt 2>&1 && printf 'count:' && cat /tmp/n.txt && printf 'size:' && wc -c < /tmp/n...(+9 chars)", exit: 0, output: "count:2" }]);
    expect(runEvidence(runs[0]!).quote).toBe("pytest · exit 0, as the echo after its `&&` ran · count:2");
  });
});

describe("a check its exit code decided, in a line of echoed parts", () => {
  test("quotes its own part of the output, not what a later command printed", () => {
    const line = "echo '=== syntax ===' && python3 -m py_compile app/process.py && echo 'process.py OK' && echo '=== yaml ===' && python3 -c 'import yaml' 2>&1 | head -5";
    const output = "=== syntax ===\nprocess.py OK\n=== yaml ===\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'";
    const { runs } = runsOf([{ run: line, exit: 0, output }]);
    const compile = runs.find((run) => run.runner === "py_compile")!;
    expect(runEvidence(compile).quote).toBe("py_compile · exit 0 · process.py OK");
  });

  test("with commands after it that print, quotes the first line of the part it starts, not another command's failure", () => {
    const line = "python3 - <<'EOF'\nassert f() == 5\nEOF\necho '--- server ---'\ncurl -s -o /dev/null -w '%{http_code}' http://localhost:8080/simple/ && echo '' && curl -s http://localhost:8080/simple/";
    const started = "echo '--- syntax ---'; python3 -m py_compile app.py && python3 -c 'import app' && ls";
    const output = "Traceback (most recent call last):\nAssertionError\n--- server ---\n200\n<html>links</html>";
    const { runs } = runsOf([{ run: line, exit: 0, output }]);
    // the last command printed the output's end
    const curl = runs.find((run) => run.runner.startsWith("curl"))!;
    expect(runEvidence(curl).quote).toBe(`${curl.runner} · exit 0 · <html>links</html>`);
    // not the last: the first line of the part it starts
    const compile = runsOf([{ run: started, exit: 0, output: "--- syntax ---\ncompiled\napp.py\nAssertionError" }]).runs.find((run) => run.runner === "py_compile")!;
    expect(runEvidence(compile).quote).toBe("py_compile · exit 0 · compiled");
  });
});

describe("inline code that reads a file and writes it back", () => {
  test("edits it: its asserts guard the edit and check nothing", () => {
    const patch = "cd /app && python3 - <<'PYEOF'\nsrc = open('process.py').read()\nassert 'old' in src\nsrc = src.replace('old', 'new')\nopen('process.py','w').write(src)\nprint('patched')\nPYEOF";
    expect(runsOf([{ edit: "/app/process.py", tool: "Write" }, { run: patch, exit: 0, output: "patched" }]).runs).toEqual([]);
    // code that reads one file and writes another still checks what it asserts
    const check = "python3 - <<'EOF'\nrows = open('/app/out.csv').read().splitlines()\nassert len(rows) == 3\nopen('/tmp/report.txt','w').write('ok')\nEOF";
    expect(runsOf([{ run: check, exit: 0, output: "" }]).runs.map((run) => run.kind)).toEqual(["test"]);
  });

  test("with the path in a name the code assigned (the shape of a real Terminal-Bench run, caffe-cifar-10)", () => {
    const layer = "cd /app/caffe && python3 - <<'EOF'\nnet_path = \"examples/net.prototxt\"\nwith open(net_path) as f:\n    content = f.read()\n"
      + "assert 'loss' in content\ncontent = content.replace('loss', 'accuracy_train')\nwith open(net_path, \"w\") as f:\n    f.write(content)\n"
      + "print(\"Updated net prototxt\")\nEOF\ngrep -n accuracy examples/net.prototxt";
    expect(runsOf([{ edit: "/app/caffe/examples/net.prototxt", tool: "Write" }, { run: layer, exit: 0, output: "Updated net prototxt\n217: accuracy_train" }]).runs)
      .toEqual([]);
  });
});

describe("a project's tests run from inline code", () => {
  test("are the repository's tests, read from their summary: the interpreter's exit 0 is not theirs", () => {
    const line = "cd /testbed && python3 -c \"import sympy; sympy.test('sympy/tensor/array')\"";
    const failed = "============ tests finished: 48 passed, 1 failed, in 3.20 seconds ============\nDO *NOT* COMMIT!";
    const { runs } = runsOf([{ run: line, exit: 0, output: failed }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.adHoc])).toEqual([["python3 (inline test run)", "failed", false]]);
    const passed = runsOf([{ run: "python -c 'import pytest; pytest.main([\"tests/test_a.py\"])'", exit: 0, output: "==== 3 passed in 0.2s ====" }]).runs;
    expect(passed.map((run) => run.outcome)).toEqual(["passed"]);
    // a method named test on the agent's own object is no test run
    expect(runsOf([{ run: "python3 -c 'import m; m.test_value = 3; print(m.f())'", exit: 0, output: "3" }]).runs).toEqual([]);
  });
});

describe("a script the line wrote whose status is a filter's", () => {
  const write = (last: string) => `cat <<'EOF' > /tmp/check_ready.sh\n#!/bin/bash\n( sleep 1; printf '\\n' ) | timeout 6 telnet 127.0.0.1 6665 2>/dev/null | tr -d '\\r' | ${last}\nEOF\nchmod +x /tmp/check_ready.sh\n/tmp/check_ready.sh; echo "exit: $?"`;

  test("exits 0 whatever it found: its echoed 0 is no pass", () => {
    const { runs } = runsOf([{ run: write("grep -o 'login:' | head -1"), exit: 0, output: "exit: 0" }]);
    expect(runs.filter((run) => run.outcome === "passed")).toEqual([]);
  });

  test("one that ends in the search itself keeps its status", () => {
    const { runs } = runsOf([{ run: write("grep -q 'login:'"), exit: 0, output: "exit: 0" }]);
    expect(runs.map((run) => run.outcome)).toEqual(["passed"]);
  });
});

describe("a status kept in a variable whose echo the recorder cut", () => {
  test("is read when the cut name begins the kept one", () => {
    const line = (name: string) => `pytest tests -q > /tmp/t.out 2>&1; status=$?; echo tests_status:${name}...(+54 chars)`;
    const { runs } = runsOf([{ run: line("$s"), exit: 0, output: "tests_status:0\n---" }]);
    expect(runs.map((run) => [run.outcome, run.outcomeFrom, run.quote])).toEqual([["passed", "echoed status", "tests_status:0"]]);
    // another name cut there is not the kept status
    expect(runsOf([{ run: line("$x"), exit: 0, output: "tests_status:0\n---" }]).runs[0]!.outcomeFrom).not.toBe("echoed status");
  });
});

describe("a status echoed in a loop body", () => {
  const loop = (status: (pass: number) => number) => [{
    run: "for i in 1 2 3; do pytest tests -q > /dev/null 2>&1; echo \"run $i exit: $?\"; done",
    exit: 0,
    output: [1, 2, 3].map((pass) => `run ${pass} exit: ${status(pass)}`).join("\n"),
  }];

  test("is the command's own status in every pass: all zero passed, with the first line", () => {
    const { runs } = runsOf(loop(() => 0));
    expect(runs.map((run) => [run.outcome, run.outcomeFrom, run.quote, run.echoedExit])).toEqual([["passed", "echoed status", "run 1 exit: 0", 0]]);
  });

  test("a pass that echoed non-zero is the status kept, and it is no pass", () => {
    const { runs } = runsOf(loop((pass) => (pass === 2 ? 1 : 0)));
    expect(runs[0]!.echoedExit).toBe(1);
    expect(runs[0]!.outcome).not.toBe("passed");
  });

  test("an echo after the loop is not a pass's status", () => {
    const { runs } = runsOf([{ run: "for i in 1 2; do pytest tests -q > /dev/null 2>&1; done; echo \"exit: $?\"", exit: 0, output: "exit: 0" }]);
    expect(runs[0]!.outcomeFrom).not.toBe("echoed status");
  });
});

describe("a check with a status of its own that still showed nothing", () => {
  test("is named with that status, not as one with no exit code of its own", () => {
    const { context } = runsOf([
      { edit: "/testbed/pkg/mod.py", tool: "Edit" },
      { run: "python3 check_mod.py", exit: 0, output: "all examples passed" },
      { run: "python tests/test_mod.py", exit: 0, output: "" },
    ]);
    const summary = finalChecksGreen(context).summary;
    expect(summary).toContain("`python test_mod.py` (step 3: `tests/test_mod.py printed nothing`) ran no test");
    expect(summary).not.toContain("no exit code of");
  });
});

describe("a check the harness stopped at its time limit", () => {
  test("is named as stopped, not as one with no exit code of its own", () => {
    const { context } = runsOf([
      { edit: "/app/src/io.cpp", tool: "Edit" },
      { run: "make all -j16", exit: null, output: "CXX src/caffe/blob.cpp\n[timed out after 600s]" },
      { run: "make src/caffe/io.o", exit: 0, output: "CXX src/caffe/io.cpp" },
    ]);
    const summary = finalChecksGreen(context).summary;
    expect(summary).toContain("`make all` (step 2) was stopped at the harness's time limit before it finished");
    expect(summary).not.toContain("no exit code of");
  });
});

describe("git's own options before its verb", () => {
  test("`git -C repo fsck --full` asks what `git fsck --full` asks, in `repo`: a check whose echoed verdict is read", () => {
    const read = (line: string) => runsOf([{ edit: "/app/secret.txt", tool: "Write" }, { run: line, exit: 0, output: "fsck clean" }]).runs.map((run) => [run.runner, run.outcome]);
    expect(read("cd /app && git -C repo fsck --full 2>&1 && echo \"fsck clean\"")).toEqual([["shell check `git -C repo fsck --full`", "passed"]]);
    expect(read("cd /app/repo && git fsck --full 2>&1 && echo \"fsck clean\"")).toEqual([["shell check `git fsck --full`", "passed"]]);
    // asked to list what is unreachable, it searches: no check, with the option or without
    expect(read("git -C repo fsck --unreachable && echo \"fsck clean\"")).toEqual([]);
  });
});

describe("an echo after `||` that a probe's `&&` leads to", () => {
  test("`p && x || echo missing` printed the echo: p or x failed, so x's failure is not shown", () => {
    const probed = runsOf([{ run: "command -v ruff >/dev/null && ruff check src || echo \"ruff not installed\"", exit: 0, output: "ruff not installed" }]);
    expect(probed.runs.map((run) => [run.runner, run.outcome])).toEqual([["ruff", "unknown"]]);
    // a `cd` before it fails only with its own message: the echo is still the runner's failure
    const moved = runsOf([{ run: "cd src && ruff check . || echo \"lint failed\"", exit: 0, output: "a.py:1:1: F401 unused import\nlint failed" }]);
    expect(moved.runs.map((run) => run.outcome)).toEqual(["failed"]);
    // with nothing before it, the echo is its own failure's
    const alone = runsOf([{ run: "ruff check src || echo \"lint failed\"", exit: 0, output: "src/a.py:1:1: F401 unused import\nlint failed" }]);
    expect(alone.runs.map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["ruff", "failed", "echoed status"]]);
  });
});

describe("a bare `echo $?` after the run", () => {
  test("is the number alone on the last such line, not the first digits of what the run printed", () => {
    const output = "--- FAIL: TestParseTimeout (0.00s)\nFAIL\tgithub.com/acme/gateway/internal/config\t0.006s\nok  \tgithub.com/acme/gateway/internal/proxy\t0.041s\nFAIL\n1";
    const { runs } = runsOf([{ run: "go test ./... ; echo $?", exit: 0, output }]);
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
    // a number the tests printed on a line of its own, before the echo's
    const green = runsOf([{ run: "pytest -q ; echo $?", exit: 0, output: "2\n.. [100%]\n2 passed in 0.01s\n0" }]);
    expect(green.runs.map((run) => [run.outcome, run.outcomeFrom])).toEqual([["passed", "echoed status"]]);
  });
});

describe("Codex's status header before a command's output", () => {
  test("is the harness's, never quoted as what the run printed", () => {
    const output = "Chunk ID: d5b421\nWall time: 0.4 seconds\nProcess exited with code 0\nOriginal token count: 2\nOutput:\ncompiled";
    const { runs } = runsOf([{ run: "javac -d /tmp/out Vat.java && echo compiled", exit: 0, output }]);
    expect(runEvidence(runs[0]!).quote).toBe("javac · exit 0 · compiled");
  });
});

describe("the quote of a run its failing summary decided", () => {
  test("is the summary that counts the failures, not a pass line printed before it", () => {
    const output = " ✓ src/components/Input.test.ts (8 tests) 12ms\n ❯ src/components/Button.test.ts (6 tests | 2 failed) 15ms\n"
      + "   × Button > sets aria-disabled 6ms\n\n Test Files  1 failed | 2 passed (3)\n      Tests  2 failed | 17 passed (19)\n\ndone";
    const { runs } = runsOf([{ run: "(cd packages/ui && npm test); echo done", exit: 0, output }]);
    expect(runs.map((run) => [run.outcome, run.quote])).toEqual([["failed", "Tests  2 failed | 17 passed (19)"]]);
  });
});
