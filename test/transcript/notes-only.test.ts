import { describe, expect, test } from "vitest";
import { changesNotesOnly, patchNotesOnly, replacesNotesOnly } from "../../src/transcript/notes-only.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";

// round 7's s13: a `.. versionchanged::` note added inside a docstring whose opening is outside the fragment
const DOC_OLD = "    :param force_posix: if this is set to `True` then on any POSIX system the\n                        folder will be stored in the home folder.\n    \"\"\"\n";
const DOC_HEAD = "def get_app_dir(app_name: str, roaming: bool = True) -> str:\n    r\"\"\"Returns the config folder for the application.\n\n";
const DOC_NEW = "    :param force_posix: if this is set to `True` then on any POSIX system the\n                        folder will be stored in the home folder.\n\n    .. versionchanged:: 8.3\n        An empty ``XDG_CONFIG_HOME`` is treated as unset.\n    \"\"\"\n";

describe("an edit tool's replacement that changes only comments or docstrings", () => {
  test("text added inside a docstring that opens right after a `def` header; a closing quote alone does not tell", () => {
    expect(changesNotesOnly("src/click/utils.py", `${DOC_HEAD}${DOC_OLD}`, `${DOC_HEAD}${DOC_NEW}`)).toBe(true);
    expect(changesNotesOnly("src/click/utils.py", DOC_OLD, DOC_NEW)).toBe(false);
    const opened = (body: string) => `def f(x):\n    """Return x.\n\n${body}\n`;
    expect(changesNotesOnly("m.py", opened("    Old words."), opened("    New words, reworded."))).toBe(true);
  });

  test("comment lines reworded or added, in `#` and `//` languages", () => {
    expect(changesNotesOnly("a.py", "x = 1  \n# old note\ny = 2", "x = 1  \n# a better note\n# and more\ny = 2")).toBe(true);
    expect(changesNotesOnly("a.ts", "const a = 1;\n// old\n", "const a = 1;\n// new\n")).toBe(true);
    expect(changesNotesOnly("main.go", "// Parse reads x.\nfunc Parse() {}", "// Parse reads x and y.\nfunc Parse() {}")).toBe(true);
  });

  test("a string that is a value is code: a test's expected text, SQL, a doctest's output; so are tools' comments", () => {
    // the review's case: a test's expected output edited after the last green run was read as a docstring
    const expected = (line: string) => `def test_render():\n    expected = """\n${line}\n    """\n    assert render() == expected`;
    expect(changesNotesOnly("tests/test_render.py", expected("    Total: 3 items"), expected("    Total: 4 items"))).toBe(false);
    const doctest = (out: string) => `def f():\n    """Add.\n\n    >>> f()\n    ${out}\n    """`;
    expect(changesNotesOnly("m.py", doctest("3"), doctest("4"))).toBe(false);
    // an expected output in words, under its `>>>` line: what the example must print, not prose (round 28's s07)
    expect(changesNotesOnly("m.py", doctest("Hello, world"), doctest("Hello, World"))).toBe(false);
    expect(changesNotesOnly("a.py", "x = f()  \n# type: ignore\n", "x = f()  \n# type: ignore[arg-type]\n")).toBe(false);
    expect(changesNotesOnly("a.ts", "// @ts-expect-error\nf(1);", "// @ts-expect-error wrong type\nf(1);")).toBe(false);
    expect(changesNotesOnly("x_test.go", "// Output:\n// 3\n}", "// Output:\n// 4\n}")).toBe(false);
  });

  test("code is code: a changed statement, a trailing comment on a code line, a line between two docstrings", () => {
    expect(changesNotesOnly("a.py", "x = 1\n", "x = 2\n")).toBe(false);
    expect(changesNotesOnly("a.py", "x = 1  # one\n", "x = 2  # two\n")).toBe(false);
    // the lone quote after a header opens the next docstring: the changed line before it is code
    expect(changesNotesOnly("a.py", '    """\n    return a\ndef g():\n    """', '    """\n    return b\ndef g():\n    """')).toBe(false);
    // a fragment that may begin inside code: a statement-looking line is never prose
    expect(changesNotesOnly("a.py", "    value = compute()\n    \"\"\"", "    value = compute(1)\n    \"\"\"")).toBe(false);
    expect(changesNotesOnly("a.py", "    run()\n    \"\"\"", "    stop()\n    \"\"\"")).toBe(false);
  });

  test("notes a program or a test reads stay code: doctests, fenced examples, directives, cgo, other file kinds", () => {
    expect(changesNotesOnly("m.py", DOC_OLD, DOC_NEW.replace(".. versionchanged:: 8.3", "    >>> get_app_dir('x')"))).toBe(false);
    expect(changesNotesOnly("a.py", "# -*- coding: latin-1 -*-\n", "# -*- coding: utf-8 -*-\n")).toBe(false);
    expect(changesNotesOnly("x.go", "//go:build linux\npackage x", "//go:build darwin\npackage x")).toBe(false);
    expect(changesNotesOnly("x.go", "// #include <a.h>\nimport \"C\"", "// #include <b.h>\nimport \"C\"")).toBe(false);
    // a Rust doc comment is notes unless the fragment shows an example fence (doc-tests run those)
    expect(changesNotesOnly("lib.rs", "/// Adds.\nfn add() {}", "/// Adds two.\nfn add() {}")).toBe(true);
    expect(changesNotesOnly("lib.rs", "/// ```\n/// add(1);\n/// ```", "/// ```\n/// add(2);\n/// ```")).toBe(false);
    expect(changesNotesOnly("m.py", DOC_OLD, DOC_NEW.replace(".. versionchanged:: 8.3", "    ... more()"))).toBe(false);
    expect(changesNotesOnly("config.yaml", "# a\n", "# b\n")).toBe(false);
  });

  test("every replacement of a multi-edit must be one; apply_patch hunks are read each", () => {
    expect(replacesNotesOnly("a.py", { old_string: "# a", new_string: "# b" })).toBe(true);
    expect(replacesNotesOnly("a.py", { edits: [{ old_string: "# a", new_string: "# b" }, { old_string: "x = 1", new_string: "x = 2" }] })).toBe(false);
    expect(replacesNotesOnly("a.py", { old_str: "# a", new_str: "# a" })).toBe(false);
    expect(patchNotesOnly("a.py", ["@@ def f():", " x = 1", "-# old", "+# new"])).toBe(true);
    expect(patchNotesOnly("a.py", ["@@", "-# old", "+# new", "@@", "-x = 1", "+x = 2"])).toBe(false);
  });
});

