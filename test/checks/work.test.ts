import { describe, expect, test } from "vitest";
import { taskWorkRoots, transientPaths, workEdits } from "../../src/checks/work.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { verificationRuns } from "../../src/checks/verification.js";
import type { CheckContext } from "../../src/checks/context.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";
import { checkContext } from "../../src/checks/index.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { workFacts } from "../../src/checks/work-facts.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

describe("build outputs", () => {
  test("deleting a compiled library or executable changes no source; deleting a source does", () => {
    const trajectory = trajectoryOf([
      { run: "rm -f /app/libdomeig.so /app/a.out /app/tool.exe /app/shell.c.gcov /app/repo/.git/ORIG_HEAD /app/domeig.c", exit: 0, output: "" },
    ]);
    expect(workEdits(trajectory.edits).map((edit) => [edit.kind, edit.path])).toEqual([["delete", "/app/domeig.c"]]);
  });

  test("deleting a build's output folder (build/, dist/, target/) changes no source; deleting a source folder does", () => {
    const trajectory = trajectoryOf([{ run: "rm -rf /app/build /app/vectorops.egg-info /app/dist target/ /app/src", exit: 0, output: "" }]);
    expect(workEdits(trajectory.edits).map((edit) => [edit.kind, edit.path])).toEqual([["delete", "/app/src"]]);
  });
});

describe("deleting what a compiler writes clears a build output, not a source", () => {
  const source = "cd /app/polyglot && cat > main.rs <<'EOF'\nfn main() {}\nEOF";
  const build = "cd /app/polyglot && rustc main.rs -o main && g++ -x c++ main.rs -o cmain";
  const rebuild = "cd /app/polyglot && rm -f main cmain && rustc /app/polyglot/main.rs && ./main 7 && g++ -x c++ /app/polyglot/main.rs -o /app/polyglot/cmain && ./cmain 7";
  const work = (actions: Action[]) => {
    const trajectory = trajectoryOf(actions);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };

  test("`rm -f main cmain` before the same line rebuilds them: the last edit of the work stays the source's", () => {
    const actions: Action[] = [{ run: source, exit: 0 }, { run: build, exit: 0 }, { run: "cd /app/polyglot && ./main 5 && ./cmain 5", exit: 0, output: "5\n5" }, { run: rebuild, exit: 0, output: "13\n13" }];
    expect(work(actions)).toEqual([["unknown", "/app/polyglot/main.rs"]]);
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));
    expect(result.summary).toContain("the last edit of `/app/polyglot/main.rs`");
  });

  test("a file only a build ever wrote, deleted later without a rebuild, is a build output too", () => {
    expect(work([{ run: "gcc -o /app/tool /app/tool.c", exit: 0 }, { run: "rm /app/tool", exit: 0 }])).toEqual([]);
  });

  test("a program the line runs by its path and then deletes is the check's own binary: no change to the work", () => {
    const line = "cd /app/CompCert && ./ccomp -o test_hello_final hello.c && ./test_hello_final; echo \"exit=$?\"; rm -f test_hello_final";
    expect(work([{ edit: "/app/CompCert/driver/Driver.ml", tool: "Edit" }, { run: line, exit: 0, output: "hello\nexit=0" }])).toEqual([["update", "/app/CompCert/driver/Driver.ml"]]);
    // a script of the repository the line runs and deletes is a change; so is a binary only named, not run
    expect(work([{ run: "cd /app && ./configure.sh; rm -f configure.sh", exit: 0 }])).toEqual([["delete", "/app/configure.sh"]]);
    expect(work([{ run: "cd /app && ls ./tool; rm -f tool", exit: 0 }])).toEqual([["delete", "/app/tool"]]);
  });

  test("a file the agent wrote by hand after a build wrote it, then deleted with no build after, is a change to the work", () => {
    const actions: Action[] = [{ run: "gcc -o /app/run /app/run.c", exit: 0 }, { run: "printf '#!/bin/sh\\n' > /app/run", exit: 0 }, { run: "rm /app/run", exit: 0 }];
    expect(work(actions)).toEqual([["unknown", "/app/run"], ["delete", "/app/run"]]);
    expect(work([{ run: "rm -f /app/helper.c && gcc -o /app/helper /app/main.c", exit: 0 }])).toEqual([["delete", "/app/helper.c"]]);
  });
});

