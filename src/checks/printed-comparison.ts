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
  // an exception printed where the value should be (`'007' -> ValueError: invalid literal … '007' (expected 7)`): its message
  // may hold colons and parentheses, so the value is the whole of it after the arrow or label
  /(?:^|:|->|=>)\s*(?<got>[A-Z]\w*(?:Error|Exception)\b(?::.*?)?)\s*\((?:expected|expect|wanted|want|should be)\b\s*[:=]?\s*(?<expected>[^()]+?)\s*\)\s*$/,
  // the value after a label's colon, an arrow or a spaced `=` (`f('x') = 'x+'`), not a `key=value` input (`days=-8`)
  /(?:^|:|->|=>|\s=)\s*(?<got>[^:=()\s][^:=()]*?)\s*\((?:expected|expect|wanted|want|should be)\b\s*[:=]?\s*(?<expected>[^()]+?)\s*\)\s*$/i,
  // what an arrow points at, labels and all (`'Jane Doe M.D.' -> last='M.D.' suffix='' (expected last='Doe' suffix='M.D.')`)
  /(?:->|=>)\s*(?<got>[^()]*?)\s*\((?:expected|expect|wanted|want|should be)\b\s*[:=]?\s*(?<expected>[^()]+?)\s*\)\s*$/i,
  /^(?:\S.*?[:,]\s*)?expected\b\s*[:=]?\s*(?<expected>[^,;]{1,60}?)\s*(?:,|;|\bbut\b)\s*(?:but\s+)?got\b\s*[:=]?\s*(?<got>.{1,60}?)\s*[.!]?\s*$/i,
  /^(?:\S.*?[:,]\s*)?got\b\s*[:=]?\s*(?<got>[^,;]{1,60}?)\s*[,;]\s*expected\b\s*[:=]?\s*(?<expected>.{1,60}?)\s*[.!]?\s*$/i,
];
/** One literal value: a number, a quoted string, a constant, or a bracketed value. */
const LITERAL_VALUE = /^(?:-?\d[\d_.,e+-]*|(["'`]).*\1|None|True|False|null|true|false|nil|[[({].*[\])}])$/;
/** An expected text holding a label and its value (`last='Doe'`). */
const LABELLED = /\w\s*=/;
/** What a value should be that is a bound or a choice, not one value (`(expected <1s)`, `expected one of a, b`): no pair to compare. */
const NOT_ONE_VALUE = /^(?:[<>≤≥~≈]|(?:about|around|approx\w*|roughly|at least|at most|between|one of|either|any|some|none|no|nothing|an? )\b)|\bor\b/i;
/** Words, not a value: a case's description (`empty separator`), a remark (`in CI`, `on first attempt`, `until 2.0`). */
const PROSE = /^[A-Za-z][a-z]*(?:\s+[\w.'-]+)+$/;
/** A line that also says the case passed (`PASS: weeks(-8) = -1.0 (expected -1)`): the program compared them itself. */
const PASSED_MARK = /^\s*(?:\[?PASS(?:ED)?\]?\b|OK\b|✓|✅)|\bOK\s*$/;

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
  if (!/expect|want|should be/i.test(line) || PASSED_MARK.test(line)) return false;
  for (const pattern of INLINE) {
    const found = pattern.exec(line)?.groups;
    if (found === undefined) continue;
    const [got, expected] = [found.got!.trim(), found.expected!.trim()];
    // an exception where one literal value was wanted (`(expected 7)`, `(expected 'a')`); an expectation in words
    // (`(expected rejection)`, `(expected ValueError)`) may be the error itself, and is not compared
    if (pattern === INLINE[0]) return LITERAL_VALUE.test(expected);
    if (NOT_ONE_VALUE.test(expected) || PROSE.test(got) || PROSE.test(expected)) return false;
    // labels on both sides (`last='M.D.' suffix=''` against `last='Doe' suffix='M.D.'`) are compared whole; a label on
    // the printed side alone (`count=5 (expected 5)`) is left to the patterns that read the value after it
    if (pattern === INLINE[2]) return LABELLED.test(expected) && !sameValue(got, expected);
    // a value that holds a label's marks (a dict, JSON, a time) is not cut out of the line: only the whole of what the
    // line printed before it may be compared (`{"true": 1} (expected {"true": 1})`)
    if (/[:=]/.test(expected)) return !sameValue(line.slice(0, line.lastIndexOf("(")).trim().slice(-expected.length), expected);
    return !sameValue(got, expected) && !endsWithValue(got, expected);
  }
  return false;
}

/**
 * What the line printed before the expected value ends with that value, as a word of its own (`tags: ['a', {'b': 1}]
 * list (expected list)`): a label's colon inside a printed dict cut the line at the wrong place, and the value compared
 * is the last one printed.
 */
function endsWithValue(got: string, expected: string): boolean {
  return got.length > expected.length && got.endsWith(expected) && /\s/.test(got[got.length - expected.length - 1]!);
}

/**
 * Two printed values that are one value: the same text but for blanks and enclosing quotes (`'a-b'`, `a-b`; `[1, 2]`,
 * `[1,2]`), or the same number however written (`-1.0`, `-1`; `0.30000000000000004`, `0.3`).
 */
function sameValue(got: string, expected: string): boolean {
  const bare = (value: string) => value.replace(/^(['"`])(.*)\1$/, "$2").replace(/\s+/g, "");
  if (bare(got) === bare(expected)) return true;
  const [a, b] = [Number(bare(got)), Number(bare(expected))];
  return bare(got) !== "" && bare(expected) !== "" && Number.isFinite(a) && Number.isFinite(b)
    && Math.abs(a - b) <= NUMBER_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}
/** Relative difference within which two printed numbers are one (a float's last digits). */
const NUMBER_TOLERANCE = 1e-9;
