/**
 * The program's name without its folder or a version suffix (`/usr/bin/python3.11` → python3.11):
 * what `word.replace(/^.*\//, "")` leaves, found without the regex, which ran `.*` to the word's end and
 * back at every call (the checks ask it of every word they classify; bench/RESULTS.md, Run 46). `.`
 * stops at a line terminator, so the folder is cut at the last `/` before the first one.
 */
export function programName(word: string): string {
  const slash = word.lastIndexOf("/");
  if (slash === -1) return word;
  const stop = word.search(LINE_TERMINATOR);
  const last = stop === -1 ? slash : stop === 0 ? -1 : word.lastIndexOf("/", stop - 1);
  return last === -1 ? word : word.slice(last + 1);
}
/** What `.` does not match. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** The shells agents run, as one alternation: the names `sh -c`, `#!/bin/bash` and `bash: line 1:` use. */
export const SHELL_NAMES = "sh|bash|dash|ash|ksh|zsh";

/** A program that is a shell (`bash`, `/bin/sh`), which runs its input line by line as it reads it. */
export function isShellProgram(word: string): boolean {
  return SHELL_PROGRAM.test(programName(word));
}

const SHELL_PROGRAM = new RegExp(`^(?:${SHELL_NAMES})$`);
