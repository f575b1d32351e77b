import { describe, expect, test } from "vitest";
import type { PathFacts } from "../../src/shell/file-tests.js";
import { interpretShell, type ShellOptions } from "../../src/shell/interpret.js";

/** Each command as `words | certainty | status` where status is call, masked or neither (-). */
const view = (command: string, facts?: PathFacts, options?: ShellOptions) =>
  interpretShell(command, facts, options).commands.map((run) => {
    const status = run.statusIsCall ? "call" : run.masked ? "masked" : "-";
    return `${run.words.map((word) => word.text).join(" ")} | ${run.certainty} | ${status}`;
  });

const known = (present: string[], absent: string[]): PathFacts => (path) => (present.includes(path) ? "present" : absent.includes(path) ? "absent" : null);

const CHECKER = "if [ -f check.py ]; then python3 check.py; elif [ -f check.sh ]; then bash check.sh; else python3 -c 'print(1)'; fi";

describe("if / elif / else guarded by file tests", () => {
  test("both files absent: only the else branch ran, and its status is the call's", () => {
    expect(view(CHECKER, known([], ["check.py", "check.sh"]))).toEqual([
      "[ -f check.py ] | ran | masked",
      "[ -f check.sh ] | ran | masked",
      "python3 -c print(1) | ran | call",
    ]);
  });

  test("the first file present: its branch ran, the rest are dropped", () => {
    expect(view(CHECKER, known(["check.py"], []))).toEqual(["[ -f check.py ] | ran | masked", "python3 check.py | ran | call"]);
  });

  test("nothing known: every branch may have run, each would own the status", () => {
    expect(view(CHECKER)).toEqual([
      "[ -f check.py ] | ran | masked",
      "python3 check.py | maybe | call",
      "[ -f check.sh ] | maybe | masked",
      "bash check.sh | maybe | call",
      "python3 -c print(1) | maybe | call",
    ]);
  });

  test("the guard names the test that decides each branch, negated for else", () => {
    const runs = interpretShell(CHECKER).commands;
    expect(runs.map((run) => run.guard)).toEqual([null, "[ -f check.py ]", null, "[ -f check.sh ]", "! [ -f check.sh ]"]);
  });

  test("a condition no fact resolves guards its branches too, by its words", () => {
    const runs = interpretShell("if python -c 'import pytest' 2>/dev/null; then pytest -q; else python -m unittest; fi").commands;
    expect(runs.map((run) => [run.words.map((word) => word.text).join(" "), run.certainty, run.guard])).toEqual([
      ["python -c import pytest", "ran", null],
      ["pytest -q", "maybe", "python -c import pytest"],
      ["python -m unittest", "maybe", "! python -c import pytest"],
    ]);
    // one a known status decides: no guard, the branch ran
    expect(interpretShell("if true; then make; fi").commands.map((run) => [run.certainty, run.guard])).toEqual([["ran", null], ["ran", null]]);
  });

  test("negations and the other spellings of a file test", () => {
    const facts = known(["/repo/out"], ["/repo/build"]);
    const options = { cwd: "/repo" };
    expect(view("if ! [ -d build ]; then make; fi", facts, options)).toContain("make | ran | call");
    expect(view("if [ ! -e build ]; then make; fi", facts, options)).toContain("make | ran | call");
    expect(view("if test -d build; then make; fi", facts, options)).not.toContain("make | ran | call");
    expect(view("if [[ -f out ]]; then cat out; else echo none; fi", facts, options)).toEqual(["[[ -f out ]] | ran | masked", "cat out | ran | call"]);
  });

  test("a branch of an if that may not have run is itself only maybe", () => {
    expect(view("[ -f a ] && if [ -f b ]; then x; fi", known(["a", "b"], []))).toContain("x | ran | call");
    expect(view("flaky && if [ -f b ]; then x; fi", known(["b"], []))).toContain("x | maybe | call");
  });

  test("a guard resolved by a file test in an && or || chain", () => {
    expect(view("[ -f run.sh ] && bash run.sh", known([], ["run.sh"]))).toEqual(["[ -f run.sh ] | ran | -"]);
    expect(view("[ -f run.sh ] && bash run.sh", known(["run.sh"], []))).toEqual(["[ -f run.sh ] | ran | -", "bash run.sh | ran | call"]);
    expect(view("test -e x || make x", known(["x"], []))).toEqual(["test -e x | ran | masked"]);
  });
});

