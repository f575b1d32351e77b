/**
 * output-segments.ts's segmentOf as it read at 5fd67c2, before a line without a top-level literal echo
 * was answered null before its echoes were searched (bench/RESULTS.md, Run 32): the speed tests hold the
 * new one to it. Its private helpers are copied with it, unchanged.
 */
import type { SimpleCommand } from "../../src/checks/simple-commands.js";
import { printedEchoes } from "../../src/checks/shell-verdicts.js";
import { programName } from "../../src/checks/checkers.js";

const PASSES_ON = new Set(["tail", "head", "grep", "egrep", "tee", "sort", "uniq", "cut", "tr", "sed", "awk", "wc", "column", "nl", "fold"]);

export function segmentBefore(line: readonly SimpleCommand[], index: number, output: string | null, others: boolean): string | null {
  if (output === null) return null;
  // only literal echoes bound a part: an echo of a variable may print anything
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
function prints(command: SimpleCommand): boolean {
  const program = command.words[0] ?? "";
  if (command.quiet) return false;
  if (blankOrStatusEcho(command) && !command.words.some((word) => word.includes("$?"))) return false;
  // file commands and `python -m venv` print nothing when they succeed
  if (/^(?:rm|rmdir|mkdir|cp|mv|touch|chmod|chown|ln)$/.test(program)) return false;
  if (/^python[\d.]*$/.test(programName(program)) && command.words[1] === "-m" && command.words[2] === "venv") return false;
  return !/^(?:\w+=.*|cd|set|export|true|:|sleep)$/.test(program) && command.writes.length === 0;
}

