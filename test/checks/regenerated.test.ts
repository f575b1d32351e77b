import { describe, expect, test } from "vitest";
import { workEdits } from "../../src/checks/work.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a folder deleted, then filled again by a program of the session", () => {
  const kinds = (log: string) => {
    const trajectory = trajectoryOf([
      { run: "rm -rf /app/invoices /app/other; nohup python3 /app/process.py > /tmp/run.log 2>&1 &", exit: 0, output: "" },
      { run: "cat /tmp/run.log", exit: 0, output: log },
    ]);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).filter((edit) => edit.kind === "delete").map((edit) => edit.path);
  };

  test("is its output made again when the program says it moved or wrote files into it", () => {
    expect(kinds("Moved a.jpg -> /app/other\nMoved b.pdf -> /app/invoices\nSummary CSV written to /app/invoices/summary.csv")).toEqual([]);
  });

  test("stays a delete for the folder the program did not name", () => {
    expect(kinds("Moved a.jpg -> /app/invoices")).toEqual(["/app/other"]);
    expect(kinds("Processing done")).toEqual(["/app/invoices", "/app/other"]);
  });
});
