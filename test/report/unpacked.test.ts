import { describe, expect, test } from "vitest";
import { unpackedNote } from "../../src/report/unpacked.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("what the agent's commands unpacked and built, beside an edit count of 0", () => {
  test("an archive extracted, a clone, a configure and make: named with their steps", () => {
    const trajectory = trajectoryOf([
      { run: "set -e; rm -rf /app/sqlite; tar -xzf /app/vendor/sqlite.tar.gz -C /app", exit: 0 },
      { run: "cd /app/sqlite && ./configure --prefix=/usr/local && make -j4 sqlite3", exit: 0 },
      { run: "git clone --depth 1 https://example.com/x.git /app/x", exit: 0 },
    ]);
    expect(unpackedNote(trajectory)).toBe(", besides what its commands unpacked and built (step 1, step 2 and others),");
    expect(unpackedNote(trajectoryOf([{ run: "unzip data.zip -d /app/data", exit: 0 }]))).toBe(", besides what its commands unpacked (step 1),");
  });

  test("probes, dry runs, listings and failed lines make nothing", () => {
    const trajectory = trajectoryOf([
      { run: "for x in make tar; do command -v \"$x\"; done", exit: 0 },
      { run: "./configure --help | head", exit: 0 },
      { run: "tar -tzf a.tar.gz", exit: 0 },
      { run: "make -n all", exit: 0 },
      { run: "make all", exit: 2 },
    ]);
    expect(unpackedNote(trajectory)).toBe("");
  });
});
