import { describe, expect, test } from "vitest";
import { deletesOfAbsent } from "../../src/checks/absent-deletes.js";
import { filledBetween, fillings } from "../../src/checks/filled-folders.js";
import { pathFactsByCall } from "../../src/checks/path-facts.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const calls = (...commands: string[]) => trajectoryOf(commands.map((run) => ({ run, exit: 0 }))).toolCalls;

describe("commands that bring files into a folder without naming them", () => {
  test("a merge, a stash popped, a checkout of a branch; with the folder when the line names it as an absolute path", () => {
    expect(fillings(calls("git -C /app/repo merge branch2", "git stash pop", "cd /app && git checkout main", "git -C repo pull")))
      .toEqual([{ call: 0, folder: "/app/repo" }, { call: 1, folder: null }, { call: 2, folder: null }, { call: 3, folder: null }]);
  });

  test("looking at history or the tree fills nothing", () => {
    expect(fillings(calls("git -C /app/repo log --oneline", "git diff", "git show branch2:requirements.txt", "git status --short"))).toEqual([]);
    // a git the shell could not start wrote nothing
    expect(fillings(trajectoryOf([{ run: "git merge b", exit: 127 }]).toolCalls)).toEqual([]);
  });

  test("between two calls, under the folder it names (or anywhere, when it names none)", () => {
    const fills = [{ call: 3, folder: "/app/repo" }];
    expect(filledBetween(fills, "/app/repo/.DS_Store", 1, 5)).toBe(true);
    expect(filledBetween(fills, "/tmp/x", 1, 5)).toBe(false);
    expect(filledBetween(fills, "/app/repo/a", 3, 5)).toBe(false);
    expect(filledBetween([{ call: 3, folder: null }], "/tmp/x", 1, 5)).toBe(true);
  });
});

describe("a path a listing lacked, then a merge into its folder", () => {
  // the shape of a real Terminal-Bench run (merge-diff-arc-agi-task CggcYie): the listing showed algo.py and utils.py;
  // `git merge branch2` brought `.DS_Store` and `requirements.txt`, which `git rm -f` then removed and the commit dropped
  const trajectory = trajectoryOf([
    { run: "ls /app/repo", exit: 0, output: "algo.py\nutils.py" },
    { run: "git -C /app/repo merge branch2", exit: 1, output: "Auto-merging algo.py\nCONFLICT (content): Merge conflict in algo.py" },
    { run: "git -C /app/repo rm -f .DS_Store requirements.txt && git -C /app/repo commit -m merge", exit: 0, output: "rm '.DS_Store'\nrm 'requirements.txt'" },
  ]);

  test("is not known absent after it, and deleting it is a change", () => {
    expect(pathFactsByCall(trajectory)(1)("/app/repo/requirements.txt")).toBe("absent");
    expect(pathFactsByCall(trajectory)(2)("/app/repo/requirements.txt")).toBeNull();
    // `ls` without -a shows no name that starts with a dot: it never said `.DS_Store` was absent
    expect(pathFactsByCall(trajectory)(1)("/app/repo/.DS_Store")).toBeNull();
    expect(deletesOfAbsent(trajectory).size).toBe(0);
  });

  test("without the merge, the delete of what the listing lacked changes nothing", () => {
    const listed = trajectoryOf([
      { run: "ls /app/repo", exit: 0, output: "algo.py\nutils.py" },
      { run: "git -C /app/repo log --oneline", exit: 0, output: "c8dca82 Implementation 1 done" },
      { run: "rm -f /app/repo/requirements.txt", exit: 0 },
    ]);
    expect([...deletesOfAbsent(listed)].map((edit) => edit.path)).toEqual(["/app/repo/requirements.txt"]);
  });
});
