/**
 * A program that prints what it got beside what it expected (`got:      (1700000000, ['abc', 'def',
 * 'old'])`, `expected: (1700000000, ['abc', 'def'])`): two values that differ are its failure, whatever
 * its exit status, and where the format records none (SWE-agent) its output is its only result.
 */

/** A line labelling the value the code obtained: `got: X`, `actual = X`, `Result: X`. */
const GOT = /^\s*(?:got|actual|result|output|observed|returned|received)\s*[:=]\s*(.+?)\s*$/i;
/** A line labelling the value the code wanted: `expected: Y`, `want = Y`. */
const EXPECTED = /^\s*(?:expected|expect|want|wanted|should be)\s*[:=]\s*(.+?)\s*$/i;
/** The two lines of a pair stand this close: a script prints them one after the other. */
const MAX_PAIR_GAP = 2;

/** The first got/expected pair whose values differ, as `got-line / expected-line`; null when none does. */
export function mismatchedValues(output: string | null): string | null {
  if (output === null || !/expect|want|should be/i.test(output)) return null;
  const lines = output.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const got = GOT.exec(lines[index]!);
    if (got === null) continue;
    const near = lines.slice(Math.max(0, index - MAX_PAIR_GAP), index + MAX_PAIR_GAP + 1);
    const expected = near.map((line) => EXPECTED.exec(line)).find((match) => match !== null);
    if (expected == null) continue;
    if (squeezed(got[1]!) !== squeezed(expected[1]!)) return `${lines[index]!.trim()} / ${expected[0].trim()}`;
  }
  return null;
}

/** The value with its runs of white space made one space: the labels' padding is no difference. */
const squeezed = (value: string) => value.replace(/\s+/g, " ");
