import { describe, expect, test } from "vitest";
import { gitStashOf } from "../../src/shell/git-stash.js";

const argv = (line: string) => line.split(" ");

describe("what git stash does to the work tree", () => {
  test.each([
    ["git stash", { action: "push", paths: null, keepIndex: false }],
    ["git stash save wip", { action: "push", paths: null, keepIndex: false }],
    ["git stash -k", { action: "push", paths: null, keepIndex: true }],
    ["git stash push -m wip -- src/a.py tests/b.py", { action: "push", paths: ["src/a.py", "tests/b.py"], keepIndex: false }],
    ["git -C /repo stash pop", { action: "pop", paths: null, keepIndex: false }],
    ["git stash apply stash@{0}", { action: "pop", paths: null, keepIndex: false }],
    ["git stash list", { action: "other", paths: null, keepIndex: false }],
  ])("%s", (line, expected) => {
    expect(gitStashOf(argv(line))).toEqual(expected);
  });

  test("other git verbs and other programs are no stash", () => {
    expect(gitStashOf(argv("git status"))).toBeNull();
    expect(gitStashOf(argv("stash push"))).toBeNull();
  });
});
