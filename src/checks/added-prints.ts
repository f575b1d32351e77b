import type { DiffFile } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { isCodeFile } from "./code-files.js";
import { underVerbosity, writtenAt } from "./debug-leftovers.js";
import { evidence, named } from "./quote.js";
import { isTestFile } from "./weakened-tests.js";

/**
 * A print the PR adds to library code that shows values under a label (`print("DelimitedList bounds:", min, max)`,
 * `print(f"{x=}")`, `console.log("state:", state)`): the shape of a look while debugging, which every caller of
 * the code would then see. Not marked DEBUG, so not certain (debug-leftovers.ts): held for a person. A print to a
 * chosen stream (`file=sys.stderr`), one under a verbosity switch, or in a file that already prints, is the code's own.
 */
const LABELLED_VALUES = /^\s*(?:print|console\.(?:log|debug))\(\s*(?:[fr]?(["'])[^"'\n]*[:=]\s*\1\s*(?:,\s*[\w.]+(?:\([^()\n]*\))?(?:\[[^\]\n]*\])*\s*)+|f(["'])[^"'\n]*\{[\w.]+=\}[^"'\n]*\2\s*)\)\s*;?\s*(?:#.*|\/\/.*)?$/;
/** Code that prints as its work: a command line's entry, a script, an example. */
const PRINTS_BY_DESIGN = /(?:^|\/)(?:__main__|cli|main|console|commands?|scripts?|examples?|tools|bin|benchmarks?|docs?|demo|server|app|index|log|logger|logging|reporters?|printers?|output|display|terminal|ui)(?:\/|\.\w+$)/;
/** A task that asks for output: the print may be what it asked for. */
const ASKS_FOR_OUTPUT = /\b(?:print|prints|printed|printing|log|logs|logged|logging|output|console|display|verbose|debug)\b/i;
const ANY_PRINT = /^\s*(?:print|console\.log)\(/;

/** The labelled-value prints the PR adds to library files, each cited at its line and the step that wrote it. */
export function addedPrints(diff: readonly DiffFile[], calls: readonly ToolCall[], task: string | null = null): Evidence[] {
  if (task !== null && ASKS_FOR_OUTPUT.test(task)) return [];
  return diff.filter((file) => file.status === "modified" && isCodeFile(file.path) && !isTestFile(file.path) && !PRINTS_BY_DESIGN.test(file.path))
    .filter((file) => !file.lines.some((line) => line.kind !== "+" && ANY_PRINT.test(line.text)))
    .flatMap((file) => file.lines.filter((line, index) => line.kind === "+" && LABELLED_VALUES.test(line.text) && !underVerbosity(file.lines, index))
      .map((line) => evidence(writtenAt(line.text.trim(), calls), `print added to library code: ${line.text.trim()}`, `${file.path}:${line.newLine}`)));
}

/** "The PR adds a print of labelled values to library code (`print("x:", x)`, `a/b.py:12`), …: a person should confirm it is meant." */
export function addedPrintsNote(prints: readonly Evidence[]): string {
  if (prints.length === 0) return "";
  const first = prints[0]!;
  const statement = first.quote.replace(/^print added to library code: /, "");
  const more = prints.length > 1 ? ` and ${prints.length - 1} more` : "";
  return `The PR adds ${prints.length === 1 ? "a print" : "prints"} of labelled values to library code (${named(statement)}, ${named(first.path ?? "")}${more}), `
    + "the shape of a look while debugging: every caller would see the output; a person should confirm it is meant.";
}
