/**
 * A test run that never imported the work: every error of pytest's collection is `No module named '<pkg>'` for the
 * package the agent's own edits are in (`src/isodate/duration.py`, then plain `pytest` in a `src/` layout that is not
 * installed), and no test passed or failed. The change cannot have made its own package vanish while the agent kept
 * editing inside it: the path was the environment's, and the tests never ran.
 */
import type { Trajectory } from "../model.js";

/** An error line of pytest's report (`E   ModuleNotFoundError: No module named 'isodate'`). */
const ERROR_LINE = /^E\s+(\w+(?:Error|Exception)):\s*(.*)$/gm;
/** The top-level package a `ModuleNotFoundError` names. */
const MISSING_MODULE = /^No module named '(\w+)'$/;
/** Tests that ran: a count of passed or failed ones. */
const TESTS_COUNTED = /\b\d+ (?:passed|failed)\b/;

/** The error line when collection failed only because the work's own package could not be imported; null otherwise. */
export function workNotImported(output: string | null, trajectory: Trajectory, index: number): string | null {
  if (output === null || !output.includes("No module named") || !/\berrors? (?:during collection|in \d)/.test(output) || TESTS_COUNTED.test(output)) return null;
  const errors = [...output.matchAll(ERROR_LINE)];
  // the package itself, not a module of it: `No module named 'pkg.compat'` found the package, and the module may be one the
  // change removed
  const packages = new Set(errors.map(([, kind, message]) => (kind === "ModuleNotFoundError" ? MISSING_MODULE.exec(message!.trim())?.[1] : null)));
  const [only] = packages;
  if (errors.length === 0 || packages.size !== 1 || only === null || only === undefined) return null;
  // the agent's edits before the run are inside a folder of that name, and none deleted it
  const inPackage = (path: string) => path.split("/").slice(0, -1).includes(only);
  const before = trajectory.edits.filter((edit) => edit.toolCall !== null && edit.toolCall < index && inPackage(edit.path));
  if (!before.some((edit) => edit.kind !== "delete") || before.some((edit) => edit.kind === "delete")) return null;
  return errors[0]![0].trim();
}
