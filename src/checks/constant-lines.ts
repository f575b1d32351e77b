import type { Trajectory } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { inlineSource } from "./built-programs.js";
import { ownCommand } from "./simple-commands.js";
import { scriptText } from "./script-text.js";
import { scriptOf } from "./script-of.js";
import { unwrap } from "../shell/wrappers.js";
import { summaryLine } from "./run-outcome.js";
import { clip, withoutAnsi } from "./quote.js";

/**
 * A script prints some lines as they stand in its source, whatever it computed (`print("Expected
 * value at n=2: 15/2")` at its top level): such a line says what the agent expected, not what the
 * code computed. When the line a run's evidence would quote is one of them, the last line the script
 * computed is quoted instead.
 */

/**
 * A print of one literal string, with no interpolation, at the top level of the code (`print("…")`,
 * `console.log('…')`, `puts "…"`): its line is printed whatever the code computed. One inside a branch
 * (`if ok: print("SUCCESS")`) says which way a computation went.
 */
const LITERAL_PRINT = /^(?:print|puts|console\.log)\s*\(?\s*(["'])((?:(?!\1)[^\\{}$\n])+)\1\s*\)?\s*;?\s*$/gm;

/** The literal lines the code prints, trimmed. */
export function constantLines(code: string): Set<string> {
  return new Set([...code.matchAll(LITERAL_PRINT)].map((found) => found[2]!.trim()).filter((line) => line !== ""));
}

/**
 * The line to quote of a run whose evidence would otherwise quote its last line: the last line not
 * printed as a literal of its source. Null when the last line is computed, or nothing else is.
 */
export function computedLine(output: string | null, code: string | null): string | null {
  if (output === null || code === null || summaryLine(output) !== null) return null;
  const constants = constantLines(code);
  const lines = withoutAnsi(output).split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  if (constants.size === 0 || !constants.has(lines.at(-1) ?? "")) return null;
  const computed = lines.findLast((line) => !constants.has(line));
  return computed === undefined ? null : clip(computed);
}

/** The runs, each agent's script whose last printed line is a literal of its source quoted by the line it computed. */
export function withComputedQuotes(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  return runs.map((run) => {
    const quoted = run.quote !== undefined || run.printed !== undefined;
    if (!run.adHoc || quoted || run.output === null || summaryLine(run.output) !== null) return run;
    const computed = computedLine(run.output, sourceOf(trajectory, run));
    return computed === null ? run : { ...run, computed };
  });
}

/** The code a run executed: given inline, written by a here-document or an edit tool before it, or null. */
function sourceOf(trajectory: Trajectory, run: VerificationRun): string | null {
  const command = ownCommand(run);
  if (command === undefined) return null;
  const unwrapped = unwrap(command.words);
  if (!("argv" in unwrapped)) return null;
  const inline = inlineSource(unwrapped.argv.slice(1), command.heredocs);
  if (inline !== null) return inline;
  const script = scriptOf(command);
  return script === null ? null : scriptText(trajectory, script, run.call);
}
