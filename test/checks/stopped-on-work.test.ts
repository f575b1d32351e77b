import { describe, expect, test } from "vitest";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { checkContext } from "../../src/checks/index.js";
import { endedCleanly } from "../../src/checks/ending.js";
import { progressSoFar } from "../../src/checks/stopped-on-work.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

// the harness's own note when it kills a call at its time limit (mini-swe-agent's words)
const KILLED = "[not run: An error occurred while executing the command: Command 'vim …' timed out after 30 seconds]";
const MACROS = "/app/apply_macros.vim";

/** The work's file written and checked, then a run of it on another input that the harness stopped, then a green probe. */
function stoppedThenProbe(runsTheWork: string): Action[] {
  return [
    { prompt: `Write ${MACROS} so that vim transforms /app/input.csv.` },
    { edit: MACROS, tool: "Write" },
    { run: `vim -Nu NONE -n -Es /app/input.csv -S ${MACROS}; echo "vim exit code: $?"`, exit: 0, output: "vim exit code: 0" },
    { run: runsTheWork, exit: -1, output: KILLED },
    { run: "cat > /tmp/probe.py <<'EOF'\nassert 1 + 1 == 2\nprint('ok')\nEOF\npython3 /tmp/probe.py", exit: 0, output: "ok" },
  ];
}

describe("a run of the work that the harness stopped at its time limit after the last change", () => {
  test("is named beside the later green probes: a probe of something else does not answer a hang of the work", () => {
    const context = checkContext(trajectoryOf(stoppedThenProbe(`cp /app/expected.csv /tmp/idem.csv\nvim -Nu NONE -n -Es /tmp/idem.csv -S ${MACROS}`)), null, null);
    const green = finalChecksGreen(context);
    expect(green.summary).toContain("`vim -S apply_macros.vim` (step 4) was stopped at the harness's time limit before it finished");
    expect(green.status).toBe("pass");
  });

  test("a scratch script the harness stopped is still settled by a later green check", () => {
    const context = checkContext(trajectoryOf(stoppedThenProbe("python3 /tmp/slow_probe.py /app/input.csv")), null, null);
    expect(finalChecksGreen(context).summary).not.toContain("time limit");
  });

  test("the ending of a run stopped from outside says it, not that every check after the change passed", () => {
    const actions = [...stoppedThenProbe(`vim -Nu NONE -n -Es /tmp/idem.csv -S ${MACROS}`), { end: "limit" as const }];
    const summary = endedCleanly(checkContext(trajectoryOf(actions), null, null)).summary;
    expect(summary).toContain("Its checks after the last change to the work had passed (step 3), though `vim -S apply_macros.vim` (step 4) was stopped at the harness's time limit. The run is unfinished, not shown wrong.");
    const probeOnly = [...stoppedThenProbe("python3 /tmp/slow_probe.py"), { end: "limit" as const }];
    expect(endedCleanly(checkContext(trajectoryOf(probeOnly), null, null)).summary).toContain("had passed (step 3): the run is unfinished, not shown wrong.");
  });
});

describe("the marks a test run printed per test before the harness stopped it", () => {
  test("are quoted with what they show; warnings between them are not marks", () => {
    const warned = "/testbed/test_requests.py:288: ResourceWarning: unclosed <socket>\n  r = requests.get(url)\n.....\n...E\n[the command timed out]";
    expect(progressSoFar(warned)).toBe("; the marks it printed per test before that (`...E`) show a failure or an error so far");
    expect(progressSoFar("........\nss..")).toBe("; the marks it printed per test before that (`ss..`) show no failure so far");
    expect(progressSoFar("collecting ...\n[the command timed out]")).toBe("");
    expect(progressSoFar(null)).toBe("");
  });
});

describe("a transcript that stops waiting for a command started in the background", () => {
  // the shape of a real Terminal-Bench run (caffe-cifar-10): the build started again in the background, its read never returned
  function waiting(readsId: string) {
    const builder = new TrajectoryBuilder("atif");
    builder.prompt("Build caffe and train the model.", 0);
    const edit = builder.call({ id: null, name: "bash_run", input: { command: "sed -i 's/a/b/' src/io.cpp" }, step: 1 });
    builder.resultAt(edit, { output: "", isError: false, exitCode: 0, step: 1 });
    const build = builder.call({ id: null, name: "bash_run", input: { command: "make -j1" }, step: 2 });
    builder.resultAt(build, { output: "CXX src/io.cpp", isError: false, exitCode: 0, step: 2 });
    const again = builder.call({ id: null, name: "bash_run", input: { command: "make all -j16" }, step: 3 });
    const started = "(Background shell started with ID: bg_make_1. Use bash_background_output to check status.) Command completed with no output";
    builder.resultAt(again, { output: started, isError: false, exitCode: null, step: 3 });
    builder.call({ id: null, name: "bash_background_output", input: { shell_id: readsId, block: true }, step: 4 });
    return endedCleanly(checkContext(builder.build(), null, null)).summary;
  }

  test("names it: its result is not recorded", () => {
    expect(waiting("bg_make_1")).toContain(
      "had passed (step 3), though the transcript stops while waiting for `make all -j16`, started in the background at step 4: its result is not recorded.",
    );
  });

  test("a read of another shell's id waits for nothing this run started", () => {
    expect(waiting("bg_make_12")).not.toContain("while waiting for");
  });
});
