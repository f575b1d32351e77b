import { describe, expect, test } from "vitest";
import { changesOf, missingOperands, patchChanges, shellChanges } from "../../src/transcript/edits.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

describe("edits from edit tools", () => {
  test("Edit, Write and the str_replace editor name their file", () => {
    expect(changesOf("Edit", { file_path: "a.ts" }, null)).toEqual([{ path: "a.ts", kind: "update" }]);
    expect(changesOf("Write", { file_path: "b.ts" }, null)).toEqual([{ path: "b.ts", kind: "unknown" }]);
    expect(changesOf("str_replace_based_edit_tool", { command: "create", path: "c.ts" }, null)).toEqual([{ path: "c.ts", kind: "create" }]);
    expect(changesOf("str_replace_based_edit_tool", { command: "view", path: "c.ts" }, null)).toEqual([]);
    expect(changesOf("Read", { file_path: "a.ts" }, null)).toEqual([]);
  });

  test("apply_patch bodies name every file they add, update or delete", () => {
    const patch = "*** Begin Patch\n*** Add File: new.py\n+x\n*** Update File: src/a.py\n@@\n-a\n+b\n*** Delete File: old.py\n*** End Patch";
    expect(patchChanges(patch)).toEqual([
      { path: "new.py", kind: "create" },
      { path: "src/a.py", kind: "update" },
      { path: "old.py", kind: "delete" },
    ]);
  });
});

describe("edits from shell commands", () => {
  const paths = (command: string) => shellChanges(command).map((change) => `${change.kind}:${change.path}`);

  test("redirections, heredocs, tee, sed -i, rm, mv and cp", () => {
    expect(paths("cat > src/app.py << 'EOF'\nif a > b:\n    print(x >> 2)\nEOF")).toEqual(["unknown:src/app.py"]);
    expect(paths("echo hi >> log.txt && sed -i 's/a/b/' conf.ini")).toEqual(["unknown:log.txt", "update:conf.ini"]);
    expect(paths("printf x | tee -a out.txt")).toEqual(["unknown:out.txt"]);
    expect(paths("rm -f a.o b.o; mv x.py y.py; cp tpl.txt dest.txt")).toEqual([
      "delete:a.o", "delete:b.o", "delete:x.py", "unknown:y.py", "unknown:dest.txt",
    ]);
  });

  test("stream redirections, /dev/null and quoted text are not edits", () => {
    expect(paths("npm test 2>&1 | tail -5")).toEqual([]);
    expect(paths("make > /dev/null 2>/dev/null")).toEqual([]);
    expect(paths('echo "a > b" && grep ">" file')).toEqual([]);
    expect(paths('echo x > "my file.txt"')).toEqual(["unknown:my file.txt"]);
  });

  test("shell edits are marked inferred", () => {
    expect(shellChanges("echo x > a")[0]).toMatchObject({ inferred: true });
  });
});

describe("a file command's own error says which operands did not exist", () => {
  test("words of a sed script read as file operands (a quote closed early) are no edits; the real file is", () => {
    // `sed -i '3c\ Don\'t show the docstring' a.py` leaves `show`, `the` as operands; here written plainly
    const command = "sed -i 's/x/y/' show the sphinx/ext/autodoc/__init__.py";
    const output = "sed: can't read show: No such file or directory\nsed: can't read the: No such file or directory";
    // as mini-swe-agent records it: a non-zero status, not a tool error
    const builder = new TrajectoryBuilder("mini-swe-agent");
    const index = builder.call({ id: null, name: "bash", input: { command }, step: 1 });
    builder.resultAt(index, { output, isError: false, exitCode: 2, step: 2 });
    expect(builder.build().edits.map((edit) => edit.path)).toEqual(["sphinx/ext/autodoc/__init__.py"]);
  });

  test("an rm whose error says an operand did not exist deleted only the others", () => {
    const builder = new TrajectoryBuilder("mini-swe-agent");
    const index = builder.call({ id: null, name: "bash", input: { command: "rm reproduce.py wrapper.pyx setup_wrap.py wrapper.c" }, step: 1 });
    const output = "rm: cannot remove 'wrapper.pyx': No such file or directory\nrm: cannot remove 'wrapper.c': No such file or directory";
    builder.resultAt(index, { output, isError: false, exitCode: 1, step: 2 });
    expect(builder.build().edits.map((edit) => [edit.path, edit.kind])).toEqual([["reproduce.py", "delete"], ["setup_wrap.py", "delete"]]);
  });

  test("a change the format states is kept where the output names its path missing; the same change inferred is not", () => {
    const output = "rm: cannot remove 'a.py': No such file or directory";
    const edits = (stated: boolean) => {
      const builder = new TrajectoryBuilder("codex-rollout");
      const index = builder.call({ id: null, name: "shell", input: { command: "rm a.py b.py" }, step: 1 });
      if (stated) builder.setChanges(index, [{ path: "a.py", kind: "delete" }]);
      builder.resultAt(index, { output, isError: false, exitCode: 1, step: 2 });
      return builder.build().edits.map((edit) => [edit.path, edit.kind]);
    };
    expect(edits(true)).toEqual([["a.py", "delete"]]);
    expect(edits(false)).toEqual([["b.py", "delete"]]);
  });

  test("missingOperands reads sed, cp and cat errors", () => {
    expect([...missingOperands("sed: can't read show: No such file or directory\ncp: cannot stat 'a.txt': No such file or directory")]).toEqual(["show", "a.txt"]);
  });
});

