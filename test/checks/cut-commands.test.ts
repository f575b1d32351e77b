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
