import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const DIFF = parseUnifiedDiff("diff --git a/pkg/std.py b/pkg/std.py\n--- a/pkg/std.py\n+++ b/pkg/std.py\n@@ -1 +1 @@\n-a\n+b\n");
const FIRST = "sed -i 's/termtext.lower()/termtext/' pkg/std.py";
const SECOND = "sed -i 's/lowercase=True/lowercase=False/' pkg/std.py";

/**
 * Two seds and a green check, a debugging edit and the check again, the original put back to show a
 * failure is old, then the same seds again in one `&&` line.
 */
function reapplied(again: string, exit: number): Action[] {
  return [
    { prompt: "Make glossary terms case sensitive." },
    { run: FIRST, exit: 0 },
    { run: SECOND, exit: 0 },
    { run: "make -C docs html", exit: 0, output: "build succeeded." },
    { run: "sed -i '1i import sys' pkg/std.py", exit: 0 },
    { run: "make -C docs html", exit: 0, output: "build succeeded." },
    { run: "git checkout pkg/std.py\npytest tests/test_std.py", exit: 1, output: "FAILED tests/test_std.py::test_productionlist\n==== 1 failed, 13 passed in 0.6s ====" },
    { run: again, exit },
  ];
}

describe("the same edits made again after the original was put back", () => {
  test("in one line joined by `&&` that exited 0 make the version the earlier check saw", () => {
    const context = checkContext(trajectoryOf(reapplied(`${FIRST} && \\\n${SECOND}`, 0)), DIFF, null);
    expect(verifiedAfterLastEdit(context).summary).toContain("the later edit at step 8 put back the content that check saw, so it checked the final version");
    expect(finalChecksGreen(context).summary).toContain("`make` passed at step 4");
  });

  test("a different second edit is a new version: the earlier check is stale", () => {
    const context = checkContext(trajectoryOf(reapplied(`${FIRST} && \\\nsed -i 's/lowercase=True/lowercase=None/' pkg/std.py`, 0)), DIFF, null);
    expect(verifiedAfterLastEdit(context).status).toBe("warn");
    expect(finalChecksGreen(context).summary).toContain("Every green run of a check came before the last change to the work");
  });
});

describe("an insert undone but for the empty line it ended in, then made again", () => {
  const INSERT = "sed -i '/if \"\\.\" in name:/i \\        if not name:\\n            raise ValueError(\"empty\")\\n' src/flask/blueprints.py";
  const flaskDiff = parseUnifiedDiff("diff --git a/src/flask/blueprints.py b/src/flask/blueprints.py\n--- a/src/flask/blueprints.py\n"
    + "+++ b/src/flask/blueprints.py\n@@ -1 +1,3 @@\n+        if not name:\n+            raise ValueError(\"empty\")\n a\n");
  const actions: Action[] = [
    { prompt: "Raise a ValueError when a Blueprint is given an empty name." },
    { run: INSERT, exit: 0 },
    { run: "pytest tests/test_blueprints.py", exit: 0, output: "==== 59 passed in 0.25s ====" },
    { run: "sed -i '/if not name:/,+1d' src/flask/blueprints.py", exit: 0 },
    { run: "pytest tests/test_basic.py", exit: 1, output: "==== 1 failed, 40 passed in 0.3s ====" },
    { run: INSERT, exit: 0 },
  ];

  test("the code is the version the earlier check saw: the check is not stale", () => {
    const context = checkContext(trajectoryOf(actions), flaskDiff, null);
    expect(verifiedAfterLastEdit(context).status).toBe("pass");
    expect(verifiedAfterLastEdit(context).summary).toContain("the later edit at step 6 put back the content that check saw");
  });
});
