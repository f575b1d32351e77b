import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { cutNote, editedFiles, ranChecks, tempFilesNote } from "../../src/report/edit-count.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const PR = `diff --git a/requests/models.py b/requests/models.py\n--- a/requests/models.py\n+++ b/requests/models.py\n@@ -1,1 +1,1 @@\n-a\n+b\n`;
// sessions.py changed by two seds in one call, then each reversed in one later call (psf__requests-1724's shape)
const SED_ON = "sed -i '19s/import a, b/import a, b, c/' requests/sessions.py && sed -i '314s/m = m.upper(),/m = c(m.upper()),/' requests/sessions.py";
const SED_OFF = "sed -i '19s/import a, b, c/import a, b/' requests/sessions.py && sed -i '314s/m = c(m.upper()),/m = m.upper(),/' requests/sessions.py";
const work: Action[] = [
  { run: "cat > verify_fix.py <<'EOF'\nprint(1)\nEOF", exit: 0 },
  { run: SED_ON, exit: 0 },
  { run: SED_OFF, exit: 0 },
  { edit: "requests/models.py" },
  { run: "python verify_fix.py", exit: 0, output: "1" },
  { run: "rm verify_fix.py", exit: 0 },
];

describe("the files the agent wrote in temp folders", () => {
  test("are said to be left out of the count of the work's files; none, nothing said", () => {
    const trajectory = trajectoryOf([
      { edit: "/app/run.py" },
      { run: "cat > /tmp/test_a.py <<'EOF'\nprint(1)\nEOF\npython3 /tmp/test_a.py > /tmp/a.out", exit: 0, output: "" },
      { run: "cat > /tmp/test_a.py <<'EOF'\nprint(2)\nEOF", exit: 0 },
    ]);
    expect(editedFiles(trajectory, null)).toBe("edited 1 file");
    expect(tempFilesNote(trajectory)).toBe(", besides what it wrote in temp folders,");
    expect(tempFilesNote(trajectoryOf([{ edit: "/app/run.py" }]))).toBe("");
  });

  test("a shell's start-up file the agent edited is named apart: it lies in no temp folder", () => {
    const bashrc = "echo 'export MARK=1' >> /root/.bashrc";
    const both = trajectoryOf([{ edit: "/app/run.py" }, { run: `${bashrc}; cat > /tmp/t.py <<'EOF'\nx\nEOF`, exit: 0 }, { run: "sed -i '23,$d' /root/.bashrc", exit: 0 }]);
    expect(tempFilesNote(both)).toBe(", besides what it wrote in temp folders and its shell's start-up file /root/.bashrc,");
    expect(tempFilesNote(trajectoryOf([{ edit: "/app/run.py" }, { run: bashrc, exit: 0 }]))).toBe(", besides its shell's start-up file /root/.bashrc,");
  });

  test("where counted files lie in a temp folder (a proxy left running), the rest there are other files", () => {
    const started = "(Background shell started with ID: bg_1. Use bash_background_output to check status.)";
    const trajectory = trajectoryOf([
      { run: "cat > /tmp/vm/proxy.py <<'EOF'\nimport socket\nEOF", exit: 0 },
      { run: "cat > /tmp/vm/probe.sh <<'EOF'\necho hi\nEOF", exit: 0 },
      { run: "python3 /tmp/vm/proxy.py", exit: 0, output: started },
    ]);
    expect(editedFiles(trajectory, null)).toBe("edited 1 file");
    expect(tempFilesNote(trajectory)).toBe(", besides other files it wrote in temp folders,");
  });

  test("a temp folder the task names is the work, not scratch", () => {
    const trajectory = trajectoryOf([{ prompt: "Build CompCert under /tmp/CompCert/." }, { run: "echo x > /tmp/CompCert/Makefile.config", exit: 0 }]);
    expect(tempFilesNote(trajectory)).toBe("");
  });
});

