/**
 * Bench-only, best-effort reader of the labeled set's ATIF-like trajectories, so the judge bench can
 * measure prompt sizes on real runs before the project's ATIF reader (src/transcript) is merged.
 * Replace it with that reader then. It never reads labels.
 */
import type { ToolCall, Trajectory } from "../src/model.js";
import { TRAJECTORY_SCHEMA } from "../src/model.js";
import { prefixedExitCode } from "../src/transcript/exit-code.js";

interface AtifCall {
  tool_call_id?: string;
  tool_name?: string;
  function_name?: string;
  arguments?: Record<string, unknown>;
}
interface AtifStep {
  source?: string;
  message?: unknown;
  tool_calls?: AtifCall[];
  observation?: { results?: Array<{ source_call_id?: string; content?: unknown }> };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);
}

/** Output and exit code of one result: `{returncode, output}` JSON, a `(exit code N)` prefix, or plain text. */
function result(content: string): { output: string; exitCode: number | null } {
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    if (typeof parsed === "object" && parsed !== null && "returncode" in parsed) {
      const output = text(parsed.output ?? `${text(parsed.output_head)}\n${text(parsed.output_tail)}`);
      return { output, exitCode: typeof parsed.returncode === "number" ? parsed.returncode : null };
    }
  } catch {
    // not JSON: plain terminal text
  }
  return { output: content, exitCode: prefixedExitCode(content) };
}

export function atifTrajectory(raw: { steps?: AtifStep[]; agent?: { name?: string } }): Trajectory {
  const steps = raw.steps ?? [];
  const calls: ToolCall[] = [];
  let task: string | null = null;
  let finalAnswer: string | null = null;
  steps.forEach((step, index) => {
    if (step.source === "user" && task === null) task = text(step.message);
    if (step.source === "agent" && text(step.message).trim() !== "") finalAnswer = text(step.message);
    const results = step.observation?.results ?? [];
    (step.tool_calls ?? []).forEach((call, i) => {
      const paired = results.find((r) => r.source_call_id !== undefined && r.source_call_id === call.tool_call_id) ?? results[i];
      const args = call.arguments ?? {};
      const command = text(args.keystrokes ?? args.command) || null;
      const { output, exitCode } = paired === undefined ? { output: null, exitCode: null } : result(text(paired.content));
      const name = call.tool_name ?? call.function_name ?? "tool";
      const id = call.tool_call_id ?? null;
      calls.push({ id, name, input: args, output, isError: false, exitCode, step: index, command, resultStep: index });
    });
  });
  return {
    schema: TRAJECTORY_SCHEMA,
    format: "atif",
    task,
    finalAnswer,
    messages: [],
    toolCalls: calls,
    edits: [],
    ending: { kind: "unknown", detail: "", step: null },
    warnings: [],
    meta: { agent: raw.agent?.name ?? null, model: null, sessionId: null, records: steps.length },
  };
}
