import { indentOf } from "../words.js";
/**
 * Python code that prints only where its own test of the work failed: every `print` sits in the body
 * of an `if not …:` or `if … != …:` (`if not np.allclose(A@v, lam*v): print(A); break`). Whatever it
 * printed came from that branch, so output means the test failed on some input, whatever the exit.
 * Read from the code's indentation; any print elsewhere (a success line, an `else:`, a print after a
 * `;`) leaves the code to the other readings.
 */

/** A statement that opens with a print. */
const PRINT_STATEMENT = /^[ \t]*print[ \t]*\(/;
/** A one-line branch: `if not ok: print(x)`. */
const ONE_LINE_BRANCH = /^[ \t]*(?:el)?if[ \t]+(.+?):[ \t]*print[ \t]*\(/;
/** A branch's header, its condition captured. */
const BRANCH_HEADER = /^(?:el)?if[ \t]+(.+):[ \t]*(?:#.*)?$/;
/** A condition that holds when a test fails: a negation, or an inequality (not `==`, `<=`, `>=`). */
const FAILED_TEST = /^not[ \t(]|[^!=<>]!=[^=]/;
/** Block headers a print inside which is not the failing branch's (a success branch, a function body). */
const OTHER_BLOCK = /^(?:else|except|finally|def|class|async[ \t]+def)\b/;

const isBlank = (line: string) => line.trim() === "" || line.trimStart().startsWith("#");

/** The condition of the failing test every print of the code sits under, or null when one does not. */
export function failureBranchCondition(code: string): string | null {
  const lines = code.split(/\r?\n/);
  let condition: string | null = null;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    if (!/\bprint[ \t]*\(/.test(line)) continue;
    const found = ONE_LINE_BRANCH.exec(line)?.[1] ?? (PRINT_STATEMENT.test(line) ? enclosingFailedTest(lines, at) : null);
    if (found === null || !FAILED_TEST.test(found.trim())) return null;
    condition ??= found.trim();
  }
  return condition;
}

/** The condition of the nearest `if` above the line that holds it, when no other block stands between. */
function enclosingFailedTest(lines: readonly string[], at: number): string | null {
  let indent = indentOf(lines[at]!);
  for (let back = at - 1; back >= 0 && indent > 0; back -= 1) {
    const line = lines[back]!;
    if (isBlank(line) || indentOf(line) >= indent) continue;
    indent = indentOf(line);
    const header = line.trim();
    if (OTHER_BLOCK.test(header)) return null;
    const branch = BRANCH_HEADER.exec(header);
    if (branch !== null) return FAILED_TEST.test(branch[1]!.trim()) ? branch[1]! : null;
    // a loop or a `with` between: the branch, if any, is further out
  }
  return null;
}

/** The longest quote of what a failing branch printed. */
const MAX_PRINTED_QUOTE = 60;

/**
 * What code that prints only on a failed test printed, quoted with that test (`A = (printed only when
 * not np.allclose(A@v, lam*v))`): null when it printed nothing (no input failed) or prints elsewhere.
 */
export function failedTestPrinted(code: string, output: string | null): string | null {
  const first = output?.split(/\r?\n/).find((line) => line.trim() !== "")?.trim();
  if (first === undefined) return null;
  const condition = failureBranchCondition(code);
  if (condition === null) return null;
  return `${first.slice(0, MAX_PRINTED_QUOTE)} (printed only when ${condition.slice(0, MAX_PRINTED_QUOTE)})`;
}
