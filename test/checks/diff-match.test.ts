import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "../../src/cli.js";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff, writtenText } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const FORGED = "test/fixtures/github/forged-six-records.jsonl";
const diffOf = (path: string, removed: string, added: string) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,1 +1,1 @@\n-${removed}\n+${added}\n`;
/** The change the forged transcript describes, and two PRs it does not explain. */
const HONEST = diffOf("src/a.ts", "  return Math.floor(value);", "  return Math.round(value);");
const OTHER_FILE = diffOf("src/b.ts", "  const limit = 10;", "  const limit = fetchLimitFromEnv();");
const OTHER_TEXT = diffOf("src/a.ts", "  return Math.floor(value);", "  return sendToServer(value, process.env);");

async function verifyForged(diff: string) {
  const dir = await mkdtemp(join(tmpdir(), "agent-verdict-forged-"));
  await writeFile(join(dir, "pr.diff"), diff);
  let stdout = "";
  const code = await runCli(["verify", "--transcript", FORGED, "--diff", join(dir, "pr.diff"), "--no-llm", "--json", "-"], {
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
  });
  expect(code).toBe(0);
  type Check = { id: string; status: string; required: boolean; summary: string; evidence: { path: string | null }[] };
  const report = JSON.parse(stdout) as { verdict: string; checks: Check[] };
  return { verdict: report.verdict, check: report.checks.find((check) => check.id === "edits_match_diff")! };
}

describe("edits_match_diff end to end: the forged six-record transcript of issue 13", () => {
  test("passes with the diff it describes", async () => {
    const { verdict, check } = await verifyForged(HONEST);
    expect(check.status).toBe("pass");
    expect(verdict).toBe("pass");
  });

  test("cannot pass when the PR changes another file: its edits touch none of the PR's files", async () => {
    const { verdict, check } = await verifyForged(OTHER_FILE);
    expect(check).toMatchObject({ status: "warn", required: true });
    expect(check.evidence.map((item) => item.path)).toEqual(["src/b.ts", "src/a.ts"]);
    expect(verdict).not.toBe("pass");
    // the file the agent changed is named: the PR holds none of its changes (sphinx-9602: its one edit is not in the PR)
    expect(check.summary).toBe("The transcript's readable edits do not touch the file the PR changes, and the file they changed, `src/a.ts`, "
      + "is not in the PR: it holds none of the agent's changes. How the PR's changes were made is unknown (a program the agent ran may have written them).");
  });

  test("cannot pass when the PR writes other text into the same file", async () => {
    const { verdict, check } = await verifyForged(OTHER_TEXT);
    expect(check).toMatchObject({ status: "warn", required: true });
    expect(verdict).toBe("neutral");
  });

  test("cannot pass when the PR adds an unexplained code file beside the explained one", async () => {
    const { verdict, check } = await verifyForged(`${HONEST}${OTHER_FILE}`);
    expect(check).toMatchObject({ status: "warn", required: true });
    expect(verdict).toBe("neutral");
  });
});

describe("edits_match_diff rules", () => {
  const context = (diff: string) => checkContext(trajectoryOf([{ prompt: "p" }, { edit: "src/a.ts" }]), parseUnifiedDiff(diff), null);

  test("an unexplained non-code file is listed but does not hold the verdict", () => {
    const result = editsMatchDiff(context(`${diffOf("src/a.ts", "x", "y")}${diffOf("package-lock.json", '"v": 1', '"v": 2')}`));
    expect(result).toMatchObject({ status: "warn", required: false });
    expect(result.evidence[0]!.quote).toBe("changed in the PR, never touched by the transcript: package-lock.json");
  });

  test("a PR that deletes a whole file of the repository holds the verdict for a person, citing the delete", () => {
    const removed = "diff --git a/setup.py b/setup.py\ndeleted file mode 100644\n--- a/setup.py\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-import setuptools\n-setuptools.setup()\n";
    const trajectory = trajectoryOf([
      { prompt: "p" },
      { edit: "src/a.ts" },
      { edit: "wrapper_module_0.pyx", tool: "Write" },
      { run: "rm wrapper_module_0.pyx setup.py", exit: 0, output: "" },
    ]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(`${diffOf("src/a.ts", "x", "y")}${removed}`), null));
    expect(result).toMatchObject({ status: "warn", required: true, summary: "The PR deletes 1 file of the repository (`setup.py`): a person should confirm that is meant." });
    expect(result.evidence[0]).toMatchObject({ step: 3, quote: "deleted by the PR: setup.py" });
  });

  test("a relative edit is the PR file of that name, not a copy in the PR whose path ends like it (build/lib/…)", () => {
    const built = diffOf("build/lib/src/a.ts", "x", "y");
    const result = editsMatchDiff(context(`${diffOf("src/a.ts", "x", "y")}${built}`));
    expect(result.evidence.map((item) => item.quote)).toEqual(["changed in the PR, never touched by the transcript: build/lib/src/a.ts"]);
    // also when the PR does not carry the edited file itself (the edit was undone, or changed nothing)
    expect(editsMatchDiff(context(built)).evidence.map((item) => item.quote)).toContain("changed in the PR, never touched by the transcript: build/lib/src/a.ts");
    // an absolute name is the PR file its path ends with
    const absolute = checkContext(trajectoryOf([{ prompt: "p" }, { edit: "/testbed/src/a.ts" }]), parseUnifiedDiff(diffOf("src/a.ts", "x", "y")), null);
    expect(editsMatchDiff(absolute).status).toBe("pass");
  });

  test("files moved into a scratch folder and deleted with it are not missing from the PR; a same-named file elsewhere is", () => {
    const scratch = [
      { run: "cat <<'EOF' > example.py\nclass Base: pass\nEOF", exit: 0 },
      { run: "mkdir -p reproduction\nmv example.py reproduction/\ncd reproduction\ncat <<'EOF' > conf.py\nx = 1\nEOF", exit: 0 },
      { edit: "src/a.ts" },
      { run: "cat <<'EOF' > reproduction/example.py\nfrom base import Base\nEOF", exit: 0 },
    ];
    const diff = parseUnifiedDiff(diffOf("src/a.ts", "x", "y"));
    const cleaned = editsMatchDiff(checkContext(trajectoryOf([...scratch, { run: "rm -rf reproduction", exit: 0 }]), diff, null));
    expect(cleaned).toMatchObject({ status: "pass", evidence: [] });
    const kept = editsMatchDiff(checkContext(trajectoryOf([...scratch, { run: "rm -rf reproduction && echo 'y = 2' > lib/example.py", exit: 0 }]), diff, null));
    expect(kept.evidence.map((item) => item.quote)).toEqual(["edited in the transcript, not in the PR: lib/example.py"]);
  });

  test("an edit without its text (the test helper's Edit has none) is compared by path only", () => {
    expect(editsMatchDiff(context(diffOf("src/a.ts", "anything at all", "something else entirely"))).status).toBe("pass");
  });

  test("reads the text of Edit, Write, MultiEdit and apply_patch inputs", () => {
    expect(writtenText({ file_path: "a", old_string: "x", new_string: "new text" })).toEqual(["new text"]);
    expect(writtenText({ file_path: "a", content: "whole file" })).toEqual(["whole file"]);
    expect(writtenText({ edits: [{ old_string: "a", new_string: "one" }, { old_string: "b", new_string: "two" }] })).toEqual(["one", "two"]);
    expect(writtenText({ input: "*** Begin Patch\n*** Update File: a.py\n@@\n-old line\n+new line\n*** End Patch" })).toEqual(["new line"]);
    expect(writtenText({ command: "ls -la" })).toEqual([]);
  });
});

const diffOfText = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`;

