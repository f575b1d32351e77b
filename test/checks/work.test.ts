import { describe, expect, test } from "vitest";
import { taskWorkRoots, workEdits } from "../../src/checks/work.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { verificationRuns } from "../../src/checks/verification.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("build outputs", () => {
  test("deleting a compiled library or executable changes no source; deleting a source does", () => {
    const trajectory = trajectoryOf([
      { run: "rm -f /app/libdomeig.so /app/a.out /app/tool.exe /app/domeig.c", exit: 0, output: "" },
    ]);
    expect(workEdits(trajectory.edits).map((edit) => [edit.kind, edit.path])).toEqual([["delete", "/app/domeig.c"]]);
  });
});

describe("temp folders are scratch unless the task makes them the work", () => {
  test("a folder the task names, or the folder of a file it names, is the work", () => {
    expect(taskWorkRoots("Under /tmp/CompCert/, build CompCert. Ensure it runs as /tmp/CompCert/ccomp.")).toEqual(["/tmp/CompCert"]);
    // a file straight under a temp root makes only that file the work, not all of /tmp
    expect(taskWorkRoots("Write the count to /tmp/answer.txt")).toEqual(["/tmp/answer.txt"]);
    expect(taskWorkRoots("Fix the parser in /app/src/parse.py")).toEqual([]);
    expect(taskWorkRoots(null)).toEqual([]);
  });

  test("an edit under the task's temp folder is an edit of the work; others under /tmp are not", () => {
    const trajectory = trajectoryOf([
      { prompt: "Under /tmp/CompCert/, build the compiler." },
      { edit: "/tmp/CompCert/VERSION", tool: "Edit" },
      { edit: "/tmp/smoke.c", tool: "Write" },
    ]);
    expect(workEdits(trajectory.edits, trajectory.task).map((edit) => edit.path)).toEqual(["/tmp/CompCert/VERSION"]);
    expect(workEdits(trajectory.edits).map((edit) => edit.path)).toEqual([]);
  });

  test("the last edit is read against the task's work folder", () => {
    const trajectory = trajectoryOf([
      { prompt: "Under /tmp/CompCert/, build the compiler." },
      { run: "make -C /tmp/CompCert", exit: 0, output: "" },
      { edit: "/tmp/CompCert/VERSION", tool: "Edit" },
    ]);
    const runs = verificationRuns(trajectory);
    const context = { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext;
    expect(verifiedAfterLastEdit(context).summary).toMatch(/^No check ran after the last edit of `\/tmp\/CompCert\/VERSION`/);
  });
});
