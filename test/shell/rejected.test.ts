import { describe, expect, test } from "vitest";
import { shellNeverStarted, shellRejected } from "../../src/shell/rejected.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

const SYNTAX = "bash: -c: line 1: syntax error near unexpected token `('\nbash: -c: line 1: `sed -i '3c\\ Don\\'t show it (x)' a.py'";

describe("a line the shell refused ran nothing", () => {
  test("a syntax error on the first line, with the shell's status", () => {
    expect(shellRejected(SYNTAX, 2)).toBe(true);
    expect(shellRejected("bash: -c: line 1: unexpected EOF while looking for matching `''", 2)).toBe(true);
    expect(shellRejected("sh: 1: Syntax error: \"(\" unexpected", 2)).toBe(false);
    // a later line's error leaves the lines before it run; a program's own message is not the shell's
    expect(shellRejected("bash: -c: line 4: syntax error near unexpected token `fi'", 2)).toBe(false);
    expect(shellRejected(SYNTAX, 0)).toBe(false);
  });

  test("its words are no edits and its programs no runs", () => {
    const builder = new TrajectoryBuilder("mini-swe-agent");
    const edit = builder.call({ id: null, name: "bash", input: { command: "sed -i 's/a/b/' show the a.py && pytest -q" }, step: 1 });
    builder.resultAt(edit, { output: SYNTAX, isError: false, exitCode: 2, step: 2 });
    const trajectory = builder.build();
    expect(trajectory.edits).toEqual([]);
    expect(verificationRuns(trajectory)).toEqual([]);
  });
});

describe("a line whose shell never started ran nothing", () => {
  // the shape of a real Terminal-Bench run (sqlite-with-gcov): the harness could not spawn bash
  const SPAWN = "(Error executing command: ENOENT: no such file or directory, posix_spawn '/bin/bash') stderr: Error executing command: ENOENT";

  test("a spawn failure and no status; a program's own spawn error, with a status, is its output", () => {
    expect(shellNeverStarted(SPAWN, null)).toBe(true);
    expect(shellNeverStarted("Error: spawn /bin/sh ENOENT", null)).toBe(true);
    expect(shellNeverStarted(SPAWN, 1)).toBe(false);
    expect(shellNeverStarted("building...\nError: spawn gcc ENOENT", null)).toBe(false);
  });

  test("its words are no edits and its programs no runs", () => {
    const builder = new TrajectoryBuilder("atif");
    const call = builder.call({ id: null, name: "bash_run", input: { command: "rm -rf /app/sqlite && tar -xzf src.tgz -C /app && make test" }, step: 1 });
    builder.resultAt(call, { output: SPAWN, isError: false, exitCode: null, step: 2 });
    const trajectory = builder.build();
    expect(trajectory.edits).toEqual([]);
    expect(verificationRuns(trajectory)).toEqual([]);
  });
});

describe("git rm refusing files with changes removed none of them", () => {
  // the shape of a real Terminal-Bench run (merge-diff-arc-agi-task): the refusal, then `git rm -f` on the next call
  const REFUSED = "error: the following file has changes staged in the index:\n    .DS_Store\n(use --cached to keep the file, or -f to force removal)\n";
  test("the refused file is no edit; the forced removal after it is", () => {
    const builder = new TrajectoryBuilder("atif");
    const first = builder.call({ id: null, name: "bash_run", input: { command: "cd /app/repo && git rm -q .DS_Store && git add algo.py" }, step: 1 });
    builder.resultAt(first, { output: REFUSED, isError: false, exitCode: 1, step: 1 });
    const forced = builder.call({ id: null, name: "bash_run", input: { command: "cd /app/repo && git rm -q -f .DS_Store" }, step: 2 });
    builder.resultAt(forced, { output: "", isError: false, exitCode: 0, step: 2 });
    expect(builder.build().edits.map((edit) => `${edit.kind} ${edit.path}@${edit.toolCall}`)).toEqual(["delete /app/repo/.DS_Store@1"]);
  });
});
