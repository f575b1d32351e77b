import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editedFilesParse } from "../../src/checks/files-parse.js";
import { emptyBlocks } from "../../src/checks/empty-blocks.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const hunk = (path: string, lines: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${lines}`;
// round 6's s15: a tidy-up `sed -i '290d'` deleted the body of the if instead of the blank line after it
const DELETED_BODY = hunk("sklearn/compose/_column_transformer.py", [
  "@@ -287,6 +287,5 @@ class ColumnTransformer(TransformerMixin, _BaseComposition):",
  "             _safe_set_output(trans, transform=transform)",
  " ",
  '         if self.remainder not in {"passthrough", "drop"}:',
  "-            _safe_set_output(self.remainder, transform=transform)",
  " ",
  "         return self",
  "",
].join("\n"));
const found = (diff: string) => emptyBlocks(parseUnifiedDiff(diff)).map((item) => [item.path, item.quote]);

describe("Python blocks a PR leaves empty, read from the diff", () => {
  test("an if whose body the change deleted: IndentationError, at the header's line", () => {
    expect(found(DELETED_BODY)).toEqual([["sklearn/compose/_column_transformer.py:289",
      'a block left with no statement under it (IndentationError): if self.remainder not in {"passthrough", "drop"}:']]);
    const result = editedFilesParse(checkContext(trajectoryOf([]), parseUnifiedDiff(DELETED_BODY), null));
    expect(result).toMatchObject({ status: "fail", blocking: true });
  });

  test("a body kept or re-indented, a hunk that ends first, a docstring's prose, or a block the change did not touch is none", () => {
    const kept = hunk("a.py", "@@ -1,3 +1,3 @@\n if x:\n-    y = 1\n+    y = 2\n z = 3\n");
    const endsFirst = hunk("a.py", "@@ -1,2 +1,1 @@\n if x:\n-    y = 1\n");
    const prose = hunk("a.py", "@@ -10,3 +10,3 @@\n     Arrays\n-    with a few differences:\n+    with a couple differences:\n     - the first\n");
    const untouched = hunk("a.py", "@@ -1,4 +1,4 @@\n-x = 1\n+x = 2\n if y:\n     pass\n z = 3\n");
    const docstring = hunk("a.py", "@@ -1,3 +1,4 @@\n def f():\n+    \"\"\"Doc.\"\"\"\n     return 1\n g = 2\n");
    for (const diff of [kept, endsFirst, prose, untouched, docstring]) expect(found(diff), diff).toEqual([]);
  });

  test("with no finding, the check stays a skip without a checkout", () => {
    const kept = hunk("a.py", "@@ -1,3 +1,3 @@\n if x:\n-    y = 1\n+    y = 2\n z = 3\n");
    expect(editedFilesParse(checkContext(trajectoryOf([]), parseUnifiedDiff(kept), null)).status).toBe("skip");
  });
});
