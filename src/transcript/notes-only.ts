/**
 * An edit tool's replacement that changes only comments or a docstring (`.. versionchanged::` added
 * inside a docstring, a `#` line reworded): no test can see it, so it makes no earlier run stale.
 * Read from the replacement's own text, which shows only part of the file: a line counts as a note
 * only when the fragment itself shows it is one. Anything a program or a test could read stays code:
 * doctest prompts, Rust doc comments (doc-tests run their code), Go build directives and cgo preambles,
 * encoding lines, shebangs.
 */
import { str } from "./json.js";

/** Source files whose comments and docstrings this reads, and their line-comment marker. */
const HASH_COMMENTED = /\.(?:py|pyi|rb|sh|bash)$/i;
const SLASH_COMMENTED = /\.(?:js|mjs|cjs|jsx|ts|tsx|go|java|kt|scala|swift|c|h|cc|cpp|hpp|cs|rs)$/i;
/** Rust: its doc comments' fenced examples run as doc-tests, so a fragment that shows a fence is code. */
const RUST = /\.rs$/i;
const FENCE = "```";
const PYTHON = /\.pyi?$/i;

/**
 * A comment line that a program reads: a shebang, an encoding declaration, a build or cgo directive, a linter's or
 * type checker's directive (`# type: ignore`, `# noqa`, `// @ts-expect-error`, `// eslint-disable`), Go's example `// Output:`.
 */
const READ_COMMENT = new RegExp(`^#!|coding[:=]|^\\/\\/go:|^\\/\\/\\s*\\+build|^\\/\\/\\s*#|${["type:", "noqa", "pragma", "pylint:", "mypy:", "pyright:",
  "@ts-", "eslint-", "prettier-ignore", "istanbul ", "nolint", "fmt: ?(?:off|on|skip)", "isort:", "Output:", "Unordered output:"].join("|")}`);
