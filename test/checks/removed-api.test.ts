import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { removedPublicNames } from "../../src/checks/removed-api.js";
import { parseUnifiedDiff, type DiffFile } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const diffOf = (path: string, body: string) => parseUnifiedDiff(`diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${body}`) as DiffFile[];
// round 7's s19: a replacement of format_interval that swept up the next method, format_num
const SWEPT = "@@ -397,12 +397,8 @@ class tqdm:\n     @staticmethod\n-    def format_interval(t):\n-        return str(t)\n+    def format_interval(t):\n+        return str(int(t))\n-\n-    @staticmethod\n-    def format_num(n):\n-        return f'{n:.3g}'\n \n     @staticmethod\n";
const names = (diff: DiffFile[], task: string | null = "Make format_interval accept a timedelta") => removedPublicNames(diff, task).map((item) => item.name);

describe("public names a PR removes from code it keeps", () => {
  test("a function defined on a removed line and nowhere added, that the task does not name", () => {
    expect(names(diffOf("tqdm/std.py", SWEPT))).toEqual(["format_num"]);
  });

  test("not a renamed-and-kept name, a private one, one the task names, a helper only removed code used, a test file", () => {
    expect(names(diffOf("tqdm/std.py", SWEPT), "Remove format_num and make format_interval accept a timedelta")).toEqual([]);
    const moved = "@@ -1,3 +1,3 @@\n-def format_num(n):\n+def format_num(n, digits=3):\n     return n\n";
    expect(names(diffOf("tqdm/std.py", moved))).toEqual([]);
    expect(names(diffOf("tqdm/std.py", "@@ -1,2 +1,1 @@\n-def _helper(n):\n-    return n\n"))).toEqual([]);
    // pytest-7373: the cache key went with the cache that used it
    const cache = "@@ -15,6 +15,2 @@\n-evalcache_key = StoreKey[Dict[str, Any]]()\n-def cached_eval(config, expr, d):\n-    default = config._store.setdefault(evalcache_key, {})\n+def compiled_eval(expr, d):\n+    return eval(expr, d)\n";
    expect(names(diffOf("src/_pytest/mark/evaluate.py", cache), "skipif string conditions are cached wrongly (cached_eval)")).toEqual([]);
    expect(names(diffOf("tests/test_std.py", "@@ -1,2 +1,1 @@\n-def test_format_num():\n-    pass\n"))).toEqual([]);
  });

  test("edits_match_diff holds the PR for a person and cites the removed line", () => {
    const trajectory = trajectoryOf([{ prompt: "Make format_interval accept a timedelta" }, { edit: "tqdm/std.py" }, { run: "pytest tests -k format_interval", exit: 0, output: "1 passed" }]);
    const result = editsMatchDiff(checkContext(trajectory, diffOf("tqdm/std.py", SWEPT), null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toContain("The PR removes `format_num` (`tqdm/std.py`), which the task does not name: callers of it would break; a person should confirm that is meant.");
    expect(result.evidence.map((item) => item.path)).toContain("tqdm/std.py:402");
  });
});
