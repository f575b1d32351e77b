import { inlineSource } from "./built-programs.js";
import { samePath } from "./paths.js";
import type { SimpleCommand } from "./simple-commands.js";
import type { VerificationRun } from "./verification.js";

/**
 * Inline code that writes a file which a later check of the same line is given
 * (`python3 <<EOF … open('image_rgba.png','wb') … EOF; ./cli_tool weights.json image_rgba.png`) made that
 * check's input: it is the check's setup, not a check of its own, unless it compares or asserts something itself.
 * Counting it would name a fixture generator's exit 0 as a passed check.
 */

/** An assertion, a raise or a failing exit in the code: then it checks something besides making the file (an `==` may only select). */
const CHECKS_SOMETHING = /\bassert\w*|\braise\b|\bexit\(\s*(?!0\s*\))[^)\s]/;

/** Drops, from the runs a call made (from `from` on), inline code that only made a later check's input. */
export function dropInputMakers(runs: VerificationRun[], from: number, line: readonly SimpleCommand[]): void {
  const made = runs.slice(from);
  for (let position = runs.length - 1; position >= from; position -= 1) {
    const run = runs[position]!;
    if (madeInputOf(run, made, line)) runs.splice(position, 1);
  }
}

function madeInputOf(run: VerificationRun, made: readonly VerificationRun[], line: readonly SimpleCommand[]): boolean {
  if (!run.runner.endsWith("(inline)") || run.outcome === "failed" || run.writes === undefined) return false;
  const command = line[run.lineIndex];
  const source = command === undefined ? null : inlineSource(command.words.slice(1), command.heredocs);
  if (source === null || CHECKS_SOMETHING.test(source)) return false;
  const given = (other: VerificationRun) => {
    const words = line[other.lineIndex]?.words.slice(1) ?? [];
    return other.lineIndex > run.lineIndex && words.some((word) => run.writes!.some((path) => samePath(path, word)));
  };
  return made.some(given);
}
