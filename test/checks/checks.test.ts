import { describe, expect, test } from "vitest";
import { checkContext, runChecks } from "../../src/checks/index.js";
import { editsMatchDiff, samePath } from "../../src/checks/diff-match.js";
import { endedCleanly } from "../../src/checks/ending.js";
import { taskFound, transcriptReadable } from "../../src/checks/transcript.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const context = (actions: Action[], diff: string | null = null, prBody: string | null = null) =>
  checkContext(trajectoryOf(actions), diff === null ? null : parseUnifiedDiff(diff), prBody);

describe("verified_after_last_edit", () => {
  test("passes when a test ran after the last edit, quoting its output", () => {
    const result = verifiedAfterLastEdit(context([{ edit: "src/a.ts" }, { run: "npm test", exit: 0, output: "Tests 4 passed (4)" }]));
    expect(result.status).toBe("pass");
    expect(result.evidence[0]).toMatchObject({ step: 1, quote: "npm test · exit 0 · Tests 4 passed (4)" });
  });

  test("cites the run after the edit whose selection names the edited file, not a later run of other files", () => {
    const result = verifiedAfterLastEdit(context([
      { edit: "tests/test_parse.py" },
      { run: "pytest tests/test_parse.py", exit: 0, output: "3 passed in 0.1s" },
      { run: "pytest tests/test_other.py tests/test_more.py", exit: 0, output: "90 passed in 1.1s" },
    ]));
    expect(result.summary).toBe("`pytest tests/test_parse.py` (step 2) ran after the last edit of `tests/test_parse.py` (step 1).");
  });

  test("warns (missing evidence, not a defect) when the last edit came after the last check, naming both steps", () => {
    const result = verifiedAfterLastEdit(context([{ run: "npm test", exit: 0 }, { edit: "src/a.ts" }]));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toBe("No check with a pass or fail of its own ran after the last edit of `src/a.ts`, step 2; the last one was `npm test`, step 1.");
    expect(result.evidence.map((item) => item.step)).toEqual([1, 0]);
  });

  test("a check whose status the line hides says so in plain words, never a bare \"masked\"", () => {
    const result = verifiedAfterLastEdit(context([{ edit: "lib/a.ex" }, { run: "mix dialyzer | tee log.txt", exit: 0, output: "Starting Dialyzer" }]));
    expect(result.status).toBe("warn");
    expect(result.summary).toBe(
      "`mix dialyzer` ran after the last edit (step 2), but no status of its own is recorded: the exit code recorded (0) is the whole command line's, "
        + "which another command in it sets (after a pipe, `;`, `||` or `&`, or around `$(…)`), and the output shows no pass or fail.",
    );
    expect(result.evidence[0]!.quote).toBe("mix dialyzer · exit 0 of the whole line, not of this check · Starting Dialyzer");
    expect(JSON.stringify(result)).not.toContain("masked");
  });

  test("a line the recorder cut after the check says that, not that another command set the status", () => {
    const line = "python3 -m venv /tmp/v && /tmp/v/bin/pip install --index-url http://localhost:8080/simple vectorops && /tmp/v/bin/py...(+55 chars)";
    const result = verifiedAfterLastEdit(context([{ edit: "lib/a.py" }, { run: line, exit: 0, output: "Looking in indexes: http://localhost:8080/simple" }]));
    expect(result.summary).toBe(
      "`pip localhost:8080` ran after the last edit (step 2), but no status of its own is recorded: the recorder cut the command line after it, "
        + "so what followed it, and set the exit code recorded (0), is not shown; the output shows no pass or fail.",
    );
  });

  test("warns when files were edited and nothing was recognized as a check", () => {
    const result = verifiedAfterLastEdit(context([{ edit: "src/a.ts" }, { run: "ls", exit: 0 }]));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("No recognized check ran");
  });

  test("logs, notes and backups written after the check do not make it stale", () => {
    const actions = [{ edit: "solve.py" }, { run: "python3 solve.py", exit: 0 }, { edit: "run.log" }, { edit: "NOTES.md" }, { edit: "solve.py.bak" }];
    expect(verifiedAfterLastEdit(context(actions)).status).toBe("pass");
    expect(verifiedAfterLastEdit(context([...actions, { edit: "solve.py" }])).status).toBe("warn");
  });

  test("warns when the run after the last edit has no recorded result", () => {
    expect(verifiedAfterLastEdit(context([{ edit: "a.py" }, { run: "pytest | tail", exit: null }])).status).toBe("warn");
  });

  test("scratch files under /tmp do not make a test stale", () => {
    const result = verifiedAfterLastEdit(context([{ edit: "a.py" }, { run: "pytest", exit: 0 }, { edit: "/tmp/notes.txt" }]));
    expect(result.status).toBe("pass");
  });

  test("a text file named a log (`log.txt`, `test_log.txt`) deleted after the check is captured output, not the work", () => {
    for (const log of ["log.txt", "build/test_log.txt", "run-logs.txt"]) {
      expect(verifiedAfterLastEdit(context([{ edit: "a.py" }, { run: "pytest", exit: 0 }, { run: `rm -f ${log}`, exit: 0 }])).status).toBe("pass");
    }
    // a text file whose name is no log's is a file of the work
    expect(verifiedAfterLastEdit(context([{ edit: "a.py" }, { run: "pytest", exit: 0 }, { run: "rm -f catalog.txt", exit: 0 }])).status).toBe("warn");
  });

  test("with no edits, a verification run passes and its absence warns", () => {
    expect(verifiedAfterLastEdit(context([{ run: "go test ./...", exit: 0 }])).status).toBe("pass");
    expect(verifiedAfterLastEdit(context([{ run: "ls", exit: 0 }])).status).toBe("warn");
  });
});

