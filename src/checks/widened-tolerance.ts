import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * A test's tolerance widened: `pytest.approx(2.138, rel=1e-3)` → `approx(2.1, abs=0.2)`,
 * `assertAlmostEqual(x, y, places=3)` → `places=1`, `toBeCloseTo(x, 3)` → `toBeCloseTo(x, 1)`,
 * `delta=`, `rtol=`/`atol=`. The same assertion now admits values it rejected: loosened, like an
 * assertion replaced by `toBeTruthy()`. When a failing run showed the value the code gave, the old
 * tolerance rejected it and the new one admits it, the test was widened until the code passed.
 */

/** One comparison's expected value and how far from it a value may be. */
export interface Tolerance {
  /** The comparison's name (`approx`, `assertAlmostEqual`, `toBeCloseTo`, …). */
  kind: string;
  /** The expected value, when it is a literal number. */
  expected: number | null;
  /** The widest distance from the expected value the comparison admits. */
  width: number;
}

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const value = (text: string | undefined): number | null => (text === undefined || !new RegExp(`^${NUMBER}$`).test(text) ? null : Number(text));
/** A keyword argument's literal number: `rel=1e-3`, `places = 2`. */
const keyword = (args: string, name: string): number | null => value(new RegExp(`\\b${name}\\s*=\\s*(${NUMBER})`).exec(args)?.[1]);
/** The arguments of the first call of `name` on the line, up to its closing parenthesis (no nesting past one level). */
function callArgs(line: string, name: RegExp): { kind: string; args: string[]; text: string } | null {
  const found = new RegExp(String.raw`\b(${name.source})\s*\(((?:[^()]|\([^()]*\))*)\)`).exec(line);
  if (found === null) return null;
  const text = found[2]!;
  const args = text.split(/,(?![^()[\]]*[)\]])/).map((arg) => arg.trim());
  return { kind: found[1]!.replace(/^.*\./, ""), args, text };
}

const positional = (args: readonly string[]): string[] => args.filter((arg) => !/^\w+\s*=/.test(arg));

/** The tolerance a line's comparison sets, or null when the line holds none this reads. */
export function toleranceOf(line: string): Tolerance | null {
  const approx = callArgs(line, /(?:pytest\.)?approx/);
  if (approx !== null) {
    const expected = value(positional(approx.args)[0]);
    const rel = keyword(approx.text, "rel") ?? (keyword(approx.text, "abs") === null ? 1e-6 : 0);
    const abs = keyword(approx.text, "abs") ?? 1e-12;
    return { kind: approx.kind, expected, width: Math.max(rel * Math.abs(expected ?? 0), abs) };
  }
  const almost = callArgs(line, /(?:self\.)?(?:assertAlmostEqual|assertAlmostEquals|failUnlessAlmostEqual|assert_almost_equal)/);
  if (almost !== null) {
    const given = positional(almost.args);
    const delta = keyword(almost.text, "delta");
    const places = keyword(almost.text, "places") ?? keyword(almost.text, "decimal") ?? value(given[2]) ?? 7;
    const width = delta ?? (almost.kind === "assert_almost_equal" ? 1.5 * 10 ** -places : 0.5 * 10 ** -places);
    return { kind: almost.kind, expected: value(given[1]) ?? value(given[0]), width };
  }
  const close = callArgs(line, /toBeCloseTo/);
  if (close !== null) {
    const given = positional(close.args);
    return { kind: close.kind, expected: value(given[0]), width: 10 ** -(value(given[1]) ?? 2) / 2 };
  }
  const allclose = callArgs(line, /(?:np\.|numpy\.|math\.|torch\.)?(?:testing\.)?(?:assert_allclose|allclose|isclose)/);
  if (allclose !== null) {
    const given = positional(allclose.args);
    const expected = value(given[1]) ?? value(given[0]);
    const math = /isclose/.test(allclose.kind) && /\bmath\./.test(line);
    const rel = keyword(allclose.text, math ? "rel_tol" : "rtol") ?? (math ? 1e-9 : allclose.kind === "assert_allclose" ? 1e-7 : 1e-5);
    const abs = keyword(allclose.text, math ? "abs_tol" : "atol") ?? (math || allclose.kind === "assert_allclose" ? 0 : 1e-8);
    return { kind: allclose.kind, expected, width: abs + rel * Math.abs(expected ?? 0) };
  }
  return null;
}

/** Whether a value is within a tolerance (its expected value known). */
function admits(tolerance: Tolerance, seen: number): boolean {
  return tolerance.expected !== null && Math.abs(seen - tolerance.expected) <= tolerance.width * (1 + 1e-9);
}

export interface WidenedTolerance {
  line: DiffLine;
  before: Tolerance;
  after: Tolerance;
  /** A value a failing run printed beside the old expectation: the old tolerance rejected it, the new one admits it. */
  admitted: number | null;
}

/**
 * Added lines of a test file whose comparison admits more than the removed line it replaced (same
 * comparison, in the same change block): its width grew. `failures`, the outputs of failed runs,
 * are searched for the value the code gave.
 */
export function widenedTolerances(file: DiffFile, failures: readonly string[]): WidenedTolerance[] {
  const found: WidenedTolerance[] = [];
  let removed: Array<{ line: DiffLine; tolerance: Tolerance }> = [];
  for (const line of file.lines) {
    if (line.kind === " ") removed = [];
    const tolerance = line.kind === " " ? null : toleranceOf(line.text);
    if (tolerance === null) continue;
    if (line.kind === "-") {
      removed.push({ line, tolerance });
      continue;
    }
    const pair = removed.findIndex((item) => item.tolerance.kind === tolerance.kind);
    if (pair < 0) continue;
    const before = removed.splice(pair, 1)[0]!.tolerance;
    if (tolerance.width <= before.width * (1 + 1e-9)) continue;
    found.push({ line, before, after: tolerance, admitted: admittedValue(before, tolerance, failures) });
  }
  return found;
}

/** A number on a failure line that names the old expected value, which the old tolerance rejected and the new one admits. */
function admittedValue(before: Tolerance, after: Tolerance, failures: readonly string[]): number | null {
  if (before.expected === null) return null;
  const expected = before.expected;
  // the failure's own words, not the source line it echoes (`assert f([2, 4]) == approx(2.138, rel=1e-3)`)
  const numbers = (line: string) => [...line.matchAll(new RegExp(`(?<![\\w.])${NUMBER}`, "g"))].map((match) => Number(match[0]));
  const naming = (line: string) => toleranceOf(line) === null && numbers(line).includes(expected);
  for (const output of failures) {
    for (const line of output.split("\n").filter(naming)) {
      const hit = numbers(line).find((number) => number !== expected && !admits(before, number) && admits(after, number));
      if (hit !== undefined) return hit;
    }
  }
  return null;
}

const shown = (tolerance: Tolerance): string => `±${Number(tolerance.width.toPrecision(3))}`;

/** How a finding names it: "tolerance widened (±0.00214 → ±0.2, admitting 2.0, the value a failing run showed)". */
export function widenedLabel(item: WidenedTolerance): string {
  const admitted = item.admitted === null ? "" : `, admitting ${item.admitted}, the value a failing run showed`;
  return `tolerance widened (${shown(item.before)} → ${shown(item.after)}${admitted})`;
}
