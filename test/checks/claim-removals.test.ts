import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const REPORT_DIFF = (added: string) => `diff --git a/app/report.py b/app/report.py
--- a/app/report.py
+++ b/app/report.py
@@ -10,3 +10,5 @@ def monthly(rows):
     totals = {}
+${added}
     for row in rows:
+        totals.setdefault(row.month, 0)
         totals[row.month] += row.amount
`;
const ANSWER = "Fixed the KeyError for months with no rows. I took out the debug prints I added while tracing it.";
const check = (actions: Action[], diff: string) =>
  claimsBacked(checkContext(trajectoryOf([...actions, { say: ANSWER }]), parseUnifiedDiff(diff), null));
const removal = (result: ReturnType<typeof check>) => result.claims.find((claim) => claim.kind === "removal")!;

describe("a claim that debug output was removed is read against the PR's diff", () => {
  test("the sentence says debug output is gone; a negation or other words do not", () => {
    expect(findClaims(ANSWER, "final answer").map((claim) => claim.kind)).toEqual(["fixed", "removal"]);
    expect(findClaims("The temporary debug logging has been removed.", "final answer").map((claim) => claim.kind)).toEqual(["removal"]);
    expect(findClaims("I did not remove the debug logging yet.", "final answer")).toEqual([]);
    expect(findClaims("Removed the unused import.", "final answer")).toEqual([]);
  });

  test("contradicted when the PR still adds a print that a run after the last edit printed", () => {
    const result = check(
      [{ edit: "app/report.py" }, { run: "pytest -q tests/test_report.py", exit: 0, output: "rows fetched: 0\n.....\n5 passed in 0.03s" }],
      REPORT_DIFF(`    print("rows fetched:", len(rows))`),
    );
    expect(result.status).toBe("fail");
    expect(result.summary).toContain("but the PR still adds a print or log line");
    expect(removal(result)).toMatchObject({ verdict: "contradicted" });
    expect(removal(result).evidence.map((item) => [item.step, item.path, item.quote])).toEqual([
      [null, "app/report.py:11", 'the PR still adds print("rows fetched:", len(rows))'],
      [1, null, "pytest -q tests/test_report.py · printed rows fetched: 0"],
    ]);
  });

  test("a print no run showed is more than the evidence shows, not a contradiction; a PR that only removes one backs it", () => {
    const unseen = check([{ edit: "app/report.py" }, { run: "pytest -q", exit: 0, output: "5 passed in 0.03s" }], REPORT_DIFF(`    print("rows fetched:", len(rows))`));
    expect(removal(unseen)).toMatchObject({ verdict: "unbacked", overstated: true });
    const removed = REPORT_DIFF("").replace("+\n", `-    print("rows fetched:", len(rows))\n`).replace("+3,5", "+3,4");
    expect(removal(check([{ edit: "app/report.py" }], removed))).toMatchObject({ verdict: "backed" });
  });
});
