import { describe, expect, test } from "vitest";
import { contentBefore, diffStats, parseUnifiedDiff } from "../../src/evidence/diff.js";

const DIFF = `diff --git a/src/a.ts b/src/a.ts
index 1..2 100644
--- a/src/a.ts
+++ b/src/a.ts
@@ -1,3 +1,3 @@
 keep
-old line
+new line
+another
diff --git a/old.txt b/old.txt
deleted file mode 100644
--- a/old.txt
+++ /dev/null
@@ -1 +0,0 @@
--- a line that starts with dashes
diff --git a/x.md b/docs/x.md
similarity index 90%
rename from x.md
rename to docs/x.md
diff --git a/logo.png b/logo.png
new file mode 100644
Binary files /dev/null and b/logo.png differ
`;

describe("parseUnifiedDiff", () => {
  test("keeps hunk lines with their old and new line numbers", () => {
    expect(parseUnifiedDiff(DIFF)[0]!.lines).toEqual([
      { kind: " ", text: "keep", oldLine: 1, newLine: 1 },
      { kind: "-", text: "old line", oldLine: 2, newLine: null },
      { kind: "+", text: "new line", oldLine: null, newLine: 2 },
      { kind: "+", text: "another", oldLine: null, newLine: 3 },
    ]);
  });

  test("reads files, kinds, renames, binaries and line counts", () => {
    expect(parseUnifiedDiff(DIFF)).toMatchObject([
      { path: "src/a.ts", oldPath: null, status: "modified", additions: 2, deletions: 1, binary: false },
      { path: "old.txt", oldPath: null, status: "deleted", additions: 0, deletions: 1, binary: false },
      { path: "docs/x.md", oldPath: "x.md", status: "renamed", additions: 0, deletions: 0, binary: false },
      { path: "logo.png", oldPath: null, status: "added", additions: 0, deletions: 0, binary: true },
    ]);
  });

  test("sums the stats", () => {
    expect(diffStats(parseUnifiedDiff(DIFF))).toEqual({ files: 4, additions: 2, deletions: 2, paths: ["src/a.ts", "old.txt", "docs/x.md", "logo.png"] });
  });

  test("text that is not a diff has no files", () => {
    expect(parseUnifiedDiff("hello\nworld")).toEqual([]);
  });
});

describe("contentBefore", () => {
  const diff = parseUnifiedDiff(`diff --git a/c.json b/c.json
--- a/c.json
+++ b/c.json
@@ -2,3 +2,3 @@
   "a": 1,
-  "b": 2,
+  "b": 3
   "c": 4
@@ -8,2 +8,3 @@
 x
+y
 z
`)[0]!;

  test("undoes the hunks on the new content", () => {
    const after = ["{", '  "a": 1,', '  "b": 3', '  "c": 4', "5", "6", "7", "x", "y", "z", "}"].join("\n");
    const before = ["{", '  "a": 1,', '  "b": 2,', '  "c": 4', "5", "6", "7", "x", "z", "}"].join("\n");
    expect(contentBefore(diff, after)).toBe(before);
  });

  test("returns null when the content does not match the diff", () => {
    expect(contentBefore(diff, "something else")).toBeNull();
  });
});
