import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

/** A build started in a tool's background shell, then (maybe) a call of the tool that reads that shell. */
function backgroundBuild(report: { name: string; input: Record<string, unknown>; output: string; exitCode: number | null } | null) {
  const builder = new TrajectoryBuilder("claude-code-jsonl");
  builder.call({ id: "c1", name: "Bash", input: { command: "make -j4" }, step: 1 });
  builder.resultFor("c1", { output: "Background shell started with ID: bg_set_sqzh39. Use bash_background_output to check status.", isError: false, exitCode: null, step: 2 });
  if (report !== null) {
    builder.call({ id: "c2", name: report.name, input: report.input, step: 3 });
    builder.resultFor("c2", { output: report.output, isError: false, exitCode: report.exitCode, step: 4 });
  }
  return verificationRuns(builder.build()).map((run) => [run.runner, run.outcome, run.step]);
}

describe("a command run in a tool's background shell", () => {
  test("takes its result from the later report of that shell", () => {
    const read = { name: "bash_background_output", input: { shell_id: "bg_set_sqzh39", block: true } };
    expect(backgroundBuild({ ...read, output: "make[1]: Leaving directory '/tmp/x'", exitCode: 0 })).toEqual([["make", "passed", 3]]);
    expect(backgroundBuild({ ...read, output: "make: *** [all] Error 2", exitCode: 2 })).toEqual([["make", "failed", 3]]);
  });

  test("Claude Code's BashOutput states the exit code in its report", () => {
    const report = { name: "BashOutput", input: { bash_id: "bg_set_sqzh39" }, output: "<status>completed</status>\n<exit_code>0</exit_code>\n<stdout>ok</stdout>", exitCode: null };
    expect(backgroundBuild(report)).toEqual([["make", "passed", 3]]);
  });

  test("no report, a report of another shell, or one still running: no result", () => {
    expect(backgroundBuild(null)).toEqual([]);
    expect(backgroundBuild({ name: "bash_background_output", input: { shell_id: "bg_set_sqzh390" }, output: "done", exitCode: 0 })).toEqual([]);
    expect(backgroundBuild({ name: "BashOutput", input: { bash_id: "bg_set_sqzh39" }, output: "<status>running</status>", exitCode: null })).toEqual([]);
  });
});