describe("final_checks_green", () => {
  test("fails when the last run of a command failed, quoting the failure", () => {
    const result = finalChecksGreen(context([{ edit: "a.ts" }, { run: "npm test", exit: 1, output: "Tests 1 failed | 3 passed" }]));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence[0]!.quote).toContain("exit 1");
  });

  test("a failure fixed by a later edit and a green run of the same kind passes", () => {
    const result = finalChecksGreen(
      context([
        { run: "npx vitest run a.test.ts", exit: 1 },
        { edit: "a.ts" },
        { run: "npm test", exit: 0, output: "4 passed" },
      ]),
    );
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("The last run of `npm test` succeeded.");
  });

  test("a failing probe the agent wrote is settled by a change and a later green check; a project test's failure is not", () => {
    const probe = finalChecksGreen(context([{ edit: "repro.py" }, { run: "python3 repro.py", exit: 1 }, { edit: "lib.py" }, { run: "pytest", exit: 0 }]));
    expect(probe.status).toBe("pass");
    // failed on the work as it ends: a green check of another kind does not answer it
    const left = finalChecksGreen(context([{ edit: "repro.py" }, { run: "python3 repro.py", exit: 1 }, { run: "pytest", exit: 0 }]));
    expect(left).toMatchObject({
      status: "warn",
      summary: "The last run of `pytest` succeeded. The agent's own `python3 repro.py` (step 2) failed on the work as it ends and was not run again; "
        + "other checks passed after it, which do not answer it.",
    });
    const suite = finalChecksGreen(context([{ edit: "a.py" }, { run: "pytest", exit: 1 }, { run: "python3 -m py_compile a.py", exit: 0 }]));
    expect(suite.status).toBe("fail");
  });

  test("a failing script the agent wrote and deleted is named as such, and its failure is not answered by its deletion", () => {
    const result = finalChecksGreen(context([
      { edit: "sympy/polys/polytools.py" },
      { edit: "test_edge_cases.py", tool: "Write" },
      { run: "python test_edge_cases.py", exit: 1, output: "FAIL. Expected {(x**2 - y**2, 2)}" },
      { run: "rm test_edge_cases.py", exit: 0, output: "" },
    ]));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain(
      "`python test_edge_cases.py` (step 3) failed and was not run again; `test_edge_cases.py`, which the agent wrote and then deleted, is not part of the PR, but the code it ran may be.",
    );
  });

  test("a deleted script whose assertion failed on a call into the work still failed on the work", () => {
    const traceback = "Traceback (most recent call last):\n  File \"/tmp/test_ki.py\", line 20, in main\n    await run_tasks(tasks, 2)\n"
      + "  File \"/app/run.py\", line 29, in run_tasks\n    await asyncio.gather(*workers)\n  File \"/tmp/test_ki.py\", line 28, in main\n"
      + "    assert \"good\" in cleanup\nAssertionError\n";
    const run = (output: string) => finalChecksGreen(context([
      { edit: "/app/run.py" },
      { edit: "/tmp/test_ki.py", tool: "Write" },
      { run: "python3 /tmp/test_ki.py", exit: 1, output },
      { run: "python3 /tmp/test_all.py", exit: 0, output: "all OK" },
      { run: "rm -f /tmp/test_ki.py", exit: 0 },
    ]));
    const asserted = run(traceback);
    expect(asserted.status).toBe("warn");
    expect(asserted.summary).toContain("The agent's own `python3 test_ki.py` (step 3) failed on the work as it ends and was not run again");
    // an assertion that never reached the work's code, or a failure with no assertion, is the scratch script's own
    const own = run(traceback.replace("  File \"/app/run.py\", line 29, in run_tasks\n    await asyncio.gather(*workers)\n", ""));
    expect(own.summary).not.toContain("failed on the work as it ends");
  });

  test("a run whose line moved into a folder the agent made and deleted checked that scratch", () => {
    const build = (line: string, cleanup = "rm -rf repro") => finalChecksGreen(context([
      { edit: "sphinx/builders/linkcheck.py" },
      { run: "mkdir repro && cat > repro/conf.py <<'EOF'\nproject = 'T'\nEOF\ncat > repro/index.rst <<'EOF'\nbroken_\nEOF", exit: 0 },
      { run: line, exit: 1, output: "(line 1) broken doesntexist - path not found\nbuild finished with problems, 1 warning." },
      { run: cleanup, exit: 0 },
    ]));
    const scratch = build("cd repro && sphinx-build -b linkcheck . _build");
    expect(scratch.status).toBe("warn");
    expect(scratch.summary).toContain("(step 3) failed and was not run again; it ran in `repro`, a folder the agent made and then deleted, which is not part of the PR");
    // the folder kept, or a run that reads outside it, is a check of the work
    expect(build("cd repro && sphinx-build -b linkcheck . _build", "echo kept").status).toBe("fail");
    expect(build("cd repro && python -m pytest ../tests/test_build.py").status).toBe("fail");
  });

  test("re-running a different passing test without a change does not fix a failure", () => {
    const result = finalChecksGreen(context([{ edit: "a.ts" }, { run: "pytest tests/a.py", exit: 1 }, { run: "go test ./...", exit: 0 }]));
    expect(result.status).toBe("fail");
  });

  test("green runs that all came before the last edit are stale", () => {
    const result = finalChecksGreen(context([{ run: "npm test", exit: 0 }, { edit: "a.ts" }]));
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("Every green run of a check came before the last change to the work (`a.ts`, step 2): what they showed may be stale.");
  });

  test("checks after the last edit that showed no result are named beside the stale green ones", () => {
    const result = finalChecksGreen(context([{ run: "npm test", exit: 0 }, { edit: "a.ts" }, { run: "npm test | tail -3", exit: 0, output: "done" }]));
    expect(result.summary).toBe(
      "Every green run of a check came before the last change to the work (`a.ts`, step 2): what they showed may be stale; after it `npm test` (step 3, printed `done`) states no pass or fail, and its exit code is not its own.",
    );
  });

  test("warns when no verification ran at all", () => {
    expect(finalChecksGreen(context([{ edit: "a.ts" }])).status).toBe("warn");
  });
});

