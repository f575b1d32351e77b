import type { VerificationRun } from "./verification.js";
import { escapeRegExp } from "../words.js";
import { clip } from "./quote.js";

/**
 * What the task says must stay as it is. An issue often names the behaviour that is right today beside the one to change:
 * "the default `_` behaviour is fine and must stay as it is (for example `snake_case_to_camel('not_snake_!')` returns the
 * string unchanged)", "four fields (`a=1&b=2&c=3&d=4`) must still be rejected". A run after the change that fails on
 * such a value fails on behaviour the task says works on the original code: the change broke it, though no run of the
 * original code is shown. Only data is read (a quoted string, a literal that is not code): a function's name is on every
 * traceback line of its failures, wanted or not.
 */
export interface StatedValue {
  /** The value as the task writes it, without its quotes. */
  value: string;
  /** The task's sentence (the clause of it) that says it must stay. */
  statement: string;
}

/** A modal that says behaviour must be kept: "must stay", "should still", "must not change", "keep working". */
const MUST_STAY = /\b(?:must|should|has to|have to|needs? to)\s+(?:still|stay|remain|keep|continue|not\s+change|not\s+break|be\s+kept|be\s+preserved)\b|\bkeeps?\s+working\b|\bstays?\s+the\s+same\b/i;
/** A code span of Markdown. */
const CODE_SPAN = /`([^`\n]+)`/g;
/** A quoted string inside a code span: `f('not_snake_!')`. */
const QUOTED = /(['"])((?:(?!\1)[^\\\n]|\\.){4,}?)\1/g;
/**
 * Code, not data: a name, a dotted name, a call, a keyword argument whose value is a name, a number or a quoted string
 * (`ndigits=0`, `sep='-'`), a keyword. A parameter whose value no language would write bare (`charset=utf-8`) is data.
 */
const CODE_LIKE = /^(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(.*\))?|[A-Za-z_]\w*\s*=\s*(?:[\w.]+|'[^']*'|"[^"]*")|true|false|null|none|undefined|nil)$/i;
/** Fewer characters than this are too common to be the task's value in a run's output (`_`, `0`, `2K`). */
const MIN_VALUE = 4;
/**
 * A sentence's end: a stop before a space, a blank line, a list item; a clause's: a semicolon, a dash, a contrast
 * ("`1.5K` should still be accepted, but `1.5KK` must now raise": the second value is the one to change).
 */
const SENTENCE_END = /[.!?](?=\s)|;|\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)|,?\s(?=(?:but|while|whereas|except|unlike|however)\b)|\s[—–]\s/g;
/** A negation before the modal (`no longer needs to keep working`, `does not have to stay`): nothing must stay. */
const NEGATED_MODAL = /\b(?:no longer|not|never)\b|n't\b/i;
/** How far before the modal a negation is read. */
const NEGATION_REACH = 25;
/** Abbreviations whose stops end no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx)\./gi;
/** At most this much of the task's sentence, and of a value, is quoted. */
const MAX_STATEMENT = 160;
const MAX_VALUE = 40;

/** A clause of the task: its text, and the same with its code spans' contents masked (`x`), for reading its words. */
export interface TaskClause {
  text: string;
  masked: string;
}

/** The task's clauses, cut at sentence ends, semicolons, dashes and contrasts, never inside a code span. */
export function taskClauses(task: string): TaskClause[] {
  // code spans hold stops and semicolons of their own (`'1.5K'`, `a; b`): sentences are cut on the text around them
  // and so do abbreviations (`(e.g. \`/a/5\`)`)
  const masked = task.replace(CODE_SPAN, (span) => "`" + "x".repeat(span.length - 2) + "`")
    .replace(ABBREVIATION, (word) => word.replace(/\./g, "_"));
  const clauses: TaskClause[] = [];
  let from = 0;
  for (const end of [...masked.matchAll(SENTENCE_END), { index: masked.length }]) {
    const [start, stop] = [from, end.index + 1];
    from = stop;
    clauses.push({ text: task.slice(start, stop), masked: masked.slice(start, stop) });
  }
  return clauses;
}

/** The values the task says must stay as they are, each with its sentence. */
export function taskInvariants(task: string | null | undefined): StatedValue[] {
  if (!task) return [];
  const found = new Map<string, StatedValue>();
  for (const { text, masked } of taskClauses(task)) {
    const modal = MUST_STAY.exec(masked);
    if (modal === null || NEGATED_MODAL.test(masked.slice(Math.max(0, modal.index - NEGATION_REACH), modal.index))) continue;
    const statement = text.trim();
    for (const value of statedValues(text)) if (!found.has(value)) found.set(value, { value, statement });
  }
  return [...found.values()];
}

/** The data a sentence's code spans hold: their quoted strings, or the span itself when it is no code. */
function statedValues(sentence: string): string[] {
  return [...sentence.matchAll(CODE_SPAN)].flatMap((span) => {
    const code = span[1]!.trim();
    const quoted = [...code.matchAll(QUOTED)].map((match) => match[2]!);
    if (quoted.length > 0) return quoted.filter((value) => value.trim().length >= MIN_VALUE);
    return code.length >= MIN_VALUE && !CODE_LIKE.test(code) ? [code] : [];
  });
}

