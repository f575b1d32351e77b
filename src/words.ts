/** Words every surface shares: counts read as English ("1 edit", "3 red flags"), never "1 edits" or "file(s)". */

/** `count` and the noun, plural unless the count is one; `many` for a noun that does not take an s. */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : many}`;
}

/** Text matched as itself inside a regular expression (`a.py` → `a\.py`). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** How many whitespace characters a line opens with. */
export const indentOf = (text: string): number => text.length - text.trimStart().length;
