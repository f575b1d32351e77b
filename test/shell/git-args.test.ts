import { describe, expect, test } from "vitest";
import { gitCommand } from "../../src/shell/git-args.js";

describe("a git command's verb, past git's own options", () => {
  test("options with a value, options alone, and the folder -C names", () => {
    expect(gitCommand(["git", "-C", "repo", "-c", "core.pager=cat", "--no-pager", "log", "-1"]))
      .toEqual({ verb: "log", args: ["-1"], folder: "repo", verbAt: 6, folderAt: 2 });
    expect(gitCommand(["git", "--git-dir", "/r/.git", "--work-tree=/r", "status"])).toEqual({ verb: "status", args: [], folder: null, verbAt: 4, folderAt: null });
    expect(gitCommand(["git", "add", "-A"])).toEqual({ verb: "add", args: ["-A"], folder: null, verbAt: 1, folderAt: null });
  });

  test("no verb, or not git", () => {
    expect(gitCommand(["git", "--version"])).toBeNull();
    expect(gitCommand(["git", "-C"])).toBeNull();
    expect(gitCommand(["hg", "log"])).toBeNull();
  });
});
