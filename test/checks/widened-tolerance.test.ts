import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { noWeakenedTests } from "../../src/checks/weakened-tests.js";
import { toleranceOf } from "../../src/checks/widened-tolerance.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const diffOf = (path: string, hunk: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}\n`;
const weakened = (diff: string, actions: Action[] = []) =>
  noWeakenedTests(checkContext(trajectoryOf(actions), parseUnifiedDiff(diff), null));
const change = (before: string, after: string) => `@@ -7,1 +7,1 @@\n-${before}\n+${after}`;

describe("a test's tolerance widened is a loosened test", () => {
  test("each comparison's width is read", () => {
    expect(toleranceOf("assert f() == pytest.approx(2.138, rel=1e-3)")).toMatchObject({ kind: "approx", expected: 2.138 });
    expect(toleranceOf("assert f() == approx(2.1, abs=0.2)")).toEqual({ kind: "approx", expected: 2.1, width: 0.2 });
    expect(toleranceOf("self.assertAlmostEqual(f(), 0.5, places=1)")).toEqual({ kind: "assertAlmostEqual", expected: 0.5, width: 0.05 });
    expect(toleranceOf("expect(f()).toBeCloseTo(0.3, 1)")).toEqual({ kind: "toBeCloseTo", expected: 0.3, width: 0.05 });
    expect(toleranceOf("self.assertAlmostEqual(f(), 3.0, delta=0.5)")?.width).toBe(0.5);
    expect(toleranceOf("assert f() == 2")).toBeNull();
  });

  test("widened until it admits the value a failing run showed: blocking", () => {
    const output = "E   assert 2.0 == 2.138 ± 2.1e-03\nFAILED tests/test_describe.py::test_stddev_sample - assert 2.0 == 2.138 ± 2.1e-03\n1 failed, 1 passed in 0.04s";
    const diff = diffOf("tests/test_describe.py", change("    assert stddev(xs) == pytest.approx(2.138, rel=1e-3)", "    assert stddev(xs) == pytest.approx(2.1, abs=0.2)"));
    const result = weakened(diff, [{ run: "pytest -q tests/test_describe.py", exit: 1, output }]);
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.evidence[0]!.quote).toMatch(/^tolerance widened \(±0\.00214 → ±0\.2, admitting 2, the value a failing run showed\)/);
  });

  test("widened with no failing value shown, in places, digits and delta: a warning", () => {
    for (const [before, after] of [
      ["        self.assertAlmostEqual(mean(xs), 2.345, places=3)", "        self.assertAlmostEqual(mean(xs), 2.345, places=1)"],
      ["  expect(area(r)).toBeCloseTo(3.1416, 3);", "  expect(area(r)).toBeCloseTo(3.1416, 1);"],
      ["        self.assertAlmostEqual(f(), 3.0, delta=0.01)", "        self.assertAlmostEqual(f(), 3.0, delta=0.5)"],
    ]) {
      const path = before!.includes("expect(") ? "src/area.test.ts" : "tests/test_mean.py";
      const result = weakened(diffOf(path, change(before!, after!)));
      expect(result).toMatchObject({ status: "warn", blocking: false });
      expect(result.evidence[0]!.quote).toMatch(/^tolerance widened/);
    }
    // narrowed, or the same width around a new value: not loosened
    expect(weakened(diffOf("tests/test_a.py", change("assert f() == approx(2.1, abs=0.2)", "assert f() == approx(2.138, rel=1e-3)"))).status).toBe("pass");
  });
});
