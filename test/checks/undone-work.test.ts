import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const TESTED: Action[] = [{ prompt: "Fix load() in src/loader.py." }, { edit: "src/loader.py" }, { run: "python -m pytest -q", exit: 0, output: "24 passed in 0.41s" }];
const SAVED = "Saved working directory and index state WIP on main: 9d1e2f0 release";

function read(actions: Action[]) {
  const results = runChecks(checkContext(trajectoryOf(actions), null, null));
  return { verdict: decideFromChecks(results).verdict, verified: results.find((result) => result.id === "verified_after_last_edit")! };
}

describe("a change put back by the end holds no change a check could stand for", () => {
  test("`git stash` never popped again: the work as it ends is the original code", () => {
    for (const stash of [
      { run: "git stash && python -m pytest -q tests/test_cli.py::test_env", exit: 1, output: `${SAVED}\n1 failed in 0.08s` },
      { run: "git stash", exit: 0, output: SAVED },
      { run: "git checkout -- src/loader.py", exit: 0 },
    ] as Action[]) {
      const { verdict, verified } = read([...TESTED, stash, { end: "completed" }]);
      expect(verdict).toBe("neutral");
      expect(verified.summary).toBe("Every change the agent made to the work was put back by step 4: the work as it ends is the original code, so no check of a change stands.");
    }
  });

  test("a stash popped again, one that kept the index, one of other files, or nothing to stash leaves the change", () => {
    const pop: Action = { run: "git stash pop", exit: 0, output: "On branch main\nChanges not staged for commit:\n\tmodified:   src/loader.py\nDropped refs/stash@{0} (0e9d)" };
    for (const after of [
      [{ run: "git stash", exit: 0, output: SAVED }, pop],
      [{ run: "git add -A && git stash -k", exit: 0, output: SAVED }],
      [{ run: "git stash push -- tests/test_cli.py", exit: 0, output: SAVED }],
      [{ run: "git stash", exit: 0, output: "No local changes to save" }],
    ] as Action[][]) {
      expect(read([...TESTED, ...after, { end: "completed" }]).verdict).toBe("pass");
    }
  });
});

describe("a failure of a change put back since", () => {
  test("is of code that is gone: no Request changes on it", () => {
    const failed: Action[] = [{ prompt: "Fix load() in src/loader.py." }, { edit: "src/loader.py" }, { run: "python -m pytest -q", exit: 1, output: "FAILED tests/test_a.py::test_x\n1 failed, 23 passed" }];
    const results = runChecks(checkContext(trajectoryOf([...failed, { run: "git checkout -- src/loader.py", exit: 0 }, { end: "completed" }]), null, null));
    expect(decideFromChecks(results).verdict).toBe("neutral");
    expect(results.find((result) => result.id === "final_checks_green")!.summary)
      .toContain("`pytest` (step 3) failed, then every change to the work was put back (step 4): the code it failed on is gone.");
  });
});
