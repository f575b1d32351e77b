import type { Ending, Trajectory } from "../../model.js";
import { readAssistantBlocks, toolResultBlocks, userText } from "./anthropic-content.js";
import { TrajectoryBuilder } from "../builder.js";
import { INTERRUPTION, claudeBashExitCode, endingFromStopReason } from "./claude-common.js";
import { isObject, obj, str } from "../json.js";
import type { RecordItem } from "../lines.js";
import type { PartlyRead } from "../partial-member.js";
import { lineFormat, type FormatReader, type RecordSink } from "../reader.js";
import { detailText } from "../text.js";

/** Tags Claude Code wraps around local slash commands and `!` shell input: not requests to the agent. */
const LOCAL_COMMAND = /^\s*<(command-name|command-message|local-command-\w+|bash-input|bash-stdout|bash-stderr)>/;

/**
 * Of `toolUseResult`, Claude Code's second copy of each tool output (close to half a session's
 * bytes), only these fields are read: here, and `agentId` by AgentIds (subagents.ts). Its copy of
 * the tool_result's `content`, when byte for byte the same, is not parsed a second time.
 */
export const TOOL_USE_RESULT_READ: PartlyRead = {
  key: "toolUseResult",
  fields: ["interrupted", "backgroundTaskId", "type", "agentId"],
  repeats: "content",
};

/**
 * Claude Code session logs (`~/.claude/projects/<project>/<session>.jsonl`): one envelope per
 * line with `uuid`/`parentUuid`; one API message split over lines sharing `message.id`.
 */
export const claudeCodeJsonl: FormatReader = lineFormat(
  "claude-code-jsonl",
  (records) => records.shape !== "array" && records.items.some(({ value }) => isObject(value) && "parentUuid" in value && "sessionId" in value),
  () => new SessionReader(),
);

class SessionReader implements RecordSink {
  readonly partlyRead = TOOL_USE_RESULT_READ;
  private readonly builder = new TrajectoryBuilder("claude-code-jsonl");
  private lastEvent: Ending | null = null;
  private assistantId: string | null = null;
  private assistantTexts: { text: string; step: number } | null = null;

  add({ step, value }: RecordItem): void {
    if (!isObject(value)) return;
    this.builder.setMeta({ records: step + 1, sessionId: str(value.sessionId) });
    this.builder.setCwd(str(value.cwd));
    if (value.type === "user") this.user(value, step);
    if (value.type === "assistant") this.assistant(value, step);
    if (value.type === "system" && value.subtype === "compact_boundary") {
      this.builder.message("system", "[context compacted]", step);
    }
  }

  finish(warnings: string[]): Trajectory {
    this.flushAssistantText();
    for (const warning of warnings) this.builder.warn(warning);
    this.builder.setEnding(this.lastEvent ?? { kind: "unknown", detail: "the session log has no assistant turn", step: null });
    return this.builder.build();
  }

  private user(line: Record<string, unknown>, step: number): void {
    const message = obj(line.message);
    if (line.isMeta === true) return; // system reminders and hook output the user did not type
    this.flushAssistantText();
    if (line.isCompactSummary === true) {
      this.builder.message("system", userText(message.content), step);
      return;
    }
    const unfinished = obj(line.toolUseResult).interrupted === true || "backgroundTaskId" in obj(line.toolUseResult);
    for (const result of toolResultBlocks(message.content)) {
      const name = this.builder.openCall(result.toolUseId)?.name ?? "";
      // one literal, not a spread of `result`: V8 copied each spread on its generic path (~5 µs, Run 21)
      this.builder.resultFor(result.toolUseId, {
        output: result.output,
        isError: result.isError,
        exitCode: claudeBashExitCode(name, result.output, result.isError, unfinished),
        step,
        editKind: writeKind(line.toolUseResult),
      });
      this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool result, before the agent answered", step };
    }
    this.userText(userText(message.content), step);
  }

  private userText(text: string, step: number): void {
    if (text.trim() === "") return;
    if (INTERRUPTION.test(text)) {
      this.builder.message("system", text, step);
      this.lastEvent = { kind: "interrupted", detail: "the user interrupted the agent", step };
    } else if (LOCAL_COMMAND.test(text)) {
      this.builder.message("system", text, step);
    } else {
      this.builder.prompt(text, step);
      this.lastEvent = { kind: "unknown", detail: "the session log ends on a user message, before the agent answered", step };
    }
  }

  private assistant(line: Record<string, unknown>, step: number): void {
    const message = obj(line.message);
    this.builder.setMeta({ model: str(message.model) });
    const id = str(message.id);
    if (id === null || id !== this.assistantId) this.flushAssistantText();
    this.assistantId = id;
    const blocks = readAssistantBlocks(this.builder, message.content, step);
    const text = blocks.texts.join("\n").trim();
    if (text !== "") {
      this.assistantTexts ??= { text: "", step };
      this.assistantTexts.text = [this.assistantTexts.text, text].filter(Boolean).join("\n");
    }
    if (line.isApiErrorMessage === true) {
      this.lastEvent = { kind: "error", detail: `the API returned an error: ${detailText(text)}`, step };
    } else if (blocks.toolUses > 0) {
      this.lastEvent = { kind: "unknown", detail: "the session log ends on a tool call, before its result", step };
    } else if (text !== "") {
      const stopReason = str(message.stop_reason);
      this.lastEvent = endingFromStopReason(stopReason, step) ?? {
        kind: "completed",
        detail: "the agent's last message ends its turn with no pending tool call",
        step,
      };
    }
  }

  /** One API message arrives as several lines; its text blocks become one message. */
  private flushAssistantText(): void {
    if (this.assistantTexts) this.builder.message("assistant", this.assistantTexts.text, this.assistantTexts.step);
    this.assistantTexts = null;
    this.assistantId = null;
  }
}

/** Claude Code's Write result says whether it created the file or replaced it. */
function writeKind(toolUseResult: unknown): "create" | "update" | undefined {
  const type = obj(toolUseResult).type;
  return type === "create" || type === "update" ? type : undefined;
}
