import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

describe("a scratch script written in a line that then failed on running it", () => {
  // the reproduction shape: write the script and run it in one call; the run fails because the bug reproduces
  const actions: Action[] = [
    { prompt: "Fix f in src/core.py" },
    { run: "cat > reproduce.py <<'EOF'\nfrom src.core import f\nprint(f())\nEOF\npython reproduce.py", exit: 1, output: "Traceback (most recent call last):\nValueError" },
    { edit: "src/core.py" },
    { run: "python reproduce.py && python -m pytest tests -q", exit: 0, output: "42\n==== 12 passed in 0.4s ====" },
    { run: "rm reproduce.py", exit: 0 },
  ];

  test("was written, so deleting it afterwards changes no work: the tests ran after the last edit", () => {
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("after the last edit of `src/core.py`");
  });
});

describe("a line whose command was not found (127) in a format that records only the status", () => {
  // the ATIF shape: `time` is no program under sh, so nothing after it in the `&&` chain ran
  const line = "cd /app && time python3 steal.py > /tmp/out.txt && rm -f experiment.py diag.py && ls -la /app";
  const editsOf = (exitCode: number) => {
    const builder = new TrajectoryBuilder("atif");
    builder.prompt("Write /app/steal.py", 0);
    builder.call({ id: "c1", name: "bash", input: { command: line }, step: 1 });
    builder.resultFor("c1", { output: "", isError: false, exitCode, step: 1 });
    return builder.build().edits.map((edit) => [edit.path, edit.kind]);
  };

  test("made none of the chain's changes but the first command's output file, which the shell opened before it looked for the program", () => {
    expect(editsOf(127)).toEqual([["/tmp/out.txt", "unknown"]]);
  });

  test("a line that exited 0 made them all", () => {
    expect(editsOf(0)).toEqual([["/tmp/out.txt", "unknown"], ["/app/experiment.py", "delete"], ["/app/diag.py", "delete"]]);
  });
});

describe("a line that exited 127 naming the command not found", () => {
  const editsOf = (line: string, output: string) => {
    const builder = new TrajectoryBuilder("atif");
    builder.prompt("Merge the branches", 0);
    builder.call({ id: "c1", name: "bash", input: { command: line }, step: 1 });
    builder.resultFor("c1", { output, isError: false, exitCode: 127, step: 1 });
    return builder.build().edits.map((edit) => edit.path);
  };

  test("made the changes of the commands before it and its own output file, none of what follows", () => {
    const line = "cd /app && git show b1:algo.py > /tmp/algo1.py && cat > /tmp/t.py <<'EOF'\nprint(1)\nEOF\npython3 /tmp/t.py > /tmp/out.txt";
    expect(editsOf(line, "/bin/sh: 34: python3: not found")).toEqual(["/tmp/algo1.py", "/tmp/t.py", "/tmp/out.txt"]);
    expect(editsOf(`${line} && rm -f /tmp/algo1.py`, "/bin/sh: 34: python3: not found")).toEqual(["/tmp/algo1.py", "/tmp/t.py", "/tmp/out.txt"]);
  });

  test("the far side of an `||` before it may not have run", () => {
    expect(editsOf("test -f a.txt || touch b.txt; python3 x.py", "bash: line 1: python3: command not found")).toEqual([]);
  });

  test("a not-found program the line does not run (`timeout: failed to run command 'wget'`): only what surely ran", () => {
    const line = "cd /tmp && timeout 60 wget -q https://x/t10k.gz -O t10k.gz && ls -la t10k* && echo OK";
    expect(editsOf(line, "timeout: failed to run command 'wget': No such file or directory")).toEqual([]);
  });
});

