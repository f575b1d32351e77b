/**
 * A recorder's mark that a command or a script was cut here (`…(+56 chars)`, `... [truncated]`):
 * the text before it is incomplete, so what follows the mark is unknown, not absent.
 */
export const CUT_MARK = /(?:\.\.\.|…)\s*(?:\(\+?\d+\s*(?:more\s+)?(?:chars|characters|bytes)\)|\[truncated\])\s*$/;

/**
 * Whether the text ends where a recorder cut it. The mark ends in `)` or `]` and then white space only
 * (`\s` is the white space `trimEnd` drops): a text whose last other character is neither is not cut,
 * told without the pattern's scan of the whole text (every output is asked, ~5 ms of the checks' first
 * pass on the bench's word-rich session: bench/RESULTS.md, Run 32).
 */
export function isCut(text: string): boolean {
  const trimmed = text.trimEnd();
  const last = trimmed.charCodeAt(trimmed.length - 1);
  return (last === CLOSING_PAREN || last === CLOSING_BRACKET) && CUT_MARK.test(text);
}
const CLOSING_PAREN = 0x29;
const CLOSING_BRACKET = 0x5d;

/**
 * The words a shell parser makes of a cut mark's count (`(+3 chars)` reads as a subshell holding
 * `+3 chars`): what follows a cut word, not a command of the line.
 */
export function isCutCount(words: readonly string[]): boolean {
  return /^\+?\d+ (?:more )?(?:chars|characters|bytes)$/.test(words.join(" "));
}

/** What is shown of a word the recorder cut (`debugger...` → `debugger`), or null when the word was not cut. */
export function cutWordShown(word: string): string | null {
  const shown = word.replace(/(?:\.\.\.|…)$/, "");
  return shown === word ? null : shown;
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
