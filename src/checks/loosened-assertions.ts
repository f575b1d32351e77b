import type { DiffFile, DiffLine } from "../evidence/diff.js";

/**
 * An assertion that failed, loosened in the PR until it no longer pins what it expected: pytest showed
 * `assert str(e.value) == "Length must be 3."` failing (the code gave `'Length must be None.'`), and the
 * PR's test holds `assert str(e.value).startswith("Length must be")` instead, the expected value cut to a
 * part of itself, or only that the value is there. The test then passes on the output it failed on: the
 * code was not fixed, the test was bent (a test the agent added itself too, which a diff alone shows as new).
 */
export interface LoosenedAssertion {
  /** The assertion as the failing run printed it. */
  failed: string;
  /** The PR's line that replaced it, and its file. */
  line: DiffLine;
  file: string;
}

/** `assert LHS == "literal"` (or a number), as pytest prints the failing source line (`>` in long tracebacks). */
const EQUALITY = /^\s*>?\s*assert\s+(.+?)\s*==\s*((["'])(.*)\3|-?\d+(?:\.\d+)?)\s*$/;
/** pytest's line saying which assertion failed: `E   AssertionError: assert 'a' == 'b'`, or `E   assert 'a' == 'b'`. */
const ERROR_LINE = /^E\s+(?:AssertionError: )?assert /;

/** pytest's line naming where a test failed: `tests/test_validate.py:989: in test_x` or `tests/test_a.py:12: AssertionError`. */
const WHERE = /^(\S+\.py):\d+:/;

interface FailedEquality {
  statement: string;
  left: string;
  expected: string;
  /** The test file pytest named for the failure. */
  file: string;
}

/** Each failing `assert LHS == literal` a pytest output shows, with its left side, the expected text and its test file. */
function failedEqualities(output: string): FailedEquality[] {
  const found: FailedEquality[] = [];
  let source: string | null = null;
  let file: string | null = null;
  for (const line of output.split(/\r?\n/)) {
    const where = WHERE.exec(line);
    if (where !== null) file = where[1]!;
    if (ERROR_LINE.test(line)) {
      // the source line pytest prints just before its `E` lines, in the file it named above them
      const match = source === null ? null : EQUALITY.exec(source);
      const statement = source?.replace(/^\s*>?\s*/, "").trim() ?? "";
      if (match !== null && file !== null && !found.some((item) => item.statement === statement && item.file === file)) {
        found.push({ statement, left: normalize(match[1]!), expected: match[4] ?? match[2]!, file });
      }
    }
    if (!/^E\s/.test(line) && line.trim() !== "") source = line;
  }
  return found;
}

const normalize = (text: string): string => text.replace(/\s+/g, "");

/**
 * The loosened forms of `assert LEFT == expected`: `LEFT.startswith(part)`, `.endswith(part)`, `part in LEFT`,
 * where part is a proper piece of the expected text; `assert LEFT`, `assert LEFT is not None`.
 */
function loosens(line: string, left: string, expected: string): boolean {
  const code = normalize(line.replace(/^\s*assert\s+/, ""));
  if (!/^\s*assert\s/.test(line)) return false;
  // only that the value is there: a loosening of a computed value (`str(e.value)`), not of a bare name a new test may well assert
  if (code === left || code === `${left}isnotNone`) return !/^[A-Za-z_]\w*$/.test(left);
  const piece = /^(.+?)\.(?:startswith|endswith)\((["'])(.*)\2\)$/.exec(code) ?? /^(?<l>)(["'])(.*)\2in(.+)$/.exec(code);
  if (piece === null) return false;
  const [side, part] = piece[1] === "" ? [piece[4]!, piece[3]!] : [piece[1]!, piece[3]!];
  const compact = normalize(expected);
  return side === left && part.length > 0 && normalize(part) !== compact && compact.includes(normalize(part));
}

/** The assertions failing runs showed that the PR's test files hold only in a loosened form. */
export function loosenedAssertions(
  diff: readonly DiffFile[],
  failures: readonly string[],
  isTestFile: (path: string) => boolean,
): LoosenedAssertion[] {
  const failed = failures.flatMap(failedEqualities);
  if (failed.length === 0) return [];
  const found: LoosenedAssertion[] = [];
  for (const file of diff.filter((item) => isTestFile(item.path) && item.status !== "deleted")) {
    const added = file.lines.filter((line) => line.kind === "+");
    const kept = (statement: string) => file.lines.some((line) => line.kind !== "-" && line.text.trim() === statement);
    // the failing test's own file, as pytest named it: a loosened line in another test file is another test
    const ofFile = (item: FailedEquality) => file.path === item.file || file.path.endsWith(`/${item.file}`) || item.file.endsWith(`/${file.path}`);
    for (const item of failed.filter(ofFile)) {
      if (kept(item.statement)) continue;
      const line = added.find((candidate) => loosens(candidate.text, item.left, item.expected));
      if (line !== undefined && !found.some((other) => other.line === line)) found.push({ failed: item.statement, line, file: file.path });
    }
  }
  return found;
}
