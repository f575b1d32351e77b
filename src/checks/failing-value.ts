import { clip } from "./quote.js";

/**
 * The value a failing assertion printed, to tell a reader when a test fails on the original code too but on another
 * value: a table test over thousands of words reports its first mismatch (`'abett'` for `'abet'` on the original
 * code, `'addres'` for `'address'` after the change). Only said beside the baseline, never read as another failure:
 * messages can differ between runs for reasons of their own.
 */

/** node's assert diff (`+ actual - expected`, `+ 'addres'`, `- 'address'`), pytest's `E   assert …`, unittest's `AssertionError: …`. */
const NODE_DIFF = /\+ actual - expected\s*\n\s*\+ (\S[^\n]*)\n\s*- (\S[^\n]*)/;
const PYTEST_ASSERT = /^E\s+(?:AssertionError: )?(assert [^\n]+)$/m;
const ASSERTION_ERROR = /^(?:\w+\.)?AssertionError: ([^\n]+)$/m;
/** Parts of a message that differ from run to run whatever the code does: object addresses, temp folders, timings. */
const RUN_NOISE = /0x[0-9a-f]+|\/tmp\/[^\s'"]+|\d+(?:\.\d+)?\s*m?s\b/gi;
/** At most this much of a value is quoted. */
const MAX_VALUE = 40;

/** The first failing assertion's values as the output printed them, quoted, or null. */
export function failingValue(output: string | null): string | null {
  if (output === null) return null;
  const diff = NODE_DIFF.exec(output);
  if (diff !== null) return `\`${clipped(diff[1]!)}\` for \`${clipped(diff[2]!)}\``;
  const asserted = PYTEST_ASSERT.exec(output) ?? ASSERTION_ERROR.exec(output);
  return asserted === null ? null : `\`${clipped(asserted[1]!)}\``;
}

/** ", though there on another value (`'abett'` for `'abet'`; here `'addres'` for `'address'`)", or nothing. */
export function anotherValueNote(here: string | null, there: string | null): string {
  const [a, b] = [failingValue(here), failingValue(there)];
  if (a === null || b === null || a.replace(RUN_NOISE, "") === b.replace(RUN_NOISE, "")) return "";
  return `, though there on another value (${b}; here ${a})`;
}

const clipped = (text: string) => clip(text, MAX_VALUE).replace(/`/g, "ˋ");
