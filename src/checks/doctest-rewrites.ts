import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { Evidence, Trajectory } from "../model.js";
import type { CheckContext } from "./context.js";
import { replacements } from "./own-test-rewrites.js";
import { samePath } from "./paths.js";
import { clip, evidence, named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { escapeRegExp, indentOf } from "../words.js";

/**
 * A doctest is a test: the output under a `>>>` example is what the example must print. `timeparse('1.2 minutes')`
 * expected `72`; the change made it print `72.0`, `python -m unittest` failed in the module's doctest, and the agent
 * rewrote the expectation to `72.0`. Like a test file's assertion rewritten after it failed, whether the old
 * expectation or the change was wrong is for a person to judge, unless the task itself states the old value for
 * that very call (`timeparse('1.2 minutes')` is `72`, not `72.0`): then the PR rewrote a test to fit what the task
 * says the code must not do.
 */

export interface RewrittenExample {
  file: DiffFile;
  /** The example's code, as its `>>>` line holds it. */
  call: string;
  old: string;
  now: string;
  /** The run that failed in the module's doctests after the change and before the rewrite. */
  failed: VerificationRun;
  /** The step of the edit that rewrote it. */
  editStep: number;
  /** The task states the old value for this call: the rewrite goes against it. */
  againstTask: boolean;
}

/** A doctest's prompt and its continuation lines. */
const PROMPT = /^\s*>>>\s?(.*)$/;
const CONTINUATION = /^\s*\.\.\.(?:\s|$)/;
/** What a doctest failure prints: Python's report, `raise_on_error`'s exception, pytest's doctest item. */
const DOCTEST_FAILURE = /\bDocTestFailure\b|^Failed example:|\[doctest\]|^\d+ items? had failures:/m;
/** Where the task's statement about a call ends: a blank line, the next example, a sentence's end. */
const STATEMENT_END = /\n\s*\n|>>>|[.!?](?=\s|$)/;
/** At most this much of the task after a call is read as its statement. */
const MAX_STATEMENT = 120;
/**
 * A value written after these words, a few words of a verb between (`should not return`), is what the code must not
 * give; `instead of` says the opposite of what it reads, so it is none of them.
 */
const NEGATED = /\b(?:not|never|no longer)\b[\w ]{0,20}?[`'"]?\s*$/;
/** At most this much of a value is quoted. */
const MAX_VALUE = 40;

/** The examples whose expected output the PR rewrote after a run failed in that file's doctests. */
export function rewrittenDoctests({ trajectory, diff, runs }: CheckContext): RewrittenExample[] {
  if (diff == null) return [];
  const changeAt = trajectory.edits.find((edit) => diff.some((file) => samePath(file.path, edit.path)))?.step;
  if (changeAt === undefined) return [];
  return diff.filter((file) => file.status === "modified").flatMap((file) => rewritesIn(file).flatMap((rewrite) => {
    const editStep = rewritingEditStep(trajectory, file.path, rewrite);
    if (editStep === null) return [];
    const failedHere = (run: VerificationRun) => run.outcome === "failed" && failedIn(run.output, file.path, rewrite.call);
    const failed = runs.filter((run) => failedHere(run) && run.step > changeAt && run.step < editStep).at(-1);
    // failing on the original code too, it is no failure of the change
    if (failed === undefined || runs.some((run) => failedHere(run) && run.step < changeAt)) return [];
    return [{ file, ...rewrite, failed, editStep, againstTask: statesOldValue(trajectory.task ?? "", rewrite) }];
  }));
}

/** Each example of the diff whose one-line expected output it replaced, the example's `>>>` line left as it was. */
function rewritesIn(file: DiffFile): Array<{ call: string; old: string; now: string }> {
  const found: Array<{ call: string; old: string; now: string }> = [];
  let call: string | null = null;
  let indent = 0;
  let last: DiffFile["lines"][number] | null = null;
  let [old, now] = [[] as string[], [] as string[]];
  const close = () => {
    if (call !== null && old.length === 1 && now.length === 1 && old[0] !== now[0]) found.push({ call, old: old[0]!, now: now[0]! });
    [old, now] = [[], []];
  };
  for (const line of file.lines) {
    const prompt = PROMPT.exec(line.text);
    // lines apart in the file (another hunk), or less indented than the prompt (out of the docstring): another place
    const apart = last !== null && !nextTo(last, line);
    last = line;
    if (apart || (call !== null && indentOf(line.text) < indent)) {
      close();
      call = null;
    }
    if (prompt !== null || line.text.trim() === "" || /"""|'''/.test(line.text)) {
      close();
      // an example the PR adds or takes out is no rewrite of an expectation
      call = prompt !== null && line.kind === " " ? prompt[1]!.trim() : null;
      indent = indentOf(line.text);
      continue;
    }
    if (CONTINUATION.test(line.text) || call === null) continue;
    if (line.kind === "-") old.push(line.text.trim());
    else if (line.kind === "+") now.push(line.text.trim());
  }
  close();
  return found;
}

/** The line follows the one before it in the old file or in the new one, as a hunk's lines do. */
function nextTo(before: DiffFile["lines"][number], line: DiffFile["lines"][number]): boolean {
  const step = (a: number | null, b: number | null) => a !== null && b !== null && b === a + 1;
  const lastOld = before.oldLine;
  const lastNew = before.newLine;
  // a removed line is followed by the next old line or by an added one; an added line by the next new one
  return step(lastOld, line.oldLine) || step(lastNew, line.newLine)
    || (line.kind === "+" && before.kind === "-") || (line.kind === "-" && before.kind === "+");
}

/** The step of the edit whose replacement took the old expectation out and put the new one in, or null. */
function rewritingEditStep(trajectory: Trajectory, path: string, rewrite: { old: string; now: string }): number | null {
  const line = (value: string) => new RegExp(`^[ \\t]*${escapeRegExp(value)}[ \\t]*$`, "m");
  const edit = trajectory.edits.find((item) => {
    if (item.toolCall === null || !samePath(item.path, path)) return false;
    const input = trajectory.toolCalls[item.toolCall]?.input ?? {};
    return replacements(input).some(([before, after]) => line(rewrite.old).test(before) && line(rewrite.now).test(after));
  });
  return edit?.step ?? null;
}

/**
 * The run's output reports a doctest failure of the file: the failure's own lines (two either side) name it, its module
 * or the very example. A failure of another module's doctests, beside the file named elsewhere, is not its.
 */
function failedIn(output: string | null, path: string, call: string): boolean {
  if (output === null || !DOCTEST_FAILURE.test(output)) return false;
  const module = path.replace(/\.py$/, "").split("/").filter(Boolean).slice(-2).join(".");
  const lines = output.split("\n");
  return lines.some((line, index) => {
    if (!DOCTEST_FAILURE.test(line)) return false;
    const near = lines.slice(Math.max(0, index - FAILURE_CONTEXT), index + FAILURE_CONTEXT + 1).join("\n");
    return near.includes(posix.basename(path)) || near.includes(module) || near.includes(call);
  });
}
/** The lines either side of a doctest failure's line that name what failed (`File "…", line 12, in mod.f`, then the example). */
const FAILURE_CONTEXT = 2;

/** The task names the call and, right after it, the old value, and the new one only as what it must not be. */
function statesOldValue(task: string, { call, old, now }: { call: string; old: string; now: string }): boolean {
  const value = (text: string) => new RegExp(`(?<![\\w.])${escapeRegExp(text)}(?![\\w]|\\.\\d)`, "g");
  let from = task.indexOf(call);
  while (from >= 0) {
    const after = task.slice(from + call.length, from + call.length + MAX_STATEMENT);
    const statement = after.slice(0, STATEMENT_END.exec(after)?.index ?? after.length);
    // the old value stated, and the new one named, every time, as what it must not be: nothing less says it is forbidden
    const negated = (match: RegExpMatchArray) => NEGATED.test(statement.slice(0, match.index));
    const oldStated = [...statement.matchAll(value(old))].some((match) => !negated(match));
    const nowNamed = [...statement.matchAll(value(now))];
    if (oldStated && nowNamed.length > 0 && nowNamed.every(negated)) return true;
    from = task.indexOf(call, from + 1);
  }
  return false;
}

/** How the finding of a rewrite against the task's statement begins: weakened-tests.ts counts them by it. */
export const REWRITTEN_AGAINST_TASK = "doctest expectation rewritten against the task";

/** The evidence of one: the failing run, and the edit that rewrote the expectation. */
export function rewrittenDoctestEvidence(found: RewrittenExample): Evidence[] {
  const { file, failed, editStep, call, old, now, againstTask } = found;
  const what = againstTask ? `${REWRITTEN_AGAINST_TASK}, which states \`${clip(old, MAX_VALUE)}\` for it` : "doctest expectation rewritten after it failed";
  return [
    evidence(failed.step, `${failed.runner} failed in the doctests of ${file.path}, before the example was edited`, file.path),
    evidence(editStep, `${what}: \`${clip(call, MAX_VALUE)}\` expected \`${clip(old, MAX_VALUE)}\`, now \`${clip(now, MAX_VALUE)}\``, file.path),
  ];
}

/** "`timeparse('1.2 minutes')` in `timeparse.py` expected `72`, now `72.0` (…failed at step 10, rewritten at step 13)". */
export function rewrittenDoctestNote(found: readonly RewrittenExample[]): string {
  return found.map(({ file, failed, editStep, call, old, now }) => `\`${clip(call, MAX_VALUE)}\` in ${named(file.path)} expected \`${clip(old, MAX_VALUE)}\`, `
    + `now \`${clip(now, MAX_VALUE)}\` (${named(failed.runner)} failed in its doctests at ${stepLabel(failed.step)}, the example rewritten at ${stepLabel(editStep)})`).join("; ");
}
