import { summaryLine } from "./run-outcome.js";

/**
 * What a failed run said, to tell whether two runs failed the same way: its runner's summary line
 * (`1 failed, 3 passed`), else its whole output with the interpreter's warnings left out (a
 * `SyntaxWarning` is printed once, when a module is first compiled), so `Result: Max(2, x)` then
 * `Test Failed` and `Result: Max[2, x]` then `Test Failed` are two failures, not one.
 */
export function failureSaid(output: string | null): string | null {
  const summary = summaryLine(output);
  if (summary !== null || output === null) return summary;
  const lines = output.split(/\r?\n/);
  const kept = lines.filter((line, index) => !WARNING.test(line) && !(INDENTED.test(line) && WARNING.test(lines[index - 1] ?? "")));
  const said = kept.map((line) => line.trimEnd()).filter((line) => line !== "").join("\n");
  return said === "" ? null : said;
}

/** A warning an interpreter printed (`/x/y.py:3188: SyntaxWarning: "is" with a literal`), with its source line after it. */
const WARNING = /^\S*:\d+: \w*Warning: /;
const INDENTED = /^\s+\S/;

/** A runner's timing at the end of its summary (`in 1.87s`, `in 0.21 seconds`, `(0:00:01)`): two runs of one failure differ there. */
const TIMING = /\s+in\s+\d+(?:\.\d+)?\s*s(?:ec(?:ond)?s?)?\b.*$|\s*\(\d+:\d\d:\d\d(?:\.\d+)?\)\s*$/gm;

/** Two runs said the same failure: the same summary (or output), timings aside. */
export function sameFailureSaid(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && (a === b || a.replace(TIMING, "") === b.replace(TIMING, ""));
}
