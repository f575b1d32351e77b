import type { Ending } from "../../model.js";
import { readAssistantBlocks, toolResultBlocks, userText } from "./anthropic-content.js";
import { TrajectoryBuilder } from "../builder.js";
import { endingFromStopReason } from "./claude-common.js";
import { clineExitCode, returncodeJson } from "../exit-code.js";
import { arr, isObject, str, type Json } from "../json.js";
import { chatMessages, dumpModel } from "../messages.js";
import type { FormatReader } from "../reader.js";
import { isInjected, unwrapTask, withoutInjectedBlocks } from "../task.js";

/** Cline's tools, written as XML in the assistant's text (its pre-native-tools protocol). */
const CLINE_TOOLS = [
  "execute_command",
  "read_file",
  "write_to_file",
  "replace_in_file",
  "search_files",
  "list_files",
  "list_code_definition_names",
  "browser_action",
  "use_mcp_tool",
  "access_mcp_resource",
  "ask_followup_question",
  "attempt_completion",
  "new_task",
  "plan_mode_respond",
];
const CLINE_CALL = new RegExp(`<(${CLINE_TOOLS.join("|")})>([\\s\\S]*?)</\\1>`, "g");
const CLINE_PARAM = /<(\w+)>([\s\S]*?)<\/\1>/g;
/** Cline answers its tool calls in the next user message: `[tool for '…'] Result:`. */
const CLINE_RESULT = /^\[(\w+)(?: for [^\]]*)?\] Result:\s*/;
/** Cline's environment details name the workspace its relative paths start from. */
const CLINE_CWD = /# Current Working Directory \(([^)\n]+)\)/;
/**
 * Cline tools that hand the turn back to the human with a question instead of finishing. A
 * follow-up question stops the work mid-way (`interrupted`); a plan-mode reply is how plan mode
 * ends its turn, waiting for the user to approve the plan (`awaiting_user`).
 */
const ASKING_TOOLS = new Set(["ask_followup_question"]);
const PLAN_TOOL = "plan_mode_respond";
const COMPLETION_TOOL = "attempt_completion";

/**
 * Anthropic Messages API conversations (a JSON array or `{messages, system}`), including Cline's
 * `api_conversation_history.json`: `tool_use` blocks are answered by `tool_result` blocks naming
 * `tool_use_id`; Cline's XML tool calls are answered, in order, by its `[tool] Result:` texts.
 */
export const anthropicMessages: FormatReader = {
  id: "anthropic-messages",
  detect: (records) => {
    const messages = chatMessages(records);
    if (messages === null) return false;
    const blocks = messages.flatMap(({ message }) => arr(message.content)).filter(isObject);
    const hasAnthropicBlocks = blocks.some((block) => block.type === "tool_use" || block.type === "tool_result");
    const firstUser = messages.find(({ message }) => message.role === "user");
    const isCline = firstUser !== undefined && /<task>/.test(userText(firstUser.message.content));
    return hasAnthropicBlocks || (isCline && messages.every(({ message }) => message.role === "user" || message.role === "assistant"));
  },
  read: (records) => {
    const builder = new TrajectoryBuilder("anthropic-messages");
    builder.setMeta({ model: dumpModel(records) });
    const ending = new ConversationReader(builder).read(chatMessages(records) ?? []);
    for (const warning of records.warnings) builder.warn(warning);
    builder.setEnding(ending);
    return builder.build();
  },
};

class ConversationReader {
  private ending: Ending = { kind: "unknown", detail: "the conversation has no assistant message", step: null };
  /** Cline calls (XML, or `tool_use` blocks) waiting for their `[tool] Result:` text, oldest first. */
  private pendingText: number[] = [];

  constructor(private readonly builder: TrajectoryBuilder) {}

  read(messages: { step: number; message: Json }[]): Ending {
    for (const { step, message } of messages) {
      this.builder.setMeta({ records: step + 1 });
      if (message.role === "user") this.user(message, step);
      if (message.role === "assistant") this.assistant(message, step);
    }
    return this.ending;
  }

