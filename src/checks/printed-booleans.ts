/**
 * Code that computes a predicate over the work and prints it labelled (`print('all > 0.999?',
 * (best > 0.999).all())`, `print('valid matching:', valid)`): its printed True or False is its verdict.
 */

/** A predicate in code: a comparison with a number, `all(…)`, `.all()`, `any(…)`, a closeness or equality test. */
const PREDICATE = /[<>]=?\s*-?\d|\ball\(|\.all\(\)|\bany\(|\ballclose\(|\bisclose\(|\barray_equal\(/;
/** A print of a labelled value: a string literal ending in `:` or `?`, then the value. */
const PRINTS_LABELLED = /\bprint\s*\(\s*f?["'][^"'\n]*[:?]\s*["']\s*,/;

/** Whether the code computes a predicate and prints labelled values: what it prints may be its verdict. */
export function printsPredicate(code: string): boolean {
  return PREDICATE.test(code) && PRINTS_LABELLED.test(code);
}

/** A labelled boolean as Python prints it, at a line's end: `perfect matching: True`, `all > 0.999? False`. */
const LABELLED_BOOLEAN = /[:?=]\s*(True|False)\s*$/;

/** The verdict the printed booleans give, with the line that decides it: a False fails, else a True passes. */
export function booleanVerdict(output: string | null): { outcome: "passed" | "failed"; line: string } | null {
  if (output === null || !/True|False/.test(output)) return null;
  let passed: string | null = null;
  for (const raw of output.split(/\r?\n/)) {
    const found = LABELLED_BOOLEAN.exec(raw);
    if (found === null) continue;
    if (found[1] === "False") return { outcome: "failed", line: raw.trim() };
    passed ??= raw.trim();
  }
  return passed === null ? null : { outcome: "passed", line: passed };
}
