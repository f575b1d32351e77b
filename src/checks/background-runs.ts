import type { ToolCall, Trajectory } from "../model.js";
import { ownSegment } from "./output-segments.js";
import { samePath } from "./paths.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { echoedText, printedEchoes } from "./shell-verdicts.js";
import { unwrap } from "../shell/wrappers.js";
import { escapeRegExp } from "../words.js";

/**
 * Agents' tools run long commands in a background shell and answer with its id ("Background shell
 * started with ID: bg_1", "Command running in background with ID: bash_1"); a later call of the
 * tool that reads that shell (`bash_background_output`, Claude Code's BashOutput) reports how it
 * ended. The command's result is that later report, when it states an exit code.
 */

/** The id a background-shell tool gave the command it started. */
const BACKGROUND_ID = /\bwith ID:?\s*([A-Za-z0-9][\w.-]*?)[.,)]?(?:\s|$)/i;
/** Claude Code's BashOutput report: `<exit_code>0</exit_code>`. */
const REPORTED_EXIT = /<exit_code>(-?\d+)<\/exit_code>/;

/**
 * The call that started a background command, with the output and exit code of the later report
 * that says how it ended (and that report's step); null when no later report states an exit code.
 */
export function backgroundResult(trajectory: Trajectory, index: number): ToolCall | null {
  const started = trajectory.toolCalls[index]!;
  const id = BACKGROUND_ID.exec(started.output ?? "")?.[1];
  if (id === undefined) return null;
  const names = namesId(id);
  for (const later of trajectory.toolCalls.slice(index + 1)) {
    if (later.command !== null || !names.test(JSON.stringify(later.input))) continue;
    const exitCode = later.exitCode ?? reportedExit(later.output);
    if (exitCode !== null) return { ...started, output: later.output, exitCode, step: later.step };
  }
  return null;
}

/** The call that started the background shell a later call reads (`bash_background_output` naming its id), or null. */
export function backgroundStartRead(trajectory: Trajectory, reader: ToolCall): ToolCall | null {
  const input = JSON.stringify(reader.input);
  const index = trajectory.toolCalls.indexOf(reader);
  for (const started of trajectory.toolCalls.slice(0, index < 0 ? trajectory.toolCalls.length : index).reverse()) {
    const id = sentToBackground(started.output) ? BACKGROUND_ID.exec(started.output ?? "")?.[1] : undefined;
    if (id !== undefined && namesId(id).test(input)) return started;
  }
  return null;
}

/** What a background job no later call showed is quoted as, and one whose log a later call read among other output. */
export const UNREAD_QUOTE = "started in the background; no later output shows its result";
export const READ_BESIDE_QUOTE = "its log, read here beside other output";

/**
 * The last later call that returned output and names the job: its log (`tail run.log`) or its background
 * shell's id. What it printed may hold the job's result even where this report cannot split it out.
 */
export function lastReadOf(trajectory: Trajectory, index: number, logs: readonly string[]): ToolCall | null {
  const id = BACKGROUND_ID.exec(trajectory.toolCalls[index]!.output ?? "")?.[1];
  const names = (call: ToolCall) => (id !== undefined && namesId(id).test(JSON.stringify(call.input)))
    || (call.command != null && logs.some((log) => call.command!.includes(log)) && looksAtLog(call.command, logs));
  return trajectory.toolCalls.slice(index + 1).findLast((call) => (call.output ?? "").trim() !== "" && names(call)) ?? null;
}

/** Commands that remove or empty a file: naming the log there reads none of it. */
const REMOVES = /^(?:rm|unlink|shred|truncate)$/;

/** A command of the line names the log other than to remove it or write it (`rm -f run.log` shows nothing of the job). */
function looksAtLog(line: string, logs: readonly string[]): boolean {
  return simpleCommands(line).some((command) => !REMOVES.test(command.words[0] ?? "")
    && command.words.slice(1).some((word) => logs.some((log) => word.includes(log)))
    && !command.writes.some((path) => logs.some((log) => samePath(path, log))));
}

/** The id as a whole word of a later call's input (`bg_1` names bg_1, not bg_12). */
function namesId(id: string): RegExp {
  return new RegExp(`(?:^|[^\\w.-])${escapeRegExp(id)}(?:$|[^\\w.-])`);
}

function reportedExit(output: string | null): number | null {
  const found = REPORTED_EXIT.exec(output ?? "");
  return found ? Number(found[1]) : null;
}