describe("a delete the recorder's cut hid a rewrite behind", () => {
  const recover = "set -euo pipefail; rm -f /app/secret.txt; git -C /app/repo cat-file --batch-all-objects | while read -r oid; do git -C /app/repo cat-file -p \"$oid\" 2>/...(+55 chars)";
  const kinds = (actions: Action[]) => {
    const trajectory = trajectoryOf(actions);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };

  test("a later call shows the file present (a file test or a read whose success is the call's): the call rewrote it", () => {
    const checked = "set -euo pipefail; test -s /app/secret.txt; grep -c secret /app/secret.txt; echo ok";
    expect(kinds([{ run: recover, exit: 0, output: "recovered 1" }, { run: checked, exit: 0, output: "1\nok" }])).toEqual([["unknown", "/app/secret.txt"]]);
    expect(kinds([{ run: recover, exit: 0, output: "recovered 1" }, { run: "cat /app/secret.txt", exit: 0, output: "secret[x]" }])).toEqual([["unknown", "/app/secret.txt"]]);
  });

  // the shape of a real Terminal-Bench run (git-leak-recovery aCFX7PH): a listing showed no secret.txt before the cut line deleted it
  test("of a path not there before the delete, it is still the cut part's write, not a delete of nothing", () => {
    const listed: Action = { run: "ls /app", exit: 0, output: "repo" };
    const checked: Action = { run: "set -euo pipefail; test -s /app/secret.txt; echo ok", exit: 0, output: "ok" };
    expect(kinds([listed, { run: recover, exit: 0, output: "recovered 1" }, checked])).toEqual([["unknown", "/app/secret.txt"]]);
    // with no sign of it after, the delete of a path not there changes nothing
    expect(kinds([listed, { run: recover, exit: 0, output: "recovered 1" }])).toEqual([]);
  });

  test("no later sign of the file, a masked read, an uncut delete: still a delete", () => {
    expect(kinds([{ run: recover, exit: 0 }, { run: "cat /app/secret.txt; echo done", exit: 0, output: "done" }])).toEqual([["delete", "/app/secret.txt"]]);
    expect(kinds([{ run: "rm -f /app/secret.txt; echo gone", exit: 0 }, { run: "test -s /app/secret.txt", exit: 0 }])).toEqual([["delete", "/app/secret.txt"]]);
    expect(kinds([{ run: recover, exit: 0 }, { run: "test -s /app/secret.txt", exit: 1 }])).toEqual([["delete", "/app/secret.txt"]]);
  });
});

