// Review 47 (a helper who did not write session 47's rules) proved each case here wrong on c01874b; kept as the demonstration of its mend.
import { describe, expect, test } from "vitest";
import { scriptAsPrinted } from "../../../src/checks/script-banner.js";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

const PRE_LINT = "\n> content-type@1.0.5 pretest\n> eslint .\n\n\n> content-type@1.0.5 test\n> mocha --reporter spec --check-leaks test/\n\n  43 passing (30ms)\n";
const PRE_BUILD = "\n> content-type@1.0.5 pretest\n> tsc -p .\n\n\n> content-type@1.0.5 test\n> mocha test/\n\n  43 passing (30ms)\n";
const INSTALL = "\n> content-type@1.0.5 prepare\n> tsc -p .\n\nadded 212 packages in 3s\n\n> content-type@1.0.5 test\n> mocha test/\n\n  43 passing (30ms)\n";
const match = { kind: "test" as const, runner: "npm test", why: "npm test runs the tests" };

describe("unit: a pre script's banner is not the script's command", () => {
  test("pretest eslint", () => expect(scriptAsPrinted(match, PRE_LINT).kind).toBe("test"));
  test("pretest tsc", () => expect(scriptAsPrinted(match, PRE_BUILD).kind).toBe("test"));
  test("npm ci's prepare", () => expect(scriptAsPrinted(match, INSTALL).kind).toBe("test"));
});

describe("sessions", () => {
  const diff = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -10,3 +10,3 @@ var PARAM_REGEXP = /; */g\n"
    + "-      key = match[1]\n+      key = match[1].toLowerCase()\n";
  const base: Step[] = [{ prompt: "parse() keeps the case of parameter names; lower-case them." },
    { edit: "index.js", old: "      key = match[1]\n", text: "      key = match[1].toLowerCase()\n" }];
  for (const [name, cmd, out] of [["pretest-lint", "npm test 2>&1 | tail -n 12", PRE_LINT], ["pretest-build", "npm test 2>&1 | tail -n 12", PRE_BUILD], ["ci", "npm ci && npm test", INSTALL]] as const) {
    test(`${name}: green npm test is a test run`, async () => {
      const { verdict } = await verdictOf("/home/dev/content-type", [...base, { run: cmd, exit: 0, output: out }, { say: "npm test: all 43 tests pass." }], diff);
      expect(verdict).toBe("pass");
    });
  }
});
