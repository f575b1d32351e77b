import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../helpers/claude-session.js";
import { chainedListings } from "../../src/checks/chained-listings.js";
import { simpleCommands } from "../../src/checks/simple-commands.js";
import { listingsOf } from "../../src/checks/listings.js";

// session 45: three wrong Approves of held-out rounds 23 and 24, each a run of tests that never reach the change
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";

describe("`ls -a && ls tests`: each folder's entries, split where the sorted order starts again", () => {
  const ROOT = [".", "..", ".git", ".pytest.ini", "LICENSE", "README.rst", "parse.py", "pyproject.toml", "tests"];
  const TESTS = ["requirements.txt", "test_bugs.py", "test_parse.py", "test_result.py"];

  test("two listings and a file's text after them", () => {
    const output = [...ROOT, ...TESTS, "[pytest]", "addopts = --doctest-modules"].join("\n");
    const found = chainedListings(simpleCommands("ls -a && ls tests && cat .pytest.ini"), output);
    expect(found?.map((item) => [item.folder, item.names])).toEqual([["", ROOT], ["tests", TESTS]]);
    expect(found?.map((item) => item.showsDotNames)).toEqual([true, false]);
  });

  test("a second folder whose first entry sorts after the first folder's last is not split (the break is not shown)", () => {
    const output = ["a.py", "b.py", "c.py", "d.py"].join("\n");
    expect(chainedListings(simpleCommands("ls && ls tests"), output)).toBeNull();
  });

  test("an error, a pipe or a single listing is not read as several", () => {
    const output = [...ROOT, "ls: cannot access 'test': No such file or directory"].join("\n");
    expect(chainedListings(simpleCommands("ls -a; ls test"), output)).toBeNull();
    expect(chainedListings(simpleCommands("ls && ls tests | head -3"), [...ROOT, ...TESTS.slice(0, 3)].join("\n"))).toBeNull();
    expect(chainedListings(simpleCommands("ls && cat setup.cfg"), ROOT.join("\n"))).toBeNull();
  });

  test("in a UTF-8 locale's order (case and dots aside) a listing's own entries are no break", () => {
    const utf8 = [".git", "LICENSE", "parse.py", ".pytest.ini", "README.rst", "tests"];
    const found = chainedListings(simpleCommands("ls -A && ls tests"), [...utf8, ...TESTS].join("\n"));
    expect(found?.map((item) => item.names.length)).toEqual([utf8.length, TESTS.length]);
  });

  test("the listings read as path facts: a file missing from the second folder is absent there", () => {
    const listings = listingsOf("ls -a && ls tests", [...ROOT, ...TESTS].join("\n"), 3);
    expect(listings.map((item) => item.folder)).toEqual(["", "tests"]);
    expect(listings[1]!.entries.has("test_parse.py")).toBe(true);
    expect(listings[0]!.entries.has("test_parse.py")).toBe(false);
  });
});

const PARSE_DIFF = "diff --git a/parse.py b/parse.py\n--- a/parse.py\n+++ b/parse.py\n@@ -71,6 +71,9 @@ class int_convert:\n"
  + "         if string[0] == \"-\":\n             sign = -1\n             number_start = 1\n+        elif string[0] == \"+\":\n"
  + "+            sign = 1\n+            number_start = 1\n         else:\n             sign = 1\n             number_start = 0\n";
const PARSE_EDIT: Step = { edit: "parse.py", old: "        else:\n            sign = 1", text: "        elif string[0] == \"+\":\n            sign = 1\n            number_start = 1\n        else:\n            sign = 1" };

describe("the changed file's own test file, shown by a listing of several folders in one line, never ran", () => {
  const LISTED: Step = { run: "ls -a && ls tests", exit: 0, output: ".\n..\n.git\nparse.py\npyproject.toml\ntests\nrequirements.txt\ntest_bugs.py\ntest_parse.py\ntest_pattern.py\ntest_result.py\n" };
  const P: Step = { prompt: "parse('{:d}', '+0x1f') gives 1; a leading plus sign must be read like a minus sign." };

  test("`pytest tests/test_result.py tests/test_pattern.py` after a change to parse.py is held: test_parse.py never ran", async () => {
    const run: Step = { run: "python -m pytest -q tests/test_result.py tests/test_pattern.py", exit: 0, output: "...............\n15 passed in 1.01s" };
    const { verdict, checks } = await verdictOf("/home/dev/parse", [P, LISTED, PARSE_EDIT, run, { say: "Done." }], PARSE_DIFF);
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("`test_parse.py` (in `tests`), which never ran after the change");
    expect(verdict).toBe("neutral");
  });

  test("running the own test file approves", async () => {
    const run: Step = { run: "python -m pytest -q tests/test_parse.py", exit: 0, output: "...............\n150 passed in 1.41s" };
    const { verdict } = await verdictOf("/home/dev/parse", [P, LISTED, PARSE_EDIT, run, { say: "Done." }], PARSE_DIFF);
    expect(verdict).toBe("pass");
  });
});