describe("a shell line the harness stopped at its time limit", () => {
  const build = (output: string, isError: boolean) => {
    const builder = new TrajectoryBuilder("atif");
    builder.call({ id: "c1", name: "bash", input: { command: "cat > /app/apply.vim <<'EOF'\n:%normal! @a\nEOF\nvim -Es /tmp/in.csv -S /app/apply.vim" }, step: 1 });
    builder.resultFor("c1", { output, isError, exitCode: -1, step: 2 });
    return builder.build().edits.map((edit) => edit.path);
  };

  test("ran what came before the stop: the file it wrote is an edit", () => {
    expect(build("--- test ---\n[not run: Command '…' timed out after 30 seconds]", true)).toEqual(["/app/apply.vim"]);
  });

  test("a call that failed or was rejected otherwise changed nothing", () => {
    expect(build("Action rejected by the user", true)).toEqual([]);
  });
});

describe("an edit tool that answered with an error, in a format that records no error flag", () => {
  // the shape of a real Terminal-Bench run (custom-memory-heap-crash GEnj6qx): `(Invalid args for edit: [ … received undefined`
  const build = (output: string) => {
    const builder = new TrajectoryBuilder("atif");
    builder.call({ id: "c1", name: "edit", input: { file_path: "/app/user.cpp", old_string: "a" }, step: 1 });
    builder.resultFor("c1", { output, isError: false, exitCode: null, step: 2 });
    return builder.build().edits.map((edit) => edit.path);
  };

  test("changed nothing; one that answered otherwise is the edit", () => {
    expect(build("(Invalid args for edit: [\n  {\n    \"expected\": \"string\",\n    \"received\": \"undefined\"")).toEqual([]);
    expect(build("Error: String to replace not found in file.")).toEqual([]);
    expect(build("The file /app/user.cpp has been updated. Error: handling is now done in one place.")).toEqual(["/app/user.cpp"]);
  });
});

describe("a shell line that exited non-zero", () => {
  const build = (command: string, output: string, exitCode: number | null = 1) => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    builder.call({ id: "c1", name: "Bash", input: { command }, step: 1 });
    builder.resultFor("c1", { output, isError: true, exitCode, step: 2 });
    return builder.build().edits.map((edit) => `${edit.kind}:${edit.path}`);
  };
  const REPRO = "cat > reproduce.py <<'EOF'\nfrom pkg import f\nprint(f())\nEOF\npython reproduce.py";

  test("made the writes of commands whose failure was not its status: the script the failing run then ran", () => {
    expect(build(REPRO, "Traceback (most recent call last):\nValueError: bad")).toEqual(["unknown:reproduce.py"]);
    expect(build("echo start > run.log; make test", "make: *** [test] Error 2", 2)).toEqual(["unknown:run.log"]);
  });

  test("and those of an `&&` chain's opening commands that say their failures under their own name and the output names none", () => {
    expect(build("git rm -q src/compat.py && python -m pytest -q", "ERROR tests/test_compat.py - ModuleNotFoundError\n1 error in 0.1s", 2)).toEqual(["delete:src/compat.py"]);
    expect(build("sed -i 's/a/b/' src/x.py && python -m pytest -q", "1 failed, 2 passed in 0.1s")).toEqual(["update:src/x.py"]);
    expect(build("cat > a.py <<'EOF' && python a.py\nx\nEOF", "err")).toEqual(["unknown:a.py"]);
    expect(build("cd /app && cat > b.py <<'EOF'\nx\nEOF\npython b.py", "err")).toEqual(["unknown:/app/b.py"]);
  });

  test("but not those an `&&` chain, `set -e` or the status itself ties to the failure, nor one the output says failed", () => {
    expect(build("make && cp build/app /usr/local/bin/app", "make: *** [all] Error 2", 2)).toEqual([]);
    // the line's own status command failed, though it printed nothing of it
    expect(build("cp -n a.py b.py", "", 1)).toEqual([]);
    expect(build("git rm -q src/compat.py && python -m pytest -q", "fatal: pathspec 'src/compat.py' did not match any files", 128)).toEqual([]);
    expect(build("cat > a.py <<'EOF' && python a.py\nx\nEOF", "bash: line 1: a.py: Permission denied")).toEqual([]);
    expect(build("cd /nope && cat > b.py <<'EOF'\nx\nEOF\npython b.py", "bash: line 1: cd: /nope: No such file or directory")).toEqual([]);
    expect(build("set -e\necho x > c.txt\nfalse", "")).toEqual([]);
    expect(build("sed -i 's/a/b/' d.py", "sed: can't read d.py: No such file or directory", 2)).toEqual([]);
    expect(build("echo x > out/e.txt; python e.py", "bash: line 1: out/e.txt: No such file or directory\npython: can't open file")).toEqual([]);
  });

  test("and none of a call with no status of the shell's: rejected, or a tool error", () => {
    expect(build(REPRO, "Action rejected by the user", null)).toEqual([]);
  });
});
