import { describe, expect, test } from "vitest";
import { MISSING, MISSING_WORDS, pathFactsByCall } from "../../src/checks/path-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

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

describe("paths a listing showed or lacked", () => {
  test("a find in an && chain, after an echo's line, lists what follows that line under its folder", () => {
    const trajectory = trajectoryOf([
      { run: "printf 'check files:\\n' && find /app -name check.py -o -name check.sh && python3 t.py", exit: 0, output: "check files:\nall examples passed" },
      { run: "echo files && find /app -name check.py -o -name check.sh && python3 t.py", exit: 0, output: "files\n/app/check.sh\n/app/x/check.py\nok" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(1)("/app/check.py"), facts(1)("/app/check.sh"), facts(1)("/app/other.py")]).toEqual(["absent", "absent", null]);
    expect([facts(2)("/app/check.py"), facts(2)("/app/check.sh"), facts(2)("/app/x/check.py")]).toEqual(["absent", "present", "present"]);
  });

  test("a find in a chain whose status is not its own, or whose lines the output cannot bound, shows nothing", () => {
    const trajectory = trajectoryOf([
      { run: "find /app -name check.py && python3 t.py; echo done", exit: 0, output: "done" },
      { run: "python3 --version && find /app -name check.py && python3 t.py", exit: 0, output: "Python 3.12\nok" },
      { run: "true", exit: 0 },
    ]);
    const facts = pathFactsByCall(trajectory);
    expect([facts(1)("/app/check.py"), facts(2)("/app/check.py")]).toEqual([null, null]);
  });

  test("an agent's listing tool lists its folder; a cut listing is not read", () => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    const list = (id: string, input: Record<string, unknown>, output: string, step: number) => {
      builder.call({ id, name: "ls", input, step });
      builder.resultFor(id, { output, isError: false, exitCode: null, step });
    };
    list("a", { path: "/app", depth: 1 }, "forward.py\nsteal.py\nsrc/", 0);
    list("b", { dir_path: "/srv" }, "Directory listing for /srv:\n[DIR] data\nrun.sh", 1);
    list("c", { path: "/opt" }, "a.txt\nb.t...(+40 chars)", 2);
    list("e", { path: "/lib", depth: 2 }, "__pycache__/\n  forward.pyc\nforward.py", 2);
    builder.call({ id: "d", name: "Bash", input: { command: "true" }, step: 3 });
    const facts = pathFactsByCall(builder.build());
    expect([facts(4)("/app/check.py"), facts(4)("/app/steal.py"), facts(4)("/app/src"), facts(4)("/app/src/x.py")]).toEqual(["absent", "present", "present", null]);
    expect([facts(4)("/srv/data"), facts(4)("/srv/run.sh"), facts(4)("/srv/check.sh")]).toEqual(["present", "present", "absent"]);
    expect([facts(4)("/opt/a.txt"), facts(4)("/opt/check.py")]).toEqual([null, null]);
    expect([facts(4)("/lib/__pycache__/forward.pyc"), facts(4)("/lib/forward.pyc"), facts(4)("/lib/check.py")]).toEqual(["present", "absent", "absent"]);
  });
});
