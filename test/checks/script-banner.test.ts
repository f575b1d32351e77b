import { describe, expect, test } from "vitest";
import { scriptAsPrinted, scriptCommand } from "../../src/checks/script-banner.js";
import { verdictOf, type Step } from "../helpers/claude-session.js";

const ESLINT = "\n> content-type@1.0.5 test:style\n> eslint .\n\n";
const MOCHA = "\n> content-type@1.0.5 test\n> mocha --reporter spec --check-leaks --bail test/\n\n  43 passing (30ms)\n";
const match = { kind: "test" as const, runner: "npm run test:style", why: "npm run test:style runs a test step" };

describe("the command an npm script printed it runs", () => {
  test("npm's, pnpm's and yarn's banners name it", () => {
    expect(scriptCommand(ESLINT)).toBe("eslint .");
    expect(scriptCommand("> pkg@1.0.0 lint /home/dev/pkg\n> eslint src\n")).toBe("eslint src");
    expect(scriptCommand("yarn run v1.22.19\n$ eslint .\nDone in 1.2s.")).toBe("eslint .");
    expect(scriptCommand("43 passing")).toBeNull();
  });

  test("a test-named script that runs only a linter is a lint; one that runs a test runner stays a test", () => {
    expect(scriptAsPrinted(match, ESLINT).kind).toBe("lint");
    expect(scriptAsPrinted({ ...match, runner: "npm test" }, MOCHA).kind).toBe("test");
    // a script running a linter and then the tests runs tests
    expect(scriptAsPrinted(match, "> p@1.0.0 test\n> eslint . && mocha test/\n").kind).toBe("test");
    // a command this reader does not know keeps what the name says
    expect(scriptAsPrinted(match, "> p@1.0.0 test:style\n> ./scripts/check-all\n").kind).toBe("test");
  });
});

describe("a session whose only check is `npm run test:style`, which runs eslint", () => {
  const diff = "diff --git a/index.js b/index.js\n--- a/index.js\n+++ b/index.js\n@@ -10,3 +10,3 @@ var PARAM_REGEXP = /; */g\n"
    + "-      key = match[1]\n+      key = match[1].toLowerCase()\n";
  const steps: Step[] = [{ prompt: "parse() keeps the case of parameter names; lower-case them." },
    { edit: "index.js", old: "      key = match[1]\n", text: "      key = match[1].toLowerCase()\n" },
    { run: "npm run test:style; echo \"exit=$?\"", exit: 0, output: `${ESLINT}exit=0` }, { say: "`npm run test:style` passes." }];
  test("is not approved: a linter's pass says nothing of what the code does", async () => {
    const { verdict, checks } = await verdictOf("/home/dev/content-type", steps, diff);
    expect(verdict).toBe("neutral");
    expect(checks.find((check) => check.id === "final_checks_green")?.summary).toContain("without running it");
  });
});
