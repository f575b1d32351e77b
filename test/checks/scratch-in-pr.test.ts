import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const added = (path: string, line: string) => `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1 @@\n+${line}\n`;
const modified = "diff --git a/pkg/core.py b/pkg/core.py\n--- a/pkg/core.py\n+++ b/pkg/core.py\n@@ -1 +1 @@\n-a = 1\n+a = 2\n";

describe("files a PR adds that the agent made for its own use", () => {
  test("a script it ran as its own check, or a backup copy, is named and holds the verdict for a person", () => {
    const trajectory = trajectoryOf([
      { edit: "pkg/core.py" },
      { edit: "verify_fix.py", tool: "Write" },
      { run: "python verify_fix.py", exit: 0, output: "ALL OK" },
      { run: "cp pkg/core.py pkg/core.py.bak", exit: 0, output: "" },
    ]);
    const diff = parseUnifiedDiff(modified + added("verify_fix.py", "print('ALL OK')") + added("pkg/core.py.bak", "a = 1"));
    const result = editsMatchDiff(checkContext(trajectory, diff, null));
    // the backup copy the transcript shows it making is a leftover for certain: the PR must lose it
    expect([result.status, result.blocking, result.required]).toEqual(["fail", true, true]);
    expect(result.summary).toContain("The PR ships a backup copy of the agent's own making: it must be taken out before it merges. "
      + "The PR adds files the agent made for its own use (`verify_fix.py`, the agent's own check script; `pkg/core.py.bak`, a backup copy it made of pkg/core.py)");
    expect(result.evidence.map((item) => item.quote)).toContain("added by the PR, the agent's own check script: verify_fix.py");
    // its own check script alone, or a file named like a backup no step made, is for a person to judge
    const scriptOnly = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(modified + added("verify_fix.py", "print('ALL OK')")), null));
    expect([scriptOnly.status, scriptOnly.blocking, scriptOnly.required]).toEqual(["warn", false, true]);
    const named = editsMatchDiff(checkContext(trajectoryOf([{ edit: "pkg/core.py" }]), parseUnifiedDiff(modified + added("pkg/data.orig", "x")), null));
    expect([named.status, named.blocking]).toEqual(["warn", false]);
    expect(named.summary).toContain("`pkg/data.orig`, a backup copy)");
  });

  test("a script it ran to edit the work is its own tool, not the change", () => {
    const steps: Action[] = [
      { run: "cat > update_core.py <<'EOF'\nsrc = open('pkg/core.py').read()\nopen('pkg/core.py', 'w').write(src.replace('a = 1', 'a = 2'))\nEOF", exit: 0 },
      { run: "python update_core.py", exit: 0, output: "" },
    ];
    const trajectory = trajectoryOf(steps);
    const diff = parseUnifiedDiff(modified + added("update_core.py", "src = open('pkg/core.py').read()"));
    const result = editsMatchDiff(checkContext(trajectory, diff, null));
    expect(result.summary).toContain("`update_core.py`, a script it ran to edit pkg/core.py): not part of the change. "
      + "`update_core.py` must be taken out before it merges.");
    // a leftover for certain: the PR must lose it before it merges (pylint-6528's shape)
    expect([result.status, result.blocking]).toEqual(["fail", true]);
    // unless the task names the file: then it asked for it
    const asked = trajectoryOf([{ prompt: "Write update_core.py, a migration script, and run it on pkg/core.py" }, ...steps]);
    const wanted = editsMatchDiff(checkContext(asked, diff, null));
    expect(wanted.summary).toContain("`update_core.py`, a script it ran to edit pkg/core.py): not part of the change.");
    expect(wanted.summary).not.toContain("must be taken out");
    expect([wanted.status, wanted.blocking]).toEqual(["warn", false]);
  });

  // the shape of a real SWE-bench run (sphinx-9258): `sed -n '110,180p' sphinx/domains/python.py > parse_annotation.py` shipped in the PR
  test("an excerpt it cut from another file into a new one, never written again, is its own, not the change", () => {
    const excerpt = (line: string, later: { edit: string }[] = []) => {
      const trajectory = trajectoryOf([{ edit: "pkg/core.py" }, { run: line, exit: 0, output: "def f():" }, ...later]);
      const diff = parseUnifiedDiff(modified + added("parse_part.py", "def f():"));
      return editsMatchDiff(checkContext(trajectory, diff, null)).summary;
    };
    expect(excerpt("sed -n '110,180p' pkg/core.py > parse_part.py\ncat parse_part.py")).toContain("`parse_part.py`, an excerpt it made of pkg/core.py"
      + "): not part of the change. `parse_part.py` must be taken out before it merges.");
    expect(excerpt("cp pkg/core.py parse_part.py")).toContain("`parse_part.py`, a copy it made of pkg/core.py");
    // written again afterwards, or made by a program that does not copy: the agent's new file, read as the change
    expect(excerpt("sed -n '110,180p' pkg/core.py > parse_part.py", [{ edit: "parse_part.py" }])).not.toContain("for its own use");
    expect(excerpt("python gen.py pkg/core.py > parse_part.py")).not.toContain("for its own use");
  });

  test("a new module of the change that the agent also ran is not its own: only what it ran as a check script", () => {
    const trajectory = trajectoryOf([{ edit: "pkg/core.py" }, { edit: "pkg/helpers.py", tool: "Write" }, { run: "pytest -q", exit: 0, output: "3 passed in 0.1s" }]);
    const diff = parseUnifiedDiff(modified + added("pkg/helpers.py", "def f(): pass"));
    expect(editsMatchDiff(checkContext(trajectory, diff, null)).summary).not.toContain("for its own use");
  });
});