describe("an output deleted before a re-run that says it wrote it again", () => {
  const kinds = (log: string) => {
    const trajectory = trajectoryOf([
      { edit: "/app/process.py", tool: "Write" },
      { run: "cd /app && rm -f invoices/summary.csv && nohup python3 /app/process.py > /tmp/run.log 2>&1 &", exit: 0, output: "" },
      { run: "sleep 20; cat /tmp/run.log", exit: 0, output: log },
    ]);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };

  test("is no change of the work: the program's product came back", () => {
    expect(kinds("3 invoices\nWrote /app/invoices/summary.csv")).toEqual([["unknown", "/app/process.py"]]);
  });

  test("without that word it stays a delete", () => {
    expect(kinds("3 invoices\ndone")).toEqual([["unknown", "/app/process.py"], ["delete", "/app/invoices/summary.csv"]]);
  });

  test("a long listing after the delete, with no write of the agent's between, shows a program made it again", () => {
    const rerun = (line: string, output: string, more: Action[] = []) => {
      const trajectory = trajectoryOf([{ edit: "/app/tool.c", tool: "Write" }, { run: line, exit: 0, output }, ...more]);
      return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
    };
    const listed = "-rw-r--r-- 1 root root      2 Aug  8 21:40 /app/prediction.txt\n";
    const sameLine = "cd /app && rm -f prediction.txt && ./tool weights.json image.png > /tmp/out.txt && ls -la /app/prediction.txt";
    expect(rerun(sameLine, `${listed}`)).toEqual([["unknown", "/app/tool.c"]]);
    // deleted and listed by globs: `rm -f *.txt`, then `ls -la /app/*.txt`
    const globbed = (line: string) => {
      const first: Action = { run: "cd /app && ./tool w.json i.png > prediction.txt", exit: 0 };
      const trajectory = trajectoryOf([{ edit: "/app/tool.c", tool: "Write" }, first, { run: line, exit: 0, output: listed }]);
      return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
    };
    expect(globbed("cd /app && rm -f *.txt && ./tool w.json i.png && ls -la /app/*.txt")).toEqual([["unknown", "/app/tool.c"], ["unknown", "/app/prediction.txt"]]);
    expect(globbed("cd /app && ls -la /app/*.txt && rm -f *.txt")).toContainEqual(["delete", "/app/prediction.txt"]);
    // listed before the rm in the same line: it was there, then deleted
    const before = "cd /app && ls -la /app/prediction.txt && rm -f prediction.txt";
    expect(rerun(before, listed)).toEqual([["unknown", "/app/tool.c"], ["delete", "/app/prediction.txt"]]);
    // a later call's listing counts as well; one of another file's name does not
    expect(rerun("cd /app && rm -f prediction.txt && ./tool w.json i.png", "2", [{ run: "ls -l /app", exit: 0, output: listed }])).toEqual([["unknown", "/app/tool.c"]]);
    expect(rerun("cd /app && rm -f prediction.txt", "", [{ run: "ls -l /app", exit: 0, output: listed.replace("prediction", "predictions") }]))
      .toEqual([["unknown", "/app/tool.c"], ["delete", "/app/prediction.txt"]]);
  });
});

describe("a delete its own line shows undone", () => {
  const kinds = (line: string) => {
    const trajectory = trajectoryOf([{ edit: "/app/notes.md", tool: "Write" }, { run: line, exit: 0 }]);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };
  // the shape of a real Terminal-Bench run (sqlite-with-gcov x8hS5Q3): the sources deleted, extracted again, entered
  test("a file test, a read or a `cd` after the `rm` held: the line made it again, no change of the work", () => {
    expect(kinds("set -e; rm -rf /app/sqlite; tar -xzf /app/vendor/sqlite.tar.gz -C /app; cd /app/sqlite; ./configure")).toEqual([["unknown", "/app/notes.md"]]);
    expect(kinds("rm -rf /app/build && cmake -B /app/build && test -d /app/build")).toEqual([["unknown", "/app/notes.md"]]);
  });

  test("not when the read came before the `rm` or could fail unseen", () => {
    const deleted = [["unknown", "/app/notes.md"], ["delete", "/app/sqlite"]];
    expect(kinds("set -e; cd /app/sqlite; rm -rf /app/sqlite")).toEqual(deleted);
    expect(kinds("rm -rf /app/sqlite; tar -xzf s.tgz -C /app; cd /app/sqlite; make")).toEqual(deleted);
    expect(kinds("set -e; rm -rf /app/sqlite; tar -xzf s.tgz -C /app; cd /app/sqlite || true")).toEqual(deleted);
  });
});

describe("a folder deleted by a cut line, then read by a file tool", () => {
  const fetch = "rm -rf /tmp/CompCert /tmp/CompCert.tar.gz; curl -L --fail -o /tmp/CompCert.tar.gz https://example.org/v3.13.1.t...(+54 chars)";
  const kinds = (read: { output: string; isError: boolean }) => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    builder.call({ id: "c1", name: "Bash", input: { command: fetch }, step: 1 });
    builder.resultFor("c1", { output: "README.md\nMakefile", isError: false, exitCode: 0, step: 2 });
    builder.call({ id: "c2", name: "Read", input: { file_path: "/tmp/CompCert/README.md" }, step: 3 });
    builder.resultFor("c2", { ...read, exitCode: null, step: 4 });
    const trajectory = builder.build();
    return workEdits(trajectory.edits, "Build CompCert in /tmp/CompCert", workFacts(trajectory)).filter((edit) => edit.path === "/tmp/CompCert").map((edit) => edit.kind);
  };

  test("a read of a file under it shows the cut part made it again: a change of unknown kind, not a delete", () => {
    expect(kinds({ output: "1\t# CompCert", isError: false })).toEqual(["unknown"]);
  });

  test("a read that failed shows nothing there: still a delete", () => {
    expect(kinds({ output: "ENOENT: no such file or directory, open '/tmp/CompCert/README.md'", isError: true })).toEqual(["delete"]);
  });
});

