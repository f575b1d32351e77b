import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const changed = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,1 +1,1 @@\n-a\n+b\n`;
const check = (actions: Action[]) =>
  editsMatchDiff(checkContext(trajectoryOf([{ prompt: "Fix the encoding of '!'" }, ...actions]), parseUnifiedDiff(changed("test/stringify.test.ts")), null));

describe("an installed dependency the agent patched in place", () => {
  test("is named: no PR carries it, and the checks after it ran with it (held for a person)", () => {
    const result = check([{ edit: "node_modules/strict-uri-encode/index.js" }, { edit: "test/stringify.test.ts" }, { run: "npm test", exit: 0, output: "Tests 17 passed (17)" }]);
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toBe("The agent patched an installed dependency in place (`node_modules/strict-uri-encode/index.js`, step 2): "
      + "no PR carries that change, and the checks after it ran with it.");
  });

  test("not a dependency folder deleted or reinstalled, nor a patch of site-packages' data files", () => {
    expect(check([{ run: "rm -rf node_modules && npm ci", exit: 0 }, { edit: "test/stringify.test.ts" }]).status).toBe("pass");
    expect(check([{ edit: "/usr/lib/python3/site-packages/pkg/data.json" }, { edit: "test/stringify.test.ts" }]).status).toBe("pass");
    expect(check([{ edit: "/usr/lib/python3/site-packages/pkg/core.py" }, { edit: "test/stringify.test.ts" }]).status).toBe("warn");
  });
});
