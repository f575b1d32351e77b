/**
 * A value after a credential's name that runs longer than the scan reads (name-rules.ts): the scan takes at most
 * `MAX_SCANNED_VALUE_CHARS` of it, the value is judged on those, and a value judged a secret goes on to its run's end.
 *
 * Why: the scan read every value whole, and a long line of names and values (`password=` or `secret=` repeated, a
 * blob holding `token=`) made each name read the rest of the line: 0.2, 0.5 and 1.1 s at 12.5, 25 and 50 KB of one
 * line (issue 23). A value's first characters tell a generated value from code, a path or words as well as its whole
 * does: a key, a token or a password is far shorter, and a longer secret (a key's base64 on one line) still opens as one.
 */

/** The characters of a value the scan reads, at most: more than any password or token, so only blobs are cut. */
export const MAX_SCANNED_VALUE_CHARS = 256;
/** The rest of a value's run, as name-rules.ts `VALUE_CHAR` reads it. */
const VALUE_RUN = /[^\s"'\\`,;&<>(){}[\]|]*/y;
/** After a run, a call or an index: the run was an expression's name, no value (name-rules.ts `CALL_PAREN` refuses it). */
const EXPRESSION_OPEN: ReadonlySet<string> = new Set(["(", "[", "{"]);

/** Whether the scan cut the value that ends at `end` (`value` as the scan read it): the run goes on past it. */
export function isCutValue(text: string, end: number, value: string): boolean {
  if (value.length < MAX_SCANNED_VALUE_CHARS) return false;
  VALUE_RUN.lastIndex = end;
  VALUE_RUN.exec(text);
  return VALUE_RUN.lastIndex > end;
}

/** Where a cut value's run ends, or null when an expression goes on after it (`aVeryLongName…(`). */
export function cutValueEnd(text: string, end: number): number | null {
  VALUE_RUN.lastIndex = end;
  VALUE_RUN.exec(text);
  const runEnd = VALUE_RUN.lastIndex;
  return EXPRESSION_OPEN.has(text[runEnd] ?? "") ? null : runEnd;
}
