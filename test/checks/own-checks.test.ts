import { describe, expect, test } from "vitest";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { printedVerdict } from "../../src/checks/printed-verdict.js";
import { type Action } from "../helpers/trajectory.js";
import { read, runsOf } from "../helpers/runs.js";


/** A recorder that cuts long commands (`…(+55 chars)`), as ATIF exports of some agents do. */
const CUT_HEREDOC = "python - <<'PY'\nfrom datasets import load_dataset\nfrom transformers import AutoTokenizer\nfr...(+55 chars)";

describe("the agent's own checks: code it wrote inline, cut or whole", () => {
  test("inline code the recorder cut is credited by the verdict it printed, and only by that", () => {
    const passed = runsOf([{ edit: "/app/answer.txt", tool: "Write" }, { run: CUT_HEREDOC, exit: 0, output: "PASS 79586" }]);
    expect(read(passed.runs)).toEqual([["python (inline)", "passed"]]);
    expect(passed.runs[0]!.quote).toBe("PASS 79586");
    expect(verifiedAfterLastEdit(passed.context).status).toBe("pass");
    const silent = runsOf([{ edit: "/app/answer.txt", tool: "Write" }, { run: CUT_HEREDOC, exit: 0, output: "science_rows 26\ncomputed_tokens 79586" }]);
    expect(silent.runs).toEqual([]);
    const failed = runsOf([{ run: CUT_HEREDOC, exit: 0, output: "FAIL: expected 79586, got 79000" }]);
    expect(read(failed.runs)).toEqual([["python (inline)", "failed"]]);
  });

  test("a quote left open by the recorder's cut is no syntax error: the command as typed was whole", () => {
    const { runs } = runsOf([{ edit: "/app/check_me.py", tool: "Write" }, { run: "cd /app && python3 check_me.py && echo 'all examples pass...(+55 chars)", exit: 0, output: "all examples passed" }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 check_me.py", "passed"]]);
  });

  test("a listing by find resolves the file tests of a wrapper, so its else-branch ran", () => {
    const wrapper = `if [ -f /app/check.py ]; then python /app/check.py; elif [ -f /app/check.sh ]; then bash /app/check.sh; else ${CUT_HEREDOC}`;
    const { runs, context } = runsOf([
      { run: "find /app -maxdepth 2 -type f -printf '%p\\n' | sort", exit: 0, output: "/app/data.csv\n" },
      { edit: "/app/answer.txt", tool: "Write" },
      { run: wrapper, exit: 0, output: "PASS 79586" },
    ]);
    expect(read(runs)).toEqual([["python (inline)", "passed"]]);
    expect(finalChecksGreen(context).status).toBe("pass");
  });

  test("a find by name that printed nothing shows those names absent: the else-branch ran", () => {
    const wrapper = "if [ -f /app/check.py ]; then python3 /app/check.py; elif [ -f /app/check.sh ]; then bash /app/check.sh; else python3 /app/check_cert.py; fi";
    const byName = "find /app -maxdepth 1 \\( -name check.py -o -name check.sh \\) -print";
    const { runs } = runsOf([
      { edit: "/app/check_cert.py", tool: "Write" },
      { run: byName, exit: 0, output: "" },
      { run: wrapper, exit: 0, output: "Certificate verification successful" },
    ]);
    expect(read(runs)).toEqual([["python3 check_cert.py", "passed"]]);
    // a glob that matches those names is read as find reads it; another name test says nothing of them
    const found = (byGlob: string) => read(runsOf([
      { edit: "/app/check_cert.py", tool: "Write" }, { run: byGlob, exit: 0, output: "" }, { run: wrapper, exit: 0, output: "ok" },
    ]).runs);
    expect(found("find /app -maxdepth 1 -name 'check.*'")).toEqual([["python3 check_cert.py", "passed"]]);
    expect(found("find /app -maxdepth 1 -name 'test*'")).not.toEqual([["python3 check_cert.py", "passed"]]);
    expect(found("find /app -maxdepth 1 ! -name 'check*'")).not.toEqual([["python3 check_cert.py", "passed"]]);
  });

  test("a find that ends a sequence lists by its own lines, the output's tail, when its folder is absolute", () => {
    const wrapper = "if [ -f /app/check.py ]; then python3 /app/check.py; elif [ -f /app/check.sh ]; then bash /app/check.sh; else python3 /app/check_cert.py; fi";
    const probe = "pwd; printf 'Python: '; python3 --version; find /app -maxdepth 2 -type f \\( -name 'check.py' -o -name 'check.sh' \\) -print";
    const trail = (output: string, run = probe) => read(runsOf([
      { edit: "/app/check_cert.py", tool: "Write" },
      { run, exit: 0, output },
      { run: wrapper, exit: 0, output: "Certificate verification successful" },
    ]).runs);
    expect(trail("/app\nPython: Python 3.13.7\n")).toEqual([["python3 check_cert.py", "passed"]]);
    // find named check.sh: the elif branch may have run, so the else-branch's script is not credited
    expect(trail("/app\nPython: Python 3.13.7\n/app/check.sh\n")).not.toEqual([["python3 check_cert.py", "passed"]]);
    // a relative folder: an earlier command's lines cannot be told from find's
    const relative = "cd /app; python3 --version; find . -maxdepth 1 -name check.py -o -name check.sh";
    expect(trail("Python 3.13.7\n", relative)).not.toEqual([["python3 check_cert.py", "passed"]]);
  });

  test("an absolute ls listing resolves an absolute file test; a -R listing of the folder does too", () => {
    const wrapper = "if [ -f /app/check.py ]; then python3 /app/check.py; else python3 -c 'import sol; assert sol.f() == 2; print(\"OK\")'; fi";
    const listed = runsOf([{ run: "ls -la /app", exit: 0, output: "total 4\n-rw-r--r-- 1 root root 10 Aug 1 10:00 sol.py\n" }, { edit: "/app/sol.py", tool: "Write" }, { run: wrapper, exit: 0, output: "OK" }]);
    expect(read(listed.runs)).toEqual([["python3 (inline)", "passed"]]);
    const recursive = runsOf([{ run: "ls -R /app", exit: 0, output: "/app:\nsol.py\n" }, { run: wrapper, exit: 0, output: "OK" }]);
    expect(read(recursive.runs)).toContainEqual(["python3 (inline)", "passed"]);
    // output not in the recursive shape (no folder headings) shows nothing
    const flat = runsOf([{ run: "ls -R /app", exit: 0, output: "sol.py\n" }, { run: wrapper, exit: 0, output: "OK" }]);
    expect(read(flat.runs)).not.toContainEqual(["python3 (inline)", "passed"]);
  });

  test("inline code that loads or compares a file the agent wrote is a run of the work", () => {
    const loads = "python3 - <<'PY'\nimport importlib.util\nspec = importlib.util.spec_from_file_location('algo', '/app/repo/algo.py')\nmod = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(mod)\nprint(mod.map([[1]]))\nPY";
    const { runs } = runsOf([{ edit: "/app/repo/algo.py", tool: "Write" }, { run: loads, exit: 0, output: "[[1]]" }]);
    expect(runs.map((run) => [run.kind, run.outcome, run.why])).toEqual([["run", "passed", "inline code loads /app/repo/algo.py, which the agent wrote"]]);
    const compares = "python3 -c \"print('same' if open('/app/answer.txt').read().strip() == str(sum(range(10))) else 'differs')\"";
    expect(runsOf([{ edit: "/app/answer.txt", tool: "Write" }, { run: compares, exit: 0, output: "same" }]).runs.map((run) => run.kind)).toEqual(["test"]);
    // reading a source file's text is not loading it, and a filter's `if` compares nothing
    const readsSource = "python3 -c \"lines = open('/app/repo/algo.py').readlines(); print([l for l in lines if 'def' in l])\"";
    expect(runsOf([{ edit: "/app/repo/algo.py", tool: "Write" }, { run: readsSource, exit: 0, output: "['def map(grid):']" }]).runs).toEqual([]);
    const getsource = "python3 -c 'import mymod, inspect; print(inspect.getsource(mymod.answer))'";
    expect(runsOf([{ edit: "mymod.py", tool: "Write" }, { run: getsource, exit: 0, output: "def answer():\n    return 42" }]).runs).toEqual([]);
    // printing back what was just written compares nothing: not a check
    const printsBack = "python3 -c \"print(open('/app/answer.txt').read())\"";
    expect(runsOf([{ edit: "/app/answer.txt", tool: "Write" }, { run: printsBack, exit: 0, output: "45" }]).runs).toEqual([]);
  });

  test("masked inline code that asserts and printed its last line passed; a traceback fails it", () => {
    const code = "cd /app && timeout 25 python3 - <<'EOF'\nimport sol\nassert sol.f() == 2\nprint(\"FINAL COMPREHENSIVE VERIFICATION DONE\")\nEOF\nrm -f /tmp/x.txt\necho finished";
    const done = runsOf([{ edit: "/app/sol.py", tool: "Write" }, { run: code, exit: 0, output: "FINAL COMPREHENSIVE VERIFICATION DONE\nfinished" }]);
    expect(done.runs.map((run) => [run.outcome, run.masked])).toEqual([["passed", true]]);
    const crashed = runsOf([{ edit: "/app/sol.py", tool: "Write" }, { run: code, exit: 0, output: "Traceback (most recent call last):\n  File \"<stdin>\", line 2\nAssertionError\nfinished" }]);
    expect(crashed.runs.map((run) => run.outcome)).toEqual(["failed"]);
    const stopped = runsOf([{ edit: "/app/sol.py", tool: "Write" }, { run: code, exit: 0, output: "finished" }]);
    expect(stopped.runs.map((run) => run.outcome)).toEqual(["unknown"]);
  });
});

describe("a script named for what it does to the work: a grader, a validator, a checker", () => {
  test.each(["final_grader.py", "output_validator.py", "run_check.sh", "schema-verify.js"])("%s is a check script", (script) => {
    const program = script.endsWith(".py") ? "python3" : script.endsWith(".sh") ? "bash" : "node";
    const { runs } = runsOf([{ run: `${program} /tmp/${script} 2>&1 | tail -3`, exit: 0, output: "FAIL: not idempotent\nGRADER RESULT: FAIL" }]);
    expect(runs.map((run) => [run.kind, run.outcome])).toEqual([["test", "failed"]]);
  });

  test.each(["checkout.py", "pre_check_env.txt", "graders.md"])("%s is not", (name) => {
    expect(runsOf([{ run: `python3 ${name}`, exit: 0, output: "" }]).runs.filter((run) => run.kind === "test")).toEqual([]);
  });
});

describe("runs that share one line's output", () => {
  test("an earlier run does not quote the later runner's summary as its own", () => {
    const { runs } = runsOf([{ edit: "repro.py", tool: "Write" }, { run: "python3 repro.py && bin/test sympy/sets/tests/test_contains.py", exit: 0, output: "True\n== tests finished: 6 passed, in 0.03 seconds ==" }]);
    expect(runs.map((run) => [run.runner, run.quote ?? null])).toEqual([
      ["python3 repro.py", "output shared with bin/test, later in the line"],
      // the last in the line printed the output's end
      ["bin/test", "== tests finished: 6 passed, in 0.03 seconds =="],
    ]);
  });
});

describe("echoed verdicts are read in the order the line printed them", () => {
  test("MATCH passes and MISMATCH fails, each check getting its own line", () => {
    const line = "cmp /tmp/b2.csv /tmp/exp.csv && echo \"MATCH\" || echo \"MISMATCH\"\ncmp /tmp/b3.csv /tmp/exp.csv && echo \"MATCH\" || echo \"MISMATCH\"";
    const first = runsOf([{ run: line, exit: 0, output: "MATCH\n/tmp/b3.csv /tmp/exp.csv differ: char 1, line 1\nMISMATCH" }]).runs;
    expect(first.map((run) => [run.runner, run.outcome, run.quote])).toEqual([["shell check `cmp /tmp/b3.csv /tmp/exp.csv`", "failed", "MISMATCH"]]);
    const both = runsOf([{ run: line, exit: 0, output: "MATCH\nMATCH" }]).runs;
    expect(both.map((run) => [run.runner, run.outcome])).toEqual([["shell check `cmp /tmp/b3.csv /tmp/exp.csv`", "passed"]]);
  });

  test("an OK typed after a header echo is no condition's verdict", () => {
    const line = "grep 'Test net output #0' /app/train.log | tail -2 && echo \"=== 6. Train accuracy ===\" && echo \"train acc=0.54782, test>45% OK\"";
    expect(runsOf([{ run: line, exit: 0, output: "accuracy = 0.5414\n=== 6. Train accuracy ===\ntrain acc=0.54782, test>45% OK" }]).runs).toEqual([]);
  });

  test("a literal echo is its whole line: FULL MATCH is not FULL MATCH CONFIRMED's prefix reading, NOT IDENTICAL fails", () => {
    const line = "cmp out.csv expected.csv && echo \"BYTE-FOR-BYTE MATCH CONFIRMED\" || echo \"FILES NOT IDENTICAL\"";
    expect(read(runsOf([{ run: line, exit: 0, output: "BYTE-FOR-BYTE MATCH CONFIRMED" }]).runs)).toEqual([["shell check `cmp out.csv expected.csv`", "passed"]]);
    expect(read(runsOf([{ run: line, exit: 0, output: "out.csv expected.csv differ: byte 1\nFILES NOT IDENTICAL" }]).runs)).toEqual([["shell check `cmp out.csv expected.csv`", "failed"]]);
    expect(runsOf([{ run: line, exit: 0, output: "BYTE-FOR-BYTE MATCH CONFIRMED (partly)" }]).runs).toEqual([]);
    // "different" in a sentence is no verdict: the OK is
    const prose = "./hello && echo \"=== invoked from different dir OK ===\"";
    expect(runsOf([{ run: `cc -o hello hello.c && ${prose}`, exit: 0, output: "=== invoked from different dir OK ===" }]).runs.map((run) => run.outcome)).not.toContain("failed");
  });
});

describe("a line the recorder cut, in which nothing visible was read as a check", () => {
  const cut = "set -e; tmpdir=$(mktemp -d); cat > \"$tmpdir/test.c\" <<'EOF'\n#include <stddef.h>\nint sum(int n) { int s = 0; for (int i = 0; i...(+55 chars)";
  test("its output's printed verdict says how the hidden check went", () => {
    expect(read(runsOf([{ run: cut, exit: 0, output: "Time 277: program terminated (exit code = 0)\nverification_ok" }]).runs)).toEqual([["shell check (cut by the recorder)", "passed"]]);
    expect(read(runsOf([{ run: cut, exit: 1, output: "verification_failed" }]).runs)).toEqual([["shell check (cut by the recorder)", "failed"]]);
  });

  test("a verdict an echo printed after `;`, the cut falling inside its text, is that echo's: no check", () => {
    const echoed = "out=$(./pmars -b -e w.red); printf '%s\\n' \"$out\" | grep -Fq '(cdb) 4'; echo debugger...(+3 chars)";
    expect(runsOf([{ edit: "/app/pmars.c" }, { run: echoed, exit: 0, output: "debugger_ok" }]).runs.map((run) => run.runner)).not.toContain("shell check (cut by the recorder)");
    // an echo whose shown text the printed line does not open with may be another's: the hidden check stands
    const other = "set -e; tmpdir=$(mktemp -d); cd \"$tmpdir\"; echo done...(+12 chars)";
    expect(read(runsOf([{ edit: "/app/pmars.c" }, { run: other, exit: 0, output: "verification_ok" }]).runs)).toContainEqual(["shell check (cut by the recorder)", "passed"]);
  });

  test("alone after the last edit, it shows the agent checked, not what: a person should look", () => {
    const hidden = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: cut, exit: 0, output: "PASS" }]);
    const result = verifiedAfterLastEdit(hidden.context);
    expect(result.status).toBe("warn");
    expect(result.summary).toBe(
      "After the last edit of `/app/filter.py`, the only check this report reads is in a line the recorder cut (step 2): it printed a pass (`PASS`), but its line is cut before the end: what decided the pass is not all shown.",
    );
    const several = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: cut, exit: 0, output: "PASS" }, { run: cut, exit: 0, output: "verification_ok" }]);
    expect(verifiedAfterLastEdit(several.context).summary).toBe(
      "After the last edit of `/app/filter.py`, the only checks this report reads are in lines the recorder cut (2, the last at step 3): "
        + "the last printed a pass (`verification_ok`), but their lines are cut before the end: what decided the pass is not all shown.",
    );
    // a cut command after the edit that exited 1 without a verdict this report reads may be a failed check: it is named
    const scan = "set -e\npattern='AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9_]{20,}'\ngit grep -nE \"$pattern\" -- . | cut -d: -f1,2...(+56 chars)";
    const failedScan = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: scan, exit: 1, output: "README.md:442\ntools/eval.py:92" }, { run: cut, exit: 0, output: "PASS" }]);
    expect(verifiedAfterLastEdit(failedScan.context).summary).toBe(
      "After the last edit of `/app/filter.py`, the only check this report reads is in a line the recorder cut (step 3): it printed a pass (`PASS`), "
        + "but its line is cut before the end: what decided the pass is not all shown; 1 more command the recorder cut exited non-zero after the edit (step 2, exit 1).",
    );
    // a cut line that exited 0 printing what no check of this report's says may have checked too: it is named
    const tried = "tmp=$(mktemp) && cat > \"$tmp\" <<'EOF'\n<div onclick=\"x\">...(+55 chars)";
    const unread = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: tried, exit: 0, output: "safe_unchanged\nxss_removed" }, { run: cut, exit: 0, output: "PASS" }]);
    expect(verifiedAfterLastEdit(unread.context).summary).toContain("; the recorder also cut step 2, which exited 0 with output this report does not read as a check's");
    // a cut line that exited non-zero after the last green run is named beside it
    const afterGreen = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: "python3 /app/test_filter.py", exit: 0, output: "3 passed" },
      { run: "if [ -f /app/check.sh ]; then bash /app/check.sh; else /app/polyglot/ma...(+55 chars)", exit: 1, output: "/bin/bash: line 1: /app/polyglot/main: No such file or directory" }]);
    expect(finalChecksGreen(afterGreen.context).summary).toContain("; 1 more command the recorder cut exited non-zero after the last of them (step 3, exit 1)");
    const shown = runsOf([{ edit: "/app/filter.py", tool: "Write" }, { run: cut, exit: 0, output: "PASS" }, { run: "python3 /app/test_filter.py", exit: 0, output: "3 passed" }]);
    expect(verifiedAfterLastEdit(shown.context).status).toBe("pass");
  });

  test("a cut line whose traceback names the script it wrote ran that script: a later green run of it answers the failure", () => {
    const written = "cat > /tmp/test_hooks.py <<'PY'\nimport torch\nfrom pipeline import train\n...(+56 chars)";
    const failure = "Traceback (most recent call last):\n  File \"/tmp/test_hooks.py\", line 60, in <module>\nAssertionError";
    const { runs, context } = runsOf([
      { edit: "/app/pipeline.py", tool: "Write" },
      { run: written, exit: 1, output: failure },
      { edit: "/app/pipeline.py", tool: "Edit" },
      { run: "PYTHONPATH=/app python3 /tmp/test_hooks.py", exit: 0, output: "hooks_ok" },
    ]);
    expect(runs.map((run) => [run.runner, run.outcome, run.selection])).toEqual([
      ["shell check (cut by the recorder)", "failed", ["/tmp/test_hooks.py"]],
      ["python3 test_hooks.py", "passed", []],
    ]);
    expect(finalChecksGreen(context).summary).toBe("The last run of `python3 test_hooks.py` succeeded.");
  });

  test("with no edit recorded, a command the recorder cut is named: it may have written files", () => {
    const code = "set -euo pipefail\npython3 - <<'PY'\nfrom pathlib import Path\nimport csv, shutil\ninvoices.mkdir(exist_ok...(+56 chars)";
    const { context } = runsOf([{ run: code, exit: 0, output: "" }, { run: "python3 /app/check.py", exit: 0, output: "All 4 checks passed" }]);
    expect(verifiedAfterLastEdit(context).summary).toBe(
      "No edit of the work is recorded, but the recorder cut a command (step 1), and what it wrote is not known; `python3 check.py` ran (step 2), after it.",
    );
  });

  test("a check before the last command the recorder cut is said to be before it, with the temp edits recorded", () => {
    const code = "python3 - <<'PY'\nfrom pathlib import Path\nPath('/app/gates.txt').write_te...(+56 chars)";
    const { context } = runsOf([
      { run: code, exit: 0, output: "3057 /app/gates.txt" },
      { run: "python3 /app/check.py", exit: 0, output: "All 4 checks passed" },
      { run: "rm /tmp/sim", exit: 0, output: "" },
      { run: code, exit: 0, output: "3057 /app/gates.txt" },
    ]);
    expect(verifiedAfterLastEdit(context).summary).toBe(
      "No edit of the work is recorded, but the recorder cut 2 commands (step 1, step 4), and what they wrote is not known; "
        + "the output of a cut line shows /app/gates.txt (step 1) there after it ran "
        + "(the one edit recorded is to temp files, caches, outputs made again, files later deleted or paths not there; the last, `/tmp/sim`, step 3); "
        + "`python3 check.py` ran (step 2), before the last of them (step 4, which exited 0 printing `3057 /app/gates.txt`).",
    );
  });

  test("what the last cut command printed is said, so a check of its own is not taken for a writer; a failed one says nothing", () => {
    const probe = "if [ -f /app/check.py ]; then python3 /app/check.py; else python3 - <<'PY'\nimport socket\ns = socket.create_...(+55 chars)";
    const cutAt = (exit: number) => runsOf([
      { run: "python3 /app/check.py", exit: 0, output: "All 4 checks passed" },
      { run: probe, exit, output: exit === 0 ? "login prompt detected on 127.0.0.1:6665" : "Traceback (most recent call last):\nOSError" },
    ]).context;
    expect(verifiedAfterLastEdit(cutAt(0)).summary).toContain("(step 2, which exited 0 printing `login prompt detected on 127.0.0.1:6665`)");
    expect(verifiedAfterLastEdit(cutAt(1)).summary).not.toContain("printing");
  });

  test("a program word the cut ended names no program", () => {
    const line = "set -e; cat > /tmp/cc_test.c <<'EOF'\nint main(void) { return 0; }\nEOF\n/tmp/CompCert/...(+55 chars)";
    expect(runsOf([{ run: "make", exit: 0, output: "" }, { run: line, exit: 0, output: "program_exit=0" }]).runs.map((run) => run.runner)).toEqual(["make"]);
  });

  test("no verdict, a pass on a non-zero exit, or a line that was not cut: nothing", () => {
    expect(runsOf([{ run: cut, exit: 0, output: "Time 277: program terminated" }]).runs).toEqual([]);
    expect(runsOf([{ run: cut, exit: 2, output: "PASS" }]).runs).toEqual([]);
    expect(runsOf([{ run: "cat notes.txt", exit: 0, output: "PASS" }]).runs).toEqual([]);
  });
});

