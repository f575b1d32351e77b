import { named } from "./quote.js";

/** At most this many failing tests are named beside a failed run. */
const MAX_NAMED_FAILING = 2;
/** pytest's short summary line for a test whose error came outside its body (a fixture, setup, teardown). */
const PYTEST_ERROR = /^ERROR (\S+)/gm;

/**
 * " (`test_inline[verify-:pep:…]` and 1 more)": the tests the run's own report names as failing.
 * Those pytest reports as ERROR (an exception in a fixture or in setup, before or after the test ran)
 * are counted apart, so that a missing fixture is not read as a test that failed.
 */
export function failingNamed(failing: readonly string[], output: string | null): string {
  if (failing.length === 0) return "";
  const errored = new Set([...(output ?? "").matchAll(PYTEST_ERROR)].map((match) => match[1]!));
  const failed = failing.filter((id) => !errored.has(id));
  const apart = failing.length - failed.length;
  const erroredNote = apart === 0 ? "" : `${failed.length === 0 ? "" : "; "}${apart} errored in a fixture or setup, outside the test`;
  const names = failed.slice(0, MAX_NAMED_FAILING).map((id) => named(shownName(id)));
  const more = failed.length > MAX_NAMED_FAILING ? ` and ${failed.length - MAX_NAMED_FAILING} more` : "";
  return ` (${names.join(", ")}${more}${erroredNote})`;
}

/** `tests/a.py::TestX::test_y[p]` → `test_y[p]`; sympy's `a/test_b.py:test_c` → `test_c`. */
export function testName(id: string): string {
  return id.split(id.includes("::") ? "::" : /:(?=\w+$)/).at(-1) ?? id;
}

/** The name a reader is shown: testName, and a unittest id's last name (`m.TestX.test_y` → `test_y`). */
function shownName(id: string): string {
  const name = testName(id);
  return DOTTED_ID.test(name) && !SOURCE_FILE.test(name) ? name.split(".").at(-1)! : name;
}
/** A file's name (`test.py`, `a.test.ts`): dotted too, but no unittest id. */
const SOURCE_FILE = /\.(?:py|pyi|pyx|[cm]?[jt]sx?|rb|go|rs|java|kt|c|cc|cpp|h|hpp|cs|php|sh|exs?)$/;
/** A unittest id of dotted names (`__main__.RequestsTestCase.test_conflict`), no file's name: its last name is the test. */
const DOTTED_ID = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;
