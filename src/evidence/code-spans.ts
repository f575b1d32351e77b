/**
 * A small lexer for the string and comment spans of source code, per language family, so that a
 * rule meant for code (a skip marker, an assertion) does not fire on text inside a string literal
 * or a comment: `testdir.makepyfile("""@pytest.mark.skip …""")` writes a test, it is not one.
 * It reads lines in order and carries its state across them (Python's triple-quoted strings, block
 * comments, template literals, raw strings). Full parsers per language cost far more than the
 * question needs; regex literals and string interpolation are read as plain code or string.
 */
import type { DiffFile, DiffLine } from "./diff.js";

export type LanguageFamily = "python" | "c-like" | "script" | "hash";

interface FamilyRules {
  /** Opens a comment to the end of the line. */
  lineComments: readonly string[];
  /** Block comments: opener and closer. */
  blockComments: readonly (readonly [string, string])[];
  /** Quotes that open a string closed by the same quote, longest first; `multiline` ones span lines. */
  quotes: readonly { open: string; multiline: boolean }[];
  /** `'` opens a short character literal (`'a'`, `'\n'`), else it is code (Rust lifetimes, Scala symbols). */
  charLiterals: boolean;
}

const C_LIKE: FamilyRules = {
  lineComments: ["//"],
  blockComments: [["/*", "*/"]],
  quotes: [
    { open: '"""', multiline: true },
    { open: '"', multiline: false },
    { open: "`", multiline: true },
  ],
  charLiterals: true,
};

const FAMILIES: Record<LanguageFamily, FamilyRules> = {
  python: {
    lineComments: ["#"],
    blockComments: [],
    quotes: [
      { open: '"""', multiline: true },
      { open: "'''", multiline: true },
      { open: '"', multiline: false },
      { open: "'", multiline: false },
    ],
    charLiterals: false,
  },
  // Go, Rust, Java, Kotlin, C#, Swift, Scala, C and C++: `'` is a character, not a string
  "c-like": C_LIKE,
  // JavaScript, TypeScript, PHP, Dart: `'` opens a string; template literals span lines
  script: {
    ...C_LIKE,
    quotes: [
      { open: '"', multiline: false },
      { open: "'", multiline: false },
      { open: "`", multiline: true },
    ],
    charLiterals: false,
  },
  // Ruby, Elixir, shell, YAML, TOML: `#` comments; Elixir's `"""` heredocs span lines
  hash: {
    lineComments: ["#"],
    blockComments: [],
    quotes: [
      { open: '"""', multiline: true },
      { open: '"', multiline: false },
      { open: "'", multiline: false },
    ],
    charLiterals: false,
  },
};

const EXTENSIONS: readonly [RegExp, LanguageFamily][] = [
  [/\.(?:py|pyi|pyx)$/i, "python"],
  [/\.(?:[cm]?[jt]sx?|php|dart|vue|svelte)$/i, "script"],
  [/\.(?:go|rs|java|kt|kts|cs|swift|scala|c|cc|cpp|cxx|h|hpp|m|mm)$/i, "c-like"],
  [/\.(?:rb|ex|exs|sh|bash|ya?ml|toml|r|pl)$/i, "hash"],
];

