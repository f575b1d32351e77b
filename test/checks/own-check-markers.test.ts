import { describe, expect, test } from "vitest";
import { printedVerdict, reachedEnd, verdictLine } from "../../src/checks/printed-verdict.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { read, runsOf } from "../helpers/runs.js";


describe("printed verdicts", () => {
  test("counts of zero failures are not failures; check words with passed are passes", () => {
    expect(printedVerdict("Ran 3 checks\n0 tests failed")).toBeNull();
    expect(printedVerdict("quick interface test passed")).toBe("passed");
    expect(printedVerdict("2 checks failed")).toBe("failed");
    expect(printedVerdict("no mismatch found")).toBeNull();
    expect(printedVerdict("ok\nTraceback (most recent call last):\n  File x")).toBe("failed");
    expect(printedVerdict("grpc behavior ok")).toBe("passed");
    // everything compared agreed (torch-pipeline ZVENp2Y's `World size 1: ALL GRADIENTS MATCH`); not all of it did: no pass
    expect(printedVerdict("[rank 0] pipeline return = 4.85\nWorld size 1: ALL GRADIENTS MATCH")).toBe("passed");
    expect(printedVerdict("all 3 outputs matched")).toBe("passed");
    expect(printedVerdict("not all values match")).toBeNull();
    expect(printedVerdict("not ok 2 - parses")).toBe("failed");
    // a line that opens on a count of failures counts them: zero is none, more is a failure
    expect(printedVerdict("fails 0 domfail 0 maxres 8.88e-16\neig2 1.38")).toBeNull();
    expect(printedVerdict("FAILED: 0\nPASSED: 12")).toBe("passed");
    expect(printedVerdict("fails 4 of 40")).toBe("failed");
    expect(printedVerdict("fail 6 6.49e-07 3.47")).toBe("failed");
    expect(printedVerdict("FAILS 0.5% of the time")).toBe("failed");
  });

  // the shape of a real Terminal-Bench run (largest-eigenval fxqGi2e): a sweep of tolerances, a row per setting
  test("a row of a measurement table gives a rate of failures beside other figures, no verdict", () => {
    const sweep = "tol_sub=0.01\n  n=4: fails=3/500 median time=6.5us median sub=10\n  n=6: fails=0/500 median time=11.2us median sub=20";
    expect(printedVerdict(sweep)).toBeNull();
    expect(verdictLine(sweep)).toBeNull();
    // a rate alone, or beside one figure, still counts failures; a verdict line beside a table still decides
    expect(printedVerdict("fails=3/500")).toBe("failed");
    expect(printedVerdict("n=4: fails=3/500")).toBe("failed");
    expect(printedVerdict(`${sweep}\nFAIL: residual above 1e-6`)).toBe("failed");
    expect(printedVerdict(`${sweep}\nall checks passed`)).toBe("passed");
  });

  test("a script that printed only such rows, exit 0, judged nothing: no pass, and the report says what it printed", () => {
    const sweep = "n=4: fails=3/500 median time=6.5us median sub=10\nn=6: fails=0/500 median time=11.2us median sub=20";
    const actions: Action[] = [
      { edit: "/app/solver.py", tool: "Write" },
      { run: "cd /app && cat > sweep.py <<'EOF'\nfrom solver import solve\nprint('n=4: fails=3/500')\nEOF\npython sweep.py", exit: 0, output: sweep },
    ];
    const { runs } = runsOf(actions);
    expect(read(runs)).toEqual([["python sweep.py", "unknown"]]);
    const trajectory = trajectoryOf(actions);
    expect(verifiedAfterLastEdit({ trajectory, runs: verificationRuns(trajectory), diff: null, prBody: null, files: null }).summary)
      .toContain("and exited 0, printing how often something failed in what it measured (`n=4: fails=3/500 median time=6.5us median sub=10`)");
    // all rates at 0: nothing failed in what it measured, and its exit decides
    const clean = runsOf([actions[0]!, { ...actions[1]!, output: sweep.replace("fails=3/500", "fails=0/500") } as Action]);
    expect(read(clean.runs)).toEqual([["python sweep.py", "passed"]]);
  });

  test("code reached its end when its last printed literal is in the output", () => {
    expect(reachedEnd("assert f() == 1\nprint('all good here')", "all good here\n")).toBe(true);
    expect(reachedEnd("assert f() == 1\nprint('all good here')", "")).toBe(false);
    expect(reachedEnd("assert f() == 1\nprint(x)", "1")).toBe(false);
    // a one-line program: its last statement, after the last `;`, even when the literal holds a `;`
    const oneLine = "from v import dot; assert 1 == dot([1,1], [0,1]); print('FINAL CHECK OK: from v import dot; assert 1 == dot([1,1], [0,1])')";
    expect(reachedEnd(oneLine, "FINAL CHECK OK: from v import dot; assert 1 == dot([1,1], [0,1])\n")).toBe(true);
    expect(reachedEnd("print('checking the results'); assert f() == 1", "checking the results")).toBe(false);
  });
});

