import { describe, expect, test } from "vitest";
import { constantGuards, constantGuardsNote } from "../../src/checks/constant-guards.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import type { ToolCall } from "../../src/model.js";

function diffOf(path: string, hunk: string) {
  return parseUnifiedDiff(`diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}`);
}

const SED: ToolCall = {
  id: "c1", name: "bash", step: 20, input: {}, output: "", exitCode: 0, isError: false,
  command: "sed -i 's/with pd.option_context(\"mode.use_inf_as_null\", True):/if True:/' seaborn/_core/plot.py",
} as unknown as ToolCall;

describe("a guard the PR replaces by a constant", () => {
  test("a context manager replaced by `if True:` over the same block, cited at its line and the step that wrote it", () => {
    const diff = diffOf("seaborn/_core/plot.py", "@@ -10,4 +10,4 @@\n                 axes_df = f(df)\n \n-                with pd.option_context(\"mode.use_inf_as_null\", True):\n+                if True:\n                     if keep_na:\n");
    const found = constantGuards(diff, [SED]);
    expect(found.map((item) => [item.step, item.path, item.quote])).toEqual([
      [20, "seaborn/_core/plot.py:12", "`with pd.option_context(\"mode.use_inf_as_null\", True):` replaced by `if True:`"],
    ]);
    expect(constantGuardsNote(found)).toMatch(/^The PR replaces a condition or context by a constant \(`with pd.*`seaborn\/_core\/plot.py:12`\)/);
  });

  test("a C-family condition turned off, and a Python `if` turned always on", () => {
    const js = diffOf("src/app.js", "@@ -1,3 +1,3 @@\n function f() {\n-  if (cache.has(key)) {\n+  if (false) {\n     return cache.get(key);\n");
    const py = diffOf("pkg/mod.py", "@@ -1,3 +1,3 @@\n def f(x):\n-    if x is not None:\n+    if 1:\n         return g(x)\n");
    expect(constantGuards(js, []).map((item) => item.path)).toEqual(["src/app.js:2"]);
    expect(constantGuards(py, []).map((item) => item.path)).toEqual(["pkg/mod.py:2"]);
  });

  test("left alone: a new constant guard with no guard removed, one at another indentation, a constant moved, prose files", () => {
    const added = diffOf("pkg/mod.py", "@@ -1,2 +1,4 @@\n def f(x):\n+    if True:\n+        pass\n     return x\n");
    const deeper = diffOf("pkg/mod.py", "@@ -1,3 +1,3 @@\n def f(x):\n-    if x:\n+        if True:\n     return x\n");
    const same = diffOf("pkg/mod.py", "@@ -1,3 +1,3 @@\n def f(x):\n-    if True:  # old\n+    if True:\n     return x\n");
    const docs = diffOf("README.md", "@@ -1,2 +1,2 @@\n-    if x:\n+    if True:\n");
    const renamed = diffOf("pkg/mod.py", "@@ -1,3 +1,3 @@\n def f(x):\n-    if x:\n+    if x and y:\n     return x\n");
    const loop = diffOf("pkg/mod.py", "@@ -1,3 +1,5 @@\n def f(q):\n-    while q:\n+    while True:\n+        if not q:\n+            break\n         q.pop()\n");
    for (const diff of [added, deeper, same, docs, renamed, loop]) expect(constantGuards(diff, [])).toEqual([]);
  });
});