describe("a delete the same line's program wrote again", () => {
  const kinds = (actions: Action[]) => {
    const trajectory = trajectoryOf(actions);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };
  const line = "rm -rf /app/__pycache__ /app/stolen_A1.npy && python3 /app/steal.py > /tmp/out.txt && python3 - <<'PY'\nimport os\nfor p in sorted(os.listdir('/app')): print(os.path.join('/app', p))\nPY";

  test("the line deletes it first, runs a program, and its output lists the file: a write, not a delete", () => {
    const listed = "saved True\n/app/forward.py\n/app/steal.py\n/app/stolen_A1.npy";
    expect(kinds([{ run: line, exit: 0, output: listed }]).filter(([, path]) => path === "/app/stolen_A1.npy")).toEqual([["unknown", "/app/stolen_A1.npy"]]);
  });

  test("not when the output does not list it, when a listing ran before the delete, or when nothing after it could write", () => {
    const file = (actions: Action[]) => kinds(actions).filter(([, path]) => path === "/app/stolen_A1.npy");
    expect(file([{ run: line, exit: 0, output: "saved True\n/app/steal.py" }])).toEqual([["delete", "/app/stolen_A1.npy"]]);
    expect(file([{ run: "ls -d /app/*; rm -f /app/stolen_A1.npy; python3 /app/steal.py", exit: 0, output: "/app/stolen_A1.npy" }])).toEqual([["delete", "/app/stolen_A1.npy"]]);
    expect(file([{ run: "rm -f /app/stolen_A1.npy; echo /app/stolen_A1.npy", exit: 0, output: "/app/stolen_A1.npy" }])).toEqual([["delete", "/app/stolen_A1.npy"]]);
  });
});

