/** Session 35's review of the JavaScript and pytest readings: each a defect a helper who did not write them demonstrated, mended. */
import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const verdict = (actions: Action[], diff: string | null) =>
  decideFromChecks(runChecks(checkContext(trajectoryOf(actions), diff === null ? null : parseUnifiedDiff(diff), null)));

// ---------- pytest: the PR's new test and whether a run kept it ----------
const pyDiff = (testLines: string[], start = 100) => [
  "diff --git a/schema.py b/schema.py", "--- a/schema.py", "+++ b/schema.py", "@@ -10,2 +10,4 @@ class Regex:",
  "     def __repr__(self):", "         return 'Regex'", "+    def __eq__(self, other):", "+        return self._pattern == other._pattern",
  "diff --git a/tests/test_schema.py b/tests/test_schema.py", "--- a/tests/test_schema.py", "+++ b/tests/test_schema.py",
  `@@ -${start},2 +${start},${2 + testLines.length} @@`, "     assert True", " ", ...testLines.map((line) => `+${line}`),
].join("\n") + "\n";
const CODE: Action = { edit: "/repo/schema.py" };
const TEST: Action = { edit: "/repo/tests/test_schema.py" };
const pyRun = (command: string, output = "12 passed, 110 deselected in 1.25s"): Action => ({ run: command, exit: 0, output });
const verifiedPy = (diff: string, command: string, output?: string) =>
  verifiedAfterLastEdit(checkContext(trajectoryOf([CODE, TEST, pyRun(command, output)]), parseUnifiedDiff(diff), null));

describe("pytest -k and selection: the new test did run", () => {
  test("-k given twice: pytest keeps the last one (`-k regex` selects the new test)", () => {
    const diff = pyDiff(["", "def test_regex_equality():", "    assert Regex('a') == Regex('a')"]);
    const result = verifiedPy(diff, "pytest tests/test_schema.py -k old -k regex -q");
    expect(result.status, result.summary).toBe("pass");
  });

  test("a multi-line @pytest.mark.parametrize above the new test adds parameter ids that -k matches", () => {
    const diff = pyDiff(["", "@pytest.mark.parametrize(", "    \"backend\",", "    [\"numpy\", \"torch\"],", ")",
      "def test_regex_backend(backend):", "    assert Regex('a', backend=backend) == Regex('a', backend=backend)"]);
    const result = verifiedPy(diff, "pytest tests/test_schema.py -k torch -q", "1 passed, 30 deselected in 0.4s");
    expect(result.status, result.summary).toBe("pass");
  });

  test("a parametrized fixture adds ids to the new test's name that -k matches", () => {
    const diff = pyDiff(["", "@pytest.fixture(params=[\"sqlite\", \"postgres\"])", "def db(request):", "    return connect(request.param)", "",
      "", "def test_regex_roundtrip(db):", "    assert db.load(Regex('a')) == Regex('a')"]);
    const result = verifiedPy(diff, "pytest tests/test_schema.py -k sqlite -q", "1 passed, 30 deselected in 0.4s");
    expect(result.status, result.summary).toBe("pass");
  });

  test("`pytest file::TestOuter` runs the new test of a nested class TestOuter.TestInner", () => {
    const diff = pyDiff(["", "class TestRegex:", "    class TestEquality:", "        def test_same_pattern(self):", "            assert Regex('a') == Regex('a')"]);
    const result = verifiedPy(diff, "pytest tests/test_schema.py::TestRegex -q", "3 passed in 0.2s");
    expect(result.status, result.summary).toBe("pass");
  });

  test("`pytest --ds myproject.settings` (pytest-django) runs the whole suite", () => {
    const diff = pyDiff(["", "def test_regex_equality():", "    assert Regex('a') == Regex('a')"]);
    const result = verifiedPy(diff, "pytest --ds myproject.settings -q", "120 passed in 3.1s");
    expect(result.status, result.summary).toBe("pass");
  });
});

// ---------- coverage gate ----------
describe("a coverage gate missed by a run of the whole suite", () => {
  test("`pytest tests/` is the whole suite: pytest-cov's unmet gate fails it", () => {
    const output = "........................................................ [100%]\n---------- coverage: platform linux, python 3.11 ----------\nTOTAL     812     130    84%\n"
      + "FAIL Required test coverage of 90% not reached. Total coverage: 84.10%\n======================== 56 passed in 2.31s ========================";
    const { runs } = runsOf([{ run: "pytest tests/ --cov=mypkg", exit: 1, output }]);
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });

  test("`npx jest test/` is the whole suite: jest's unmet global threshold fails it", () => {
    const output = "PASS test/format.test.ts\nJest: \"global\" coverage threshold for branches (100%) not met: 98%\n\nTest Suites: 4 passed, 4 total\nTests:       168 passed, 168 total\nRan all test suites matching /test\\//i.";
    const { runs } = runsOf([{ run: "npx jest test/", exit: 1, output }]);
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });
});