describe("&&, || and ;", () => {
  test("the right side of && after an unknown status may have run; its status is the call's", () => {
    expect(view("cd repo && pytest")).toEqual(["cd repo | ran | -", "pytest | maybe | call"]);
  });

  test("a recorded exit 0 of the final && chain says every command of it ran", () => {
    expect(view("cd repo && pip install -e . && pytest", undefined, { exitCode: 0 })).toEqual([
      "cd repo | ran | -",
      "pip install -e . | ran | -",
      "pytest | ran | call",
    ]);
    expect(view("cd repo && pytest", undefined, { exitCode: 1 })).toContain("pytest | maybe | call");
  });

  test("|| true masks the command before it", () => {
    expect(view("pytest || true")).toEqual(["pytest | ran | masked", "true | maybe | call"]);
  });

  test("; without set -e: the last command owns the status, the earlier ones are masked", () => {
    expect(view("pytest; echo done")).toEqual(["pytest | ran | masked", "echo done | ran | call"]);
  });

  test("; with set -e: an earlier failure ends the script, so it is not masked", () => {
    expect(view("set -e; pytest; echo done")).toEqual(["set -e | ran | masked", "pytest | ran | -", "echo done | ran | call"]);
  });

  test("a certain exit ends the script: nothing after it ran", () => {
    expect(view("make; exit 0; rm -rf build")).toEqual(["make | ran | masked", "exit 0 | ran | call"]);
    expect(view("[ -f a ] || exit 1; pytest")).toEqual(["[ -f a ] | ran | masked", "exit 1 | maybe | call", "pytest | maybe | call"]);
  });
});

describe("pipelines", () => {
  test("without pipefail only the last command's status reaches the call", () => {
    expect(view("pytest | tail -5")).toEqual(["pytest | ran | masked", "tail -5 | ran | call"]);
  });

  test("with pipefail a failure of any member reaches it", () => {
    expect(view("set -o pipefail; pytest | tail -5")).toEqual(["set -o pipefail | ran | masked", "pytest | ran | -", "tail -5 | ran | call"]);
  });

  test("a negated pipeline owns no status", () => {
    expect(view("! grep -q error log")).toEqual(["grep -q error log | ran | masked"]);
  });
});

