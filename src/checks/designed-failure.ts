import { posix } from "node:path";
import { isScratchPath } from "./work.js";

/**
 * A failing run that demonstrates, not checks: pytest run on test files the agent wrote in a temp folder, every one of
 * whose failures is an assertion of constants (`assert False`, `assert 1 + 1 == 3`), which fails whatever the code
 * under test does. Such a file is written to show what the code now does with a failing test (that it is collected,
 * rewritten, reported, not skipped), so its failure says nothing against the change (held-out round 6, s28 and s30).
 */

/** The failing assertion's source line in a traceback (`>       assert 1 + 1 == 3`). */
const SOURCE_ASSERTION = /^>\s+assert\s+(.+?)\s*$/gm;
/** pytest's short summary line for a failing test, and the assertion it names (`FAILED t.py::x - assert False`). */
const SUMMARY_FAILURE = /^FAILED \S+(?: - (.*?))?\s*$/gm;
/** A string literal, taken out before the expression's words are read. */
const STRING_LITERAL = /(["'])(?:\\.|(?!\1).)*\1/g;
/** The words an expression of constants may hold. */
const CONSTANT_WORDS = new Set(["True", "False", "None", "not", "and", "or", "is", "in"]);
/** A test file an operand names (`/tmp/repro/test_x.py`, `t.py::test_a`). */
const TEST_FILE_OPERAND = /^[^-][^:]*\.py(?:::.*)?$/;

/** True when the expression holds no name: only literals, operators and Python's constants. */
function isConstant(expression: string): boolean {
  const words = expression.replace(STRING_LITERAL, "0").match(/[A-Za-z_]\w*/g) ?? [];
  return words.every((word) => CONSTANT_WORDS.has(word));
}

/**
 * The constant assertion a failing pytest run failed on, when every failure it shows is one and every test file it
 * was given lies in a temp folder (`cwd`: the folder an in-line `cd` moved to); null otherwise.
 */
export function designedFailure(output: string | null, argv: readonly string[], cwd: string | null): string | null {
  if (output === null || !/\bfailed\b/.test(output)) return null;
  const files = argv.slice(1).filter((word) => TEST_FILE_OPERAND.test(word)).map((word) => word.replace(/::.*$/, ""));
  const resolved = files.map((file) => (file.startsWith("/") || cwd === null ? file : posix.join(cwd, file)));
  if (resolved.length === 0 || !resolved.every((file) => file.startsWith("/") && isScratchPath(file))) return null;
  // every failing test the summary names fails on an assertion of constants; else every assertion the tracebacks show
  const reasons = [...output.matchAll(SUMMARY_FAILURE)].map((match) => match[1] ?? "");
  if (reasons.length > 0) {
    return reasons.every((reason) => reason.startsWith("assert ") && isConstant(reason.slice("assert ".length))) ? reasons[0]! : null;
  }
  const source = [...output.matchAll(SOURCE_ASSERTION)].map((match) => match[1]!);
  return source.length > 0 && source.every(isConstant) ? `assert ${source[0]!}` : null;
}