describe("the summary's count of edited files", () => {
  test("says which of them end with no change: scratch files deleted, files put back, files outside the PR", () => {
    const expected = "edited 3 files (1 of them a scratch file it later deleted, 1 put back as it was)";
    expect(editedFiles(trajectoryOf(work), ["requests/models.py"])).toBe(expected);
    const outside = trajectoryOf([{ edit: "requests/models.py" }, { edit: "docs/notes.txt" }]);
    expect(editedFiles(outside, ["requests/models.py"])).toBe("edited 2 files (1 of them not in the PR)");
    expect(editedFiles(outside, null)).toBe("edited 2 files");
  });

  test("a log the shell filled with a command's output is said to be one; a log an edit tool wrote is an edit", () => {
    const served = trajectoryOf([{ edit: "/app/app.py" }, { run: "nohup python3 /app/app.py > /app/service.log 2>&1 &", exit: 0 }]);
    expect(editedFiles(served, null)).toBe("edited 2 files (1 of them a log of a command's output)");
    const written = trajectoryOf([{ edit: "/app/app.py" }, { edit: "/app/changes.log" }]);
    expect(editedFiles(written, null)).toBe("edited 2 files");
  });

  test("files a program said it made and the agent then deleted are scratch, though no write of them is recorded", () => {
    const made = trajectoryOf([
      { edit: "/app/cli_tool.cpp" },
      { run: "python3 make_test_png.py", exit: 0, output: "created test_random.png\ncreated test_black.png" },
      { run: "rm -f test_random.png test_black.png", exit: 0 },
    ]);
    expect(editedFiles(made, null)).toBe("edited 3 files (2 of them scratch files it later deleted)");
    // deleted with no program saying it made them: they may have been there before
    const found = trajectoryOf([{ edit: "/app/cli_tool.cpp" }, { run: "rm -f old_a.png old_b.png", exit: 0 }]);
    expect(editedFiles(found, null)).toBe("edited 3 files");
  });

  test("a lone scratch file is named as one; several get a count", () => {
    const lone = trajectoryOf([{ run: "echo x > t.py", exit: 0 }, { run: "rm t.py", exit: 0 }]);
    expect(editedFiles(lone, null)).toBe("edited 1 file (a scratch file it later deleted)");
    const scratch = trajectoryOf([{ run: "echo x > t.py && echo y > u.py", exit: 0 }, { edit: "lib/a.py" }, { run: "rm t.py u.py", exit: 0 }]);
    expect(editedFiles(scratch, null)).toBe("edited 3 files (2 of them scratch files it later deleted)");
  });

  test("a deleted folder is counted by the files written in it; a path only deleted, and not in the PR, is no edit", () => {
    const folder = trajectoryOf([
      { edit: "sphinx/domains/python.py" },
      { run: "mkdir -p repro && echo x > repro/conf.py && echo y > repro/index.rst", exit: 0 },
      { run: "rm -rf repro reproduce_tilde.py", exit: 0 },
    ]);
    expect(editedFiles(folder, ["sphinx/domains/python.py"])).toBe("edited 3 files (2 of them scratch files it later deleted)");
    // without a PR, deleting a file the transcript never wrote may be a change to the work
    expect(editedFiles(trajectoryOf([{ edit: "lib/a.py" }, { run: "rm old.py", exit: 0 }]), null)).toBe("edited 2 files");
    expect(editedFiles(trajectoryOf([{ edit: "lib/a.py" }, { run: "rm old.py", exit: 0 }]), ["lib/a.py", "old.py"])).toBe("edited 2 files");
  });

  test("a sed that does not reverse every sed of the earlier call leaves the file changed", () => {
    const half = [work[1]!, { run: "sed -i '19s/import a, b, c/import a, b/' requests/sessions.py", exit: 0 }, work[3]!];
    expect(editedFiles(trajectoryOf(half), ["requests/models.py"])).toBe("edited 2 files (1 of them not in the PR)");
  });
});

describe("edits_match_diff: a file whose sed edits were reversed", () => {
  test("is not 'edited in the transcript, not in the PR'", () => {
    const result = editsMatchDiff(checkContext(trajectoryOf(work), parseUnifiedDiff(PR), null));
    expect(result.status).toBe("pass");
  });
});

