import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { debugLeftovers } from "../../src/checks/debug-leftovers.js";
import { failedOnlyByCoverage, summaryLine, summaryOutcome } from "../../src/checks/run-outcome.js";
import { selectionOf } from "../../src/checks/selection.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { parseUnifiedDiff, type DiffFile } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// held-out round 12 (JavaScript projects): readings of jest, mocha, tape and npm output that the earlier rounds did not need

const JEST_GATE = "PASS src/format.test.ts\nAll files |   98.43 |       98 |     100 |   98.43 |\n"
  + "Jest: \"global\" coverage threshold for branches (100%) not met: 98%\n\nTest Suites: 4 passed, 4 total\nTests:       168 passed, 168 total\nRan all test suites.";

describe("a coverage gate the run missed fails it, whatever its tests did (round 12's s14)", () => {
  test.each([
    [JEST_GATE],
    ["  9 passing (20ms)\nERROR: Coverage for lines (97.5%) does not meet global threshold (100%)"],
    ["====== 12 passed in 0.4s ======\nFAIL Required test coverage of 90% not reached. Total coverage: 84.10%"],
  ])("%j", (output) => {
    expect(summaryOutcome(output)).toBe("failed");
    expect(failedOnlyByCoverage(output)).toBe(true);
    expect(summaryLine(output)).toMatch(/coverage/i);
  });

  test("a failing test beside the gate is a test failure; a gate met, or a line about coverage in prose, is none", () => {
    expect(failedOnlyByCoverage(JEST_GATE.replace("168 passed, 168 total", "1 failed, 167 passed, 168 total"))).toBe(false);
    expect(summaryOutcome("Tests: 3 passed, 3 total\nCoverage thresholds met.")).toBe("passed");
    expect(summaryOutcome("Tests: 3 passed, 3 total\nNote: the coverage threshold for lines (100%) not met last week")).toBe("passed");
  });

  test("the run is failed and its gate quoted; \"all 168 tests pass\" is not contradicted by it", () => {
    const actions: Action[] = [{ edit: "src/index.ts" }, { run: "npx jest --env node 2>&1 | tail -25", exit: 0, output: JEST_GATE },
      { say: "All 168 jest tests pass." }, { end: "completed" }];
    const context = checkContext(trajectoryOf(actions), null, null);
    const green = finalChecksGreen(context);
    expect(green.status).toBe("fail");
    expect(green.evidence[0]!.quote).toContain("coverage threshold for branches (100%) not met");
    expect(green.summary).toContain("`jest`");
    expect(claimsBacked(context).status).not.toBe("fail");
  });
});

describe("a run of part of the suite misses a global coverage gate whatever the change (round 12's s16)", () => {
  test("a selected file whose tests passed passed; a -t that matched no test ran none", () => {
    const some = runsOf([{ run: "npx jest src/format.test.ts 2>&1 | tail -8", exit: 0, output: JEST_GATE }]).runs;
    expect(some.map((run) => run.outcome)).toEqual(["passed"]);
    const skipped = JEST_GATE.replace("Test Suites: 4 passed, 4 total\nTests:       168 passed, 168 total", "Test Suites: 4 skipped, 0 of 4 total\nTests:       168 skipped, 168 total");
    const none = runsOf([{ run: "npx jest -t 'mth aliases' 2>&1 | tail -15", exit: 0, output: skipped }]).runs;
    expect(none.map((run) => [run.outcome, run.noneRan])).toEqual([["unknown", "Tests:       168 skipped, 168 total"]]);
  });

  test("the same output from a run of the whole suite failed, and so did a failing test under any selection", () => {
    expect(runsOf([{ run: "npx jest 2>&1 | tail -8", exit: 0, output: JEST_GATE }]).runs.map((run) => run.outcome)).toEqual(["failed"]);
    const failing = JEST_GATE.replace("168 passed, 168 total", "1 failed, 167 passed, 168 total");
    expect(runsOf([{ run: "npx jest src/format.test.ts | tail -8", exit: 0, output: failing }]).runs.map((run) => run.outcome)).toEqual(["failed"]);
  });
});

describe("a status the line echoed is the command's own (round 12's s11)", () => {
  test("`timeout 4 npm test; echo \"exit=$?\"` printing exit=124 ran out of time: no pass, whatever the pretest lint printed", () => {
    const output = "> pretest\n> eslint .\n\n✖ 54 problems (0 errors, 54 warnings)\n\n> tests-only\n> nyc tape 'test/**/*.js'\n\nexit=124\n";
    const { runs } = runsOf([{ run: "timeout 4 npm test; echo \"exit=$?\"", exit: 0, output }]);
    expect(runs.map((run) => [run.runner, run.outcome])).toEqual([["npm test", "unknown"]]);
    expect(runs[0]!.timedOut).toBeDefined();
  });

  test("the same line that echoed exit=0 passed", () => {
    const { runs } = runsOf([{ run: "timeout 60 npm test; echo \"exit=$?\"", exit: 0, output: "# tests 12\n# pass  12\n\n# ok\n\nexit=0\n" }]);
    expect(runs.map((run) => run.outcome)).toEqual(["passed"]);
  });
});

