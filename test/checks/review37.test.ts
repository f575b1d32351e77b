/** Defects a review of session 37's change demonstrated, each mended, held here. */
import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { editsMatchDiff } from "../../src/checks/diff-match.js";
import { failingTests } from "../../src/checks/failing-tests.js";
import { summaryOutcome } from "../../src/checks/run-outcome.js";
import { nothingRan } from "../../src/checks/test-summary.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const added = (path: string, lines: string[]) =>
  `diff --git a/${path} b/${path}\nnew file mode 100644\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join("\n")}\n`;
const modified = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-a = 1\n+a = 2\n`;

describe("a leftover is certain only at the repository's root", () => {
  test("an excerpt made into a test fixture folder is the change's own; the same at the root must leave the PR", () => {
    const trajectory = (target: string) => trajectoryOf([{ edit: "pkg/core.py" }, { run: `head -n 5 data/people.csv > ${target}`, exit: 0, output: "" }]);
    const fixture = editsMatchDiff(checkContext(trajectory("tests/fixtures/sample.csv"), parseUnifiedDiff(modified("pkg/core.py") + added("tests/fixtures/sample.csv", ["id,name"])), null));
    expect(fixture.status).not.toBe("fail");
    const root = editsMatchDiff(checkContext(trajectory("sample.csv"), parseUnifiedDiff(modified("pkg/core.py") + added("sample.csv", ["id,name"])), null));
    expect([root.status, root.blocking]).toEqual(["fail", true]);
  });
});

describe("skips the environment decides", () => {
  test("Perl's `skip … unless $X` in a SKIP block is the environment's, not a weakening", () => {
    const diff = "diff --git a/t/alfa.t b/t/alfa.t\n--- a/t/alfa.t\n+++ b/t/alfa.t\n@@ -10,2 +10,6 @@\n ok(1);\n+SKIP: {\n"
      + "+    skip \"Scalar::Util::weaken needed\", 2 unless $HAS_WEAKEN;\n+    ok(weaken_works());\n+}\n done_testing;\n";
    expect(noWeakenedTests(checkContext(trajectoryOf([]), parseUnifiedDiff(diff), null)).status).toBe("pass");
  });

  test("an `if` inside a string is no condition: a new file's `describe.skip(\"… if …\")` still skips", () => {
    const diff = added("src/parse.test.js", ["describe.skip(\"parse returns null if input is empty\", () => {", "  it(\"x\", () => {});", "});"]);
    expect(noWeakenedTests(checkContext(trajectoryOf([]), parseUnifiedDiff(diff), null)).status).toBe("fail");
  });
});

describe("runners' lines read for what they say", () => {
  test("RSpec's error outside of examples is a failure, not a run of nothing", () => {
    const output = "An error occurred while loading ./spec/paint_spec.rb.\nSyntaxError: unexpected end\n\nFinished in 0.0001 seconds\n"
      + "0 examples, 0 failures, 1 error occurred outside of examples\n";
    expect(nothingRan(output)).toBeNull();
    expect(summaryOutcome(output)).toBe("failed");
  });

  test("GoogleTest's instantiated parameterized ids", () => {
    expect(failingTests("[  FAILED  ] Inst/UriParam.Normalize/0, where GetParam() = \"a\"\n")).toEqual(["Inst/UriParam.Normalize/0"]);
  });
});

describe("the PR's test files that ran", () => {
  const diff = modified("pkg/loader.py") + "diff --git a/tests/test_loader.py b/tests/test_loader.py\n--- a/tests/test_loader.py\n"
    + "+++ b/tests/test_loader.py\n@@ -1 +1,2 @@\n def test_a(): pass\n+def test_b(): pass\n";
  const verified = (actions: Action[], more = "") =>
    verifiedAfterLastEdit(checkContext(trajectoryOf([{ edit: "pkg/loader.py" }, { edit: "tests/test_loader.py" }, ...actions]), parseUnifiedDiff(diff + more), null));

  test("a test of the file skipped is no file skipped whole", () => {
    const output = "tests/test_loader.py::test_a PASSED\ntests/test_loader.py::test_remote SKIPPED (needs network)\n===== 3 passed, 1 skipped in 0.1s =====";
    expect(verified([{ run: "pytest -v tests/test_loader.py", exit: 0, output }]).status).toBe("pass");
  });

  test("a data file under tests/ is no test file a runner runs", () => {
    const data = "diff --git a/tests/data/sample.json b/tests/data/sample.json\n--- a/tests/data/sample.json\n+++ b/tests/data/sample.json\n@@ -1 +1 @@\n-{}\n+{\"a\": 1}\n";
    expect(verified([{ run: "pytest tests/test_loader.py", exit: 0, output: "4 passed in 0.1s" }], data).status).toBe("pass");
  });
});

describe("a second review's defects (session 37)", () => {
  test("dscl's old and new passwords both hidden; prose that names dscl or security keeps its words", async () => {
    const { redactSecrets } = await import("../../src/evidence/redact.js");
    const [old, now] = [["Old", "Pass99x"].join(""), ["New", "Pass123y"].join("")];
    const hidden = redactSecrets(`dscl . -passwd /Users/alice ${old} ${now}`).text;
    expect(hidden).not.toContain(old);
    expect(hidden).not.toContain(now);
    for (const text of ["Run dscl . -passwd /Users/alice to change it", "security find-identity -v -p codesigning",
      "security find-certificate -c Developer -p login.keychain-db", "def connect(host, timeout=30):"]) {
      expect(redactSecrets(text).text, text).toBe(text);
    }
    expect(redactSecrets(`security set-keychain-password -o ${old} -p ${now} login.keychain`).text).not.toMatch(new RegExp(`${old}|${now}`));
  });

  test("a keyword argument after a password's name is no value, and is not kept to hide elsewhere", async () => {
    const { SeenSecrets } = await import("../../src/evidence/seen-secrets.js");
    const { redactSecrets } = await import("../../src/evidence/redact.js");
    const seen = new SeenSecrets();
    redactSecrets("def login(username, password, timeout=30):", seen);
    expect(seen.redact("def connect(host, timeout=30):").text).toBe("def connect(host, timeout=30):");
  });

  test("a failure line naming a test file of the same name in another package is not the PR's file", () => {
    const diff = "diff --git a/a/go.mod b/a/go.mod\n--- a/a/go.mod\n+++ b/a/go.mod\n@@ -1 +1 @@\n-module x\n+module y\n"
      + "diff --git a/a/version_test.go b/a/version_test.go\n--- a/a/version_test.go\n+++ b/a/version_test.go\n@@ -20,2 +20,2 @@\n"
      + "-\t\t{\"\\n1.2\", true},\n+\t\t{\"\\n1.2\", false},\n";
    const red = "--- FAIL: TestNewVersion (0.00s)\n    version_test.go:51: expected error for version: \"\\n1.2\"\nFAIL\tex.com/m/b\t0.01s\n";
    const actions: Action[] = [{ edit: "a/go.mod" }, { edit: "a/version_test.go" }, { run: "go test ./b/...", exit: 1, output: red }, { edit: "a/version_test.go" }];
    const result = noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));
    expect(result.summary).not.toContain("after it failed on the change");
  });
});