describe("an edit of the agent's own check script the PR adds", () => {
  test("makes no test of the change stale: the last edit of the work is the change's own (sympy-20916's shape)", async () => {
    const { verifiedAfterLastEdit } = await import("../../src/checks/verified.js");
    const trajectory = trajectoryOf([
      { edit: "pkg/core.py" },
      { run: "pytest tests/test_core.py", exit: 0, output: "==== 12 passed in 0.4s ====" },
      { edit: "verify_fix.py", tool: "Write" },
      { run: "python verify_fix.py", exit: 0, output: "a1b2: ok" },
    ]);
    const diff = parseUnifiedDiff(modified + added("verify_fix.py", "print('a1b2: ok')"));
    const result = verifiedAfterLastEdit(checkContext(trajectory, diff, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("ran after the last edit of `pkg/core.py`");
    // without the PR's diff the script is the work as the transcript leaves it
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).summary).toContain("`verify_fix.py`");
  });
});

describe("a file the PR adds that holds the lines its change pastes into another file", () => {
  const draft = "diff --git a/replacement.txt b/replacement.txt\nnew file mode 100644\n--- /dev/null\n+++ b/replacement.txt\n@@ -0,0 +1,4 @@\n"
    + "+        if self.doc_as_attr:\n+            comment = self.get_module_comment()\n+            if comment:\n+                return [comment]\n";
  const code = "diff --git a/pkg/doc.py b/pkg/doc.py\n--- a/pkg/doc.py\n+++ b/pkg/doc.py\n@@ -10,2 +10,5 @@\n         if self.doc_as_attr:\n"
    + "+            comment = self.get_module_comment()\n+            if comment:\n+                return [comment]\n             return None\n";
  const trajectory = trajectoryOf([
    { run: "cat <<'EOF' > replacement.txt\n        if self.doc_as_attr:\n            comment = self.get_module_comment()\nEOF", exit: 0 },
    { edit: "pkg/doc.py" },
  ]);

  test("is the agent's draft of that change, named apart, and must leave the PR (sphinx-9229's shape)", () => {
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(draft + code), null));
    expect([result.status, result.blocking]).toEqual(["fail", true]);
    expect(result.summary).toContain("`replacement.txt`, a draft of the lines its change adds to pkg/doc.py");
  });

  test("a new file whose lines the change does not add is not a draft", () => {
    const unchanged = code.replace(/^\+/gm, " ");
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(draft + unchanged), null));
    expect(result.summary).not.toContain("a draft");
  });
});
