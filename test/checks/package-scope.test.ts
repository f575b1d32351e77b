import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const diffOf = (...paths: string[]) => parseUnifiedDiff(paths.map((path) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`).join(""));
const FORMAT_CHANGE = diffOf("packages/format/src/date.ts");
const GREEN = "Test Files  1 passed (1)\n      Tests  12 passed (12)";
const verified = (actions: Action[], diff = FORMAT_CHANGE) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), diff, null));
const EDIT: Action = { edit: "packages/format/src/date.ts" };
/** The workspace's manifests, as a listing shows them: a folder the line only `cd`s into is a package where one is named. */
const LISTED: Action = { run: "ls packages/*/package.json", exit: 0, output: "packages/api/package.json\npackages/format/package.json" };

describe("a check scoped to another package of the repository does not test the change", () => {
  test.each([
    ["cd packages/api && npm test", "packages/api"],
    ["npm test -w packages/api", "packages/api"],
    ["npm test --workspace=packages/api", "packages/api"],
    ["pnpm -C packages/api test", "packages/api"],
    ["yarn --cwd packages/api test", "packages/api"],
    ["cd packages/api && npx vitest run", "packages/api"],
    // as Codex runs every command: a shell given the script
    ["bash -lc 'npm test -w packages/api'", "packages/api"],
    ["bash -lc 'cd packages/api && npm test'", "packages/api"],
  ])("`%s`: named, and no pass", (line, folder) => {
    const result = verified([LISTED, EDIT, { run: line, exit: 0, output: GREEN }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain(`ran in \`${folder}\`, which holds none of the PR's changed code; no check after the edit ran the tests of \`packages/format\``);
  });

  test("go: a package pattern under another folder, and cargo's manifest of another crate", () => {
    const go = verified([{ edit: "store/cache.go" }, { run: "go test ./api/...", exit: 0, output: "ok  \texample.com/m/api\t0.01s" }], diffOf("store/cache.go"));
    expect(go.summary).toContain("ran in `api`");
    const cargo = verified([{ edit: "crates/core/src/lib.rs" }, { run: "cargo test --manifest-path crates/cli/Cargo.toml", exit: 0, output: "test result: ok. 3 passed; 0 failed" }], diffOf("crates/core/src/lib.rs"));
    expect(cargo.summary).toContain("ran in `crates/cli`");
  });

  test("the changed package's own run, the whole repository's, or one that holds some of the change: a pass", () => {
    for (const line of ["cd packages/format && npm test", "npm test", "npm test -w packages/format", "go test ./..."]) {
      expect(verified([EDIT, { run: line, exit: 0, output: GREEN }]).status).toBe("pass");
    }
    const both = diffOf("packages/format/src/date.ts", "packages/api/src/routes.ts");
    expect(verified([EDIT, { run: "cd packages/api && npm test", exit: 0, output: GREEN }], both).status).toBe("pass");
  });

  test("a later run of the changed package settles it; a workspace named by its package name is not placed", () => {
    const later = [EDIT, { run: "cd packages/api && npm test", exit: 0, output: GREEN }, { run: "npm test -w packages/format", exit: 0, output: GREEN }];
    expect(verified(later).status).toBe("pass");
    expect(verified([EDIT, { run: "npm test -w @mono/api", exit: 0, output: GREEN }]).status).toBe("pass");
  });

  test("not where an earlier call's `cd` may have left the shell elsewhere, nor for runners that test across folders", () => {
    const moved = [{ run: "cd packages", exit: 0 }, EDIT, { run: "cd api && npm test", exit: 0, output: GREEN }];
    expect(verified(moved).status).toBe("pass");
    // a folder the line only cds into, whose manifest the transcript never names, may be no package: npm walks up
    expect(verified([EDIT, { run: "cd packages/api && npm test", exit: 0, output: GREEN }]).status).toBe("pass");
    expect(verified([EDIT, { run: "cd packages/format/test && npm test", exit: 0, output: GREEN }]).status).toBe("pass");
    expect(verified([{ edit: "src/a.ts" }, { run: "cd tests && npm test", exit: 0, output: GREEN }], diffOf("src/a.ts")).status).toBe("pass");
    // pytest in tests/ tests the code it imports, wherever it lies
    const python = verified([{ edit: "src/lib/dates.py" }, { run: "cd tests && pytest", exit: 0, output: "==== 5 passed in 0.1s ====" }], diffOf("src/lib/dates.py"));
    expect(python.status).toBe("pass");
  });
});
