import { describe, expect, test } from "vitest";
import { lineSelection } from "../../src/checks/selection.js";
import { verdictOf, type Step } from "../helpers/claude-session.js";

// session 41: readings of one line that runs a runner several times, and of held-out round 20

const CWD = "/home/dev/proj";
const diffOf = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 2\n`;
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const FAILED_A = "F.\n___ test_f ___\nE   assert 2 == 1\nFAILED tests/test_a.py::test_f - assert 2 == 1\n1 failed, 1 passed in 0.10s";

describe("one runner run several times in a line", () => {
  test("a loop's failure belongs to every file it ran, not to the last item's", async () => {
    const steps: Step[] = [
      { prompt: "Make f return 2." },
      { edit: "src/a.py", old: "    return 1", text: "    return 2" },
      { run: "for t in tests/test_a.py tests/test_b.py; do python -m pytest -q $t; done", exit: 0, output: `${FAILED_A}\n...\n3 passed in 0.05s` },
      { say: "Done." },
    ];
    const { verdict, checks } = await verdictOf(CWD, steps, diffOf("src/a.py"));
    expect(verdict).toBe("fail");
    expect(summaryOf(checks, "final_checks_green")).toContain("`pytest tests/test_a.py tests/test_b.py` (step 4) failed");
  });

  test("a green run of both files later settles it; a green run of the other file alone does not", async () => {
    const first: Step[] = [
      { prompt: "Make f return 2." },
      { edit: "src/a.py", old: "    return 1", text: "    return 2" },
      { run: "python -m pytest -q tests/test_a.py; python -m pytest -q tests/test_b.py", exit: 0, output: `${FAILED_A}\n...\n3 passed in 0.05s` },
      { edit: "tests/test_a.py", old: "    assert f() == 1", text: "    assert f() == 2" },
    ];
    const diff = `${diffOf("src/a.py")}diff --git a/tests/test_a.py b/tests/test_a.py\n--- a/tests/test_a.py\n+++ b/tests/test_a.py\n@@ -3,2 +3,2 @@\n def test_f():\n-    assert f() == 1\n+    assert f() == 2\n`;
    const both = await verdictOf(CWD, [...first, { run: "python -m pytest -q tests/test_a.py tests/test_b.py", exit: 0, output: "....\n5 passed in 0.07s" }], diff);
    expect(summaryOf(both.checks, "final_checks_green")).not.toContain("failed");
    const other = await verdictOf(CWD, [...first, { run: "python -m pytest -q tests/test_b.py", exit: 0, output: "...\n3 passed in 0.05s" }], diff);
    expect(other.verdict).not.toBe("pass");
  });

  test("the line's selection: operands together; the whole suite among them is the suite; other filters have none", () => {
    expect(lineSelection([["tests/test_b.py"], ["tests/test_a.py"]])).toEqual(["tests/test_a.py", "tests/test_b.py"]);
    expect(lineSelection([["tests/test_a.py", "-k f"], ["tests/test_b.py", "-k f"]])).toEqual(["-k f", "tests/test_a.py", "tests/test_b.py"]);
    expect(lineSelection([["tests/test_a.py"], []])).toEqual([]);
    expect(lineSelection([["-k x"], ["-k y"]])).toBeNull();
  });
});

describe("an if whose condition is the check: the branch the output shows is its status", () => {
  const ran = (command: string, output: string): Step[] => [
    { prompt: "Make f return 2." },
    { edit: "src/a.py", old: "    return 1", text: "    return 2" },
    { run: command, exit: 0, output },
    { say: "Done, the tests pass." },
  ];
  const IF_PYTEST = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo PASS; else echo FAIL; tail -3 /tmp/out.txt; fi";

  test("the then-branch's echo alone: the tests passed", async () => {
    const { verdict, checks } = await verdictOf(CWD, ran(IF_PYTEST, "PASS"), diffOf("src/a.py"));
    expect(verdict).toBe("pass");
    expect(summaryOf(checks, "final_checks_green")).toBe("The last run of `pytest` succeeded.");
  });

  test("the else-branch's echo alone: they failed, though the line exited 0", async () => {
    const { verdict } = await verdictOf(CWD, ran(IF_PYTEST, "FAIL\nE   assert 2 == 1\n"), diffOf("src/a.py"));
    expect(verdict).toBe("fail");
  });

  test("`!` swaps the branches", async () => {
    const negated = "if ! python -m pytest -q > /tmp/out.txt 2>&1; then echo TESTS FAILED; else echo ALL GOOD; fi";
    expect((await verdictOf(CWD, ran(negated, "ALL GOOD"), diffOf("src/a.py"))).verdict).toBe("pass");
    expect((await verdictOf(CWD, ran(negated, "TESTS FAILED"), diffOf("src/a.py"))).verdict).toBe("fail");
  });

  test("both echoes shown, or no else and nothing shown: the echoes tell nothing", async () => {
    const prefix = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo OK; else echo OK, but failed; fi";
    expect((await verdictOf(CWD, ran(prefix, "OK, but failed"), diffOf("src/a.py"))).verdict).toBe("neutral");
    const noElse = "if python -m pytest -q > /tmp/out.txt 2>&1; then echo PASS; fi";
    expect((await verdictOf(CWD, ran(noElse, ""), diffOf("src/a.py"))).verdict).toBe("neutral");
  });
});

describe("a run its own timeout stopped", () => {
  const stopped = (command: string, output: string): Step[] => [
    { prompt: "Make f return 2." },
    { edit: "src/a.py", old: "    return 1", text: "    return 2" },
    { run: command, exit: 0, output },
  ];

  test("the status is the one the line echoed, not the line's exit 0 that the echo set", async () => {
    const { verdict, checks } = await verdictOf(CWD, stopped("timeout 60 python -m pytest -q; echo rc=$?", "....\nrc=124"), diffOf("src/a.py"));
    expect(verdict).toBe("neutral");
    const said = summaryOf(checks, "verified_after_last_edit");
    expect(said).toContain("stopped it (its status, echoed: 124)");
    expect(said).not.toContain("exit 0");
  });

  test("unmasked, the line's status is the bound's", async () => {
    const steps: Step[] = [...stopped("timeout 60 python -m pytest -q", "....")];
    steps[2] = { run: "timeout 60 python -m pytest -q", exit: 124, output: "...." };
    const { checks } = await verdictOf(CWD, steps, diffOf("src/a.py"));
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("stopped it (exit 124)");
  });
});
