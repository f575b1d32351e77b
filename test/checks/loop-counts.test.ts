import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const countClaim = (actions: Action[], answer: string) =>
  claimsBacked(checkContext(trajectoryOf([{ edit: "lib/parse.js" }, ...actions, { say: answer }]), null, null)).claims.find((claim) => claim.kind === "count")!;

describe("a count claimed for a loop of test runs is the sum of its runs' summaries", () => {
  const loop = "for pkg in packages/*; do (cd \"$pkg\" && npx vitest run); done";
  const run = (files: number, tests: number) => `\n Test Files  ${files} passed (${files})\n      Tests  ${tests} passed (${tests})\n   Duration  310ms\n`;

  test("each run's own summary line, not its other lines (`Test Files`), adds up to the claim", () => {
    const claim = countClaim([{ run: loop, exit: 0, output: run(2, 9) + run(1, 4) + run(3, 21) }], "All 34 tests pass across the three packages.");
    expect(claim).toMatchObject({ verdict: "backed" });
    expect(claim.evidence[0]!.quote).toBe("9 + 4 + 21 = 34 passed: one summary per run of the loop");
  });

  test("a run that failed, or a line whose runner is not in a loop, backs no sum", () => {
    const failing = run(2, 9) + "\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)\n" + run(3, 21);
    expect(countClaim([{ run: loop, exit: 0, output: failing }], "33 tests pass.")).not.toMatchObject({ verdict: "backed" });
    const twice = "npx vitest run packages/a && npx vitest run packages/b";
    expect(countClaim([{ run: twice, exit: 0, output: run(2, 9) + run(1, 4) }], "13 tests pass.")).not.toMatchObject({ verdict: "backed" });
  });
});
