import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of held-out round 7 s02/s03 (click, src layout): pytest imported site-packages' click, not src/click
const P: Action = { prompt: "write_heading should not add a second colon to a heading that already ends with one." };
const EDIT: Action = { edit: "/testbed/src/click/formatting.py" };
const RED: Action = { run: "python -m pytest tests/test_formatting.py -q", exit: 1, output: "FAILED tests/test_formatting.py::test_heading\n1 failed, 37 passed in 1.39s" };
const SHOWN: Action = { run: "python -c \"import click; print(click.__file__)\"", exit: 0, output: "/usr/local/lib/python3.11/site-packages/click/__init__.py\n" };

function read(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const results = runChecks(checkContext(trajectory, null, null));
  const of = (id: string) => results.find((result) => result.id === id)!;
  return { runs: verificationRuns(trajectory), verdict: decideFromChecks(results).verdict, verified: of("verified_after_last_edit") };
}

describe("tests that imported an installed copy of the package the agent edited", () => {
  test("show no pass or fail of the change, and say where the transcript shows the copy", () => {
    const { runs, verdict, verified } = read([P, EDIT, RED, SHOWN]);
    expect(runs[0]).toMatchObject({ runner: "pytest", outcome: "unknown", installedCopy: { line: "site-packages/click/__init__.py", step: 3 } });
    expect(verdict).toBe("neutral");
    expect(verified.summary).toContain("`pytest` ran after the last edit (step 3), but the package it imported was an installed copy "
      + "(`site-packages/click/__init__.py`, as step 4 shows), not the source the agent edited");
  });

  test("a traceback through the installed package in the run's own output shows it too", () => {
    const traced: Action = { ...RED, output: "  File \"/usr/lib/python3/dist-packages/click/formatting.py\", line 206, in write_heading\n1 failed in 0.2s" } as Action;
    expect(read([P, EDIT, traced]).runs[0]).toMatchObject({ outcome: "unknown" });
  });

  test("not when the run points Python at the source, an install came between, or the copy is of a package not edited", () => {
    const withPath: Action = { run: "PYTHONPATH=src python -m pytest tests/test_formatting.py -q", exit: 0, output: "38 passed in 1.2s" };
    expect(read([P, EDIT, SHOWN, withPath]).runs[0]).toMatchObject({ outcome: "passed" });
    const install: Action = { run: "pip install -e . -q", exit: 0, output: "" };
    const green: Action = { run: "python -m pytest tests/test_formatting.py -q", exit: 0, output: "38 passed in 1.2s" };
    const after = read([P, EDIT, SHOWN, install, green]);
    expect(after.runs.at(-1)).toMatchObject({ outcome: "passed" });
    expect(after.verdict).toBe("pass");
    const numpy: Action = { run: "python -c \"import numpy; print(numpy.__file__)\"", exit: 0, output: "/usr/local/lib/python3.11/site-packages/numpy/__init__.py" };
    expect(read([P, EDIT, RED, numpy]).runs[0]).toMatchObject({ outcome: "failed" });
    // the agent edited the installed copy itself: its tests run what it edited
    const site: Action = { edit: "/usr/local/lib/python3.11/site-packages/click/formatting.py" };
    expect(read([P, site, RED, SHOWN]).runs[0]).toMatchObject({ outcome: "failed" });
  });
});