describe("a print that calls itself debug output, in any case (round 12's s06)", () => {
  const modified = (path: string, ...lines: string[]) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`
    + `@@ -10,2 +10,${2 + lines.length} @@\n function parse(val) {\n${lines.map((line) => `${line}\n`).join("")}   return val;\n`;
  const leftovers = (diff: string) => debugLeftovers(parseUnifiedDiff(diff) as DiffFile[], []).map((item) => item.quote);

  test("a label with the word debug in it is a leftover", () => {
    expect(leftovers(modified("index.js", "+  console.log('parse debug:', JSON.stringify(val), results && results[4]);"))).toHaveLength(1);
    expect(leftovers(modified("pkg/core.py", '+    print("debug x =", x)'))).toHaveLength(1);
  });

  test("not under a switch that makes printing the point, nor a word that only contains debug, nor a logger", () => {
    expect(leftovers(modified("index.js", "+  if (options.debug) {", "+    console.log('parse debug:', val);", "+  }"))).toEqual([]);
    expect(leftovers(modified("index.js", "+  console.log('debugger attached:', port);"))).toEqual([]);
    expect(leftovers(modified("index.js", "+  log.debug('parse debug:', val);"))).toEqual([]);
  });
});

describe("what a claim counts and what a runner selects (round 12's s01, s14)", () => {
  test("\"30+1 passing\" claims 31", () => {
    expect(findClaims("npm test (30+1 passing) and npm run lint are clean.", "final answer").map((claim) => claim.count)).toEqual(["31"]);
    expect(findClaims("All 12 tests pass.", "final answer").map((claim) => claim.count)).toEqual(["12"]);
  });

  test("jest's, vitest's and mocha's options that take a value select no tests", () => {
    expect(selectionOf(["jest", "--env", "node", "src/a.test.ts"], "jest")).toEqual(["src/a.test.ts"]);
    expect(selectionOf(["mocha", "--reporter", "dot", "--require", "ts-node/register", "test/a.js"], "mocha")).toEqual(["test/a.js"]);
    expect(selectionOf(["vitest", "run", "--environment", "jsdom", "--pool", "forks"], "vitest run")).toEqual([]);
  });
});

describe("round 13: a pipeline's echoed status under pipefail, and a count printed before the bound", () => {
  const TAPE = "# tests 172\n# pass  172\n\n# ok\n\nfound 0 vulnerabilities\nexit=0";

  test("`set -o pipefail; npm test | tee log | tail; echo \"exit=$?\"` printing exit=0: npm exited 0 (s08)", () => {
    const { runs } = runsOf([{ run: "set -o pipefail; npm test 2>&1 | tee /tmp/t.log | tail -n 22; echo \"exit=$?\"", exit: 0, output: TAPE }]);
    expect(runs.map((run) => [run.runner, run.outcome, run.echoedExit])).toEqual([["npm test", "passed", 0]]);
  });

  test("without pipefail, or with a non-zero status another member may have set, the echo is not npm's", () => {
    const bare = runsOf([{ run: "npm test 2>&1 | tail -n 5; echo \"exit=$?\"", exit: 0, output: "no summary here\nexit=0" }]).runs;
    expect(bare.map((run) => run.echoedExit)).toEqual([undefined]);
    const failed = runsOf([{ run: "set -o pipefail; npm test | tee log | tail -3; echo \"exit=$?\"", exit: 0, output: "no summary here\nexit=1" }]).runs;
    expect(failed.map((run) => run.echoedExit)).toEqual([undefined]);
  });

  test("`timeout 25 npx vitest --watch` killed after `Tests 103 passed (103)`: the tests had ended, they passed (s11)", () => {
    const output = " Test Files  1 passed (1)\n      Tests  103 passed (103)\n\n Waiting for file changes...";
    const { runs } = runsOf([{ run: "timeout 25 npx vitest --watch test/utilities.test.ts", exit: 124, output }]);
    expect(runs.map((run) => run.outcome)).toEqual(["passed"]);
    expect(runs[0]!.quote).toContain("printed before the time limit stopped it");
  });

  test("killed before any count, or cargo's count of one binary of several: no result", () => {
    expect(runsOf([{ run: "timeout 5 npx vitest --watch", exit: 124, output: " RUN  v3.2.4 /app\n" }]).runs.map((run) => run.outcome)).toEqual(["unknown"]);
    const cargo = "running 4 tests\ntest result: ok. 4 passed; 0 failed; 0 ignored\n\nrunning 30 tests\n";
    expect(runsOf([{ run: "timeout 60 cargo test", exit: 124, output: cargo }]).runs.map((run) => run.outcome)).toEqual(["unknown"]);
  });
});
