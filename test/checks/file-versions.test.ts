import { describe, expect, test } from "vitest";
import { workVersions } from "../../src/checks/file-versions.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the versions of the work's files after each call: names of one file meet by their last name (the index that made the
// reading linear on the bench's session of 15,874 calls, bench/RESULTS.md Run 63)
const versionsOf = (actions: Action[], paths: string[]) => {
  const trajectory = trajectoryOf(actions);
  return workVersions(trajectory, trajectory.edits, paths);
};

describe("the versions of the work's files", () => {
  test("an absolute and a relative name of one file are one file; two files of one name in two folders are two", () => {
    const { after, final } = versionsOf([
      { edit: "/testbed/pkg/a.py", old: "x = 1", text: "x = 2" },
      { edit: "other/a.py", old: "y = 1", text: "y = 2" },
      { run: "git checkout pkg/a.py", exit: 0, output: "" },
    ], ["pkg/a.py", "other/a.py", "b.py"]);
    expect(after(0)[0]).not.toBe(0);
    expect(after(0)[1]).toBe(0);
    expect(final[0]).toBe(0);
    expect(final[1]).not.toBe(0);
    expect(final[2]).toBe(0);
  });

  test("a replacement reversed gives back the version before it; a stash and its pop, the versions they left", () => {
    const reversed = versionsOf([
      { edit: "/repo/src/a.py", old: "x = 1", text: "x = 2" },
      { edit: "/repo/src/a.py", old: "x = 2", text: "x = 1" },
    ], ["src/a.py"]);
    expect(reversed.after(0)[0]).not.toBe(0);
    expect(reversed.final[0]).toBe(0);
    const stashed = versionsOf([
      { edit: "/repo/src/a.py", old: "x = 1", text: "x = 2" },
      { run: "git stash", exit: 0, output: "Saved working directory" },
      { run: "git stash pop", exit: 0, output: "" },
    ], ["src/a.py"]);
    expect(stashed.after(1)[0]).toBe(0);
    expect(stashed.final[0]).toBe(stashed.after(0)[0]);
  });

  test("a Windows path and its forward-slash name meet by their last name", () => {
    const { final } = versionsOf([{ edit: "C:\\repo\\src\\a.py", old: "x = 1", text: "x = 2" }], ["src/a.py"]);
    expect(final[0]).not.toBe(0);
  });
});