describe("an output the agent deleted and its program made again", () => {
  test("is not counted as a scratch file it later deleted", () => {
    const listed = "-rw-r--r-- 1 root root 26436 Aug  8 23:40 /app/cov/shell.gcda\n";
    const trajectory = trajectoryOf([
      { edit: "/app/tool.c" },
      { run: "touch /app/cov/shell.gcda", exit: 0 },
      { run: "cd /app/cov && rm -f *.gcda && /app/tool && ls -la /app/cov/*.gcda", exit: 0, output: listed },
    ]);
    expect(editedFiles(trajectory, null)).toBe("edited 2 files");
    const gone = trajectoryOf([{ edit: "/app/tool.c" }, { run: "touch /app/cov/shell.gcda", exit: 0 }, { run: "cd /app/cov && rm -f *.gcda", exit: 0 }]);
    expect(editedFiles(gone, null)).toBe("edited 2 files (1 of them a scratch file it later deleted)");
  });
});

describe("the summary's count of verification commands", () => {
  test("a call whose checks could not start (a missing runner) is counted apart; a line with two checks is one", () => {
    const trajectory = trajectoryOf([
      { edit: "pkg/a.py" },
      { run: "/usr/bin/python3 -m pytest tests/", exit: 1, output: "/usr/bin/python3: No module named pytest" },
      { run: "cd /app && pytest -q", exit: 127, output: "bash: line 1: pytest: command not found" },
      { run: "python3 check_a.py && python3 check_b.py", exit: 0, output: "ok\nok" },
    ]);
    expect(ranChecks(trajectory)).toBe("ran 1 command this report reads as a check (2 more could not start)");
    expect(ranChecks(trajectoryOf([{ edit: "pkg/a.py" }, { run: "python3 check_a.py", exit: 0, output: "ok" }]))).toBe("ran 1 command this report reads as a check");
  });

  test("a command that could not start and later ran as typed is counted: each attempt is a step a reader opens", () => {
    const gone = "python3: can't open file '/repo/check_a.py': [Errno 2] No such file or directory";
    const again = trajectoryOf([
      { edit: "pkg/a.py" },
      { run: "python3 check_a.py", exit: 2, output: gone },
      { edit: "check_a.py", tool: "Write" },
      { run: "python3 check_a.py", exit: 0, output: "ok" },
    ]);
    // audited sympy-16792: two attempts with no pytest, the second run again after `pip install pytest`, read as "1 more"
    expect(ranChecks(again)).toBe("ran 1 command this report reads as a check (1 more could not start)");
    expect(finalChecksGreen(checkContext(again, null, null)).summary).not.toContain("could not run");
    const never = trajectoryOf([{ edit: "pkg/a.py" }, { run: "python3 check_a.py", exit: 2, output: gone }, { run: "pytest", exit: 0, output: "3 passed" }]);
    expect(ranChecks(never)).toBe("ran 1 command this report reads as a check (1 more could not start)");
  });
});

