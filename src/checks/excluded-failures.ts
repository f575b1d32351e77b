import type { VerificationRun } from "./verification.js";
import { testName } from "./failing-names.js";

/**
 * A later green run that leaves out by name every test an earlier run saw fail (`ctest -E print_number` after
 * `print_number` failed, `pytest --deselect t.py::test_x`, `-k "not test_x"`, `cargo test -- --skip lineno`) says nothing of
 * those tests: their failure stands as if no run came after it, not as a question about "the other failures".
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
  if (option === "-E") return regexMatches(value, id);
  if (option === "--deselect") return id === value || id.endsWith(`/${value}`);
  if (option === "--skip") return id.includes(value);
  const keyword = option === "-k" ? NOT_KEYWORD.exec(value)?.[1] : undefined;
  return keyword !== undefined && (name.includes(keyword) || id.includes(keyword));
}

function unquoted(value: string): string {
  return value.replace(/^(["'])(.*)\1$/, "$2");
}

/** CTest's `-E` is a regular expression searched in each test's name; one that does not compile leaves nothing out. */
function regexMatches(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern).test(name);
  } catch {
    return false;
  }
}
