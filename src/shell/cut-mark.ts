/**
 * A recorder's mark that a command or a script was cut here (`…(+56 chars)`, `... [truncated]`):
 * the text before it is incomplete, so what follows the mark is unknown, not absent.
 */
export const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;

/** Whether the text ends where a recorder cut it. */
export function isCut(text: string): boolean {
  return CUT_MARK.test(text);
}