describe("the project's own program, run after the agent changed its package", () => {
  test("sphinx-build after an edit under sphinx/, flask after one under src/flask/", () => {
    const sphinx = runsOf([{ edit: "sphinx/extension.py" }, { run: "cd reproduce && sphinx-build -b html . _build", exit: 2, output: "Sphinx version error: …" }]);
    expect(sphinx.runs.map((run) => [run.runner, run.kind, run.outcome, run.why])).toEqual([
      ["sphinx-build", "run", "failed", "runs sphinx-build, the program of the sphinx package the agent changed"],
    ]);
    expect(read(runsOf([{ edit: "src/flask/app.py" }, { run: "flask --app hello routes", exit: 0, output: "Endpoint  Methods  Rule" }]).runs)).toEqual([["flask", "passed"]]);
  });

  test("a module of the changed package run by the interpreter: python3 -m sphinx.cmd.build", () => {
    const line = "cd /tmp/repro && python3 -m sphinx.cmd.build -b html . _build 2>&1 | tail -3";
    const { runs } = runsOf([{ edit: "sphinx/domains/python.py" }, { run: line, exit: 0, output: "build succeeded.\n\nThe HTML pages are in _build." }]);
    expect(runs.map((run) => [run.runner, run.kind, run.why])).toEqual([
      ["sphinx.cmd.build", "run", "runs sphinx.cmd.build, a module of the sphinx package the agent changed"],
    ]);
    expect(runsOf([{ edit: "sphinx/domains/python.py" }, { run: "python3 -m flask routes", exit: 0 }]).runs).toEqual([]);
    expect(runsOf([{ edit: "sphinx/domains/python.py" }, { run: "python3 -c 'import sys' -m sphinx", exit: 0 }]).runs).toEqual([]);
  });

  test.each([
    ["a package the agent did not change", [{ edit: "sphinx/extension.py" }, { run: "flask routes", exit: 0 }]],
    ["a program whose name only begins like the package", [{ edit: "sphinx/extension.py" }, { run: "sphinxcontrib-build x", exit: 0 }]],
    ["an absolute path, not a repository's layout", [{ edit: "/app/server/main.py" }, { run: "server --port 1", exit: 0 }]],
    ["a tests folder", [{ edit: "tests/test_x.py" }, { run: "tests-runner", exit: 0 }]],
  ] as [string, Action[]][])("not %s", (_why, actions) => {
    expect(runsOf(actions).runs).toEqual([]);
  });
});

