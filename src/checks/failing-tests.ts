/**
 * The tests a run names as failing, read from the runner's own report lines: pytest's short
 * summary (`FAILED tests/a.py::test_x - …`, `ERROR tests/a.py::test_y`), unittest's headers
 * (`FAIL: test_x (pkg.TestCase)`), go's `--- FAIL: TestX`, cargo's `test a::b ... FAILED`, busted's full name under
 * its `Failure -> spec/x_spec.lua @ 87` header, PHPUnit's numbered entries under `There were 2 failures:`, vitest's
 * and jest's `FAIL` lines (a test, or a whole file that failed), and the headers of a long failure report
 * (`____ a/test_b.py:test_c ____`), mocha's numbered list after `N failing`. Two
 * runs that name the same failing tests failed the same way.
 */

import { withoutAnsi } from "./quote.js";

/**
 * A parametrized id may hold spaces inside its brackets (`test_inline[verify-:pep:`8`-<p><span class="t">…]`).
 * Besides test modules, an item of another collected file: a doctest of a text file (`README.rst::README.rst`).
 */
const PYTEST = /^(?:FAILED|ERROR) ((?:[\w./-]+\.py)(?:::[^\s[]+(?:\[.*?\])?)?|[\w./-]+\.\w+::[^\s[]+)(?:\s+-\s.*)?$/;
const UNITTEST = /^(?:FAIL|ERROR): (\w+) \(([\w.]+)\)/;
const GO = /^\s*--- FAIL: (\S+)/;
const CARGO = /^test (\S+) \.\.\. FAILED$/;
/** GoogleTest's failed test (`[  FAILED  ] Suite.Name (0 ms)`), RSpec's (`rspec ./spec/a_spec.rb:63 # Paint does x`). */
const GTEST = /^\[\s+FAILED\s+\]\s+((?:\w+\/)?\w+\.\w+(?:\/\d+)?)(?:, where .*| \(\d+ ms\))?$/;
const RSPEC = /^rspec (\.\/\S+:\d+) # /;
/** minitest's failure header: `  1) Failure:` then `MustacheTest#test_underscore [test/mustache_test.rb:12]:`. */
const MINITEST = /^(\w+(?:::\w+)*#test_\w+) \[[^\]]+\]:$/;
/**
 * TAP's failed test (tape, node:test, tap): `not ok 2 throws if no input`, its number and a trailing directive or
 * node-tap's timing (`# time=5.1ms`) aside: each run numbers its own tests and times them anew. Another `#` is the
 * description's own (`handles issue #12`).
 */
const TAP = /^not ok \d+ (?:- )?(.+?)(?:\s+#\s*(?:TODO|SKIP|time=)(?:\b|\d).*)?$/i;
/**
 * vitest's failed test (` FAIL  src/a.spec.ts > parse > keeps zeros`) or file (` FAIL  src/cases.spec.ts [ src/cases.spec.ts ]`:
 * it failed whole, no suite found or an import broke), a workspace project's name first (`|unit|`). The id is the file,
 * then the test's path in it. jest's `FAIL src/a.test.ts` names a file one failing test makes fail as well as all: no id.
 */
const JS_FAIL = /^FAIL\s+(?:\|[^|]+\|\s+)?([\w@./-]+\.[cm]?[jt]sx?)(?:(\s+>\s+.+?)|\s+\[ \S+ \])$/;
/**
 * PHPUnit's section headers (`There was 1 failure:`, `There were 2 errors:`, `There was 1 risky test:`) and an entry of
 * one (`1) Composer\\Semver\\SemverTest::testSatisfiedBy with data set #1 ('>1.0', …)`): only failures' and errors'
 * entries name failing tests; a risky, skipped or incomplete test's did not fail.
 */
const PHPUNIT_SECTION = /^There (?:was|were) \d+ (failures?|errors?|risky tests?|skipped tests?|incomplete tests?|warnings?|deprecations?|notices?):$/;
const PHPUNIT_ENTRY = /^\d+\) ([\w\\]+::\w+(?: with data set (?:#\d+|"[^"]*"))?)/;
/** tap-spec's list of failed tests: after its header, each test's title, then its failed assertions marked `✖`. */
const TAP_SPEC_FAILED = /^Failed Tests: There (?:was|were) \d+ failures?$/;
/** vitest's id of a failed test (`file > describe > test`) or of a file that failed whole (`file`). */
function jsFailure(line: string): string | undefined {
  const found = JS_FAIL.exec(line);
  return found === null ? undefined : `${found[1]}${found[2] ?? ""}`;
}
/** busted's failure header (`Failure -> spec/semver_spec.lua @ 87`, `Error → …`): the next line is the test's full name. */
const BUSTED_HEADER = /^(?:Failure|Error) (?:->|→) \S+ @ \d+$/;
/** CTest's list under `The following tests FAILED:`: `10 - print_number (Subprocess aborted)`. */
const CTEST_HEADER = /^The following tests FAILED:$/;
const CTEST = /^\d+ - (\S+) \([\w ]+\)$/;
/** A failure's header in a long report: `_____ sympy/core/tests/test_a.py:test_x _____` (sympy's runner). */
const HEADER = /^_{3,} (\S+\.py:\w+) _{3,}$/;
/** The same header too long for one line: a rule of underscores, then the id on a line of its own. */
const RULE = /^_{20,}$/;
const HEADER_ALONE = /^(\S+\.py:\w+)$/;
/**
 * A small harness's own report of a failed test (C's minunit-style `test.h`: `FAILED: test string JSON data types (at line
 * 83)`), its place aside: a change that adds lines to the test file moves every line after them. A description is words;
 * a count (`FAILED: 2`) or a build's target (ninja's `FAILED: src/foo.c.o`) names no test.
 */
const HARNESS = /^FAIL(?:ED)?:\s+(?![\w.-]*\/)([A-Za-z][\w'-]*(?:\s+[\w'-]+)+?)(?:\s+\((?:at\s+)?line\s+\d+\))?$/;

/** The failing tests' ids, in a stable order; empty when the output names none. */
export function failingTests(output: string | null): string[] {
  if (output === null) return [];
  const ids = new Set<string>();
  let previous = "";
  let ctest = false;
  let phpunit = false;
  let tapSpec = false;
  for (const raw of withoutAnsi(output).split(/\r?\n/)) {
    const line = raw.trim();
    const section = PHPUNIT_SECTION.exec(line);
    if (section !== null) phpunit = /^(?:failure|error)/.test(section[1]!);
    else if (/^(?:FAILURES!|ERRORS!|OK\b)/.test(line)) phpunit = false;
    const entry = phpunit ? PHPUNIT_ENTRY.exec(line)?.[1] : undefined;
    if (TAP_SPEC_FAILED.test(line)) tapSpec = true;
    else if (/^(?:total:\s|npm (?:ERR!|error)|at\s)/.test(line)) tapSpec = false;
    const title = tapSpec && line !== "" && !/^[✖✔]/.test(line) && !TAP_SPEC_FAILED.test(line) ? line : undefined;
    const alone = RULE.test(previous) ? HEADER_ALONE.exec(line)?.[1] : undefined;
    if (CTEST_HEADER.test(line)) ctest = true;
    else if (ctest && !CTEST.test(line)) ctest = false;
    const listed = ctest ? CTEST.exec(line)?.[1] : undefined;
    const tap = tapId(line);
    const busted = BUSTED_HEADER.test(previous) && line !== "" ? line : undefined;
    const id = PYTEST.exec(line)?.[1] ?? unittestId(line) ?? GO.exec(line)?.[1] ?? CARGO.exec(line)?.[1] ?? HEADER.exec(line)?.[1]
      ?? GTEST.exec(line)?.[1] ?? RSPEC.exec(line)?.[1] ?? MINITEST.exec(line)?.[1] ?? jsFailure(line) ?? entry
      ?? alone ?? listed ?? busted ?? title ?? HARNESS.exec(line)?.[1];
    if (id !== undefined) ids.add(id);
    // a TAP message repeats (`should be equal` is tape's default): the second failing one is another failure
    else if (tap !== undefined) ids.add(tapRepeat(ids, tap));
    previous = line;
  }
  for (const id of mochaFailures(output)) ids.add(id);
  return [...ids].sort();
}

/** mocha's count of failures that opens its list of them (`  2 failing`). */
const MOCHA_FAILING = /^\d+ failing$/;
/** An entry of that list: `1) contentType.format(obj)`, its titles on the lines after, the test's ending with `:`. */
const MOCHA_ENTRY = /^(\d+)\) (.+)$/;
/** A title nests at most this deep (suites, then the test). */
const MOCHA_MAX_TITLES = 8;

/**
 * mocha's failures, listed after its summary (`1 failing`): each entry numbered in turn, its suites' and test's titles
 * one a line, the last ending with `:` (`1) contentType.format(obj)` / `should format type with parameter:`). The id joins
 * them with ` > ` as vitest's does; the spec list's `1) title` above the summary names no suite and is not read.
 */
function mochaFailures(output: string): string[] {
  // most outputs are no mocha report: split the lines only for one that holds its count
  if (!output.includes(" failing")) return [];
  const lines = withoutAnsi(output).split(/\r?\n/).map((line) => line.trim());
  const start = lines.findIndex((line) => MOCHA_FAILING.test(line));
  if (start < 0) return [];
  const ids: string[] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const entry = MOCHA_ENTRY.exec(lines[index]!);
    // the list numbers its entries from 1: a `2) …` in a message or a stack is no entry
    if (entry === null || Number(entry[1]) !== ids.length + 1) continue;
    const titles = [entry[2]!];
    while (!titles.at(-1)!.endsWith(":") && titles.length < MOCHA_MAX_TITLES && lines[index + 1]) titles.push(lines[(index += 1)]!);
    if (titles.at(-1)!.endsWith(":")) ids.push(titles.join(" > ").slice(0, -1));
  }
  return ids;
}

/** The id of a repeated TAP message: `should be equal`, then `should be equal #2`. */
function tapRepeat(ids: ReadonlySet<string>, name: string): string {
  let nth = 1;
  while (ids.has(nth === 1 ? name : `${name} #${nth}`)) nth += 1;
  return nth === 1 ? name : `${name} #${nth}`;
}

/** A TAP failure's description; a `# TODO` or `# SKIP` one fails nothing. */
function tapId(line: string): string | undefined {
  const match = TAP.exec(line);
  return match === null || /#\s*(?:TODO|SKIP)\b/i.test(line) ? undefined : match[1];
}

function unittestId(line: string): string | undefined {
  const match = UNITTEST.exec(line);
  return match ? `${match[2]}.${match[1]}` : undefined;
}

/** The test's own name of a failing id (`test_x` of `tests.py::T::test_x[p]`, `Ns\\FooTest::testX with data set #1`, `a (m.T.a)`). */
export function failingTestName(id: string): string {
  // a title after ` > ` is the test's own, dots and parentheses all (`keeps 1.5`, `formats a value (quoted)`)
  if (id.includes(" > ")) return id.split(" > ").at(-1)!.trim();
  const bare = id.replace(/ with data set .*$/, "").replace(/\s*\(.*\)\s*$/, "").replace(/\[.*\]$/, "");
  return bare.split("::").at(-1)!.split(".").at(-1)!.trim();
}