describe("scratch folders", () => {
  test("a folder deleted after only new files were written under it is scratch; one holding a project file is not", () => {
    const scratch = trajectoryOf([
      { edit: "src/mod.py", tool: "Edit" },
      { edit: "reproduction/conf.py", tool: "Write" },
      { edit: "reproduction/index.rst", tool: "Write" },
      { run: "rm -rf reproduction", exit: 0, output: "" },
    ]);
    expect(transientPaths(scratch.edits)).toEqual(new Set(["reproduction/conf.py", "reproduction/index.rst", "reproduction"]));
    const project = trajectoryOf([{ edit: "docs/conf.py", tool: "Edit" }, { edit: "docs/new.rst", tool: "Write" }, { run: "rm -rf docs", exit: 0, output: "" }]);
    expect(transientPaths(project.edits).has("docs")).toBe(false);
  });

  test("a line that installs a copy by its absolute path and deletes the relative source names two files", () => {
    const install = trajectoryOf([
      { run: "install -m 0755 pmars /usr/local/bin/pmars && make clean && rm -f pmars && ls -l /usr/local/bin/pmars", exit: 0, output: "" },
    ]);
    expect(install.edits.map((edit) => [edit.kind, edit.path])).toEqual([["unknown", "/usr/local/bin/pmars"], ["delete", "pmars"]]);
    expect(transientPaths(install.edits).has("/usr/local/bin/pmars")).toBe(false);
    // deleted by a later line, with no working directory known, the relative name may still be the file
    const later = trajectoryOf([{ run: "cp build/tool /usr/local/bin/tool", exit: 0 }, { run: "rm -f tool", exit: 0 }]);
    expect(transientPaths(later.edits).has("/usr/local/bin/tool")).toBe(true);
  });

  test("a cleanup that deletes scratch files also names paths never shown written: those are no change to the work", () => {
    const cleanup = trajectoryOf([
      { edit: "/app/polyglot/main.rs", tool: "Write" },
      { edit: "/app/polyglot/t1.rs", tool: "Write" },
      { run: "cd /app/polyglot && rm -f t1.rs t4r test_rust", exit: 0, output: "" },
    ]);
    expect(transientPaths(cleanup.edits)).toEqual(new Set(["/app/polyglot/t1.rs", "/app/polyglot/t4r", "/app/polyglot/test_rust"]));
    // a delete alone, or beside a file the agent changed and kept, may be the work
    const alone = trajectoryOf([{ edit: "/app/main.rs", tool: "Write" }, { run: "rm -f /app/old.rs", exit: 0, output: "" }]);
    expect(transientPaths(alone.edits).size).toBe(0);
  });

  test("a binary the agent ran by its path is a build's output: deleting it later changes no work, a script it wrote stays work", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/polyglot/main.rs", tool: "Write" },
      { edit: "/app/run_me", tool: "Write" },
      { run: "cd /app/polyglot && /app/polyglot/main 10 && /app/run_me", exit: 0, output: "89" },
      { run: "rm -f /app/polyglot/main /app/run_me", exit: 0, output: "" },
    ]);
    const work = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
    expect(work).toEqual([["unknown", "/app/polyglot/main.rs"], ["unknown", "/app/run_me"], ["delete", "/app/run_me"]]);
  });

  test("a shell start-up file in a home folder is the agent's terminal, not the work, unless the task names it", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/headless_terminal.py", tool: "Write" },
      { run: "sed -i '23,$d' /root/.bashrc && echo 'export PS1=\"$ \"' >> ~/.zshrc", exit: 0, output: "" },
    ]);
    expect(workEdits(trajectory.edits).map((edit) => edit.path)).toEqual(["/app/headless_terminal.py"]);
    expect(workEdits(trajectory.edits, "Add an alias ll to /root/.bashrc").map((edit) => edit.path)).toEqual(["/app/headless_terminal.py", "/root/.bashrc"]);
  });

  test("a delete of programs the transcript compiled also clears the programs beside it it never showed written; a source stays work", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/user.cpp", tool: "Edit" },
      { run: "g++ -std=c++17 -o /app/debug /app/main.cpp /app/user.cpp && /app/debug", exit: 0, output: "ok" },
      { run: "rm -f /app/debug /app/release /app/main.cpp && g++ -o /tmp/app_debug /app/user.cpp", exit: 0, output: "" },
    ]);
    const work = workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
    expect(work).toEqual([["update", "/app/user.cpp"], ["delete", "/app/main.cpp"]]);
  });

  test("a folder deleted by its absolute name covers files written by a relative one, and a name's suffix is no other file", () => {
    const trajectory = trajectoryOf([
      { edit: "repro/example.py", tool: "Write" },
      { edit: "example.py", tool: "Write" },
      { run: "rm -rf /testbed/repro", exit: 0, output: "" },
    ]);
    expect(transientPaths(trajectory.edits)).toEqual(new Set(["repro/example.py", "/testbed/repro"]));
  });
});

describe("temp folders are scratch unless the task makes them the work", () => {
  test("a folder the task names, or the folder of a file it names, is the work", () => {
    expect(taskWorkRoots("Under /tmp/CompCert/, build CompCert. Ensure it runs as /tmp/CompCert/ccomp.")).toEqual(["/tmp/CompCert"]);
    // a file straight under a temp root makes only that file the work, not all of /tmp
    expect(taskWorkRoots("Write the count to /tmp/answer.txt")).toEqual(["/tmp/answer.txt"]);
    expect(taskWorkRoots("Fix the parser in /app/src/parse.py")).toEqual([]);
    expect(taskWorkRoots(null)).toEqual([]);
  });

  test("an edit under the task's temp folder is an edit of the work; others under /tmp are not", () => {
    const trajectory = trajectoryOf([
      { prompt: "Under /tmp/CompCert/, build the compiler." },
      { edit: "/tmp/CompCert/VERSION", tool: "Edit" },
      { edit: "/tmp/smoke.c", tool: "Write" },
    ]);
    expect(workEdits(trajectory.edits, trajectory.task).map((edit) => edit.path)).toEqual(["/tmp/CompCert/VERSION"]);
    expect(workEdits(trajectory.edits).map((edit) => edit.path)).toEqual([]);
  });

  test("the last edit is read against the task's work folder", () => {
    const trajectory = trajectoryOf([
      { prompt: "Under /tmp/CompCert/, build the compiler." },
      { run: "make -C /tmp/CompCert", exit: 0, output: "" },
      { edit: "/tmp/CompCert/VERSION", tool: "Edit" },
    ]);
    const runs = verificationRuns(trajectory);
    const context = { trajectory, runs, diff: null, prBody: null, files: null } as CheckContext;
    expect(verifiedAfterLastEdit(context).summary).toMatch(/^No check with a pass or fail of its own ran after the last edit of `\/tmp\/CompCert\/VERSION`/);
  });
});