describe("a one-line program that asserts, then prints its last literal, held its assertions", () => {
  test("its status hidden by the commands after it (the line's exit 1 is `ps`'s), the printed literal shows it passed", () => {
    const code = "from vectorops import dotproduct; assert 1 == dotproduct([1,1], [0,1]); print('FINAL CHECK OK: dotproduct([1,1], [0,1]) == 1')";
    const line = `/tmp/venv/bin/python -c "${code}"\necho "--- process ---"\nps aux | grep -i pypi | grep -v grep`;
    const output = "FINAL CHECK OK: dotproduct([1,1], [0,1]) == 1\n--- process ---\n/bin/sh: 9: ps: not found";
    const { runs } = runsOf([{ edit: "vectorops/__init__.py" }, { run: line, exit: 1, output }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python (inline)", "passed"]]);
  });
});

describe("an echo joined to a check by && or || shows how the check ended", () => {
  test("`x && echo marker` printed the marker: x passed, even when the line's status is another command's", () => {
    const line = "cd /app && python3 -m py_compile ray_processing/process.py && echo \"process.py OK\"; git status --short";
    const { runs } = runsOf([{ run: line, exit: 0, output: "process.py OK\n M ray_processing/process.py" }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.outcomeFrom, run.quote])).toEqual([["py_compile", "passed", "echoed status", "process.py OK"]]);
  });

  test("an `&&` chain that failed later: the marker after x shows x passed, the status is a later command's", () => {
    const line = "echo '=== syntax ===' && python3 -m py_compile app/process.py && echo \"process.py OK\" && python3 -c \"import yaml\"";
    const output = "=== syntax ===\nprocess.py OK\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'";
    const { runs } = runsOf([{ run: line, exit: 1, output }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.outcomeFrom, run.quote])).toEqual([["py_compile", "passed", "echoed status", "process.py OK"]]);
    // the marker not printed: the chain stopped at x or before it, and x's status is not shown apart
    expect(runsOf([{ run: line, exit: 1, output: "=== syntax ===\n  File \"app/process.py\", line 3\nSyntaxError: invalid syntax" }]).runs[0]!.outcome).not.toBe("passed");
  });

  test("`x || echo marker` printed the marker: x failed; a marker not shown says nothing", () => {
    const line = "pytest -q tests/test_a.py || echo 'tests failed, going on'; ls";
    expect(runsOf([{ run: line, exit: 0, output: "tests failed, going on\na.py" }]).runs.map((run) => run.outcome)).toEqual(["failed"]);
    expect(runsOf([{ run: "python3 -m py_compile a.py && echo compiled-fine; ls", exit: 0, output: "a.py" }]).runs.map((run) => run.outcome)).toEqual(["unknown"]);
  });
});