describe("the gate-missed whole suite, end to end", () => {
  test("edit, then `pytest tests/` red only by the project's --cov-fail-under: no Approve", () => {
    const diff = "diff --git a/mypkg/core.py b/mypkg/core.py\n--- a/mypkg/core.py\n+++ b/mypkg/core.py\n@@ -1,2 +1,3 @@\n def f():\n+    x = 1\n     return 1\n";
    const output = "........................................................ [100%]\nTOTAL     812     130    84%\n"
      + "FAIL Required test coverage of 90% not reached. Total coverage: 84.10%\n======================== 56 passed in 2.31s ========================";
    const decision = verdict([{ prompt: "Refactor f." }, { edit: "mypkg/core.py" }, { run: "pytest tests/", exit: 1, output }, { say: "Done." }, { end: "completed" }], diff);
    expect(decision.verdict).not.toBe("pass");
  });
});

// ---------- rows of a table of cases ----------
const jsTestFile = (hunk: string, lines: string[]) => "diff --git a/test/index.test.ts b/test/index.test.ts\n--- a/test/index.test.ts\n+++ b/test/index.test.ts\n"
  + `${hunk}\n` + lines.join("\n") + "\n";
const weakened = (actions: Action[], diff: string) => noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));

describe("rows of a table of cases", () => {
  test("a failing row kept with the same values but re-laid over several lines (prettier, by hand) is not removed", () => {
    const failed: Action = { run: "npx vitest run", exit: 1, output: "   × destr > throws on invalid JSON > [1,2,3]? 5ms\n   ✓ destr > throws on invalid JSON > invalid JSON text 19ms\n Tests  1 failed | 40 passed (41)" };
    const diff = jsTestFile("@@ -140,5 +140,8 @@", [
      "     const testCases = [",
      "-      { input: \"[1,2,3]?\", output: \"Unexpected non-whitespace character\" },",
      "+      {",
      "+        input: \"[1,2,3]?\",",
      "+        output: \"Unexpected non-whitespace character\",",
      "+      },",
      "       { input: \"invalid JSON text\", output: \"Invalid JSON\" },",
      "     ];",
    ]);
    const result = weakened([failed, { edit: "src/index.ts" }, { edit: "test/index.test.ts" }, { run: "npx vitest run", exit: 0, output: " Tests  41 passed (41)" }], diff);
    expect(result.blocking, result.summary).toBe(false);
  });

  test("a removed row whose value is a common word in another test's failure line is not shown failing", () => {
    // an earlier run failed `returns null for empty input`; the PR drops a duplicated row `{ input: "null", … }` from another table
    const failed: Action = { run: "npx vitest run", exit: 1, output: "   × destr > returns null for empty input 3ms\n   ✓ destr > parses null 1ms\n Tests  1 failed | 40 passed (41)" };
    const diff = jsTestFile("@@ -20,6 +20,5 @@", [
      "     const testCases = [",
      "       { input: \"true\", output: true },",
      "-      { input: \"null\", output: null },",
      "       { input: \"false\", output: false },",
      "       { input: \"null\", output: null },",
      "     ];",
    ]);
    const result = weakened([failed, { edit: "src/index.ts" }, { edit: "test/index.test.ts" }, { run: "npx vitest run", exit: 0, output: " Tests  41 passed (41)" }], diff);
    expect(result.blocking, result.summary).toBe(false);
  });

  test("jest's `FAIL <file>` line names a file, not a row: a removed row whose value is in the path is not shown failing", () => {
    const failed: Action = { run: "npx jest", exit: 1, output: "FAIL test/format.test.ts\n  ● format › pads numbers\n\nTests:       1 failed, 40 passed, 41 total" };
    const diff = "diff --git a/test/format.test.ts b/test/format.test.ts\n--- a/test/format.test.ts\n+++ b/test/format.test.ts\n@@ -20,5 +20,4 @@\n"
      + "   const units = [\n     [\"bytes\", 1],\n-    [\"format\", 2],\n     [\"kB\", 1000],\n   ];\n";
    const result = weakened([failed, { edit: "src/format.ts" }, { edit: "test/format.test.ts" }, { run: "npx jest", exit: 0, output: "Tests:       41 passed, 41 total" }], diff);
    expect(result.blocking, result.summary).toBe(false);
  });
});

