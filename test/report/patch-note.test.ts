import { describe, expect, test } from "vitest";
import { patchNote } from "../../src/report/patch-note.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("the summary's note on patches the agent applied", () => {
  test("names the steps of patches applied, whose files the count of edits leaves out", () => {
    const trajectory = trajectoryOf([
      { run: "cd /tmp/compcert-git && git show 974fbd8 > /tmp/p1.diff", exit: 0 },
      { run: "cd /tmp/CompCert && git apply /tmp/p1.diff && git -C /tmp/CompCert apply /tmp/p2.diff && echo PATCHES APPLIED", exit: 0, output: "PATCHES APPLIED" },
      { run: "patch -p1 < /tmp/fix.patch", exit: 0, output: "patching file src/a.c" },
      { run: "cd /tmp/CompCert && git apply /tmp/p3.diff /tmp/p4.diff", exit: 0 },
      // the file it changes is named, and the reader records that edit
      { run: "patch sympy/printing/latex.py sympy/printing/latex.py_patch", exit: 0, output: "patching file sympy/printing/latex.py" },
    ]);
    expect(patchNote(trajectory)).toBe(", not counting the files of 5 patches it applied (step 2, step 3, step 4)");
  });

  test("a patch only checked or reported, or one that failed, changed nothing", () => {
    const trajectory = trajectoryOf([
      { run: "git apply --check /tmp/p1.diff", exit: 0 },
      { run: "git apply --stat /tmp/p1.diff", exit: 0, output: " a.c | 2 +-" },
      { run: "patch --dry-run -p1 < /tmp/fix.patch", exit: 0 },
      { run: "git apply /tmp/p2.diff", exit: 1, output: "error: patch failed: a.c:3" },
      { run: "git log --oneline | head", exit: 0 },
    ]);
    expect(patchNote(trajectory)).toBe("");
  });
});
