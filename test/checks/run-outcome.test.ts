import { describe, expect, test } from "vitest";
import { summaryLine, summaryOutcome } from "../../src/checks/run-outcome.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a build tool's own last line says how it went", () => {
  test.each([
    ["BUILD SUCCESSFUL in 4s", "passed"],
    ["Found 0 errors. Watching for file changes.", "passed"],
    ["writing output... [100%] index\nbuild succeeded, 1 warning.\n\nThe HTML pages are in _build/html.", "passed"],
    ["  Build succeeded.\n    0 Warning(s)\n    0 Error(s)", "passed"],
    ["BUILD FAILED\nTotal time: 3 seconds", "failed"],
    ["The build succeeded for the last three releases.", "unknown"],
  ])("%j is %s", (output, outcome) => {
    expect(summaryOutcome(output)).toBe(outcome);
  });

  test("the line quoted is the tool's own", () => {
    expect(summaryLine("reading sources... [100%] index\nbuild succeeded, 1 warning.\n\nThe HTML pages are in _build/html.")).toBe("build succeeded, 1 warning.");
  });

  test("Sphinx's build of the changed package, its status hidden by the greps after it, passed by its own line", () => {
    const line = "rm -rf repro/_build\npython3 -m sphinx.cmd.build -b html repro repro/_build/html\ngrep \"Foobar\" repro/_build/html/index.html";
    const output = "Running Sphinx v3.3.0\nbuild succeeded, 1 warning.\n\nThe HTML pages are in repro/_build/html.\n<span>Foobar 1 </span>";
    const runs = verificationRuns(trajectoryOf([{ edit: "sphinx/locale/__init__.py" }, { run: line, exit: 0, output }]));
    expect(runs.map((run) => [run.runner, run.outcome, run.outcomeFrom])).toEqual([["sphinx.cmd.build", "passed", "summary line"]]);
  });
});
