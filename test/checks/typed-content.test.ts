import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of real Terminal-Bench runs (count-dataset-tokens): the answer typed into the file, then read back
const READ_BACK = "python - <<'PY'\nfrom pathlib import Path\ns = Path('/app/answer.txt').read_text()\nassert s == '79586'\nprint('verified')\nPY";

const runners = (actions: Action[]) => verificationRuns(trajectoryOf(actions)).map((run) => `${run.runner} ${run.outcome}`);

describe("code that reads back a file whose content the agent typed", () => {
  test("is no check: it shows the write happened, not that the answer is right", () => {
    expect(runners([{ run: "printf '79586' > /app/answer.txt", exit: 0 }, { run: READ_BACK, exit: 0, output: "verified" }])).toEqual([]);
    expect(runners([{ run: `printf '79586' > /app/answer.txt && ${READ_BACK}`, exit: 0, output: "verified" }])).toEqual([]);
  });

  test("a file a program wrote, or code that computes more than it reads, is checked", () => {
    expect(runners([{ run: "python3 count.py > /app/answer.txt", exit: 0 }, { run: READ_BACK, exit: 0, output: "verified" }]))
      .toEqual(["python (inline) passed"]);
    const recomputes = READ_BACK.replace("from pathlib import Path", "from pathlib import Path\nfrom tokenizers import Tokenizer");
    expect(runners([{ run: "printf '79586' > /app/answer.txt", exit: 0 }, { run: recomputes, exit: 0, output: "verified" }]))
      .toEqual(["python (inline) passed"]);
    // an echo of a variable's value: the content is not the line's own text
    expect(runners([{ run: "echo \"$N\" > /app/answer.txt", exit: 0 }, { run: READ_BACK, exit: 0, output: "verified" }]))
      .toEqual(["python (inline) passed"]);
  });
});