describe("a job the shell sent to the background with its output in a log", () => {
  const runs = (actions: Action[]) => verificationRuns(trajectoryOf(actions)).map((run) => [run.runner, run.outcome, run.step]);

  test("a job inside a shell sent to the background (nohup bash -c '…' &) takes its output from its log", () => {
    expect(runs([
      { run: "nohup bash -c 'pytest tests > /tmp/t.log 2>&1; echo DONE > /tmp/t.done' > /dev/null 2>&1 & echo started", exit: 0, output: "started" },
      { run: "sleep 20; tail -3 /tmp/t.log", exit: 0, output: "==== 12 passed in 9.1s ====" },
    ])).toEqual([["pytest", "passed", 1]]);
  });

  test("a read the harness cut off shows no log: the one before it stands", () => {
    expect(runs([
      { run: "nohup pytest tests > /tmp/run.log 2>&1 &", exit: 0, output: "" },
      { run: "sleep 5; cat /tmp/run.log", exit: 0, output: "==== 40 passed in 3.2s ====" },
      { run: "sleep 30; cat /tmp/run.log", exit: -1, output: "\n[not run: An error occurred while executing the command: Command 'sleep 30; cat /tmp/run.log' timed out after 30 seconds]" },
    ])).toEqual([["pytest", "passed", 1]]);
  });

  test("takes its output from the last later read of that log", () => {
    expect(runs([
      { run: "nohup pytest tests > /tmp/run.log 2>&1 &", exit: 0, output: "" },
      { run: "sleep 30; tail -3 /tmp/run.log", exit: 0, output: "collected 40 items\n..." },
      { run: "tail -3 /tmp/run.log", exit: 0, output: "==== 40 passed in 31.2s ====" },
    ])).toEqual([["pytest", "passed", 2]]);
  });

  test("a call that reads the log beside other output (a process list, /proc) does not show the job's result", () => {
    const started = { run: "nohup python3 /tmp/wait_login.py > /tmp/wait.log 2>&1 &", exit: 0, output: "" };
    expect(runs([
      { edit: "/tmp/wait_login.py", tool: "Write" },
      started,
      { run: "cat /tmp/wait.log; ps aux | grep qemu; grep VmRSS /proc/1954/status", exit: 0, output: "root 1954 qemu-system-x86_64\nVmRSS: 1039936 kB" },
    ])).toEqual([]);
    // echoed separators print only the text they are given: the log is still the output
    expect(runs([
      { edit: "/tmp/wait_login.py", tool: "Write" },
      started,
      { run: "sleep 5; echo '--- log ---'; cat /tmp/wait.log", exit: 0, output: "--- log ---\nLOGIN PROMPT FOUND\nPASS" },
    ]).map(([runner, , step]) => [runner, step])).toEqual([["python3 wait_login.py", 2]]);
    // beside other output, the part echoed separators bound is the log's
    const parted = verificationRuns(trajectoryOf([
      { edit: "/tmp/wait_login.py", tool: "Write" },
      started,
      { run: "echo '=== log ==='; tail -3 /tmp/wait.log; echo '=== procs ==='; ps aux | grep qemu", exit: 0, output: "=== log ===\nLOGIN PROMPT FOUND\n=== procs ===\nroot 1954 qemu" },
    ]));
    expect(parted.map((run) => [run.step, run.output])).toEqual([[2, "LOGIN PROMPT FOUND"]]);
    // after a wait loop that prints only its own literal line, the part up to the next echo is the log's
    const waited = verificationRuns(trajectoryOf([
      { edit: "/tmp/wait_login.py", tool: "Write" },
      started,
      { run: "sleep 5; tail -2 /tmp/wait.log", exit: 0, output: "booting" },
      {
        run: "timeout 25 bash -c 'while kill -0 38099 2>/dev/null; do sleep 3; done; echo \"job finished\"' 2>/dev/null; tail -2 /tmp/wait.log; echo '---'; ps aux | wc -l",
        exit: 0,
        output: "job finished\nLOGIN PROMPT FOUND\nPASS\n---\n3",
      },
      // a loop that may print anything (a status it reads) leaves the part unbounded: not read
      { run: "timeout 25 bash -c 'cat /proc/1/status'; tail -2 /tmp/wait.log; echo '---'", exit: 0, output: "Name: init\nBOOT FAILED\n---" },
    ]));
    expect(waited.map((run) => [run.step, run.output])).toEqual([[3, "LOGIN PROMPT FOUND\nPASS"]]);
    // other reads of the same log may stand beside it
    expect(runs([
      { edit: "/tmp/wait_login.py", tool: "Write" },
      started,
      { run: "grep -c FOUND /tmp/wait.log; echo '=== last ==='; tail -3 /tmp/wait.log", exit: 0, output: "1\n=== last ===\nLOGIN PROMPT FOUND" },
    ]).map(([runner, , step]) => [runner, step])).toEqual([["python3 wait_login.py", 2]]);
  });

  test("a log written again by a later job, or never read, gives no result", () => {
    expect(runs([
      { run: "nohup pytest tests > /tmp/run.log 2>&1 &", exit: 0, output: "" },
      { run: "pytest tests > /tmp/run.log", exit: 1, output: "" },
      { run: "tail -3 /tmp/run.log", exit: 0, output: "==== 1 failed, 39 passed ====" },
    ]).map(([runner, , step]) => [runner, step])).toEqual([["pytest", 1]]);
    expect(runs([{ run: "nohup pytest tests > /tmp/run.log 2>&1 &", exit: 0, output: "" }])).toEqual([]);
  });
});

describe("a background job whose log shows no result", () => {
  test("is named with the step that started it and the step that read its log", async () => {
    const { finalChecksGreen } = await import("../../src/checks/verified.js");
    const trajectory = trajectoryOf([
      { run: "cd /app/src && make > /tmp/build.log 2>&1 &", exit: 0, output: "" },
      { run: "python3 -m pytest -q tests", exit: 0, output: "3 passed in 0.1s" },
      { run: "sleep 15; echo '--- tail ---'; tail -5 /tmp/build.log; echo '--- proc ---'; pgrep -a make || echo 'no make running'", exit: 0, output: "--- tail ---\ncc -o app main.c\n--- proc ---\nno make running" },
    ]);
    const runs = verificationRuns(trajectory);
    const make = runs.find((run) => run.runner === "make")!;
    expect([make.step, make.startedStep]).toEqual([2, 0]);
    const summary = finalChecksGreen({ trajectory, runs, diff: null, prBody: null, files: null }).summary;
    expect(summary).toContain("`make` (started in the background at step 1, its output read at step 3) ran in the background, where no exit status is recorded, and its output states no overall result");
  });

  test("as the last check after the edit: the step that started it, where its log was read, and that no status is recorded", async () => {
    const { verifiedAfterLastEdit } = await import("../../src/checks/verified.js");
    const trajectory = trajectoryOf([
      { edit: "/app/process.py" },
      { run: "nohup python3 /app/process.py > /tmp/final.log 2>&1 &", exit: 0, output: "" },
      { run: "sleep 15; cat /tmp/final.log; echo '=== status ==='", exit: 0, output: "a.pdf -> invoice\nProcessed 17 files.\n=== status ===" },
    ]);
    const runs = verificationRuns(trajectory);
    expect(verifiedAfterLastEdit({ trajectory, runs, diff: null, prBody: null, files: null }).summary).toBe(
      "`python3 process.py` ran after the last edit (started in the background at step 2, its output read at step 3), where no exit status is recorded, "
        + "and its output states no pass or fail.",
    );
  });
});

