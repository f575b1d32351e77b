/**
 * The rubric's typed requirements as checks, `requirement:<kind>` (`:2`, `:3` … for a second one
 * of a kind), each blocking and required: unmet fails the verdict, unknown keeps it from passing.
 * Judged from observed tool executions (and the final answer, and the checkout for file_contains),
 * never from what the agent says it did.
 */
import { workFacts } from "./work-facts.js";
import type { CheckResult, Edit, Trajectory } from "../model.js";
import type { CheckContext } from "./context.js";
import { clip, evidence, named } from "./quote.js";
import { type FileRead, fileReads, globMatcher } from "./requirements-reads.js";
import type { Requirement, RequirementKind, TextPattern } from "./requirements-spec.js";
import { runOutcome, verificationRuns, type VerificationRun } from "./verification.js";
import { runEvidence, workEdits } from "./verified.js";

type Outcome = Pick<CheckResult, "status" | "summary" | "evidence">;

export const REQUIREMENT_DESCRIPTIONS: Readonly<Record<RequirementKind, string>> = {
  tool_succeeded: "Proves a command matching the rubric's pattern ran after the last edit and its last such run succeeded.",
  source_read: "Proves the agent read a file matching the rubric's glob before it edited (that file, or any file when it edited none of them).",
  answer_contains: "Proves the agent's final answer states the rubric's text; it does not prove the statement is true.",
  file_contains: "Proves the file in the checkout of the PR head matches the rubric's pattern; needs --repo.",
};

/** Is call `index` after the edit (the same call counts: `cat > f && pytest`)? */
function atOrAfter(index: number, step: number, edit: Edit): boolean {
  return edit.toolCall === null ? step > edit.step : index >= edit.toolCall;
}

function toolSucceeded(trajectory: Trajectory, command: TextPattern): Outcome {
  const runs = verificationRuns(trajectory, [command.regex]).filter((run) => command.regex.test(run.command));
  const shown = named(command.written);
  if (runs.length === 0) return { status: "fail", summary: `No command matching ${shown} ran.`, evidence: [] };
  const lastEdit = workEdits(trajectory.edits, trajectory.task, workFacts(trajectory)).at(-1);
  const after = lastEdit === undefined ? runs : runs.filter((run) => atOrAfter(run.call, run.step, lastEdit));
  const last: VerificationRun | undefined = after.at(-1);
  if (last === undefined) {
    const before = runs.at(-1)!;
    return { status: "fail", summary: `${shown} ran only before the last edit (${named(lastEdit!.path)}).`, evidence: [runEvidence(before)] };
  }
  const outcome = runOutcome(last);
  if (outcome === "passed") return { status: "pass", summary: `${shown} ran after the last edit and succeeded.`, evidence: [runEvidence(last)] };
  const why = outcome === "failed" ? "failed" : "has no recorded result";
  return { status: "fail", summary: `The last run of ${shown} after the last edit ${why}.`, evidence: [runEvidence(last)] };
}

function sourceRead(trajectory: Trajectory, glob: string): Outcome {
  const matches = globMatcher(glob);
  const shown = named(glob);
  const reads = fileReads(trajectory).filter((read) => matches(read.path));
  const edits = workEdits(trajectory.edits, trajectory.task, workFacts(trajectory));
  // before editing that file; when the agent edited none of the matching files, before its first edit
  const firstEdit = edits.find((edit) => matches(edit.path)) ?? edits[0];
  const before = (read: FileRead) =>
    firstEdit === undefined || (firstEdit.toolCall === null ? read.step < firstEdit.step : read.call < firstEdit.toolCall);
  const inTime = reads.find(before);
  if (inTime) return { status: "pass", summary: `The agent read ${named(inTime.path)} before editing.`, evidence: [evidence(inTime.step, `read ${inTime.path}`, inTime.path)] };
  if (reads.length > 0) {
    const late = reads[0]!;
    const summary = `The agent read ${named(late.path)} only after it started editing (${named(firstEdit!.path)}).`;
    return { status: "fail", summary, evidence: [evidence(late.step, `read ${late.path}`, late.path), evidence(firstEdit!.step, `edit ${firstEdit!.path}`, firstEdit!.path)] };
  }
  return { status: "fail", summary: `No successful read of a file matching ${shown} was observed.`, evidence: [] };
}

function answerContains(trajectory: Trajectory, text: TextPattern): Outcome {
  const answer = trajectory.finalAnswer;
  const shown = named(text.written);
  if (answer === null) return { status: "fail", summary: `The run has no final answer, so it cannot state ${shown}.`, evidence: [] };
  const step = trajectory.messages.findLast((m) => m.role === "assistant")?.step ?? null;
  const found = text.regex.exec(answer);
  if (found === null) return { status: "fail", summary: `The final answer does not state ${shown}.`, evidence: [evidence(step, clip(answer))] };
  const from = Math.max(0, found.index - 40);
  return { status: "pass", summary: `The final answer states ${shown}.`, evidence: [evidence(step, answer.slice(from, found.index + found[0].length + 40))] };
}

function fileContains({ requirementFiles }: CheckContext, path: string, text: TextPattern): Outcome {
  const files = requirementFiles ?? null;
  const where = named(path);
  if (files === null) return { status: "skip", summary: `Not checked: ${where} can only be read from a checkout; pass --repo.`, evidence: [] };
  const file = files.get(path);
  if (file === undefined || file.state === "missing") return { status: "fail", summary: `${where} is not in the checkout.`, evidence: [] };
  if (file.state !== "text") {
    return { status: "skip", summary: `Not checked: ${where} could not be read as text (${file.state}).`, evidence: [] };
  }
  const lines = file.text.split(/\r?\n/);
  const line = lines.findIndex((l) => text.regex.test(l));
  const found = line >= 0 ? line : text.regex.test(file.text) ? 0 : -1;
  if (found < 0) return { status: "fail", summary: `${where} does not match ${named(text.written)}.`, evidence: [evidence(null, "no match", path)] };
  return { status: "pass", summary: `${where} matches ${named(text.written)}.`, evidence: [evidence(null, `${path}:${found + 1}: ${lines[found]}`, path)] };
}

function outcomeOf(context: CheckContext, requirement: Requirement): Outcome {
  const { trajectory } = context;
  if (requirement.kind === "tool_succeeded") return toolSucceeded(trajectory, requirement.command);
  if (requirement.kind === "source_read") return sourceRead(trajectory, requirement.glob);
  if (requirement.kind === "answer_contains") return answerContains(trajectory, requirement.text);
  return fileContains(context, requirement.path, requirement.text);
}

/** One check per requirement, in the rubric's order; ids unique within the report. */
export function requirementChecks(context: CheckContext, requirements: readonly Requirement[]): CheckResult[] {
  const seen = new Map<string, number>();
  return requirements.map((requirement) => {
    const n = (seen.get(requirement.kind) ?? 0) + 1;
    seen.set(requirement.kind, n);
    const id = `requirement:${requirement.kind}${n === 1 ? "" : `:${n}`}`;
    const description = REQUIREMENT_DESCRIPTIONS[requirement.kind];
    return { id, blocking: true, required: true, description, ...outcomeOf(context, requirement) };
  });
}