describe("a check script written and run in the same line", () => {
  const line = "cd /tmp && cat > verify_final.py <<'EOF'\nimport json\nrows = json.load(open('/app/rows.json'))\nassert len(rows) == 26\nprint(\"Final answer written:\", len(rows))\nEOF\ntimeout 180 python3 verify_final.py 2>&1 | tail -15\necho '--- answer ---'\ncat /app/answer.txt";

  test("its status is hidden by the pipe, but it printed its last line after its asserts: it passed", () => {
    const { runs } = runsOf([{ run: line, exit: 0, output: "Final answer written: 26\n--- answer ---\n26" }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.masked])).toEqual([["python3 verify_final.py", "passed", true]]);
  });

  test("an assertion error, or output that stops before its last line, is no pass", () => {
    const crashed = runsOf([{ run: line, exit: 0, output: "Traceback (most recent call last):\nAssertionError\n--- answer ---\n26" }]);
    expect(crashed.runs.map((run) => run.outcome)).toEqual(["failed"]);
    const cut = runsOf([{ run: line, exit: 0, output: "--- answer ---\n26" }]);
    expect(cut.runs.map((run) => run.outcome)).toEqual(["unknown"]);
  });
});

describe("a check written in the shell: a condition, then a verdict echoed on it", () => {
  const FINAL = "cd /app && echo '[1] binary:' && ls -l /usr/local/bin/pmars && echo '[2] X11:' && (ldd /usr/local/bin/pmars | grep -i x11 && echo 'FAIL: has X11 dep' || echo 'PASS: no X11 dependencies')";

  test("the echoed verdict is the condition's result", () => {
    const { runs, context } = runsOf([{ edit: "/app/src/Makefile", tool: "Edit" }, { run: FINAL, exit: 0, output: "[1] binary:\n-rwxr-xr-x 1 root root 1 pmars\n[2] X11:\nPASS: no X11 dependencies\n" }]);
    expect(read(runs)).toEqual([["shell check `ldd /usr/local/bin/pmars | grep -i x11`", "passed"]]);
    // the evidence quotes the verdict the echo printed, not another line of the output
    expect(runs[0]!.quote).toBe("PASS: no X11 dependencies");
    expect(verifiedAfterLastEdit(context).evidence[0]!.quote).toContain("PASS: no X11 dependencies");
    expect(verifiedAfterLastEdit(context).status).toBe("pass");
    const failed = runsOf([{ run: FINAL, exit: 0, output: "[2] X11:\nlibX11.so.6 => /lib/libX11.so.6\nFAIL: has X11 dep\n" }]);
    expect(read(failed.runs)).toEqual([["shell check `ldd /usr/local/bin/pmars | grep -i x11`", "failed"]]);
  });

  test("an if whose branches echo the verdict", () => {
    const { runs } = runsOf([{ run: "if cmp -s out.txt expected.txt; then echo OK; else echo MISMATCH; fi", exit: 0, output: "OK" }]);
    expect(read(runs)).toEqual([["shell check `cmp -s out.txt expected.txt`", "passed"]]);
  });

  test("conditions that move, print back, look up or only test that a file is there check nothing", () => {
    for (const line of ["cd /app && echo OK", "cat out.txt && echo PASS", "[ -f out.txt ] && echo PASS", "command -v gcc && echo OK || echo FAIL", "mkdir -p build && echo SUCCESS"]) {
      expect(runsOf([{ run: line, exit: 0, output: "PASS\nOK\nSUCCESS\nFAIL" }]).runs, line).toEqual([]);
    }
  });

  test("an unconditional echo, or a verdict the output does not show, is not a check", () => {
    expect(runsOf([{ run: "python3 gen.py; echo PASS", exit: 0, output: "PASS" }]).runs.map((run) => run.runner)).not.toContain("shell check `python3 gen.py`");
    expect(runsOf([{ run: "grep -q needle hay.txt && echo PASS || echo FAIL", exit: 0, output: "" }]).runs).toEqual([]);
  });

  test("a runner the line already recognizes keeps its own outcome", () => {
    const { runs } = runsOf([{ run: "pytest -q && echo PASS || echo FAIL", exit: 0, output: "3 passed in 0.1s\nPASS" }]);
    expect(read(runs)).toEqual([["pytest", "passed"]]);
  });
});

