import type { ToolCall, Trajectory } from "../model.js";
import { escapeRegExp } from "../words.js";
import { isCut } from "../shell/cut-mark.js";
import { runRecord } from "./run-record.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { ownSegment, prints } from "./output-segments.js";
import { clip } from "./quote.js";
import { pathFactsByCall } from "./path-facts.js";
import type { PathFacts } from "../shell/file-tests.js";
import type { VerificationRun } from "./verification.js";

/**
 * The task's own test: a command the request gives in backticks, followed by the output it should
 * print (`You can test your build with this command: \`pmars -b -r 50 … | tail -n 1\`. This should output
 * "Results: X Y Z" where X, Y, Z are integers.`). A later run of that command whose own part of the
 * output holds a line of that shape passed the test the task set, whatever status its pipe hid.
 */

/** A command given in backticks: long enough to be one, short enough to be a line. */
const BACKTICKED = /`([^`\n]{3,200})`/g;
/** "should output "…"", "must print `…`", "is expected to return '…'": what the command prints when it works. */
const SHOULD_PRINT = /\b(?:should|must|will|is expected to)\s+(?:output|print|return|produce|show|display)\s*:?\s*(["“'`])([^"”'`\n]{1,200})["”'`]/gi;
/** "where X, Y, Z are integers": the placeholders of the expected line that stand for numbers. */
const NUMBER_PLACEHOLDERS = /^[^.\n]*?\bwhere\s+((?:[A-Z][A-Za-z0-9_]{0,15}(?:\s*,\s*|\s+and\s+|\s*))+)\s+(?:are|is)\s+(?:all\s+)?(?:an?\s+)?(?:integers?|numbers?|digits?|floats?|decimals?)\b/;
/** How far before the expected output its command may stand: the same or the paragraph before. */
const MAX_COMMAND_DISTANCE = 400;
/** At most this many characters of the expected line are quoted. */
const MAX_NAME_CHARS = 40;
/** Programs whose output is the text they are given. */
const PRINTS_ITSELF = /^(?:echo|printf)$/;
/** How a run of the task's test is named: then the command, as the task gives it. */
export const TASK_TEST_RUNNER = "task's test: ";

export interface TaskTest {
  /** The command as the task gives it, and its simple commands as the shell reads them. */
  command: string;
  commands: readonly SimpleCommand[];
  /** The expected line as the task writes it, and as a pattern a whole output line must match. */
  written: string;
  expected: RegExp;
}

/** The tests the task text sets: each backticked command with the output it should print. */
export function taskTests(task: string | null): TaskTest[] {
  if (task === null) return [];
  const tests: TaskTest[] = [];
  for (const said of task.matchAll(SHOULD_PRINT)) {
    const before = task.slice(Math.max(0, said.index - MAX_COMMAND_DISTANCE), said.index);
    const command = [...before.matchAll(BACKTICKED)].at(-1)?.[1]?.trim();
    const commands = command === undefined ? [] : simpleCommands(command).filter((item) => !item.nested);
    // a command that prints its own words (`echo ok`) shows nothing of the work
    if (command === undefined || commands.length === 0 || PRINTS_ITSELF.test(commands[0]!.words[0] ?? "")) continue;
    const rest = task.slice(said.index + said[0].length);
    const written = said[2]!.trim();
    tests.push({ command, commands, written, expected: linePattern(written, placeholders(rest)) });
  }
  return tests;
}

function placeholders(rest: string): Set<string> {
  const names = NUMBER_PLACEHOLDERS.exec(rest)?.[1] ?? "";
  return new Set(names.split(/\s*,\s*|\s+and\s+|\s+/).filter((name) => name !== ""));
}

/** The expected line as a pattern: its words literal, spacing loose, each number placeholder a number. */
function linePattern(written: string, numbers: ReadonlySet<string>): RegExp {
  const parts = written.split(/(\s+|\b[A-Za-z_]\w*\b)/).filter((part) => part !== "");
  const source = parts.map((part) => (/^\s+$/.test(part) ? "\\s+" : numbers.has(part) ? "-?\\d+(?:\\.\\d+)?" : escapeRegExp(part))).join("");
  return new RegExp(`^\\s*${source}\\s*$`);
}

/** The runs of the task's tests: each call that ran one and printed a line of the expected shape in its own part. */
export function taskTestRuns(trajectory: Trajectory): VerificationRun[] {
  const tests = taskTests(trajectory.task);
  if (tests.length === 0) return [];
  const runs: VerificationRun[] = [];
  const factsAt = pathFactsByCall(trajectory);
  trajectory.toolCalls.forEach((call, index) => {
    if (call.command == null || call.output == null || isCut(call.command)) return;
    for (const test of tests) {
      const passed = passedLine(call.command, call.output, test, factsAt(index), call.exitCode);
      if (passed !== null) runs.push(taskRun(test, { call: index, step: call.step, lineIndex: passed.lineIndex }, call, passed.line));
    }
  });
  return runs;
}

interface PassedLine {
  line: string;
  lineIndex: number;
}

/**
 * The line of the expected shape in the part of the output the test's commands printed, and where
 * the test's first command stands in the line (as the runs' readers number it), or null.
 */
function passedLine(line: string, output: string, test: TaskTest, facts: PathFacts, exitCode: number | null): PassedLine | null {
  if (!line.includes(test.commands[0]!.words[0] ?? "\u0000")) return null;
  // a branch a file test rules out (`if [ -f check.py ]` where no check.py is) printed nothing
  const all = simpleCommands(line, facts, exitCode);
  const top = all.filter((command) => !command.nested);
  const at = top.findIndex((_, start) => test.commands.every((command, offset) => sameWords(top[start + offset], command)));
  if (at === -1) return null;
  // its own part: bounded by echoes, or the whole output when nothing else in the line prints (a file test)
  const alone = top.every((command, index) => (index >= at && index < at + test.commands.length) || !prints(command));
  const part = ownSegment(top, at, output) ?? (alone ? output : null);
  const found = part?.split(/\r?\n/).find((text) => test.expected.test(text))?.trim() ?? null;
  // a line the command line itself holds was typed, not computed
  return found === null || line.includes(found) ? null : { line: found, lineIndex: all.indexOf(top[at]!) };
}

function sameWords(a: SimpleCommand | undefined, b: SimpleCommand): boolean {
  return a !== undefined && a.words.length === b.words.length && a.words.every((word, index) => word === b.words[index]);
}

function taskRun(test: TaskTest, where: { call: number; step: number; lineIndex: number }, call: ToolCall, line: string): VerificationRun {
  const { command, exitCode, output } = call as ToolCall & { command: string; output: string };
  const fields = {
    ...where, kind: "test" as const, runner: `${TASK_TEST_RUNNER}${test.command}`,
    why: `the task gives this command and says it should output "${clip(test.written, MAX_NAME_CHARS)}"`,
    adHoc: false, command, selection: [], failing: [], exitCode, masked: true, output,
    outcome: "passed" as const, outcomeFrom: "summary line" as const,
  };
  return runRecord(fields, { quote: `${clip(line, MAX_NAME_CHARS)}, the output the task asks for` });
}

/**
 * The runs, with the task's tests that passed, in call order (a stable sort keeps each call's own order).
 * A test's run stands for the reading of the same command in the same call (`pmars`, no verdict of its own).
 */
export function withTaskTests(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  const found = taskTestRuns(trajectory);
  if (found.length === 0) return runs;
  const same = (run: VerificationRun) => found.some((test) => test.call === run.call && test.lineIndex === run.lineIndex);
  return [...runs.filter((run) => !same(run)), ...found].sort((a, b) => a.call - b.call);
}
