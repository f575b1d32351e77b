import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { PathFacts } from "../../src/shell/file-tests.js";
import { interpretShell, type ShellOptions } from "../../src/shell/interpret.js";

/** Real command lines from agent transcripts (test/fixtures/shell/SOURCES.md). */
const rows = JSON.parse(readFileSync(new URL("../fixtures/shell/commands.json", import.meta.url), "utf8")) as { name: string; command: string; exitCode: number | null }[];
const line = (name: string) => rows.find((row) => row.name === name)!;

const read = (name: string, facts?: PathFacts, options: ShellOptions = {}) =>
  interpretShell(line(name).command, facts, { exitCode: line(name).exitCode, ...options }).commands.map((run) => ({
    program: run.words[0]?.text,
    certainty: run.certainty,
    statusIsCall: run.statusIsCall,
    masked: run.masked,
  }));

describe("real command lines", () => {
  test("every row reads without recovery", () => {
    for (const row of rows) expect(interpretShell(row.command).recovered, row.name).toBe(false);
  });

  test("the checker probe: with neither file present, only the else branch's pipeline ran", () => {
    const absent: PathFacts = () => "absent";
    expect(read("checker-if-elif-else", absent)).toEqual([
      { program: "[", certainty: "ran", statusIsCall: false, masked: true },
      { program: "[", certainty: "ran", statusIsCall: false, masked: true },
      { program: "pmars", certainty: "ran", statusIsCall: false, masked: true },
      { program: "tail", certainty: "ran", statusIsCall: true, masked: false },
    ]);
    // unknown: the checkers may have run, none for sure
    const unknown = read("checker-if-elif-else").filter((run) => run.program === "python3" || run.program === "bash");
    expect(unknown.map((run) => run.certainty)).toEqual(["maybe", "maybe"]);
  });

  test("a scratch cleanup deletes the files it names", () => {
    const reading = interpretShell(line("scratch-cleanup").command, undefined, { cwd: "/testbed" });
    expect(reading.deletes).toContain("/testbed/reproduce_issue.py");
    expect(reading.writes).toEqual([]);
  });

  test("a heredoc written to a file is one command writing that file", () => {
    const reading = interpretShell(line("heredoc-script").command);
    expect(reading.commands).toHaveLength(1);
    expect(reading.writes).toEqual(["reproduce_issue.py"]);
  });

  test("probes behind || true are masked; the last pipeline owns the status", () => {
    expect(read("probes-or-true").map((run) => [run.program, run.masked, run.statusIsCall])).toEqual([
      ["command", true, false],
      ["true", true, false],
      ["command", true, false],
      ["true", true, false],
      ["cat", true, false],
      ["head", false, true],
    ]);
  });

  test("set -eu: the commands before the end are not masked, the substitution is", () => {
    const runs = read("set-eu-substitution");
    expect(runs.find((run) => run.program === "test")).toMatchObject({ masked: false, statusIsCall: false });
    expect(runs.find((run) => run.program === "pmars")).toMatchObject({ masked: true });
  });

  test("a for loop over literal words after a build: exit 0 says the build ran and the body ran", () => {
    const runs = read("for-loop-literal");
    expect(runs[0]).toMatchObject({ program: "gcc", certainty: "ran" });
    expect(runs.find((run) => run.program === "/tmp/sim")).toMatchObject({ certainty: "ran", masked: true });
  });

  test("bash -c inside an if inside a loop: a probe whose status the if consumes", () => {
    const runs = interpretShell(line("bash-c-in-loop-if").command).commands;
    const probe = runs.find((run) => run.words[0]?.text === "timeout")!;
    expect([probe.masked, probe.inLoop, probe.statusIsCall]).toEqual([true, true, false]);
  });

  test("the submission chain, and a test run with the changes stashed", () => {
    // `echo` succeeds, so `git add` ran; whether `git diff` did depends on `git add`
    expect(read("submit").map((run) => run.certainty)).toEqual(["ran", "ran", "maybe"]);
    expect(read("stash-and-test")).toEqual([
      { program: "git", certainty: "ran", statusIsCall: false, masked: false },
      { program: "bin/test", certainty: "maybe", statusIsCall: true, masked: false },
    ]);
  });
});