// ---------- skip options ----------
describe("node:test / vitest skip options", () => {
  test("a one-line test that passes `{ skip: [...] }` to the code under test skips nothing", () => {
    const diff = "diff --git a/test/walk.test.js b/test/walk.test.js\n--- a/test/walk.test.js\n+++ b/test/walk.test.js\n@@ -10,3 +10,3 @@\n"
      + " const walk = require('../walk')\n-it('walks a tree', () => expect(walk('fixtures/tree')).toEqual(['a.js', 'b.js']))\n"
      + "+it('walks a tree', () => expect(walk('fixtures/tree', { skip: ['.git'] })).toEqual(['a.js', 'b.js']))\n it('walks nothing', () => expect(walk('none')).toEqual([]))\n";
    const result = weakened([], diff);
    expect(result.status, result.summary).not.toBe("fail");
  });
});

// ---------- builds of object files ----------
describe("a build asked for object files", () => {
  const build = (edits: string[], runs: string[]) => {
    const actions: Action[] = [...edits.map((edit) => ({ edit })), ...runs.map((run) => ({ run, exit: 0, output: "[1/1] Building CXX object x" }))];
    const trajectory = trajectoryOf(actions);
    return verifiedAfterLastEdit(checkContext(trajectory, null, null));
  };

  test("ninja's own object of the edited source (CMake's `…/caffe.dir/util/io.cpp.o`) compiles it", () => {
    const result = build(["src/caffe/util/io.cpp"], ["ninja -C build src/caffe/CMakeFiles/caffe.dir/util/io.cpp.o"]);
    expect(result.status, result.summary).toBe("pass");
  });
});

// ---------- a run its own timeout stopped ----------
describe("a run stopped by its own timeout, with a count printed by an earlier part of the output", () => {
  test("`timeout 300 make test` running pytest twice: the second cut off, the first's count is not the run's", () => {
    const output = "python -m pytest tests/unit -q\n........................................ [100%]\n40 passed in 1.20s\n"
      + "python -m pytest tests/integration -q\n..........";
    const { runs } = runsOf([{ run: "timeout 300 make test", exit: 124, output }]);
    expect(runs.map((run) => run.outcome)).toEqual(["unknown"]);
  });

  test("`npm run test:unit && timeout 120 npm run test:e2e`: the e2e run was cut, the unit count is not its result", () => {
    const output = "> test:unit\n> jest src\n\nTest Suites: 5 passed, 5 total\nTests:       40 passed, 40 total\n\n> test:e2e\n> jest e2e --runInBand\n\nRUNS e2e/login.test.ts\n";
    const { runs } = runsOf([{ run: "npm run test:unit && timeout 120 npm run test:e2e", exit: 124, output }]);
    expect(runs.map((run) => [run.runner, run.outcome])).not.toContainEqual(["npm run test:e2e", "passed"]);
  });
});

describe("the cut-off run, end to end", () => {
  // the unit run passed (the `&&` reached the e2e run); the e2e run its bound stopped has no result of its own
  test("unit tests passed, then the e2e run hung until its own timeout: the e2e run is not passed on the unit count", () => {
    const output = "> test:unit\n> jest src\n\nTest Suites: 5 passed, 5 total\nTests:       40 passed, 40 total\n\n> test:e2e\n> jest e2e --runInBand\n\nRUNS e2e/login.test.ts\n";
    const { runs } = runsOf([{ run: "npm run test:unit && timeout 120 npm run test:e2e", exit: 124, output }]);
    const e2e = runs.find((run) => run.command.includes("test:e2e") && run.lineIndex === 1);
    expect(e2e?.outcome).not.toBe("passed");
  });
});

