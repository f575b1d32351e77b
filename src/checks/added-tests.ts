import type { DiffFile, DiffLine } from "../evidence/diff.js";

/** A decorator line (`@pytest.mark.skipif(…)`, `@Disabled`): it marks the definition below it. */
export const DECORATOR = /^\s*@/;
/** A decorator that skips on a condition of the environment (`@pytest.mark.skipif(not has_dask, …)`). */
const CONDITIONAL_DECORATOR = /^\s*@(?:(?:pytest\.)?mark\.skipif|(?:unittest\.)?skip(?:If|Unless))\s*\(/;
/**
 * The name a test definition gives, as its runner reports it: Python's and Ruby's `def test_x`, JS's and RSpec's
 * `it("adds", …` / `it 'adds' do` (the text in the quotes), Go's `func TestX(`, GoogleTest's `TEST(Suite, Name)` as
 * `Suite.Name`, PHPUnit's `public function testX(`, C's `static void test_x(void)` (Unity, cmocka, jansson's suites).
 */
const DEFINED_NAME = /^\s*(?:async\s+)?def\s+(test\w*)|^\s*x?(?:it|test|specify|example)(?:\.\w+)*\s*\(?\s*["'`]([^"'`]*)["'`]|^\s*func\s+(Test\w*)|^\s*TEST(?:_F|_P)?\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)|^\s*(?:(?:public|protected|private|static|final)\s+)*function\s+(test\w*)\s*\(|^\s*#\[(?:\w+::)*test\b[^\]]*\]\s*(?:#\[[^\]]*\]\s*)*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)\s*\(|^\s*(?:static\s+)?void\s+(test_\w+)\s*\([^;]*$/;

export function testNameOf(text: string): string | null {
  const found = DEFINED_NAME.exec(text);
  if (found === null) return null;
  return found[4] !== undefined ? `${found[4]}.${found[5]}` : (found[1] ?? found[2] ?? found[3] ?? found[6] ?? found[7] ?? found[8] ?? null);
}
const nameOf = testNameOf;

/**
 * The text with each Rust test attribute joined to the line it marks (`#[test]` then `fn parses() {` reads
 * `#[test] fn parses() {`): a test is named by its attribute and its `fn` together, which testNameOf reads on one line.
 */
export function joinTestAttributes(text: string): string {
  return text.includes("#[") ? text.replace(TEST_ATTRIBUTES, (found) => found.replace(/\s+/g, " ")) : text;
}
/** A test attribute, any attributes after it, and the blanks up to the `fn` they mark. */
const TEST_ATTRIBUTES = /^[ \t]*#\[(?:\w+::)*test\b[^\]\n]*\](?:\s*#\[[^\]\n]*\])*\s+(?=(?:pub\s+)?(?:async\s+)?fn\b)/gm;

/**
 * True when `line` is a conditional skip of a test the diff adds whole: a `skipif` decorator above an added
 * definition, or a line in its body (`if not has_dask: pytest.skip(…)`), where no removed definition had
 * that name. It skips nothing that ran before; one put on an existing test does.
 */
export function inAddedTest(file: DiffFile, line: DiffLine, definition: RegExp): boolean {
  const index = file.lines.indexOf(line);
  if (index < 0) return false;
  const removedNames = new Set(file.lines.filter((other) => other.kind === "-").map((other) => nameOf(other.text)).filter((name) => name !== null));
  // a definition marked skipped (`test.skip("x"`), or skipped without a condition, is a test that never runs
  if (definition.test(line.text) || (DECORATOR.test(line.text) && !CONDITIONAL_DECORATOR.test(line.text))) return false;
  const owner = DECORATOR.test(line.text)
    ? file.lines.slice(index).find((other) => definition.test(other.text))
    : file.lines.slice(0, index).findLast((other) => definition.test(other.text) && other.kind !== "-");
  if (owner === undefined || owner.kind !== "+") return false;
  const name = nameOf(owner.text);
  return name !== null && !removedNames.has(name);
}

/** A statement run on a condition written after it (Perl's and Ruby's `… unless …`, `… if …`). */
const STATEMENT_CONDITION = /\S\s+(?:unless|if)\s+\S/;
/** A quoted string, its words no condition (`describe.skip("null if empty", …)`). */
const QUOTED = /(["'`])(?:(?!\1)[^\\]|\\.)*\1/g;
/** A statement is read this many lines at most for its condition. */
const MAX_STATEMENT_LINES = 3;
/** A block that runs on a condition: the line a conditional skip stands under (`if sys.version_info < (3, 14):`, `except ImportError:`). */
const CONDITION_HEADER = /^\s*(?:if|elif|else|except)\b.*:\s*(?:#.*)?$/;

/**
 * True when `line` is a skip in a test file the diff adds whole, under a condition (`if not HAS_ZARR:
 * pytest.skip(…, allow_module_level=True)`): no test of the file ran before it, so it skips nothing that did.
 */
export function conditionalInAddedFile(file: DiffFile, line: DiffLine): boolean {
  if (file.status !== "added") return false;
  // Perl's and Ruby's statement modifier: `plan skip_all => '…' unless eval { require Test::Fatal };`, maybe on the next line
  const at = file.lines.indexOf(line);
  const end = file.lines.findIndex((other, index) => index >= at && other.text.includes(";"));
  const statement = file.lines.slice(at, Math.min(end === -1 ? at + 1 : end + 1, at + MAX_STATEMENT_LINES)).map((other) => other.text).join(" ")
    .replace(QUOTED, '""');
  if (STATEMENT_CONDITION.test(statement)) return true;
  const index = file.lines.indexOf(line);
  const depth = (text: string) => text.length - text.trimStart().length;
  const header = file.lines.slice(0, index).findLast((other) => other.text.trim() !== "" && depth(other.text) < depth(line.text));
  return header !== undefined && CONDITION_HEADER.test(header.text);
}
