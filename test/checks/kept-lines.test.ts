import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf } from "../helpers/trajectory.js";
import { runsOf } from "../helpers/runs.js";

const THREE = "ok  \texample.com/gate/internal/server\t0.214s\nok  \texample.com/gate/internal/store\t0.031s\n?   \texample.com/gate/tools/gen\t[no test files]";

describe("a per-package runner's lines cut by tail or head", () => {
  test("`go test ./... | tail -3` that filled its 3 lines: no result of the whole run, and said why", () => {
    const { runs } = runsOf([{ run: "go test ./... 2>&1 | tail -3", exit: 0, output: THREE }]);
    expect(runs.map((run) => [run.outcome, run.partial])).toEqual([
      ["unknown", "`tail -3` kept only its last 3 lines, and the results of the packages it dropped are not shown"],
    ]);
    const trajectory = trajectoryOf([{ edit: "internal/limiter/limiter.go" }, { run: "go test ./... 2>&1 | tail -3", exit: 0, output: THREE }]);
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).summary).toContain("but `tail -3` kept only its last 3 lines");
  });

  test("head, `-n 5` and tail's default of 10 are read the same; cargo's per-binary results too", () => {
    const five = Array.from({ length: 5 }, (_, index) => `ok  \texample.com/m/p${index}\t0.01s`).join("\n");
    expect(runsOf([{ run: "go test ./... | head -n 5", exit: 0, output: five }]).runs[0]!.outcome).toBe("unknown");
    const ten = Array.from({ length: 10 }, (_, index) => `ok  \texample.com/m/p${index}\t0.01s`).join("\n");
    expect(runsOf([{ run: "go test ./... | tail", exit: 0, output: ten }]).runs[0]!.outcome).toBe("unknown");
    const cargo = "test result: ok. 4 passed; 0 failed; 0 ignored\n   Doc-tests m\ntest result: ok. 0 passed; 0 failed; 0 ignored";
    expect(runsOf([{ run: "cargo test 2>&1 | tail -3", exit: 0, output: cargo }]).runs[0]!.outcome).toBe("unknown");
  });

  test("fewer lines than the filter keeps, pipefail, or a runner that ends with a summary of the whole run: read as usual", () => {
    expect(runsOf([{ run: "go test ./... | tail -5", exit: 0, output: THREE }]).runs[0]!.outcome).toBe("passed");
    expect(runsOf([{ run: "set -o pipefail; go test ./... | tail -3", exit: 0, output: THREE }]).runs[0]!.outcome).toBe("passed");
    expect(runsOf([{ run: "pytest -q | tail -1", exit: 0, output: "12 passed in 0.40s" }]).runs[0]!.outcome).toBe("passed");
    // `tail -n +2` keeps all but the first line; `head -c` counts bytes
    const ten = Array.from({ length: 10 }, (_, index) => `ok  \texample.com/m/p${index}\t0.01s`).join("\n");
    expect(runsOf([{ run: "go test ./... | tail -n +2", exit: 0, output: ten }]).runs[0]!.outcome).toBe("passed");
    expect(runsOf([{ run: "go test ./... | head -c 4000", exit: 0, output: ten }]).runs[0]!.outcome).toBe("passed");
  });
});
