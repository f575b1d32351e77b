import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

const CWD = "/home/dev/dedent";
const DIFF = "diff --git a/src/dedent.ts b/src/dedent.ts\n--- a/src/dedent.ts\n+++ b/src/dedent.ts\n@@ -22,1 +22,1 @@\n-\t\t\talignValues = false,\n+\t\t\talignValues = true,\n";
const FIX: Step = { edit: "src/dedent.ts", old: "\t\t\talignValues = false,\n", text: "\t\t\talignValues = true,\n" };
const verified = (checks: { id?: string; summary: string }[]) => checks.find((check) => check.id === "verified_after_last_edit")?.summary ?? "";

describe("review48: update runs the rule does not see (false Approve)", () => {
  // the s30 session (only an update ran after the fix), its update written two other ways jest accepts
  for (const cmd of ["npx jest -ut \"alignValues undefined\" 2>&1 | tail -n 3", "npx jest --updateSnapshot=true 2>&1 | tail -n 3"]) {
    test(`full verdict: \`${cmd}\` the only run after the fix is no check (as \`npx jest -u\` is)`, async () => {
      const update: Step = { run: cmd, exit: 0, output: "Tests:       1 passed, 79 skipped, 80 total\nSnapshots:   1 updated, 1 total\nRan all test suites." };
      const { verdict } = await verdictOf(CWD, [{ prompt: "Make alignValues the default." }, FIX, update, { say: "Tests pass." }], DIFF);
      expect(verdict).not.toBe("pass");
    });
  }
});

describe("review48: an update run read too widely", () => {
  test("a final `jest -u` that wrote nothing, after the green run that checked the updated snapshot: no edit after the check", async () => {
    const SNAP_DIFF = `${DIFF}diff --git a/src/__snapshots__/dedent.test.ts.snap b/src/__snapshots__/dedent.test.ts.snap\n`
      + "--- a/src/__snapshots__/dedent.test.ts.snap\n+++ b/src/__snapshots__/dedent.test.ts.snap\n@@ -131,3 +131,3 @@ exports[`dedent nested 1`] = `\n"
      + " \t* second\n-* third\n+\t* third\n";
    const task = "Make alignValues the default. Expected outputs that the tests record for the default case will change accordingly.";
    const first: Step = { run: "npx jest -u 2>&1 | tail -n 3", exit: 0, output: "Tests:       80 passed, 80 total\nSnapshots:   1 updated, 67 passed, 68 total" };
    const plain: Step = { run: "npx jest 2>&1 | tail -n 4", exit: 0, output: "Test Suites: 1 passed, 1 total\nTests:       80 passed, 80 total\nSnapshots:   68 passed, 68 total" };
    const again: Step = { run: "npx jest -u 2>&1 | tail -n 3", exit: 0, output: "Tests:       80 passed, 80 total\nSnapshots:   68 passed, 68 total" };
    const control = await verdictOf(CWD, [{ prompt: task }, FIX, first, plain, { say: "All 80 pass." }], SNAP_DIFF);
    expect(control.verdict).toBe("pass");
    const { verdict, checks } = await verdictOf(CWD, [{ prompt: task }, FIX, first, plain, again, { say: "All 80 pass." }], SNAP_DIFF);
    expect(verified(checks)).not.toContain("No ");
    expect(verdict).toBe("pass");
  });
});