describe("a request to a service on this machine exercises it", () => {
  test("curl or wget to localhost is a run; its HTTP error or a refused connection fails it", () => {
    const ok = runsOf([{ edit: "/app/server.py", tool: "Write" }, { run: "curl -s -X POST localhost:5000/sentiment -d '{\"text\":\"great\"}'", exit: 0, output: "{\"sentiment\": \"positive\"}" }]);
    expect(ok.runs.map((run) => [run.runner, run.kind, run.outcome])).toEqual([["curl localhost:5000", "run", "passed"]]);
    const error = runsOf([{ run: "curl -si http://127.0.0.1:5000/sentiment", exit: 0, output: "HTTP/1.1 500 INTERNAL SERVER ERROR\n" }]);
    expect(error.runs.map((run) => run.outcome)).toEqual(["failed"]);
    const refused = runsOf([{ run: "curl -s http://localhost:8080/", exit: 7, output: "curl: (7) Failed to connect to localhost port 8080: Connection refused" }]);
    expect(refused.runs.map((run) => run.outcome)).toEqual(["failed"]);
    // another host is a download, not a check
    expect(runsOf([{ run: "curl -sL https://example.com/install.sh -o install.sh", exit: 0, output: "" }]).runs).toEqual([]);
  });

  test("inline code that requests a local URL is a run of the service", () => {
    const code = "python3 - <<'PY'\nimport urllib.request, json\nr = urllib.request.urlopen('http://127.0.0.1:5000/sentiment')\nprint(json.load(r))\nPY";
    const { runs } = runsOf([{ run: code, exit: 0, output: "{'sentiment': 'positive'}" }]);
    expect(runs.map((run) => [run.kind, run.outcome, run.why])).toEqual([["run", "passed", "inline code requests the service on this machine (localhost:5000)"]]);
  });

  test("inline code that opens a socket to a local port is a run of the service; a printed False for what it looked for is no pass", () => {
    const code = "timeout 10 python3 - <<'EOF'\nimport socket\ns = socket.create_connection((\"127.0.0.1\", 6665), timeout=5)\ntext = s.recv(4096).decode()\nprint(\"LOGIN_PROMPT_PRESENT:\", \"login:\" in text)\nEOF";
    const seen = runsOf([{ run: code, exit: 0, output: "Welcome to Alpine Linux\nlocalhost login: \nLOGIN_PROMPT_PRESENT: True" }]);
    expect(seen.runs.map((run) => [run.kind, run.outcome, run.why])).toEqual([["run", "passed", "inline code requests the service on this machine (localhost:6665)"]]);
    const missing = runsOf([{ run: code, exit: 0, output: "\nLOGIN_PROMPT_PRESENT: False" }]);
    expect(missing.runs.map((run) => [run.outcome, run.caught])).toEqual([["unknown", "LOGIN_PROMPT_PRESENT: False"]]);
    // binding the port asks whether it is free: no request of a service
    const bind = "python3 - <<'PY'\nimport socket\ns=socket.socket()\ns.bind(('127.0.0.1', 8080))\nprint('port-free')\nPY";
    expect(runsOf([{ run: bind, exit: 0, output: "port-free" }]).runs).toEqual([]);
    // a socket to another host is no check of a service here
    expect(runsOf([{ run: code.replace("127.0.0.1", "example.com"), exit: 0, output: "LOGIN_PROMPT_PRESENT: True" }]).runs).toEqual([]);
  });

  test("any client given a local URL requests that service: pip from a local index, git from a local server", () => {
    const pip = "python3 -m venv /tmp/v && /tmp/v/bin/pip install --index-url http://localhost:8080/simple vectorops==0.1.0";
    expect(read(runsOf([{ run: pip, exit: 0, output: "Successfully installed vectorops-0.1.0" }]).runs)).toEqual([["pip localhost:8080", "passed"]]);
    expect(read(runsOf([{ run: "python3 -m pip install -i http://127.0.0.1:8080/simple x", exit: 1, output: "ERROR: No matching distribution" }]).runs))
      .toEqual([["pip localhost:8080", "failed"]]);
    expect(read(runsOf([{ run: "git clone http://localhost:3000/org/repo.git /tmp/r", exit: 0, output: "" }]).runs)).toEqual([["git localhost:3000", "passed"]]);
    // printing or searching a URL requests nothing; a URL on another host is no check here
    expect(runsOf([{ run: "echo 'serving at http://localhost:8080/simple'", exit: 0, output: "serving at http://localhost:8080/simple" }]).runs).toEqual([]);
    expect(runsOf([{ run: "pip install --index-url https://pypi.org/simple requests", exit: 0, output: "" }]).runs).toEqual([]);
  });

  test("git fsck that exits 0 on a line that exited 0 held", () => {
    expect(read(runsOf([{ run: "cd /repo && git fsck --full --no-reflogs", exit: 0, output: "" }]).runs)).toEqual([["shell check `git fsck --full --no-reflogs`", "passed"]]);
  });
});

