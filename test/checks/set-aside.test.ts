import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const BROKEN = "FAILED tests/test_core.py::test_one - AssertionError\n1 failed, 11 passed in 0.4s";
const changed: Action[] = [{ prompt: "Fix f() in src/core.py for empty input." }, { edit: "src/core.py" }, { run: "python -m pytest tests -q", exit: 1, output: BROKEN }];

function read(actions: Action[]) {
  const results = runChecks(checkContext(trajectoryOf(actions), null, null));
  const of = (id: string) => results.find((result) => result.id === id)!;
  return { verdict: decideFromChecks(results).verdict, verified: of("verified_after_last_edit"), green: of("final_checks_green") };
}

describe("a run made with the change set aside shows the original code, not the work", () => {
  test("the tests passing with the change stashed neither verify the edit nor settle the work's failure: it came with the change", () => {
    for (const aside of [
      [{ run: "git stash && python -m pytest tests -q; git stash pop", exit: 0, output: "Saved working directory\n12 passed\nDropped refs/stash@{0}" }],
      [{ run: "git stash", exit: 0 }, { run: "python -m pytest tests -q", exit: 0, output: "12 passed" }, { run: "git stash pop", exit: 0 }],
    ] as Action[][]) {
      const { verdict, verified, green } = read([...changed, ...aside]);
      expect(verdict).toBe("fail");
      expect(verified.summary).toBe("`pytest tests` (step 3) ran after the last edit of `src/core.py` (step 2) and failed (`test_one`).");
      const step = aside.length === 1 ? 4 : 5;
      expect(green.summary).toBe(`The last run of \`pytest tests\` (step 3) failed, and no later run shows it fixed. \`pytest tests\` passed on the original code at step ${step} (with the change stashed (git stash)): the failure comes with the change.`);
    }
  });

  test("the failing test alone passing with the change stashed: the failure comes with the change, though the agent called it pre-existing", () => {
    const suite = { run: "python -m pytest -q", exit: 1, output: "FAILED tests/test_loader.py::test_default_port - TypeError\n1 failed, 23 passed in 0.49s" };
    const baseline = { run: "git stash && python -m pytest -q tests/test_loader.py::test_default_port; git stash pop", exit: 0, output: "Saved working directory\n.\n1 passed in 0.05s\nDropped refs/stash@{0}" };
    const said = { say: "23 tests pass; test_default_port fails but that looks pre-existing and unrelated to this change." };
    const trajectory = trajectoryOf([{ prompt: "Fix load() in src/loader.py." }, { edit: "src/loader.py" }, suite, baseline, said]);
    const results = runChecks(checkContext(trajectory, parseUnifiedDiff("diff --git a/src/loader.py b/src/loader.py\n--- a/src/loader.py\n+++ b/src/loader.py\n@@ -1 +1 @@\n-a\n+b\n"), null));
    const green = results.find((result) => result.id === "final_checks_green")!;
    expect(decideFromChecks(results).verdict).toBe("fail");
    expect(green.summary).toContain("passed on the original code at step 4 (with the change stashed (git stash)): the failure comes with the change.");
    expect(green.evidence.map((item) => item.step)).toEqual([2, 3]);
  });

  test("another test failing with the change stashed leaves the work's own failure charged to it", () => {
    const other = { run: "git stash && python -m pytest tests -q; git stash pop", exit: 0, output: "FAILED tests/test_io.py::test_url - URLError\n1 failed, 11 passed" };
    // the stash run listed its only failure, another test: the work's failing test passed there (a baseline after the red run counts)
    expect(read([...changed, other]).green.summary).toBe("The last run of `pytest tests` (step 3) failed, and no later run shows it fixed. "
      + "`test_one` passed on the original code: `pytest tests` (step 4) listed its only failure there, another test.");
  });

  test("the same failure with the change stashed is pre-existing, named on the work's run", () => {
    const same = { run: "git stash && python -m pytest tests -q; git stash pop", exit: 0, output: BROKEN };
    const { verdict, green } = read([...changed, same]);
    expect(verdict).toBe("neutral");
    expect(green.summary).toBe("No recognized check recorded a passing result. `pytest tests` (step 3) fails on the original code too (step 4, with the change stashed (git stash)): not charged to this change.");
  });

  test("a claim about the work is read against the work's runs, not the run on the original code", () => {
    const work = { run: "python -m pytest -q", exit: 1, output: "FAILED tests/test_remote.py::test_fetch_remote - URLError\n1 failed, 25 passed in 5.61s" };
    const baseline = { run: "git stash && python -m pytest -q tests/test_remote.py; git stash pop", exit: 0, output: "Saved working directory\nF\nFAILED tests/test_remote.py::test_fetch_remote - URLError\n1 failed in 5.12s\nDropped refs/stash@{0}" };
    const answer = { say: "Fixed load(). 25 tests pass; tests/test_remote.py::test_fetch_remote fails because it needs network access, and it fails the same way on the original code." };
    const results = runChecks(checkContext(trajectoryOf([{ prompt: "Fix f() in src/core.py." }, { edit: "src/core.py" }, work, baseline, answer]), null, null));
    const claims = results.find((result) => result.id === "claims_backed")!;
    expect(claims.status).toBe("pass");
    expect(claims.evidence.map((item) => item.quote)).toContain("1 failed, 25 passed in 5.61s");
    expect(claims.evidence.some((item) => item.step === 3)).toBe(false);
    expect(decideFromChecks(results).verdict).toBe("neutral");
  });

  test("a stash that keeps the index, or stashes only files the change did not touch, leaves the change in place", () => {
    for (const line of ["git add -A && git stash -k && python -m pytest tests -q; git stash pop", "git stash push -- tests/test_io.py && python -m pytest tests -q; git stash pop"]) {
      const { verdict, green } = read([...changed, { run: line, exit: 0, output: "Saved working directory\n" + BROKEN }]);
      expect(verdict).toBe("fail");
      expect(green.summary).not.toContain("original code");
    }
    // a stash of the changed file itself does set it aside
    const own = read([...changed, { run: "git stash push -- src/core.py && python -m pytest tests -q; git stash pop", exit: 0, output: BROKEN }]);
    expect(own.green.summary).toContain("fails on the original code too");
  });

  test("when the only run after the last edit had the change set aside, no check of the work ran after it", () => {
    const { verified } = read([...changed, { edit: "src/core.py" }, { run: "git stash && python -m pytest tests -q; git stash pop", exit: 0, output: "12 passed" }]);
    expect(verified.status).toBe("warn");
    expect(verified.summary).toBe("No check with a pass or fail of its own ran after the last edit of `src/core.py`, step 4; the last one was `pytest`, step 3; `pytest` at step 5 ran on the original code (with the change stashed (git stash)).");
  });

  test("a restore of only the agent's test edits leaves the change in place: the run after it checks the work", () => {
    const tested: Action[] = [
      { prompt: "Fix f() in src/core.py for empty input." }, { run: "sed -i 's/x\\[0\\]/x[0] if x else None/' src/core.py", exit: 0 },
      { run: "sed -i '$a def test_empty(): assert f([]) is None' tests/test_core.py", exit: 0 },
      { run: "python -m pytest tests -q", exit: 1, output: BROKEN },
      { run: "git checkout tests/test_core.py", exit: 0, output: "Updated 1 path from the index" },
    ];
    const after = read([...tested, { run: "python -m pytest tests -q", exit: 0, output: "11 passed" }]);
    expect(after.verified.summary).toBe("`pytest tests` (step 6) ran after the last edit of `tests/test_core.py` (step 3).");
    expect(after.verdict).toBe("pass");
    // restoring every file the change updated is the original code
    const all = read([...tested.slice(0, 4), { run: "git checkout src/core.py tests/test_core.py && python -m pytest tests -q", exit: 1, output: BROKEN }]);
    expect(all.green.summary).toBe("No recognized check recorded a passing result. `pytest tests` (step 4) fails on the original code too (step 5, with the changed files restored (git checkout)): not charged to this change.");
  });

  test("restoring files the agent never changed (setup.py the environment changed) sets nothing of its change aside", () => {
    const { verified, verdict } = read([
      { prompt: "Fix f() in src/core.py for empty input." }, { run: "cat > src/core.py <<'EOF'\ndef f(x):\n    return x[0] if x else None\nEOF", exit: 0 },
      { run: "git checkout setup.py tox.ini", exit: 0, output: "Updated 2 paths from the index" },
      { run: "python -m pytest tests -q", exit: 0, output: "12 passed in 0.4s" },
    ]);
    expect(verified.summary).toBe("`pytest tests` (step 4) ran after the last edit of `src/core.py` (step 2).");
    expect(verdict).toBe("pass");
  });

  test("when every run had the change set aside, checks ran but none of the work, and the comment says which", () => {
    const { verified } = read([changed[0]!, changed[1]!, { run: "git stash && python -m pytest tests -q && git stash pop", exit: 1, output: `Saved working directory\n${BROKEN}` }]);
    expect(verified.summary).toBe("No check of the work ran in the whole run; the last edit was `src/core.py`, step 2; `pytest` at step 3 ran on the original code (with the change stashed (git stash)).");
  });
});
