import type { Trajectory } from "../model.js";
import { escapeRegExp } from "../words.js";
import { isCut } from "../shell/cut-mark.js";
import { runRecord } from "./run-record.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";
import { printsTyped } from "./typed-content.js";
import { samePath } from "./paths.js";
import { stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";

/**
 * A value the agent typed into a file (`printf '79586' > /app/answer.txt`), or one its program wrote and a
 * `cat` of the file then showed, that a later command computed again: the command exited 0, its output
 * prints the value, its own line neither holds the value nor names the file, nor writes it. An independent
 * recomputation that agrees is a check of the answer, and it passed; reading the file back
 * (typed-content.ts) is not.
 */

/** A typed value shorter than this is too common to be matched in another output (`0`, `ok`). */
const MIN_VALUE_CHARS = 3;
/** At most this much of the output line that printed the value is quoted. */
const MAX_QUOTE_CHARS = 100;

interface Typed {
  path: string;
  value: string;
  call: number;
  /** The step of the `cat` that showed the value, when a program wrote it rather than the agent's own typing. */
  shownAt?: number;
}

/** "the value typed into /app/answer.txt", or "the value /app/answer.txt held when step 35 showed it". */
function valueOf(typed: Typed): string {
  return typed.shownAt === undefined ? `the value typed into ${typed.path}` : `the value ${typed.path} held when ${stepLabel(typed.shownAt)} showed it`;
}

/** The runs, with the later commands that computed a typed answer again, in call order (a stable sort keeps each call's own order). */
export function withRecomputed(trajectory: Trajectory, runs: VerificationRun[]): VerificationRun[] {
  return [...runs, ...recomputedRuns(trajectory, runs)].sort((a, b) => a.call - b.call);
}

/**
 * The runs of later commands that printed a typed value again, the last one a file, less calls that already
 * hold a run. One walk: each file's typed value is the latest, and any other write of the file drops it.
 */
export function recomputedRuns(trajectory: Trajectory, runs: readonly VerificationRun[]): VerificationRun[] {
  const found = printedAgainAfter(trajectory, runs, false);
  return found.map(({ index, call, typed, line }) => recomputation(call.command!, index, call.step, call.output!, typed, line));
}

/** A line the recorder cut that printed a typed value again: it may compute it, or read the file in the part not shown. */
export interface CutReprint {
  step: number;
  path: string;
  value: string;
  /** How the value is known: "the value typed into /app/answer.txt". */
  was: string;
}

/** The lines the recorder cut, after a value was typed into a file, that printed that value: the last one per file. */
export function cutReprints(trajectory: Trajectory, runs: readonly VerificationRun[]): CutReprint[] {
  const reprints = printedAgainAfter(trajectory, runs, true);
  return reprints.map(({ call, typed }) => ({ step: call.step, path: typed.path, value: typed.value, was: valueOf(typed) }));
}

/**
 * "; a line the recorder cut (step 17) printed 79586, the value typed into /app/answer.txt: …": said beside
 * "no check ran", which alone would read as if the answer was never looked at again.
 */
export function cutReprintNote(trajectory: Trajectory, runs: readonly VerificationRun[]): string {
  const last = cutReprints(trajectory, runs).at(-1);
  if (last === undefined) return "";
  return `; a line the recorder cut (${stepLabel(last.step)}) printed ${last.value}, ${last.was}: `
    + "it may compute it again, but the part of its code that would show how is cut";
}

/** The calls cutReprintNote names: a note of other cut lines leaves them out. */
export function reprintCalls(trajectory: Trajectory, runs: readonly VerificationRun[]): Set<number> {
  const steps = new Set(cutReprints(trajectory, runs).map((reprint) => reprint.step));
  return new Set(trajectory.toolCalls.flatMap((call, index) => (steps.has(call.step) ? [index] : [])));
}

interface Reprint {
  index: number;
  call: Trajectory["toolCalls"][number];
  typed: Typed;
  line: string;
}

function printedAgainAfter(trajectory: Trajectory, runs: readonly VerificationRun[], cut: boolean): Reprint[] {
  const found = new Map<string, Reprint>();
  const typedAt = typedValues(trajectory);
  const latest = new Map<string, Typed>();
  const runCalls = new Set(runs.map((run) => run.call));
  const writtenAt = new Map<number, string[]>();
  for (const edit of trajectory.edits) {
    if (edit.toolCall !== null && edit.kind !== "delete") writtenAt.set(edit.toolCall, [...(writtenAt.get(edit.toolCall) ?? []), edit.path]);
  }
  trajectory.toolCalls.forEach((call, index) => {
    const checked = runCalls.has(index);
    // a line the recorder cut may read the file in the part not shown: it is not known to compute the value again
    if (call.command != null && isCut(call.command) === cut && call.exitCode === 0 && call.output != null && !checked) {
      // a line that writes the file again (its program re-run) prints what it writes: no second computation
      const rewrites = writtenAt.get(index) ?? [];
      for (const typed of [...latest.values()].filter((value) => !rewrites.some((path) => samePath(path, value.path)))) {
        const line = printedAgain(call.command, call.output, typed);
        if (line !== undefined) found.set(typed.path, { index, call, typed, line });
      }
    }
    for (const path of writtenAt.get(index) ?? []) for (const key of latest.keys()) if (samePath(key, path)) latest.delete(key);
    for (const typed of typedAt.get(index) ?? []) latest.set(typed.path, typed);
  });
  return [...found.values()];
}

/** The output line that prints the typed value, where the command's own line neither holds it nor names the file. */
function printedAgain(command: string, output: string, typed: Typed): string | undefined {
  const name = typed.path.split("/").at(-1)!;
  if (!output.includes(typed.value) || command.includes(typed.value) || command.includes(name)) return undefined;
  const token = wholeToken(typed.value);
  return output.split("\n").find((text) => token.test(text));
}

function wholeToken(value: string): RegExp {
  return new RegExp(`(?<![\\w.])${escapeRegExp(value)}(?![\\w.])`);
}

function recomputation(command: string, call: number, step: number, output: string, typed: Typed, line: string): VerificationRun {
  const fields = {
    call, step, lineIndex: 0, kind: "test" as const, runner: `${programOf(command)} (recomputes ${typed.path.split("/").at(-1)})`,
    why: `its output prints ${typed.value}, ${valueOf(typed)}, which its own line neither holds nor reads`,
    adHoc: true, command, selection: [], failing: [], exitCode: 0, masked: false, output,
    outcome: "passed" as const, outcomeFrom: "summary line" as const,
  };
  return runRecord(fields, { quote: line.trim().slice(0, MAX_QUOTE_CHARS) });
}

/** Every literal `echo`/`printf` of one line of text into a file, and every value a `cat` showed a file holds, by call. */
function typedValues(trajectory: Trajectory): Map<number, Typed[]> {
  const typed = new Map<number, Typed[]>();
  trajectory.toolCalls.forEach((call, index) => {
    const shown = shownValue(call);
    // only a file an earlier command of the agent's wrote: an input it reads (`cat VERSION`) is no answer of its own
    const wrote = shown !== null && trajectory.edits.some((edit) => edit.kind !== "delete" && edit.toolCall !== null && edit.toolCall < index && samePath(edit.path, shown.path));
    if (shown !== null && wrote) typed.set(index, [{ ...shown, call: index, shownAt: call.step }]);
    if (call.command == null || call.exitCode !== 0 || !/\b(?:echo|printf)\b/.test(call.command)) return;
    for (const command of simpleCommands(call.command)) {
      const value = printedText(command);
      const path = command.writes.length === 1 ? command.writes[0]! : null;
      if (value !== null && path !== null && !path.startsWith("/dev/")) typed.set(index, [...(typed.get(index) ?? []), { path, value, call: index }]);
    }
  });
  return typed;
}

/** A value shown whole: a single token of at least MIN_VALUE_CHARS with a digit in it (`79586`, `3f9a1c`), not a word of prose. */
const SHOWN_VALUE = /^(?=\S*\d)\S{3,}$/;

/**
 * The value a line showed a file to hold: it begins with `cat FILE`, and the first line of its output is one
 * token with a digit (when `cat` is all the line runs, that line is the whole output). What a program
 * wrote is then known as surely as what was typed.
 */
function shownValue(call: Trajectory["toolCalls"][number]): Omit<Typed, "call"> | null {
  if (call.command == null || call.exitCode !== 0 || call.output == null || !/^\s*cat\s/.test(call.command)) return null;
  const line = simpleCommands(call.command);
  const [first] = line;
  if (first === undefined || first.words.length !== 2 || first.writes.length > 0 || first.nested) return null;
  const printed = call.output.replace(/\n+$/, "").split("\n");
  const value = printed[0]!.trim();
  if (!SHOWN_VALUE.test(value) || value.length < MIN_VALUE_CHARS || (line.length === 1 && printed.length !== 1)) return null;
  return { path: first.words[1]!, value };
}

/** The one line a literal `echo x` or `printf 'x'` prints, or null (an expansion, a format, several lines, too short). */
function printedText(command: SimpleCommand): string | null {
  if (!printsTyped(command)) return null;
  const [program, ...rest] = command.words;
  const words = program === "echo" ? rest.filter((word) => !/^-[neE]+$/.test(word)) : rest;
  if (program === "printf" && (words.length !== 1 || /%/.test(words[0]!))) return null;
  const text = words.join(" ").replace(/\\n$/, "").trim();
  return text.length >= MIN_VALUE_CHARS && !/\n|\\n/.test(text) && /[\w]/.test(text) ? text : null;
}

/** The line's first program that is not the shell's own (`cd /app && python3 - <<EOF` → python3). */
function programOf(line: string): string {
  const program = simpleCommands(line).find((command) => !/^(?:cd|export|set|source|\.)$/.test(command.words[0] ?? ""))?.words[0];
  return program?.split("/").at(-1) ?? "a command";
}
