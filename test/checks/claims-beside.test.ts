import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { lineSummary } from "../../src/checks/test-summary.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const judged = (actions: Action[], answer: string) =>
  claimsBacked(checkContext(trajectoryOf([...actions, { say: answer }, { end: "completed" }]), null, null));

describe("a sentence claiming the build beside the tests", () => {
  test("is two claims, each judged by its own runs: a failed build contradicts it though the tests passed", () => {
    expect(findClaims("The build succeeds and all 20 tests pass.", "final answer").map((claim) => claim.kind)).toEqual(["count", "build"]);
    const actions: Action[] = [
      { run: "npm run build", exit: 2, output: "src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'." },
      { run: "npm test", exit: 0, output: "Tests  20 passed (20)" },
    ];
    const result = judged(actions, "The build succeeds and all 20 tests pass.");
    expect(result.status).toBe("fail");
    expect(result.evidence.map((item) => item.quote).join(" ")).toContain("npm run build");
    // a sentence about the tests alone gains no build claim
    expect(findClaims("All 20 tests pass.", "final answer").map((claim) => claim.kind)).toEqual(["count"]);
  });
});

describe("a count of the other tests, beside one that failed", () => {
  test("Maven's `Tests run: 19, Failures: 1` counts 18 passed and 1 failed", () => {
    expect(lineSummary("[ERROR] Tests run: 19, Failures: 1, Errors: 0, Skipped: 0")).toMatchObject({ passed: 18, failed: 1 });
    expect(lineSummary("Tests run: 12, Failures: 0, Errors: 1, Skipped: 2, Time elapsed: 0.3 s")).toMatchObject({ passed: 9, failed: 1 });
  });

  test("\"The other 18 tests pass\" is backed by 18 passed beside the failure; \"18 tests pass\" alone is not", () => {
    const red: Action[] = [{ run: "mvn test", exit: 1, output: "[ERROR] Tests run: 19, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE" }];
    expect(judged(red, "One test still fails. The other 18 tests pass.").evidence.map((item) => item.quote).join(" ")).toContain("(backed): \"The other 18 tests pass.\"");
    expect(judged(red, "18 tests pass.").status).toBe("fail");
  });
});
