import { describe, expect, test } from "vitest";
import { MISSING, MISSING_WORDS, pathFactsByCall } from "../../src/checks/path-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("paths an error said are missing", () => {
  test("every pattern of a missing path holds the words an output is first searched for", () => {
    for (const pattern of MISSING) expect(pattern.source).toContain(MISSING_WORDS);
  });

  test("are absent after the error, unknown before it and where no output names them", () => {
    const trajectory = trajectoryOf([
      { run: "ls check.py", exit: 2, output: "ls: cannot access 'check.py': No such file or directory" },
      { run: "python3 run.py", exit: 2, output: "python3: can't open file '/repo/run.py': [Errno 2] No such file or directory" },
      { run: "cat notes.txt", exit: 1, output: "cat: notes.txt: Permission denied" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(0)("check.py"), facts(1)("check.py"), facts(3)("/repo/run.py"), facts(3)("notes.txt")]).toEqual([null, "absent", "absent", null]);
  });
});
