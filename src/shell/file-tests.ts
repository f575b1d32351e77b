import type { ShellWord } from "./lexer.js";
import { resolvePath } from "./paths.js";

/** What the transcript shows about a path: it exists, it does not, or nothing is known. */
export type PathFact = "present" | "absent" | null;
/**
 * Supplied by the caller from what the transcript showed (writes, deletions, listings, errors). `asFolder`: the test asks
 * for a directory (`[ -d src/pkg ]`), which a file the transcript showed inside it also shows is there.
 */
export type PathFacts = (path: string, asFolder?: boolean) => PathFact;

/** A condition that is one test of a file's existence: `[ -f x ]`, `test -d x`, `[[ ! -e x ]]`. */
export interface FileTest {
  /** The condition as written, words joined by spaces. */
  text: string;
  path: string;
  /** True when the condition holds when the path is absent (`! [ -f x ]`, `[ ! -e x ]`). */
  negated: boolean;
  /** `-s`: present is not enough, the file must also be non-empty. */
  needsContent: boolean;
  /** `-d`: the path must be a directory. */
  folder: boolean;
}

/** Operators that ask whether a path exists (as a file, a directory, a link, …). */
const EXISTS = /^-[aefdLhprwxsbcSgukOG]$/;
const BRACKETS: Readonly<Record<string, string>> = { "[": "]", "[[": "]]" };

/** The file test a command is, or null; a path with an expansion or a glob is not resolvable. */
export function fileTest(shellWords: readonly ShellWord[]): FileTest | null {
  const words = shellWords.map((word) => word.text);
  let rest = [...words];
  let negated = false;
  while (rest[0] === "!") {
    negated = !negated;
    rest = rest.slice(1);
  }
  const head = rest[0] ?? "";
  const close = BRACKETS[head];
  if (close !== undefined) {
    if (rest.at(-1) !== close) return null;
    rest = rest.slice(1, -1);
  } else if (head === "test") {
    rest = rest.slice(1);
  } else {
    return null;
  }
  if (rest[0] === "!") {
    negated = !negated;
    rest = rest.slice(1);
  }
  const [operator, path] = rest;
  if (rest.length !== 2 || !EXISTS.test(operator!) || !path) return null;
  if (!shellWords.find((word) => word.text === path)?.literal) return null;
  return { text: words.join(" "), path: path, negated, needsContent: operator === "-s", folder: operator === "-d" };
}

/** Whether the test holds, from what is known about its path; null when unknown. */
export function testHolds(test: FileTest, facts: PathFacts | undefined, cwd: string | null): boolean | null {
  if (facts === undefined) return null;
  const path = resolvePath(test.path, cwd) ?? test.path;
  const fact = facts(path, test.folder);
  if (fact === null || (fact === "present" && test.needsContent)) return null;
  return (fact === "present") !== test.negated;
}
