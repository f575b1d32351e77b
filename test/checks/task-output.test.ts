import { describe, expect, test } from "vitest";
import { TASK_TEST_RUNNER, taskTests } from "../../src/checks/task-output.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

// the shape of a real Terminal-Bench task (build-pmars): a command to test with, and the line it should print
const TASK = "Build pMARS from source with no X server. Install the binary to `/usr/local/bin/pmars`.\n\n"
  + "You can test your build with this command: `pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1`\n\n"
  + "This should output \"Results: X Y Z\" where X, Y, Z are integers.\n\nWe'll verify the binary has no X11 dependencies.";

describe("the test a task sets: a command, and the line it should print", () => {
  test("is read with its number placeholders", () => {
    const [found, ...rest] = taskTests(TASK);
    expect(rest).toEqual([]);
    expect(found!.command).toBe("pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1");
    expect(found!.written).toBe("Results: X Y Z");
    expect(found!.expected.test("Results: 12 30 8")).toBe(true);
    expect(found!.expected.test("Results: X Y Z")).toBe(false);
    expect(found!.expected.test("Results: 12 30")).toBe(false);
    // a command that prints its own words is no test of the work
    expect(taskTests("Run `echo ok`: it should output \"ok\".")).toEqual([]);
  });
});

/** A trajectory whose request is TASK, then shell calls. */
function session(calls: { run: string; output: string; exit?: number }[]) {
  const builder = new TrajectoryBuilder("claude-code-jsonl");
  builder.prompt(TASK, 0);
  calls.forEach(({ run, output, exit = 0 }, index) => {
    builder.call({ id: `c${index}`, name: "Bash", input: { command: run }, step: index + 1 });
    builder.resultFor(`c${index}`, { output, isError: exit !== 0, exitCode: exit, step: index + 1 });
  });
  return builder.build();
}

const BUILD = { run: "cd /app/pmars-0.9.4/src && make && cp pmars /usr/local/bin/pmars", output: "Linking pmars" };

describe("a run of the task's test that printed the line it asks for", () => {
  test("passed, in its own part of the line's output, whatever status the pipe hid", () => {
    const trajectory = session([BUILD, {
      run: "cd /app && pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1 && echo \"---\" && pmars --version 2>&1; pmars 2>&1 | head -n 1",
      output: "Results: 12 30 8\n---\npMARS v0.9.4, corewar simulator\nUnknown option \"--version\"\npMARS v0.9.4, corewar simulator",
    }]);
    const runs = verificationRuns(trajectory);
    const task = runs.find((run) => run.runner.startsWith(TASK_TEST_RUNNER));
    expect(task).toMatchObject({ outcome: "passed", quote: "Results: 12 30 8, the output the task asks for" });
    expect(finalChecksGreen({ trajectory, runs, diff: null, prBody: null, files: null }).summary)
      .toContain("The last run of `make`, `task's test: pmars -b -r 50 -f flashpap…` succeeded");
  });

  test("a line of another shape, another command, or the line printed by another part is no pass", () => {
    const read = (run: string, output: string) =>
      verificationRuns(session([BUILD, { run, output }])).filter((item) => item.runner.startsWith(TASK_TEST_RUNNER));
    expect(read("pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1", "Error: cannot open flashpaper.red")).toEqual([]);
    expect(read("pmars -b -r 5 -f flashpaper.red rave.red | tail -n 1", "Results: 1 3 1")).toEqual([]);
    expect(read("pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1; echo 'Results: 1 2 3'", "oops\nResults: 1 2 3")).toEqual([]);
    // the line typed into the command line, not computed
    expect(read("pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1; echo done", "Results: 1 2 3\ndone").length).toBe(1);
    expect(read("pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1 | sed 's/.*/Results: 1 2 3/'; echo done", "Results: 1 2 3\ndone")).toEqual([]);
  });

  test("in the branch a file test leaves, it is the line's one reading of the command, and the file tests print nothing", () => {
    const guarded = "if [ -f /app/check.py ]; then python3 /app/check.py; elif [ -f /app/check.sh ]; then sh /app/check.sh; "
      + "else pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1; fi";
    const trajectory = session([BUILD,
      { run: "find /app -maxdepth 2 -type f -name 'check.*' -print; ls -1 /app", output: "flashpaper.red\nrave.red" },
      { run: guarded, output: "Results: 12 30 8" }]);
    const atGuarded = verificationRuns(trajectory).filter((run) => run.call === 2);
    expect(atGuarded.map((run) => [run.runner, run.outcome])).toEqual([[`${TASK_TEST_RUNNER}pmars -b -r 50 -f flashpaper.red rave.red | tail -n 1`, "passed"]]);
    // where the listing does not show the branch taken, the line's output may be a check script's: no pass
    const unknown = session([BUILD, { run: guarded, output: "Results: 12 30 8" }]);
    expect(verificationRuns(unknown).filter((run) => run.runner.startsWith(TASK_TEST_RUNNER))).toEqual([]);
  });
});
