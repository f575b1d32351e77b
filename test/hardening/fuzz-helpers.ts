/**
 * Shared pieces of the transcript fuzz suites: the real fixtures, a JSON-path mutator, and the one
 * property every case must hold (a valid trajectory, or an InputError with one clear line).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { InputError } from "../../src/errors.js";
import { Trajectory } from "../../src/model.js";

export const TRANSCRIPTS = join(import.meta.dirname, "..", "fixtures", "transcripts");
export const FIXTURE_NAMES = readdirSync(TRANSCRIPTS).filter((name) => !name.endsWith(".md")).sort();

export function fixtureText(name: string): string {
  return readFileSync(join(TRANSCRIPTS, name), "utf8");
}

/** A fixture as its records: one JSON value for a JSON file, one per line for JSONL. */
export function recordsOf(text: string): { lines: boolean; values: unknown[] } {
  try {
    return { lines: false, values: [JSON.parse(text)] };
  } catch {
    return { lines: true, values: text.split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line) as unknown) };
  }
}

export function serialize(records: { lines: boolean; values: unknown[] }): string {
  return records.lines ? records.values.map((value) => JSON.stringify(value)).join("\n") : JSON.stringify(records.values[0]);
}

type Path = (string | number)[];

/** Every path to a value inside a JSON value, the root excluded. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value === null || typeof value !== "object") return out;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    out.push([...prefix, key]);
    pathsOf(item, [...prefix, key], out);
  }
  return out;
}

/** A copy of the value with the node at the path replaced (or removed, for `undefined`). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (replacement === undefined && rest.length === 0) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** Wrong-typed values a field may meet: every JSON type, empties, extremes, and removal. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -1, 1e308, -0.5, "", "null", [], {}, [null], { type: null }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Nesting deeper than any real transcript, as arrays and objects. */
export function deepNest(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** The property: a trajectory that validates against the contract, or an InputError with one line. */
export function expectTrajectoryOrInputError(run: () => { trajectory: unknown }): "read" | "refused" {
  let result: { trajectory: unknown };
  try {
    result = run();
  } catch (error) {
    expectOneLineInputError(error);
    return "refused";
  }
  const parsed = Trajectory.safeParse(result.trajectory);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  return "read";
}

export function expectOneLineInputError(error: unknown): void {
  if (!(error instanceof InputError)) throw error;
  expect(error.message).not.toMatch(/\n/);
  expect(error.message.length).toBeGreaterThan(0);
}

/** Fuzz bounds: enough runs to find a type confusion, few enough to keep the suite fast. */
export const RUNS_PER_FIXTURE = 150;
export const RUNS_RANDOM = 500;
