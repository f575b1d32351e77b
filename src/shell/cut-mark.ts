/**
 * A recorder's mark that a command or a script was cut here (`…(+56 chars)`, `... [truncated]`):
 * the text before it is incomplete, so what follows the mark is unknown, not absent.
 */
export const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;

/** Whether the text ends where a recorder cut it. */
export function isCut(text: string): boolean {
  return CUT_MARK.test(text);
}

/**
 * A cut line whose outermost `if` shows no `else` yet: branches may follow that the transcript does
 * not show. The words are counted as typed (`if`/`fi` nesting), enough for what a cut leaves.
 */
export function cutBeforeElse(command: string): boolean {
  if (!isCut(command)) return false;
  let depth = 0;
  for (const word of command.split(/[\s;]+/)) {
    if (word === "if") depth += 1;
    else if (word === "fi") depth -= 1;
    else if (word === "else" && depth === 1) return false;
  }
  return true;
}