describe("a fragment too short to tell is read in the lines an output showed around it", () => {
  const ONE_LINE = { old_string: "        items: The list of strings to join.\n", new_string: "        items: Any iterable of strings.\n" };
  const VIEW = "  1300\tdef human_readable_list(items):\n  1301\t    \"\"\"Join items.\n  1302\t\n  1303\t    Args:\n"
    + "  1304\t        items: The list of strings to join.\n  1305\t    \"\"\"\n  1306\t    items = list(items)";
  test("an earlier view of the file that holds the old text, or the edit's own answer that holds the new", () => {
    expect(replacesNotesOnly("boltons/strutils.py", ONE_LINE)).toBe(false);
    expect(replacesNotesOnly("boltons/strutils.py", ONE_LINE, () => ({ before: [VIEW], result: null }))).toBe(true);
    const answer = VIEW.replace("The list of strings to join.", "Any iterable of strings.");
    expect(replacesNotesOnly("boltons/strutils.py", ONE_LINE, () => ({ before: [], result: answer }))).toBe(true);
  });

  test("lines around that show code keep it code", () => {
    const code = { old_string: "    total = 0\n", new_string: "    total = 1\n" };
    expect(replacesNotesOnly("a.py", code, () => ({ before: ["  1\tdef f():\n  2\t    total = 0\n  3\t    return total"], result: null }))).toBe(false);
  });
});