const BOTTLE_DIFF = "diff --git a/bottle.py b/bottle.py\n--- a/bottle.py\n+++ b/bottle.py\n@@ -3005,7 +3005,7 @@ def cookie_is_encoded(data):\n \n"
  + " def html_escape(string):\n     \"\"\" Escape HTML special characters. \"\"\"\n-    return string.replace('<', '&lt;').replace('&', '&amp;')\n"
  + "+    return string.replace('&', '&amp;').replace('<', '&lt;')\n \n \n";
const BOTTLE_EDIT: Step = { edit: "bottle.py", old: "string.replace('<', '&lt;').replace('&', '&amp;')", text: "string.replace('&', '&amp;').replace('<', '&lt;')" };
const BOTTLE_TASK: Step = { prompt: "Templates escape `<b>` twice: `{{x}}` with x='<b>' renders `&amp;lt;b&amp;gt;`." };

describe("test files named for other code than the change's", () => {
  const routerRun = (files: string): Step => ({ run: `python -m pytest ${files} -q`, exit: 0, output: "...............\n47 passed in 0.98s" });

  test("`pytest test/test_router.py test/test_config.py` after a change to `html_escape` in bottle.py is held", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, BOTTLE_EDIT, routerRun("test/test_router.py test/test_config.py"), { say: "Done." }], BOTTLE_DIFF);
    const summary = summaryOf(checks, "verified_after_last_edit");
    expect(summary).toContain("Only test files named for other code ran after the last edit of `bottle.py`");
    // the hunk header's `cookie_is_encoded` comes before the change: it is not named as changed code
    expect(summary).toContain("(`bottle`, `html_escape`)");
    expect(verdict).toBe("neutral");
  });

  test("a test file that shares a word with the changed code, or with the task, keeps the run", async () => {
    for (const file of ["test/test_html_helper.py", "test/test_template.py"]) {
      const { verdict } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, BOTTLE_EDIT, routerRun(file), { say: "Done." }], BOTTLE_DIFF);
      expect(verdict, file).toBe("pass");
    }
  });

  test("a test file in the changed code's own package (below the root) keeps the run, whatever its name", async () => {
    const diff = BOTTLE_DIFF.replaceAll("bottle.py", "pkg/web/escaping.py");
    const edit: Step = { ...BOTTLE_EDIT, edit: "pkg/web/escaping.py" };
    const { verdict } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, edit, routerRun("pkg/web/tests/test_router.py"), { say: "Done." }], diff);
    expect(verdict).toBe("pass");
  });

  test("a test file that failed before the change reaches the old code: its green run after is evidence", async () => {
    const before: Step = { run: "python -m pytest test/test_router.py -q", exit: 1, output: "F..\nFAILED test/test_router.py::test_escape_route\n1 failed, 46 passed in 0.98s" };
    const { verdict } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, before, BOTTLE_EDIT, routerRun("test/test_router.py"), { say: "Done." }], BOTTLE_DIFF);
    expect(verdict).toBe("pass");
  });

  test("the whole suite, or a folder, is no selection of files by name", async () => {
    for (const files of ["", "test/"]) {
      const { verdict } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, BOTTLE_EDIT, routerRun(files), { say: "Done." }], BOTTLE_DIFF);
      expect(verdict, files).toBe("pass");
    }
  });
});

const HEX_DIFF = "diff --git a/src/webcolors/normalization.py b/src/webcolors/normalization.py\n--- a/src/webcolors/normalization.py\n"
  + "+++ b/src/webcolors/normalization.py\n@@ -46,7 +46,7 @@ def normalize_hex(hex_value: str) -> str:\n     hex_digits = match.group(1)\n"
  + "     if len(hex_digits) == 3:\n-        hex_digits = hex_digits * 2\n+        hex_digits = \"\".join(2 * s for s in hex_digits)\n"
  + "     return f\"#{hex_digits.lower()}\"\n";
const HEX_EDIT: Step = { edit: "src/webcolors/normalization.py", old: "hex_digits = hex_digits * 2", text: "hex_digits = \"\".join(2 * s for s in hex_digits)" };

