import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { pipReadLine, requirementsOfLine } from "../../src/checks/pip-requirements.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

// pip's lines as `pip install -e .` prints them for a project whose setup.py pins its requirements (sphinx-9591's shape)
const PIP = [
  "Obtaining file:///testbed",
  "  Preparing metadata (setup.py): finished with status 'done'",
  "Requirement already satisfied: sphinxcontrib-htmlhelp<=2.0.4,>=2.0.0 in /opt/env/lib/python3.9/site-packages (from Sphinx==4.2.0.dev0) (2.0.1)",
  "Requirement already satisfied: Jinja2<3.0 in /opt/env/lib/python3.9/site-packages (from Sphinx==4.2.0.dev0) (2.11.3)",
  "Collecting markupsafe<=2.0.1 (from Sphinx==4.2.0.dev0)",
].join("\n");

describe("the requirements pip printed reading a project's files", () => {
  test("a packaging line's bounded requirements, in any order of bounds and spelling of the name, are the ones pip read", () => {
    expect(pipReadLine(PIP, "    'Jinja2<3.0',")).toBe(true);
    expect(pipReadLine(PIP, "    'sphinxcontrib-htmlhelp>=2.0.0,<=2.0.4',")).toBe(true);
    expect(pipReadLine(PIP, "    'packaging', 'MarkupSafe<=2.0.1',")).toBe(true);
    expect(pipReadLine(PIP, "jinja2<3.0")).toBe(true);
  });

  test("another bound, a requirement pip did not print, an unbounded name or a line that is no requirement is not read", () => {
    expect(pipReadLine(PIP, "    'Jinja2<3.1',")).toBe(false);
    expect(pipReadLine(PIP, "    'docutils<0.18',")).toBe(false);
    expect(pipReadLine(PIP, "    'packaging',")).toBe(false);
    expect(pipReadLine(PIP, "    return jinja2 < 3.0")).toBe(false);
    expect(pipReadLine("Jinja2<3.0 is pinned here", "    'Jinja2<3.0',")).toBe(false);
    expect(requirementsOfLine("import os")).toEqual([]);
  });

  test("a PR's setup.py pins pip printed before the agent's first edit were in the tree already: said so, citing pip's step", () => {
    const diff = parseUnifiedDiff([
      "diff --git a/src/a.py b/src/a.py\n--- a/src/a.py\n+++ b/src/a.py\n@@ -1,1 +1,1 @@\n-    return a\n+    return b\n",
      "diff --git a/setup.py b/setup.py\n--- a/setup.py\n+++ b/setup.py\n@@ -1,2 +1,2 @@\n-    'Jinja2>=2.3',\n-    'sphinxcontrib-htmlhelp>=2.0.0',\n",
      "+    'Jinja2<3.0',\n+    'sphinxcontrib-htmlhelp>=2.0.0,<=2.0.4',\n",
    ].join(""));
    const run = (first: "pip" | "edit") => editsMatchDiff(checkContext(trajectoryOf(first === "pip"
      ? [{ run: "pip install -e .", exit: 0, output: PIP }, { edit: "src/a.py" }]
      : [{ edit: "src/a.py" }, { run: "pip install -e .", exit: 0, output: PIP }]), diff, null));
    const before = run("pip");
    expect(before.summary).toContain("`setup.py` was already changed before the agent's first edit of the PR's files: step 1 shows pip reading `'Jinja2<3.0',` from it.");
    expect(before.summary).not.toContain("The transcript does not explain these code changes.");
    // pip run after the agent's edit read a tree the agent had changed: it says nothing of where the pins came from
    expect(run("edit").summary).toContain("The transcript does not explain these code changes.");
  });
});
