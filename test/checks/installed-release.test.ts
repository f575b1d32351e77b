import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { importNames } from "../../src/checks/installed-release.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of held-out round 21 s16 (dateutil, src layout, release 2.9.0 installed): `pip show` names where it lives
const P: Action = { prompt: "relativedelta(days=-8).weeks gives -2; it should be -1." };
const SHOW_OUTPUT = "Name: python-dateutil\nVersion: 2.9.0.post0\nSummary: Extensions to the standard Python datetime module\n"
  + "License: Dual License\nLocation: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages\nRequires: six\n";
const SHOW: Action = { run: "pip show python-dateutil | head -9", exit: 0, output: SHOW_OUTPUT };
const EDIT: Action = { edit: "/home/dev/dateutil/src/dateutil/relativedelta.py" };
const GREEN: Action = { run: "python -m pytest tests/test_relativedelta.py -q", exit: 0, output: "81 passed in 0.56s" };

function read(actions: Action[]) {
  const trajectory = trajectoryOf(actions);
  const results = runChecks(checkContext(trajectory, null, null));
  const of = (id: string) => results.find((result) => result.id === id)!;
  return { runs: verificationRuns(trajectory), verdict: decideFromChecks(results).verdict, verified: of("verified_after_last_edit") };
}

describe("tests run where `pip show` shows the edited src/ package installed as a release", () => {
  test("show no pass or fail of the change, and cite the location pip printed", () => {
    const { runs, verdict, verified } = read([P, SHOW, EDIT, GREEN]);
    expect(runs.at(-1)).toMatchObject({ outcome: "unknown", installedCopy: { line: "Location: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages", step: 1 } });
    expect(verdict).toBe("neutral");
    expect(verified.summary).toContain("but the package it imported was an installed copy (`Location: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages`, as step 2 shows)");
  });

  test("not for an editable install, a package edited outside src/, another package, a run pointed at src, or an install between", () => {
    const editable: Action = { ...SHOW, output: `${SHOW_OUTPUT}Editable project location: /home/dev/dateutil\n` } as Action;
    expect(read([P, editable, EDIT, GREEN]).verdict).toBe("pass");
    const flat: Action = { edit: "/home/dev/dateutil/dateutil/relativedelta.py" };
    expect(read([P, SHOW, flat, GREEN]).verdict).toBe("pass");
    const six: Action = { run: "pip show six", exit: 0, output: SHOW_OUTPUT.replace("python-dateutil", "six") };
    expect(read([P, six, EDIT, GREEN]).verdict).toBe("pass");
    const pointed: Action = { run: "PYTHONPATH=src python -m pytest tests/test_relativedelta.py -q", exit: 0, output: "81 passed in 0.56s" };
    expect(read([P, SHOW, EDIT, pointed]).verdict).toBe("pass");
    const install: Action = { run: "pip install -e . -q", exit: 0, output: "" };
    expect(read([P, SHOW, EDIT, install, GREEN]).verdict).toBe("pass");
  });

  test("not when the transcript shows pytest configured to put a folder on the path", () => {
    const config: Action = { run: "cat pyproject.toml", exit: 0, output: "[tool.pytest.ini_options]\npythonpath = [\"src\"]\n" };
    expect(read([P, SHOW, config, EDIT, GREEN]).verdict).toBe("pass");
  });

  test("a distribution's import names: its own, and without a python/py prefix", () => {
    expect(importNames("python-dateutil")).toEqual(["python_dateutil", "dateutil"]);
    expect(importNames("PyYAML")).toEqual(["pyyaml", "yaml"]);
    expect(importNames("pydantic")).toContain("pydantic");
    expect(importNames("zope.interface")).toEqual(["zope_interface", "zope_interface"]);
  });
});
