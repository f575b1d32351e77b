/**
 * Readings that depend on a command line alone, kept per line: a session runs the same few dozen
 * lines thousands of times (the bench's word-rich session: 4,431 shell calls, 51 distinct lines),
 * and the checks read every call. A kept reading is shared by every call of its line, so it is
 * frozen (shallowly: the readings kept here are lists of strings).
 */

/** Enough for the distinct commands of a long session; past it a memo starts over. */
export const MAX_LINES_KEPT = 4096;

/** `read`, asked once per distinct line while at most MAX_LINES_KEPT lines are kept. */
export function perLine<T extends object>(read: (line: string) => T): (line: string) => Readonly<T> {
  const kept = new Map<string, Readonly<T>>();
  return (line) => {
    const known = kept.get(line);
    if (known !== undefined) return known;
    const reading = Object.freeze(read(line));
    if (kept.size >= MAX_LINES_KEPT) kept.clear();
    kept.set(line, reading);
    return reading;
  };
}
