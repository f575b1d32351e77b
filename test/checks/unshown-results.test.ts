import { describe, expect, test } from "vitest";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

const SETUP_ERRORS = [
  "_______ ERROR at setup of TestRequests.test_HTTP_200_OK_GET ________",
  "file /testbed/test_requests.py, line 171",
  "  @pytest.fixture",
  "  def httpbin(httpbin):",
  "E       recursive dependency involving fixture 'httpbin' detected",
  "============= 85 passed, 1 xfailed, 9 warnings, 81 errors in 0.56s =============",
].join("\n");

describe("tests that errored setting up, on a fixture the environment lacks", () => {
  test("are said to have errored setting up, with the error, not to have shown no pass or fail", () => {
    const { runs, context } = runsOf([
      { edit: "requests/models.py" },
      { edit: "reproduce.py" },
      { run: "python3 reproduce.py", exit: 0, output: "Success" },
      { run: "pytest test_requests.py", exit: 1, output: SETUP_ERRORS },
    ]);
    expect(runs.map((run) => [run.outcome, run.setupFailed])).toEqual([["passed", undefined], ["unknown", "recursive dependency involving fixture 'httpbin' detected"]]);
    const green = finalChecksGreen(context);
    expect(green.summary).toContain("`pytest test_requests.py` (step 4: `recursive dependency involving fixture 'httpbin' detected`) "
      + "errored setting up its tests, the environment's doing: no pass or fail of the change");
    expect(green.summary).not.toContain("showed no pass or fail of its own");
  });
});

describe("a check on a line the recorder cut after it", () => {
  test("is said to have its status in the part not shown, not to have stated no result", () => {
    const { context } = runsOf([
      { edit: "src/app.ts" },
      { run: "npm test", exit: 0, output: "Tests: 4 passed, 4 total" },
      { run: "npm test && cmp -s out/app.js expected/ap...(+20 chars)", exit: 0, output: "verification_rc=0" },
    ]);
    const green = finalChecksGreen(context);
    // what the line still shows is said: its exit code and the one line it printed, not credited to the check
    expect(green.summary).toContain("`npm test` (step 3; the line exited 0 and printed `verification_rc=0`) ran in a line the recorder cut: its own status is not shown");
    expect(green.summary).not.toContain("showed no exit code of");
    const many = finalChecksGreen(runsOf([
      { edit: "src/app.ts" },
      { run: "npm test", exit: 0, output: "Tests: 4 passed, 4 total" },
      { run: "npm test && cmp -s out/app.js expected/ap...(+20 chars)", exit: 1, output: "building\ndone" },
    ]).context);
    expect(many.summary).toContain("`npm test` (step 3; the line exited 1) ran in a line the recorder cut: its own status is not shown");
  });
});

describe("a test run whose runner says it ran no test", () => {
  test("is said to have run no test, with its line, not to have a result not recorded", () => {
    for (const output of ["12 skipped in 0.01s", "ERROR: not found: /repo/tests/test_a.py::test_x\n\nno tests ran in 0.01s"]) {
      const { runs, context } = runsOf([{ edit: "src/a.py" }, { run: "python -m pytest tests/test_a.py -q", exit: output.includes("ERROR") ? 4 : 0, output }]);
      const line = output.split("\n").at(-1)!;
      expect(runs.map((run) => [run.outcome, run.noneRan])).toEqual([["unknown", line]]);
      expect(verifiedAfterLastEdit(context).summary).toBe(`\`pytest\` ran after the last edit (step 2) but ran no test (\`${line}\`): it checked nothing.`);
    }
  });

  test("is named so beside a green run of another check", () => {
    const { context } = runsOf([
      { edit: "src/a.py" }, { run: "python -m pytest tests/test_b.py -q", exit: 0, output: "3 passed in 0.1s" }, { run: "python -m pytest tests/test_a.py -q", exit: 0, output: "2 skipped in 0.01s" },
    ]);
    expect(finalChecksGreen(context).summary).toBe("The last run of `pytest tests/test_b.py` succeeded; `pytest tests/test_a.py` (step 3: `2 skipped in 0.01s`) ran no test.");
  });
});