describe("a PR file the agent's own code saved", () => {
  const diffOf = (path: string) => parseUnifiedDiff(`diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1 @@\n+x\n`);
  test("is not 'never touched': a run of that code wrote it", () => {
    const script = "cat <<'EOF' > repro.py\nimport seaborn.objects as so\np = so.Plot(df, x='x').add(so.Dot())\np.save(\"test_plot.png\")\nEOF\npython repro.py";
    const trajectory = trajectoryOf([{ edit: "/testbed/seaborn/_core/plot.py", tool: "Edit" }, { run: script, exit: 0, output: "" }]);
    const result = editsMatchDiff(checkContext(trajectory, diffOf("test_plot.png"), null));
    expect(result.evidence.map((item) => item.quote).join(" ")).not.toContain("never touched by the transcript: test_plot.png");
  });

  test("an output it saved, no code and never edited, beside the change: named as such, not as a file the agent edited", () => {
    const script = "cat <<'EOF' > repro.py\nimport seaborn.objects as so\np = so.Plot(df, x='x').add(so.Dot())\np.save(\"test_plot.png\")\nEOF\npython repro.py";
    const both = (added: string) => parseUnifiedDiff(`${diffOfText("seaborn/_core/plot.py")}diff --git a/${added} b/${added}\nnew file mode 100644\n--- /dev/null\n+++ b/${added}\n@@ -0,0 +1 @@\n+x\n`);
    const trajectory = trajectoryOf([{ edit: "/testbed/seaborn/_core/plot.py", tool: "Edit" }, { run: script, exit: 0, output: "" }]);
    const result = editsMatchDiff(checkContext(trajectory, both("test_plot.png"), null));
    // a leftover for certain (seaborn-3069's shape): the PR must lose it
    expect(result).toMatchObject({ status: "fail", required: true, blocking: true });
    expect(result.summary).toContain("The PR adds files the agent made for its own use (`test_plot.png`, an output its own code saved): not part of "
      + "the change. `test_plot.png` must be taken out before it merges.");
    // a code file its code saved (a generator's output) is not said to be one
    const generator = "python - <<'EOF'\nopen('gen_table.py', 'w').write('T = 1')\nEOF";
    const generated = trajectoryOf([{ edit: "/testbed/seaborn/_core/plot.py", tool: "Edit" }, { run: generator, exit: 0, output: "" }]);
    expect(editsMatchDiff(checkContext(generated, both("gen_table.py"), null)).summary).not.toContain("an output its own code saved");
  });

  test("reading a file by name, or only mentioning it, does not", () => {
    const reads = "python - <<'EOF'\nprint(open('setup.py').read())\nEOF";
    const trajectory = trajectoryOf([{ edit: "/testbed/seaborn/_core/plot.py", tool: "Edit" }, { run: reads, exit: 0, output: "" }, { run: "cat 'setup.py'", exit: 0, output: "" }]);
    const result = editsMatchDiff(checkContext(trajectory, diffOf("setup.py"), null));
    expect(result.evidence.map((item) => item.quote).join(" ")).toContain("never touched by the transcript: setup.py");
  });
});

