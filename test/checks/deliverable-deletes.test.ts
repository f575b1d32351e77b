import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const TASK = { prompt: "Write /app/solve.py so that python3 /app/solve.py prints the answer to /app/out.txt" };
const WRITTEN: Action[] = [
  TASK,
  { run: "cat > /app/solve.py <<'EOF'\nprint(42)\nEOF", exit: 0 },
  { run: "python3 /app/solve.py > /app/out.txt && python3 -c \"assert open('/app/out.txt').read().strip()=='42'; print('PASS')\"", exit: 0, output: "PASS" },
];
const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf([...WRITTEN, ...actions]), null, null));

describe("what a delete after the last check changes", () => {
  test("the file the task names, made and then deleted, is the deliverable lost: a change the check did not see", () => {
    const result = verified([{ run: "rm /app/out.txt", exit: 0 }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`/app/out.txt`, step 4");
  });

  test("a scratch file the task does not name, made and deleted, changes nothing", () => {
    const scratch = verified([{ run: "cat > /app/probe.py <<'EOF'\nprint(1)\nEOF\npython3 /app/probe.py", exit: 0, output: "1" }, { run: "rm /app/probe.py", exit: 0 }]);
    expect(scratch.status).toBe("pass");
  });

  test("by its whole path: a relative file of the same name (`rm -f pmars` in a build folder) is not the one the task names", () => {
    const task = { prompt: "Build pmars from source and install the binary to /usr/local/bin/pmars" };
    const actions: Action[] = [
      task,
      { edit: "/app/src/clparse.c" },
      { run: "cd /app/src && make && cp pmars /usr/local/bin/pmars && pmars -V", exit: 0, output: "pMARS 0.9.4" },
      { run: "cat > pmars <<'EOF'\nx\nEOF", exit: 0 },
      { run: "rm -f pmars", exit: 0 },
    ];
    expect(verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null)).summary).toContain("`/app/src/clparse.c`");
  });

  test("installed dependencies (`node_modules`, a `.venv`) are no work: deleting them changes nothing", () => {
    expect(verified([{ run: "rm -rf /app/.venv /app/node_modules", exit: 0 }]).status).toBe("pass");
  });
});
