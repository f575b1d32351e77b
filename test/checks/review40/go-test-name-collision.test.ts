/**
 * Rule 2 (failed-as-before.ts `sameFailureOnOriginal(…, added)`, unbaselined.ts `addedByChange`): a failing Go test is
 * named by its bare function name (`TestNew`), and Go packages reuse names freely. The PR adds `TestNew` in a new package
 * `cache/` (which passes: `ok …/cache`); a pre-existing `TestNew` in `netx/` fails for want of network, the same with the
 * change stashed. The tool reads netx's failure as "a test the PR adds" and refuses the baseline: wrong Request changes.
 */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { finalChecksGreen } from "../../../src/checks/verified.js";
import { claimsBacked } from "../../../src/checks/claims.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../../helpers/trajectory.js";
import { verdictOf } from "../../helpers/claude-session.js";

const SOURCE = "diff --git a/cache/cache.go b/cache/cache.go\nnew file mode 100644\n--- /dev/null\n+++ b/cache/cache.go\n@@ -0,0 +1,5 @@\n+package cache\n+\n+type Cache struct{}\n+\n+func New() *Cache { return &Cache{} }\n";
const TESTS = "diff --git a/cache/cache_test.go b/cache/cache_test.go\nnew file mode 100644\n--- /dev/null\n+++ b/cache/cache_test.go\n@@ -0,0 +1,9 @@\n+package cache\n+\n+import \"testing\"\n+\n+func TestNew(t *testing.T) {\n+\tif New() == nil {\n+\t\tt.Fatal(\"nil\")\n+\t}\n+}\n";
const NETX = "--- FAIL: TestNew (0.00s)\n    dial_test.go:14: dial tcp 93.184.216.34:80: connect: network is unreachable\nFAIL\nFAIL\tgithub.com/acme/kit/netx\t0.02s\nok  \tgithub.com/acme/kit/strs\t0.01s\nFAIL";
const ON_CHANGE = `ok  \tgithub.com/acme/kit/cache\t0.01s\n${NETX}`;
const STASHED = `Saved working directory and index state WIP on main: 1a2b3c4 upstream\n${NETX}\nOn branch main\nDropped refs/stash@{0} (7ac7)`;
const SAID = "Done. The cache tests pass; the only failure is netx's TestNew, which needs network and fails on the original code too.";

describe("a pre-existing Go failure that shares its name with a test the PR adds in another package", () => {
  test("final_checks_green: netx's TestNew failed with the change stashed too; it is not the PR's cache TestNew", () => {
    const actions: Action[] = [
      { prompt: "Add a cache package with New()." },
      { edit: "cache/cache.go", tool: "Write", text: "package cache\n" },
      { edit: "cache/cache_test.go", tool: "Write", text: "package cache\n" },
      { run: "go test ./...", exit: 1, output: ON_CHANGE },
      { run: "git stash -u && go test ./...; git stash pop", exit: 0, output: STASHED },
      { say: SAID },
      { end: "completed" },
    ];
    const context = checkContext(trajectoryOf(actions), parseUnifiedDiff(SOURCE + TESTS), null);
    const green = finalChecksGreen(context);
    expect(green.summary).not.toContain("`TestNew` is a test the PR adds");
    expect(green.status).not.toBe("fail");
    expect(claimsBacked(context).status).not.toBe("fail");
  });

  test("the whole verdict is not Request changes", async () => {
    const { verdict } = await verdictOf("/home/dev/kit", [
      { prompt: "Add a cache package with New()." },
      { write: "cache/cache.go", text: "package cache\n\ntype Cache struct{}\n\nfunc New() *Cache { return &Cache{} }\n" },
      { write: "cache/cache_test.go", text: "package cache\n\nimport \"testing\"\n\nfunc TestNew(t *testing.T) {\n\tif New() == nil {\n\t\tt.Fatal(\"nil\")\n\t}\n}\n" },
      { run: "go test ./...", exit: 1, output: ON_CHANGE },
      { run: "git stash -u && go test ./...; git stash pop", exit: 0, output: STASHED },
      { say: SAID },
    ], SOURCE + TESTS);
    expect(verdict).not.toBe("fail");
  });
});