describe("a program the agent built, run with its output sent to a file", () => {
  test("is a run of the work, not an edit by the program: the file is the shell's redirect", () => {
    const { runs } = runsOf([
      { run: "g++ -O2 -o cli_tool main.cpp", exit: 0, output: "" },
      { run: "set -e\n./cli_tool weights.json image.png > prediction.txt\nprintf 'stdout:'; ./cli_tool weights.json image.png", exit: 0, output: "stdout:2" },
    ]);
    expect(read(runs)).toEqual([["g++", "passed"], ["cli_tool", "passed"]]);
  });

  test("a script's own log, written by the shell, does not make its run an edit", () => {
    const { runs } = runsOf([{ edit: "fix.py", tool: "Write" }, { run: "python3 fix.py > fix.log", exit: 0, output: "" }]);
    expect(read(runs)).toEqual([["python3 fix.py", "passed"]]);
  });
});

describe("programs sent to the background have no result yet", () => {
  test("a server started with & or by a tool's background shell is not a run", () => {
    const amp = runsOf([{ edit: "/app/server.py", tool: "Write" }, { run: "python3 /app/server.py & sleep 2", exit: 0, output: "" }]);
    expect(amp.runs).toEqual([]);
    const tool = runsOf([{ edit: "/app/server.py", tool: "Write" }, { run: "python3 /app/server.py", exit: null, output: "(Background shell started with ID: bg_1. Use bash_background_output to check status.)" }]);
    expect(tool.runs).toEqual([]);
    expect(verifiedAfterLastEdit(tool.context).summary).toMatch(/^No recognized check ran/);
  });
});

