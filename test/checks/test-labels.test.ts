import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { covers, selectionOf, selectsFile } from "../../src/checks/selection.js";
import { settingsUnconfigured } from "../../src/checks/settings-unconfigured.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const EDIT: Action = { run: "sed -i 's/self.model._meta$/self.model._meta.concrete_model._meta/' django/db/models/query.py", exit: 0 };
const ran = (count: number, tail: string) => `Found ${count} test(s).\nSystem check identified no issues (0 silenced).\n${"-".repeat(70)}\nRan ${count} tests in 0.41s\n\n${tail}\n`;
const ERRORED = `E\n${"=".repeat(70)}\nERROR: test_select_related_only (proxy_models.tests.ProxyModelTests)\nAttributeError: 'NoneType' object has no attribute 'attname'\n${ran(58, "FAILED (errors=1)")}`;
const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));

describe("a test runner's bare operands are labels of the tests it runs", () => {
  test("Django's runtests and unittest take app and module labels; option values and numbers are no labels", () => {
    expect(selectionOf(["python", "tests/runtests.py", "proxy_models", "--settings", "test_sqlite", "--parallel", "1"], "python runtests.py")).toEqual(["proxy_models"]);
    const unittest = checkContext(trajectoryOf([{ run: "python -m unittest tests.test_api.ApiTest -v", exit: 0, output: "Ran 3 tests in 0.1s\n\nOK" }]), null, null);
    expect(unittest.runs.map((run) => run.selection)).toEqual([["tests.test_api.ApiTest"]]);
    expect(selectionOf(["pytest", "-p", "xdist", "--tb", "short", "tests"], "pytest")).toEqual(["tests"]);
    expect(selectionOf(["pytest", "-v", "tests"], "pytest")).toEqual(["tests"]);
    // a build tool's operands stay its targets, not tests
    expect(selectionOf(["make", "-C", "build", "test"], "make test")).toEqual([]);
  });

  test("unittest's `discover` is its subcommand, the whole suite, no label; a dotted label names its module's file", () => {
    const discover = checkContext(trajectoryOf([{ run: "python -m unittest discover -p '*_test.py' 2>&1 | tail -3", exit: 0, output: "Ran 52 tests in 0.1s\n\nOK" }]), null, null);
    expect(discover.runs.map((run) => run.selection)).toEqual([[]]);
    expect(selectsFile({ selection: ["colorama.tests.ansi_test"] }, "colorama/tests/ansi_test.py")).toBe(true);
    expect(selectsFile({ selection: ["colorama.tests.ansi_test.AnsiTest.test_fore"] }, "/repo/colorama/tests/ansi_test.py")).toBe(true);
    expect(selectsFile({ selection: ["colorama.tests.winterm_test"] }, "colorama/tests/ansi_test.py")).toBe(false);
  });

  test("a label holds the modules and tests under it; another app's label, or a file's name, does not", () => {
    expect(covers(["proxy_models"], ["proxy_models.tests.ProxyModelTests.test_select_related_only"])).toBe(true);
    expect(covers(["proxy_models"], ["proxy_models/tests.py"])).toBe(true);
    expect(covers(["defer"], ["proxy_models"])).toBe(false);
    expect(covers(["proxy_models.tests.ProxyModelTests.test_x"], ["proxy_models"])).toBe(false);
    expect(covers(["test_api"], ["test_api.py"])).toBe(false);
  });

  test("a failing test's label is settled by a later green run of the app that holds it", () => {
    const result = green([
      { run: "python tests/runtests.py proxy_models.tests.ProxyModelTests.test_select_related_only", exit: 1, output: ERRORED },
      EDIT,
      { run: "python tests/runtests.py proxy_models", exit: 0, output: ran(58, "OK") },
    ]);
    expect(result.status).toBe("pass");
  });

  test("an app's failure after the change is not settled by a green run of another app", () => {
    const result = green([EDIT, { run: "python tests/runtests.py proxy_models", exit: 1, output: ERRORED }, { run: "python tests/runtests.py defer", exit: 0, output: ran(12, "OK") }]);
    expect(result.status).toBe("fail");
    expect(result.summary).toContain("`python runtests.py proxy_models` (step 2) failed");
  });
});

describe("a runner started without the framework's settings ran no test", () => {
  const PYTEST = [
    "collected 0 items / 1 error",
    "_________________ ERROR collecting tests/proxy_models/tests.py _________________",
    "django/conf/__init__.py:72: in _setup",
    "    raise ImproperlyConfigured(",
    "E   django.core.exceptions.ImproperlyConfigured: Requested setting INSTALLED_APPS, but settings are not configured. You must either define the environment variable DJANGO_SETTINGS_MODULE or call settings.configure() before accessing settings.",
    "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!",
    "=============================== 1 error in 0.31s ===============================",
  ].join("\n");
  const UNITTEST = [
    "E",
    "======================================================================",
    "ERROR: tests (unittest.loader._FailedTest)",
    "django.core.exceptions.ImproperlyConfigured: Requested setting DEFAULT_INDEX_TABLESPACE, but settings are not configured. You must …",
    "----------------------------------------------------------------------",
    "Ran 1 test in 0.000s",
    "",
    "FAILED (errors=1)",
  ].join("\n");

  test("pytest's and unittest's import errors saying so are read as the setup's, not the code's", () => {
    expect(settingsUnconfigured(PYTEST)).toMatch(/^django\.core\.exceptions\.ImproperlyConfigured: Requested setting INSTALLED_APPS/);
    expect(settingsUnconfigured(UNITTEST)).toMatch(/^django\.core\.exceptions\.ImproperlyConfigured: Requested setting DEFAULT_INDEX_TABLESPACE/);
  });

  test("beside a test that ran and failed, or another error, it is no setup failure", () => {
    expect(settingsUnconfigured(`${PYTEST}\nE   AssertionError: 2 != 3\n==== 1 failed, 1 error in 0.3s ====`)).toBeNull();
    expect(settingsUnconfigured(PYTEST.replace("E   django", "E   ImportError: cannot import name 'only'\nE   django"))).toBeNull();
    expect(settingsUnconfigured(`${UNITTEST}\nFAIL: test_x (a.tests.T)`)).toBeNull();
    expect(settingsUnconfigured("Ran 3 tests in 0.1s\n\nOK")).toBeNull();
  });

  test("pytest erroring that way and the same tests green under runtests: approved on the runtests run", () => {
    const actions: Action[] = [EDIT, { run: "python -m pytest tests/proxy_models/tests.py -q", exit: 2, output: PYTEST }, { run: "cd tests && python runtests.py proxy_models", exit: 0, output: ran(58, "OK") }];
    const context = checkContext(trajectoryOf(actions), null, null);
    expect(finalChecksGreen(context).status).toBe("pass");
    expect(finalChecksGreen(context).summary).toContain("errored setting up its tests");
    expect(verifiedAfterLastEdit(context).status).toBe("pass");
    // alone it shows nothing: no pass, no fail
    expect(green(actions.slice(0, 2)).status).toBe("warn");
  });
});
