import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

const GREEN = "==== 66 passed in 3.1s ====";
const RED = "FAILED tests/test_ext.py::test_autodoc - AssertionError\n==== 1 failed, 65 passed in 3.1s ====";
const diff = parseUnifiedDiff("diff --git a/pkg/mod.py b/pkg/mod.py\n--- a/pkg/mod.py\n+++ b/pkg/mod.py\n@@ -1,1 +1,1 @@\n-a = 1\n+a = 2\n");
const read = (actions: Action[]) => {
  const context = checkContext(trajectoryOf(actions), diff, null);
  return { verified: verifiedAfterLastEdit(context), green: finalChecksGreen(context) };
};

describe("an edit that brings the work back to a state a check saw does not make that check stale", () => {
  test("save, restore the original, test it, put the saved copy back: the checks before the round trip saw the final code", () => {
    const { verified, green } = read([
      { edit: "pkg/mod.py" },
      { run: "pytest tests/test_util.py", exit: 0, output: GREEN },
      { run: "pytest tests/test_ext.py", exit: 1, output: RED },
      { run: "cp pkg/mod.py pkg/mod.py.modified\ngit checkout pkg/mod.py", exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests/test_ext.py", exit: 1, output: RED },
      { run: "mv pkg/mod.py.modified pkg/mod.py", exit: 0 },
    ]);
    expect(verified.status).toBe("pass");
    expect(verified.summary).toBe("`pytest tests/test_ext.py` (step 3) ran after the edit of `pkg/mod.py` at step 1 and failed (`test_autodoc`); the later edit at step 6 put back the content that check saw, so it checked the final version.");
    expect(green.summary).not.toMatch(/stale/);
    // the run with the original restored is the baseline of the work's own run of those tests (step 3), not their last run
    expect(green.summary).toBe("The last run of `pytest tests/test_util.py` succeeded. `pytest tests/test_ext.py` (step 3) fails on the original code too (step 5, with the changed files restored (git checkout)): not charged to this change.");
  });

  // the shape of a real SWE-bench run (requests-1921): the same `58,60c\…` of three lines, another between
  test("the same change of numbered lines, keeping their count, on a version changed only inside them, is the same file", () => {
    const fix = "sed -i '58,60c\\    for (k, v) in list(merged.items()):\\n        if v is None:\\n            del merged[k]' pkg/mod.py";
    const back = "sed -i '58,60c\\    for (k, v) in request.items():\\n        if v is None:\\n            del merged[k]' pkg/mod.py";
    const { verified } = read([
      { run: fix, exit: 0 },
      { run: "pytest tests/test_ext.py", exit: 0, output: GREEN },
      { run: back, exit: 0 },
      { run: "pytest tests/test_ext.py", exit: 1, output: RED },
      { run: fix, exit: 0 },
    ]);
    expect(verified.summary).toBe("`pytest tests/test_ext.py` (step 2) ran after the edit of `pkg/mod.py` at step 1; the later edit at step 5 put back the content that check saw, so it checked the final version.");
    // a change between that takes another range, or puts in another count of lines, may move what the range holds
    const moved = (between: string) => read([
      { run: fix, exit: 0 }, { run: "pytest tests/test_ext.py", exit: 0, output: GREEN }, { run: between, exit: 0 }, { run: fix, exit: 0 },
    ]).verified.summary;
    expect(moved(back.replace("58,60c", "57,59c"))).not.toContain("put back");
    expect(moved("sed -i '58,60c\\    pass' pkg/mod.py")).not.toContain("put back");
  });

  test("a sed revert of a sed revert is the first change again: the run that tested it is current", () => {
    const { verified, green } = read([
      { run: "python3 repro.py", exit: 0, output: "qop=auth" },
      { run: "sed -i 's/qop=auth/qop=\"auth\"/' pkg/mod.py", exit: 0 },
      { run: "pytest tests/test_ext.py", exit: 0, output: GREEN },
      { run: "sed -i 's/qop=\"auth\"/qop=auth/' pkg/mod.py", exit: 0 },
      { run: "pytest tests/test_ext.py", exit: 1, output: RED },
      { run: "sed -i 's/qop=auth/qop=\"auth\"/' pkg/mod.py", exit: 0 },
    ]);
    expect(verified.status).toBe("pass");
    expect(verified.summary).toMatch(/^`pytest tests\/test_ext.py` \(step 3\) ran after the edit of `pkg\/mod.py` at step 2; the later edit at step 6 put back/);
    expect(green.summary).not.toMatch(/stale/);
  });

  test("a check after the put-back edit names that edit, with no note", () => {
    // the module's own test file: a green run of a file named for other code alone is held (other-test-files.ts)
    const { verified } = read([
      { run: "sed -i 's/a = 1/a = 2/' pkg/mod.py", exit: 0 },
      { run: "pytest tests/test_mod.py", exit: 0, output: GREEN },
      { run: "sed -i 's/a = 2/a = 1/' pkg/mod.py", exit: 0 },
      { run: "sed -i 's/a = 1/a = 2/' pkg/mod.py", exit: 0 },
      { run: "pytest tests/test_mod.py", exit: 0, output: GREEN },
    ]);
    expect(verified.summary).toBe("`pytest tests/test_mod.py` (step 5) ran after the last edit of `pkg/mod.py` (step 4).");
    expect(verified.evidence.map((item) => item.step)).toEqual([4, 3]);
  });

  test("a copy saved after an unchecked edit and put back is new code: no check saw it", () => {
    const { verified, green } = read([
      { edit: "pkg/mod.py" },
      { run: "pytest tests/test_ext.py", exit: 0, output: GREEN },
      { edit: "pkg/mod.py" },
      { run: "cp pkg/mod.py pkg/mod.py.bak && git checkout pkg/mod.py", exit: 0 },
      { run: "mv pkg/mod.py.bak pkg/mod.py", exit: 0 },
    ]);
    expect(verified.status).toBe("warn");
    expect(verified.summary).toMatch(/^No check with a pass or fail of its own ran after the last edit of `pkg\/mod.py`, step 5/);
    expect(green.summary).toMatch(/may be stale/);
  });

  test("a sed that does not reverse the last one is a new version, even if it reverses an older one", () => {
    const { verified } = read([
      { run: "sed -i 's/a = 1/a = 2/' pkg/mod.py", exit: 0 },
      { run: "pytest tests/test_ext.py", exit: 0, output: GREEN },
      { run: "sed -i 's/b = 1/b = 3/' pkg/mod.py", exit: 0 },
      { run: "sed -i 's/a = 2/a = 1/' pkg/mod.py", exit: 0 },
    ]);
    expect(verified.status).toBe("warn");
  });
});

describe("an edit tool's replacement put back the other way is the earlier version", () => {
  /** Edit calls with their replacement texts, and shell runs, through the real builder. */
  const session = (steps: Array<{ replace: [string, string] } | { run: string; output: string; exit: number }>) => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    steps.forEach((step, index) => {
      const id = `call_${index}`;
      const input = "replace" in step ? { file_path: "pkg/mod.py", old_string: step.replace[0], new_string: step.replace[1] } : { command: step.run };
      builder.call({ id, name: "replace" in step ? "Edit" : "Bash", input, step: index });
      builder.resultFor(id, "replace" in step ? { output: "ok", isError: false, exitCode: null, step: index } : { output: step.output, isError: step.exit !== 0, exitCode: step.exit, step: index });
    });
    return verifiedAfterLastEdit(checkContext(builder.build(), diff, null));
  };

  test("a tried-and-dropped change undone by the reverse Edit leaves the checked change current", () => {
    const result = session([
      { replace: ["a = 1", "a = 2"] },
      { run: "pytest tests/test_mod.py", exit: 0, output: GREEN },
      { replace: ["b = 1", "b = 3"] },
      { replace: ["b = 3", "b = 1"] },
    ]);
    expect(result.summary).toBe("`pytest tests/test_mod.py` (step 2) ran after the edit of `pkg/mod.py` at step 1; the later edit at step 4 put back the content that check saw, so it checked the final version.");
  });

  test("an Edit that reverses an older one, not the last, is new content", () => {
    const result = session([
      { replace: ["a = 1", "a = 2"] },
      { run: "pytest tests/test_ext.py", exit: 0, output: GREEN },
      { replace: ["b = 1", "b = 3"] },
      { replace: ["a = 2", "a = 1"] },
    ]);
    expect(result.status).toBe("warn");
  });
});

