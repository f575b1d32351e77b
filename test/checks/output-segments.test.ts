import { describe, expect, test } from "vitest";
import { ownSegment, readBackSegment } from "../../src/checks/output-segments.js";
import { simpleCommands } from "../../src/checks/simple-commands.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const LINE = "ls -la /app\necho \"===\"\npython3 /tmp/final_grader.py 2>&1 | tail -3\necho \"===\"\npython3 - <<'EOF'\nimport filter\nassert 'x' in filter.run('x')\nprint('kept')\nEOF";
const OUTPUT = "total 8\nfilter.py\n===\nExit code: 0\nFAIL: not idempotent\nGRADER RESULT: FAIL\n===\nkept";
const top = (line: string) => simpleCommands(line).filter((command) => !command.nested);
const at = (line: string, program: string) => top(line).findIndex((command) => command.words.join(" ").includes(program));

describe("echoed separators split one line's output by command", () => {
  test("between two echoes, and after the last one", () => {
    expect(ownSegment(top(LINE), at(LINE, "final_grader"), OUTPUT)).toBe("Exit code: 0\nFAIL: not idempotent\nGRADER RESULT: FAIL");
    expect(ownSegment(top(LINE), at(LINE, "python3 -"), OUTPUT)).toBe("kept");
  });

  test("the line's start bounds the part of a command nothing before prints (sleep, cd)", () => {
    const line = "sleep 30; cd /app; python3 grader.py | tail -3; echo ===; ps aux | grep grader";
    expect(ownSegment(top(line), at(line, "python3 grader"), "FAIL: 2 cases\n===\nroot 12 python3 grader.py")).toBe("FAIL: 2 cases");
  });

  test("a verdict a grader printed is the grader's, not the next command's", () => {
    const runs = verificationRuns(trajectoryOf([{ run: LINE, exit: 0, output: OUTPUT }]));
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["python3 final_grader.py", "failed"], ["python3 (inline)", "passed"]]);
    expect(runs[0]!.quote).toBe("FAIL: not idempotent");
  });

  test.each([
    ["no echo before it and a command before it prints", "ls; python3 grader.py | tail -3; echo ===; python3 x.py", "python3 grader", "a.txt\nFAIL\n===\nok"],
    ["another command prints between the echo and it", "echo ===; ls; python3 grader.py", "python3 grader", "===\na.txt\nFAIL"],
    ["a command after it prints before the next echo", "echo ===; python3 grader.py; ls; echo ===", "python3 grader", "===\nFAIL\na.txt\n==="],
    ["the echo prints a variable", "echo \"$sep\"; python3 grader.py", "python3 grader", "---\nFAIL"],
    ["the echo's line is not in the output", "echo ===; python3 grader.py", "python3 grader", "FAIL"],
  ])("none when %s", (_why, line, program, output) => {
    expect(ownSegment(top(line), at(line, program), output)).toBeNull();
  });
});

describe("blank and status echoes around a check", () => {
  test("stay in its part: they add no verdict of their own", () => {
    const line = "echo '=== FINAL ==='\necho \"\"\npython3 /app/check_cert.py\necho \"\"\necho \"Exit code: $?\"\necho '=== FILES ==='\nls /app";
    const output = "=== FINAL ===\n\n[OK] cert exists\nCertificate verification successful\n\nExit code: 0\n=== FILES ===\ncheck_cert.py";
    expect(ownSegment(top(line), at(line, "check_cert"), output)).toBe("\n[OK] cert exists\nCertificate verification successful\n\nExit code: 0");
  });

  test("an echo of other text after it still ends the part it could be taken for", () => {
    const line = "echo '=== FINAL ==='; python3 /app/check.py; echo 'ALL PASSED'; ls";
    expect(ownSegment(top(line), at(line, "check.py"), "=== FINAL ===\nboom\nALL PASSED\na")).toBe("boom");
  });
});

describe("a command whose streams went to files the line then prints back", () => {
  const line = "cd /app && timeout 15 python3 -u /tmp/test_t.py > /tmp/out.txt 2> /tmp/err.txt; echo \"exit: $?\"; echo \"=== STDOUT ===\"; cat /tmp/out.txt; echo \"=== STDERR ===\"; cat /tmp/err.txt";
  const output = "exit: 130\n=== STDOUT ===\nOK: got KeyboardInterrupt\n=== STDERR ===\nTraceback (most recent call last):\n  File \"/tmp/test_t.py\", line 28, in f\n    assert \"good\" in cleanup\nAssertionError\n";

  test("the `cat`s of its files print its output: their parts are its own", () => {
    expect(readBackSegment(top(line), at(line, "/tmp/test_t.py"), output)).toBe("OK: got KeyboardInterrupt\nTraceback (most recent call last):\n  File \"/tmp/test_t.py\", line 28, in f\n    assert \"good\" in cleanup\nAssertionError\n");
    // without separators, the whole output is theirs when nothing else prints
    const bare = "python3 t.py > o.txt 2>&1; echo \"rc=$?\"; cat o.txt";
    expect(readBackSegment(top(bare), at(bare, "t.py"), "rc=1\nFAILED: 2 of 3")).toBe("rc=1\nFAILED: 2 of 3");
  });

  test("none when its streams reach the output, no `cat` reads its files, or another command prints too", () => {
    expect(readBackSegment(top("python3 t.py; cat o.txt"), 0, "x")).toBeNull();
    expect(readBackSegment(top("python3 t.py > o.txt 2>&1; cat other.txt"), 0, "x")).toBeNull();
    expect(readBackSegment(top("python3 t.py > o.txt 2>&1; ls; cat o.txt"), 0, "a\nb")).toBeNull();
  });

  test("the run is read from what it wrote: its failed assertion fails it, not the echo of the status", () => {
    const trajectory = trajectoryOf([{ edit: "/app/run.py" }, { run: line, exit: 0, output }]);
    expect(verificationRuns(trajectory).map((run) => [run.runner, run.outcome])).toEqual([["python3 test_t.py", "failed"]]);
  });
});
