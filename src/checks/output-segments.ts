import type { SimpleCommand } from "./simple-commands.js";
import { printedEchoes } from "./shell-verdicts.js";
import { programName } from "./checkers.js";
import { verdictLine } from "./printed-verdict.js";
import { clip } from "./quote.js";
import { summaryLine, summaryOutcome, type RunOutcome } from "./run-outcome.js";

/**
 * Agents separate the parts of one command line with echoes (`a; echo ===; b | tail -3; echo ===; c`).
 * The line has one output, but each literal echo prints a line the transcript shows, in order: what
 * lies between two of them is what the commands between them printed. A verdict printed by `b` is
 * then `b`'s, not `c`'s.
 */

/** Commands that print nothing of their own besides what they pass on from the command before. */
const PASSES_ON = new Set(["tail", "head", "grep", "egrep", "tee", "sort", "uniq", "cut", "tr", "sed", "awk", "wc", "column", "nl", "fold"]);

/**
 * The part of `output` the command at `index` of the line (its top-level commands) printed, when
 * literal echoes bound it on both sides (the line's start when nothing before it prints), or before it
 * with nothing printing after it; else null.
 */
export function ownSegment(line: readonly SimpleCommand[], index: number, output: string | null): string | null {
  return segmentOf(line, index, output, false);
}

/**
 * Where the command at `index` starts printing: its own part as ownSegment finds it, or, when commands
 * after it print before the next echo, the part that begins with its output (theirs may follow).
 * For a quote of a run its exit code decided, never for reading its verdict.
 */
export function partFrom(line: readonly SimpleCommand[], index: number, output: string | null): string | null {
  return segmentOf(line, index, output, true);
}

function segmentOf(line: readonly SimpleCommand[], index: number, output: string | null, others: boolean): string | null {
  // only literal echoes bound a part: an echo of a variable may print anything. A line without one has no
  // part (nothing bounds it on either side): most lines, so the output is not searched for their echoes (Run 32)
  if (output === null || !line.some((command) => literalEcho(command) && !command.nested)) return null;
  const shown = printedEchoes(line, output);
  const echoes = [...shown.keys()].filter((position) => literalEcho(line[position]!) && !line[position]!.nested).sort((a, b) => a - b);
  // the line's start bounds it too when nothing before it prints (`sleep 30; cat run.log; echo ---; ps`)
  const before = echoes.findLast((position) => position < index) ?? -1;
  const after = echoes.find((position) => position > index);
  const between = line.slice(index + 1, after ?? line.length).filter((command) => !command.nested);
  // a command that prints nothing when it succeeds (a file command, one whose streams are sent away), joined
  // by `&&` to what follows: the echo after it printed, so it succeeded
  const silentOnSuccess = (command: SimpleCommand) => command.next === "&&" && !prints(command);
  const pipedOnly = between.every((command) => PASSES_ON.has(command.words[0] ?? "") || /^\w+=/.test(command.words[0] ?? "")
    || blankOrStatusEcho(command) || silentOnSuccess(command));
  if ((!pipedOnly && !others) || line.slice(before + 1, index).some((command) => !command.nested && prints(command))) return null;
  if (before === -1 && after === undefined) return null;
  const lines = output.split(/\r?\n/);
  const start = before === -1 ? -1 : shown.get(before)!.at;
  const end = after === undefined ? lines.length : shown.get(after)!.at;
  if (end <= start) return null;
  return lines.slice(start + 1, end).join("\n");
}

/**
 * `prog > out.txt 2> err.txt; echo "exit: $?"; cat out.txt; cat err.txt`: the command printed nothing
 * itself, and the later `cat`s of the files it wrote print what it wrote. Their parts are its output;
 * null when no `cat` reads its files back or a part cannot be told from the rest.
 */
export function readBackSegment(line: readonly SimpleCommand[], index: number, output: string | null): string | null {
  const command = line[index];
  if (command === undefined || !command.quiet || command.writes.length === 0 || output === null) return null;
  const readsBack = (other: SimpleCommand) => other.words[0] === "cat" && !other.nested && other.writes.length === 0
    && other.words.length > 1 && other.words.slice(1).every((word) => command.writes.includes(word));
  const cats = line.flatMap((other, at) => (at > index && readsBack(other) ? [at] : []));
  if (cats.length === 0) return null;
  const parts = cats.map((at) => ownSegment(line, at, output));
  if (parts.every((part) => part !== null)) return parts.join("\n");
  // no echoes part them: the whole output is theirs when nothing else in the line prints
  const others = line.filter((other, at) => at !== index && !cats.includes(at) && !other.nested);
  return others.every((other) => !prints(other) || literalEcho(other) || blankOrStatusEcho(other)) ? output : null;
}

/**
 * `echo ""` (a blank line) or `echo "exit: $?"` (a status): what it adds to a part is no verdict of its
 * own, so a check's part may hold it. An echo of any other text could read as the check's verdict.
 */
function blankOrStatusEcho(command: SimpleCommand): boolean {
  if (command.words[0] !== "echo" || command.writes.length > 0) return false;
  const text = command.words.slice(1).filter((word) => !/^-[neE]+$/.test(word));
  return text.every((word) => word.trim() === "") || text.some((word) => word.includes("$?"));
}