describe("subshells, groups, loops, functions", () => {
  test("a cd inside a subshell does not outlive it", () => {
    const runs = interpretShell("(cd sub && make) ; touch stamp", undefined, { cwd: "/r" }).commands;
    expect(runs.map((run) => run.cwd)).toEqual(["/r", "/r/sub", "/r"]);
    expect(runs.map((run) => run.subshell)).toEqual([1, 1, 0]);
  });

  test("a group's last command owns the status", () => {
    expect(view("{ make; make test; }")).toEqual(["make | ran | masked", "make test | ran | call"]);
  });

  test("a while body may not run; its commands are maybe, in a loop, and masked", () => {
    const runs = interpretShell("while read f; do pytest $f; done < list").commands;
    expect(runs.map((run) => [run.certainty, run.inLoop, run.masked, run.statusIsCall])).toEqual([
      ["ran", true, true, false],
      ["maybe", true, true, false],
    ]);
  });

  test("a for over literal words runs its body once per word, the variable set to it", () => {
    expect(view("for t in a b; do pytest $t; done")).toEqual(["pytest a | ran | masked", "pytest b | ran | masked"]);
    expect(view("for t in tests/*.py; do pytest $t; done")).toEqual(["pytest $t | maybe | masked"]);
  });

  test("after a `break` the body may run, only the first word surely ran; the later ones are marked (round 25's s10)", () => {
    expect(view("for k in A B; do pytest -k $k || break; done")).toEqual(["pytest -k A | ran | masked", "break | maybe | masked",
      "pytest -k B | maybe | masked", "break | maybe | masked"]);
    const later = interpretShell("for k in A B; do pytest -k $k || break; done").commands.map((run) => run.afterBreak === true);
    expect(later).toEqual([false, false, true, true]);
    // with no way out of the body, every word ran; a subshell's `exit` ends the subshell only
    expect(interpretShell("for k in A B; do pytest -k $k || echo failed; done").commands.some((run) => run.afterBreak === true)).toBe(false);
    expect(interpretShell("for d in a b; do (cd $d && pytest || exit 1); done").commands.some((run) => run.afterBreak === true)).toBe(false);
  });

  test("a redirection inside such a loop writes the file each word names (`> /tmp/$f.$i.out`)", () => {
    const reading = interpretShell("for f in a b; do for i in 1 2; do ./q < $f.sql > /tmp/$f.$i.out; done; done");
    expect(reading.writes).toEqual(["/tmp/a.1.out", "/tmp/a.2.out", "/tmp/b.1.out", "/tmp/b.2.out"]);
    // a use the reading does not know, or a command substitution, leaves the target unknown: no file named
    expect(interpretShell("x=foo; echo hi > /tmp/${x}_$(date).log; echo hi > /tmp/$y.log").writes).toEqual([]);
  });

  test("a for over more words than the bound is read once, its variable unknown", () => {
    const words = Array.from({ length: 9 }, (_, index) => `t${index}.py`).join(" ");
    expect(view(`for t in ${words}; do pytest $t; done`)).toEqual(["pytest $t | ran | masked"]);
  });

  test("a function runs where it is called, not where it is defined", () => {
    expect(view("check() { pytest -q; }; echo start; check")).toEqual(["echo start | ran | masked", "pytest -q | ran | call"]);
    expect(view("unused() { rm -rf /; }; ls")).toEqual(["ls | ran | call"]);
  });

  test("a function that runs its arguments runs the words it was called with", () => {
    expect(view('run() { echo "+ $*"; "$@"; }; run make && run make check')).toEqual([
      "echo + $* | ran | masked", "make | ran | -", "echo + $* | maybe | masked", "make check | maybe | call",
    ]);
    expect(view('t() { timeout 60 "$1" -q "${2}"; }; t pytest tests/a.py')).toEqual(["timeout 60 pytest -q tests/a.py | ran | call"]);
    // outside a function, `$@` is the line's own arguments: not known
    expect(view('"$@"; f() { :; }; f x')).toEqual(["$@ | ran | masked", ": | ran | call"]);
  });

  test("case arms may have run", () => {
    expect(view("case $1 in a) make;; *) make test;; esac")).toEqual(["make | maybe | call", "make test | maybe | call"]);
  });
});

describe("here-documents, substitutions and nested shells", () => {
  test("a heredoc's body belongs to its command, and its lines are not commands", () => {
    const runs = interpretShell("python3 - <<'EOF'\nimport os; os.remove('x')\nEOF\necho ok").commands;
    expect(runs.map((run) => run.words.map((word) => word.text).join(" "))).toEqual(["python3 -", "echo ok"]);
    expect(runs[0]!.heredocs).toEqual(["import os; os.remove('x')"]);
  });

  test("a command substitution runs first and is masked", () => {
    const runs = interpretShell("echo $(pytest -q | tail -1)").commands;
    expect(runs.map((run) => [run.words[0]!.text, run.substitution, run.masked])).toEqual([
      ["pytest", true, true],
      ["tail", true, true],
      ["echo", false, false],
    ]);
  });

  test("bash -c is read as its own shell, and its last command owns the call's status", () => {
    expect(view("bash -lc 'cd /app && make; make test'")).toEqual([
      "bash -lc cd /app && make; make test | ran | call",
      "cd /app | ran | masked",
      "make | maybe | masked",
      "make test | ran | call",
    ]);
    expect(interpretShell("bash -c 'pytest'").commands.map((run) => run.shellDepth)).toEqual([0, 1]);
  });

  test("wrappers: timeout, sudo and uv run keep their command's status, and a wrapped bash -c is read", () => {
    expect(view("timeout 600 bash -c 'pytest -x' || true")).toEqual(["timeout 600 bash -c pytest -x | ran | masked", "pytest -x | ran | masked", "true | maybe | call"]);
    expect(view("sudo -u app uv run pytest")).toEqual(["sudo -u app uv run pytest | ran | call"]);
  });
});

