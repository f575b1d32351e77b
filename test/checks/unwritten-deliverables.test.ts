import { describe, expect, test } from "vitest";
import { endedCleanly } from "../../src/checks/ending.js";
import { unwrittenDeliverables } from "../../src/checks/unwritten-deliverables.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of a real Terminal-Bench task (model-extraction-relu-logits)
const TASK = "By making queries to forward(), write a file called `/app/steal.py` that when run will output a matrix equal to A1. "
  + "The script should save this matrix to `/app/stolen_A1.npy`. Read the weights from /app/weights.json.";

describe("the files a task asks for that no step of the transcript wrote or named", () => {
  test("are the task's products never named by any call, not its inputs", () => {
    const trajectory = trajectoryOf([{ prompt: TASK }, { run: "python3 -c 'import forward; print(forward.forward([0]*10))'", exit: 0, output: "0.5" }]);
    expect(unwrittenDeliverables(trajectory)).toEqual(["/app/steal.py", "/app/stolen_A1.npy"]);
  });

  test("a product a program wrote or a command named is not said unmade", () => {
    const trajectory = trajectoryOf([{ prompt: TASK }, { edit: "/app/steal.py", tool: "Write" }, { run: "python3 /app/steal.py", exit: 0, output: "saved" }]);
    expect(unwrittenDeliverables(trajectory)).toEqual(["/app/stolen_A1.npy"]);
    const named = trajectoryOf([{ prompt: TASK }, { edit: "/app/steal.py", tool: "Write" }, { run: "ls /app/stolen_A1.npy", exit: 0, output: "/app/stolen_A1.npy" }]);
    expect(unwrittenDeliverables(named)).toEqual([]);
  });

  test("a transcript whose recorder cut a command may name it in the part not shown: nothing is said", () => {
    const trajectory = trajectoryOf([{ prompt: TASK }, { run: "cd /app && cat > s.py <<'EOF'\nimport numpy...(+200 chars)", exit: 0, output: "" }]);
    expect(unwrittenDeliverables(trajectory)).toEqual([]);
  });

  test("a run stopped from outside says which it never made", () => {
    const actions: Action[] = [{ prompt: TASK }, { run: "python3 probe.py", exit: 0, output: "match: False" }, { end: "limit" }];
    expect(endedCleanly(runsOf(actions).context).summary).toContain("No step wrote `/app/steal.py` or `/app/stolen_A1.npy`, which the task asks it to make.");
  });
});
