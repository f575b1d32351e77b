/**
 * A failure raised inside the work: a Python traceback whose innermost frame is in a file the change
 * touches, at a line that is not a deliberate `raise` or `assert`. Such a crash is the work's even when
 * what triggered it was the agent's scratch input (a reproduction folder it later deleted): the
 * input is gone, the code that crashed on it is in the PR.
 */
import type { Edit, ToolCall } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { samePath } from "./paths.js";
import { clip, named } from "./quote.js";
import { tracebackFrames } from "./traceback.js";
import { mismatchedValues } from "./printed-comparison.js";
import { importsWork } from "./imports-work.js";
import { crashOnly, printedVerdict } from "./printed-verdict.js";

export interface WorkCrash {
  /** The work's file the innermost frame is in, as the change names it. */
  path: string;
  line: number;
  /** The function the frame is in, and the exception's class: with the path, what makes two crashes the same. */
  function: string;
  type: string;
  /** The exception line (`AttributeError: 'bool' object has no attribute 'split'`). */
  error: string;
  /** The source line the frame shows (`elif operand.mask is None:`). */
  source?: string;
}

/** The exception line that ends a traceback: a class name, then its message (or an `…Error` alone). */
const EXCEPTION_LINE = /^([A-Za-z_][\w.]*)(?::(?: .*)?|(?<=Error|Exception))$/;
/** Source lines of a failure the code means to raise: the work refusing an input, not crashing on it. */
export const DELIBERATE = /^\s*(?:raise|assert)\b/;
/** Exceptions that stop a program from outside (an interrupt, an exit, a cancelled task): not a crash of the code in the frame. */
export const STOPPED = /(?:^|\.)(?:KeyboardInterrupt|SystemExit|GeneratorExit|CancelledError)$/;

/** The crash in the work's code a run ended with that the original code did not already make, or null. */
export function changeCrashed(run: VerificationRun, work: readonly Edit[], calls: readonly ToolCall[]): WorkCrash | null {
  const crash = crashInWork(run.output, work);
  if (crash === null) return null;
  const firstChange = work.find((edit) => edit.toolCall !== null)?.toolCall ?? Infinity;
  const beforeChange = calls.slice(0, Math.min(firstChange, run.call)).map((call) => call.output);
  return crashedBefore(crash, beforeChange, work) ? null : crash;
}

/** The crash inside a file of the work that the output ends with, or null. */
export function crashInWork(output: string | null, work: readonly Edit[]): WorkCrash | null {
  const frame = tracebackFrames(output).at(-1);
  // a frame printed without its source line cannot say whether the failure was meant
  if (frame === undefined || frame.source === null || DELIBERATE.test(frame.source)) return null;
  const exception = exceptionAfter(output!.slice(frame.end));
  if (exception === null || STOPPED.test(exception[1]!)) return null;
  const edit = work.find((change) => change.kind !== "delete" && samePath(change.path, frame.file));
  if (edit === undefined) return null;
  const [type, error, source] = [exception[1]!, exception[0].trim(), frame.source.trim()];
  return { path: edit.path, line: frame.line, function: frame.function, type, error, source };
}

/**
 * The crash the work's code already made before its first change (the same function of the same
 * file raising the same exception, on the original code): behaviour the change kept, not made.
 */
export function crashedBefore(crash: WorkCrash, outputs: readonly (string | null)[], work: readonly Edit[]): boolean {
  return outputs.some((output) => {
    const earlier = crashInWork(output, work);
    return earlier !== null && earlier.path === crash.path && earlier.function === crash.function && earlier.type === crash.type;
  });
}

/** The first line after the frame that is not indented (carets, more source), read as the exception line. */
function exceptionAfter(rest: string): RegExpExecArray | null {
  const line = rest.split("\n").find((text) => text.trim() !== "" && !/^\s/.test(text));
  // pytest marks the exception's lines with `E` (`E   AttributeError: 'NoneType' object has no attribute 'mask'`)
  return line === undefined ? null : EXCEPTION_LINE.exec(line.replace(/^E\s+/, ""));
}

/** The longest exception line a note quotes. */
const MAX_ERROR_CHARS = 80;

/** `, \`AttributeError: …\` raised at line 80 of \`a/b.py\`, a file of the change`, or nothing. */
export function crashNote(crash: WorkCrash | null): string {
  if (crash === null) return "";
  return `, \`${clip(crash.error.replace(/`/g, "ˋ"), MAX_ERROR_CHARS)}\` raised at line ${crash.line} of ${named(crash.path)}, a file of the change`;
}

/** An assertion failing, as a traceback's exception line prints it. */
const ASSERTION_FAILED = /^AssertionError\b/m;

/**
 * The agent's own script called the work (a traceback runs through a file of the change) and one of
 * its assertions failed: a check of the work's behaviour, whether or not the script is kept.
 */
export function assertedOnWork(output: string | null, work: readonly Edit[]): boolean {
  if (output === null || !ASSERTION_FAILED.test(output)) return false;
  return tracebackFrames(output).some((frame) => work.some((change) => change.kind !== "delete" && samePath(change.path, frame.file)));
}

/** The transcript's calls and every edit, scratch ones too: where a script's text is found. */
type RunsAndEdits = { calls: readonly ToolCall[]; edits: readonly Edit[] };

/**
 * A failure of a script the agent wrote and deleted is still the work's when it failed on the work's
 * code: an assertion whose traceback runs through a changed file, or a got/expected pair that differ or a FAIL line
 * printed by a script that imports a module the work changed: the value it got is the work's.
 */
export function failedOnWork(run: VerificationRun, work: readonly Edit[], transcript: RunsAndEdits, passedBefore = false): boolean {
  if (assertedOnWork(run.output, work)) return true;
  // its own printed verdict (`FAIL: Result is unstripped`, audit AY's sympy-20428) about a module of the work is the work's too,
  // unless the same script passed before: a reproduction whose "SUCCESS: reproduced" turned FAILURE is the fix showing (pylint-6903)
  const printedFailure = mismatchedValues(run.output) !== null || (!passedBefore && printedVerdict(run.output) === "failed" && !crashOnly(run.output));
  return printedFailure && importsWork(run, work, transcript.calls, transcript.edits);
}