describe("on a pull request, the repository's own checks must have run after the last change", () => {
  const diff = parseUnifiedDiff("diff --git a/pkg/utils.py b/pkg/utils.py\n--- a/pkg/utils.py\n+++ b/pkg/utils.py\n@@ -1,1 +1,1 @@\n-a = 1\n+a = 2\n");
  const context = (actions: Action[]) => checkContext(trajectoryOf(actions), diff, null);

  test("only the agent's reproduction script after the last edit: missing evidence, said as such", () => {
    const result = verifiedAfterLastEdit(context([
      { edit: "pkg/utils.py", tool: "Edit" },
      { edit: "reproduce.py", tool: "Write" },
      { run: "python reproduce.py", exit: 0, output: "fixed" },
    ]));
    expect(result.status).toBe("warn");
    expect(result.summary).toBe("Only the agent's runs of its own examples ran after the last edit of `pkg/utils.py` (`python reproduce.py`, step 3); none of the repository's tests or checks did.");
  });

  test("its other examples after the last edit that showed no result are named beside the one cited", () => {
    const result = verifiedAfterLastEdit(context([
      { edit: "pkg/utils.py", tool: "Edit" },
      { edit: "reproduce.py", tool: "Write" },
      { edit: "debug.py", tool: "Write" },
      { run: "python reproduce.py", exit: 0, output: "Testing...\nResult: TIMEOUT" },
      { run: "python debug.py", exit: 0, output: "Result: 42" },
    ]));
    expect(result.summary).toBe("Only the agent's runs of its own examples ran after the last edit of `pkg/utils.py` (`python debug.py`, step 5); none of the repository's tests or checks did; "
      + "after the edit `python reproduce.py` (step 4: `Result: TIMEOUT`) exited 0 but printed a failure its code caught: not a pass.");
  });

  test("a test file the agent created and deleted is its own check, not the repository's tests", () => {
    const result = verifiedAfterLastEdit(context([
      { edit: "pkg/utils.py", tool: "Edit" },
      { edit: "tests/test_new_case.py", tool: "Write" },
      { run: "python -m pytest tests/test_new_case.py -q", exit: 0, output: "1 passed in 0.1s" },
      { run: "rm tests/test_new_case.py", exit: 0, output: "" },
    ]));
    expect(result.status).toBe("warn");
    expect(result.summary).toMatch(/^Only the agent's own checks ran after the last edit of `pkg\/utils.py`/);
  });

  test("the repository's tests after the last edit pass it, and are the run it cites", () => {
    const result = verifiedAfterLastEdit(context([
      { edit: "pkg/utils.py", tool: "Edit" },
      { run: "python -m pytest tests/test_utils.py -q", exit: 0, output: "4 passed in 0.2s" },
      { edit: "reproduce.py", tool: "Write" },
      { run: "python reproduce.py", exit: 0, output: "fixed" },
    ]));
    expect(result.status).toBe("pass");
    expect(result.summary).toMatch(/^`pytest tests\/test_utils.py` \(step 2\) ran after the last edit of `pkg\/utils.py` \(step \d+\)/);
  });

  test("without a PR diff (a task, not a repository change) the agent's own check suffices", () => {
    const trajectory = trajectoryOf([{ edit: "/app/solve.py", tool: "Write" }, { run: "python3 /app/solve.py", exit: 0, output: "42" }]);
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).status).toBe("pass");
  });
});

