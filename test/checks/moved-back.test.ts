import { describe, expect, test } from "vitest";
import { movedAwayAndBack } from "../../src/checks/moved-back.js";
import { workEdits } from "../../src/checks/work.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of a real Terminal-Bench run (openssl-selfsigned-cert): a probe of the check with the certificate missing
const PROBE =
  'echo "=== Edge case ===" && mv /app/ssl/server.crt /app/ssl/server.crt.bak && python3 /app/check_cert.py; ' +
  'echo "exit code: $?" && mv /app/ssl/server.crt.bak /app/ssl/server.crt && echo "--- restored ---" && python3 /app/check_cert.py';

function restored(actions: Action[]): string[] {
  return [...movedAwayAndBack(trajectoryOf(actions))].map((edit) => `${edit.kind} ${edit.path}@${edit.toolCall}`);
}

const WRITE_CERT: Action = { run: "openssl req -x509 -newkey rsa:2048 -keyout k -out /app/ssl/server.crt -nodes -subj /CN=x", exit: 0 };

describe("a file moved away and back", () => {
  test("in one line: neither move changes the work, so the last edit is the one before", () => {
    const actions: Action[] = [WRITE_CERT, { run: PROBE, exit: 0, output: "exit code: 1\n--- restored ---\nCertificate verification successful" }];
    expect(restored(actions)).toEqual([
      "delete /app/ssl/server.crt@1", "unknown /app/ssl/server.crt.bak@1", "delete /app/ssl/server.crt.bak@1", "unknown /app/ssl/server.crt@1",
    ]);
    const trajectory = trajectoryOf(actions);
    expect(workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => edit.toolCall)).toEqual([0]);
  });

  test("across calls, with what was written to the file while it was away", () => {
    const actions: Action[] = [
      WRITE_CERT,
      { run: "mv /app/ssl/server.crt /app/ssl/server.crt.bak", exit: 0 },
      { run: "echo broken > /app/ssl/server.crt; python3 /app/check_cert.py || true", exit: 0 },
      { run: "mv /app/ssl/server.crt.bak /app/ssl/server.crt", exit: 0 },
    ];
    expect(restored(actions)).toEqual([
      "delete /app/ssl/server.crt@1", "unknown /app/ssl/server.crt.bak@1", "unknown /app/ssl/server.crt@2",
      "delete /app/ssl/server.crt.bak@3", "unknown /app/ssl/server.crt@3",
    ]);
  });

  test("a move back that may not have run, a write to the temporary name, or a write after the move back is a change", () => {
    const mayNotRun = "mv a.py a.bak && python3 check.py && mv a.bak a.py";
    expect(restored([{ run: mayNotRun, exit: 1 }])).toEqual([]);
    expect(restored([{ run: "mv a.py a.bak; echo x >> a.bak; mv a.bak a.py", exit: 0 }])).toEqual([]);
    expect(restored([{ run: "mv a.py a.bak", exit: 0 }, { run: "sed -i s/x/y/ a.bak", exit: 0 }, { run: "mv a.bak a.py", exit: 0 }])).toEqual([]);
    expect(restored([{ run: "mv a.py a.bak; mv a.bak a.py; echo y >> a.py", exit: 0 }])).toEqual([]);
    expect(restored([{ run: "mv a.py b.py; mv b.py c.py", exit: 0 }])).toEqual([]);
  });

  test("an edit tool's write to the temporary name breaks the round trip", () => {
    expect(restored([{ run: "mv a.py a.bak", exit: 0 }, { edit: "a.bak", tool: "Write" }, { run: "mv a.bak a.py", exit: 0 }])).toEqual([]);
  });
});
