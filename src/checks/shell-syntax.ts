import { isShellProgram, SHELL_NAMES } from "../shell/program.js";

/**
 * The shell refused the whole line before running any of it: it reported a syntax error at the
 * line's first line (`/bin/sh: 1: Syntax error: word unexpected (expecting ")")`, `bash: -c: line 1:
 * syntax error near unexpected token`), with the status 2 shells give it. A shell parses a line
 * (up to its newline) before it runs any command of it, so nothing on that first line ran. A
 * line that starts another shell (`bash -c '…'`, `eval`) may have run commands before that shell
 * refused its own text, so it is not read. Returns the shell's line, or null.
 */
export function shellRefusedLine(output: string | null, exitCode: number | null, command: string | null): string | null {
  if (exitCode !== SYNTAX_ERROR_STATUS || output === null || command === null || INNER_SHELL.test(command)) return null;
  if (!/syntax error/i.test(output)) return null;
  return output.split(/\r?\n/).find((line) => FIRST_LINE_SYNTAX_ERROR.test(line))?.trim() ?? null;
}

/** The status bash and dash exit with when they cannot parse their input. */
const SYNTAX_ERROR_STATUS = 2;
/** dash (`sh: 1: Syntax error: …`) and bash (`bash: -c: line 1: syntax error …`, `bash: line 1: …`). */
const FIRST_LINE_SYNTAX_ERROR = new RegExp(`^\\S*\\b(?:${SHELL_NAMES}): (?:-c: )?(?:line )?1: [Ss]yntax error\\b`);
/** A command line that hands text to another shell, whose refusal would look the same. */
const INNER_SHELL = new RegExp(`\\b(?:${SHELL_NAMES})\\s+(?:-\\w+\\s+)*-\\w*c\\b|\\beval\\b|\\bsource\\b|(?:^|[\\s;&|(])\\.\\s`);

/**
 * A here-document the shell never found the end of (`PY && next` is not the line `PY`): bash warns
 * `here-document at line 1 delimited by end-of-file (wanted 'PY')` and hands the program the rest of
 * the line as its input. An interpreter (Python, Node, Ruby) compiles its whole input before it runs
 * any of it, and that stray text is no code of its language: none of it ran, and the failure is the
 * line's own making, not the work's. Returns bash's warning, or null.
 */
export function unclosedHeredoc(output: string | null, exitCode: number | null, program: string): string | null {
  if (exitCode === 0 || output === null || !output.includes("delimited by end-of-file")) return null;
  // a shell runs each line of its input as it reads it: lines before the stray text may have run
  if (isShellProgram(program)) return null;
  const warning = output.split(/\r?\n/).find((line) => UNCLOSED_HEREDOC.test(line));
  return warning === undefined ? null : warning.replace(/^stderr:\s*/, "").trim();
}

/** bash's warning for a here-document that ran to the end of its input. */
const UNCLOSED_HEREDOC = /\bwarning: here-document at line \d+ delimited by end-of-file \(wanted [`'"]?\w+/;
