import { describe, expect, test } from "vitest";
import { gitCheckoutOf } from "../../src/shell/git-checkout.js";
import { interpretShell } from "../../src/shell/interpret.js";
import { restoredFiles } from "../../src/checks/git-restore.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const argv = (line: string) => line.split(" ");

describe("what git checkout and git restore put in the working tree", () => {
  test.each([
    ["git checkout -- a.py", ["a.py"]],
    ["git checkout src/a.py", ["src/a.py"]],
    ["git checkout .", ["."]],
    ["git restore a.py b.py", ["a.py", "b.py"]],
    ["git restore --worktree --staged a.py", ["a.py"]],
    // HEAD is the committed version, as `--` alone takes it
    ["git checkout HEAD -- src/a.py", ["src/a.py"]],
    ["git checkout @ src/a.py", ["src/a.py"]],
    ["git restore -s HEAD a.py", ["a.py"]],
    ["git restore --source=HEAD a.py", ["a.py"]],
    ["git restore -sHEAD a.py", ["a.py"]],
  ])("%s puts back the committed version", (line, paths) => {
    expect(gitCheckoutOf(argv(line))).toEqual({ paths, from: "committed" });
    expect(restoredFiles(argv(line))).toEqual(paths);
  });

  test.each([
    ["git checkout --theirs _includes/about.md", ["_includes/about.md"]],
    ["git checkout --ours -- a.py", ["a.py"]],
    ["git checkout main -- a.py", ["a.py"]],
    ["git checkout 650dba4 src/a.py", ["src/a.py"]],
    ["git restore -s HEAD~1 a.py", ["a.py"]],
    ["git restore --source=origin/main a.py", ["a.py"]],
    ["git restore -sHEAD~2 a.py", ["a.py"]],
    ["git checkout HEAD~1 -- a.py", ["a.py"]],
  ])("%s writes another version: a change, not a restore", (line, paths) => {
    expect(gitCheckoutOf(argv(line))).toEqual({ paths, from: "other" });
    expect(restoredFiles(argv(line))).toBeNull();
  });

  test.each(["git checkout main", "git checkout -b fix", "git restore --staged a.py", "git status", "git checkout a.py main"])("%s puts back no path it can name", (line) => {
    expect(gitCheckoutOf(argv(line))).toBeNull();
  });

  test("the shell reading records the other version as a write, and the committed one as none", () => {
    const changes = (line: string) => interpretShell(line, undefined, { cwd: "/app/site" }).changes.map((change) => [change.kind, change.path]);
    expect(changes("git checkout --theirs _includes/about.md && git add -A")).toEqual([["unknown", "/app/site/_includes/about.md"]]);
    expect(changes("git checkout -- _includes/about.md")).toEqual([]);
  });

  test("a history rewrite (filter-repo, filter-branch) rewrites the repository's folder; other git verbs write nothing", () => {
    const changes = (line: string) => interpretShell(line, undefined, { cwd: "/app/dclm" }).changes.map((change) => [change.kind, change.path]);
    expect(changes("git filter-repo --force --replace-text /tmp/replacements.txt")).toEqual([["unknown", "/app/dclm"]]);
    // its manual rewrites nothing
    expect(changes("git filter-branch --help | head -40")).toEqual([]);
    expect(changes("git -C /app/other filter-branch --tree-filter 'rm -f secrets.env' HEAD")).toEqual([["unknown", "/app/other"]]);
    // git's own options with a value, before the verb (read with src/shell/git-args.ts)
    expect(changes("git -c user.name=x filter-repo --force --replace-text /tmp/r.txt")).toEqual([["unknown", "/app/dclm"]]);
    expect(changes("git log --all --oneline")).toEqual([]);
    expect(changes("git commit -m filter-repo")).toEqual([]);
  });

  test("a merge resolved by taking a side is an edit of the work in the trajectory", () => {
    const trajectory = trajectoryOf([{ run: "cd /app/site && git checkout --theirs _layouts/default.html && git commit -am merge", exit: 0, output: "" }]);
    expect(trajectory.edits.map((edit) => [edit.kind, edit.path])).toEqual([["unknown", "/app/site/_layouts/default.html"]]);
  });
});
