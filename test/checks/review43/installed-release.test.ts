import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../../src/checks/index.js";
import { decideFromChecks } from "../../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";

// review 43: `pip show` output that does not show the whole record, or a run that shows it imported the source
const P: Action = { prompt: "relativedelta(days=-8).weeks gives -2; it should be -1." };
const EDIT: Action = { edit: "/home/dev/dateutil/src/dateutil/relativedelta.py" };
const GREEN: Action = { run: "python -m pytest tests/test_relativedelta.py -q", exit: 0, output: "81 passed in 0.56s" };

function read(actions: Action[]) {
  const results = runChecks(checkContext(trajectoryOf(actions), null, null));
  return { verdict: decideFromChecks(results).verdict, verified: results.find((result) => result.id === "verified_after_last_edit")! };
}

describe("`pip show` filtered to its Location line", () => {
  test("`| head -8` cuts the record before its `Editable project location:` line", () => {
    const shown: Action = {
      run: "pip show python-dateutil | head -8", exit: 0,
      output: "Name: python-dateutil\nVersion: 2.9.0.post1.dev3\nSummary: Extensions to the standard Python datetime module\nHome-page: https://github.com/dateutil/dateutil\n"
        + "Author: Gustavo Niemeyer\nAuthor-email: gustavo@niemeyer.net\nLicense: Dual License\nLocation: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages\n",
    };
    const { verdict, verified } = read([P, shown, EDIT, GREEN]);
    expect(verified.summary).not.toContain("installed copy");
    expect(verdict).toBe("pass");
  });
});

describe("a run whose own output shows it imported the edited source", () => {
  test("a failure traced through `src/dateutil/relativedelta.py` is the change's failure, not an installed copy's", () => {
    const shown: Action = { run: "pip show python-dateutil", exit: 0, output: "Name: python-dateutil\nVersion: 2.9.0.post0\nLocation: /root/.pyenv/versions/3.11.7/lib/python3.11/site-packages\nRequires: six\n" };
    const red: Action = {
      run: "python -m pytest tests/test_relativedelta.py -q", exit: 1,
      output: "F.......\n=================================== FAILURES ===================================\n____________________ RelativeDeltaTest.testWeeks ____________________\n"
        + "src/dateutil/relativedelta.py:272: in weeks\n    return int(self.days / 7) + self._bad\nE   AttributeError: 'relativedelta' object has no attribute '_bad'\n"
        + "=========================== short test summary info ============================\nFAILED tests/test_relativedelta.py::RelativeDeltaTest::testWeeks\n1 failed, 80 passed in 0.61s",
    };
    const { verdict, verified } = read([P, shown, EDIT, red]);
    expect(verified.summary).not.toContain("installed copy");
    expect(verdict).toBe("fail");
  });
});
