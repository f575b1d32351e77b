import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf(actions), null, null));

describe("claims about a named command", () => {
  test("a command in code with its outcome is a claim; the same words without a command are not", () => {
    expect(findClaims("- `git fsck --full` reports no issues.", "final answer")[0]).toMatchObject({ kind: "tests", broad: true, code: ["git fsck --full"] });
    expect(findClaims("`make check` passes on the final tree.", "final answer")[0]).toMatchObject({ kind: "tests", code: ["make check"] });
    expect(findClaims("The `config` file reports no issues.", "final answer")).toEqual([]);
    expect(findClaims("`git fsck --full` does not report no issues.", "final answer")).toEqual([]);
  });

  test("a dash standing for the agent before 'verified' makes a claim", () => {
    expect(findClaims("5. ✅ Running the server — verified it responds to GetVal/SetVal RPCs", "final answer")[0]).toMatchObject({ kind: "tests", broad: true });
    expect(findClaims("Running the server — not verified yet", "final answer")).toEqual([]);
  });

  test("the items under a Verification heading are claims", () => {
    const answer = "**Verification:**\n- The recovered matrix matches the original up to scaling\n- The method generalizes to another network";
    expect(findClaims(answer, "final answer").map((claim) => claim.kind)).toEqual(["tests", "tests"]);
  });

  test("backed by the command's last run after the last edit, exit 0 and no trouble in its output", () => {
    const result = check([
      { edit: "repo/.git/config" },
      { run: "git -C repo fsck --full", exit: 0, output: "" },
      { run: "git fsck --full && echo FSCK_DONE", exit: 0, output: "Checking object directories: 100% (256/256), done.\nFSCK_DONE" },
      { say: "Done.\n- `git fsck --full` reports no issues." },
    ]);
    expect(result.status).toBe("pass");
    expect(result.claims[0]).toMatchObject({ verdict: "backed" });
    expect(result.claims[0]!.evidence[0]).toMatchObject({ step: 2 });
  });

  test("a test command run only to build or list its tests (`go test -c`, `pytest --collect-only`) does not back that it passes", () => {
    const built = check([
      { edit: "internal/clock/clock.go" },
      { run: "go test ./internal/clock -c -o /tmp/clock.test", exit: 0, output: "" },
      { say: "`go test ./internal/clock` compiles and passes." },
    ]);
    expect(built.status).toBe("warn");
    expect(built.claims[0]).toMatchObject({ verdict: "unbacked", overstated: true });
    expect(built.claims[0]!.evidence[0]!.quote).toBe("go test ./internal/clock -c -o /tmp/clock.test · it builds the tests and runs none");
    const listed = check([
      { edit: "src/slug.py" },
      { run: "pytest tests/test_slug.py --collect-only -q", exit: 0, output: "tests/test_slug.py::test_ascii\n\n1 test collected in 0.01s" },
      { say: "`pytest tests/test_slug.py` passes." },
    ]);
    expect(listed.claims[0]!.evidence[0]!.quote).toMatch(/· it lists the tests and runs none$/);
  });

  test("unbacked when the run that exited 0 printed trouble, or the command failed", () => {
    const dangling = check([{ edit: "a.txt" }, { run: "git fsck --full", exit: 0, output: "dangling blob 52d18a" }, { say: "`git fsck --full` reports no issues." }]);
    expect(dangling.claims[0]).toMatchObject({ verdict: "unbacked" });
    expect(dangling.claims[0]!.evidence[0]!.quote).toContain("dangling blob 52d18a");
    const failed = check([{ edit: "a.txt" }, { run: "./check.sh --all", exit: 3, output: "bad" }, { say: "`./check.sh --all` passes." }]);
    expect(failed.claims[0]).toMatchObject({ verdict: "unbacked" });
  });

  test("a run before the last edit does not judge it", () => {
    const result = check([{ run: "git fsck --full", exit: 0, output: "" }, { edit: "a.txt" }, { say: "`git fsck --full` reports no issues." }]);
    expect(result.claims[0]?.verdict).not.toBe("backed");
  });

  test("a recognized test run is judged by its outcome: '1 expected to fail' in its summary is no trouble", () => {
    const output = "===== tests finished: 38 passed, 1 expected to fail, in 0.47 seconds =====";
    const result = check([{ edit: "sympy/core/a.py" }, { run: "bin/test sympy/core/tests/test_a.py", exit: 0, output }, { say: "`bin/test sympy/core/tests/test_a.py` passed." }]);
    expect(result.claims[0]).toMatchObject({ verdict: "backed" });
  });
});

