import { describe, expect, test } from "vitest";
import { shellRefusedLine, unclosedHeredoc } from "../../src/checks/shell-syntax.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a line the shell could not parse ran nothing", () => {
  test("a syntax error at the line's first line, exit 2: every check on it could not start", () => {
    const refused = '/bin/sh: 1: Syntax error: word unexpected (expecting ")")';
    const runs = verificationRuns(trajectoryOf([{ run: "cd /app && TIMEFORMAT='%R'; time (python3 run_tests.py >/dev/null)", exit: 2, output: refused }]));
    expect(runs.map((run) => [run.outcome, run.notStarted])).toEqual([["unknown", refused]]);
    // `|&` is bash's: the shell the harness ran (dash) could not read the line
    const pytest = verificationRuns(trajectoryOf([{ run: "pytest tests -q |& tee /tmp/log", exit: 2, output: '/bin/sh: 1: Syntax error: "&" unexpected' }]));
    expect(pytest.map((run) => run.outcome)).toEqual(["unknown"]);
    const bash = "bash: -c: line 1: syntax error near unexpected token `)'\nbash: -c: line 1: `pytest tests/ -q )'";
    expect(shellRefusedLine(bash, 2, "pytest tests/ -q )")).toBe("bash: -c: line 1: syntax error near unexpected token `)'");
  });

  test("an error on a later line, another status, or another shell's text is not the line's", () => {
    expect(shellRefusedLine("bash: -c: line 2: syntax error near unexpected token `fi'", 2, "make test\nfi")).toBeNull();
    expect(shellRefusedLine("sh: 1: Syntax error: end of file unexpected", 1, "make test")).toBeNull();
    expect(shellRefusedLine("bash: -c: line 1: syntax error: unexpected end of file", 2, "make test; bash -c 'if'")).toBeNull();
    expect(shellRefusedLine("  File \"x.py\", line 1\nSyntaxError: invalid syntax", 2, "python3 x.py")).toBeNull();
    // a test run that failed with status 2 is still its failure
    const runs = verificationRuns(trajectoryOf([{ run: "pytest tests", exit: 2, output: "ERROR tests/test_a.py - SyntaxError: invalid syntax\n1 error in 0.1s" }]));
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });
});

describe("a here-document the shell never found the end of", () => {
  const warning = "/bin/bash: line 6: warning: here-document at line 1 delimited by end-of-file (wanted `PY')";
  const line = "python3 - <<'PY'\nfrom vectorops import dot\nassert dot([1, 1], [0, 1]) == 1\nprint('ok')\nPY && python3 -m pip wheel -w dist .";
  const stray = `stderr: ${warning}\n  File "<stdin>", line 4\n    PY && python3 -m pip wheel -w dist .\n        ^\nSyntaxError: invalid syntax`;

  test("an interpreter given the rest of the line as code ran none of it: no failure of the work", () => {
    const runs = verificationRuns(trajectoryOf([{ run: line, exit: 1, output: stray }]));
    expect(runs.map((run) => [run.outcome, run.notStarted])).toEqual([["unknown", warning]]);
  });

  test("a shell reading the here-document, exit 0, or no warning: read as before", () => {
    expect(unclosedHeredoc(stray, 1, "bash")).toBeNull();
    expect(unclosedHeredoc(stray, 0, "python3")).toBeNull();
    expect(unclosedHeredoc("SyntaxError: invalid syntax", 1, "python3")).toBeNull();
    expect(unclosedHeredoc(stray, 1, "python3")).toBe(warning);
    const closed = verificationRuns(trajectoryOf([{ run: "python3 - <<'PY'\nassert 1 == 2\nPY", exit: 1, output: "AssertionError" }]));
    expect(closed.map((run) => run.outcome)).toEqual(["failed"]);
  });
});