describe("a patch whose files the agent's tool reported", () => {
  test("is read from its own body for notes (round 9's s19: a Rust doc comment added by apply_patch)", () => {
    const builder = new TrajectoryBuilder("codex-rollout");
    const patch = "*** Begin Patch\n*** Update File: src/seeded_state.rs\n@@\n         Self { seed }\n     }\n \n"
      + "+    /// Returns the seed this state was created with.\n     pub const fn seed(&self) -> usize {\n*** End Patch";
    const index = builder.call({ id: "p1", name: "apply_patch", input: { input: patch }, step: 1 });
    builder.resultFor("p1", { output: "Success. Updated the following files:\nM src/seeded_state.rs", isError: false, exitCode: 0, step: 1 });
    builder.setChanges(index, [{ path: "src/seeded_state.rs", kind: "update" }]);
    expect(builder.build().edits).toMatchObject([{ path: "src/seeded_state.rs", notesOnly: true }]);
  });
});

describe("a run before an edit of notes only still saw the work", () => {
  function trajectoryWith(lastReplacement: { old_string: string; new_string: string }) {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    builder.prompt("Treat an empty XDG_CONFIG_HOME as unset in get_app_dir", 0);
    const call = (step: number, name: string, input: Record<string, unknown>, output: string, exitCode: number | null) => {
      builder.call({ id: `c${step}`, name, input, step });
      builder.resultFor(`c${step}`, { output, isError: exitCode !== null && exitCode !== 0, exitCode, step });
    };
    call(1, "Edit", { file_path: "src/click/utils.py", old_string: "x = os.environ.get('X', d)", new_string: "x = os.environ.get('X') or d" }, "ok", null);
    call(2, "Bash", { command: "python -m pytest tests/test_utils.py -q" }, "==== 3 passed in 0.40s ====", 0);
    call(3, "Edit", { file_path: "src/click/utils.py", ...lastReplacement }, "ok", null);
    return builder.build();
  }

  test("the check stands, and the later edit is named as notes only", () => {
    const trajectory = trajectoryWith({ old_string: `${DOC_HEAD}${DOC_OLD}`, new_string: `${DOC_HEAD}${DOC_NEW}` });
    expect(trajectory.edits.at(-1)).toMatchObject({ path: "src/click/utils.py", notesOnly: true });
    const result = verifiedAfterLastEdit(checkContext(trajectory, null, null));
    expect(result.status).toBe("pass");
    expect(result.summary).toContain("the later edit of `src/click/utils.py` (step 4) changed only comments or docstrings");
  });

  test("a later change of code makes it stale, as before", () => {
    const trajectory = trajectoryWith({ old_string: "x = os.environ.get('X') or d", new_string: "x = os.environ.get('X') or d or ''" });
    expect(trajectory.edits.at(-1)?.notesOnly).toBeUndefined();
    expect(verifiedAfterLastEdit(checkContext(trajectory, null, null)).status).toBe("warn");
  });

  test("an edit of notes only is still the work when it is all the work", () => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    builder.prompt("Fix the comment", 0);
    builder.call({ id: "c1", name: "Bash", input: { command: "python -m pytest -q" }, step: 1 });
    builder.resultFor("c1", { output: "==== 3 passed in 0.40s ====", isError: false, exitCode: 0, step: 1 });
    builder.call({ id: "c2", name: "Edit", input: { file_path: "a.py", old_string: "# a", new_string: "# b" }, step: 2 });
    builder.resultFor("c2", { output: "ok", isError: false, exitCode: null, step: 2 });
    expect(verifiedAfterLastEdit(checkContext(builder.build(), null, null)).status).toBe("warn");
  });
});