describe("the summary's note on commands the recorder cut", () => {
  const CUT = "python3 - <<'PY'\nimport json\nnames = [...(+55 chars)";

  const UNKNOWN = " in what the transcript shows of its commands (the recorder cut some, and what their cut parts wrote is not known";

  test("names a file a cut command's own output says it wrote, which no edit records", () => {
    const trajectory = trajectoryOf([{ run: CUT, exit: 0, output: "wrote /app/weights.json\ninput_weight 12544" }, { edit: "/app/cli.cpp" }]);
    expect(cutNote(trajectory)).toBe(`${UNKNOWN}; one says it wrote /app/weights.json)`);
  });

  test("a program's own report of where it put what it made is a write (`recovered one secret to /app/secret.txt`)", () => {
    const trajectory = trajectoryOf([{ run: CUT, exit: 0, output: "recovered one secret to /app/secret.txt\n30 /app/secret.txt" }]);
    expect(cutNote(trajectory)).toBe(`${UNKNOWN}; one says it wrote /app/secret.txt)`);
    const moved = trajectoryOf([{ run: CUT, exit: 0, output: "Redirected to /login" }]);
    expect(cutNote(moved)).toBe(`${UNKNOWN})`);
  });

  // sanitize-git-repo 8tj6S9t: the writing commands cut, `git -C /app/dclm status --short` listed what they changed
  test("names how many changed files the last git status that listed any shows", () => {
    const status = "M exp_data/d.json\n M ray_processing/process.py\n M ray_processing/ray_cluster.yaml\n?? notes.txt";
    const trajectory = trajectoryOf([{ run: CUT, exit: 0, output: "" }, { run: "git -C /app/dclm status --short", exit: 0, output: status }, { run: "git status", exit: 0, output: "nothing to commit, working tree clean" }]);
    expect(cutNote(trajectory)).toBe(`${UNKNOWN}; git status at step 2 lists 3 changed files)`);
    const long = trajectoryOf([{ run: CUT, exit: 0, output: "" }, { run: "git status", exit: 0, output: "Changes not staged for commit:\n\tmodified:   src/a.py\n" }]);
    expect(cutNote(long)).toBe(`${UNKNOWN}; git status at step 2 lists 1 changed file)`);
  });

  // the shape of a real Terminal-Bench run (fix-git KYKbG2p): a merge wrote a file no edit did, and git status listed it
  test("a git command that writes the tree from commits before that status is named beside its count", () => {
    const merge = { run: "git reset --hard d7d3e4b && git merge --no-ff 650dba4", exit: 1, output: "CONFLICT (content): Merge conflict in a.md" };
    const status = { run: "git status --short", exit: 0, output: "UU a.md\nM  _layouts/default.html" };
    const trajectory = trajectoryOf([{ run: CUT, exit: 0, output: "" }, merge, { edit: "/app/site/a.md" }, status]);
    expect(cutNote(trajectory)).toBe(`${UNKNOWN}; git status at step 4 lists 2 changed files, after git merge at step 2, which changes files itself)`);
    // a new branch at HEAD, or a reset that keeps the files, writes none
    const branch = trajectoryOf([{ run: CUT, exit: 0, output: "" }, { run: "git checkout -b fix && git reset HEAD~1", exit: 0 }, status]);
    expect(cutNote(branch)).toBe(`${UNKNOWN}; git status at step 3 lists 2 changed files)`);
  });

  // pytorch-model-cli TwiaC78: a cut here-document wrote /app/weights.json, and its own `ls -l` showed the file
  test("a file a cut line's output lists (ls -l, wc) that no earlier output showed is named as shown there, not as written", () => {
    const listed = "-rw-r--r-- 1 root root 268K Apr 28 06:06 /app/weights.json\n784 16 10";
    expect(cutNote(trajectoryOf([{ run: CUT, exit: 0, output: listed }]))).toBe(`${UNKNOWN}; the output of a cut line shows /app/weights.json (step 1) there after it ran)`);
    expect(cutNote(trajectoryOf([{ run: CUT, exit: 0, output: "3057 /app/gates.txt" }]))).toBe(`${UNKNOWN}; the output of a cut line shows /app/gates.txt (step 1) there after it ran)`);
    // a file an earlier output showed (an input listed again), or one in the temp folder, is no news of the work
    const input = trajectoryOf([{ run: "ls /app", exit: 0, output: "gates.txt\nsim.c" }, { run: CUT, exit: 0, output: "3057 /app/gates.txt" }]);
    expect(cutNote(input)).toBe(`${UNKNOWN})`);
    expect(cutNote(trajectoryOf([{ run: CUT, exit: 0, output: "12 /tmp/scratch.txt" }]))).toBe(`${UNKNOWN})`);
  });

  // sanitize-git-repo 8tj6S9t: `git checkout -- a b` put four files back as they were; the three still changed are its edits
  test("a checkout or restore of paths from the index explains no change, one from a commit does", () => {
    const status = { run: "git status --short", exit: 0, output: " M a.py\n M b.py" };
    const lead = (run: string) => cutNote(trajectoryOf([{ run: CUT, exit: 0, output: "" }, { run, exit: 0 }, status]));
    expect(lead("git checkout -- c.py d.py")).toBe(`${UNKNOWN}; git status at step 3 lists 2 changed files)`);
    expect(lead("git restore c.py")).toBe(`${UNKNOWN}; git status at step 3 lists 2 changed files)`);
    expect(lead("git checkout v1.2 -- c.py")).toBe(`${UNKNOWN}; git status at step 3 lists 2 changed files, after git checkout at step 2, which changes files itself)`);
    expect(lead("git restore --source=v1.2 c.py")).toBe(`${UNKNOWN}; git status at step 3 lists 2 changed files, after git restore at step 2, which changes files itself)`);
  });

  // the shape of a real Terminal-Bench run (sanitize-git-repo 8tj6S9t): a cut inline rewrite printed `updated ray_processing/process.py`
  test("a program saying it changed a file, by a path with a folder and a suffix, relative too, is a write", () => {
    const trajectory = trajectoryOf([{ run: CUT, exit: 0, output: "updated ray_processing/process.py" }]);
    expect(cutNote(trajectory)).toBe(`${UNKNOWN}; one says it wrote ray_processing/process.py)`);
    // a count of rows, or a bare name another program may only mention, is not
    expect(cutNote(trajectoryOf([{ run: CUT, exit: 0, output: "updated 3 rows\nwrote process.py" }]))).toBe(`${UNKNOWN})`);
  });

  test("a path a cut command's output only names is not said to be written: it may be an input; a count of it says it is there", () => {
    const printed = [{ prompt: "Write /app/gates.txt." }, { run: CUT, exit: 0, output: "3057\n3057 /app/gates.txt\nout0 = out0" }];
    expect(cutNote(trajectoryOf(printed))).toBe(`${UNKNOWN}; the output of a cut line shows /app/gates.txt (step 2) there after it ran)`);
    const named = [{ prompt: "Write /app/gates.txt." }, { run: CUT, exit: 0, output: "reading /app/gates.txt\nout0 = out0" }];
    expect(cutNote(trajectoryOf(named))).toBe(`${UNKNOWN})`);
  });

  test("says only that commands were cut when none names a file outside the temp folder, and nothing when none was cut", () => {
    expect(cutNote(trajectoryOf([{ run: CUT, exit: 0, output: "wrote /tmp/x.json" }]))).toBe(`${UNKNOWN})`);
    expect(cutNote(trajectoryOf([{ run: "python3 make.py", exit: 0, output: "wrote /app/weights.json" }]))).toBe("");
  });
});