describe("edits only to notes, logs or docs", () => {
  test("are named by what they are, not reported as no edits", () => {
    const trajectory = trajectoryOf([{ run: "cat > _includes/about.md <<'EOF'\nAbout me\nEOF", exit: 0, output: "" }, { run: "git merge-base --is-ancestor abc HEAD && echo YES", exit: 0, output: "YES" }]);
    const result = verifiedAfterLastEdit(checkContext(trajectory, null, null));
    expect(result.summary).toMatch(/^No edit of code \(the last edit is to `_includes\/about.md`, a document, step 1\); `shell check ˋgit merge-base[^`]*` ran after it \(step 2\)/);
    const log = trajectoryOf([{ edit: "/app/run.log", tool: "Write" }, { run: "git merge-base --is-ancestor abc HEAD && echo YES", exit: 0, output: "YES" }]);
    expect(verifiedAfterLastEdit(checkContext(log, null, null)).summary).toMatch(/^No edit of code \(the last edit is to `\/app\/run.log`, a log or captured output, step 1\); /);
    // a check whose command the recorder cut may read the document: the sentence says only where it stands
    const before = trajectoryOf([{ run: "git merge-base --is-ancestor abc HEAD && echo YES", exit: 0, output: "YES" }, { edit: "/app/NOTES.md", tool: "Write" }]);
    expect(verifiedAfterLastEdit(checkContext(before, null, null)).summary).toMatch(/; `shell check ˋgit merge-base[^`]*` ran before it \(step 1\)\.$/);
  });

  test("a check that names the file reads it: its edit counts", () => {
    const trajectory = trajectoryOf([{ run: "cat > _includes/about.md <<'EOF'\nAbout me\nEOF", exit: 0, output: "" }, { run: "grep -q 'About me' _includes/about.md && git merge-base --is-ancestor abc HEAD", exit: 0, output: "" }]);
    const result = verifiedAfterLastEdit(checkContext(trajectory, null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toMatch(/\(step 2\) ran after the last edit of `_includes\/about.md` \(step \d+\)/);
    // a log a program wrote stays its output, even when a check reads it
    const log = trajectoryOf([
      { edit: "/app/server.py", tool: "Write" },
      { run: "nohup python3 -u /app/server.py > /app/server.log 2>&1 &", exit: 0, output: "" },
      { run: "grep -q 'Serving' /app/server.log && python3 /app/test_client.py", exit: 0, output: "ALL TESTS PASSED" },
    ]);
    expect(verifiedAfterLastEdit(checkContext(log, null, null)).summary).not.toContain("server.log");
    // a check that names another file does not
    const other = trajectoryOf([{ run: "cat > _includes/about.md <<'EOF'\nAbout me\nEOF", exit: 0, output: "" }, { run: "grep -q 'About me' _includes/contact.md && git merge-base --is-ancestor abc HEAD", exit: 0, output: "" }]);
    expect(verifiedAfterLastEdit(checkContext(other, null, null)).summary).toMatch(/^No edit of code/);
  });
});

describe("a git comparison whose status says nothing", () => {
  test("`git diff A B -- f && echo identical` is no check: git diff exits 0 whatever it printed; --exit-code makes it one", () => {
    const plain = verificationRuns(trajectoryOf([{ run: "git diff c4997 master -- about.md && echo \"(no output above means identical)\"", exit: 0, output: "diff --git a/about.md b/about.md\n-old\n+new\n(no output above means identical)" }]));
    expect(plain).toEqual([]);
    const asked = verificationRuns(trajectoryOf([{ run: "git diff --exit-code c4997 master -- about.md && echo IDENTICAL", exit: 0, output: "IDENTICAL" }]));
    expect(asked.map((run) => run.outcome)).toEqual(["passed"]);
  });

  test("`git fsck --lost-found` searches for lost objects; it checks no work", () => {
    const search = verificationRuns(trajectoryOf([{ run: "git fsck --lost-found && echo OK", exit: 0, output: "dangling commit c4997\nOK" }]));
    expect(search).toEqual([]);
    const integrity = verificationRuns(trajectoryOf([{ run: "git fsck --full && echo OK", exit: 0, output: "OK" }]));
    expect(integrity.map((run) => run.outcome)).toEqual(["passed"]);
  });
});

describe("an edit made by a command whose kind the transcript does not show", () => {
  test("is cited as changed by a command, not as an 'unknown' edit", () => {
    const script = "cat <<'EOF' > fix.py\nlines = open('pkg/a.py').readlines()\nopen('pkg/a.py', 'w').writelines(lines[:-1])\nEOF\npython fix.py";
    const trajectory = trajectoryOf([{ run: script, exit: 0, output: "" }, { run: "python3 check.py", exit: 0, output: "all examples passed" }]);
    const edit = trajectory.edits.find((item) => item.path.endsWith("pkg/a.py"));
    expect(edit?.kind).toBe("unknown");
    const quotes = verifiedAfterLastEdit(checkContext(trajectory, null, null)).evidence.map((item) => item.quote);
    expect(quotes).toContain("changed by a command: pkg/a.py");
  });

  test("a file tool's write that does not say whether the file was new is cited as written", () => {
    const trajectory = trajectoryOf([{ run: "python3 check.py", exit: 0, output: "all examples passed" }]);
    const written = { ...trajectory, edits: [{ path: "/app/answer.txt", kind: "unknown" as const, step: 0, toolCall: null, inferred: false }] };
    const quotes = verifiedAfterLastEdit(checkContext(written, null, null)).evidence.map((item) => item.quote);
    expect(quotes).toContain("written: /app/answer.txt");
  });
});

describe("edits only to temp files", () => {
  test("are said to be there, not 'no file edits'", () => {
    const trajectory = trajectoryOf([{ edit: "/tmp/telnet_proxy.py", tool: "Write" }, { edit: "/tmp/telnet_proxy.py", tool: "Edit" }, { run: "python3 /app/check.py", exit: 0, output: "all examples passed" }]);
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).summary)
      .toBe("No edit of the work (the 2 edits recorded are to temp files, caches, outputs made again, files later deleted or paths not there; the last, `/tmp/telnet_proxy.py`, step 2); `python3 check.py` ran (step 3).");
  });
});

