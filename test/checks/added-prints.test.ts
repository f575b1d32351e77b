import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { addedPrints } from "../../src/checks/added-prints.js";
import { parseUnifiedDiff, type DiffFile } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const modified = (path: string, context: string, ...added: string[]) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`
  + `@@ -10,2 +10,${2 + added.length} @@\n ${context}\n${added.map((line) => `+${line}\n`).join("")}     return x\n`;
const prints = (diff: string) => addedPrints(parseUnifiedDiff(diff) as DiffFile[], []).map((item) => item.quote);

describe("a print of labelled values added to library code", () => {
  test("a label and bare values, or an f-string's `{x=}`, in a library file: held for a person", () => {
    // round 8's s35: left in DelimitedList.__init__ 'while I check'
    expect(prints(modified("pyparsing/core.py", "def f(x):", '        print("DelimitedList bounds:", min, max)'))).toEqual([
      'print added to library code: print("DelimitedList bounds:", min, max)',
    ]);
    expect(prints(modified("pkg/core.py", "def f(x):", '    print(f"{x=}")'))).toHaveLength(1);
    // round 9's s13: values that are calls and slices
    expect(prints(modified("src/markupsafe/__init__.py", "def soft_str(s):", '    print("soft_str:", type(s), repr(s)[:40])'))).toHaveLength(1);
    expect(prints(modified("src/lib/state.js", "function f(x) {", '  console.log("state:", state.items);'))).toHaveLength(1);
  });

  test("a message, a chosen stream, a verbosity switch, a file that prints already, a script or a test is the code's own", () => {
    expect(prints(modified("pkg/core.py", "def f(x):", '    print("Processing the input file")'))).toEqual([]);
    expect(prints(modified("pkg/core.py", "def f(x):", '    print("warning:", x, file=sys.stderr)'))).toEqual([]);
    expect(prints(modified("pkg/core.py", "    if self.verbose:", '        print("iteration:", i, loss)'))).toEqual([]);
    expect(prints(modified("pkg/core.py", '    print("header")', '    print("rows:", n)'))).toEqual([]);
    expect(prints(modified("pkg/cli.py", "def main():", '    print("version:", __version__)'))).toEqual([]);
    expect(prints(modified("tests/test_core.py", "def test_f():", '    print("got:", x)'))).toEqual([]);
    // the review's cases: a server announcing its port, a logger; and a task that asks for output
    expect(prints(modified("src/server.js", "function start() {", '  console.log("Server listening on port:", port);'))).toEqual([]);
    expect(prints(modified("src/logger.ts", "function log(x) {", '  console.log("level:", level);'))).toEqual([]);
    const asked = addedPrints(parseUnifiedDiff(modified("pkg/core.py", "def f(x):", '    print("bounds:", lo, hi)')) as DiffFile[], [], "Print the bounds when fitting");
    expect(asked).toEqual([]);
  });

  test("edits_match_diff holds the PR for a person, quoting the line and the step that wrote it", () => {
    const line = '        print("DelimitedList bounds:", min, max)';
    const trajectory = trajectoryOf([{ run: `sed -i '11i\\${line}' pyparsing/core.py`, exit: 0 }, { run: "python -m pytest tests -q", exit: 0, output: "48 passed" }]);
    const result = editsMatchDiff(checkContext(trajectory, parseUnifiedDiff(modified("pyparsing/core.py", "def f(x):", line)), null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toMatch(/^The PR adds a print of labelled values to library code \(`print\("DelimitedList bounds:", min, max\)`, `pyparsing\/core\.py:11`\)/);
    expect(result.evidence[0]).toMatchObject({ step: 0, path: "pyparsing/core.py:11" });
  });
});
