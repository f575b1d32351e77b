import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
// audit AY's torch-pipeline-parallelism KzH22ed: a cut multi-process test of the final code timed out, then another harness passed
const cutHang: Action = { run: "PYTHONPATH=/app python3 - <<'PY'\nimport torch.multiprocessing as mp\nfrom transformers import ...(+56 chars)", exit: 124,
  output: "(exit code 124 (timed out after 180s)) Command timed out\nexit code 124" };
const later: Action = { run: "python3 /tmp/test_final.py", exit: 0, output: "rank 0 verification_ok" };

describe("a line the recorder cut that the harness stopped at its time limit after the last change", () => {
  test("is named beside the later green check of another kind", () => {
    const result = green([{ edit: "/app/pipeline.py" }, cutHang, later]);
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("a command the recorder cut was stopped at its time limit after the last change (step 2), and what it ran is not shown");
  });

  test("one after the last green check is named once, among the cut lines that exited non-zero", () => {
    const summary = green([{ edit: "/app/pipeline.py" }, later, cutHang]).summary;
    expect(summary).toContain("1 more command the recorder cut exited non-zero after the last of them (step 3, exit 124)");
    expect(summary).not.toContain("time limit");
  });

  test("not when it came before the last change, ended on its own, or was not cut", () => {
    expect(green([cutHang, { edit: "/app/pipeline.py" }, later]).summary).not.toContain("time limit");
    expect(green([{ edit: "/app/pipeline.py" }, { ...cutHang, output: "(exit code 1) Traceback" }, later]).summary).not.toContain("time limit");
    // with no edit recorded there is no "last change" to date it by
    expect(green([cutHang, later]).summary).not.toContain("time limit");
    const whole: Action = { run: "sleep 999", exit: 124, output: "Command timed out" };
    expect(green([{ edit: "/app/pipeline.py" }, whole, later]).summary).not.toContain("recorder cut");
  });
});