describe("ended_cleanly", () => {
  test.each([
    ["completed", "pass", true],
    ["error", "fail", true],
    ["limit", "fail", true],
    ["interrupted", "fail", true],
    ["permission_denied", "fail", true],
    ["awaiting_user", "warn", false],
    ["unknown", "warn", false],
  ] as const)("%s → %s", (kind, status, blocking) => {
    expect(endedCleanly(context([{ end: kind }]))).toMatchObject({ status, blocking });
  });

  test("an unknown ending inside a call that never returned is a cut-off run: fail, blocking", () => {
    const result = endedCleanly(context([{ edit: "Makefile" }, { start: "make all -j16" }, { end: "unknown" }]));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    // the summary counts steps from 1 as a reader does; the evidence keeps the 0-based index
    expect(result.summary).toContain("(step 2, Bash)");
    expect(result.evidence[0]).toMatchObject({ step: 1 });
  });

  test("a call left open is not a cut-off when the agent spoke after it, or when the run says it completed", () => {
    expect(endedCleanly(context([{ start: "npm run dev" }, { say: "The server is up." }, { end: "unknown" }])).status).toBe("warn");
    expect(endedCleanly(context([{ start: "npm run dev" }, { end: "completed" }])).status).toBe("pass");
    expect(endedCleanly(context([{ run: "make", exit: 0 }, { end: "unknown" }])).status).toBe("warn");
  });

  test("stopped from outside after the checks of the final work passed: unfinished, not shown wrong (a person decides)", () => {
    const verified = context([{ edit: "a.py" }, { run: "pytest -q", exit: 0, output: "3 passed" }, { end: "limit" }]);
    expect(endedCleanly(verified)).toMatchObject({ status: "warn", blocking: true, required: true });
    expect(endedCleanly(verified).summary).toContain("Its checks after the last change to the work had passed (step 2)");
    // which limit, or that the transcript cannot tell a limit from an error, is the reader's to say
    expect(endedCleanly(verified).summary).toMatch(/^The run stopped before the agent finished: ended: limit\./);
    // checks that came before the last change, or failed, leave it a failure
    expect(endedCleanly(context([{ run: "pytest -q", exit: 0, output: "3 passed" }, { edit: "a.py" }, { end: "limit" }])).status).toBe("fail");
    expect(endedCleanly(context([{ edit: "a.py" }, { run: "pytest -q", exit: 1, output: "1 failed" }, { end: "error" }])).status).toBe("fail");
    // denied permissions are not softened: the agent could not do what it tried
    expect(endedCleanly(context([{ edit: "a.py" }, { run: "pytest -q", exit: 0, output: "3 passed" }, { end: "permission_denied" }])).status).toBe("fail");
  });
});

