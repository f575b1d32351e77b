import { describe, expect, test } from "vitest";
import { gitWrites } from "../../src/report/git-writes.js";
import { editedFiles, tempFilesNote } from "../../src/report/edit-count.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("what a git merge or cherry-pick wrote, beside the count of edited files", () => {
  const merged = trajectoryOf([
    { run: "cd /app/site && git log --all --oneline | head", exit: 0, output: "c499730 update about\n1a2b3c4 init" },
    { run: "cd /app/site && git merge c499730", exit: 1, output: "CONFLICT (content): Merge conflict in _includes/about.md" },
    { run: "cd /app/site && git checkout --theirs _includes/about.md && git add -A && git commit -m merge", exit: 0 },
    { run: "cd /app/site && git cherry-pick 1a2b3c4 && git merge --abort", exit: 0 },
  ]);

  test("the files a merge brings in are named by no command: the count says what it leaves out, with the steps", () => {
    expect(editedFiles(merged, null)).toBe("edited 1 file");
    expect(gitWrites(merged)).toBe("what git merge and git cherry-pick (steps 2, 4) wrote");
    expect(tempFilesNote(merged, [gitWrites(merged)])).toBe(", besides what git merge and git cherry-pick (steps 2, 4) wrote,");
  });

  test("an aborted merge, a stash pop, a file checked out and a git that never started write nothing to name", () => {
    const none = trajectoryOf([
      { run: "git merge --abort", exit: 0 },
      { run: "git stash && pytest -q; git stash pop", exit: 0, output: "3 passed" },
      { run: "git checkout -- src/a.py", exit: 0 },
      { run: "git pull origin main", exit: 127, output: "bash: git: command not found" },
    ]);
    expect(gitWrites(none)).toBe("");
    expect(tempFilesNote(none, [])).toBe("");
  });

  test("a merge git refused before it wrote (fatal: …), or one a later --abort undid, wrote nothing that lasts", () => {
    const trajectory = trajectoryOf([
      { run: "git merge origin/feature", exit: 128, output: "Committer identity unknown\nfatal: empty ident name (for <>) not allowed" },
      { run: "git merge origin/feature", exit: 0, output: "Updating 1a2b3c4..5d6e7f8\nFast-forward\n requirements.txt | 2 +" },
      { run: "git checkout -b try && git merge main", exit: 1, output: "Auto-merging a.txt\nCONFLICT (content): Merge conflict in a.txt" },
      { run: "git merge --abort && git checkout master", exit: 0 },
    ]);
    expect(gitWrites(trajectory)).toBe("what git merge (step 2) wrote");
  });
});
