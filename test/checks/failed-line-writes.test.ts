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

  test("made none of the chain's changes", () => {
    expect(editsOf(127)).toEqual([]);
  });

  test("a line that exited 0 made them all", () => {
    expect(editsOf(0)).toEqual([["/tmp/out.txt", "unknown"], ["/app/experiment.py", "delete"], ["/app/diag.py", "delete"]]);
  });
});
