/**
 * The shell refused the command line before running any of it: a syntax error on its first line
 * (`bash: -c: line 1: syntax error near unexpected token '('`, `unexpected EOF while looking for
 * matching`). The shell reads a line whole before it runs it, so nothing of that line ran; later
 * lines of a multi-line script may have, so only a first-line error counts.
 */
const FIRST_LINE_SYNTAX_ERROR = /^(?:\/bin\/)?(?:ba|z|da|k)?sh: (?:-c: )?line 1: (?:syntax error|unexpected EOF while looking for matching)/m;

/** Status shells exit with on a syntax error (bash 2, dash and zsh 2 or 1). */
const SYNTAX_ERROR_STATUS = new Set([1, 2]);

export function shellRejected(output: string | null, exitCode: number | null): boolean {
  if (output === null || (exitCode !== null && !SYNTAX_ERROR_STATUS.has(exitCode))) return false;
  return FIRST_LINE_SYNTAX_ERROR.test(output);
}

/**
 * The harness could not start the shell at all: `Error executing command: ENOENT: no such file or
 * directory, posix_spawn '/bin/bash'`, or Node's `spawn /bin/sh ENOENT`, and no exit status. Nothing
 * of the line ran.
 */
const SPAWN_FAILED = /\bposix_spawn\b|\bspawn \S*sh E[A-Z]+\b/;

export function shellNeverStarted(output: string | null, exitCode: number | null): boolean {
  return exitCode === null && output !== null && SPAWN_FAILED.test(output.split("\n", 1)[0]!);
}
