import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const runners = (command: string) => verificationRuns(trajectoryOf([
  { run: "cat > update_ne.py <<'EOF'\nimport sys\nprint(sys.stdin.read())\nEOF", exit: 0 },
  { run: command, exit: 0, output: "" },
])).map((run) => run.runner);

describe("a program whose output file the line then moves over another file", () => {
  test("made that file's content: an edit through a program, not a check", () => {
    expect(runners("python3 update_ne.py < sympy/core/basic.py > sympy/core/basic.py.tmp && mv sympy/core/basic.py.tmp sympy/core/basic.py")).toEqual([]);
  });

  test("the same run whose output stays where it was written, or is moved elsewhere than from it, is still read", () => {
    expect(runners("python3 update_ne.py > out.txt && cat out.txt")).toEqual(["python3 update_ne.py"]);
    expect(runners("python3 update_ne.py > out.txt && mv other.txt out2.txt")).toEqual(["python3 update_ne.py"]);
  });
});
