import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the shape of real Terminal-Bench runs (count-dataset-tokens): the answer typed into the file, then computed again
const TYPED: Action = { run: "printf '79586' > /app/answer.txt", exit: 0 };
const RECOMPUTE = "python - <<'PY'\nfrom tokenizers import Tokenizer\nimport pyarrow.parquet as pq\nt = pq.read_table('data.parquet')\nprint(count(t))\nPY";

const runs = (actions: Action[]) => verificationRuns(trajectoryOf(actions)).map((run) => [run.runner, run.outcome, run.quote]);

describe("a value typed into a file that a later command computed again", () => {
  test("is a passed check: the recomputation agrees with the answer", () => {
    expect(runs([TYPED, { run: RECOMPUTE, exit: 0, output: "total 79586" }])).toEqual([["python (recomputes answer.txt)", "passed", "total 79586"]]);
  });

  test("not when the line holds the value or names the file, prints another value, failed, or came first", () => {
    expect(runs([TYPED, { run: "echo checking 79586", exit: 0, output: "checking 79586" }])).toEqual([]);
    expect(runs([TYPED, { run: "wc -c /app/answer.txt; cat /app/answer.txt", exit: 0, output: "5 /app/answer.txt\n79586" }])).toEqual([]);
    expect(runs([TYPED, { run: RECOMPUTE, exit: 0, output: "total 795861" }])).toEqual([]);
    expect(runs([TYPED, { run: RECOMPUTE, exit: 1, output: "79586\nTraceback" }])).toEqual([]);
    expect(runs([{ run: RECOMPUTE, exit: 0, output: "79586" }, TYPED])).toEqual([]);
    // a line the recorder cut may read the file in the part not shown
    expect(runs([TYPED, { run: "python - <<'PY'\nfrom tokenizers import Tokenizer\nimport pyarrow...(+55 chars)", exit: 0, output: "79586" }])).toEqual([]);
  });

  test("a value typed again since is the one that counts; a program's write of the file since drops it", () => {
    expect(runs([TYPED, { run: "printf '80000' > /app/answer.txt", exit: 0 }, { run: RECOMPUTE, exit: 0, output: "79586" }])).toEqual([]);
    expect(runs([TYPED, { run: "python3 solve.py > /app/answer.txt", exit: 0 }, { run: RECOMPUTE, exit: 0, output: "79586" }])).toEqual([]);
  });
});

// the shape of a real Terminal-Bench run (count-dataset-tokens ZT3xtGp): a program wrote the answer, `cat` showed it,
// a pandas script computed it again
describe("a value a program wrote and a `cat` of the file showed, that a later command computed again", () => {
  const WROTE: Action = { run: "cd /app && python3 solve.py > /app/answer.txt", exit: 0 };
  const SHOWN: Action = { run: "cat /app/answer.txt; echo; echo \"---verify---\"; wc -c /app/answer.txt", exit: 0, output: "79586\n---verify---\n5 /app/answer.txt\n" };

  test("is a passed check, said to be the value the file held when it was shown", () => {
    const trajectory = trajectoryOf([WROTE, SHOWN, { run: RECOMPUTE, exit: 0, output: "Science rows: 26\nTotal deepseek tokens: 79586" }]);
    const [run] = verificationRuns(trajectory);
    expect([run?.runner, run?.outcome, run?.quote]).toEqual(["python (recomputes answer.txt)", "passed", "Total deepseek tokens: 79586"]);
    expect(run?.why).toBe("its output prints 79586, the value /app/answer.txt held when step 2 showed it, which its own line neither holds nor reads");
  });

  test("not when the file is not shown whole, the value is a word, or the line re-runs the program that writes the file", () => {
    const recompute: Action = { run: RECOMPUTE, exit: 0, output: "79586" };
    // cat alone printing two lines: the file is not one value
    expect(runs([WROTE, { run: "cat /app/answer.txt", exit: 0, output: "79586\n12" }, recompute])).toEqual([]);
    // a word of prose, or a number too short to match by chance
    expect(runs([WROTE, { run: "cat /app/answer.txt", exit: 0, output: "done" }, { run: RECOMPUTE, exit: 0, output: "done" }])).toEqual([]);
    expect(runs([WROTE, { run: "cat /app/answer.txt", exit: 0, output: "42" }, { run: RECOMPUTE, exit: 0, output: "42" }])).toEqual([]);
    // the program that writes the file, run again, prints what it writes
    const script = "cat > /app/solve.py <<'EOF'\ntotal = count()\nprint(total)\nopen('/app/answer.txt', 'w').write(str(total))\nEOF\ncd /app && python3 solve.py";
    expect(runs([{ run: script, exit: 0, output: "79586" }, { run: "cat /app/answer.txt", exit: 0, output: "79586" }, { run: "cd /app && python3 solve.py", exit: 0, output: "79586" }])).toEqual([]);
    // a file no command of the agent's wrote is an input: its value printed again is no recomputation (review of session 31)
    expect(runs([{ run: "cat /app/seed.txt", exit: 0, output: "48213" }, { run: "grep -rn seed /app/config.ini", exit: 0, output: "3:seed = 48213" }])).toEqual([]);
    // shown before the program wrote it again: the value shown is no longer known to be the file's
    expect(runs([{ run: "cat /app/answer.txt", exit: 0, output: "79586" }, WROTE, recompute])).toEqual([]);
  });
});

describe("a line the recorder cut that printed the typed value again", () => {
  test("is no check, but verified_after_last_edit says what it printed beside 'no check ran'", () => {
    const cut = { run: "python - <<'PY'\nfrom tokenizers import Tokenizer\nimport pyarrow...(+55 chars)", exit: 0, output: "79586\n79586" };
    const { context } = runsOf([TYPED, cut]);
    expect(context.runs).toEqual([]);
    expect(verifiedAfterLastEdit(context).summary).toBe("No recognized check ran in the whole run; the last edit was `/app/answer.txt`, step 1; "
      + "a line the recorder cut (step 2) printed 79586, the value typed into /app/answer.txt: it may compute it again, but the part of its code that would show how is cut.");
  });

  test("another value printed: named as a cut line that exited 0, not as the value typed", () => {
    const other = runsOf([TYPED, { run: "python - <<'PY'\nimport pyarrow...(+55 chars)", exit: 0, output: "80000" }]);
    expect(verifiedAfterLastEdit(other.context).summary).toBe("No recognized check ran in the whole run; the last edit was `/app/answer.txt`, step 1; "
      + "the recorder cut a line after it that exited 0 (step 2, printing `80000`): what it ran is not all shown, so whether it checked the work is not known.");
  });
});
