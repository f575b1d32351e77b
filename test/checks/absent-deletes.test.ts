import { describe, expect, test } from "vitest";
import { deletesOfAbsent } from "../../src/checks/absent-deletes.js";
import { workEdits } from "../../src/checks/work.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a delete of a path the transcript last showed absent", () => {
  // the shape of real Terminal-Bench runs (compile-compcert): `ls /tmp` shows no CompCert, then `rm -rf /tmp/CompCert; curl …`
  test("changes nothing", () => {
    const trajectory = trajectoryOf([
      { run: "ls /tmp", exit: 0, output: "cache\nhsperfdata_root" },
      { run: "rm -rf /tmp/CompCert && mkdir -p /work && echo ok", exit: 0, output: "ok" },
    ]);
    expect([...deletesOfAbsent(trajectory)].map((edit) => edit.path)).toEqual(["/tmp/CompCert"]);
    const appDelete = trajectoryOf([{ run: "ls /app", exit: 0, output: "main.py" }, { run: "rm -rf /app/build_old && echo ok", exit: 0, output: "ok" }]);
    expect(workEdits(appDelete.edits, null, workFacts(appDelete))).toEqual([]);
  });

  test("a path a listing showed, or one the agent wrote since, is a change when deleted", () => {
    const listed = trajectoryOf([
      { run: "ls /app", exit: 0, output: "main.py\nold.py" },
      { run: "rm -f /app/old.py", exit: 0 },
    ]);
    expect(workEdits(listed.edits, null, workFacts(listed)).map((edit) => `${edit.kind} ${edit.path}`)).toEqual(["delete /app/old.py"]);
    const written = trajectoryOf([
      { run: "ls /app", exit: 0, output: "main.py" },
      { run: "echo x > /app/old.py", exit: 0 },
      { run: "rm -f /app/old.py", exit: 0 },
    ]);
    expect(deletesOfAbsent(written).size).toBe(0);
  });
});

describe("a delete of a path a command named after the listing", () => {
  // the shape of a real Terminal-Bench run (sqlite-with-gcov x8hS5Q3): `tar -x` made the folder, which no edit records
  test("stays a change: the path may have been made since", () => {
    const trajectory = trajectoryOf([
      { run: "ls /app", exit: 0, output: "vendor" },
      { run: "tar -xzf /app/vendor/sqlite.tar.gz -C /app", exit: 0 },
      { run: "cd /app/sqlite && ./configure --help | head -3", exit: 0, output: "Usage: ./configure" },
      { run: "rm -rf /app/sqlite", exit: 0 },
    ]);
    expect(deletesOfAbsent(trajectory).size).toBe(0);
  });
});

describe("a line that never ran names nothing", () => {
  test("a delete named first by a call whose shell never started is still of a path not there", () => {
    const spawnFailed = "(Error executing command: ENOENT: no such file or directory, posix_spawn '/bin/bash')";
    const trajectory = trajectoryOf([
      { run: "ls /app", exit: 0, output: "vendor" },
      { run: "rm -rf /app/sqlite && tar -xzf /app/vendor/s.tgz -C /app", exit: null, output: spawnFailed },
      { run: "rm -rf /app/sqlite && tar -xzf /app/vendor/s.tgz -C /app", exit: 0 },
    ]);
    expect([...deletesOfAbsent(trajectory)].map((edit) => edit.toolCall)).toEqual([2]);
  });
});

describe("a listing that names the path", () => {
  test("is what shows it absent, not a sign it was made; an earlier delete of it leaves it absent too", () => {
    const trajectory = trajectoryOf([
      { run: "ls /app", exit: 0, output: "pmars-0.9.4" },
      { run: "ls -l /app/core* 2>/dev/null || true; rm -f /app/core", exit: 0, output: "" },
      { run: "rm -f /app/core /app/core.1", exit: 0 },
    ]);
    expect([...deletesOfAbsent(trajectory)].map((edit) => `${edit.path}@${edit.toolCall}`)).toContain("/app/core@2");
  });
});
