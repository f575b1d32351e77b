/** The program's name without its folder or a version suffix (`/usr/bin/python3.11` → python3.11). */
export function programName(word: string): string {
  return word.replace(/^.*\//, "");
}

/** The shells agents run, as one alternation: the names `sh -c`, `#!/bin/bash` and `bash: line 1:` use. */
export const SHELL_NAMES = "sh|bash|dash|ash|ksh|zsh";

/** A program that is a shell (`bash`, `/bin/sh`), which runs its input line by line as it reads it. */
export function isShellProgram(word: string): boolean {
  return SHELL_PROGRAM.test(programName(word));
}

const SHELL_PROGRAM = new RegExp(`^(?:${SHELL_NAMES})$`);