// ---------- debug labels ----------
import { debugLeftovers } from "../../src/checks/debug-leftovers.js";
import type { DiffFile } from "../../src/evidence/diff.js";
describe("a print that calls itself debug", () => {
  const modified = (path: string, ...lines: string[]) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`
    + `@@ -10,2 +10,${2 + lines.length} @@\n function main(argv) {\n${lines.map((line) => `${line}\n`).join("")}   return 0;\n`;
  const leftovers = (diff: string) => debugLeftovers(parseUnifiedDiff(diff) as DiffFile[], []).map((item) => item.quote);

  test("a CLI's hint to rerun with --debug is a message to the user, not a leftover", () => {
    expect(leftovers(modified("src/cli.ts", "+  } catch (err) {", "+    console.error(err.message);", "+    console.error('Run again with --debug for the full stack trace.');"))).toEqual([]);
  });

  test("a logger's own debug level prints by design", () => {
    expect(leftovers(modified("src/logger.ts", "+  debug(message: string) {", "+    if (this.level > Level.Debug) return;", "+    console.log(`[debug] ${message}`);", "+  }"))).toEqual([]);
  });

  test("under `elif args.verbose:` printing is the point", () => {
    expect(leftovers(modified("pkg/core.py", "+    if args.quiet:", "+        pass", "+    elif args.verbose:", "+        print(\"debug info:\", state)"))).toEqual([]);
  });

  test("end to end: the CLI hint makes the PR Request changes", () => {
    const diff = modified("src/cli.ts", "+  } catch (err) {", "+    console.error(err.message);", "+    console.error('Run again with --debug for the full stack trace.');");
    const decision = verdict([{ prompt: "Print a short error instead of the stack; mention --debug." }, { edit: "src/cli.ts" },
      { run: "npm test", exit: 0, output: "Tests:       12 passed, 12 total" }, { say: "Done." }, { end: "completed" }], diff);
    expect(decision.verdict).not.toBe("fail");
  });
});

// ---------- table rows that are one expected value, not cases ----------
describe("a list that is one test's expected value", () => {
  test("headers the task removes, dropped from the expected list after the old test failed: no case deleted", () => {
    const failed: Action = { run: "pytest tests/test_headers.py -q", exit: 1, output: "F.\nFAILED tests/test_headers.py::test_default_headers - AssertionError: assert [('Content-Type', 'text/html')] == [('Content-Type', 'text/html'), ('X-Frame-Options', 'DENY')]\n1 failed, 1 passed in 0.12s" };
    const diff = "diff --git a/app/headers.py b/app/headers.py\n--- a/app/headers.py\n+++ b/app/headers.py\n@@ -3,3 +3,2 @@\n DEFAULT = [\n     (\"Content-Type\", \"text/html\"),\n-    (\"X-Frame-Options\", \"DENY\"),\n ]\n"
      + "diff --git a/tests/test_headers.py b/tests/test_headers.py\n--- a/tests/test_headers.py\n+++ b/tests/test_headers.py\n@@ -5,6 +5,5 @@\n def test_default_headers():\n     assert default_headers() == [\n"
      + "         (\"Content-Type\", \"text/html\"),\n-        (\"X-Frame-Options\", \"DENY\"),\n     ]\n";
    const actions: Action[] = [{ prompt: "Stop sending X-Frame-Options by default; the CSP frame-ancestors header replaces it." },
      { edit: "app/headers.py" }, failed, { edit: "tests/test_headers.py" }, { run: "pytest tests/test_headers.py -q", exit: 0, output: "..\n2 passed in 0.10s" }];
    const result = weakened(actions, diff);
    expect(result.blocking, result.summary).toBe(false);
  });
});

describe("rows the task asks to drop", () => {
  test("the task names the inputs whose cases go: removing those rows after they failed is the change asked for", () => {
    const failed: Action = { run: "npx vitest run", exit: 1, output: "   × toBoolean > parses enabled 3ms\n   × toBoolean > parses disabled 1ms\n   ✓ toBoolean > parses true 1ms\n Tests  2 failed | 30 passed (32)" };
    const diff = "diff --git a/src/bool.ts b/src/bool.ts\n--- a/src/bool.ts\n+++ b/src/bool.ts\n@@ -1,4 +1,2 @@\n const TRUE = [\"true\", \"1\"];\n-  \"enabled\",\n-  \"disabled\",\n const FALSE = [\"false\", \"0\"];\n"
      + jsTestFile("@@ -5,5 +5,3 @@", ["   const cases = [", "     { input: \"true\", output: true },", "-    { input: \"enabled\", output: true },", "-    { input: \"disabled\", output: false },", "   ];"]);
    const actions: Action[] = [{ prompt: "toBoolean should stop accepting the strings 'enabled' and 'disabled'; only true/false/1/0 remain." },
      { edit: "src/bool.ts" }, failed, { edit: "test/index.test.ts" }, { run: "npx vitest run", exit: 0, output: " Tests  30 passed (30)" }];
    const result = weakened(actions, diff);
    expect(result.blocking, result.summary).toBe(false);
  });
});
