import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const TEST_RUN: Action = { run: "cd /app/repo && python3 -m pytest -q", exit: 0, output: "12 passed in 0.40s" };

describe("the run that saw the last change, when that change deleted a file", () => {
  test("names the last edit that wrote the work beside the deletion (audit AS: merge-diff-arc-agi)", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/repo/algo.py", tool: "Write" },
      { run: "cd /app/repo && git rm -f .DS_Store", exit: 0, output: "rm '.DS_Store'" },
      TEST_RUN,
    ]);
    const result = verifiedAfterLastEdit(checkContext(trajectory, null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("`pytest` (step 3) ran after the last edit of `/app/repo/algo.py` (step 1) and the deletion of `/app/repo/.DS_Store` (step 2)");
  });

  test("a last edit that wrote the file is named alone", () => {
    const trajectory = trajectoryOf([{ edit: "/app/repo/algo.py", tool: "Write" }, TEST_RUN]);
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).summary).toMatch(/\(step 2\) ran after the last edit of `\/app\/repo\/algo\.py` \(step \d+\)/);
  });
});