describe("files written, deleted and read", () => {
  test("a branch not taken writes nothing; one that may have run does", () => {
    const command = "if [ -f out.txt ]; then rm out.txt; else echo x > out.txt; fi";
    expect(interpretShell(command, known(["out.txt"], [])).deletes).toEqual(["out.txt"]);
    expect(interpretShell(command, known(["out.txt"], [])).writes).toEqual([]);
    expect(interpretShell(command).writes).toEqual(["out.txt"]);
  });

  test("reads: input redirections, readers' operands, a script an interpreter runs", () => {
    expect(interpretShell("cd /w && cat a.txt && python3 run.py < in.json", undefined, { cwd: "/" }).reads).toEqual(["/w/a.txt", "/w/run.py", "/w/in.json"]);
  });

  test("writes inside bash -c resolve against the directory it starts in", () => {
    expect(interpretShell("cd /w && bash -c 'echo x > out'").writes).toEqual(["/w/out"]);
  });
});

describe("redirections of compound commands", () => {
  test("a subshell's, a group's and a loop's redirections write their files", () => {
    const reading = interpretShell("(make | tee a) > /tmp/build.out 2>&1; { time x; } 2> t.time; for i in 1 2; do echo $i; done > n.txt");
    // the shell opens a compound's redirections before it runs the body
    expect(reading.writes).toEqual(["/tmp/build.out", "a", "t.time", "n.txt"]);
  });
});

test("cmd's & is a sequence: the directory of a cd carries to the next command", () => {
  const reading = interpretShell("cd C:\\w & del a.txt", undefined, { windows: true, cwd: null });
  expect(reading.commands.map((run) => [run.cwd, run.masked, run.statusIsCall])).toEqual([
    [null, true, false],
    ["C:\\w", false, true],
  ]);
});

test("each command carries the program its wrappers run", () => {
  const [run] = interpretShell("sudo -u app timeout 60 uv run pytest -q").commands;
  expect(run!.unwrapped).toEqual({ argv: ["pytest", "-q"] });
  expect(interpretShell("timeout 5 bash -lc 'make'").commands[0]!.unwrapped).toEqual({ script: "make" });
});

describe("variables set to a plain value", () => {
  const programs = (line: string) => interpretShell(line).commands.map((run) => run.words[0]?.text);

  test("a later whole-word use runs the program the variable names", () => {
    expect(programs("PY=/opt/py/bin/python3.13 && $PY - <<'EOF'\nprint(1)\nEOF")).toEqual(["PY=/opt/py/bin/python3.13", "/opt/py/bin/python3.13"]);
    expect(programs("export BIN=./build/app; \"${BIN}\" --selftest")).toEqual(["export", "./build/app"]);
  });

  test("a computed value, a prefix assignment or a use inside a word stays unknown", () => {
    expect(programs("PY=$(command -v python3); $PY t.py").at(-1)).toBe("$PY");
    expect(programs("PY=/usr/bin/python3 env; $PY t.py").at(-1)).toBe("$PY");
    expect(programs("D=/app; $D/run.sh").at(-1)).toBe("$D/run.sh");
  });

  test("a value set in a branch or a loop that may not have run is forgotten", () => {
    const line = "ok=1 && for r in a b; do if [ \"$r\" != x ]; then ok=0; fi; done; if [ $ok -eq 1 ]; then echo ALL MATCH; fi";
    expect(interpretShell(line).commands.map((run) => run.words.map((word) => word.text).join(" "))).toContain("[ $ok -eq 1 ]");
    expect(programs("PY=/usr/bin/python3; [ -x /opt/py ] && PY=/opt/py; $PY t.py").at(-1)).toBe("$PY");
  });

  test("a subshell's assignment does not outlive it", () => {
    expect(programs("(PY=/usr/bin/python3); $PY t.py").at(-1)).toBe("$PY");
  });
});