describe("files `mv` took to another folder", () => {
  // the shape of a real Terminal-Bench run (financial-document-processor tN4XbQT): three `mv`s were "edited 6 files"
  test("are counted once each, at their new path, and said to be moved", () => {
    const trajectory = trajectoryOf([
      { run: "mkdir -p /app/invoices && mv /app/documents/a.jpg /app/invoices/ && mv /app/documents/b.jpg /app/invoices/", exit: 0 },
      { edit: "/app/invoices/summary.csv", tool: "Write" },
    ]);
    expect(editedFiles(trajectory, null)).toBe("edited 3 files (2 of them moved from other paths, each counted once)");
    // a rename keeps both names, and a delete beside an unrelated write is no move
    expect(editedFiles(trajectoryOf([{ run: "mv /app/a.py /app/b.py", exit: 0 }]), null)).toBe("edited 2 files");
    expect(editedFiles(trajectoryOf([{ run: "rm /app/old/a.jpg && cp /tmp/a.jpg /app/new/a.jpg", exit: 0 }]), null)).toBe("edited 2 files");
  });
});

describe("a script the agent ran as its own check and kept out of the PR", () => {
  const actions: Action[] = [
    { prompt: "Fix requests/models.py" },
    { run: "cat > reproduce.py <<'EOF'\nimport requests\nEOF\npython reproduce.py", exit: 0, output: "ok" },
    { edit: "requests/models.py" },
    { run: "python -m pytest tests -q", exit: 0, output: "==== 12 passed in 0.4s ====" },
  ];

  test("is named as its own check script in the count and in edits_match_diff, not as a change the PR lacks", () => {
    const trajectory = trajectoryOf(actions);
    expect(editedFiles(trajectory, ["requests/models.py"])).toBe("edited 2 files (1 of them its own check script, not in the PR)");
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(PR), null));
    expect(result).toMatchObject({ status: "pass", summary: "The file the PR changes is the file the agent edited; its own check script `reproduce.py` stays out of the PR." });
  });

  test("a kept file it never ran as a check is still a change the PR lacks", () => {
    const trajectory = trajectoryOf([...actions.slice(0, 3), { edit: "requests/utils.py" }, actions[3]!]);
    expect(editedFiles(trajectory, ["requests/models.py"])).toBe("edited 3 files (1 of them not in the PR, 1 its own check script, not in the PR)");
    expect(editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(PR), null)).status).toBe("warn");
  });
});