/** Text that runs as a test: a doctest prompt, a fenced example in a doc comment. */
const RUNS_AS_TEST = /^\s*(?:>>>|\.\.\.\s)|```/m;
/** A fragment that holds a cgo preamble: the comments above `import "C"` are C code. */
const CGO = /^\s*import\s+"C"/m;
/** A Go example's expected output: `go test` compares the comment lines under it with what the example prints. */
const GO_EXAMPLE = /^\s*\/\/\s*(?:Unordered output|Output):/m;
/** Triple quotes: a Python string that may span lines. */
const TRIPLE = /"""|'''/;
/** A line that ends a `def` or `class` header (`def f(x):`, `) -> int:`, `class A(B):`): a string right after it is a docstring. */
const DEF_HEADER_END = /^\s*(?:async\s+def|def|class)\b.*:\s*$|^\s*\)(?:\s*->\s*[^:]+)?:\s*$/;

/** Old and new text of a replacement, by the edit tools' field names (Claude Code, OpenHands, Gemini and others). */
export const REPLACE_FIELDS: ReadonlyArray<readonly [string, string]> = [["old_string", "new_string"], ["old_str", "new_str"], ["oldText", "newText"], ["old_text", "new_text"]];

function replacementsOf(input: Record<string, unknown>): Array<[string, string]> | null {
  const one = (record: Record<string, unknown>): [string, string] | null => {
    for (const [from, to] of REPLACE_FIELDS) {
      const old = str(record[from]);
      const text = str(record[to]);
      if (old !== null && text !== null) return [old, text];
    }
    return null;
  };
  const many = Array.isArray(input.edits) ? input.edits.map((edit) => (edit !== null && typeof edit === "object" ? one(edit as Record<string, unknown>) : null)) : [one(input)];
  return many.length > 0 && many.every((pair) => pair !== null) ? (many as Array<[string, string]>) : null;
}

/**
 * True when every replacement an edit tool's input holds changes only comments or docstrings of `path`;
 * `shown` gives the outputs of earlier calls that named the file (latest first), to read a fragment too
 * short to tell (one line of a docstring) in the lines around it there.
 */
export function replacesNotesOnly(
  path: string,
  input: Record<string, unknown>,
  shown: (path: string) => ShownFile = () => NOTHING_SHOWN,
): boolean {
  const pairs = replacementsOf(input);
  const one = ([old, text]: [string, string]) => {
    if (old === text) return false;
    if (changesNotesOnly(path, old, text)) return true;
    if (!maybeDocstring(path, old, text) && !(PYTHON.test(path) && wholeString(old) && wholeString(text))) return false;
    const { before, result, after = [] } = shown(path);
    // the lines around the old text where an earlier output showed it, or around the new where the edit's own answer or
    // the file's final text (the PR's hunks) did
    const around = surroundingLines(old, before) ?? surroundingLines(text, result === null ? after : [result, ...after]);
    return around !== null && changesNotesOnly(path, `${around.before}${old}${around.after}`, `${around.before}${text}${around.after}`);
  };
  return pairs !== null && (HASH_COMMENTED.test(path) || SLASH_COMMENTED.test(path)) && pairs.every(one);
}

/** What the transcript printed of a file around an edit: earlier outputs that named it, latest first, and the edit's own answer. */
export interface ShownFile {
  before: readonly string[];
  result: string | null;
  /** Texts of the file after the edit: the PR's hunks, each read on its own. */
  after?: readonly string[];
}
const NOTHING_SHOWN: ShownFile = { before: [], result: null };

/** How many lines around a fragment are read from an output that showed the file. */
const CONTEXT_LINES = 60;
/** A line number a viewer put before each line: `cat -n`'s and editors' `   12\t`, Claude Code's `    12→`. */
const LINE_NUMBER = /^ *\d+(?:\t|→)/;

/** A fragment may begin and end inside a line: its first line ends one, its last begins one, the rest are whole. */
function holds(line: string | undefined, part: string, offset: number, count: number): boolean {
  if (line === undefined) return false;
  if (count === 1) return line.includes(part);
  return offset === 0 ? line.endsWith(part) : offset === count - 1 ? line.startsWith(part) : line === part;
}

/** The lines an earlier output showed before and after the fragment's exact lines, when one showed them. */
function surroundingLines(fragment: string, shown: readonly string[]): { before: string; after: string } | null {
  const wanted = fragment.replace(/\n$/, "").split("\n");
  const first = wanted[0]!.trim();
  if (first === "") return null;
  for (const output of shown) {
    if (!output.includes(first)) continue;
    const lines = shownLines(output);
    const at = lines.findIndex((_, index) => wanted.every((part, offset) => holds(lines[index + offset], part, offset, wanted.length)));
    if (at < 0) continue;
    const before = lines.slice(Math.max(0, at - CONTEXT_LINES), at).join("\n");
    const after = lines.slice(at + wanted.length, at + wanted.length + CONTEXT_LINES).join("\n");
    const ends = fragment.endsWith("\n") ? "" : "\n";
    return { before: before === "" ? "" : `${before}\n`, after: after === "" ? "" : `${ends}${after}` };
  }
  return null;
}

/**
 * An output's lines without the line numbers a viewer put before them: `cat -n`'s and editors' on each line, or grep's
 * `-n` (`272:` on a match, `273-` on context) when every line of the output has one (or is grep's `--` between groups).
 */
function shownLines(output: string): string[] {
  const lines = output.split("\n");
  const grepped = lines.every((line) => line === "" || line === "--" || GREP_NUMBER.test(line));
  return lines.map((line) => (grepped ? line.replace(GREP_NUMBER, "") : line.replace(LINE_NUMBER, "")));
}
/** grep -n's line number: `272:` before a matching line, `273-` before a line of context. */
const GREP_NUMBER = /^\d+[:-]/;

/** True when `after` differs from `before` only in lines that are comments or docstring text of `path`. */
export function changesNotesOnly(path: string, before: string, after: string): boolean {
  const hash = HASH_COMMENTED.test(path);
  if (!hash && !SLASH_COMMENTED.test(path)) return false;
  if (CGO.test(before) || CGO.test(after) || GO_EXAMPLE.test(before) || GO_EXAMPLE.test(after)) return false;
  if (RUST.test(path) && (before.includes(FENCE) || after.includes(FENCE))) return false;
  const old = before.split("\n");
  const now = after.split("\n");
  let head = 0;
  while (head < old.length && head < now.length && old[head] === now[head]) head += 1;
  let tail = 0;
  while (tail < old.length - head && tail < now.length - head && old[old.length - 1 - tail] === now[now.length - 1 - tail]) tail += 1;
  const removed = old.slice(head, old.length - tail);
  const added = now.slice(head, now.length - tail);
  const changed = [...removed, ...added];
  if (changed.some((line) => RUNS_AS_TEST.test(line))) return false;
  if (changed.every((line) => line.trim() === "" || commentLine(line, hash))) return !changed.every((line) => line.trim() === "") || sameCode(removed, added);
  if (PYTHON.test(path) && wholeDocstring(old, head, old.length - tail) && wholeDocstring(now, head, now.length - tail)) return true;
  if (!PYTHON.test(path) || changed.some((line) => LOOKS_LIKE_CODE.test(line))) return false;
  return insideDocstring(old, head, old.length - tail) && insideDocstring(now, head, now.length - tail);
}

/** A fragment that is one triple-quoted string, quotes and all (`"""Adds an element."""`, or over several lines). */
function wholeString(fragment: string): boolean {
  const text = fragment.trim();
  const quote = /^[rRuU]?("""|''')/.exec(text)?.[1];
  return quote !== undefined && text.endsWith(quote) && text.split(quote).length === 3;
}

/**
 * The lines [from, to) of a Python text are one whole docstring: a triple-quoted string alone, opened on the first line
 * right after a `def`/`class` header and closed on the last, with no doctest in it (a one-line docstring made a longer one).
 */
function wholeDocstring(lines: readonly string[], from: number, to: number): boolean {
  if (to <= from) return false;
  const header = lines.slice(0, from).findLast((line) => line.trim() !== "");
  const span = lines.slice(from, to);
  return header !== undefined && DEF_HEADER_END.test(header) && wholeString(span.join("\n")) && /^\s*[rRuU]?("""|''')/.test(span[0]!)
    && !span.some((line) => line.includes(">>>"));
}

/** Python text whose changed lines are all prose: a docstring's, if the lines around them show its quotes. */
function maybeDocstring(path: string, before: string, after: string): boolean {
  if (!PYTHON.test(path)) return false;
  const old = new Set(before.split("\n"));
  const changed = after.split("\n").filter((line) => !old.has(line));
  const gone = new Set(after.split("\n"));
  changed.push(...before.split("\n").filter((line) => !gone.has(line)));
  return changed.every((line) => !TRIPLE.test(line) && !RUNS_AS_TEST.test(line) && !LOOKS_LIKE_CODE.test(line));
}

/**
 * A line that reads as a Python statement (an assignment, a call alone on its line, a keyword that opens
 * one): a fragment can begin inside code as well as inside a string, so such a line is never taken for prose.
 */
const LOOKS_LIKE_CODE = /^\s*(?:return|if|elif|else|for|while|def|class|import|from|raise|yield|with|try|except|finally|assert|pass|break|continue|lambda|async|await|global|nonlocal|del)\b(?!-)|[^=!<>]=[^=]|^\s*[\w.]+\(.*\)\s*$|^\s*@\w/;

/** Blank lines only, the same count: indentation and line ends moved, nothing else. */
function sameCode(removed: readonly string[], added: readonly string[]): boolean {
  return removed.join("").trim() === added.join("").trim();
}

function commentLine(line: string, hash: boolean): boolean {
  const text = line.trim();
  if (READ_COMMENT.test(text)) return false;
  // `///` in C# and Rust and `/** */` in Java are comments; a Rust fence was refused before this
  return hash ? text.startsWith("#") : text.startsWith("//");
}

