import { describe, expect, test } from "vitest";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import type { Action } from "../helpers/trajectory.js";

// the shape of real SWE-bench runs (requests-1724, sympy-21930): the reproduction printed the same before the change and after it
const WRITE = { run: "cat > reproduce_issue.py <<'EOF'\nimport requests\nprint('Method value:', requests.Request(u'POST').method)\nEOF", exit: 0, output: "" };
// the script is deleted at the end, as agents do: it is no part of the work, so the runs before the edit saw the original code
const green = (actions: Action[], cleanup = "rm -f reproduce_issue.py") => finalChecksGreen(runsOf([...actions, { run: cleanup, exit: 0 }]).context);

describe("the agent's own check that printed on the final version what it printed on the original code", () => {
  test("never showed the problem: said so, and it alone does not show the fix", () => {
    const result = green([
      WRITE,
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
      { edit: "requests/sessions.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST\n" },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`python reproduce_issue.py` (step 4) printed what it printed on the original code (step 2): "
      + "it never showed the problem, so it does not show what the change fixed.");
  });

  test("a check whose output changed with the change, or another own check that differs, still shows it", () => {
    const changed = green([
      WRITE,
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: b'POST'" },
      { edit: "requests/sessions.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
    ]);
    expect(changed.status).toBe("pass");
    expect(changed.summary).not.toContain("printed what it printed");
    const other = green([
      WRITE,
      { run: "cat > check_unicode.py <<'EOF'\nassert isinstance(requests.Request(u'POST').method, str)\nprint('unicode method OK')\nEOF", exit: 0, output: "" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
      { edit: "requests/sessions.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
      { run: "python3 check_unicode.py", exit: 0, output: "unicode method OK" },
    ], "rm -f reproduce_issue.py check_unicode.py");
    expect(other.status).toBe("pass");
    expect(other.summary).toContain("printed what it printed on the original code");
  });

  test("a compile that prints the same is no reproduction", () => {
    const result = green([
      { run: "g++ -O2 -o app main.cpp && ./app", exit: 0, output: "done" },
      { edit: "main.cpp" },
      { run: "g++ -O2 -o app main.cpp && ./app", exit: 0, output: "done" },
    ]);
    expect(result.summary).not.toContain("printed what it printed");
  });

  test("a run after another file of the project was changed (a sed later put back) saw no original code, PR or not", () => {
    const actions: Action[] = [
      WRITE,
      { edit: "requests/sessions.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
      { run: "git checkout requests/sessions.py", exit: 0, output: "" },
      { edit: "requests/models.py" },
      { run: "python reproduce_issue.py", exit: 0, output: "Method value: POST" },
      { run: "rm -f reproduce_issue.py", exit: 0 },
    ];
    const { context } = runsOf(actions);
    const diff = parseUnifiedDiff("diff --git a/requests/models.py b/requests/models.py\n--- a/requests/models.py\n+++ b/requests/models.py\n@@ -1 +1 @@\n-a\n+b\n");
    const result = finalChecksGreen({ ...context, diff });
    expect(result.status).toBe("pass");
    expect(result.summary).not.toContain("printed what it printed");
  });
});
