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

/** Each failing `assert LHS == literal` a pytest output shows, with its left side and the expected text. */
function failedEqualities(output: string): { statement: string; left: string; expected: string }[] {
  const lines = output.split(/\r?\n/);
  const found: { statement: string; left: string; expected: string }[] = [];
  lines.forEach((line, index) => {
    if (!ERROR_LINE.test(line)) return;
    // the source line pytest prints just before its `E` lines: the last line above that is not an `E` line
    const source = lines.slice(0, index).findLast((above) => !/^E\s/.test(above) && above.trim() !== "");
    const match = source === undefined ? null : EQUALITY.exec(source);
    if (match === null) return;
    const statement = source!.replace(/^\s*>?\s*/, "").trim();
    const expected = match[4] ?? match[2]!;
    if (!found.some((item) => item.statement === statement)) found.push({ statement, left: normalize(match[1]!), expected });
  });
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
  if (code === left || code === `${left}isnotNone`) return true;
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
    for (const item of failed) {
      if (kept(item.statement)) continue;
      const line = added.find((candidate) => loosens(candidate.text, item.left, item.expected));
      if (line !== undefined && !found.some((other) => other.line === line)) found.push({ failed: item.statement, line, file: file.path });
    }
  }
  return found;
}