/** An echo of literal text that writes no file: the line it prints is known before it runs. */
function literalEcho(command: SimpleCommand): boolean {
  return command.words[0] === "echo" && command.writes.length === 0 && !command.words.slice(1).some((word) => /[$`\\]/.test(word));
}

/** Commands before ours that could print: any but assignments, `cd` and `set`. */
/** Whether a command may print to the call's output: not a file test, a file command, a setting, or one whose streams are sent away. */
export function prints(command: SimpleCommand): boolean {
  const program = command.words[0] ?? "";
  if (command.quiet) return false;
  if (blankOrStatusEcho(command) && !command.words.some((word) => word.includes("$?"))) return false;
  // file commands and `python -m venv` print nothing when they succeed
  if (/^(?:rm|rmdir|mkdir|cp|mv|touch|chmod|chown|ln)$/.test(program)) return false;
  if (/^python[\d.]*$/.test(programName(program)) && command.words[1] === "-m" && command.words[2] === "venv") return false;
  return !/^(?:\w+=.*|cd|set|export|true|:|sleep|test|\[\[?)$/.test(program) && command.writes.length === 0;
}

/** The line of a command's own part of the output that says most, as the quote of a run its exit code decided. */
/** Codex's status header before a command's output (`Chunk ID: …`, `Wall time: …`, `Output:`): the harness's lines. */
const HARNESS_HEADER = /^(?:Chunk ID: |Wall time: |Process exited with code |Process running with session ID |Original token count: |Output:$)/;
/** A line the command printed: not blank, not the harness's header. */
const commandsOwn = (line: string) => line.trim() !== "" && !HARNESS_HEADER.test(line);

export function segmentQuote(segment: string): string | undefined {
  // a runner's summary that counts failures is what its part says, whatever pass lines (`✓ a.test.ts`) came before
  const summary = summaryLine(segment);
  if (summary !== null && summaryOutcome(segment) === "failed") return summary;
  return verdictLine(segment) ?? summary ?? segment.split("\n").find(commandsOwn)?.trim();
}

/** The line of a command's own part of the output that says how it went, as the run's quote. */
export function quoteOf(segment: string, outcome: RunOutcome): { quote?: string } {
  const failedSummary = outcome === "failed" && summaryOutcome(segment) === "failed" ? summaryLine(segment) : null;
  const said = outcome === "unknown" ? null : (failedSummary ?? verdictLine(segment) ?? summaryLine(segment));
  return said === null ? {} : { quote: said };
}

/** At most this many characters of what a run with no result printed are kept. */
const MAX_PRINTED = 60;

/** What a run with no result of its own printed: the first non-blank line of its own part, when there is one. */
export function printedOf(segment: string): { printed?: string } {
  const first = segment.split(/\r?\n/).find(commandsOwn);
  return first === undefined ? {} : { printed: clip(first.trim(), MAX_PRINTED) };
}

/** A run read only from its summary line: what it says, quoted, or no result. */
export function summaryOnly(output: string | null): { outcome: RunOutcome; from: "summary line" | "none"; quote?: string } {
  const outcome = summaryOutcome(output);
  const quote = outcome === "unknown" || output === null ? null : summaryLine(output);
  return { outcome, from: outcome === "unknown" ? "none" : "summary line", ...(quote === null ? {} : { quote }) };
}

/**
 * The quote of a run its exit code decided: the line of its own part that says most; when other
 * commands of the line print too, the first line of the part it starts or, last in the line, the
 * output's end (never another command's failure); undefined when the output is its alone.
 */
export function exitCodeQuote(
  line: readonly SimpleCommand[],
  index: number,
  output: string | null,
  segment: string | null,
): string | undefined {
  if (segment !== null) return segmentQuote(segment);
  const others = line.some((command, at) => at !== index && !command.nested && prints(command) && !PASSES_ON.has(command.words[0] ?? ""));
  if (!others || output === null) return undefined;
  const start = partFrom(line, index, output)?.split("\n").find(commandsOwn);
  const last = line.findLastIndex((command) => !command.nested) === index;
  return (start ?? (last ? output.split("\n").findLast((text) => text.trim() !== "") : undefined))?.trim();
}

/** Commands that only shape or report what came before: after a runner, its output stays its own. */
const FILTERS = new Set(["tail", "head", "grep", "egrep", "tee", "cat", "sed", "awk", "cut", "sort", "uniq", "wc", "less", "more", "echo", "printf", "true", ":", "exit", "sleep", "column", "tr", "fold", "nl"]);

/** The line's output is the runner's when every command after it only filters or reports. */
export function ownsOutput(command: SimpleCommand, top: readonly SimpleCommand[]): boolean {
  const from = top.indexOf(command);
  return from !== -1 && top.slice(from + 1).every((item) => FILTERS.has(item.words[0] ?? ""));
}

/** Commands that print nothing of their own: before a runner, the line's output is still the runner's. */
const SILENT = new Set(["cd", "export", "set", "source", ".", "unset", "pushd", "popd", "ulimit", "umask"]);

/** The line's whole output, when only this command printed it (quiet commands before, filters after). */
export function soleOutput(command: SimpleCommand, top: readonly SimpleCommand[], output: string | null): string | null {
  const index = top.indexOf(command);
  const quietBefore = index >= 0 && top.slice(0, index).every((item) => SILENT.has(item.words[0] ?? ""));
  return quietBefore && ownsOutput(command, top) ? output : null;
}

/** What the line's literal echoes print (`echo "--- done ---"` prints `--- done ---`): lines no other command printed. */
export function echoTexts(line: readonly SimpleCommand[]): string[] {
  return line.filter(literalEcho).map((command) => command.words.slice(1).filter((word) => !/^-[neE]+$/.test(word)).join(" ").trim());
}

/** Output of one non-blank line: a program's single result line (`Results: 12 30 8`). */
export function oneLine(output: string | null): boolean {
  return output !== null && output.split(/\r?\n/).filter((line) => line.trim() !== "").length === 1;
}
