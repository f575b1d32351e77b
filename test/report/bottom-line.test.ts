import { describe, expect, test } from "vitest";
import { buildReport } from "../../src/report/build.js";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { decideFromChecks } from "../../src/verdict/decide.js";
import { EMPTY_USAGE } from "../../src/model.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const RED = "FAILED tests/test_env.py::test_network - ConnectionError\n==== 1 failed, 40 passed in 1.2s ====";

function summaryOf(actions: Action[]): { verdict: string; summary: string } {
  const trajectory = trajectoryOf(actions);
  const checks = runChecks(checkContext(trajectory, null, null));
  const decision = decideFromChecks(checks);
  const skipped = { status: "skipped" as const, reason: "judging turned off (--no-llm)", model: null };
  const judge = { judge: skipped, criteria: [], judgeScore: null, baselineScore: null, usage: EMPTY_USAGE };
  const parts = { trajectory, bytes: 1, redactions: 0, diff: null, checks, decision, evidenceScore: null, judge, score: null };
  const report = buildReport({ ...parts, errors: [], warnings: [] });
  return { verdict: report.verdict, summary: report.summary };
}

describe("the summary's bottom line", () => {
  const start: Action[] = [{ prompt: "Make the parser accept empty input." }, { run: "pytest tests", exit: 1, output: RED }, { edit: "src/core.py" }];
  const end: Action[] = [{ say: "Done: the parser accepts empty input." }, { end: "completed" }];

  test("an approval whose suite fails as it did on the original code says so", () => {
    const { verdict, summary } = summaryOf([...start, { run: "pytest tests/test_core.py", exit: 0, output: "==== 9 passed in 0.3s ====" }, { run: "pytest tests", exit: 1, output: RED }, ...end]);
    expect(verdict).toBe("pass");
    expect(summary).toContain("Its checks passed on the final version of its work, except failures it showed on the original code too, and nothing blocking was found.");
  });

  test("an approval with a cut command the harness stopped at its time limit after the change says so", () => {
    const hang: Action = { run: "PYTHONPATH=/app python3 - <<'PY'\nimport torch.multiprocessing as mp ...(+56 chars)", exit: 124, output: "(exit code 124 (timed out after 180s)) Command timed out" };
    const { verdict, summary } = summaryOf([...start, hang, { run: "pytest tests", exit: 0, output: "==== 41 passed in 1.2s ====" }, ...end]);
    expect(verdict).toBe("pass");
    expect(summary).toContain("except a command the recorder cut that the harness stopped at its time limit after the last change, and nothing blocking");
  });

  test("an approval with a probe of the agent's own left failing before a later change says so", () => {
    const probe: Action[] = [
      { run: "cat > probe.py <<'EOF'\nimport core\nassert core.parse('') == []\nEOF", exit: 0 },
      { run: "python3 probe.py", exit: 1, output: "AssertionError" },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 0, output: "==== 41 passed in 1.2s ====" },
    ];
    const { verdict, summary } = summaryOf([{ prompt: "Make the parser accept empty input." }, { edit: "src/core.py" }, ...probe, ...end]);
    expect(verdict).toBe("pass");
    expect(summary).toContain("Its checks passed on the final version of its work, except checks of its own that failed earlier and were not run again, and nothing blocking was found.");
  });

  test("an approval with a probe whose code the recorder cut does not say it was not run again: a cut line may have", () => {
    const probe: Action[] = [
      { run: "python3 - <<'PY'\nimport core\nassert core.parse('') == [], core.parse('')\nprint('probe ok')...(+55 chars)", exit: 1, output: "Traceback (most recent call last):\nAssertionError: None" },
      { edit: "src/core.py" },
      { run: "pytest tests", exit: 0, output: "==== 41 passed in 1.2s ====" },
    ];
    const { verdict, summary } = summaryOf([{ prompt: "Make the parser accept empty input." }, { edit: "src/core.py" }, ...probe, ...end]);
    expect(verdict).toBe("pass");
    expect(summary).toContain("except checks of its own that failed earlier, which may or may not have run again (the recorder cut their code), and nothing blocking");
  });

  test("an approval with every check green says only that", () => {
    const { verdict, summary } = summaryOf([...start, { run: "pytest tests", exit: 0, output: "==== 41 passed in 1.2s ====" }, ...end]);
    expect(verdict).toBe("pass");
    expect(summary).toContain("Its checks passed on the final version of its work and nothing blocking was found.");
  });
});

describe("the summary's account of edits", () => {
  test("a patch the agent applied is named apart from the count of edited files, set off by commas", () => {
    const actions: Action[] = [
      { prompt: "Backport the upstream fix." },
      { edit: "src/core.py" },
      { run: "git apply /work/fix.diff", exit: 0 },
      { run: "pytest tests", exit: 0, output: "==== 41 passed in 1.2s ====" },
      { say: "Done." },
      { end: "completed" },
    ];
    expect(summaryOf(actions).summary).toMatch(/^The agent made 3 tool calls, edited 1 file, not counting the files of 1 patch it applied \(step 3\), and ran 1 command this report reads as a check\./);
  });
});
