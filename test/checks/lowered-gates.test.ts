import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { loweredGates } from "../../src/checks/lowered-gates.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const setting = (path: string, before: string, after: string) =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,2 @@\n [tool]\n-${before}\n+${after}\n`;
const gatesOf = (diff: string) => parseUnifiedDiff(diff).flatMap(loweredGates).map(({ setting: key, from, to }) => [key, from, to]);

describe("a gate the tests must clear, loosened in configuration", () => {
  test("a coverage floor lowered, a warnings ceiling raised", () => {
    expect(gatesOf(setting("pyproject.toml", "fail_under = 90", "fail_under = 80"))).toEqual([["fail_under", 90, 80]]);
    expect(gatesOf(setting("setup.cfg", "addopts = --cov=pkg --cov-fail-under=95", "addopts = --cov=pkg --cov-fail-under=70"))).toEqual([["--cov-fail-under", 95, 70]]);
    expect(gatesOf(setting("package.json", '      "lines": 90,', '      "lines": 60,'))).toEqual([["lines", 90, 60]]);
    expect(gatesOf(setting("package.json", '"lint": "eslint . --max-warnings 0"', '"lint": "eslint . --max-warnings 25"'))).toEqual([["--max-warnings", 0, 25]]);
  });

  test("not a gate raised, a setting only added, or a number outside configuration", () => {
    expect(gatesOf(setting("pyproject.toml", "fail_under = 80", "fail_under = 90"))).toEqual([]);
    expect(gatesOf(setting("pyproject.toml", "show_missing = true", "fail_under = 80"))).toEqual([]);
    expect(gatesOf(setting("src/config.py", "fail_under = 90", "fail_under = 80"))).toEqual([]);
  });

  test("no_weakened_tests names it and holds an Approve back", () => {
    const diff = parseUnifiedDiff(setting("pyproject.toml", "fail_under = 90", "fail_under = 80"));
    const result = noWeakenedTests(checkContext(trajectoryOf([{ prompt: "Add parse_size" }, { edit: "pyproject.toml" }]), diff, null));
    expect(result).toMatchObject({ status: "warn", required: true });
    expect(result.summary).toBe("The diff loosens a gate the tests must clear (fail_under 90 → 80): the same code now passes a check it was held to; a person should judge it.");
  });
});
