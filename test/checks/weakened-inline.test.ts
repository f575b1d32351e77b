import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const check = (diff: string) => noWeakenedTests(checkContext(trajectoryOf([{ edit: "x" }]), parseUnifiedDiff(diff), null));
const diffOf = (path: string, body: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${body}`;

describe("tests turned off where no test file is", () => {
  test("an `#[ignore]` added to a Rust source's inline tests, with or without a reason (round 9's s40)", () => {
    const ignored = (attribute: string) => diffOf("src/lib.rs", `@@ -370,3 +370,4 @@ mod tests {\n     #[test]\n+    ${attribute}\n     fn unsigned() {\n`);
    for (const attribute of ['#[ignore = "u128 constants depend on the old mixing"]', "#[ignore]"]) {
      const result = check(ignored(attribute));
      expect(result, attribute).toMatchObject({ status: "fail", blocking: true });
      expect(result.evidence[0]!.quote).toBe(`test skipped or focused: ${attribute}`);
    }
    // moved, not added: the same line removed elsewhere in the file
    expect(check(diffOf("src/lib.rs", "@@ -1,4 +1,4 @@\n-    #[ignore]\n     fn a() {}\n+    #[ignore]\n     fn b() {}\n")).status).toBe("pass");
  });

  test("a package's test script narrowed to named files (round 9's s39); a glob or another option is not", () => {
    const script = (from: string, to: string) => diffOf("package.json", `@@ -30,3 +30,3 @@\n   "scripts": {\n-    "test": "${from}",\n+    "test": "${to}",\n`);
    const narrowed = check(script("mocha --check-leaks --reporter spec", "mocha --check-leaks --reporter spec test/byte-parse.js"));
    expect(narrowed).toMatchObject({ status: "fail", blocking: true });
    expect(narrowed.evidence[0]!.quote).toContain("test script narrowed to named files");
    expect(check(script("mocha", "mocha test/**/*.js")).status).toBe("pass");
    expect(check(script("mocha", "mocha --timeout 5000")).status).toBe("pass");
  });
});