/** The family a file's name says it is in, or null when the lexer does not know the language. */
export function familyOf(path: string): LanguageFamily | null {
  return EXTENSIONS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Where a line starts: in code, or inside a string or block comment that an earlier line opened. */
export type LexState = { in: "code" } | { in: "string"; close: string; raw?: boolean } | { in: "comment"; close: string };

export const CODE: LexState = { in: "code" };

/** A character literal at the start of `text`: `'a'`, `'\n'`, `'\u{1F600}'`. */
const CHAR_LITERAL = /^'(?:\\(?:u\{[0-9A-Fa-f]+\}|x[0-9A-Fa-f]{2}|.)|[^'\\\n])'/u;
/** Rust's raw strings: `r"…"`, `r#"…"#`; the closer repeats the hashes. */
const RAW_STRING = /^r(#*)"/;

/**
 * One line with the contents of its strings and all of its comments blanked out (each character
 * a space, so columns hold; string quotes are kept, so `skip("why")` still reads as a call with a
 * string), and the state the next line starts in.
 */
export function codeOfLine(line: string, state: LexState, family: LanguageFamily): { code: string; next: LexState } {
  const rules = FAMILIES[family];
  const out: string[] = [];
  let current = state;
  let index = 0;
  const blank = (text: string) => out.push(text.replace(/[^\t]/g, " "));
  while (index < line.length) {
    if (current.in !== "code") {
      const closeAt = findClose(line, index, current);
      const end = closeAt === -1 ? line.length : closeAt;
      blank(line.slice(index, end));
      if (closeAt === -1) break;
      out.push(current.in === "string" ? current.close : " ".repeat(current.close.length));
      index = closeAt + current.close.length;
      current = CODE;
      continue;
    }
    const rest = line.slice(index);
    if (rules.lineComments.some((opener) => rest.startsWith(opener))) {
      blank(rest);
      break;
    }
    const block = rules.blockComments.find(([opener]) => rest.startsWith(opener));
    if (block) {
      blank(block[0]);
      index += block[0].length;
      current = { in: "comment", close: block[1] };
      continue;
    }
    const raw = family === "c-like" && !/\w$/.test(line.slice(0, index)) ? RAW_STRING.exec(rest) : null;
    if (raw) {
      out.push(raw[0]);
      index += raw[0].length;
      current = { in: "string", close: `"${raw[1]}`, raw: true };
      continue;
    }
    if (rest.startsWith("'") && rules.charLiterals) {
      const char = CHAR_LITERAL.exec(rest)?.[0] ?? "'";
      out.push(char.length > 1 ? `'${" ".repeat(char.length - 2)}'` : char);
      index += char.length;
      continue;
    }
    const quote = rules.quotes.find(({ open }) => rest.startsWith(open));
    if (quote) {
      out.push(quote.open);
      index += quote.open.length;
      current = { in: "string", close: quote.open };
      if (!quote.multiline) {
        const closeAt = findClose(line, index, current);
        const end = closeAt === -1 ? line.length : closeAt;
        blank(line.slice(index, end));
        // an unclosed one-line string ends with its line (a cut line, or an unknown syntax)
        if (closeAt !== -1) out.push(quote.open);
        index = closeAt === -1 ? line.length : closeAt + quote.open.length;
        current = CODE;
      }
      continue;
    }
    out.push(line[index]!);
    index += 1;
  }
  return { code: out.join(""), next: current };
}

/** The index of the closer of a string or comment from `from`, skipping escaped characters in strings. */
function findClose(line: string, from: number, state: Exclude<LexState, { in: "code" }>): number {
  for (let index = from; index < line.length; index += 1) {
    if (state.in === "string" && !state.raw && line[index] === "\\") {
      index += 1;
      continue;
    }
    if (line.startsWith(state.close, index)) return index;
  }
  return -1;
}

/** Consecutive lines of one file, each with its strings' contents and its comments blanked. */
export function codeOfLines(lines: readonly string[], family: LanguageFamily, start: LexState = CODE): string[] {
  return lexHunk(lines, family, start).code;
}

/** The quotes of a family that span lines: a hunk may start inside one of them. */
function multilineStarts(family: LanguageFamily): LexState[] {
  return FAMILIES[family].quotes.filter((quote) => quote.multiline).map((quote) => ({ in: "string", close: quote.open }));
}

/**
 * The code of each line of one side of a diff (the new side: context and added lines; the old:
 * context and removed), its strings and comments blanked. A hunk is lexed from its own first line:
 * in code, unless starting in code leaves it inside a string and starting inside one ends in code
 * (the hunk then began in the middle of a docstring or a text block).
 */
export function diffSideCode(file: DiffFile, side: "new" | "old", family: LanguageFamily): Map<DiffLine, string> {
  const lineOf = (line: DiffLine) => (side === "new" ? line.newLine : line.oldLine);
  const sideLines = file.lines.filter((line) => line.kind === " " || line.kind === (side === "new" ? "+" : "-"));
  const hunks: DiffLine[][] = [];
  for (const line of sideLines) {
    const previous = hunks.at(-1)?.at(-1);
    if (previous === undefined || lineOf(line) !== (lineOf(previous) ?? NaN) + 1) hunks.push([]);
    hunks.at(-1)!.push(line);
  }
  const code = new Map<DiffLine, string>();
  for (const hunk of hunks) {
    const texts = hunk.map((line) => line.text);
    // a hunk from the file's first line cannot start inside a string
    const starts = lineOf(hunk[0]!) === 1 ? [CODE] : [CODE, ...multilineStarts(family)];
    const lexed = starts.map((start) => lexHunk(texts, family, start));
    // a string a context line after the hunk's changes opens (`test_one="""`, a test's `dedent\`` over three lines) runs
    // past the hunk: starting in code is then right although it ends in a string; starting inside one reads it inside out
    // (a line that is the quote alone, `"""`, more likely closes a docstring the hunk began in)
    const lastChange = hunk.findLastIndex((line) => line.kind !== " ");
    const opener = hunk[lexed[0]!.openedFrom]?.text.trim() ?? "";
    const bareQuote = FAMILIES[family].quotes.some((quote) => quote.multiline && opener.startsWith(quote.open));
    const opensAtEnd = lexed[0]!.openedFrom < hunk.length && lexed[0]!.openedFrom > lastChange && !bareQuote;
    const chosen = opensAtEnd ? lexed[0]! : lexed.find((result) => result.end.in === "code") ?? lexed[0]!;
    hunk.forEach((line, index) => code.set(line, chosen.code[index]!));
  }
  return code;
}

/** The hunk's code from a starting state, its end state, and the line from which it stayed outside code (its length if it ends in code). */
function lexHunk(lines: readonly string[], family: LanguageFamily, start: LexState): { code: string[]; end: LexState; openedFrom: number } {
  let state = start;
  let openedFrom = start.in === "code" ? lines.length : 0;
  const code = lines.map((line, index) => {
    const result = codeOfLine(line, state, family);
    if (state.in === "code" && result.next.in !== "code") openedFrom = index;
    else if (result.next.in === "code") openedFrom = lines.length;
    state = result.next;
    return result.code;
  });
  return { code, end: state, openedFrom };
}