describe("task_found and transcript_readable", () => {
  test("the task comes from the transcript, else from the PR body, else it warns", () => {
    expect(taskFound(context([{ prompt: "fix the bug" }])).status).toBe("pass");
    expect(taskFound(context([{ say: "hi" }], null, "Fixes #12: the parser drops BOMs")).summary).toContain("PR description");
    expect(taskFound(context([{ say: "hi" }])).status).toBe("warn");
  });

  test("an empty trajectory is not readable evidence", () => {
    expect(transcriptReadable(context([]))).toMatchObject({ status: "fail", required: true, blocking: false });
    expect(transcriptReadable(context([{ prompt: "x" }])).status).toBe("pass");
  });
});

const DIFF = `diff --git a/src/a.ts b/src/a.ts
--- a/src/a.ts
+++ b/src/a.ts
@@ -1 +1 @@
-old
+new
diff --git a/src/b.ts b/src/b.ts
new file mode 100644
--- /dev/null
+++ b/src/b.ts
@@ -0,0 +1 @@
+added
`;

describe("edits_match_diff", () => {
  test("skips without a diff", () => {
    expect(editsMatchDiff(context([{ edit: "a.ts" }])).status).toBe("skip");
  });

  test("passes when the PR changes exactly the edited files, absolute paths included", () => {
    const result = editsMatchDiff(context([{ edit: "/home/u/repo/src/a.ts" }, { edit: "src/b.ts", tool: "Write" }], DIFF));
    expect(result.status).toBe("pass");
  });

  test("names PR files the transcript never touched and edits the PR lacks", () => {
    const result = editsMatchDiff(context([{ edit: "src/a.ts" }, { edit: "src/c.ts" }], DIFF));
    expect(result.status).toBe("warn");
    expect(result.evidence.map((item) => item.path)).toEqual(["src/b.ts", "src/c.ts"]);
  });

  test("paths match on a path boundary only", () => {
    expect(samePath("/repo/src/a.ts", "src/a.ts")).toBe(true);
    expect(samePath("/repo/xsrc/a.ts", "src/a.ts")).toBe(false);
  });

  test("a Windows path recorded without a cwd is the PR's file it ends with, read with forward slashes", () => {
    const result = editsMatchDiff(context([{ edit: "C:\\Users\\dev\\repo\\src\\a.ts" }, { edit: "C:\\Users\\dev\\repo\\src\\b.ts" }], DIFF));
    expect(result.status).toBe("pass");
    expect(samePath("C:\\Users\\dev\\repo\\xsrc\\a.ts", "src/a.ts")).toBe(false);
  });
});

describe("runChecks", () => {
  test("every check result names real steps in its evidence", () => {
    const trajectory = trajectoryOf([{ prompt: "p" }, { edit: "a.ts" }, { run: "npm test", exit: 0, output: "1 passed" }, { end: "completed" }]);
    const steps = new Set([
      ...trajectory.toolCalls.map((call) => call.step),
      ...trajectory.messages.map((message) => message.step),
      trajectory.ending.step,
    ]);
    for (const result of runChecks(checkContext(trajectory, null, null))) {
      for (const item of result.evidence) if (item.step !== null) expect(steps).toContain(item.step);
    }
  });
});

test("every check says what it proves and what not", () => {
  const results = runChecks(checkContext(trajectoryOf([{ prompt: "p" }]), null, null));
  expect(results).toHaveLength(10);
  for (const result of results) expect(result.description).toMatch(/^(Proves|Shows) .+\. (Not|It cannot|Claims) .+\.$/);
});