  private user(message: Json, step: number): void {
    const workspace = CLINE_CWD.exec(userText(message.content))?.[1]?.trim();
    if (workspace) this.builder.setCwd(workspace);
    for (const result of toolResultBlocks(message.content)) {
      const index = this.builder.indexOf(result.toolUseId);
      this.pendingText = this.pendingText.filter((pending) => pending !== index);
      // Cline with native tools still opens a result with its `[tool for '…'] Result:` header
      const text = result.output.replace(CLINE_RESULT, "");
      const json = returncodeJson(text);
      const output = json?.output ?? text;
      const exitCode = json?.exitCode ?? clineExitCode(output);
      this.builder.resultFor(result.toolUseId, { output, isError: result.isError || (exitCode ?? 0) !== 0, exitCode, step });
    }
    const texts = typeof message.content === "string" ? [message.content] : textBlocks(message.content);
    const human: string[] = [];
    let result: { index: number; parts: string[] } | null = null;
    for (const text of texts) {
      const pending = this.answeredBy(text);
      if (pending !== undefined) {
        if (result) this.clineResult(result, step);
        result = { index: pending, parts: [text.replace(CLINE_RESULT, "")] };
      } else if (!isInjected(text)) {
        // Cline writes a result's body in the blocks after its `[tool] Result:` header
        (result ? result.parts : human).push(withoutInjectedBlocks(text));
      }
    }
    if (result) this.clineResult(result, step);
    const text = human.join("\n").trim();
    if (text !== "") this.builder.prompt(this.builder.callCount === 0 ? unwrapTask(text) : text, step);
  }

  /** The call a `[tool for '…'] Result:` text answers: the oldest waiting call of that tool, else the oldest. */
  private answeredBy(text: string): number | undefined {
    const header = CLINE_RESULT.exec(text);
    if (!header) return undefined;
    const named = this.pendingText.find((index) => this.builder.callAt(index)?.name === header[1]);
    const index = named ?? this.pendingText[0];
    this.pendingText = this.pendingText.filter((pending) => pending !== index);
    return index;
  }

  private clineResult(result: { index: number; parts: string[] }, step: number): void {
    const output = result.parts.filter((part) => part !== "").join("\n");
    const exitCode = clineExitCode(output);
    this.builder.resultAt(result.index, { output, isError: (exitCode ?? 0) !== 0, exitCode, step });
  }

  private assistant(message: Json, step: number): void {
    const first = this.builder.callCount;
    const blocks = readAssistantBlocks(this.builder, message.content, step);
    const text = blocks.texts.join("\n");
    this.builder.message("assistant", text, step);
    this.clineCalls(text, step);
    const calls = Array.from({ length: this.builder.callCount - first }, (_, offset) => first + offset);
    // a `tool_use` Cline answers with a `[tool] Result:` text rather than a tool_result block
    this.pendingText.push(...calls.filter((index) => !this.pendingText.includes(index)));
    this.ending = this.endingOf(calls, str(message.stop_reason), step);
  }

  private endingOf(calls: number[], stopReason: string | null, step: number): Ending {
    const names = calls.map((index) => this.builder.callAt(index)?.name ?? "");
    const completion = calls.find((index) => this.builder.callAt(index)?.name === COMPLETION_TOOL);
    if (completion !== undefined) {
      const input = this.builder.callAt(completion)?.input ?? {};
      this.builder.setFinalAnswer(str(input.result));
      return { kind: "completed", detail: "the agent attempted completion (attempt_completion)", step };
    }
    const asking = names.find((name) => ASKING_TOOLS.has(name));
    if (asking) return { kind: "interrupted", detail: `the agent stopped to ask the user (${asking}) before claiming the work done`, step };
    if (names.includes(PLAN_TOOL)) return { kind: "awaiting_user", detail: `it answered in plan mode (${PLAN_TOOL}) and waits for the user to approve or revise`, step };
    if (calls.length > 0) return { kind: "unknown", detail: "the conversation ends on a tool call", step };
    return endingFromStopReason(stopReason, step) ?? { kind: "completed", detail: "the conversation ends on an assistant message with no pending tool call", step };
  }

  /** Cline's XML tool calls in the assistant's text, up to its completion (what follows is not run). */
  private clineCalls(text: string, step: number): void {
    for (const match of text.matchAll(CLINE_CALL)) {
      const name = match[1]!;
      const input = Object.fromEntries([...match[2]!.matchAll(CLINE_PARAM)].map((param) => [param[1]!, param[2]!.trim()]));
      this.builder.call({ id: null, name, input, step });
      if (name === COMPLETION_TOOL) return;
    }
  }
}

function textBlocks(content: unknown): string[] {
  return arr(content).flatMap((block) => (isObject(block) && block.type === "text" && typeof block.text === "string" ? [block.text] : []));
}
