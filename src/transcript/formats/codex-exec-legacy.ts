import type { Ending, Trajectory } from "../../model.js";
import { TrajectoryBuilder } from "../builder.js";
import { inputObject } from "../command.js";
import { codexChanges, contentItemsText } from "./codex-common.js";
import { int, isObject, obj, str, type Json } from "../json.js";
import type { RecordItem } from "../lines.js";
import type { RecordSink } from "../reader.js";
import type { Records } from "../records.js";
import { detailText } from "../text.js";

/**
 * `codex exec --json` before the item events (CLI 0.2x–0.43): a config line, a `{prompt}` line,
 * then `{id, msg: {type, …}}` events: `exec_command_begin/end`, `patch_apply_begin/end`,
 * `mcp_tool_call_begin/end` sharing `call_id`, `agent_message`, `task_complete`.
 */
export function isLegacyExecStream(records: Records): boolean {
  if (records.shape !== "lines") return false;
  const events = records.items.filter(({ value }) => isObject(value) && isObject(value.msg) && typeof obj(value.msg).type === "string");
  return events.length > 0 && events.length >= records.items.length - 2;
}

export class LegacyExecReader implements RecordSink {
  private readonly builder = new TrajectoryBuilder("codex-exec-json");
  private ending: Ending | null = null;

  constructor() {
    this.builder.setMeta({ agent: "codex exec" });
  }

  add({ step, value }: RecordItem): void {
    const line = obj(value);
    this.builder.setMeta({ records: step + 1, model: str(line.model) });
    if (typeof line.prompt === "string") this.builder.prompt(line.prompt, step);
    if (isObject(line.msg)) this.ending = legacyEvent(this.builder, line.msg, step) ?? this.ending;
  }

  finish(warnings: string[]): Trajectory {
    for (const warning of warnings) this.builder.warn(warning);
    this.builder.setEnding(this.ending ?? { kind: "unknown", detail: "the event stream has no task_complete: it may have been cut off", step: null });
    return this.builder.build();
  }
}

function legacyEvent(builder: TrajectoryBuilder, msg: Json, step: number): Ending | null {
  const id = str(msg.call_id);
  switch (msg.type) {
    case "exec_command_begin":
      builder.setCwd(str(msg.cwd));
      builder.call({ id, name: "exec_command", input: { command: msg.command ?? "", cwd: str(msg.cwd) }, step });
      return null;
    case "exec_command_end": {
      const output = str(msg.aggregated_output) ?? [str(msg.stdout), str(msg.stderr)].filter(Boolean).join("\n");
      if (id !== null) builder.resultFor(id, { output, exitCode: int(msg.exit_code), isError: false, step });
      return null;
    }
    case "patch_apply_begin": {
      const index = builder.call({ id, name: "apply_patch", input: { changes: msg.changes ?? {} }, step });
      builder.setChanges(index, codexChanges(msg.changes));
      return null;
    }
    case "patch_apply_end": {
      const output = [str(msg.stdout), str(msg.stderr)].filter(Boolean).join("\n");
      if (id !== null) builder.resultFor(id, { output, exitCode: null, isError: msg.success === false, step });
      return null;
    }
    case "mcp_tool_call_begin":
      return mcpBegin(builder, id, obj(msg.invocation), step);
    case "mcp_tool_call_end":
      return mcpEnd(builder, id, msg, step);
    case "agent_message":
      builder.message("assistant", str(msg.message) ?? "", step);
      return null;
    case "task_complete":
      builder.setFinalAnswer(str(msg.last_agent_message));
      return { kind: "completed", detail: "the task completed (task_complete)", step };
    case "turn_aborted":
      return { kind: "interrupted", detail: `the turn was aborted (${str(msg.reason) ?? "no reason given"})`, step };
    case "error":
      return { kind: "error", detail: `the run reported an error: ${detailText(str(msg.message) ?? "")}`, step };
    default:
      return null;
  }
}

function mcpBegin(builder: TrajectoryBuilder, id: string | null, invocation: Json, step: number): null {
  const name = [str(invocation.server), str(invocation.tool)].filter(Boolean).join(".") || "mcp_tool_call";
  builder.call({ id, name, input: inputObject(invocation.arguments), step });
  return null;
}

function mcpEnd(builder: TrajectoryBuilder, id: string | null, msg: Json, step: number): null {
  if (id === null) return null;
  const result = obj(msg.result);
  const ok = obj(result.Ok ?? result.ok ?? result);
  const error = str(result.Err) ?? str(result.err);
  const isError = error !== null || ok.isError === true;
  builder.resultFor(id, { output: error ?? contentItemsText(ok.content), exitCode: null, isError, step });
  return null;
}
