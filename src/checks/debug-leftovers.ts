import type { DiffFile, DiffLine } from "../evidence/diff.js";
import type { Evidence, ToolCall } from "../model.js";
import { isCodeFile } from "./code-files.js";
import { evidence, named } from "./quote.js";
import { codeReader, isTestFile } from "./weakened-tests.js";

/**
 * What an agent leaves in library code while it looks for a bug, and a PR must not ship: a statement that stops the
 * program for a debugger (`breakpoint()`, `pdb.set_trace()`, `debugger;`), and a print its own text marks as debug
 * output (`print("DEBUG norm:", x)`, `console.log("DEBUG", v)`) — every caller of the code would see it.
 */

/** A debugger stop: Python's `breakpoint()` and `pdb`/`ipdb` `set_trace()`, JavaScript's `debugger` statement. */
const DEBUGGER_STOP = /^\s*(?:breakpoint\(\s*\)|(?:import\s+i?pdb\s*;\s*)?i?pdb\.set_trace\(\s*\)|debugger\s*;?)\s*(?:#.*|\/\/.*)?$/;
/** A print statement of the common languages, as the line's code begins. */
const PRINT_CALL = /^\s*(?:print|console\.(?:log|debug|error)|System\.(?:out|err)\.println|fmt\.(?:Print|Fprint)(?:ln|f)?|println!|eprintln!)\s*\(/;
/** Its first argument a string that says it is debug output (`"DEBUG window norm: …"`, `f"[DEBUG] {x}"`). */
const DEBUG_TEXT = /\(\s*(?:os\.Stdout\s*,\s*|os\.Stderr\s*,\s*)?[fr]?["'`]\s*\[?DEBUG\b/;
/** Its first argument a label that calls itself debug output, in any case (`'parse debug:'`, `"debug x ="`). */
const DEBUG_LABEL = /\(\s*[fr]?(["'`])\s*[[(]?\s*(?:[\w.]+\s+)?debug\b[^"'`\n]*\1/i;
/** A logger's or debug helper's own file: printing under a debug label is what it is for. */
const LOGGING_FILE = /(?:^|\/)[\w-]*(?:log|logger|logging|debug)[\w-]*\.\w+$/i;
/** A condition that makes printing the point: `if verbose:`, `if self.debug:`, `if options.trace`. */
const VERBOSITY = /\b(?:if|elif)\b.*\b(?:verbose|verbosity|debug|trace|quiet|log_level)\b/i;

/** Folders of programs run by hand (scripts, examples, tools): a print there may be what they are for. */
const RUN_BY_HAND = /(?:^|\/)(?:scripts?|examples?|tools|bin|benchmarks?|docs?|demo)\//;

/** The debug statements the PR adds to files of the repository's library code, each cited at its line and the step that wrote it. */
export function debugLeftovers(diff: readonly DiffFile[], calls: readonly ToolCall[]): Evidence[] {
  return diff.filter((file) => file.status === "modified" && isCodeFile(file.path) && !isTestFile(file.path) && !RUN_BY_HAND.test(file.path))
    .flatMap((file) => {
      const code = codeReader(file);
      const labelled = !LOGGING_FILE.test(file.path);
      return file.lines.filter((line, index) => line.kind === "+" && isDebugLeftover(code(line), line.text, labelled) && !underVerbosity(file.lines, index))
        .map((line) => evidence(writtenAt(line.text.trim(), calls), `debug statement left in library code: ${line.text.trim()}`, `${file.path}:${line.newLine}`));
    });
}

/** The step of the last call whose command or input carries the statement: the edit that wrote it, when the transcript shows it. */
export function writtenAt(statement: string, calls: readonly ToolCall[]): number | null {
  const escaped = JSON.stringify(statement).slice(1, -1);
  const call = calls.findLast((item) => {
    const text = item.command ?? JSON.stringify(item.input ?? "");
    return text.includes(statement) || text.includes(escaped);
  });
  return call?.step ?? null;
}

function isDebugLeftover(code: string, text: string, labelled: boolean): boolean {
  return DEBUGGER_STOP.test(code) || (PRINT_CALL.test(code) && (DEBUG_TEXT.test(text) || (labelled && DEBUG_LABEL.test(text))));
}

/** The nearest line above, less indented, is a verbosity switch (`if (options.debug) {`): the print is the code's own. */
export function underVerbosity(lines: readonly DiffLine[], index: number): boolean {
  const indent = (text: string) => /^\s*/.exec(text)![0].length;
  const own = indent(lines[index]!.text);
  const above = lines.slice(0, index).findLast((line) => line.kind !== "-" && line.text.trim() !== "" && indent(line.text) < own);
  return above !== undefined && VERBOSITY.test(above.text);
}


/** "The PR leaves a debug statement in library code (`print("DEBUG …")`, `a/b.py:12`): it must be taken out before it merges. " */
export function debugLeftoversNote(leftovers: readonly Evidence[]): string {
  if (leftovers.length === 0) return "";
  const first = leftovers[0]!;
  const statement = first.quote.replace(/^debug statement left in library code: /, "");
  const more = leftovers.length > 1 ? ` and ${leftovers.length - 1} more` : "";
  return `The PR leaves ${leftovers.length === 1 ? "a debug statement" : "debug statements"} in library code (${named(statement)}, `
    + `${named(first.path ?? "")}${more}): ${leftovers.length === 1 ? "it" : "they"} must be taken out before it merges. `;
}
