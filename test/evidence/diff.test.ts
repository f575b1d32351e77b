import { describe, expect, test } from "vitest";
import { diffStats, parseUnifiedDiff } from "../../src/evidence/diff.js";

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
  test("reads files, kinds, renames, binaries and line counts", () => {
    expect(parseUnifiedDiff(DIFF)).toEqual([
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