describe("the line a backed claim cites", () => {
  test("a code span the output shows verbatim is cited", () => {
    const result = check([
      { edit: "src/clparse.c" },
      { run: "bash test_battle.sh", exit: 0, output: "Results: warrior one wins" },
      { run: "bash test_debugger.sh", exit: 0, output: "PASS" },
      { say: "**Verification:**\n- The battle prints `Results: warrior one wins`" },
    ]);
    expect(result.claims[0]!.evidence[0]).toMatchObject({ step: 1 });
    expect(result.claims[0]!.evidence[0]!.quote).toContain("Results: warrior one wins");
  });

  test("the line that prints most of the claim's numbers is cited, not the named program's last run", () => {
    const result = check([
      { edit: "gates.txt" },
      { run: "python3 check_sim.py", exit: 0, output: "Examples: sim 208 = 377 | sim 20000 = 1407432322\nFINAL: PASS" },
      { run: "./sim 4294967295", exit: 0, output: "3091400418" },
      { say: "Verified:\n- ./sim 208 → 377 ✓ (isqrt(208)=14, fib(14)=377)" },
    ]);
    expect(result.claims[0]).toMatchObject({ verdict: "backed" });
    expect(result.claims[0]!.evidence[0]!.quote).toContain("sim 208 = 377");
  });
});

describe("a claim beside another check left failing", () => {
  const failingProbe = { run: "python3 - <<'PY'\nfrom algo import solve\nassert solve([[1]]) == [[1]]\nPY", exit: 1, output: "Traceback (most recent call last):\nAssertionError" };
  const status = { run: "python3 check_examples.py && git status", exit: 0, output: "All examples pass: True\nnothing to commit, working tree clean" };

  test("is backed only by output that states it", () => {
    const result = check([{ edit: "algo.py" }, failingProbe, status, { say: "Done: the working tree is clean and I verified every example." }]);
    expect(result.claims[0]).toMatchObject({ verdict: "backed" });
    expect(result.claims[0]!.evidence[0]!.quote).toContain("working tree clean");
  });

  test("a claim with no subject of its own cannot be told", () => {
    const result = check([{ edit: "algo.py" }, failingProbe, status, { say: "Everything was verified." }]);
    expect(result.claims[0]).toMatchObject({ verdict: "unchecked" });
  });
});

test("beside a failing check, a name the output merely shows (a printed signature) does not back a claim", () => {
  const failing = { run: "python3 - <<'PY'\nfrom run import run_tasks\nassert run_tasks([], 0) is None\nPY", exit: 1, output: "Traceback (most recent call last):\nValueError" };
  const signature = { run: "python3 -c \"import inspect, run; print(inspect.signature(run.run_tasks)); print('OK')\"", exit: 0, output: "(tasks, max_concurrent: int) -> None\nOK" };
  const result = check([{ edit: "run.py" }, failing, signature, { say: "Verified:\n- Serial execution (max_concurrent=1)" }]);
  expect(result.claims[0]?.verdict).not.toBe("backed");
});

test("a claim that a message is absent is not backed by output that shows the message", () => {
  const shown = { run: "python3 test_direct.py", exit: 0, output: "done\nTask was destroyed but it is pending!" };
  const result = check([{ edit: "run.py" }, shown, { say: "Verified:\n- No \"Task was destroyed but it is pending\" warnings" }]);
  expect(result.claims[0]?.verdict).not.toBe("backed");
});