describe("assertions the shell made on a line that exited 0", () => {
  test("set -e or an && chain: each comparison or quiet search held", () => {
    const gcov = "set -euo pipefail; find /app -name '*.gcov' -delete; grep -q '^USE_GCOV = 1$' /app/sqlite/Makefile; test \"$(/app/sqlite/sqlite3 :memory: 'select 1')\" = 1";
    expect(read(runsOf([{ run: gcov, exit: 0, output: "" }]).runs)).toEqual([["shell check `test $(/app/sqlite/sqlite3 :memory: 'select 1') = 1 and 1 more`", "passed"]]);
    const chain = "test \"$(git rev-parse --abbrev-ref HEAD)\" = master && git merge-base --is-ancestor abc123 HEAD && grep -q 'About me' _includes/about.md";
    expect(runsOf([{ run: chain, exit: 0, output: "" }]).runs.map((run) => [run.outcome, run.why])).toEqual([["passed", "the shell asserted it, and the line exited 0"]]);
  });

  test("a masked comparison the output shows held: diff -q printed no difference, or its status was echoed as 0", () => {
    const brief = runsOf([{ run: "sqlite3 db < cand.sql > cand.out; diff -q orig.out cand.out\nfor f in a b; do echo $f; done", exit: 0, output: "a\nb" }]);
    expect(read(brief.runs)).toEqual([["shell check `diff -q orig.out cand.out`", "passed"]]);
    const differs = runsOf([{ run: "diff -q orig.out cand.out; echo done", exit: 0, output: "Files orig.out and cand.out differ\ndone" }]);
    expect(differs.runs).toEqual([]);
    const echoed = runsOf([{ run: "diff -u orig.out sol.out > /dev/null; echo diff_status=$?", exit: 0, output: "diff_status=0" }]);
    expect(read(echoed.runs)).toEqual([["shell check `diff -u orig.out sol.out`", "passed"]]);
  });

  test("a status kept in a variable and echoed later shows it too; set again before the echo, it does not", () => {
    const kept = "vim -Es in.csv -S macros.vim; rc=$?; cmp -s in.csv expected.csv; cr=$?; echo vim_rc=$rc cmp_rc=$cr; sed -n '1,7p' macros.vim";
    const held = runsOf([{ run: kept, exit: 0, output: "vim_rc=0 cmp_rc=0\ncall setreg('a')" }]).runs;
    expect(read(held)).toEqual([["shell check `cmp -s in.csv expected.csv`", "passed"]]);
    expect(held[0]!.quote).toBe("vim_rc=0 cmp_rc=0");
    // an echoed 1 is the comparison's "the files differ"
    expect(read(runsOf([{ run: kept, exit: 0, output: "vim_rc=0 cmp_rc=1" }]).runs)).toEqual([["shell check `cmp -s in.csv expected.csv`", "failed"]]);
    expect(runsOf([{ run: "cmp -s a b; cr=$?; cr=0; echo cmp_rc=$cr", exit: 0, output: "cmp_rc=0" }]).runs).toEqual([]);
    const runner = runsOf([{ run: "pytest tests; rc=$?; echo \"pytest exit: ${rc}\"", exit: 0, output: "collected 0 items / 2 errors\npytest exit: 0" }]);
    expect(runner.runs.map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["pytest", "passed", "echoed status"]]);
  });

  test("YES echoed on a condition is its verdict; NO, which may deny a failure, is none", () => {
    const line = "git merge-base --is-ancestor c499730 master && echo \"YES - c499730 is in master's history\" || echo \"NO\"; echo done";
    expect(read(runsOf([{ run: line, exit: 0, output: "YES - c499730 is in master's history\ndone" }]).runs)).toEqual([["shell check `git merge-base --is-ancestor c499730 master`", "passed"]]);
    expect(runsOf([{ run: line, exit: 0, output: "NO\ndone" }]).runs).toEqual([]);
    // a text that denies a failure is no verdict: "No conflict markers", "no errors"
    expect(runsOf([{ run: "grep -n '<<<<<<<' algo.py || echo 'No conflict markers'", exit: 0, output: "No conflict markers" }]).runs).toEqual([]);
    expect(runsOf([{ run: "grep -c ERROR app.log || echo 'no errors'", exit: 0, output: "no errors" }]).runs).toEqual([]);
  });

  test("verdict words joined to a name are verdicts: SANITIZATION_SCAN_PASS, harmful-removal-ok", () => {
    expect(printedVerdict("PLACEHOLDER_COUNTS\n<your-github-token>: 1\nSANITIZATION_SCAN_PASS")).toBe("passed");
    expect(printedVerdict("SANITIZATION_SCAN_FAIL")).toBe("failed");
    expect(printedVerdict("ARCH=x86\nverification_ok")).toBe("passed");
    expect(printedVerdict("harmful-removal-failed")).toBe("failed");
    expect(printedVerdict("the token_ok flag is set\nlook-ok-ish")).toBeNull();
    // a count of failures above 0, or a counterexample found, is a failure; a count of 0 is none
    expect(printedVerdict("mixed n=2: fails 403\nn=3: fails 0")).toBe("failed");
    // a row of a measurement table (a rate beside other figures) is no verdict: own-check-markers.test.ts
    expect(printedVerdict("n=4: fails=3/500 median time=6.5us")).toBeNull();
    expect(printedVerdict("fails=3/500")).toBe("failed");
    expect(printedVerdict("Found failing matrix at seed 7")).toBe("failed");
    expect(printedVerdict("n=4: fails=0/500\nfailures: 0\nall cases passed")).toBe("passed");
    const { runs } = runsOf([{ run: "grep -rqE 'AKIA[0-9A-Z]{16}' . || echo SANITIZATION_SCAN_PASS", exit: 0, output: "SANITIZATION_SCAN_PASS" }]);
    expect(read(runs)).toEqual([["shell check `grep -rqE AKIA[0-9A-Z]{16} .`", "passed"]]);
  });

  test("no credit on a non-zero exit, for a masked or guarded assertion, a guard before an edit, or a search of what the line just wrote", () => {
    expect(runsOf([{ run: "grep -q foo a.txt && test -s b.txt", exit: 1, output: "" }]).runs).toEqual([]);
    expect(runsOf([{ run: "grep -q foo a.txt; echo done", exit: 0, output: "done" }]).runs).toEqual([]);
    expect(runsOf([{ run: "grep -q Helo greet.py && sed -i 's/Helo/Hello/' greet.py", exit: 0, output: "" }]).runs).toEqual([]);
    expect(runsOf([{ run: "echo 42 > /app/answer.txt && grep -q 42 /app/answer.txt", exit: 0, output: "" }]).runs).toEqual([]);
    // what a program wrote is its output: searching it is a check
    expect(read(runsOf([{ run: "timeout 60 ./boot.sh | tee boot.log; grep -q 'login:' boot.log", exit: 0, output: "login:" }]).runs)).toEqual([["shell check `grep -q login: boot.log`", "passed"]]);
    expect(runsOf([{ run: "[ -f /app/out.txt ] && test -d /app", exit: 0, output: "" }]).runs).toEqual([]);
  });
});
