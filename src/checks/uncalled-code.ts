/**
 * A PR whose whole change to code is new top-level functions that nothing it changes calls, with no test of its own: the
 * repository's tests that ran after the last edit were written before those functions existed, so none of them can have
 * called one (`json_array_count` added to value.c, declared in jansson.h; the full `ctest` green says nothing of it).
 *
 * Only definitions at a file's top level are read so: a method may override one that existing code calls, a decorated
 * function may be registered with a framework, and `main`, `init` and test functions are called by name. A PR that
 * removes or changes a line of code, adds a code file, or names a new function anywhere else (a call, a table, an
 * import) is not read so.
 */
import type { DiffFile } from "../evidence/diff.js";
import { escapeRegExp } from "../words.js";
import { isCodeFile } from "./code-files.js";
import { named, stepLabel } from "./quote.js";
import type { Trajectory } from "../model.js";
import { testNameOf } from "./added-tests.js";
import { verificationRuns, type VerificationRun } from "./verification.js";
import { isTestFile } from "./weakened-tests.js";

/**
 * A function defined at a file's top level, by language: Python's `def`, Go's `func` without a receiver, Rust's `fn`,
 * JavaScript's `function` and arrow constant, Ruby's and PHP's, and C's `type name(args)` not ended by `;`.
 */
