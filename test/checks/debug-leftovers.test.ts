import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { debugLeftovers } from "../../src/checks/debug-leftovers.js";
import { parseUnifiedDiff, type DiffFile } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const modified = (path: string, ...added: string[]) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`
  + `@@ -10,2 +10,${2 + added.length} @@\n def f(x):\n${added.map((line) => `+${line}\n`).join("")}     return x\n`;
const leftovers = (diff: string) => debugLeftovers(parseUnifiedDiff(diff) as DiffFile[], []).map((item) => item.quote);

describe("debug statements a PR leaves in library code", () => {
  test("a print marked as debug output, or a debugger stop, in a library file the PR changes is found at its line", () => {
    expect(leftovers(modified("lib/matplotlib/mlab.py", '    print("DEBUG window norm:", np.abs(window).sum()**2)'))).toEqual([
      'debug statement left in library code: print("DEBUG window norm:", np.abs(window).sum()**2)',
    ]);
    for (const line of ["    breakpoint()", "    import pdb; pdb.set_trace()", "    print(f\"[DEBUG] {x}\")"]) {
      expect(leftovers(modified("pkg/core.py", line)), line).toHaveLength(1);
    }
    expect(leftovers(modified("src/app.js", "  debugger;", '  console.log("DEBUG state", x);'))).toHaveLength(2);
  });

  test("a test file, a script folder, a new file, a comment, a logger or an ordinary print is not one", () => {
    expect(leftovers(modified("tests/test_core.py", '    print("DEBUG", x)'))).toEqual([]);
    expect(leftovers(modified("scripts/check.py", '    print("DEBUG", x)'))).toEqual([]);
    expect(leftovers(modified("pkg/core.py", '    # print("DEBUG", x)', "    logger.debug(\"DEBUG %s\", x)", '    print("Result:", x)'))).toEqual([]);
    const added = "diff --git a/pkg/tool.py b/pkg/tool.py\nnew file mode 100644\n--- /dev/null\n+++ b/pkg/tool.py\n@@ -0,0 +1,1 @@\n+print(\"DEBUG\")\n";
    expect(leftovers(added)).toEqual([]);
  });

  test("edits_match_diff asks for it to be taken out, citing the step that wrote it", () => {
    const line = '    print("DEBUG window norm:", norm)';
    const trajectory = trajectoryOf([{ run: `sed -i '11i\\${line}' lib/matplotlib/mlab.py`, exit: 0 }, { run: "python -m pytest lib/matplotlib/tests/test_mlab.py -q", exit: 0, output: "2434 passed" }]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(modified("lib/matplotlib/mlab.py", line)), null));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.summary).toMatch(/^The PR leaves a debug statement in library code \(`print\("DEBUG window norm:", norm\)`, `lib\/matplotlib\/mlab\.py:11`\): it must be taken out before it merges\./);
    expect(result.evidence[0]).toMatchObject({ step: 0, path: "lib/matplotlib/mlab.py:11" });
  });
});
