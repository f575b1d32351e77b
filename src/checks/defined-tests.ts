import type { Trajectory } from "../model.js";
import { isDottedLabel, selectsPath } from "./selection.js";
import type { VerificationRun } from "./verification.js";

/**
 * Where the agent itself wrote a test it names: a claim "added `test_pop_empty_message`; the tests pass"
 * is backed by a green run of the file that test was written into, after it was written, though a
 * quiet runner (`pytest -q`) prints no test names.
 */

/** The fields of an edit tool's input that hold the text it writes. */
const WRITTEN_FIELDS = ["new_string", "content", "file_text", "new_str", "newString", "text", "patch", "input"] as const;

/** The definition of a test by name in the languages' own words: `def test_x`, `fn test_x`, `func TestX`, `class TestX`. */
const definitionOf = (name: string) => new RegExp(`^[ \\t]*(?:async[ \\t]+)?(?:def|fn|func|class)[ \\t]+${name}\\b`, "m");

/** The text an edit tool wrote: its fields (and each of a MultiEdit's). A shell command's text may as well delete it. */
function writtenText(trajectory: Trajectory, call: number): string {
  const tool = trajectory.toolCalls[call];
  if (tool === undefined) return "";
  const fields = WRITTEN_FIELDS.map((field) => tool.input[field]).filter((value) => typeof value === "string");
  const edits = Array.isArray(tool.input.edits) ? tool.input.edits.map((item: unknown) => JSON.stringify(item)) : [];
  return [...fields, ...edits].join("\n");
}

/** `-k 'not x'` (or `not x and not y`): a pytest filter of negated words, none of which the test's name holds. */
function keepsByNegation(item: string, name: string): boolean {
  const expression = /^-k\s+(.+)$/.exec(item)?.[1]?.replace(/^["']|["']$/g, "").trim();
  if (expression === undefined) return false;
  const words = expression.split(/\s+and\s+/);
  const negated = words.map((word) => /^not\s+([\w-]+)$/.exec(word.trim())?.[1]);
  return negated.every((word) => word !== undefined && !name.toLowerCase().includes(word.toLowerCase()));
}

/** The steps and paths at which the agent wrote a definition of the test `name`. */
function definitions(trajectory: Trajectory, name: string): { path: string; step: number }[] {
  const defines = definitionOf(name);
  return trajectory.edits
    .filter((edit) => edit.kind !== "delete" && edit.toolCall !== null && defines.test(writtenText(trajectory, edit.toolCall)))
    .map((edit) => ({ path: edit.path, step: edit.step }));
}

/**
 * True when a green test run, after the agent wrote test `name` into a file, selected that file (or a folder
 * holding it) with no filter that may leave it out (`-k`, `-m`, a test id).
 */
export function ranWhereDefined(trajectory: Trajectory, name: string, green: readonly VerificationRun[]): boolean {
  const places = definitions(trajectory, name);
  if (places.length === 0) return false;
  // a dotted label may name a class or a test of the file (`tests.test_a.TestA.test_x`): as much a filter as `::`
  // pytest's `-k 'not x'` leaves out only tests whose names hold `x`: a test named otherwise ran
  const keeps = (item: string) => !item.startsWith("-") || keepsByNegation(item, name);
  const unfiltered = green.filter((run) => run.selection.some((item) => !item.startsWith("-"))
    && run.selection.every((item) => keeps(item) && !item.includes("::") && !isDottedLabel(item)));
  return unfiltered.some((run) => places.some((place) => place.step < run.step && selectsPath(run, place.path)));
}
