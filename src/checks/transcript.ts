import type { CheckResult } from "../model.js";
import type { CheckContext } from "./context.js";
import { clip, evidence } from "./quote.js";
import { plural } from "../words.js";

/** Below this share of calls with a recorded result, the transcript is likely cut or misread. */
const MIN_PAIRED_SHARE = 0.5;

/** Proves the transcript parsed into something to verify; not that it is complete. */
export function transcriptReadable({ trajectory }: CheckContext): CheckResult {
  const calls = trajectory.toolCalls.length;
  const paired = trajectory.toolCalls.filter((call) => call.resultStep !== null).length;
  const base = { id: "transcript_readable", blocking: false, required: true };
  if (calls === 0 && trajectory.messages.length === 0) {
    return { ...base, status: "fail", summary: "The transcript holds no messages and no tool calls: nothing to verify.", evidence: [] };
  }
  const stats = `${trajectory.format}: ${plural(trajectory.messages.length, "message")}, ${plural(calls, "tool call")} (${paired} with results), `
    + `${plural(trajectory.edits.length, "edit")}, ${plural(trajectory.warnings.length, "warning")}`;
  const warnings = trajectory.warnings.slice(0, 3).map((warning) => evidence(null, warning));
  if (calls > 0 && paired / calls < MIN_PAIRED_SHARE) {
    return { ...base, status: "warn", summary: `Most tool calls have no recorded result (${stats}).`, evidence: warnings };
  }
  return { ...base, status: "pass", summary: `Read ${stats}.`, evidence: warnings };
}

/** Proves there is a request to verify the work against; says nothing of whether it was met. */
export function taskFound({ trajectory, prBody }: CheckContext): CheckResult {
  const base = { id: "task_found", blocking: false, required: true };
  if (trajectory.task !== null) {
    const step = trajectory.messages.find((message) => message.role === "user")?.step ?? null;
    return { ...base, status: "pass", summary: "The transcript holds the user's request.", evidence: [evidence(step, clip(trajectory.task))] };
  }
  if (prBody !== null && prBody.trim() !== "") {
    return {
      ...base,
      status: "pass",
      summary: "The transcript holds no request; the PR description stands in as the task.",
      evidence: [evidence(null, prBody)],
    };
  }
  return { ...base, status: "warn", summary: "No user request in the transcript and no PR description: the task is unknown.", evidence: [] };
}
