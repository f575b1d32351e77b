/**
 * Rule 10 (package-scope.ts: after an earlier `cd`, a Go package folder is read by its own path anywhere): the agent
 * looked around from the repo's parent (`cd .. && ls`, the shell stays there), then ran `cd gods && go test ./...`:
 * the whole module, whose output shows the changed package `trees/avltree` passing. The folder `gods` is the repository
 * itself, not a package in it, yet the tool says "Only checks of other packages ran … ran in `gods`, which holds none
 * of the PR's changed code": a false sentence and a wrong Needs human review (before this change: pass).
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const DIFF = "diff --git a/trees/avltree/avltree.go b/trees/avltree/avltree.go\n--- a/trees/avltree/avltree.go\n+++ b/trees/avltree/avltree.go\n@@ -10,3 +10,4 @@\n x\n+y\n";
const OK = "ok  \tgithub.com/emirpasic/gods/lists/arraylist\t0.01s\nok  \tgithub.com/emirpasic/gods/trees/avltree\t0.01s\nok  \tgithub.com/emirpasic/gods/utils\t0.02s";

describe("`cd <the repository> && go test ./...` after an earlier `cd ..`", () => {
  test("verified_after_last_edit: the run tested the module, the changed package among it", () => {
    const actions: Action[] = [
      { prompt: "Fix AVL tree Put for equal keys." },
      { run: "cd .. && ls", exit: 0, output: "gods\n" },
      { edit: "trees/avltree/avltree.go" },
      { run: "cd gods && go test ./...", exit: 0, output: OK },
      { say: "Done. All tests pass." },
      { end: "completed" },
    ];
    const result = verifiedAfterLastEdit(checkContext(trajectoryOf(actions), parseUnifiedDiff(DIFF), null));
    expect(result.summary).not.toContain("other packages");
    expect(result.status).toBe("pass");
  });

  test("the whole verdict is Approve", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/gods", [
      { prompt: "Fix AVL tree Put for equal keys." },
      { run: "cd .. && ls", exit: 0, output: "gods\n" },
      { edit: "trees/avltree/avltree.go", old: "\t\tnode.Value = value\n", text: "\t\tnode.Key = key\n\t\tnode.Value = value\n" },
      { run: "cd gods && go test ./...", exit: 0, output: OK },
      { say: "Done. `go test ./...` passes." },
    ], DIFF);
    expect(checks.filter((check) => check.status === "warn").map((check) => `${check.id}: ${check.summary}`)).toEqual([]);
    expect(verdict).toBe("pass");
  });
});
