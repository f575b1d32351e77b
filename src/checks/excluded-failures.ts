import type { VerificationRun } from "./verification.js";
import { testName } from "./failing-names.js";

/**
 * A later green run that leaves out by name every test an earlier run saw fail (`ctest -E print_number` after
 * `print_number` failed, `pytest --deselect t.py::test_x`, `-k "not test_x"`, `cargo test -- --skip lineno`), or keeps
 * only others (`ctest -R parse_args`), says nothing of those tests: their failure stands as if no run came after it,
 * not as a question about "the other failures".
 */
export function leavesOutFailures(later: Pick<VerificationRun, "selection">, failed: Pick<VerificationRun, "failing">): boolean {
  if (failed.failing.length === 0) return false;
  return failed.failing.every((id) => later.selection.some((item) => excludes(item, id)));
}

/** pytest's `-k` expression that is one `not NAME`. */
const NOT_KEYWORD = /^not\s+([\w.[\]-]+)$/;

function excludes(item: string, id: string): boolean {
  const space = item.indexOf(" ");
  if (space === -1) return false;
  const [option, value] = [item.slice(0, space), unquoted(item.slice(space + 1))];
  const name = testName(id);
  if (option === "-E") return regexMatches(value, id) === true;
  // CTest's `-R` keeps only the tests it finds: one it does not find is left out
  if (option === "-R") return regexMatches(value, id) === false;
  // a node id and every test under it (`t.py::TestSlow` holds `t.py::TestSlow::test_retry`)
  if (option === "--deselect") return [id, ...id.split("/").map((_, at, parts) => parts.slice(at).join("/"))].some((tail) => tail === value || tail.startsWith(`${value}::`));
  if (option === "--skip") return id.includes(value);
  // pytest's keywords match without regard to case
  const keyword = option === "-k" ? NOT_KEYWORD.exec(value)?.[1]?.toLowerCase() : undefined;
  return keyword !== undefined && (name.toLowerCase().includes(keyword) || id.toLowerCase().includes(keyword));
}

/** A word without the quotes the shell took off (`"a or b"` is `a or b`). */
export function unquoted(value: string): string {
  return value.replace(/^(["'])(.*)\1$/, "$2");
}

/** CTest's `-R` and `-E` are regular expressions searched in each test's name; null when one does not compile. */
export function regexMatches(pattern: string, name: string): boolean | null {
  try {
    return new RegExp(unquoted(pattern)).test(name);
  } catch {
    return null;
  }
}
