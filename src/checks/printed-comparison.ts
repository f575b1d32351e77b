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

/**
 * One line that holds both: a value then what it should be (`days=-8  weeks: 1 (expected -1)`, `-> days: -29 (expected
 * -15)`), or both in words (`expected 5, got 3`, `got 3, expected 5`, `Expected 5 but got 3`).
 */
const INLINE = [
  /(?:^|[:=>])\s*(?<got>[^:=()\s][^:=()]*?)\s*\((?:expected|expect|wanted|want|should be)\b\s*[:=]?\s*(?<expected>[^()]+?)\s*\)\s*$/i,
  /^(?:\S.*?[:,]\s*)?expected\b\s*[:=]?\s*(?<expected>[^,;]{1,60}?)\s*(?:,|;|\bbut\b)\s*(?:but\s+)?got\b\s*[:=]?\s*(?<got>.{1,60}?)\s*[.!]?\s*$/i,
  /^(?:\S.*?[:,]\s*)?got\b\s*[:=]?\s*(?<got>[^,;]{1,60}?)\s*[,;]\s*expected\b\s*[:=]?\s*(?<expected>.{1,60}?)\s*[.!]?\s*$/i,
];
/** What a value should be that is a bound or a choice, not one value (`(expected <1s)`, `expected one of a, b`): no pair to compare. */
const NOT_ONE_VALUE = /^(?:[<>≤≥~≈]|(?:about|around|approx\w*|roughly|at least|at most|between|one of|either|any|some|none|no|nothing|an? )\b)|\bor\b/i;

/** The first got/expected pair whose values differ, as `got-line / expected-line` or the one line; null when none does. */
export function mismatchedValues(output: string | null): string | null {
  if (output === null || !/expect|want|should be/i.test(output)) return null;
  const lines = output.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    if (inlineMismatch(lines[index]!)) return lines[index]!.trim();
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

/** The line states a value and, beside it, a different one it should have been. */
function inlineMismatch(line: string): boolean {
  if (!/expect|want|should be/i.test(line)) return false;
  for (const pattern of INLINE) {
    const found = pattern.exec(line)?.groups;
    if (found === undefined || NOT_ONE_VALUE.test(found.expected!)) continue;
    return squeezed(found.got!) !== squeezed(found.expected!);
  }
  return false;
}
