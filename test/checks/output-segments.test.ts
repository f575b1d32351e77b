import { describe, expect, test } from "vitest";
import { ownSegment } from "../../src/checks/output-segments.js";
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
