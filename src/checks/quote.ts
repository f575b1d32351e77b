import type { Edit, Evidence } from "../model.js";

/** A quote is a glimpse, not a copy: long enough to recognize, short enough for a comment. */
export const MAX_QUOTE_CHARS = 160;

const SUMMARY_LINE = /\b(?:pass|passed|passing|fail|failed|failing|error|errors|ok|tests?|success|succeeded|exit code)\b/i;
// eslint-disable-next-line no-control-regex
export const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** The escape every ANSI code opens on. */
const ESCAPE = "\u001b";

/**
 * `text` without its ANSI codes. Every code opens on the escape character, so a text without one is
 * given back unscanned: the loader already strips the codes of most outputs, and the checks read each
 * output several times (the replace's scan cost ~10 ms of the checks' first pass, bench/RESULTS.md, Run 32).
 */
export function withoutAnsi(text: string): string {
  return text.includes(ESCAPE) ? text.replace(ANSI, "") : text;
}

/**
 * The line of a command's output that best says how it went: the last line that reads like a
 * summary (test runners print theirs last), else the last non-empty line.
 */
export function outputQuote(output: string | null): string {
  if (output === null) return "(no output recorded)";
  const lines = withoutAnsi(output).split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  const line = lines.findLast((candidate) => SUMMARY_LINE.test(candidate)) ?? lines.at(-1) ?? "(empty output)";
  return clip(line);
}

export function clip(text: string, max = MAX_QUOTE_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

export function evidence(step: number | null, quote: string, path: string | null = null): Evidence {
  return { step, path, quote: clip(quote) };
}

/** A command or file name inside a summary, as a code span that its own text cannot break. */
export function named(text: string): string {
  return `\`${clip(text.replace(/`/g, "ˋ"), 40)}\``;
}

/** A reader counts steps from 1; the report's `step` fields stay 0-based indexes. */
export function stepLabel(step: number): string {
  return `step ${step + 1}`;
}

/** An edit as evidence: what was done to which file, at its step. */
export function editEvidence(edit: Edit): Evidence {
  // an edit of unknown kind was made by a command (a script, inline code), or by a file tool that
  // does not say whether the file was new ("File written to …")
  const kind = edit.kind !== "unknown" ? edit.kind : edit.inferred ? "changed by a command:" : "written:";
  return evidence(edit.step, `${kind} ${edit.path}`, edit.path);
}
