import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";

const OLD = "  if (!/^[+-]?\\d+(\\.\\d+)?$/.test(t)) throw new Error(`not a number: ${s}`);";
const NEW = "  if (!/^[+-]?\\d+(\\.\\d+)?(e\\d+)?$/.test(t)) throw new Error(`not a number: ${s}`);";
const diff = (added: string) => `diff --git a/src/p.ts b/src/p.ts\n--- a/src/p.ts\n+++ b/src/p.ts\n@@ -2,1 +2,1 @@\n-${OLD}\n+${added}\n`;

function matchOf(oldString: string, newString: string, added: string) {
  const builder = new TrajectoryBuilder("claude-code-jsonl");
  builder.prompt("Accept exponents in parseNumber.", 0);
  builder.call({ id: "e1", name: "Edit", input: { file_path: "src/p.ts", old_string: oldString, new_string: newString }, step: 1 });
  builder.resultFor("e1", { output: "ok", isError: false, exitCode: null, step: 2 });
  return editsMatchDiff(checkContext(builder.build(), parseUnifiedDiff(diff(added)), null));
}

describe("an edit that replaced part of a line wrote the PR's added line", () => {
  test("the added line is the removed one with the old text changed to the new: it matches", () => {
    const result = matchOf("  if (!/^[+-]?\\d+(\\.\\d+)?$/.test(t))", "  if (!/^[+-]?\\d+(\\.\\d+)?(e\\d+)?$/.test(t))", NEW);
    expect(result.status).toBe("pass");
  });

  test("the rest of the line changed too: the PR holds text the edit did not write", () => {
    const other = NEW.replace("not a number", "bad input");
    const result = matchOf("  if (!/^[+-]?\\d+(\\.\\d+)?$/.test(t))", "  if (!/^[+-]?\\d+(\\.\\d+)?(e\\d+)?$/.test(t))", other);
    expect(result.status).toBe("warn");
    expect(result.evidence.map((item) => item.quote).join("\n")).toMatch(/not the text the transcript wrote/);
  });
});