describe("the same change made again to the same version gives the same version", () => {
  const SED = "sed -i 's/a = 1/a = 2/' pkg/mod.py";

  test("git checkout of the file, then the first sed again: the check of the first sed's result saw the final code", () => {
    // flask-5014's shape: the test run on the change, the original checked, the same sed applied again
    const { verified } = read([
      { run: SED, exit: 0 },
      { run: "pytest tests", exit: 0, output: GREEN },
      { run: "git checkout pkg/mod.py", exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests", exit: 1, output: RED },
      { run: SED, exit: 0 },
    ]);
    expect(verified.status).toBe("pass");
    expect(verified.summary).toMatch(/^`pytest tests` \(step 2\) ran after the edit of `pkg\/mod.py` at step 1; the later edit at step 5 put back the content that check saw/);
  });

  test("another sed from the original, or the same sed from another version, is a new version", () => {
    const other = read([
      { run: SED, exit: 0 },
      { run: "pytest tests", exit: 0, output: GREEN },
      { run: "git checkout pkg/mod.py", exit: 0 },
      { run: "sed -i 's/a = 1/a = 3/' pkg/mod.py", exit: 0 },
    ]);
    expect(other.verified.status).toBe("warn");
    const stacked = read([{ run: SED, exit: 0 }, { run: "pytest tests", exit: 0, output: GREEN }, { run: SED, exit: 0 }]);
    expect(stacked.verified.status).toBe("warn");
  });

  test("a patch script written again with the same code, run again on the original, makes the same version", () => {
    const patch = (comment: string, value = "2") => `cat > fix.py <<'EOF'\n# ${comment}\ntext = open('pkg/mod.py').read()\n`
      + `open('pkg/mod.py', 'w').write(text.replace('a = 1', 'a = ${value}'))  # apply\nEOF\npython3 fix.py && rm fix.py`;
    const rerun = (second: string) => read([
      { run: patch("first try"), exit: 0 },
      { run: "pytest tests", exit: 0, output: GREEN },
      { run: "git checkout pkg/mod.py", exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests", exit: 1, output: RED },
      { run: second, exit: 0 },
    ]).verified;
    expect(rerun(patch("apply the fix again")).status).toBe("pass");
    expect(rerun(patch("apply the fix again")).summary).toMatch(/the later edit at step 5 put back the content that check saw/);
    // other code is other content
    expect(rerun(patch("apply the fix again", "3")).status).toBe("warn");
  });

  test("inline code (`python3 -c`) run again on the original makes the same version; other code does not", () => {
    const inline = (value: string) => `python3 -c "\ntext = open('pkg/mod.py').read()\nopen('pkg/mod.py', 'w').write(text.replace('a = 1', 'a = ${value}'))\n"`;
    const again = (second: string) => read([
      { run: inline("2"), exit: 0 },
      { run: "pytest tests", exit: 0, output: GREEN },
      { run: "git checkout pkg/mod.py\npytest tests", exit: 1, output: `Updated 1 path from the index\n${RED}` },
      { run: second, exit: 0 },
    ]).verified;
    expect(again(inline("2")).status).toBe("pass");
    expect(again(inline("2")).summary).toMatch(/the later edit at step 4 put back the content that check saw/);
    expect(again(inline("3")).status).toBe("warn");
  });

  test("a sed script this reader does not parse, run again as typed on the original, makes the same version", () => {
    const change = "sed -i '441c\\        try:\\n            cls = obj.__globals__[cls_path]' pkg/mod.py";
    const again = (second: string) => read([
      { run: change, exit: 0 },
      { run: "pytest tests", exit: 0, output: GREEN },
      { run: "git checkout pkg/mod.py", exit: 0, output: "Updated 1 path from the index" },
      { run: "pytest tests", exit: 1, output: RED },
      { run: second, exit: 0 },
    ]).verified;
    expect(again(change).status).toBe("pass");
    expect(again(change).summary).toMatch(/the later edit at step 5 put back the content that check saw/);
    // another text, even one line apart, is new content; so is the same text on the changed file
    expect(again(change.replace("441c", "442c")).status).toBe("warn");
    expect(read([{ run: change, exit: 0 }, { run: "pytest tests", exit: 0, output: GREEN }, { run: change, exit: 0 }]).verified.status).toBe("warn");
  });
});
