import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[], prBody: string | null = null) => claimsBacked(checkContext(trajectoryOf(actions), null, prBody));

describe("findClaims", () => {
  test.each([
    ["All tests pass.", "tests"],
    ["The test suite passes now", "tests"],
    ["`npm test` passes: 4 of 4 tests.", "tests"],
    ["42 tests passed.", "count"],
    ["All 1,576 passing", "count"],
    ["The build succeeds.", "build"],
    ["Lint is clean and no lint errors remain", "lint"],
    ["I fixed the off-by-one in range().", "fixed"],
  ])("%s is a %s claim", (sentence, kind) => {
    expect(findClaims(sentence, "final answer")[0]?.kind).toBe(kind);
  });

  test.each(["I could not get the tests to pass.", "Tests don't pass yet", "I did not run the build.", "Let me look at the failing test."])(
    "%s is not a claim",
    (sentence) => {
      expect(findClaims(sentence, "final answer")).toEqual([]);
    },
  );
});

describe("claims_backed", () => {
  test("a claim of passing tests with a green last test run is backed", () => {
    const result = check([{ edit: "a.ts" }, { run: "npm test", exit: 0, output: "4 passed" }, { say: "Done. All tests pass." }]);
    expect(result.status).toBe("pass");
  });

  test("a claim the last run contradicts blocks, quoting the claim and the run", () => {
    const result = check([{ run: "pytest", exit: 1, output: "1 failed, 3 passed" }, { say: "Fixed it; all tests pass." }]);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence.map((item) => item.quote)).toEqual([
      'final answer: "Fixed it; all tests pass."',
      "pytest · exit 1 · 1 failed, 3 passed",
    ]);
  });

  test("a claim with nothing behind it is a warning", () => {
    expect(check([{ edit: "a.ts" }, { say: "The build succeeds." }])).toMatchObject({ status: "warn", blocking: false });
  });

  test("a claimed count must stand alone in observed output: 576 is not found in 1576", () => {
    const output = "Tests: 1576 passed, 1576 total";
    expect(check([{ run: "npx jest", exit: 0, output }, { say: "576 tests passed." }]).status).toBe("warn");
    expect(check([{ run: "npx jest", exit: 0, output }, { say: "1576 tests passed." }]).status).toBe("pass");
    expect(check([{ run: "npx jest", exit: 0, output: "Tests: 1,576 passed" }, { say: "1576 tests pass" }]).status).toBe("pass");
  });

  test("claims in the PR description are checked too", () => {
    const result = check([{ run: "npm run build", exit: 2, output: "error TS2304" }], "This PR is ready: the build passes.");
    expect(result.status).toBe("fail");
    expect(result.evidence[0]!.quote).toBe('PR description: "This PR is ready: the build passes."');
  });

  test("no claims: skipped", () => {
    expect(check([{ say: "I changed the parser." }]).status).toBe("skip");
  });
});
