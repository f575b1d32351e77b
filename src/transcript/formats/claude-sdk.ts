import type { Ending, Trajectory } from "../../model.js";
import { readAssistantBlocks, toolResultBlocks, userText } from "./anthropic-content.js";
import { TrajectoryBuilder } from "../builder.js";
import { INTERRUPTION, claudeBashExitCode, endingFromStopReason } from "./claude-common.js";
import { arr, isObject, obj, str } from "../json.js";
import type { RecordItem } from "../lines.js";
import { lineFormat, type FormatReader, type RecordSink } from "../reader.js";
import { plural } from "../../words.js";
import { detailText } from "../text.js";

const SDK_TYPES = new Set(["system", "assistant", "user", "result", "stream_event"]);

/**
 * Claude Agent SDK messages: claude-code-action's `execution_file` (a JSON array) and
 * `claude -p --output-format stream-json --verbose` (JSON lines). The `result` message carries
 * the final answer and how the run ended; subagent traffic is inline with `parent_tool_use_id`.
 */
export const claudeSdk: FormatReader = lineFormat(
  "claude-sdk",
  (records) => {
    if (records.shape === "object") return false;
    const values = records.items.map(({ value }) => value).filter(isObject);
    if (values.some((value) => "parentUuid" in value)) return false;
    const typed = values.filter((value) => SDK_TYPES.has(String(value.type)));
    const hasSdkMarker = typed.some(
      (value) => value.type === "result" || (value.type === "system" && value.subtype === "init") || "session_id" in value,
    );
    const hasMessages = typed.some((value) => (value.type === "assistant" || value.type === "user") && isObject(value.message));
    return hasMessages && (hasSdkMarker || typed.length === values.length);
  },
  () => new SdkReader(),
);

class SdkReader implements RecordSink {
  private readonly builder = new TrajectoryBuilder("claude-sdk");
  private ending: Ending | null = null;
  private lastStop: Ending | null = null;

  add({ step, value }: RecordItem): void {
    if (!isObject(value)) return;
    const builder = this.builder;
    builder.setMeta({ records: step + 1, sessionId: str(value.session_id) });
    const message = obj(value.message);
    const inSubagent = str(value.parent_tool_use_id) !== null;
    if (value.type === "system" && value.subtype === "init") {
      builder.setMeta({ model: str(value.model), agent: agentName(value) });
      builder.setCwd(str(value.cwd));
    } else if (value.type === "assistant") {
      builder.setMeta({ model: str(message.model) });
      const blocks = readAssistantBlocks(builder, message.content, step);
      // a subagent's narration is not the agent's answer; its tool calls are still work done
      if (!inSubagent) builder.message("assistant", blocks.texts.join("\n"), step);
      this.lastStop = endingFromStopReason(str(message.stop_reason), step);
    } else if (value.type === "user") {
      for (const result of toolResultBlocks(message.content)) {
        const name = builder.openCall(result.toolUseId)?.name ?? "";
        builder.resultFor(result.toolUseId, { ...result, exitCode: claudeBashExitCode(name, result.output, result.isError, false), step });
      }
      const text = userText(message.content);
      if (INTERRUPTION.test(text)) builder.message("system", text, step);
      else if (!inSubagent) builder.prompt(text, step);
    } else if (value.type === "result") {
      this.ending = resultEnding(value, step);
      builder.setFinalAnswer(str(value.result));
    }
  }

  finish(warnings: string[]): Trajectory {
    for (const warning of warnings) this.builder.warn(warning);
    this.builder.setEnding(this.ending ?? noResultEnding(this.lastStop));
    return this.builder.build();
  }
}

/** How the SDK's `result` message says the run ended. */
export function resultEnding(result: Record<string, unknown>, step: number): Ending {
  const subtype = str(result.subtype) ?? "success";
  const denials = arr(result.permission_denials);
  if (subtype.startsWith("error_max")) return { kind: "limit", detail: `the run stopped at a limit (${subtype})`, step };
  if (subtype !== "success" || result.is_error === true) {
    const said = str(result.result) ?? (arr(result.errors).map(String).join("; ") || subtype);
    return { kind: "error", detail: `the run ended on an error (${subtype}): ${detailText(said)}`, step };
  }
  if (denials.length > 0) {
    const tools = [...new Set(denials.map((denial) => str(obj(denial).tool_name) ?? "a tool"))].join(", ");
    return { kind: "permission_denied", detail: `${plural(denials.length, "tool use")} ${denials.length === 1 ? "was" : "were"} denied permission (${tools})`, step };
  }
  return { kind: "completed", detail: "the run ended with a success result", step };
}

function noResultEnding(lastStop: Ending | null): Ending {
  const detail = "the transcript has no result message: the run may have been cut off";
  return lastStop?.kind === "completed" ? { ...lastStop, kind: "unknown", detail } : (lastStop ?? { kind: "unknown", detail, step: null });
}

function agentName(init: Record<string, unknown>): string {
  const version = str(init.claude_code_version);
  return version ? `claude-code ${version}` : "claude-code";
}
