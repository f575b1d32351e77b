import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked } from "../../src/checks/claims.js";
import { preExistingFailures } from "../../src/checks/failed-as-before.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { ranWholeSuite, selectionOf } from "../../src/checks/selection.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { isTestFile, noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// review 39: the defects a reviewer who did not write session 39's change demonstrated, each kept as a test

const change = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -10,2 +10,3 @@\n x\n+y\n`;
const addsTest = (path: string, line: string) => `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,2 @@\n+${line}\n+    assert True\n`;

describe("claims beside a failure shown on the original code too", () => {
  const whole: Action = { run: "pytest -q 2>&1 | tail -3", exit: 1, output: "FAILED tests/test_net.py::test_fetch - ConnectionError\n1 failed, 200 passed in 3.1s\n" };
  const stashed: Action = { run: "git stash && pytest tests/test_net.py -q; git stash pop", exit: 0,
    output: "Saved working directory\nFAILED tests/test_net.py::test_fetch - ConnectionError\n1 failed, 3 passed in 0.4s\n" };
  const part: Action = { run: "pytest tests/test_core.py -q", exit: 0, output: "6 passed in 0.1s\n" };
  const claims = (said: string, task?: string) =>
    claimsBacked(checkContext(trajectoryOf([...(task === undefined ? [] : [{ prompt: task }]), { edit: "core.py" }, whole, stashed, part, { say: said }]),
      parseUnifiedDiff(change("core.py")), null));

  test("'the full test suite passes' is not backed by the part that passed (D3)", () => {
    expect(claims("The full test suite passes.").status).not.toBe("pass");
    expect(claims("pytest: 201 passed, 0 failed.").status).not.toBe("pass");
  });

  test("a claim that names the failure it showed on the original code stands", () => {
    expect(claims("With the fix tests/test_core.py passes; the full suite has one failure, `test_fetch`, which fails identically with my change stashed.")
      .status).toBe("pass");
  });

  test("the task's own failing test, failing with the change stashed too, is not pre-existing (D2)", () => {
    const session = (task: string) => trajectoryOf([{ prompt: task }, { edit: "core.py" }, whole, stashed, part]);
    const shown = (task: string) => [...preExistingFailures(checkContext(session(task), parseUnifiedDiff(change("core.py")), null))].map((run) => run.step);
    expect(shown("Fix the port handling in core.py.")).toEqual([2]);
    expect(shown("tests/test_net.py::test_fetch shows the bug: fetch drops the port. Fix it.")).toEqual([]);
  });
});

describe("a failing test is the PR's new one only in the file the PR adds it to (D4)", () => {
  test("an existing test of the same name in another file stays the agent's to explain", () => {
    const diff = change("slug.py") + addsTest("tests/test_slug.py", "def test_basic():");
    const run: Action = { run: "pytest -q 2>&1 | tail -3", exit: 1, output: "FAILED tests/test_mailer.py::test_basic - SMTPConnectError\n1 failed, 40 passed in 1.0s\n" };
    const said: Action = { say: "tests/test_mailer.py::test_basic fails with SMTPConnectError: it needs a mail server, unrelated to the slug change." };
    expect(finalChecksGreen(checkContext(trajectoryOf([{ edit: "slug.py" }, { edit: "tests/test_slug.py" }, run, said]), parseUnifiedDiff(diff), null)).status)
      .not.toBe("fail");
    const own: Action = { ...run, output: "FAILED tests/test_slug.py::test_basic - AssertionError\n1 failed, 40 passed in 1.0s\n" };
    expect(finalChecksGreen(checkContext(trajectoryOf([{ edit: "slug.py" }, { edit: "tests/test_slug.py" }, own, said]), parseUnifiedDiff(diff), null)).status)
      .toBe("fail");
  });
});

describe("own-test rewrites are of the agent's own test, where it wrote it (D5)", () => {
  test("an existing test failing (shown pre-existing) and the agent's own assertion given a message: no rewrite found", () => {
    const diff = change("core.py") + addsTest("tests/test_core.py", "def test_blank_returns_none():");
    const full: Action = { run: "pytest -q", exit: 1, output: "FAILED tests/test_net.py::test_fetch - ConnectionError\n1 failed, 20 passed in 1s\n" };
    const wrote: Action = { edit: "tests/test_core.py", text: "def test_blank_returns_none():\n    assert result is None" };
    const message: Action = { edit: "tests/test_core.py", text: "    assert result is None, \"blank input\"", old: "    assert result is None" };
    const result = noWeakenedTests(checkContext(trajectoryOf([{ edit: "core.py" }, wrote, full, message, { run: "pytest -q", exit: 0, output: "21 passed\n" }]),
      parseUnifiedDiff(diff), null));
    expect(result.summary).not.toContain("The agent's new test");
  });
});

describe("selections that leave tests out, and a runner's mode word after its options (D7)", () => {
  test("vitest's --shard and --changed, jest's --onlyChanged are filters, not the whole suite", () => {
    expect(ranWholeSuite({ selection: selectionOf(["vitest", "run", "--shard=1/3"], "vitest"), runner: "vitest" })).toBe(false);
    expect(ranWholeSuite({ selection: selectionOf(["vitest", "run", "--changed"], "vitest"), runner: "vitest" })).toBe(false);
    expect(ranWholeSuite({ selection: selectionOf(["jest", "--onlyChanged"], "jest"), runner: "jest" })).toBe(false);
  });

  test("`vitest --config x.ts run` runs the whole suite", () => {
    expect(selectionOf(["vitest", "--config", "vite.config.ts", "run"], "vitest")).toEqual([]);
    expect(selectionOf(["vitest", "--reporter", "verbose", "run", "src/a.spec.ts"], "vitest")).toEqual(["src/a.spec.ts"]);
  });
});

describe("smaller readings", () => {
  test("a multi-line skip decorator marks the test below it, not the one above", () => {
    const diff = change("core.py") + "diff --git a/tests/test_core.py b/tests/test_core.py\n--- a/tests/test_core.py\n+++ b/tests/test_core.py\n@@ -1,1 +1,9 @@\n x\n"
      + "+def test_empty_returns_none():\n+    assert parse('') is None\n+\n+@pytest.mark.skip(\n+    reason=\"needs the network\",\n+)\n"
      + "+def test_fetch_remote_config():\n+    assert fetch()\n";
    const failed: Action = { run: "pytest tests/test_core.py", exit: 1, output: "FAILED tests/test_core.py::test_empty_returns_none - AssertionError\n1 failed, 1 passed\n" };
    const trajectory = trajectoryOf([{ edit: "core.py" }, { edit: "tests/test_core.py" }, failed, { edit: "tests/test_core.py", text: "@pytest.mark.skip(" },
      { run: "pytest tests/test_core.py", exit: 0, output: "1 passed, 1 skipped\n" }]);
    const quotes = noWeakenedTests(checkContext(trajectory, parseUnifiedDiff(diff), null)).evidence.map((item) => item.quote).join("\n");
    expect(quotes).not.toContain("test skipped after it failed");
  });

  test("a module named tests.py is a test module; a CLI command named test.py is not", () => {
    expect(isTestFile("tests.py")).toBe(true);
    expect(isTestFile("app/tests.py")).toBe(true);
    expect(isTestFile("tool/commands/test.py")).toBe(false);
  });

  test("tap-spec's failed titles stop at npm's own lines", () => {
    const output = "  Failed Tests: There was 1 failure\n\n    adds\n\n      ✖ should be equal\n\nnpm ERR! Test failed.  See above for more details.\n";
    expect(failingTests(output)).toEqual(["adds"]);
  });
});