describe("a folder deleted, then cloned again", () => {
  const kinds = (output: string) => {
    const trajectory = trajectoryOf([{ run: "rm -rf /app/caffe; git clone https://github.com/BVLC/caffe.git /app/caffe", exit: 0, output }]);
    return workEdits(trajectory.edits, null, workFacts(trajectory)).map((edit) => [edit.kind, edit.path]);
  };

  test("is fetched, not the agent's change, when the clone names it", () => {
    expect(kinds("Cloning into '/app/caffe'...\nremote: Enumerating objects: 1")).toEqual([]);
  });

  test("stays a delete when the clone made another folder or failed to say so", () => {
    expect(kinds("Cloning into '/app/other'...")).toEqual([["delete", "/app/caffe"]]);
    expect(kinds("fatal: unable to access")).toEqual([["delete", "/app/caffe"]]);
  });
});

describe("a delete by a glob", () => {
  test("deletes the files the agent wrote that it matches, and names nothing else", () => {
    const trajectory = trajectoryOf([
      { run: "echo a > test_one.py && echo b > test_two.py && echo c > /tmp/test_x.py", exit: 0 },
      { edit: "src/app.py" },
      { run: "rm -f test_*.py /tmp/out*.txt", exit: 0 },
    ]);
    const deletes = trajectory.edits.filter((edit) => edit.kind === "delete").map((edit) => edit.path);
    expect(deletes).toEqual(["test_one.py", "test_two.py"]);
    expect(transientPaths(trajectory.edits)).toEqual(new Set(["test_one.py", "test_two.py"]));
    // a folder's contents by `dir/*`, and an absolute glob
    const folder = trajectoryOf([{ run: "mkdir -p repro && echo x > repro/a.py && echo y > /tmp/t1.txt", exit: 0 }, { run: "rm -rf repro/* /tmp/t?.txt", exit: 0 }]);
    expect(folder.edits.filter((edit) => edit.kind === "delete").map((edit) => edit.path)).toEqual(["repro/a.py", "/tmp/t1.txt"]);
  });
});
