import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

function contextOf(actions: Action[]): CheckContext {
  const trajectory = trajectoryOf(actions);
  return { trajectory, runs: verificationRuns(trajectory), diff: null, prBody: null, files: null };
}

describe("with no edit recorded and commands the recorder cut", () => {
  const code = "set -euo pipefail\npython3 - <<'PY'\nfrom pathlib import Path\nimport csv, shutil\ninvoices.mkdir(exist_ok...(+56 chars)";

  test("a check whose own line is the last one cut is said to be that command, not after it", () => {
    const context = contextOf([{ run: code, exit: 0, output: "" }, { run: "python3 /app/check.py; echo done...(+20 chars)", exit: 0, output: "All 4 checks passed" }]);
    expect(verifiedAfterLastEdit(context).summary).toContain("`python3 check.py` ran (step 2), itself the last of them.");
  });

  test("the only cut command being the check's own line is said as that command", () => {
    const context = contextOf([{ run: "python3 /app/check.py; echo done...(+20 chars)", exit: 0, output: "All 4 checks passed" }]);
    expect(verifiedAfterLastEdit(context).summary).toContain("`python3 check.py` ran (step 1), itself that command.");
  });
});

describe("a check that passed, then failed after the agent changed its scratch input", () => {
  test("is not excused as passing on the same code: the input it read changed between", async () => {
    const { finalChecksGreen } = await import("../../src/checks/verified.js");
    const trace = "Exception occurred:\n  File \"/testbed/pkg/autodoc.py\", line 80, in members_option\nAttributeError: 'bool' object has no attribute 'split'";
    const actions: Action[] = [
      { edit: "/testbed/pkg/autodoc.py" },
      { edit: "/testbed/repro/conf.py", tool: "Write" },
      { edit: "/testbed/repro/check.py", tool: "Write" },
      { run: "cd /testbed/repro && python3 check.py", exit: 0, output: "all good" },
      { edit: "/testbed/repro/conf.py", tool: "Write" },
      { run: "cd /testbed/repro && python3 check.py", exit: 1, output: trace },
      { run: "pytest tests/test_autodoc.py", exit: 0, output: "==== 2 passed in 0.2s ====" },
    ];
    const summary = finalChecksGreen(contextOf(actions)).summary;
    expect(summary).toContain("`python3 check.py` (step 6) failed on the work as it ends");
    // with no write between the two runs, the earlier pass on the same code excuses it (a flaky run)
    const flaky = finalChecksGreen(contextOf(actions.filter((_, index) => index !== 4))).summary;
    expect(flaky).not.toContain("check.py");
  });
});

describe("a check the harness stopped at its time limit", () => {
  test("is said to be stopped by the harness, not to have its status set by another command", () => {
    const line = "cd /app && echo '=== eval ===' && timeout 120 ./build/tools/caffe.bin test -iterations 500 2>&1 | grep accuracy | tail -5";
    const output = "=== eval ===\n\n[not run: An error occurred while executing the command: Command 'cd /app' timed out after 30 seconds]";
    const context = contextOf([{ edit: "/app/src/net.cpp" }, { run: "make -C /app", exit: 0, output: "ok" }, { run: line, exit: -1, output }]);
    const summary = verifiedAfterLastEdit(context).summary;
    if (summary.includes("caffe.bin")) expect(summary).toContain("the harness stopped the call at its time limit");
    expect(summary).not.toContain("which another command in it sets");
  });
});