describe("a `-k` word that the task names only in what its example printed", () => {
  const task = (example: string): Step => ({ prompt: `normalize_hex doubles the whole shorthand\n\n\`\`\`python\n${example}\n\`\`\`\n\nThree-digit values must expand digit by digit.` });
  const run: Step = { run: "PYTHONPATH=src python -m pytest -q tests/test_normalization.py -k \"integer or percent\"", exit: 0, output: "....\n4 passed, 2 deselected in 0.34s" };

  test("`IntegerRGB(…)` printed under `>>> hex_to_rgb(…)` is no subject of the task: `-k integer` is held", async () => {
    const example = ">>> webcolors.normalize_hex(\"#09c\")\n'#09c09c'\n>>> webcolors.hex_to_rgb(\"#f80\")\nIntegerRGB(red=248, green=15, blue=128)";
    const { verdict, checks } = await verdictOf("/home/dev/webcolors", [task(example), HEX_EDIT, run, { say: "Done." }], HEX_DIFF);
    expect(summaryOf(checks, "verified_after_last_edit")).toContain("Only tests named for other code");
    expect(verdict).toBe("neutral");
  });

  test("a word the example's input line uses, or a code block without prompts, still keeps the run", async () => {
    for (const example of [">>> integer_to_hex((0, 153, 204))\n'#09c09c'", "value = IntegerRGB(1, 2, 3)"]) {
      const { verdict } = await verdictOf("/home/dev/webcolors", [task(example), HEX_EDIT, run, { say: "Done." }], HEX_DIFF);
      expect(verdict, example).toBe("pass");
    }
  });
});

describe("a test file whose name names no code", () => {
  test("`pytest tests.py`, a flat project's one test file, may run every test: it is no file named for other code", async () => {
    const run: Step = { run: "python -m pytest tests.py -q", exit: 0, output: "....\n330 passed, 2 skipped in 2.10s" };
    const { verdict, checks } = await verdictOf("/home/dev/bottle", [BOTTLE_TASK, BOTTLE_EDIT, run, { say: "Done." }], BOTTLE_DIFF);
    expect(summaryOf(checks, "verified_after_last_edit")).not.toContain("named for other code");
    expect(verdict).toBe("pass");
  });
});

describe("a change saved as a patch, taken out, and applied again", () => {
  const DIFF = "diff --git a/src/lib.rs b/src/lib.rs\n--- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -288,6 +288,9 @@ impl<F: Amounts> NumberPrefix<F> {\n"
    + "     fn format_number(mut amount: F, kilo: F, prefixes: [Prefix; 8]) -> Self {\n+        let was_negative = amount.is_negative();\n"
    + "+        if was_negative { amount = -amount; }\n+\n         let mut prefix = 0;\n";
  const EDIT: Step = { edit: "src/lib.rs", old: "        let mut prefix = 0;", text: "        let was_negative = amount.is_negative();\n        if was_negative { amount = -amount; }\n\n        let mut prefix = 0;" };
  const P: Step = { prompt: "NumberPrefix::decimal(-1_000_000_000.0) gives no prefix; negative numbers must get one." };
  const RED = "test src/lib.rs - (line 22) ... FAILED\nerror[E0277]: `Prefix` doesn't implement `std::fmt::Display`\ntest result: FAILED. 7 passed; 4 failed; 0 ignored";
  const noStd: Step = { run: "cargo test --no-default-features --doc 2>&1 | grep -E \"FAILED|test result\"", exit: 0, output: RED };
  const green: Step = { run: "cargo test 2>&1 | grep -E \"FAILED|test result\"", exit: 0, output: "test result: ok. 20 passed; 0 failed; 0 ignored\ntest result: ok. 11 passed; 0 failed; 0 ignored" };
  const baseline = (apply: string): Step => ({
    run: `git diff > /tmp/p.patch && git checkout . && cargo test --no-default-features --doc 2>&1 | grep -E "FAILED|test result"; ${apply}`,
    exit: 0,
    output: `Updated 1 path from the index\n${RED}\n src/lib.rs | 3 +++\n 1 file changed, 3 insertions(+)`,
  });

  test("`git apply` of the saved patch ends the original code: the green run after it is the change's, the red one is pre-existing", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/number-prefix", [P, EDIT, noStd, baseline("git apply /tmp/p.patch && git diff --stat"), green, { say: "Fixed; the 4 no-std doctests fail on the original code too." }], DIFF);
    expect(summaryOf(checks, "final_checks_green")).not.toContain("passed on the original code");
    expect(verdict).toBe("pass");
  });

  test("`git apply --check` applies nothing: the code is still the original when the green run comes", async () => {
    const { verdict } = await verdictOf("/home/dev/number-prefix", [P, EDIT, noStd, baseline("git apply --check /tmp/p.patch"), green, { say: "Fixed." }], DIFF);
    expect(verdict).not.toBe("pass");
  });
});

