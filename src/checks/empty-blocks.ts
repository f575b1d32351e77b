import type { DiffFile, DiffLine } from "../evidence/diff.js";
import { diffSideCode } from "../evidence/code-spans.js";
import type { Evidence } from "../model.js";
import { evidence } from "./quote.js";

/**
 * Python code the PR leaves unparseable, read from the diff alone (no checkout): a block opener (`if …:`, `def …:`,
 * `else:`) whose next statement in the hunk is not indented under it, where the change removed or added a line
 * between them (`sed -i '290d'` that deleted the body instead of a blank line). Python raises IndentationError
 * ("expected an indented block") on import. Only openers and statements the hunk shows are read.
 */

/** A compound statement's header: a Python keyword that opens a block, the line ending in its colon. */
const BLOCK_OPENER = /^(\s*)(?:(?:async\s+)?(?:def|for|with)|if|elif|else|while|class|try|except|finally)\b.*:\s*$/;
const PYTHON = /\.pyi?$/;

export function emptyBlocks(diff: readonly DiffFile[]): Evidence[] {
  return diff.filter((file) => file.status !== "deleted" && PYTHON.test(file.path)).flatMap((file) => {
    const code = diffSideCode(file, "new", "python");
    return file.lines.flatMap((line, index) => {
      if (line.kind === "-" || !isBlockHeader(code.get(line) ?? "")) return [];
      const body = emptiedBody(file.lines, index);
      return body === null ? [] : [evidence(null, `a block left with no statement under it (IndentationError): ${line.text.trim()}`, `${file.path}:${line.newLine}`)];
    });
  });
}

/** Python's keywords that stand between two names in a header (`x in y`, `a as b`, `not x`, `lambda x`). */
const JOINING_KEYWORDS = new Set(["and", "as", "async", "await", "else", "for", "if", "in", "is", "lambda", "not", "or", "def", "class", "with", "while", "elif", "except"]);

/**
 * A block header as Python reads one: two names side by side with no keyword between (`with a couple differences:`,
 * `if the value is None:`) are prose, a docstring line whose hunk began inside the string.
 */
function isBlockHeader(code: string): boolean {
  if (!BLOCK_OPENER.test(code)) return false;
  for (const match of code.matchAll(/\b([A-Za-z_]\w*)\s+(?=([A-Za-z_]\w*)\b)/g)) {
    if (!JOINING_KEYWORDS.has(match[1]!) && !JOINING_KEYWORDS.has(match[2]!)) return false;
  }
  return true;
}

/** The opener's next statement, when the change left it not indented under the opener; null otherwise or when the hunk ends first. */
function emptiedBody(lines: readonly DiffLine[], opener: number): DiffLine | null {
  const head = lines[opener]!;
  let changed = head.kind === "+";
  let previous = head.newLine!;
  for (const line of lines.slice(opener + 1)) {
    if (line.kind === "-") {
      changed = true;
      continue;
    }
    // the next line of the new side must follow on: a gap is the end of the hunk
    if (line.newLine !== previous + 1) return null;
    previous = line.newLine;
    if (line.kind === "+") changed = true;
    const text = line.text.trim();
    if (text === "" || text.startsWith("#")) continue;
    return changed && indent(line.text) <= indent(head.text) ? line : null;
  }
  return null;
}

function indent(text: string): number {
  return text.length - text.trimStart().length;
}