const TOP_LEVEL_DEFINITION = [
  /^(?:async\s+)?def\s+(\w+)\s*\(/,
  /^func\s+(\w+)\s*[[(]/,
  /^(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)/,
  /^(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*(\w+)\s*[(<]/,
  /^(?:export\s+)?const\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>/,
  /^def\s+(?:self\.)?(\w+[?!]?)/,
  /^function\s+(\w+)\s*\(/,
];
/** C's and C++'s `type name(args) {`, not ended by `;` (a declaration), and no statement's keyword. */
const C_DEFINITION = /^(?!(?:if|for|while|switch|return|else|do|typedef|struct|enum|union|static_assert)\b)[A-Za-z_][\w\s*&:<>,]*?\b(\w+)\s*\([^;]*$/;
const C_FILE = /\.(?:c|cc|cpp|cxx|h|hh|hpp)$/;
/** C's declaration of a function at a file's top level (`size_t json_array_count(const json_t *a, const json_t *v);`), no call. */
const DECLARATION = /^(?!(?:return|if|while|for|switch|else|do)\b)[A-Za-z_][\w\s*&:<>,]*?\b(\w+)\s*\([^;]*\)\s*;\s*$/;
/** A module's export of names it defines (`export { clamp };`, `module.exports = { clamp };`). */
const EXPORTED = /^(?:export\s*\{[^}]*\}|module\.exports\s*=\s*\{[^}]*\})\s*;?\s*$/;
/** Rust's inline test module and test attribute. */
const INLINE_TESTS = /^\s*#\[(?:cfg\(test\)|(?:\w+::)*test)\]/;
/** A line that only closes a definition: a brace, `end`, a bracket. */
const CLOSING = /^[}\])]+[;,]?\s*$|^end\b/;
/** Functions a runtime or framework calls by their name: never "uncalled". */
const CALLED_BY_NAME = /^(?:main|init|setup|teardown|test\w*|Test\w*|pytest_\w+|_\w+_)$/;
/** A line of no code: blank, or a comment. */
const NO_CODE = /^\s*(?:$|\/\/|\/\*|\*|#(?!include|define|if|else|endif|pragma)|--)/;

/** The name stands in the text as a word of its own (Ruby's `valid?` too). */
const wordIn = (name: string, text: string): boolean => new RegExp(`(?<![\\w])${escapeRegExp(name)}(?![\\w])`).test(text);

/** The top-level function a line of the file at `path` defines, or null. */
function definedName(text: string, path: string): string | null {
  for (const pattern of C_FILE.test(path) ? [C_DEFINITION] : TOP_LEVEL_DEFINITION) {
    const name = pattern.exec(text)?.[1];
    if (name !== undefined) return name;
  }
  return null;
}

/** The runs of consecutive added lines of a file, each as its lines of code, with the file's path. */
function addedBlocks(file: DiffFile): { path: string; lines: string[] }[] {
  const blocks: { path: string; lines: string[] }[] = [];
  let block: string[] | null = null;
  for (const line of file.lines) {
    if (line.kind !== "+") {
      block = null;
      continue;
    }
    if (block === null) blocks.push({ path: file.path, lines: (block = []) });
    if (!NO_CODE.test(line.text)) block.push(line.text);
  }
  return blocks;
}

/** The new functions the diff's code adds, when that is all it adds to code; null when it does anything else. */
export function onlyNewFunctions(diff: readonly DiffFile[]): string[] | null {
  const code = diff.filter((file) => file.status !== "deleted" && isCodeFile(file.path));
  if (code.length === 0 || code.some((file) => file.status !== "modified" || isTestFile(file.path) || file.deletions > 0)) return null;
  const blocks = code.flatMap(addedBlocks);
  // a test among the lines the PR adds (Rust's inline `#[cfg(test)] mod tests`, a `def test_x` beside the code) is its test
  if (blocks.some(({ lines }) => lines.some((text) => testNameOf(text) !== null || INLINE_TESTS.test(text)))) return null;
  // in a definition's block, only its body (indented) and its closing line: a statement at the top level (a call of it
  // right after it, `registerDefaultFormats();`) runs when the module loads
  const bodyOnly = ({ path, lines }: { path: string; lines: string[] }) =>
    lines.slice(1).every((text) => /^\s/.test(text) || CLOSING.test(text) || definedName(text, path) !== null);
  const defines = (block: { path: string; lines: string[] }) => block.lines.length > 0 && definedName(block.lines[0]!, block.path) !== null;
  const definitions = blocks.filter((block) => defines(block) && bodyOnly(block));
  const names = [...new Set(definitions.flatMap(({ path, lines }) => lines.flatMap((text) => definedName(text, path) ?? [])))];
  if (names.length === 0 || names.some((name) => CALLED_BY_NAME.test(name))) return null;
  const mentions = (text: string) => names.some((name) => wordIn(name, text));
  // the rest declare them and do nothing else (`size_t json_array_count(const json_t *array, …);` in a header)
  const declaresOnly = (lines: readonly string[]) => lines.every((text) => names.includes(DECLARATION.exec(text)?.[1] ?? "") || (EXPORTED.test(text) && mentions(text)));
  return blocks.every((block) => block.lines.length === 0 || definitions.includes(block) || declaresOnly(block.lines)) ? names : null;
}

/**
 * "The PR adds only new functions (`json_array_count`) and no test; nothing else it changes calls them, so the repository's
 * tests run after the last edit (`ctest`, step 17) cannot have run them." Null when a test run of the PR's own tests, or a
 * change to code other than new functions, may have.
 */
export function newCodeUncalled(
  trajectory: Trajectory,
  diff: readonly DiffFile[] | null | undefined,
  runs: readonly VerificationRun[],
  changed: string,
): { run: VerificationRun; note: string } | null {
  const tests = runs.filter((run) => run.kind === "test" && !run.adHoc);
  if (diff == null || tests.length === 0 || diff.some((file) => file.status !== "deleted" && isTestFile(file.path))) return null;
  const names = onlyNewFunctions(diff);
  if (names === null) return null;
  // a test of the repository's whose output names one (`ImportError: cannot import name 'slugify'`, cargo's doc-test
  // `src/lib.rs - clamp (line 3)`) calls it by name: it was written for it
  const namesOne = (output: string | null) => output !== null && names.some((name) => wordIn(name, output));
  if (verificationRuns(trajectory).some((run) => run.kind === "test" && !run.adHoc && namesOne(run.output))) return null;
  const last = tests.at(-1)!;
  const listed = names.slice(0, 3).map(named).join(", ") + (names.length > 3 ? ` and ${names.length - 3} more` : "");
  const note = `The PR adds only ${names.length === 1 ? "a new function" : "new functions"} (${listed}) and no test, and nothing else it `
    + `changes calls ${names.length === 1 ? "it" : "them"}: the repository's tests run after the last edit of ${named(changed)} `
    + `(${named(last.runner)}, ${stepLabel(last.step)}) were written before ${names.length === 1 ? "it" : "them"} and cannot have run ${names.length === 1 ? "it" : "them"}.`;
  return { run: last, note };
}
