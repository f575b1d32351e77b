import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { missingRemovedName, removedNames } from "../../src/checks/removed-names.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const file = (path: string, lines: string[]) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,3 +1,3 @@\n${lines.join("\n")}\n`;
const RENAME = file("ledger/io.py", ["-def read_rows(path):", "+def load_rows(path):", "     return list(rows)"]);
const COLLECTION = "ERROR collecting tests/test_io.py\ntests/test_io.py:3: in <module>\n    from ledger.io import read_rows\n"
  + "E   ImportError: cannot import name 'read_rows' from 'ledger.io'\n=== short test summary info ===\nERROR tests/test_io.py\n"
  + "!!! stopping after 1 failures !!!\n1 error in 0.21s";

describe("a name the PR removes, said missing by a failure", () => {
  test("removed: defined on a removed line of the code and on no added line, in several languages", () => {
    expect([...removedNames(parseUnifiedDiff(RENAME))]).toEqual(["read_rows"]);
    const ts = file("src/a.ts", ["-export function parseDate(s: string) {", "+export function parseDay(s: string) {", "-export const LIMIT = 3;"]);
    expect([...removedNames(parseUnifiedDiff(ts))].sort()).toEqual(["LIMIT", "parseDate"]);
    const go = file("store/cache.go", ["-func (c *Cache) Evict(key string) {", "+func (c *Cache) Remove(key string) {"]);
    expect([...removedNames(parseUnifiedDiff(go))]).toEqual(["Evict"]);
    // a definition moved or rewritten in place is still there; a test file's helpers are not the code
    const kept = file("ledger/io.py", ["-def read_rows(path):", "+def read_rows(path, skip_blank=True):"]);
    expect(removedNames(parseUnifiedDiff(kept)).size).toBe(0);
    expect(removedNames(parseUnifiedDiff(file("tests/test_io.py", ["-def make_rows():"]))).size).toBe(0);
  });

  test("said missing: an import, an attribute, a Go or TypeScript compiler's undefined name", () => {
    const removed = new Set(["read_rows", "Evict", "parseDate"]);
    expect(missingRemovedName(COLLECTION, removed)).toBe("read_rows");
    expect(missingRemovedName("AttributeError: module 'ledger.io' has no attribute 'read_rows'", removed)).toBe("read_rows");
    expect(missingRemovedName("store/cache_test.go:12:4: undefined: Evict", removed)).toBe("Evict");
    expect(missingRemovedName("store/cache_test.go:12:4: c.Evict undefined (type *Cache has no field or method Evict)", removed)).toBe("Evict");
    expect(missingRemovedName("# pkg\nstore/x.go:12:4: undefined: store.Evict", removed)).toBe("Evict");
    expect(missingRemovedName("error TS2305: Module './a' has no exported member 'parseDate'.", removed)).toBe("parseDate");
    // a missing name the PR did not remove says nothing of the change
    expect(missingRemovedName("ImportError: cannot import name 'yaml_load'", removed)).toBe(null);
  });

  test("on a PR, a failure the agent called unrelated that names a removed name is the change's: blocking, and said why", () => {
    const actions = [
      { edit: "ledger/io.py" },
      { run: "python -m pytest -x -q", exit: 2, output: COLLECTION },
      { say: "The pytest run stopped on a collection error in tests/test_io.py which is unrelated to the logic change." },
    ];
    const result = finalChecksGreen(checkContext(trajectoryOf(actions), parseUnifiedDiff(RENAME), null));
    expect(result.status).toBe("fail");
    expect(result.summary).toContain("Its output says `read_rows` is missing, a name the PR's change removes: the change caused this failure.");
    // the same failure of a name the PR kept: the agent's word on it is for a person to weigh
    const kept = file("ledger/io.py", ["-    return list(rows)", "+    return [r for r in rows if r]"]);
    expect(finalChecksGreen(checkContext(trajectoryOf(actions), parseUnifiedDiff(kept), null)).status).toBe("warn");
  });
});