/**
 * A line that reports a failed comparison: an assertion's message, `a != b`, expected beside got, Go's got/want, chai's
 * `expected x to equal y`, a check's `(expected X)`, a Go test's own `t.Errorf` line. An error that merely
 * mentions the value (`ConnectionError: …(host='localhost', …)`, `bad size '': expected e.g. 1.5K`) is no failure on it.
 */
const FAILURE_LINE = /AssertionError|\s(?:!=|==)\s|^\s*(?:Expected|Received|Actual)\b|\b[Ee]xpected\b.*\b(?:got|but|received|actual|instead)\b|\bgot\b.*\b(?:[Ee]xpected|want(?:ed|Err)?)\b|\b[Ee]xpected\b.*\bto\s+(?:be|equal|deeply|strictly|have|contain|match|throw)\b|\([Ee]xpected\s[^)]*\)|\bmismatch\b|^\s*\w+_test\.go:\d+: /;
/** The opening of a diff of actual and expected values (`+ actual - expected`, unittest's `- got` / `+ wanted`). */
const VALUE_DIFF = /AssertionError|\b[Ee]xpected\b|\bactual\b/;
/** A value diff's lines follow its opening within this many lines. */
const VALUE_DIFF_LINES = 4;

/**
 * The first stated value a failure line of the output names, or null. A value on both sides of the failed comparison
 * (`'&quot;…&#039;' != '&quot;…&#x27;'`) is not what differs: only a side's own value is one it failed on.
 */
export function failedOnStatedValue(output: string | null, stated: readonly StatedValue[]): StatedValue | null {
  if (output === null || stated.length === 0) return null;
  // pytest shows its diff of the two values on `E` lines (`E       - "&lt;&#039;…"`): read as the diff's own lines
  const lines = output.split("\n").map((line) => line.replace(PYTEST_E, ""));
  const inValueDiff = (index: number) => /^\s*[-+]\s/.test(lines[index]!)
    && lines.slice(Math.max(0, index - VALUE_DIFF_LINES), index).some((before) => VALUE_DIFF.test(before));
  // the assertion's source as a traceback shows it (pytest's `>` line, `self.assertEqual(…)`) is code, not what it compared
  const reports = (line: string) => FAILURE_LINE.test(line) && !SOURCE_LINE.test(line);
  const failing = lines.map((line, index) => ({ line, index })).filter(({ line, index }) => reports(line) || inValueDiff(index));
  if (failing.length === 0) return null;
  const differs = (value: string) => failing.some(({ line, index }) => {
    if (!namesValue(line, value)) return false;
    const sides = line.split(COMPARISON);
    if (sides.length === 2) return occurrences(sides[0]!, value) !== occurrences(sides[1]!, value);
    // a `-`/`+` line of a value diff: the value on the other side's lines too is no difference
    if (!inValueDiff(index)) return true;
    const other = line.trimStart().startsWith("-") ? "+" : "-";
    const from = Math.max(0, index - VALUE_DIFF_LINES);
    return !lines.slice(from, index + VALUE_DIFF_LINES + 1)
      .some((near, at) => near.trimStart().startsWith(`${other} `) && inValueDiff(from + at) && namesValue(near, value));
  });
  return stated.find((item) => differs(item.value)) ?? null;
}

/** A traceback's line of source: pytest's failing line (`>   assert …`), an assertion call with no message of its own. */
const SOURCE_LINE = /^>\s|^\s*(?:self\.)?assert\w*\s*\(/;
/** pytest's prefix of a failure's explanation lines. */
const PYTEST_E = /^E {2,}(?=[-+?] )/;
/** The operator of a failed comparison on one line: unittest's and pytest's `!=` and `==`. */
const COMPARISON = /\s(?:!=|==)\s/;

function occurrences(text: string, value: string): number {
  return text.split(value).length - 1;
}

/** The line holds the value whole: not inside a longer word (`fall` in `falling`). */
export function namesValue(line: string, value: string): boolean {
  return new RegExp(`(?<![\\w])${escapeRegExp(value)}(?![\\w])`).test(line);
}

/**
 * The stated value a run after the change failed on, when no run before the change failed on it: the change broke
 * behaviour the task says the original code has.
 */
export function brokenInvariant(
  run: VerificationRun,
  runs: readonly VerificationRun[],
  firstChange: number | null,
  stated: readonly StatedValue[],
): StatedValue | null {
  if (firstChange === null || run.call <= firstChange || run.outcome !== "failed") return null;
  const broken = failedOnStatedValue(run.output, stated);
  if (broken === null) return null;
  const before = runs.filter((other) => other.call < firstChange && other.outcome === "failed");
  return before.some((other) => failedOnStatedValue(other.output, [broken]) !== null) ? null : broken;
}

/** "`not_snake_!`, of which the task says: “…”". */
export function invariantNote({ value, statement }: StatedValue): string {
  return `\`${clip(value, MAX_VALUE)}\`, of which the task says: "${clip(statement, MAX_STATEMENT)}"`;
}
