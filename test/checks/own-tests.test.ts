import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { ownTestFile } from "../../src/checks/own-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const DIFF = "diff --git a/sklearn/feature_extraction/text.py b/sklearn/feature_extraction/text.py\n--- a/sklearn/feature_extraction/text.py\n"
  + "+++ b/sklearn/feature_extraction/text.py\n@@ -1,1 +1,1 @@\n-    return s\n+    return t\n";
const LISTING: Action = { run: "find sklearn/feature_extraction -name 'test_*.py'", exit: 0,
  output: "sklearn/feature_extraction/tests/test_dict_vectorizer.py\nsklearn/feature_extraction/tests/test_text.py\nsklearn/feature_extraction/tests/test_feature_hasher.py" };
const EDIT: Action = { run: "sed -i 's/return s$/return t/' sklearn/feature_extraction/text.py", exit: 0 };
const OTHERS: Action = { run: "python -m pytest sklearn/feature_extraction/tests/test_dict_vectorizer.py sklearn/feature_extraction/tests/test_feature_hasher.py", exit: 0, output: "61 passed in 1.9s" };
const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(DIFF), null));

describe("the changed file's own tests, where the transcript shows them", () => {
  test("found by its name and folder: the tests folder of its package, not another package's", () => {
    const trajectory = trajectoryOf([LISTING]);
    expect(ownTestFile(trajectory, "sklearn/feature_extraction/text.py")).toBe("sklearn/feature_extraction/tests/test_text.py");
    expect(ownTestFile(trajectoryOf([{ run: "ls", exit: 0, output: "sklearn/svm/tests/test_text.py" }]), "sklearn/feature_extraction/text.py")).toBeNull();
    expect(ownTestFile(trajectory, "sklearn/feature_extraction/__init__.py")).toBeNull();
  });

  test("only other modules' test files ran after the change: held for a person, naming its own", () => {
    const result = verified([LISTING, EDIT, OTHERS]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("does not select its own tests, `test_text.py` (in `sklearn/feature_extraction/tests`), which never ran after the change.");
  });

  test("its own file, its folder, the suite, or no listing of it: no such finding", () => {
    for (const run of ["python -m pytest sklearn/feature_extraction/tests/test_text.py -q", "python -m pytest sklearn/feature_extraction -q", "python -m pytest -q"]) {
      expect(verified([LISTING, EDIT, { run, exit: 0, output: "120 passed in 3.1s" }]).status, run).toBe("pass");
    }
    expect(verified([EDIT, OTHERS]).status).toBe("pass");
  });

  // held-out round 4 s10: `npm test -w packages/core` ran vitest in the package, which listed `✓ test/slug.test.ts`
  test("a run whose output lists its own test file ran it, whatever its line selects", () => {
    const listed = { ...OTHERS, output: "sklearn/feature_extraction/tests/test_text.py ........\n61 passed in 1.9s" } as Action;
    expect(verified([LISTING, EDIT, listed]).status).toBe("pass");
    // a mention in an error, or a longer name ending in it, is no result of it
    const mention = { ...OTHERS, output: "ERROR: file or directory not found: sklearn/feature_extraction/tests/test_text.py\n61 passed in 1.9s" } as Action;
    expect(verified([LISTING, EDIT, mention]).status).toBe("warn");
  });
});

describe("JavaScript's own test file by the source's name in a test folder, and uvu's folder and file pattern", () => {
  const JS_DIFF = "diff --git a/src/index.js b/src/index.js\n--- a/src/index.js\n+++ b/src/index.js\n@@ -1,1 +1,1 @@\n-  return x\n+  return y\n";
  const LS: Action = { run: "ls src test", exit: 0, output: "src:\nindex.js\nlite.js\n\ntest:\nindex.js\nlite.js" };
  const FIND: Action = { run: "find test -name '*.js'", exit: 0, output: "test/index.js\ntest/lite.js" };
  const EDIT_JS: Action = { run: "sed -i 's/return x/return y/' src/index.js", exit: 0 };
  const verifiedJs = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(JS_DIFF), null));

  test("`test/index.js` is `src/index.js`'s own test; the source itself and a file outside a test folder are not", () => {
    expect(ownTestFile(trajectoryOf([FIND]), "src/index.js")).toBe("test/index.js");
    expect(ownTestFile(trajectoryOf([{ run: "find src", exit: 0, output: "src/index.js\nsrc/lite.js" }]), "src/index.js")).toBeNull();
    expect(ownTestFile(trajectoryOf([{ run: "find lib", exit: 0, output: "lib/index.js" }]), "src/index.js")).toBeNull();
  });

  test("`uvu -r esm test lite` runs test/lite.js alone: the change's own test never ran (round 13's s20)", () => {
    const run: Action = { run: "npx uvu -r esm test lite", exit: 0, output: "lite.js\n• • • • •   (5 / 5)\n\n  Total:     5\n  Passed:    5\n" };
    const result = verifiedJs([FIND, EDIT_JS, run]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("does not select its own tests, `index.js` (in `test`), which never ran after the change.");
  });

  test("uvu's whole folder, a pattern that lets the file through, or no listing of it: no such finding", () => {
    const green = (line: string): Action => ({ run: line, exit: 0, output: "  Total:     9\n  Passed:    9\n" });
    for (const line of ["npx uvu -r esm test", "npx uvu test index", "npx uvu test 'ind.x'"]) expect(verifiedJs([FIND, EDIT_JS, green(line)]).status, line).toBe("pass");
    expect(verifiedJs([FIND, EDIT_JS, green("npx uvu test -i index")]).status).toBe("warn");
    // `ls src test` prints a block a folder: `test:` then `index.js` names test/index.js, so a run of lite alone left it out
    expect(verifiedJs([LS, EDIT_JS, green("npx uvu test lite")]).status).toBe("warn");
    const srcOnly: Action = { run: "ls src", exit: 0, output: "index.js\nlite.js" };
    expect(verifiedJs([srcOnly, EDIT_JS, green("npx uvu test lite")]).status).toBe("pass");
  });
});