/**
 * The lines [from, to) of a Python text sit inside one docstring it shows whole from its start: the last triple
 * quote before them opens a string right after a `def`/`class` header line (one quote on its line), and no triple
 * quote comes between. A string opened anywhere else (`expected = """`, SQL, a template) is a value the code uses,
 * and a closing quote alone says nothing of what opened it. A docstring holding doctests is code too.
 */
function insideDocstring(lines: readonly string[], from: number, to: number): boolean {
  if (lines.slice(from, to).some((line) => TRIPLE.test(line))) return false;
  const previous = lines.slice(0, from).findLastIndex((line) => TRIPLE.test(line));
  if (previous < 1) return false;
  const opener = lines[previous]!.trim();
  const header = lines.slice(0, previous).findLast((line) => line.trim() !== "");
  const opens = /^[rRuU]?("""|''')/.exec(opener);
  if (opens === null || opener.split(opens[1]!).length !== 2 || header === undefined || !DEF_HEADER_END.test(header)) return false;
  const next = lines.findIndex((line, index) => index >= to && TRIPLE.test(line));
  const body = lines.slice(previous, next < 0 ? lines.length : next);
  return !body.some((line) => line.includes(">>>"));
}

/**
 * True when every hunk of an `apply_patch` file section (the lines after `*** Update File: p`) changes
 * only comments or docstrings: each hunk's context and removed lines against its context and added ones.
 */
export function patchNotesOnly(path: string, section: readonly string[]): boolean {
  const hunks: Array<{ old: string[]; now: string[] }> = [];
  let hunk: { old: string[]; now: string[] } | null = null;
  for (const line of section) {
    if (line.startsWith("@@") || hunk === null) {
      hunk = { old: [], now: [] };
      hunks.push(hunk);
      if (line.startsWith("@@")) continue;
    }
    const body = line.slice(1);
    if (line.startsWith("-")) hunk.old.push(body);
    else if (line.startsWith("+")) hunk.now.push(body);
    else if (line.startsWith(" ") || line === "") {
      hunk.old.push(body);
      hunk.now.push(body);
    } else return false;
  }
  const changing = hunks.filter((part) => part.old.join("\n") !== part.now.join("\n"));
  return changing.length > 0 && changing.every((part) => changesNotesOnly(path, part.old.join("\n"), part.now.join("\n")));
}
