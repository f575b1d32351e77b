import { describe, expect, test } from "vitest";
import { workEdits } from "../../src/checks/work.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a file started as a program left running in the background", () => {
  test("is the work, in the temp folder too; a temp script only run in the foreground stays scratch", () => {
    const trajectory = trajectoryOf([
      { run: "cat > /tmp/proxy.py <<'EOF'\nprint('serving')\nEOF", exit: 0 },
      { run: "cat > /tmp/probe.sh <<'EOF'\necho hi\nEOF", exit: 0 },
      { run: "nohup python3 -u /tmp/proxy.py > /tmp/proxy.log 2>&1 &\nbash /tmp/probe.sh", exit: 0, output: "hi" },
    ]);
    const paths = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path);
    expect(paths).toEqual(["/tmp/proxy.py"]);
  });

  test("as is a script written to send a program to the background and then run", () => {
    const trajectory = trajectoryOf([
      { run: "cat > /tmp/start.sh <<'EOF'\n#!/bin/bash\nnohup qemu-system-x86_64 -cdrom /app/a.iso > /tmp/q.log 2>&1 &\nEOF\nchmod +x /tmp/start.sh", exit: 0 },
      { run: "cat > /tmp/wait.sh <<'EOF'\nsleep 5\nEOF", exit: 0 },
      { run: "/tmp/start.sh; bash /tmp/wait.sh", exit: 0 },
    ]);
    const paths = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path);
    expect(paths).toEqual(["/tmp/start.sh"]);
  });

  test("but a Python script whose text has a line ending in `&` sends nothing to the background", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/filter.py" },
      { run: "cat > /tmp/final_test.py <<'PYEOF'\nboth = (READ &\n        WRITE)\nprint('PASSED')\nPYEOF\npython3 /tmp/final_test.py", exit: 0, output: "PASSED" },
      { run: "cat > /tmp/run <<'EOF'\nnohup /app/server > /tmp/s.log 2>&1 &\nEOF\nsh /tmp/run", exit: 0 },
    ]);
    const paths = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path);
    expect(paths).toEqual(["/app/filter.py", "/tmp/run"]);
  });

  test("but not a job the same line waits for or kills: it ended with the line", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/run.py" },
      { run: "cat > /tmp/test_ki.py <<'EOF'\nimport asyncio\nEOF\npython3 /tmp/test_ki.py &\nPID=$!\nsleep 2\nkill -INT $PID\nwait $PID", exit: 0 },
      { run: "cat > /tmp/serve.py <<'EOF'\nprint('up')\nEOF\nnohup python3 /tmp/serve.py > /tmp/s.log 2>&1 &\nsleep 1; kill -0 $!", exit: 0 },
    ]);
    const paths = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path);
    expect(paths).toEqual(["/app/run.py", "/tmp/serve.py"]);
  });
});

describe("a job a later process listing shows ended", () => {
  // the shape of a real Terminal-Bench run (torch-pipeline-parallelism): a temp test polled with `ps … | grep` until gone
  const launch = "cd /app && nohup .venv/bin/python /tmp/test_all.py > /tmp/test_all.log 2>&1 &\necho \"started PID $!\"";
  const poll = "cat /tmp/test_all.log; echo \"---running---\"; ps aux | grep test_all | grep -v grep | head -3";
  const paths = (actions: Parameters<typeof trajectoryOf>[0]) => {
    const trajectory = trajectoryOf([{ edit: "/app/pp.py" }, { run: "cat > /tmp/test_all.py <<'EOF'\nprint('ok')\nEOF", exit: 0 }, ...actions]);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path);
  };

  test("left nothing running: the script stays scratch", () => {
    expect(paths([{ run: launch, exit: 0, output: "started PID 4823" }, { run: poll, exit: 0, output: "ALL OK\n---running---\n" }])).toEqual(["/app/pp.py"]);
  });

  test("`|| echo done` printed: the grep found none", () => {
    const done = "cat /tmp/test_all.log; echo \"=== status ===\"; ps aux | grep test_all | grep -v grep || echo \"done\"";
    expect(paths([{ run: launch, exit: 0 }, { run: done, exit: 0, output: "ALL OK\n=== status ===\ndone\n" }])).toEqual(["/app/pp.py"]);
  });

  test("but a listing that still shows it, or none that bounds its part, leaves it running", () => {
    const running = "ALL OK\n---running---\nroot 4823 6.2 0.0 S 23:33 0:03 .venv/bin/python /tmp/test_all.py\n";
    expect(paths([{ run: launch, exit: 0 }, { run: poll, exit: 0, output: running }])).toEqual(["/app/pp.py", "/tmp/test_all.py"]);
    expect(paths([{ run: launch, exit: 0 }, { run: "ps aux | grep test_all | grep -v grep; cat /tmp/test_all.log", exit: 0, output: "ALL OK" }]))
      .toEqual(["/app/pp.py", "/tmp/test_all.py"]);
  });

  test("and a launch after the listing is running again", () => {
    const actions = [{ run: launch, exit: 0 }, { run: poll, exit: 0, output: "---running---\n" }, { run: launch, exit: 0 }];
    expect(paths(actions)).toEqual(["/app/pp.py", "/tmp/test_all.py"]);
  });
});

describe("a file the agent's tool ran in a background shell", () => {
  // the shape of a real Terminal-Bench run (qemu-startup): the proxy answering on the port is a temp-folder script
  const STARTED = "(Background shell started with ID: bg_python3_mr0svh. Use bash_background_output to check status.) Command completed with no output";

  test("is the work while no report says it ended", () => {
    const trajectory = trajectoryOf([
      { run: "cat > /tmp/vm/telnet_proxy.py <<'EOF'\nimport socket\nEOF", exit: 0 },
      { run: "python3 /tmp/vm/telnet_proxy.py", exit: 0, output: STARTED },
    ]);
    expect(workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.path)).toEqual(["/tmp/vm/telnet_proxy.py"]);
  });

  test("a temp script the tool ran in the foreground stays scratch", () => {
    const trajectory = trajectoryOf([
      { run: "cat > /tmp/vm/probe.py <<'EOF'\nprint(1)\nEOF", exit: 0 },
      { run: "python3 /tmp/vm/probe.py", exit: 0, output: "1" },
    ]);
    expect(workEdits(trajectory.edits, null, workFacts(trajectory))).toEqual([]);
  });
});
