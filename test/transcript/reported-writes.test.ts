import { describe, expect, test } from "vitest";
import { reportedWrites } from "../../src/transcript/reported-writes.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const edits = (run: string, output: string, exit = 0) => trajectoryOf([{ run, exit, output }]).edits.map((edit) => `${edit.kind}:${edit.path}`);

describe("files a command names in its output as the ones it changed", () => {
  test("GNU patch's `patching file`, and the `.orig` it keeps when a hunk needed an offset or fuzz", () => {
    expect(edits("patch -p1 < /tmp/fix.diff", "patching file src/tinyconf/loader.py\n")).toEqual(["update:src/tinyconf/loader.py"]);
    expect(edits("cd /repo && patch -p1 < /tmp/fix.diff", "patching file src/a.py\nHunk #1 succeeded at 14 (offset 2 lines).\npatching file src/b.py\n"))
      .toEqual(["update:/repo/src/a.py", "unknown:/repo/src/a.py.orig", "update:/repo/src/b.py"]);
    expect(edits("patch --dry-run -p1 < /tmp/fix.diff", "checking file src/a.py\n")).toEqual([]);
  });

  test("git apply -v's `Applied patch … cleanly.`; a check of the patch writes nothing", () => {
    expect(edits("git apply -v /tmp/p.diff", "Checking patch src/a.py...\nApplied patch src/a.py cleanly.")).toEqual(["update:src/a.py"]);
    expect(edits("git apply --check -v /tmp/p.diff", "Checking patch src/a.py...")).toEqual([]);
  });

  test("`git stash pop` puts back the files its status lists, a change when the work changed while they were stashed", () => {
    const status = "On branch main\nChanges not staged for commit:\n\tmodified:   src/tinyconf/cli.py\n\tdeleted:    old.py\n\nDropped refs/stash@{0} (0e9d8c7)";
    const paths = (actions: Parameters<typeof trajectoryOf>[0]) => trajectoryOf(actions).edits.map((edit) => `${edit.step}:${edit.kind}:${edit.path}`);
    // cli.py stashed, loader.py edited and tested, then cli.py put back: a change after the tests
    expect(paths([{ run: "git stash push -- src/tinyconf/cli.py", exit: 0 }, { edit: "src/tinyconf/loader.py" }, { run: "pytest -q", exit: 0, output: "24 passed" },
      { run: "git stash pop", exit: 0, output: status }])).toEqual(["1:update:src/tinyconf/loader.py", "3:unknown:src/tinyconf/cli.py", "3:delete:old.py"]);
    // the change stashed for a baseline run and put back as it was: nothing changed
    expect(paths([{ edit: "src/a.py" }, { run: "git stash && pytest -q; git stash pop", exit: 0, output: `1 failed\n${status}` }])).toEqual(["0:update:src/a.py"]);
    expect(paths([{ edit: "src/a.py" }, { run: "git stash", exit: 0 }, { run: "pytest -q", exit: 1, output: "1 failed" }, { run: "git stash pop", exit: 0, output: status }]))
      .toEqual(["0:update:src/a.py"]);
    expect(edits("git stash list", "stash@{0}: WIP on main")).toEqual([]);
    // `git status` itself changes nothing
    expect(reportedWrites("git status", status, null)).toEqual({ patched: [], popped: [], stashes: false });
  });
});

describe("a patch the transcript wrote, applied later", () => {
  const PATCH = "diff --git a/src/cli.py b/src/cli.py\n--- a/src/cli.py\n+++ b/src/cli.py\n@@ -1 +1 @@\n-a\n+b\n";
  test("`git apply P` and `patch -p1 < P` change the files its `+++` lines name", () => {
    for (const apply of ["git apply /tmp/cli.patch && git diff --stat", "patch -p1 < /tmp/cli.patch", "patch -p1 -i /tmp/cli.patch"]) {
      const trajectory = trajectoryOf([{ run: `cat > /tmp/cli.patch <<'EOF'\n${PATCH}EOF`, exit: 0 }, { run: apply, exit: 0 }]);
      expect(trajectory.edits.filter((edit) => edit.step === 1).map((edit) => `${edit.kind}:${edit.path}`)).toEqual(["update:src/cli.py"]);
    }
  });

  test("a check of the patch, or one whose text is unknown, changes nothing read", () => {
    const written: Action = { run: `cat > /tmp/cli.patch <<'EOF'\n${PATCH}EOF`, exit: 0 };
    expect(trajectoryOf([written, { run: "git apply --check /tmp/cli.patch", exit: 0 }]).edits.filter((edit) => edit.step === 1)).toEqual([]);
    expect(trajectoryOf([{ run: "git apply /tmp/other.patch", exit: 0 }]).edits).toEqual([]);
  });
});