describe("a run whose status another command of the line set", () => {
  test("is named with what its own part of the output printed", async () => {
    const { finalChecksGreen } = await import("../../src/checks/verified.js");
    const trajectory = trajectoryOf([
      { run: "cat > /usr/local/bin/tool <<'EOF'\n#!/bin/sh\necho 4\nEOF\nchmod +x /usr/local/bin/tool", exit: 0, output: "" },
      { run: "tool && echo ok", exit: 0, output: "4\nok" },
      { run: "echo '=== 1 ==='; tool; echo '=== 2 ==='; ls /tmp", exit: 0, output: "=== 1 ===\n15.0\n=== 2 ===\nx.txt" },
    ]);
    const runs = verificationRuns(trajectory);
    expect(runs.at(-1)).toMatchObject({ runner: "tool", outcome: "unknown", printed: "15.0" });
    const summary = finalChecksGreen({ trajectory, runs, diff: null, prBody: null, files: null }).summary;
    expect(summary).toContain("`tool` (step 3, printed `15.0`) states no pass or fail, and its exit code is not its own");
  });

  test("a program piped to `tail -n 1` printed its one line: that is what it printed, not a later command's", async () => {
    const { finalChecksGreen } = await import("../../src/checks/verified.js");
    const build = { run: "cat > /usr/local/bin/sim <<'EOF'\n#!/bin/sh\necho Results: 12 30 8\nEOF\nchmod +x /usr/local/bin/sim", exit: 0, output: "" };
    const read = (output: string) => {
      const trajectory = trajectoryOf([build, { run: "sim && echo ok", exit: 0, output: "Results: 1 2 3\nok" }, { run: "sim -r 50 | tail -n 1", exit: 0, output }]);
      return finalChecksGreen({ trajectory, runs: verificationRuns(trajectory), diff: null, prBody: null, files: null }).summary;
    };
    expect(read("Results: 12 30 8\n")).toContain("`sim` (step 3, printed `Results: 12 30 8`) states no pass or fail, and its exit code is not its own");
    // more lines: the first is not the result a tail keeps; nothing is quoted as what it printed
    expect(read("Round 50\nResults: 12 30 8")).toContain("`sim` (step 3) showed no exit code of its own and no pass or fail");
  });
});

describe("a check started again in the background and never read", () => {
  // the shape of a real Terminal-Bench run (caffe-cifar-10 bmyUgx5): `make all` timed out, then started again in a tool's background shell
  const STARTED = "(Background shell started with ID: bg_make_1. Use bash_background_output to check status.) Command completed with no output";
  const NOTHING = "make: Nothing to be done for 'all'.";
  const runs = (actions: Action[]) =>
    verificationRuns(trajectoryOf(actions)).map((run) => [run.runner, run.outcome, run.step, run.startedStep]);

  test("is the last run of that check, with no result, so the earlier one is not taken for the last", () => {
    expect(runs([{ run: "make all", exit: 0, output: NOTHING }, { edit: "src/io.cpp" }, { run: "make all", exit: null, output: STARTED }]))
      .toEqual([["make all", "passed", 0, undefined], ["make all", "unknown", 2, 2]]);
  });

  test("a first start is not named; one whose log a later call read beside other output names that step", () => {
    expect(runs([{ edit: "src/io.cpp" }, { run: "make all", exit: null, output: STARTED }])).toEqual([]);
    const read = runs([
      { run: "make all", exit: 0, output: NOTHING },
      { run: "nohup make all > /tmp/b.log 2>&1 &", exit: 0, output: "" },
      { run: "sleep 5; tail -2 /tmp/b.log; ps aux | grep make | wc -l", exit: 0, output: "CXX src/io.cpp\n1" },
    ]);
    expect(read).toEqual([["make all", "passed", 0, undefined], ["make all", "unknown", 2, 1]]);
  });
});

describe("a later call that names a background job's log", () => {
  // the shape of a real Terminal-Bench run (caffe-cifar-10 snPDnM2): the job's log deleted in a cleanup, named as where it was read
  const summaryOf = (later: string, output: string) => {
    const trajectory = trajectoryOf([
      { run: "pytest tests", exit: 0, output: "==== 4 passed in 1.2s ====" },
      { edit: "/app/solver.py" },
      { run: "nohup bash -c 'pytest tests > /tmp/eval.log 2>&1' >/dev/null 2>&1 & echo started", exit: 0, output: "started" },
      { run: later, exit: 0, output },
    ]);
    return finalChecksGreen({ trajectory, runs: verificationRuns(trajectory), diff: null, prBody: null, files: null }).summary;
  };

  test("reads it when it prints it beside other output; removing it reads nothing", () => {
    expect(summaryOf("tail -2 /tmp/eval.log; ps aux | grep caffe", "collected 4 items\nroot 88 pytest")).toContain("its log read at step 4 beside other output");
    const removed = summaryOf("rm -f /tmp/eval.log /tmp/eval.done; echo \"Cleaned up\"; git status --short", "Cleaned up\n M solver.py");
    expect(removed).not.toContain("its log read at");
    expect(removed).toContain("was started in the background");
  });
});