describe("a traceback printed by a program that exited 0", () => {
  const LOGGED = "Signature: ''\nerror while formatting arguments for target:\nTraceback (most recent call last):\n  File \"/testbed/pkg/a.py\", line 4, in f\n"
    + "AttributeError: 'MockApp' object has no attribute 'emit'";

  test("was caught and printed: no failure, and no pass either", () => {
    const [run] = runsOf([{ edit: "pkg/a.py" }, { edit: "repro.py", tool: "Write" }, { run: "python3 repro.py", exit: 0, output: LOGGED }]).runs;
    expect([run!.outcome, run!.caught]).toEqual(["unknown", "AttributeError: 'MockApp' object has no attribute 'emit'"]);
  });

  test("the same output with a non-zero exit, or beside a failure line of the code's own, is a failure", () => {
    const crashed = runsOf([{ edit: "pkg/a.py" }, { edit: "repro.py", tool: "Write" }, { run: "python3 repro.py", exit: 1, output: LOGGED }]).runs;
    expect(crashed.map((run) => run.outcome)).toEqual(["failed"]);
    const said = runsOf([{ edit: "pkg/a.py" }, { edit: "repro.py", tool: "Write" }, { run: "python3 repro.py", exit: 0, output: `FAIL: signature lost\n${LOGGED}` }]).runs;
    expect(said.map((run) => run.outcome)).toEqual(["failed"]);
  });
});

describe("inline code that prints the predicates it computed over a file the agent made", () => {
  const code = (check: string) => `python3 -c "
import numpy as np
stolen = np.load('/app/stolen.npy')
best = np.abs(stolen).max(axis=1)
${check}"`;
  const made: Action = { run: "python3 steal.py > /tmp/out.txt && ls stolen.npy", exit: 0, output: "stolen.npy" };
  const setUp: Action[] = [{ edit: "/app/steal.py", tool: "Write" }, { edit: "/app/stolen.npy", tool: "Write" }, made];

  test("is a check of that file: a True printed passes it, a False fails it whatever the exit", () => {
    const check = code("print('all rows > 0.999?', (best > 0.999).all())");
    const passed = runsOf([...setUp, { run: check, exit: 0, output: "all rows > 0.999? True" }]).runs.at(-1)!;
    expect([passed.kind, passed.outcome, passed.quote]).toEqual(["test", "passed", "all rows > 0.999? True"]);
    const failed = runsOf([...setUp, { run: check, exit: 0, output: "all rows > 0.999? False" }]).runs.at(-1)!;
    expect([failed.outcome, failed.quote]).toEqual(["failed", "all rows > 0.999? False"]);
  });

  test("code that only prints what it read, with no predicate, is no check", () => {
    const shown = runsOf([...setUp, { run: code("print('shape:', stolen.shape)"), exit: 0, output: "shape: (20, 10)" }]).runs;
    expect(shown.map((run) => run.runner)).not.toContain("python3 (inline)");
  });
});

