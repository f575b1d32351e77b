import { inlineSource } from "./built-programs.js";
import { ownCommand } from "./simple-commands.js";
import { unwrap } from "../shell/wrappers.js";
import type { VerificationRun } from "./verification.js";
import { clip, named, stepLabel } from "./quote.js";
import { runName } from "./check-names.js";
import { caseRanAgain, type CaseAgain } from "./case-again.js";

/**
 * Inline Python that raised, whose raising call later ran again without error: `l, v =
 * _fast_eig.dominant_eig(A)` raised `RuntimeError: dgeev not found` (the extension called before the
 * module that loads LAPACK), and a later green script called `_fast_eig.dominant_eig(A)` on the
 * same work. The later run answers the failure: the call works.
 */

/** A frame of code given on stdin or with `-c`: `File "<stdin>", line 4, in <module>`. */
const INLINE_FRAME = /^\s*File "<(?:stdin|string)>", line (\d+)/gm;
/** A call of a dotted name (`mod.func(`, `obj.method(`): specific enough to be the same call again. */
const DOTTED_CALL = /(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\s*\(/g;
/** The exception line that ends a traceback: `RuntimeError: dgeev not found`. */
const RAISED = /^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)\b.*)$/gm;
/** At most this much of the exception line is quoted. */
const MAX_RAISED_CHARS = 80;
/** At most this much of the raising line is quoted. */
const MAX_CALL_CHARS = 60;

export interface RaisedAgain {
  /** The exception line, as printed. */
  raised: string;
  /** The call that raised, as the code wrote it. */
  call: string;
  /** The later green run that made the same call. */
  again: VerificationRun;
}

/** A failed run and what answered it: the raising call made again, or the failing case passing again. */
export type AnsweredFailure = (RaisedAgain | CaseAgain) & { run: VerificationRun };

/** Each failed run whose raising call a later green run made again, with what answered it. */
export function raisedCallsRanAgain(failed: readonly VerificationRun[], runs: readonly VerificationRun[]): AnsweredFailure[] {
  return failed.flatMap((run) => {
    const again = raisedCallRanAgain(run, runs) ?? caseRanAgain(run, runs);
    return again === null ? [] : [{ run, ...again }];
  });
}

/** The later green run of inline code that made the call `run` raised at, or null. */
export function raisedCallRanAgain(run: VerificationRun, runs: readonly VerificationRun[]): RaisedAgain | null {
  const raising = raisingCalls(run);
  if (raising === null) return null;
  const again = runs.find((other) =>
    other.call > run.call && other.outcome === "passed" && other.adHoc && raising.calls.every((call) => callsIn(codeOf(other) ?? "").has(call)));
  return again === undefined ? null : { raised: raising.raised, call: raising.line, again };
}

/** The dotted calls on the line of the run's inline code that its last traceback's innermost inline frame names. */
function raisingCalls(run: VerificationRun): { line: string; calls: string[]; raised: string } | null {
  const output = run.output ?? "";
  const frames = [...output.matchAll(INLINE_FRAME)];
  const frame = frames.at(-1);
  const raised = [...output.slice(frame?.index ?? 0).matchAll(RAISED)][0]?.[1];
  const code = codeOf(run);
  if (frame === undefined || raised === undefined || code === null) return null;
  const line = code.split("\n")[Number(frame[1]) - 1]?.trim() ?? "";
  const calls = [...callsIn(line)];
  return calls.length === 0 ? null : { line, calls, raised: raised.slice(0, MAX_RAISED_CHARS) };
}

function callsIn(code: string): Set<string> {
  return new Set([...code.matchAll(DOTTED_CALL)].map(([, name]) => name!));
}

/** The inline code the run's own command was given, or null when it ran none. */
function codeOf(run: VerificationRun): string | null {
  const command = ownCommand(run);
  if (command === undefined) return null;
  const unwrapped = unwrap(command.words);
  if (!("argv" in unwrapped) || !/^python[\d.]*$/.test(unwrapped.argv[0]!.split("/").pop()!)) return null;
  return inlineSource(unwrapped.argv.slice(1), command.heredocs);
}

/** What the summary says of it: the failure, where it raised, and the run that made the call again. */
export function raisedAgainNote(answer: AnsweredFailure): string {
  const { run, again } = answer;
  if ("failedLine" in answer) {
    const code = again.command === run.command ? "" : ", its code changed since";
    return `The agent's own ${named(runName(run))} (${stepLabel(run.step)}) printed \`${clip(answer.failedLine, MAX_CALL_CHARS)}\`; `
      + `a later run of its own code printed \`${clip(answer.passedLine, MAX_CALL_CHARS)}\` (${stepLabel(again.step)}) on the same work${code}.`;
  }
  return `The agent's own ${named(runName(run))} (${stepLabel(run.step)}) raised \`${answer.raised}\` at \`${clip(answer.call, MAX_CALL_CHARS)}\`; ` +
    `the same call ran without error in ${named(runName(again))} (${stepLabel(again.step)}), on the same work.`;
}