/** Programs that print nothing on standard output (their errors go to standard error). */
const NO_STDOUT = /^(?:sleep|cd|true|:|wait|export|set|kill|test|\[|\[\[)$/;
/** Commands that print nothing of their own, or only the text they are given (a separator). */
const printsNothingOfItsOwn = (program: string) => NO_STDOUT.test(program) || program === "echo" || program === "printf";

/** Programs that print a file back: reading a background job's log shows what the job printed. */
export const READS_FILE = /^(?:cat|tail|head|less|more)$/;

/**
 * A job the shell sent to the background with its output in a log (`nohup pytest > run.log 2>&1 &`):
 * its output is what a later call printed of that log (`tail -20 run.log`), up to the next command
 * that writes the log again; its exit code is not known. Null when no later call reads the log.
 */
/** The line an ATIF exporter adds when the harness raised on the call instead of returning its output. */
const HARNESS_EXCEPTION = /(?:^|\n)\[not run: [^\n]*\]\s*$/;

export function backgroundLogResult(trajectory: Trajectory, index: number, logs: readonly string[]): ToolCall | null {
  if (logs.length === 0) return null;
  const started = trajectory.toolCalls[index]!;
  let read: ToolCall | null = null;
  for (const later of trajectory.toolCalls.slice(index + 1)) {
    // a call the harness cut off (`[not run: … timed out after 30 seconds]`) shows no log
    if (later.command === null || HARNESS_EXCEPTION.test(later.output ?? "")) continue;
    const commands = simpleCommands(later.command);
    if (commands.some((command) => command.writes.some((path) => logs.some((log) => samePath(path, log))))) break;
    const namesLog = (command: (typeof commands)[number]) => command.words.slice(1).some((word) => logs.some((log) => samePath(word, log)));
    const readsLog = (command: (typeof commands)[number]) => READS_FILE.test(command.words[0] ?? "") && namesLog(command);
    // the call's output is the log's only when nothing else in it prints but what reads the log
    // (`grep -c passed run.log` may stand beside it; `cat run.log; ps aux` is not the job's output)
    const onlyLog = commands.some(readsLog) && commands.every((command) => namesLog(command) || printsNothingOfItsOwn(command.words[0] ?? ""));
    // or the part of it echoed separators bound (`echo "=== build ==="; tail log; echo "=== download ==="; ls`)
    const top = commands.filter((command) => !command.nested);
    const reader = top.findLastIndex(readsLog);
    const logPart = onlyLog ? later.output
      : reader < 0 ? null : (ownSegment(top, reader, later.output) ?? afterKnownLines(top, reader, later.output));
    if (logPart !== null && logPart.trim() !== "") read = { ...later, output: logPart };
  }
  return read === null ? null : { ...started, output: read.output, exitCode: null, step: read.step };
}

/** Tools that run a command in the background answer that they started it, not how it ended. */
const BACKGROUND_STARTED = /^\W{0,3}(?:Background (?:shell|process|command|job) started|Command (?:is )?running in (?:the )?background|Running in (?:the )?background|Started in (?:the )?background)\b/i;

export function sentToBackground(output: string | null): boolean {
  return output !== null && BACKGROUND_STARTED.test(output);
}


/**
 * The lines a command prints when they are all literal text: nothing for a quiet command, an echo's
 * text, or what a `bash -c` script of such commands prints (`timeout 25 bash -c 'while kill -0 9; do
 * sleep 3; done; echo "make finished"'`). Null when it may print anything else.
 */
function knownPrints(command: SimpleCommand, depth = 0): string[] | null {
  const program = command.words[0] ?? "";
  if (command.quiet || NO_STDOUT.test(program)) return [];
  if (program === "echo" || program === "printf") {
    const text = echoedText(command);
    return text === null || /[$`%\\]/.test(text) ? null : text.split("\n").map((line) => line.trim());
  }
  const unwrapped = unwrap(command.words);
  if (!("script" in unwrapped) || depth > 0) return null;
  const lines: string[] = [];
  for (const inner of simpleCommands(unwrapped.script)) {
    const printed = knownPrints(inner, depth + 1);
    if (printed === null) return null;
    lines.push(...printed);
  }
  return lines;
}

/**
 * The log reader's part of the output when every command before it prints only known lines (`timeout …
 * bash -c '… echo "make finished"'; tail -20 build.log; echo ---; ps …`): what follows those lines, up to
 * the line of the first literal echo after the reader; null when the part cannot be bounded.
 */
function afterKnownLines(top: readonly SimpleCommand[], reader: number, output: string | null): string | null {
  if (output === null) return null;
  const known = new Set<string>();
  for (const command of top.slice(0, reader)) {
    const printed = knownPrints(command);
    if (printed === null) return null;
    for (const line of printed) known.add(line);
  }
  const lines = output.split(/\r?\n/);
  let start = 0;
  while (start < lines.length && (lines[start]!.trim() === "" || known.has(lines[start]!.trim()))) start += 1;
  const shown = printedEchoes(top, output);
  const next = [...shown.keys()].filter((position) => position > reader).sort((a, b) => a - b)[0];
  // commands between the reader and that echo must print nothing of their own
  const between = top.slice(reader + 1, next ?? top.length);
  if (between.some((command) => knownPrints(command)?.length !== 0)) return null;
  const end = next === undefined ? lines.length : shown.get(next)!.at;
  return end > start ? lines.slice(start, end).join("\n") : null;
}