describe("a build whose output the line cut to its tail", () => {
  const linked = "gcc -O2 -c sqlite3.c -o sqlite3.o\ngcc -o sqlite3 shell.o sqlite3.o -lm\n";
  const build = (line: string, output: string) => runsOf([{ edit: "src/a.c" }, { run: line, exit: 0, output }]).runs.map((run) => [run.runner, run.outcome, run.quote]);

  test("ended without the tool's failure line: it built; with it: it failed", () => {
    expect(build("cd /app && make -j$(nproc) 2>&1 | tail -30", linked)).toEqual([["make", "passed", "gcc -o sqlite3 shell.o sqlite3.o -lm"]]);
    expect(build("make 2>&1 | tail -5", `${linked}make: *** [Makefile:12: all] Error 1\n`).map(([, outcome]) => outcome)).toEqual(["failed"]);
  });

  // the shape of a real Terminal-Bench run (build-pmars PQ3jrBN): `make 2>&1 | grep -E "Making|Linking|done|Error|error" && cp …`
  test("a grep that keeps make's failure line and printed none: it built, in the line's output too", () => {
    const kept = "make clean && make 2>&1 | grep -E \"Making|Linking|done|Error|error\" && cp pmars /usr/local/bin/pmars && echo installed";
    const printed = "rm -f pmars.o asm.o\nMaking pmars with compiler flags -O\nLinking pmars\ndone\ninstalled";
    expect(build(kept, printed).find(([runner]) => runner === "make")).toEqual(["make", "passed", "done"]);
    // the failure line it keeps, in a part not the build's own, says nothing of which command failed
    expect(build(kept, `${printed}\nmake: *** [Makefile:9: all] Error 2`).find(([runner]) => runner === "make")![1]).toBe("unknown");
    // a grep that would not show make's failure line (another word, inverted, counting), or that more filters follow
    for (const filter of ["grep -E 'Making|Linking'", "grep -v -i error", "grep -c -i error", "grep -i error | head -3"]) {
      expect(build(`make 2>&1 | ${filter}`, "Linking pmars").map(([, outcome]) => outcome)).toEqual(["unknown"]);
    }
    expect(build("make 2>&1 | grep -i 'error\\|warning'", "gcc -O2 -c a.c").map(([, outcome]) => outcome)).toEqual(["passed"]);
  });

  test("a filter after the tail, or another cut, may drop the failure line: no result", () => {
    expect(build("make 2>&1 | tail -30 | grep -v warning", linked).map(([, outcome]) => outcome)).toEqual(["unknown"]);
    expect(build("make 2>&1 | head -30", linked).map(([, outcome]) => outcome)).toEqual(["unknown"]);
    // commands after it print into the same output: where the build ended is not shown apart
    expect(build("make 2>&1 | tail -3 && ./app --check", `${linked}Results: 0 1 0\n`)[0]!.slice(0, 2)).toEqual(["make", "unknown"]);
  });
});

describe("inline code that only runs the work, its status hidden by the line", () => {
  // the shape of a real Terminal-Bench run (headless-terminal aABb4fh): the import's success is the print after it
  const line = (code: string) => `echo "=== importable ==="; cd /tmp && PYTHONPATH=/app python3 -c "${code}"; echo; echo "=== deps ==="; pip list`;
  const actions = (code: string, output: string): Action[] => [{ edit: "/app/headless_terminal.py" }, { run: line(code), exit: 0, output }];
  const IMPORT = "from headless_terminal import HeadlessTerminal; print('Import OK:', HeadlessTerminal)";

  test("printed its last line: it got through, a pass", () => {
    const runs = verificationRuns(trajectoryOf(actions(IMPORT, "=== importable ===\nImport OK: <class 'headless_terminal.HeadlessTerminal'>\n\n=== deps ===\npexpect 4.9")));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 (inline)", "passed"]]);
  });

  test("a traceback, or no last line printed: no pass", () => {
    const crashed = "=== importable ===\nTraceback (most recent call last):\nImportError: cannot import name 'HeadlessTerminal'\n\n=== deps ===";
    expect(verificationRuns(trajectoryOf(actions(IMPORT, crashed))).map((run) => run.outcome)).not.toContain("passed");
    expect(verificationRuns(trajectoryOf(actions(IMPORT, "=== importable ===\n\n=== deps ==="))).map((run) => run.outcome)).not.toContain("passed");
  });
});

describe("the line that shows inline code reached its end is the run's quote", () => {
  test("not the output's last line, which a later command of the line printed (a log cat after an echoed marker)", () => {
    const code = "python3 - <<'EOF'\nimport kv\nassert kv.get('final') == 999\nprint('Server is alive and responding correctly.')\nprint('All persisted values verified.')\nEOF\n"
      + "echo \"--- server log ---\"\ncat /app/server.log";
    const output = "Server is alive and responding correctly.\nAll persisted values verified.\n--- server log ---\nKVStore server listening on port 5328";
    const [run] = verificationRuns(trajectoryOf([{ run: code, exit: 0, output }]));
    expect(run).toMatchObject({ outcome: "passed", quote: "All persisted values verified." });
  });
});
