import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { dependenciesUnresolved } from "../../src/checks/unresolved-dependencies.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { runsOf } from "../helpers/runs.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const GRADLE_OFFLINE = [
  "> Task :compileJava", "> Task :compileTestJava FAILED", "", "FAILURE: Build failed with an exception.", "",
  "* What went wrong:", "Execution failed for task ':compileTestJava'.",
  "> Could not resolve all files for configuration ':testCompileClasspath'.",
  "   > Could not resolve org.junit.jupiter:junit-jupiter:5.10.2.",
  "      > No cached version of org.junit.jupiter:junit-jupiter:5.10.2 available for offline mode.", "", "BUILD FAILED in 4s",
].join("\n");

describe("a build or test tool that could not fetch the project's dependencies", () => {
  test.each([
    ["gradle offline", GRADLE_OFFLINE, "> No cached version of org.junit.jupiter:junit-jupiter:5.10.2 available for offline mode."],
    ["maven", "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:1.0", "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies for project com.acme:billing:jar:1.0"],
    ["npm", "npm ERR! code ENOTFOUND\nnpm ERR! network request to https://registry.npmjs.org/left-pad failed", "npm ERR! code ENOTFOUND"],
    ["pip", "ERROR: Could not find a version that satisfies the requirement hypothesis\nERROR: No matching distribution found for hypothesis", "ERROR: No matching distribution found for hypothesis"],
  ])("%s: the line that says so", (_name, output, line) => {
    expect(dependenciesUnresolved("test", output)).toBe(line);
  });

  test("not when tests ran, nor for a check that is not a build or a test", () => {
    expect(dependenciesUnresolved("test", `${GRADLE_OFFLINE}\n12 tests completed, 1 failed`)).toBeNull();
    expect(dependenciesUnresolved("lint", GRADLE_OFFLINE)).toBeNull();
    expect(dependenciesUnresolved("test", "FAILURE: Build failed with an exception.\n* What went wrong:\nCompilation failed; see the compiler error output for details.")).toBeNull();
  });

  test("no failure of the change: no Request changes, and the comment names what stopped it", () => {
    const { runs } = runsOf([{ run: "./gradlew test --offline", exit: 1, output: GRADLE_OFFLINE }]);
    expect(runs.map((run) => [run.outcome, run.setupFailed])).toEqual([["unknown", "> No cached version of org.junit.jupiter:junit-jupiter:5.10.2 available for offline mode."]]);
    const diff = parseUnifiedDiff("diff --git a/src/main/java/Vat.java b/src/main/java/Vat.java\n--- a/src/main/java/Vat.java\n+++ b/src/main/java/Vat.java\n@@ -1 +1 @@\n-a\n+b\n");
    const actions = [
      { edit: "src/main/java/Vat.java" },
      { run: "./gradlew test --offline", exit: 1, output: GRADLE_OFFLINE },
      { run: "javac -d /tmp/out $(find src/main/java -name '*.java') && echo compiled", exit: 0, output: "compiled" },
    ];
    const context = checkContext(trajectoryOf(actions), diff, null);
    expect(finalChecksGreen(context).status).not.toBe("fail");
    expect(verifiedAfterLastEdit(context).summary).toContain("the repository's `gradlew test` ran too (step 2) but errored setting up (`> No cached version");
  });
});