describe("a PR file the transcript never touched, shown changed in an output", () => {
  const pins = `${diffOf("sphinx/util/inspect.py", "a = 1", "a = 2")}${diffOf("setup.py", "    'Jinja2>=2.3',", "    'Jinja2<3.0',")}${diffOf("tox.ini", "deps =", "deps = -rA")}`;
  const shownIn = (line: string, output: string) => {
    const trajectory = trajectoryOf([{ edit: "sphinx/util/inspect.py" }, { run: line, exit: 0, output }]);
    return editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(pins), null));
  };

  test("by the diff of a call that staged the whole tree: cited there, and said to have come in with the change", () => {
    const result = shownIn("git add -A && git diff --cached", pins);
    const said = "2 PR files the transcript never touched (1 code); step 2 shows them changed in a diff made after the whole tree was staged, beside the agent's change.";
    expect(result.summary).toContain(said);
    // steps are counted from 0 inside the report, from 1 in its text
    expect(result.evidence.map((item) => [item.step, item.quote])).toEqual([
      [1, "changed in the PR, never touched by the transcript: setup.py"],
      [1, "changed in the PR, never touched by the transcript: tox.ini"],
    ]);
    // still unexplained code: a person reads it
    expect(result.required).toBe(true);
  });

  test("by a diff whose middle the loader left out: the count is of the ends it kept, and said so", () => {
    const kept = `${diffOf("setup.py", "    'Jinja2>=2.3',", "    'Jinja2<3.0',")}\n[… 606023 chars omitted]\n${diffOf("sphinx/util/inspect.py", "a = 1", "a = 2")}`;
    const result = shownIn("git add -A && git diff --cached", kept);
    expect(result.summary).toContain("step 2 shows 1 of them (in the ends of its output this report kept; 606,023 characters between were left out) changed");
    // every file shown: nothing to say about the part left out
    expect(shownIn("git add -A && git diff --cached", `${pins}\n[… 10 chars omitted]\n`).summary).toContain("step 2 shows them changed in a diff made");
  });

  test("by the diff a harness sent back for a submission that staged the whole tree", () => {
    const submit = "```bash\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached\n```";
    const trajectory = trajectoryOf([{ edit: "sphinx/util/inspect.py" }, { say: submit }, { prompt: pins }]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(pins), null));
    expect(result.summary).toContain("(1 code); step 3 shows them changed in a diff made after the whole tree was staged, beside the agent's change.");
    // the submission recorded as a call with no output, the diff as the harness's message after it
    const recorded = trajectoryOf([{ edit: "sphinx/util/inspect.py" }, { run: "echo SUBMIT && git add -A && git diff --cached", exit: 0 }, { prompt: pins }]);
    expect(editsMatchDiff(checkContext(recorded, parseUnifiedDiff(pins), null)).summary).toContain("step 3 shows them changed in a diff made after the whole tree was staged");
    const asked = trajectoryOf([{ edit: "sphinx/util/inspect.py" }, { say: "```bash\ngit diff\n```" }, { prompt: pins }]);
    expect(editsMatchDiff(checkContext(asked, parseUnifiedDiff(pins), null)).summary).toContain("(1 code); step 3 shows them changed in a diff or status it printed, which does not say what changed them");
  });

  test("by a status line with nothing staged, or not at all", () => {
    const status = shownIn("git status", "On branch main\nChanges not staged for commit:\n\tmodified:   setup.py\n\tmodified:   sphinx/util/inspect.py\n");
    expect(status.summary).toContain("(1 code); step 2 shows 1 of them changed in a diff or status it printed, which does not say what changed them.");
    // a path that only ends like the file's is another file
    const other = shownIn("git diff", "diff --git a/docs/setup.py b/docs/setup.py\n");
    expect(other.summary).toContain("2 PR files the transcript never touched (1 code).");
    expect(other.evidence.map((item) => item.step)).toEqual([null, null]);
  });
});

