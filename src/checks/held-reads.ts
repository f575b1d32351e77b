import type { ToolCall } from "../model.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";

/**
 * Paths a line showed to be there: a file test that asks one exists (`test -s /app/secret.txt`, `[ -f x ]`)
 * or a `cat` of it, which surely ran in a line that exited 0 with its failure reaching that status (under
 * `set -e`, or along an `&&` chain to the end). It held, so the path was there.
 */

/** A line that may test a file's existence or `cat` one: only these are parsed for it. */
export const MAY_READ = /(?:^|[\s;&|(!])(?:test|\[\[?|cat)\s/;
/** The file tests that fail when the path is missing. */
const EXISTS_FLAGS = new Set(["-e", "-f", "-s", "-r", "-d", "-x"]);
/** Programs for a file test: `test -f x`, `[ -f x ]`, `[[ -f x ]]`. */
const TESTS = new Set(["test", "[", "[["]);

/** The paths a call's line showed there; most lines read no file by name, and only those that may are parsed. */
export function shownThere(call: ToolCall): string[] {
  if (call.command == null || call.exitCode !== 0 || !MAY_READ.test(call.command)) return [];
  return heldReads(simpleCommands(call.command, undefined, 0), 0);
}

export function heldReads(line: readonly SimpleCommand[], exitCode: number | null): string[] {
  if (exitCode !== 0) return [];
  const paths: string[] = [];
  for (const command of line) {
    if (command.nested || command.masked || command.certainty !== "ran") continue;
    paths.push(...readPaths(command.words));
  }
  return paths;
}

function readPaths(words: readonly string[]): string[] {
  const [program = "", ...operands] = words;
  if (TESTS.has(program)) {
    const asked = operands.filter((word) => word !== "]" && word !== "]]");
    return asked.length === 2 && EXISTS_FLAGS.has(asked[0]!) && plainPath(asked[1]!) ? [asked[1]!] : [];
  }
  // `cat a b`: each operand read; an option or a stream (`-`) is not a path
  if (program === "cat" && operands.length > 0 && operands.every(plainPath)) return [...operands];
  return [];
}

/** A word that names a path as typed: no option, no variable or glob left in it. */
function plainPath(word: string): boolean {
  return word !== "" && !word.startsWith("-") && !/[$*?[\]`]/.test(word);
}
