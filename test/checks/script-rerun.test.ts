import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { lastRunBefore } from "../../src/checks/script-rerun.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const WRITE = "cat > /app/start.sh <<'EOF'\nqemu-system-x86_64 -daemonize\nEOF\nchmod +x /app/start.sh";
const lastRun = (actions: Action[]) => {
  const trajectory = trajectoryOf(actions);
  return lastRunBefore(trajectory, trajectory.edits.at(-1)!);
};

describe("a script edited after its last run", () => {
  test("names the step of that run when nothing after the edit runs or names it", () => {
    // audited run: the VM the first version started answered the probe after the script was rewritten
    const actions: Action[] = [
      { run: `${WRITE}\n/app/start.sh`, exit: 0 },
      { run: WRITE, exit: 0 },
      { run: "timeout 10 python3 - <<'EOF'\nimport socket\nsocket.create_connection(('127.0.0.1', 6665))\nEOF", exit: 0, output: "login:" },
    ];
    expect(lastRun(actions)).toBe(0);
  });

  test("none when it ran again after the edit, past an interpreter's flags and wrappers", () => {
    const again = (line: string): Action[] => [{ run: `${WRITE}\nbash /app/start.sh`, exit: 0 }, { run: WRITE, exit: 0 }, { run: line, exit: 0 }];
    expect(lastRun(again("setsid nohup bash -x /app/start.sh > log 2>&1 &"))).toBeNull();
    expect(lastRun(again("cd /app && ./start.sh"))).toBeNull();
  });

  test("none when a later line names it (a test runner given the file) or the file was never run", () => {
    const named: Action[] = [{ run: "python3 tests/test_x.py", exit: 0 }, { edit: "tests/test_x.py" }, { run: "bin/test tests/test_x.py", exit: 0 }];
    expect(lastRun(named)).toBeNull();
    expect(lastRun([{ edit: "/app/start.sh" }, { run: "curl localhost:8080", exit: 0 }])).toBeNull();
  });
});

describe("verified_after_last_edit says when the edited script itself was not run again", () => {
  test("the check after the edit may see what the earlier version started", () => {
    const actions: Action[] = [
      { edit: "/app/server.py", tool: "Write" },
      { run: "nohup python3 -u /app/server.py > /tmp/log 2>&1 &", exit: 0 },
      { edit: "/app/server.py", tool: "Edit" },
      { run: "python3 /app/client_test.py", exit: 0, output: "ALL TESTS PASSED" },
    ];
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toMatch(/; `server.py` itself was last run at step 2, before that edit: what the check saw may come from the earlier version\.$/);
  });
});