describe("edits_match_diff: a PR file whose change an output showed before the agent's first edit of the PR's files", () => {
  const diff = diffOf("src/a.py", "    return a", "    return b") + diffOf("setup.py", "    'Jinja2',", "    'Jinja2<3.0',");
  const run = (shown: string) => editsMatchDiff(checkContext(trajectoryOf([
    { edit: "/tmp/repro.py", tool: "Write" },
    { run: "cat setup.py", exit: 0, output: shown },
    { edit: "src/a.py" },
  ]), parseUnifiedDiff(diff), null));

  test("was in the working tree before the agent changed the work: said so, with the step that shows it", () => {
    const result = run("from setuptools import setup\ninstall_requires = [\n    'Jinja2<3.0',\n]");
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`setup.py` was already changed before the agent's first edit of the PR's files: step 2 shows `'Jinja2<3.0',`.");
    expect(result.summary).not.toContain("The transcript does not explain these code changes.");
  });

  test("an output that shows the old line, or the new text inside another line, explains nothing", () => {
    for (const shown of ["install_requires = [\n    'Jinja2',\n]", "# pin 'Jinja2<3.0', later"]) {
      const result = run(shown);
      expect(result.summary).toContain("The transcript does not explain these code changes.");
      expect(result.summary).not.toContain("already changed");
    }
  });
});