describe("`git apply -R` of the saved diff of the whole change runs the original code", () => {
  const DIFF = "diff --git a/voluptuous/validators.py b/voluptuous/validators.py\n--- a/voluptuous/validators.py\n+++ b/voluptuous/validators.py\n"
    + "@@ -10,3 +10,3 @@ class Range(object):\n     def __call__(self, v):\n-        if self.min and v < self.min:\n+        if self.min is not None and v < self.min:\n";
  const EDIT: Step = { edit: "voluptuous/validators.py", old: "if self.min and v < self.min:", text: "if self.min is not None and v < self.min:" };
  const P: Step = { prompt: "Range(min=0) accepts negative numbers." };
  const red: Step = { run: "python -m pytest -q", exit: 1, output: "F....\nFAILED voluptuous/tests/tests.py::test_schema_extend_overrides\n1 failed, 167 passed in 1.1s" };

  test("the same failure with the change taken out is pre-existing", async () => {
    const aside: Step = { run: "git diff > /tmp/fix.diff && git apply -R /tmp/fix.diff && python -m pytest -q; git apply /tmp/fix.diff", exit: 0, output: "F....\nFAILED voluptuous/tests/tests.py::test_schema_extend_overrides\n1 failed, 167 passed in 1.1s" };
    const { checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, red, aside, { say: "Fixed; test_schema_extend_overrides fails on the original code too." }], DIFF);
    expect(summaryOf(checks, "final_checks_green")).toMatch(/original code/);
  });
});

describe("a baseline run after the red run, on the original code, that lists every failure it had", () => {
  const DIFF = "diff --git a/voluptuous/validators.py b/voluptuous/validators.py\n--- a/voluptuous/validators.py\n+++ b/voluptuous/validators.py\n"
    + "@@ -10,3 +10,3 @@ class Range(object):\n     def __call__(self, v):\n-        if self.min is not None and not v >= self.min:\n+        if self.min is not None and v < self.min:\n";
  const EDIT: Step = { edit: "voluptuous/validators.py", old: "not v >= self.min:", text: "v < self.min:" };
  const P: Step = { prompt: "Range(min=0) accepts negative numbers; NaN must still be rejected." };
  const red: Step = { run: "python -m pytest -q 2>&1 | tail -n 3", exit: 0, output: "FAILED voluptuous/tests/tests.py::test_range_excludes_nan - Failed: DID NOT RAISE\n======== 1 failed, 167 passed in 1.08s ========" };
  const stashed = (saved: boolean): Step => ({
    run: "git stash && python -m pytest -q 2>&1 | tail -n 4; git stash pop",
    exit: 0,
    output: `${saved ? "Saved working directory and index state WIP on main: a63244b root" : "No local changes to save"}\n`
      + "FAILED voluptuous/tests/tests.py::test_range_outside - Failed: DID NOT RAISE\nFAILED voluptuous/tests/tests.py::test_range_no_upper_limit - Failed: DID NOT RAISE\n"
      + "======== 2 failed, 166 passed in 0.73s ========\nDropped refs/stash@{0} (bc878dc97876f6fc259aef305072b4ddebc5d55b)",
  });
  const SAY: Step = { say: "The remaining failure, test_range_excludes_nan, is pre-existing: the suite fails on master too (git stash)." };

  test("a test missing from the stash run's whole list of failures passed there: its failure after the change is the change's", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, red, stashed(true), SAY], DIFF);
    expect(summaryOf(checks, "final_checks_green")).toContain("`test_range_excludes_nan` passed on the original code: `pytest` (step 6) listed all 2 of its failures there");
    expect(verdict).toBe("fail");
  });

  test("`No local changes to save`: the stash set nothing aside, so its run is the change's own, no baseline", async () => {
    const { checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, red, stashed(false), SAY], DIFF);
    expect(summaryOf(checks, "final_checks_green")).not.toContain("original code");
  });

  test("after the work is committed, `git stash` finds nothing to save and sets none of it aside (round 27's s07)", async () => {
    const commit: Step = { run: "git add -A && git commit -qm 'Fix Range'", exit: 0, output: "" };
    const same: Step = { ...stashed(true), output: "No local changes to save\nFAILED voluptuous/tests/tests.py::test_range_excludes_nan - Failed: DID NOT RAISE\n======== 1 failed, 167 passed in 0.73s ========\nNo stash entries found." };
    const { checks } = await verdictOf("/home/dev/voluptuous", [P, EDIT, commit, red, same, SAY], DIFF);
    expect(summaryOf(checks, "final_checks_green")).not.toContain("fails on the original code too");
  });
});
