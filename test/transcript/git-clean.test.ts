import { describe, expect, test } from "vitest";
import { gitCleanRemovals } from "../../src/transcript/git-clean.js";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("git clean deletes the paths its output names", () => {
  test("`Removing x` lines of a `git clean -f`, resolved where it ran", () => {
    const output = "Removing reproduce.py\nRemoving build/\nRemoving .pytest_cache/";
    expect(gitCleanRemovals("cd /repo && git clean -fdx", output, null)).toEqual([
      { path: "/repo/reproduce.py", kind: "delete", inferred: true },
      { path: "/repo/build", kind: "delete", inferred: true },
      { path: "/repo/.pytest_cache", kind: "delete", inferred: true },
    ]);
  });

  test("not a dry run (`-n`, `--dry-run`), nor a line with no `git clean`", () => {
    expect(gitCleanRemovals("git clean -nfd", "Would remove reproduce.py", null)).toEqual([]);
    expect(gitCleanRemovals("git clean -fd --dry-run", "Removing reproduce.py", null)).toEqual([]);
    expect(gitCleanRemovals("echo 'Removing reproduce.py'", "Removing reproduce.py", null)).toEqual([]);
  });

  test("a new file of the work it removed after the last check is a change the check did not see", () => {
    const trajectory = trajectoryOf([
      { prompt: "Add src/new_module.py and use it in src/core.py" },
      { edit: "src/new_module.py" },
      { edit: "src/core.py" },
      { run: "python -m pytest tests -q", exit: 0, output: "==== 12 passed in 0.4s ====" },
      { run: "git clean -fdx", exit: 0, output: "Removing .pytest_cache/\nRemoving src/new_module.py" },
    ]);
    expect(trajectory.edits.at(-1)).toMatchObject({ path: "src/new_module.py", kind: "delete" });
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).status).toBe("warn");
  });
});