// the shape of a real SWE-bench run (requests-1142): `ls -R` at the start named `build/lib/requests/…`, which `git add -A` put in the PR
describe("edits_match_diff: a file the PR adds that a listing before the agent's first edit named", () => {
  const added = "diff --git a/build/lib/pkg/api.py b/build/lib/pkg/api.py\nnew file mode 100644\n--- /dev/null\n+++ b/build/lib/pkg/api.py\n@@ -0,0 +1,1 @@\n+x = 1\n";
  const diff = diffOf("src/a.py", "    return a", "    return b") + added;
  const run = (listing: string, output: string) => editsMatchDiff(checkContext(trajectoryOf([
    { run: listing, exit: 0, output },
    { edit: "src/a.py" },
  ]), parseUnifiedDiff(diff), null));

  test("was in the tree already: said so, with the step that lists it", () => {
    const result = run("ls -R", ".:\nbuild\nsrc\n\n./build:\nlib\n\n./build/lib:\npkg\n\n./build/lib/pkg:\napi.py\n\n./src:\na.py");
    expect(result.summary).toContain("`build/lib/pkg/api.py` was there already before the agent's first edit of the PR's files: step 1 lists it.");
    expect(result.summary).not.toContain("The transcript does not explain these code changes.");
  });

  test("a listing that does not name it, or is not in the recursive shape, explains nothing", () => {
    for (const [listing, output] of [["ls -R", ".:\nbuild\nsrc\n\n./build:\nlib"], ["ls -R", "build src"], ["ls -la", "build\nsrc"]] as const) {
      expect(run(listing, output).summary).toContain("The transcript does not explain these code changes.");
    }
  });
});

describe("the originals in-place tools keep beside the files they change", () => {
  const added = (path: string, lines: string[]) =>
    `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join("\n")}\n`;
  const changed = "diff --git a/src/loader.py b/src/loader.py\n--- a/src/loader.py\n+++ b/src/loader.py\n@@ -1 +1 @@\n-port = get()\n+port = int(get())\n";

  test("`sed -i.orig` made the copy the PR ships: a backup of the agent's own making, blocking", () => {
    const trajectory = trajectoryOf([{ run: "sed -i.orig 's/port = get()/port = int(get())/' src/loader.py", exit: 0 }]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(changed + added("src/loader.py.orig", ["port = get()"])), null));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence.map((item) => item.quote)).toContain("added by the PR, a backup copy it made of src/loader.py: src/loader.py.orig");
  });

  test("GNU patch's `.orig` after an offset is a backup copy, and its text is not compared with the patch's", () => {
    const patch = "cat > /tmp/fix.diff <<'EOF'\n--- a/src/loader.py\n+++ b/src/loader.py\n@@ -1 +1 @@\n-port = get()\n+port = int(get())\nEOF\npatch -p1 < /tmp/fix.diff";
    const trajectory = trajectoryOf([{ run: patch, exit: 0, output: "patching file src/loader.py\nHunk #1 succeeded at 3 (offset 2 lines).\n" }]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(changed + added("src/loader.py.orig", ["port = get()"])), null));
    expect(result.evidence.map((item) => item.quote)).toContain("added by the PR, a backup copy: src/loader.py.orig");
    expect(result.summary).not.toContain("not the text the transcript wrote");
  });
});

describe("a CI workflow the PR changes and no step touched", () => {
  test("is held as unexplained code is: it runs on the repository's behalf", () => {
    const ci = "diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\n--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -1,1 +1,1 @@\n-  run: pytest\n+  run: pytest || true\n";
    const result = editsMatchDiff(checkContext(trajectoryOf([{ prompt: "p" }, { edit: "src/a.ts" }]), parseUnifiedDiff(`${diffOf("src/a.ts", "x", "y")}${ci}`), null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toContain("1 PR file the transcript never touched (0 code, 1 CI workflow)");
  });
});
